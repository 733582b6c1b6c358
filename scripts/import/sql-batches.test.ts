import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_BYTES, multiRowStatements } from './sql-batches';

const insert = (list: string) => `INSERT INTO t (a) VALUES ${list};`;

describe('multi-row statements', () => {
  it('groups rows in order, each statement within the byte limit', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `('${'é'.repeat(50)}${i}')`);
    const statements = multiRowStatements(rows, insert);
    expect(statements.length).toBeGreaterThan(1);
    expect(statements.every((s) => Buffer.byteLength(s) <= MAX_STATEMENT_BYTES)).toBe(true);
    const back = statements.flatMap((s) => s.slice('INSERT INTO t (a) VALUES '.length, -1).split(', '));
    expect(back).toEqual(rows);
  });

  it('writes nothing for no rows', () => {
    expect(multiRowStatements([], insert)).toEqual([]);
  });
});
