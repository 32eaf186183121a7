// A parameter list for building one SQL statement: `sql.p(value)` adds a value and answers its placeholder.
export class SqlParams {
  readonly values: unknown[] = [];
  p(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
