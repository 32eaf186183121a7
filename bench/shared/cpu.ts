// CPU time of processes, from /proc (Linux): what a server spent during a run, which the neighbours on a shared
// machine disturb far less than its requests/s.
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ is 100 on Linux. */
const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

const ticks = (pid: number) => {
  const f = statFields(pid);
  return f ? Number(f[11]) + Number(f[12]) : 0;
};

const pids = () => readdirSync('/proc').filter((e) => /^\d+$/.test(e)).map(Number);

/** User + system CPU seconds of `pid` and its children (nginx's worker), from /proc. */
export function cpuSeconds(pid: number): number {
  const children = pids().filter((p) => Number(statFields(p)?.[1]) === pid);
  return [pid, ...children].reduce((sum, p) => sum + ticks(p), 0) / TICKS_PER_SECOND;
}

/** User + system CPU seconds of every process named `name` (PostgreSQL's server and its backends: "postgres"). */
export function cpuSecondsOfCommand(name: string): number {
  let total = 0;
  for (const p of pids()) {
    try {
      if (readFileSync(`/proc/${p}/comm`, 'utf8').trim() === name) total += ticks(p);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total / TICKS_PER_SECOND;
}
