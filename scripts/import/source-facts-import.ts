// The facts a source states beyond a track's fields and access facts (issue 27), written to
// track_source_facts: the source is their only author (no form edits them), so its row is the
// source's current word, and a re-import that says the same writes nothing.
import { CONTACT_FIELDS, type ContactFacts, type LendableFact, type LentFacts } from '../../src-shared/source-facts';
import { sqlValue, trackIdBySource } from './sql';
import type { SourceTrack } from './track-record';
import type { TrackSourceFactsTable } from '../../src-worker/db/tables';

/** A track_source_facts row as stored. */
export type StoredSourceFacts = TrackSourceFactsTable;

type SourceFactsRow = Omit<StoredSourceFacts, 'track_id'>;

/** The value a record holds for a fact a facility may lend. */
function factValue(record: SourceTrack, fact: LendableFact): string | number | null {
  if (fact === 'link_to_web' || fact === 'street_address') return record[fact];
  if ((CONTACT_FIELDS as readonly string[]).includes(fact)) return record.contact?.[fact as (typeof CONTACT_FIELDS)[number]] ?? null;
  return (record.access?.[fact as keyof NonNullable<SourceTrack['access']>] as string | number | null | undefined) ?? null;
}

/** The row a record asks for, keys in a fixed order so that an unchanged one compares equal; null when it says none of these facts. */
export function sourceFactsRow(record: SourceTrack): SourceFactsRow | null {
  const lent: LentFacts = {};
  for (const fact of Object.keys(record.lentBy ?? {}).sort() as LendableFact[]) {
    const value = factValue(record, fact);
    if (value !== null) lent[fact] = { from: record.lentBy![fact]!, value };
  }
  const row = {
    operator: record.contact?.operator ?? null,
    phone: record.contact?.phone ?? null,
    wheelchair: record.contact?.wheelchair ?? null,
    lent: JSON.stringify(lent),
  };
  return row.operator === null && row.phone === null && row.wheelchair === null && row.lent === '{}' ? null : row;
}

const sameRow = (a: SourceFactsRow | null, b: SourceFactsRow | undefined) =>
  (a === null && b === undefined) ||
  (a !== null && b !== undefined && a.operator === b.operator && a.phone === b.phone && a.wheelchair === b.wheelchair && a.lent === b.lent);

/** The statements that bring a track's row to what the record says (none when it already does). */
export function sourceFactsStatements(record: SourceTrack, trackId: number | null, stored: StoredSourceFacts | undefined): string[] {
  const row = sourceFactsRow(record);
  if (sameRow(row, stored)) return [];
  const id = trackId === null ? trackIdBySource(record.source, record.sourceId) : String(trackId);
  if (row === null) return [`DELETE FROM track_source_facts WHERE track_id = ${id};`];
  const columns = ['operator', 'phone', 'wheelchair', 'lent'] as const;
  return [
    `INSERT INTO track_source_facts (track_id, ${columns.join(', ')}) VALUES (${id}, ${columns.map((c) => sqlValue(row[c])).join(', ')}) ` +
      `ON CONFLICT (track_id) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')};`,
  ];
}

/** The operator, phone and wheelchair a track holds after the import, and those the import changes (for its revision). */
export function contactAfterImport(
  record: SourceTrack,
  stored: StoredSourceFacts | undefined,
): { facts: ContactFacts; changed: (keyof ContactFacts)[] } {
  const facts = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, record.contact?.[f] ?? null])) as unknown as ContactFacts;
  return { facts, changed: CONTACT_FIELDS.filter((f) => facts[f] !== (stored?.[f] ?? null)) };
}
