// The pure heart of the importer: parsed source records + the database as it is -> the SQL that
// brings the database up to date + a report of what it does. No I/O, so it is tested directly.
import { normalisedAreaLabel, normalisedTrackLabel } from '../../src-shared/search-labels';
import { toUrlSegment } from '../../src-shared/url-segment';
import { EDITABLE_FIELDS, type EditableTrack } from '../../src-worker/domain/track-edit';
import { RECOUNT_ALL_AREAS_SQL } from '../../src-worker/db/area-counts';
import { INSERT_REVISION_SQL, revisionValues } from '../../src-worker/db/revisions';
import { areaFigures, type AreaFigures, type AreaInfo, type AreaTrack, type Geography, type PlacedBy, type Placement } from './areas';
import { accessAfterImport, accessImportStatements, accessUnchanged } from './access-import';
import { ACCESS_FIELDS, type AccessFacts } from '../../src-shared/access';
import { removeDuplicates, type Disagreement, type Place } from './duplicates';
import { factCoverage, type FactCoverage } from './fact-coverage';
import { contactAfterImport, sourceFactsStatements } from './source-facts-import';
import { CONTACT_FIELDS, type ContactFacts } from '../../src-shared/source-facts';
import type { DbArea, DbRevision, DbState } from './db-state';
import { changedLabels, labelRow, labelUpserts, type WantedLabel } from './search-labels';
import { areaEntry, searchNameStatements, trackEntry, type SearchEntry } from './search-names';
import { multiRowStatements } from './sql-batches';
import { areaIdBySegment, sqlIdentifier, sqlValue, trackIdBySource, type SqlValue } from './sql';
import type { ParsedSource, SkippedRecord, SourceTrack } from './track-record';
import { placeNamesStatements, storedPlaceNames } from './track-place-names';
import { BUMP_CACHE_KEY_SQL } from '../../src-worker/db/cache-key';
import { finalLabels, labelStatement, type LabelledTrack } from './track-labels-import';
import { NOT_LAP_REASON } from './osm-tracks';
import { NEW_TRACK_COLUMNS, newTrackValues, WITHDRAWN, type NewTrack } from '../../src-worker/db/tracks';
import { isJoggingLoop } from '../../src-shared/track-kind';
import { areaDisplayNameStatements } from './area-display-names';
import { NO_AREA_NAMES, type AreaNameSource } from './area-names';

/** The editable fields a source describes; info and quality are the community's alone. */
export const IMPORTED_FIELDS = [
  'name',
  'length',
  'surface',
  'link_to_web',
  'number_lanes_lap',
  'has_lighting',
  'indoors',
  'center_lat',
  'center_lng',
] as const satisfies readonly (keyof EditableTrack)[];
type ImportedField = (typeof IMPORTED_FIELDS)[number];

export interface Conflict {
  trackId: number;
  sourceId: string;
  field: ImportedField;
  kept: SqlValue;
  sourceValue: SqlValue;
}

export interface TrackChange {
  trackId: number | null;
  sourceId: string;
  urlSegment: string;
  fields: string[];
}

export interface ImportReport {
  source: string;
  inserted: TrackChange[];
  updated: TrackChange[];
  unchanged: number;
  conflicts: Conflict[];
  skipped: SkippedRecord[];
  /** Imported at sea or outside every country: kept, with no area. */
  withoutArea: string[];
  /** How the file's tracks were placed (areas.ts PlacedBy): by their source's place names, by the estimate, at region level, or nowhere. */
  placed: Record<PlacedBy, number>;
  /** Permanently removed by an operator: the source does not bring them back. */
  keptRemoved: string[];
  /** Tracks of this source that the file no longer has: left as they are. */
  notInFile: number;
  /** Tracks an earlier import took that are not lap tracks (osm-tracks.ts notALapTrack): withdrawn from public view. */
  withdrawn: string[];
  /** The file's jogging loops (src-shared/track-kind.ts): imported, called loops, never a nearest running track. */
  loops: string[];
  areasWritten: string[];
  cacheKeyBumped: boolean;
  /** Same-place features of one track that state a fact differently: the more specific one's value was kept (duplicates.ts mergeFacts). */
  disagreements: Disagreement[];
  /** Per fact, how many source features carry it and how many tracks have it (fact-coverage.ts). */
  facts: FactCoverage[];
}

export interface ImportPlan {
  /**
   * The SQL in parts, each applied as one transaction that ends by recounting every area
   * (area_counts) and bumping the cache key: at most TRACKS_PER_PART tracks each, whole tracks
   * only (row, revision, label), areas in the first. So the counts are exact after every part,
   * under the key that part moves to.
   */
  parts: string[][];
  /** Every statement, the parts in order. */
  statements: string[];
  report: ImportReport;
}

/**
 * Tracks per transaction. An import of the world (200,000 tracks) is applied in parts, so a
 * failure part-way leaves whole tracks and a rerun continues; a part is still big enough that
 * wrangler's start-up (seconds per part) does not dominate.
 */
export const TRACKS_PER_PART = 25_000;

const BUMP_CACHE_KEY = `${BUMP_CACHE_KEY_SQL};`;

type TrackState = EditableTrack & { altitude: number | null; street_address: string | null; finalized: number };

const NON_EDITABLE_IMPORTED = ['altitude', 'street_address'] as const;

/** For each field, whether its latest change came from the community (any revision source but 'import'). */
export function communityOwnedFields(revisions: readonly DbRevision[]): Set<string> {
  const latest = new Map<string, DbRevision>();
  for (const revision of revisions) {
    for (const field of JSON.parse(revision.changed_fields) as string[]) {
      const previous = latest.get(field);
      if (!previous || revision.revision > previous.revision) latest.set(field, revision);
    }
  }
  return new Set([...latest].filter(([, revision]) => revision.source !== 'import').map(([field]) => field));
}

function editableSnapshot(track: EditableTrack): EditableTrack {
  return Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, track[field]])) as unknown as EditableTrack;
}

function fromSource(record: SourceTrack): TrackState {
  return {
    name: record.name,
    length: record.length,
    info: null,
    surface: record.surface,
    link_to_web: record.link_to_web,
    number_lanes_lap: record.number_lanes_lap,
    quality: null,
    has_lighting: record.has_lighting,
    indoors: record.indoors,
    center_lat: record.center_lat,
    center_lng: record.center_lng,
    altitude: record.altitude,
    street_address: record.street_address,
    finalized: record.finalized ? 1 : 0,
  };
}

/**
 * Where the import placed a track and why (issue 36), in its revisions' snapshots: the area's
 * segment and name, and whether the source named the place (with its words), the estimate chose
 * it, or no town was near.
 */
export interface PlacementSnapshot {
  area: string | null;
  area_name: string | null;
  placed_by: PlacedBy;
  placed_name: string | null;
}

export function placementSnapshot(placement: Placement): PlacementSnapshot {
  const area = placement.chain.at(-1) ?? null;
  return { area: area?.segment ?? null, area_name: area?.name ?? null, placed_by: placement.by, placed_name: placement.name };
}

/** A revision as the Worker writes one: the snapshot holds the track's fields and its access facts (domain/track-edit.ts TrackEdit). */
const revisionRow = (
  trackRef: string,
  revision: number,
  after: EditableTrack,
  access: AccessFacts,
  contact: ContactFacts,
  changed: string[],
  now: string,
  placement: PlacementSnapshot,
) => {
  const values = revisionValues({
    revision,
    // The source's operator, phone and wheelchair (issue 27) go into the import's revisions too, so history shows what the source said;
    // so does where the track was placed and why (issue 36).
    snapshot: { ...editableSnapshot(after), ...access, ...contact, ...placement },
    changedFields: changed,
    source: 'import',
    clientHash: null,
    created: now,
  });
  return `(${[trackRef, ...values.map(sqlValue)].join(', ')})`;
};
const revisionInserts = (rows: readonly string[]) => multiRowStatements(rows, (list) => `${INSERT_REVISION_SQL} ${list};`);
const trackInserts = (rows: readonly string[]) =>
  multiRowStatements(rows, (list) => `INSERT INTO tracks (${NEW_TRACK_COLUMNS.join(', ')}) VALUES ${list};`);

/**
 * A new track's row as the Worker writes one (db/tracks.ts newTrackValues), its area named by its
 * segment: the areas of the same import have no ids yet.
 */
const newTrackRow = (track: NewTrack, areaSegment: string | null, now: string) =>
  `(${newTrackValues(track, now)
    .map((value, i) => (NEW_TRACK_COLUMNS[i] === 'area_id' ? areaIdBySegment(areaSegment) : sqlValue(value)))
    .join(', ')})`;

/**
 * What one track's import writes: a new track's row and first revision (many of each go in one
 * statement), or an update's statements, plus its search label when that changes.
 */
interface TrackWrite {
  insert?: { track: string; revision: string };
  statements: string[];
  label: string | null;
}

interface PlannedTrack {
  state: TrackState & { permanently_removed: number };
  areaSegment: string | null;
}

/**
 * Every track of the database placed again (npm run import -- --replace), without a source file:
 * from the place names its source stated when it was imported (track_place_names), else by the
 * estimate. A track whose area changes gets an import revision that says where and why.
 */
export function planReplace(
  db: DbState,
  geography: Geography,
  now: string,
  tracksPerPart = TRACKS_PER_PART,
  areaNames: AreaNameSource = NO_AREA_NAMES,
): ImportPlan {
  return planImport({ source: '', tracks: [], skipped: [] }, db, geography, now, tracksPerPart, areaNames, true);
}

/**
 * Everything an import run decides, in order: duplicates, areas, inserts, updates, area rows,
 * search names and the names areas are shown by, cache key. areaNames gives an area's names in
 * other languages (scripts/import/area-names.ts COMMITTED_AREA_NAMES). placeEveryTrack also places the database's
 * other tracks again (planReplace).
 */
export function planImport(
  parsed: ParsedSource,
  db: DbState,
  geography: Geography,
  now: string,
  tracksPerPart = TRACKS_PER_PART,
  areaNames: AreaNameSource = NO_AREA_NAMES,
  placeEveryTrack = false,
): ImportPlan {
  const report: ImportReport = {
    source: parsed.source,
    inserted: [],
    updated: [],
    unchanged: 0,
    conflicts: [],
    skipped: [...parsed.skipped],
    withoutArea: [],
    placed: { source: 0, estimate: 0, region: 0, none: 0 },
    keptRemoved: [],
    notInFile: 0,
    withdrawn: [],
    loops: [],
    areasWritten: [],
    cacheKeyBumped: false,
    disagreements: [],
    facts: [],
  };
  const areaSegmentById = new Map(db.areas.map((a) => [a.id, a.url_segment]));
  const existing = new Map(db.tracks.filter((t) => t.source === parsed.source && t.source_id !== null).map((t) => [t.source_id!, t]));
  const fileIds = new Set(parsed.tracks.map((t) => t.sourceId));
  const otherPlaces: Place[] = db.tracks
    .filter((t) => !(t.source === parsed.source && fileIds.has(t.source_id ?? '')))
    .map((t) => ({
      label: t.source ? `track ${t.id} (${t.source} ${t.source_id})` : `track ${t.id}`,
      center_lat: t.center_lat,
      center_lng: t.center_lng,
      length: t.length,
      indoors: t.indoors,
    }));
  const { kept, skipped, disagreements } = removeDuplicates(parsed.tracks, new Set(existing.keys()), otherPlaces);
  report.skipped.push(...skipped);
  report.disagreements = disagreements;
  report.facts = factCoverage(kept);
  report.loops = kept.filter(isJoggingLoop).map((t) => `${t.sourceId}: ${t.length} m around`);
  report.notInFile = [...existing.keys()].filter((id) => !fileIds.has(id)).length;

  const storedAccess = new Map(db.access.map((row) => [row.track_id, row]));
  const storedSourceFacts = new Map(db.sourceFacts.map((row) => [row.track_id, row]));
  const storedNames = new Map(db.placeNames.map((row) => [row.track_id, row]));
  const revisionsByTrack = new Map<number, DbRevision[]>();
  for (const revision of db.revisions) pushTo(revisionsByTrack, revision.track_id, revision);
  const takenSegments = new Set(db.tracks.map((t) => t.url_segment));
  const planned = new Map<number, PlannedTrack>();
  // A feature an earlier import took as a track and today's rules say is not a lap track (a
  // straight, a jogging loop) is withdrawn, as an operator's undo withdraws junk (permanently_removed
  // = WITHDRAWN): gone from every public list, count, map and search, its history kept. One the
  // community has edited stays, and is reported: a runner's word outweighs a length.
  const notLap = new Map(parsed.skipped.filter((s) => s.reason.startsWith(NOT_LAP_REASON)).map((s) => [s.sourceId, s.reason]));
  const withdrawals: string[] = [];
  for (const [sourceId, current] of existing) {
    if (!notLap.has(sourceId) || current.permanently_removed !== 0) continue;
    if (communityOwnedFields(revisionsByTrack.get(current.id) ?? []).size > 0) continue;
    planned.set(current.id, {
      state: { ...current, permanently_removed: WITHDRAWN },
      areaSegment: areaSegmentById.get(current.area_id ?? -1) ?? null,
    });
    withdrawals.push(
      `UPDATE tracks SET permanently_removed = ${WITHDRAWN}, updated = ${sqlValue(now)} WHERE id = ${current.id} AND revision = ${current.revision};`,
      `INSERT INTO track_removals (track_id, action, created) VALUES (${current.id}, 'remove-permanently', ${sqlValue(now)});`,
    );
    report.withdrawn.push(`${sourceId}: ${notLap.get(sourceId)}`);
  }
  const newTracks: PlannedTrack[] = [];
  const newTrackSources: { source: string; sourceId: string }[] = [];
  const areaChains = new Map<string, AreaInfo>();
  const newTrackWrites: TrackWrite[] = [];
  const updateWrites = new Map<number, TrackWrite>();

  /** Where a track is (areas.ts place), from its position and the place names its source states. */
  const deepestArea = (lat: number, lng: number, sourceId: string, names: readonly string[] = []): Placement => {
    const placement = geography.place(lat, lng, names);
    for (const area of placement.chain) areaChains.set(area.segment, area);
    report.placed[placement.by]++;
    if (placement.chain.length === 0) report.withoutArea.push(sourceId);
    return placement;
  };
  const areaSegmentOf = (track: { area_id: number | null }) =>
    track.area_id === null ? null : (areaSegmentById.get(track.area_id) ?? null);

  // firstFreeSegment, remembering how far each base got: a town with thousands of nameless
  // tracks ("track-sao-paulo-2", "-3", …) would otherwise try every taken one again for each.
  const nextSuffix = new Map<string, number>();
  const freeSegment = (base: string): string => {
    if (!takenSegments.has(base)) return base;
    let n = nextSuffix.get(base) ?? 2;
    while (takenSegments.has(`${base}-${n}`)) n++;
    nextSuffix.set(base, n + 1);
    return `${base}-${n}`;
  };

  for (const record of kept) {
    const current = existing.get(record.sourceId);
    const incoming = fromSource(record);
    if (!current) {
      const placement = deepestArea(incoming.center_lat, incoming.center_lng, record.sourceId, record.placeNames);
      const area = placement.chain.at(-1) ?? null;
      // A url segment is made from the name its source gives, even one that only says what the
      // place is ("pista-de-atletismo-jundiai"), as before issue 36.
      const segmentName = incoming.name ?? record.label?.facility ?? record.label?.locality ?? 'track';
      const segment = freeSegment(toUrlSegment([segmentName, area?.name].filter(Boolean).join(' '), 'track'));
      takenSegments.add(segment);
      const access = accessAfterImport(record, undefined);
      const contact = contactAfterImport(record, undefined);
      const changed = [...EDITABLE_FIELDS.filter((f) => incoming[f] !== null), ...access.changed, ...contact.changed];
      newTrackWrites.push({
        insert: {
          track: newTrackRow(
            {
              ...incoming,
              url_segment: segment,
              area_id: null,
              finalized: incoming.finalized === 1,
              source: record.source,
              source_id: record.sourceId,
            },
            area?.segment ?? null,
            now,
          ),
          revision: revisionRow(
            trackIdBySource(record.source, record.sourceId),
            1,
            incoming,
            access.facts,
            contact.facts,
            changed,
            now,
            placementSnapshot(placement),
          ),
        },
        statements: [],
        label: null,
      });
      newTracks.push({ state: { ...incoming, permanently_removed: 0 }, areaSegment: area?.segment ?? null });
      newTrackSources.push(record);
      report.inserted.push({ trackId: null, sourceId: record.sourceId, urlSegment: segment, fields: changed });
      continue;
    }
    if (current.permanently_removed) {
      report.keptRemoved.push(record.sourceId);
      continue;
    }
    const owned = communityOwnedFields(revisionsByTrack.get(current.id) ?? []);
    const next: TrackState = { ...current };
    const changed: string[] = [];
    for (const field of IMPORTED_FIELDS) {
      if (incoming[field] === current[field]) continue;
      if (owned.has(field)) {
        report.conflicts.push({
          trackId: current.id,
          sourceId: record.sourceId,
          field,
          kept: current[field],
          sourceValue: incoming[field],
        });
        continue;
      }
      (next as unknown as Record<string, SqlValue>)[field] = incoming[field];
      changed.push(field);
    }
    // A length the community set keeps the finalized flag the edit gave it.
    if (changed.includes('length')) next.finalized = incoming.finalized;
    for (const field of NON_EDITABLE_IMPORTED) {
      if (incoming[field] !== current[field]) {
        (next as unknown as Record<string, SqlValue>)[field] = incoming[field];
        changed.push(field);
      }
    }
    const access = accessAfterImport(record, storedAccess.get(current.id));
    const contact = contactAfterImport(record, storedSourceFacts.get(current.id));
    const placement = deepestArea(next.center_lat, next.center_lng, record.sourceId, record.placeNames);
    const areaSegment = placement.chain.at(-1)?.segment ?? null;
    const moved = areaSegment !== areaSegmentOf(current);
    // A new place is a change the history tells, with where and why (the revision's snapshot).
    const sourceChanged = [...access.changed, ...contact.changed, ...(moved ? ['area'] : [])];
    planned.set(current.id, { state: { ...next, permanently_removed: 0 }, areaSegment });
    if (changed.length > 0 || sourceChanged.length > 0 || next.finalized !== current.finalized) {
      const sets = [...changed, ...(next.finalized !== current.finalized ? ['finalized'] : [])]
        .map((f) => `${sqlIdentifier(f)} = ${sqlValue((next as unknown as Record<string, SqlValue>)[f]!)}`)
        .concat(moved ? [`area_id = ${areaIdBySegment(areaSegment)}`] : []);
      // The revision row first: if someone edited the track since it was read, UNIQUE(track_id,
      // revision) fails and the whole file is rolled back instead of overwriting their edit.
      updateWrites.set(current.id, {
        statements: [
          ...revisionInserts([
            revisionRow(
              String(current.id),
              current.revision + 1,
              next,
              access.facts,
              contact.facts,
              [...changed, ...sourceChanged],
              now,
              placementSnapshot(placement),
            ),
          ]),
          `UPDATE tracks SET ${sets.map((set) => `${set}, `).join('')}revision = ${current.revision + 1}, updated = ${sqlValue(now)} WHERE id = ${current.id} AND revision = ${current.revision};`,
        ],
        label: null,
      });
      report.updated.push({
        trackId: current.id,
        sourceId: record.sourceId,
        urlSegment: current.url_segment,
        fields: [...changed, ...sourceChanged],
      });
    } else {
      report.unchanged++;
    }
  }

  // The other tracks, when asked (planReplace): a newer rule or geography reaches the whole
  // database, from the place names each track's source stated when it was imported.
  for (const current of placeEveryTrack ? db.tracks : []) {
    if (planned.has(current.id) || current.permanently_removed) continue;
    const label = current.source ? `${current.source} ${current.source_id}` : `track ${current.id}`;
    const placement = deepestArea(current.center_lat, current.center_lng, label, storedPlaceNames(storedNames.get(current.id)));
    const areaSegment = placement.chain.at(-1)?.segment ?? null;
    if (areaSegment === areaSegmentOf(current)) {
      report.unchanged++;
      continue;
    }
    planned.set(current.id, { state: current, areaSegment });
    const access = storedAccess.get(current.id);
    const contact = storedSourceFacts.get(current.id);
    updateWrites.set(current.id, {
      statements: [
        ...revisionInserts([
          revisionRow(
            String(current.id),
            current.revision + 1,
            current,
            Object.fromEntries(ACCESS_FIELDS.map((f) => [f, access?.[f] ?? null])) as unknown as AccessFacts,
            Object.fromEntries(CONTACT_FIELDS.map((f) => [f, contact?.[f] ?? null])) as unknown as ContactFacts,
            ['area'],
            now,
            placementSnapshot(placement),
          ),
        ]),
        `UPDATE tracks SET area_id = ${areaIdBySegment(areaSegment)}, revision = ${current.revision + 1}, updated = ${sqlValue(now)} WHERE id = ${current.id} AND revision = ${current.revision};`,
      ],
      label: null,
    });
    report.updated.push({ trackId: current.id, sourceId: label, urlSegment: current.url_segment, fields: ['area'] });
  }

  const finalTracks: PlannedTrack[] = [
    ...db.tracks.map(
      (t) =>
        planned.get(t.id) ?? {
          state: t,
          areaSegment: areaSegmentOf(t),
        },
    ),
    ...newTracks,
  ];
  const { statements: areaStatements, areas } = planAreas(finalTracks, db.areas, areaChains, geography, report);
  // What each track is called by without a name of its own, and its twins (issue 36).
  const recordBySourceId = new Map(kept.map((record) => [record.sourceId, record]));
  const storedTrackLabels = new Map(db.trackLabels.map((row) => [row.track_id, row]));
  const labelled: LabelledTrack[] = finalTracks.map(({ state }, i) => {
    const existing = db.tracks[i];
    const added = existing ? undefined : newTrackSources[i - db.tracks.length]!;
    const record = existing
      ? existing.source === parsed.source
        ? recordBySourceId.get(existing.source_id ?? '')
        : undefined
      : recordBySourceId.get(added!.sourceId);
    return {
      idSql: existing ? String(existing.id) : trackIdBySource(added!.source, added!.sourceId),
      stored: existing ? storedTrackLabels.get(existing.id) : undefined,
      fromSource: record ? (record.label ?? { facility: null, locality: null }) : undefined,
      name: state.name,
      indoors: state.indoors,
      length: state.length,
      center_lat: state.center_lat,
      center_lng: state.center_lng,
      permanently_removed: state.permanently_removed,
    };
  });
  const wantedLabels = finalLabels(labelled);
  labelled.forEach((track, i) => {
    const statement = labelStatement(track, wantedLabels[i]!);
    if (statement === null) return;
    const existing = db.tracks[i];
    if (!existing) return void newTrackWrites[i - db.tracks.length]!.statements.push(statement);
    if (!updateWrites.has(existing.id)) updateWrites.set(existing.id, { statements: [], label: null });
    updateWrites.get(existing.id)!.statements.push(statement);
  });
  // Search finds a track by its own name, else by the place it lies in, as it is listed.
  // Search (and the chat) find a track by the name its source gives, even one that only says what
  // it is ("Pista de Corrida in Pitangui"), else by the place it lies in, as it is listed.
  const searchedNames = finalTracks.map(({ state }, i) => state.name ?? wantedLabels[i]!.facility ?? wantedLabels[i]!.locality);
  const labels = changedLabelRows(db, areas, finalTracks, newTrackSources, searchedNames);
  newTrackWrites.forEach((write, i) => (write.label = labels.newTracks.get(i) ?? null));
  for (const [id, label] of labels.tracks) {
    const write = updateWrites.get(id);
    if (write) write.label = label;
    else updateWrites.set(id, { statements: [], label });
  }
  // Access facts (issue 14), with the writes of the tracks they belong to (after a new track's
  // insert); a fact the community confirmed is kept by the statement itself (access-import.ts).
  const newTrackIndex = new Map(newTrackSources.map((source, i) => [source.sourceId, i]));
  for (const record of kept) {
    const trackId = existing.get(record.sourceId)?.id;
    if (trackId !== undefined && accessUnchanged(record, storedAccess.get(trackId))) continue;
    const statements = accessImportStatements([record], now);
    if (statements.length === 0 || report.keptRemoved.includes(record.sourceId)) continue;
    const index = newTrackIndex.get(record.sourceId);
    if (index !== undefined) {
      newTrackWrites[index]!.statements.push(...statements);
      continue;
    }
    const id = existing.get(record.sourceId)!.id;
    if (!updateWrites.has(id)) updateWrites.set(id, { statements: [], label: null });
    updateWrites.get(id)!.statements.push(...statements);
  }
  // Operator, phone, wheelchair and what the facility lent (issue 27), and the place names (issue 36), likewise.
  for (const record of kept) {
    if (report.keptRemoved.includes(record.sourceId)) continue;
    const trackId = existing.get(record.sourceId)?.id ?? null;
    const statements = [
      ...sourceFactsStatements(record, trackId, trackId === null ? undefined : storedSourceFacts.get(trackId)),
      ...placeNamesStatements(record, trackId, trackId === null ? undefined : storedNames.get(trackId)),
    ];
    if (statements.length === 0) continue;
    const index = newTrackIndex.get(record.sourceId);
    if (index !== undefined) {
      newTrackWrites[index]!.statements.push(...statements);
      continue;
    }
    if (!updateWrites.has(trackId!)) updateWrites.set(trackId!, { statements: [], label: null });
    updateWrites.get(trackId!)!.statements.push(...statements);
  }
  const parts = planParts(
    [...areaStatements, ...labelUpserts(labels.areas), ...withdrawals],
    [...newTrackWrites, ...updateWrites.values()],
    tracksPerPart,
  );
  // The names search ranks by and finds other names in (issue 22), in the last transaction, under its bump.
  const names = [
    ...searchNameStatements(
      searchEntries(db, areas, searchedNames, newTrackSources, kept, parsed.source, areaNames.others),
      db.searchNames,
    ),
    ...areaDisplayNameStatements([...db.areas.map((a) => a.url_segment), ...areas.keys()], db.areaDisplayNames, areaNames.display),
  ];
  if (names.length > 0 && parts.length > 0) parts.at(-1)!.splice(-2, 0, ...names);
  else if (names.length > 0) parts.push([...names, BUMP_CACHE_KEY]);
  // Nothing else to write, but counts that drifted (tracks written with plain SQL) are recounted.
  if (parts.length === 0 && db.staleAreaCounts > 0) parts.push([RECOUNT_ALL_AREAS_SQL, BUMP_CACHE_KEY]);
  report.cacheKeyBumped = parts.length > 0;
  return { parts, statements: parts.flat(), report };
}

/**
 * Every area and track as the search tables should hold them after the plan: the database's
 * tracks, then the new ones in the order of newSources; a track of this source with the other
 * names the file gives it, any other track keeping those it has.
 */
function searchEntries(
  db: DbState,
  areas: ReadonlyMap<string, AreaInfo>,
  searchedNames: readonly (string | null)[],
  newSources: readonly { source: string; sourceId: string }[],
  records: readonly SourceTrack[],
  source: string,
  areaOtherNames: (area: { segment: string; name: string }) => readonly string[],
): SearchEntry[] {
  const areaIds = new Map(db.areas.map((a) => [a.url_segment, a.id]));
  const othersOf = new Map(records.map((r) => [r.sourceId, r.otherNames ?? []]));
  const tracks = searchedNames.map((name, i) => {
    const existing = db.tracks[i];
    if (existing)
      return trackEntry(
        existing.id,
        String(existing.id),
        name,
        existing.source === source ? (othersOf.get(existing.source_id ?? '') ?? null) : null,
      );
    const added = newSources[i - db.tracks.length]!;
    return trackEntry(null, trackIdBySource(added.source, added.sourceId), name, othersOf.get(added.sourceId) ?? []);
  });
  const areaEntries = [...areas.values()].map((area) => {
    const id = areaIds.get(area.segment) ?? null;
    return areaEntry(id, id === null ? areaIdBySegment(area.segment) : String(id), area.name, areaOtherNames(area));
  });
  return [...areaEntries, ...tracks];
}

/** The writes in parts of tracksPerPart tracks, areas first, each part ending with the area counts and a cache-key bump. */
function planParts(areaStatements: readonly string[], writes: readonly TrackWrite[], tracksPerPart: number): string[][] {
  const parts: string[][] = [];
  for (let start = 0; start === 0 || start < writes.length; start += tracksPerPart) {
    const slice = writes.slice(start, start + tracksPerPart);
    const inserts = slice.flatMap((w) => (w.insert ? [w.insert] : []));
    const statements = [
      ...(start === 0 ? areaStatements : []),
      ...trackInserts(inserts.map((i) => i.track)),
      ...revisionInserts(inserts.map((i) => i.revision)),
      ...slice.flatMap((w) => w.statements),
      ...labelUpserts(slice.flatMap((w) => (w.label === null ? [] : [w.label]))),
    ];
    if (statements.length > 0) parts.push([...statements, RECOUNT_ALL_AREAS_SQL, BUMP_CACHE_KEY]);
  }
  return parts;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const FIGURE_COLUMNS = [
  'bound_north',
  'bound_south',
  'bound_east',
  'bound_west',
  'center_lat',
  'center_lng',
  'altitude',
  'track_info',
] as const;

/**
 * The search label rows (src-shared/search-labels.ts) of every area and track as the plan leaves
 * them, where missing or different: finalTracks lists the database's tracks, then the new ones in
 * the order of newSources. Track labels are keyed by track id, or by index among the new tracks.
 */
function changedLabelRows(
  db: DbState,
  areas: ReadonlyMap<string, AreaInfo>,
  finalTracks: readonly PlannedTrack[],
  newSources: readonly { source: string; sourceId: string }[],
  searchedNames: readonly (string | null)[],
): { areas: string[]; tracks: Map<number, string>; newTracks: Map<number, string> } {
  const areaIdBySegmentInDb = new Map(db.areas.map((a) => [a.url_segment, a.id]));
  const nameOf = (segment: string | null) => (segment === null ? null : (areas.get(segment)?.name ?? null));
  const areaLabels: WantedLabel[] = [...areas.values()].map((area) => {
    const id = areaIdBySegmentInDb.get(area.segment) ?? null;
    return {
      kind: 'area',
      id,
      idSql: id === null ? areaIdBySegment(area.segment) : String(id),
      label: normalisedAreaLabel(area.name, nameOf(area.parent)),
    };
  });
  const trackLabels: WantedLabel[] = finalTracks.map(({ areaSegment }, i) => {
    const existing = db.tracks[i];
    const source = existing ? null : newSources[i - db.tracks.length]!;
    return {
      kind: 'track',
      id: existing?.id ?? null,
      idSql: existing ? String(existing.id) : trackIdBySource(source!.source, source!.sourceId),
      label: normalisedTrackLabel(searchedNames[i] ?? null, nameOf(areaSegment)),
    };
  });
  const changed = new Set(changedLabels(trackLabels, db.labels));
  const tracks = new Map<number, string>();
  const newTracks = new Map<number, string>();
  trackLabels.forEach((label, i) => {
    if (!changed.has(label)) return;
    if (label.id === null) newTracks.set(i - db.tracks.length, labelRow(label));
    else tracks.set(label.id, labelRow(label));
  });
  return { areas: changedLabels(areaLabels, db.labels).map(labelRow), tracks, newTracks };
}

/** Area rows for every area that has tracks (and its parents), written only where they differ from the database. */
function planAreas(
  tracks: readonly PlannedTrack[],
  dbAreas: readonly DbArea[],
  located: ReadonlyMap<string, AreaInfo>,
  geography: Geography,
  report: ImportReport,
): { statements: string[]; areas: Map<string, AreaInfo> } {
  const dbBySegment = new Map(dbAreas.map((a) => [a.url_segment, a]));
  const dbById = new Map(dbAreas.map((a) => [a.id, a]));
  const infoOf = (segment: string): AreaInfo | undefined => {
    const found = located.get(segment) ?? geography.describe(segment);
    if (found) return found;
    const row = dbBySegment.get(segment);
    if (!row) return undefined;
    const parent = row.parent_id === null ? null : (dbById.get(row.parent_id)?.url_segment ?? null);
    return { segment, name: row.name, level: row.level as AreaInfo['level'], parent, bbox: null, center: null };
  };

  // Each track counts in its area and every area above it.
  const tracksByArea = new Map<string, AreaTrack[]>();
  const areas = new Map<string, AreaInfo>();
  for (const area of dbAreas) areas.set(area.url_segment, infoOf(area.url_segment)!);
  for (const { state, areaSegment } of tracks) {
    if (state.permanently_removed) continue;
    for (let segment: string | null = areaSegment; segment !== null; ) {
      const info = infoOf(segment);
      if (!info) break;
      areas.set(segment, info);
      pushTo(tracksByArea, segment, state);
      segment = info.parent;
    }
  }

  const figures = new Map<string, AreaFigures>();
  const childFigures = new Map<string, AreaFigures[]>();
  const byLevelDeepestFirst = [...areas.values()].sort((a, b) => b.level - a.level || a.segment.localeCompare(b.segment));
  for (const area of byLevelDeepestFirst) {
    const row = areaFigures(area, tracksByArea.get(area.segment) ?? [], childFigures.get(area.segment) ?? []);
    figures.set(area.segment, row);
    if (area.parent !== null) pushTo(childFigures, area.parent, row);
  }

  // Parents before children: each level in statements of its own, so a row's parent_id
  // subquery finds a parent written by an earlier statement.
  const rowsByLevel = new Map<number, string[]>();
  const columns = ['parent_id', 'level', 'name', 'url_segment', ...FIGURE_COLUMNS];
  for (const area of [...byLevelDeepestFirst].reverse()) {
    const row = figures.get(area.segment)!;
    const current = dbBySegment.get(area.segment);
    const parentSegment = current ? (current.parent_id === null ? null : (dbById.get(current.parent_id)?.url_segment ?? null)) : undefined;
    const same =
      current &&
      current.name === area.name &&
      current.level === area.level &&
      parentSegment === area.parent &&
      FIGURE_COLUMNS.every((column) => current[column] === row[column]);
    if (same) continue;
    const values = [
      areaIdBySegment(area.parent),
      sqlValue(area.level),
      sqlValue(area.name),
      sqlValue(area.segment),
      ...FIGURE_COLUMNS.map((c) => sqlValue(row[c])),
    ];
    pushTo(rowsByLevel, area.level, `(${values.join(', ')})`);
    report.areasWritten.push(area.segment);
  }
  const upsert = (list: string) =>
    `INSERT INTO areas (${columns.join(', ')}) VALUES ${list} ON CONFLICT(url_segment) DO UPDATE SET ${columns
      .filter((c) => c !== 'url_segment')
      .map((c) => `${c} = excluded.${c}`)
      .join(', ')};`;
  const statements = [...rowsByLevel.keys()].sort((a, b) => a - b).flatMap((level) => multiRowStatements(rowsByLevel.get(level)!, upsert));
  return { statements, areas };
}
