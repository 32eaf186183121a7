/** The one small database interface the services use; PGlite and pg both implement it. */
export interface QueryResult<Row> {
  rows: Row[];
}

/** True for PostgreSQL's unique_violation (23505), from pg and PGlite alike: a row with that key already exists. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export interface QueryOptions {
  /**
   * A hot statement's name: PostgreSQL then parses it once per connection and, after a few runs, keeps one plan for
   * it (a prepared statement), instead of planning it on every run. The same name always goes with the same SQL.
   * PGlite plans every statement anyway and ignores it.
   */
  prepare?: string;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: commit when it resolves, rollback when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Subscribes to a NOTIFY channel; answers an unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (tests start new stores from it). */
  dumpDataDir?(): Promise<Blob>;
}
