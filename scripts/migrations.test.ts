import { readFileSync } from 'node:fs';
import initSqlJs, { type Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { MIGRATION_NAME, migrationFiles } from './migrations';

/** A database's structure as SQLite reports it: each table's columns, keys and indexes, not the text that made them. */
function structure(db: Database): unknown {
  const read = (sql: string) => {
    const [result] = db.exec(sql);
    return result ? result.values.map((row) => Object.fromEntries(result.columns.map((c, i) => [c, row[i]]))) : [];
  };
  const tables = read("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
  return tables.map(({ name }) => ({
    name,
    columns: read(`PRAGMA table_info(${name})`),
    foreignKeys: read(`PRAGMA foreign_key_list(${name})`),
    indexes: read(`PRAGMA index_list(${name})`).map((index) => ({
      ...index,
      columns: read(`PRAGMA index_info(${index.name})`),
      where: read(`SELECT sql FROM sqlite_master WHERE name = '${index.name}'`)[0]?.sql ?? null,
    })),
  }));
}

describe('the migrations', () => {
  it('are named in their order, and none is empty', () => {
    const files = migrationFiles();
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const { name, sql } of files) {
      expect(name).toMatch(MIGRATION_NAME);
      expect(sql.replace(/--.*$/gm, '').trim(), name).not.toBe('');
    }
    expect(files.map((f) => f.name.slice(0, 4))).toEqual(files.map((_, i) => String(i + 1).padStart(4, '0')));
  });

  it('make the schema schema.sql describes (else write the change into schema.sql too)', async () => {
    const SQL = await initSqlJs();
    const migrated = new SQL.Database();
    for (const { sql } of migrationFiles()) migrated.exec(sql);
    const described = new SQL.Database();
    described.exec(readFileSync(new URL('../schema.sql', import.meta.url), 'utf8'));
    expect(structure(migrated)).toEqual(structure(described));
  });
});
