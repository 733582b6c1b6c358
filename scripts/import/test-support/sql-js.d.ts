// The part of sql.js (SQLite compiled to WebAssembly; no types of its own) the tests use.
declare module 'sql.js' {
  interface QueryResult {
    columns: string[];
    values: (string | number | null | Uint8Array)[][];
  }
  export interface Database {
    exec(sql: string): QueryResult[];
    run(sql: string): Database;
    close(): void;
  }
  export default function initSqlJs(): Promise<{ Database: new () => Database }>;
}
