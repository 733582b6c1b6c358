// The access facts a source states (issue 14), written to track_access without ever overwriting
// a community's: a fact last confirmed by an edit or a visit report is kept, decided per field
// in the statement itself from the stored confirmations, so a fact edited after the import was
// planned is kept too. Imported facts are confirmed by "import" on the day the source says they
// were true: OSM's check_date, else the last edit of the feature that states the fact, else on no
// day at all. The day of the import says nothing about the facts, so it is never their date.
import { ACCESS_FIELDS, type AccessFacts, type AccessField, type Confirmation } from '../../src-shared/access';
import { parseHours, weekPattern } from '../../src-shared/opening-hours';
import { timeZoneAt } from '../../src-shared/time-zone';
import { hoursPlaceAt } from '../../src-worker/domain/hours-place';
import { sqlValue, trackIdBySource } from './sql';
import type { SourceTrack } from './track-record';

/** True in SQL when the stored fact belongs to the community (track_access's own columns). */
const owned = (field: AccessField) => `json_extract(track_access.confirmed, '$.${field}.by') IN ('edit', 'visit_report', 'runners')`;

/** A track_access row as stored: the facts and their confirmations (JSON). */
export type StoredAccess = { track_id: number; confirmed: string } & Partial<Record<AccessField, string | number | null>>;

/** The access facts a record states (fields with a value). */
const statedFields = (record: SourceTrack): AccessField[] =>
  ACCESS_FIELDS.filter((f) => record.access?.[f] !== undefined && record.access[f] !== null);

/**
 * How the source dates a fact it states: the start of OSM's check_date (the track's, else its
 * facility's) when it gives one, as a mapper checked the facts then; else the last edit of the
 * feature that states the fact (the track, or the facility that lent it), when it was last said
 * to be so; else no date.
 */
export function importConfirmation(record: SourceTrack, field: AccessField): Confirmation {
  if (record.checkDate) return { at: `${record.checkDate}T00:00:00.000Z`, by: 'import', from: 'check_date' };
  const edited = record.accessEdited?.[field];
  return edited ? { at: edited, by: 'import', from: 'last_edit' } : { at: null, by: 'import' };
}

/**
 * Whether an import's stored confirmation of a value stands when the source states the same value
 * again: confirmations only move forward, and an undated statement confirms nothing newer. One
 * dated without saying what the date is was written before imports told their dates apart, on
 * the check_date or the day of the import: it gives way.
 */
function stands(stored: Confirmation, incoming: Confirmation): boolean {
  if (stored.at !== null && stored.from === undefined) return false;
  if (incoming.at === null) return true;
  return stored.at !== null && stored.at >= incoming.at;
}

/** The same rule as stands, in SQL over the stored row (track_access) and the one the statement brings (excluded). */
function standsSql(field: AccessField, incoming: Confirmation): string {
  const stored = (path: string) => `json_extract(track_access.confirmed, '$.${field}${path}')`;
  const standing =
    incoming.at === null
      ? `${stored('')} IS NOT NULL AND (${stored('.from')} IS NOT NULL OR ${stored('.at')} IS NULL)`
      : `${stored('.from')} IS NOT NULL AND ${stored('.at')} >= ${sqlValue(incoming.at)}`;
  return `(track_access.${field} IS excluded.${field} AND ${standing})`;
}

const confirmationSql = (c: Confirmation) =>
  `json_object('at', ${c.at === null ? 'NULL' : sqlValue(c.at)}, 'by', '${c.by}'${c.from ? `, 'from', '${c.from}'` : ''})`;

/**
 * True when importing the record would change nothing: every fact it states is stored with that
 * value, and its stored confirmation stands against the date the source gives now. A re-import
 * of the same file then writes nothing and leaves the cache key alone.
 */
export function accessUnchanged(record: SourceTrack, stored: StoredAccess | undefined): boolean {
  const facts = record.access ?? {};
  const fields = statedFields(record);
  if (fields.length === 0) return true;
  if (!stored) return false;
  const confirmed = JSON.parse(stored.confirmed || '{}') as Partial<Record<AccessField, Confirmation>>;
  return fields.every((f) => {
    const confirmation = confirmed[f];
    // A fact the community confirmed is kept whatever the source says (see owned below).
    if (confirmation && confirmation.by !== 'import') return true;
    return stored[f] === facts[f] && confirmation !== undefined && stands(confirmation, importConfirmation(record, f));
  });
}

/**
 * The facts a track holds after the import, as planned from what is stored now (the statements
 * decide again when applied), and the fields whose value the import changes: those go into the
 * import's revision, so history shows what the source changed. A newer check date alone changes
 * no value: it confirms, and confirmations are not edits.
 */
export function accessAfterImport(record: SourceTrack, stored: StoredAccess | undefined): { facts: AccessFacts; changed: AccessField[] } {
  const confirmed = JSON.parse(stored?.confirmed || '{}') as Partial<Record<AccessField, { by: string }>>;
  const stated = new Set(statedFields(record));
  const facts = {} as Record<AccessField, unknown>;
  const changed: AccessField[] = [];
  for (const f of ACCESS_FIELDS) {
    const before = stored?.[f] ?? null;
    const communitys = confirmed[f] !== undefined && confirmed[f]!.by !== 'import';
    facts[f] = stated.has(f) && !communitys ? record.access![f] : before;
    if (facts[f] !== before) changed.push(f);
  }
  return { facts: facts as unknown as AccessFacts, changed };
}

export function accessImportStatements(records: readonly SourceTrack[], now: string): string[] {
  const statements: string[] = [];
  for (const record of records) {
    const facts = record.access ?? {};
    const fields = statedFields(record);
    if (fields.length === 0) continue;
    const confirmations = new Map(fields.map((f) => [f, importConfirmation(record, f)]));
    const zone = timeZoneAt(record.center_lat, record.center_lng);
    const parsed = facts.opening_hours ? parseHours(facts.opening_hours, hoursPlaceAt(record.center_lat, record.center_lng)) : null;
    const week = parsed?.ok ? weekPattern(parsed.hours, zone, new Date(now)) : null;
    const columns = [...fields, 'confirmed', 'time_zone', ...(facts.opening_hours ? ['hours_week'] : [])];
    const values = [
      ...fields.map((f) => sqlValue(facts[f] as string | number)),
      `json_object(${fields.map((f) => `'${f}', ${confirmationSql(confirmations.get(f)!)}`).join(', ')})`,
      sqlValue(zone),
      ...(facts.opening_hours ? [sqlValue(week)] : []),
    ];
    const updates = [
      ...fields.map((f) => `${f} = CASE WHEN ${owned(f)} THEN track_access.${f} ELSE excluded.${f} END`),
      `confirmed = json_set(track_access.confirmed, ${fields
        // json() outside the CASE: a value keeps its JSON type only when json() made it.
        .map(
          (f) =>
            `'$.${f}', json(CASE WHEN ${owned(f)} OR ${standsSql(f, confirmations.get(f)!)} THEN json_extract(track_access.confirmed, '$.${f}') ELSE ${confirmationSql(confirmations.get(f)!)} END)`,
        )
        .join(', ')})`,
      'time_zone = excluded.time_zone',
      ...(facts.opening_hours
        ? [`hours_week = CASE WHEN ${owned('opening_hours')} THEN track_access.hours_week ELSE excluded.hours_week END`]
        : []),
    ];
    statements.push(
      `INSERT INTO track_access (track_id, ${columns.join(', ')}) SELECT id, ${values.join(', ')} FROM tracks WHERE id = ${trackIdBySource(record.source, record.sourceId)} ` +
        `ON CONFLICT (track_id) DO UPDATE SET ${updates.join(', ')};`,
    );
  }
  return statements;
}
