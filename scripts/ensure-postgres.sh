#!/usr/bin/env bash
# Idempotently makes the system PostgreSQL 15 available for the server test suite:
# installs it only when missing, starts the cluster, creates a superuser role for the
# current user and a test database, then prints the DATABASE_URL to use (unix socket).
set -euo pipefail

DB_NAME="${TEST_DB_NAME:-conference_test}"
ROLE="$(id -un)"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

if [ ! -x /usr/lib/postgresql/15/bin/postgres ]; then
  echo "Installing PostgreSQL 15..." >&2
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql-15 >&2
fi

if ! pg_lsclusters -h 2>/dev/null | grep -q '^15 \+main'; then
  $SUDO pg_createcluster 15 main >&2
fi

if ! pg_lsclusters -h | awk '$1=="15" && $2=="main" {print $4}' | grep -q online; then
  $SUDO pg_ctlcluster 15 main start >&2
fi

# Wait until the server accepts connections (first start can take a moment).
for _ in $(seq 1 30); do
  if pg_isready -q -h /var/run/postgresql; then break; fi
  sleep 0.5
done

run_psql() { $SUDO -u postgres psql -h /var/run/postgresql -v ON_ERROR_STOP=1 -qtA "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  run_psql() { su postgres -c "psql -h /var/run/postgresql -v ON_ERROR_STOP=1 -qtA $(printf '%q ' "$@")"; }
fi

if [ "$(run_psql -c "SELECT 1 FROM pg_roles WHERE rolname='${ROLE}'")" != "1" ]; then
  run_psql -c "CREATE ROLE \"${ROLE}\" LOGIN SUPERUSER" >&2
fi
if [ "$(run_psql -c "SELECT 1 FROM pg_database WHERE datname='${DB_NAME}'")" != "1" ]; then
  run_psql -c "CREATE DATABASE \"${DB_NAME}\" OWNER \"${ROLE}\"" >&2
fi

echo "postgresql://${ROLE}@/${DB_NAME}?host=/var/run/postgresql"
