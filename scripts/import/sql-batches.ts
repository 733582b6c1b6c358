// Many rows per statement and many tracks per transaction: what makes a world-sized import fast.
// One INSERT per row costs wrangler and SQLite a statement each (145,000 for 50,000 tracks);
// rows grouped into multi-row INSERTs cost a few hundred. D1 refuses a statement over 100,000
// bytes, so each groups as many rows as fit well under that.

/** D1's limit is 100,000 bytes per SQL statement; the head and tail of a statement fit in the rest. */
export const MAX_STATEMENT_BYTES = 90_000;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Statements that each hold as many of the rows as fit in MAX_STATEMENT_BYTES, in order:
 * `statement(list)` gets the rows joined by ", ". A single row longer than the budget gets a
 * statement of its own (and D1 says so if it is really too long).
 */
export function multiRowStatements(rows: readonly string[], statement: (list: string) => string): string[] {
  const statements: string[] = [];
  const overhead = bytes(statement(''));
  let group: string[] = [];
  let size = overhead;
  for (const row of rows) {
    const rowBytes = bytes(row) + 2;
    if (group.length > 0 && size + rowBytes > MAX_STATEMENT_BYTES) {
      statements.push(statement(group.join(', ')));
      group = [];
      size = overhead;
    }
    group.push(row);
    size += rowBytes;
  }
  if (group.length > 0) statements.push(statement(group.join(', ')));
  return statements;
}
