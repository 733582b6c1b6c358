// Telling the same track mapped twice (a named node beside the outline, a way and a relation
// drawn over each other) from neighbouring tracks (a practice loop inside the main oval).
import { haversineM } from './geometry';
import type { AccessField } from '../../src-shared/access';
import type { LendableFact } from '../../src-shared/source-facts';
import type { SkippedRecord, SourceTrack } from './track-record';

/** A place already kept: a record of this run or a track in the database. */
export interface Place {
  label: string;
  center_lat: number;
  center_lng: number;
  length: number | null;
  /** 1 indoor, 0 outdoor, null unknown (read as outdoor: most tracks are). */
  indoors: number | null;
}

/** Two outlines are the same track when their centres are this close and their lengths agree. */
const SAME_OUTLINE_M = 10;
const SAME_LENGTH_RATIO = 0.1;
/** A bare point (no outline, so no length) is the same track as any track this close. */
const POINT_RADIUS_M = 75;

/**
 * The same track mapped twice. An indoor arena beside (or over) an outdoor track is another
 * track, so indoor and outdoor never match; an unknown setting counts as outdoor, the common case
 * (a school's "Unspecified" register row and its "Athletics Track" row are one track).
 */
export function samePlace(a: Place, b: Place): boolean {
  if ((a.indoors === 1) !== (b.indoors === 1)) return false;
  const distance = haversineM([a.center_lng, a.center_lat], [b.center_lng, b.center_lat]);
  if (a.length === null || b.length === null) return distance <= POINT_RADIUS_M;
  return distance <= SAME_OUTLINE_M && Math.abs(a.length - b.length) <= SAME_LENGTH_RATIO * Math.max(a.length, b.length);
}

/** A grid of ~0.001° cells so that checking 50,000 records stays linear. */
class PlaceIndex {
  private readonly cells = new Map<string, Place[]>();
  private static readonly CELL_DEG = 0.001;
  private key(latCell: number, lngCell: number) {
    return `${latCell}:${lngCell}`;
  }
  add(place: Place): void {
    const key = this.key(Math.floor(place.center_lat / PlaceIndex.CELL_DEG), Math.floor(place.center_lng / PlaceIndex.CELL_DEG));
    const cell = this.cells.get(key) ?? [];
    cell.push(place);
    this.cells.set(key, cell);
  }
  /** A stored place that is the same as this one. POINT_RADIUS_M spans at most two cells of latitude. */
  find(place: Place): Place | undefined {
    const latCell = Math.floor(place.center_lat / PlaceIndex.CELL_DEG);
    const lngCell = Math.floor(place.center_lng / PlaceIndex.CELL_DEG);
    const lngReach = Math.ceil(2 / Math.max(Math.cos((place.center_lat * Math.PI) / 180), 0.05));
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLng = -lngReach; dLng <= lngReach; dLng++) {
        const found = this.cells.get(this.key(latCell + dLat, lngCell + dLng))?.find((other) => samePlace(place, other));
        if (found) return found;
      }
    }
    return undefined;
  }
}

/** Records with an outline first, then those that say more, then by id: the better of two duplicates is kept. */
function preference(a: SourceTrack, b: SourceTrack): number {
  const known = (t: SourceTrack) =>
    [t.name, t.surface, t.link_to_web, t.number_lanes_lap, t.has_lighting, t.altitude, t.street_address].filter((v) => v !== null).length;
  return Number(b.length !== null) - Number(a.length !== null) || known(b) - known(a) || a.sourceId.localeCompare(b.sourceId);
}

/** Two features of one track state a fact differently: the more specific one's value is kept. */
export interface Disagreement {
  /** The record kept, and the same-place feature merged into it. */
  sourceId: string;
  otherId: string;
  fact: string;
  kept: string | number;
  other: string | number;
}

type Value = string | number | null | undefined;
const stated = (value: Value): value is string | number => value !== null && value !== undefined;

/** The track fields a same-place feature may add to the record kept (its place and length stay the kept one's). */
const MERGED_FIELDS = ['name', 'surface', 'link_to_web', 'number_lanes_lap', 'has_lighting', 'altitude', 'street_address'] as const;

/**
 * Folds the facts of a second feature of the same track into the record kept: a fact only one
 * of them states is kept whoever states it; where both state it, a fact of a feature's own tags
 * wins over one its facility lent, and between two of the same standing the more specific
 * feature wins (an outline over a bare point: the track's way over a node on it), the kept
 * record on a tie. Each such disagreement is returned for the import's report.
 */
export function mergeFacts(kept: SourceTrack, other: SourceTrack): Disagreement[] {
  const disagreements: Disagreement[] = [];
  const otherWins = other.length !== null && kept.length === null;
  // Which of the kept record's facts a facility lent; a fact taken from the other brings its own standing.
  const lentBy = { ...(kept.lentBy ?? {}) };
  const pick = (fact: string, lendable: LendableFact | null, mine: Value, theirs: Value): Value => {
    if (!stated(theirs)) return mine;
    const theirsLent = lendable !== null && other.lentBy?.[lendable] !== undefined;
    const mineLent = lendable !== null && kept.lentBy?.[lendable] !== undefined;
    const takeTheirs = () => {
      if (lendable) {
        if (theirsLent) lentBy[lendable] = other.lentBy![lendable];
        else delete lentBy[lendable];
      }
      return theirs;
    };
    if (!stated(mine)) return takeTheirs();
    if (mine === theirs) {
      if (lendable && !theirsLent) delete lentBy[lendable];
      return mine;
    }
    if (mineLent !== theirsLent) return mineLent ? takeTheirs() : mine;
    // Two facilities around one track lend the same fact alike; only features' own tags disagree.
    if (!mineLent)
      disagreements.push({
        sourceId: kept.sourceId,
        otherId: other.sourceId,
        fact,
        kept: otherWins ? theirs : mine,
        other: otherWins ? mine : theirs,
      });
    return otherWins ? takeTheirs() : mine;
  };
  const fields = kept as unknown as Record<string, Value>;
  for (const field of MERGED_FIELDS) {
    const lendable = field === 'link_to_web' || field === 'street_address' ? field : null;
    fields[field] = pick(field, lendable, fields[field], (other as unknown as Record<string, Value>)[field]) ?? null;
  }
  const access: Record<string, Value> = { ...(kept.access ?? {}) };
  const edited = { ...(kept.accessEdited ?? {}) };
  for (const [fact, value] of Object.entries(other.access ?? {}) as [AccessField, Value][]) {
    const mine = access[fact];
    access[fact] = pick(fact, fact, mine, value);
    // A fact is dated by the feature whose value is kept; stated alike by both, by the later edit.
    const theirs = other.accessEdited?.[fact];
    const taken = access[fact] !== mine;
    const laterAlike = mine === value && theirs !== undefined && (edited[fact] === undefined || theirs > edited[fact]);
    if (taken && theirs === undefined) delete edited[fact];
    else if (taken || laterAlike) edited[fact] = theirs!;
  }
  const contact: Record<string, Value> = { ...(kept.contact ?? {}) };
  for (const [fact, value] of Object.entries(other.contact ?? {})) contact[fact] = pick(fact, fact as LendableFact, contact[fact], value);
  kept.access = access as SourceTrack['access'];
  kept.contact = contact as SourceTrack['contact'];
  kept.lentBy = lentBy;
  kept.accessEdited = edited;
  // The later check date: the facts were checked then, on one of the features.
  if (other.checkDate && (!kept.checkDate || other.checkDate > kept.checkDate)) kept.checkDate = other.checkDate;
  const features = [...(kept.features ?? []), ...(other.features ?? [])];
  kept.features = features.filter((f, i) => features.findIndex((g) => g.id === f.id) === i);
  const names = [...(kept.otherNames ?? []), ...(other.otherNames ?? [])].filter((n) => n.name !== kept.name);
  kept.otherNames = names.filter((n, i) => names.findIndex((m) => m.source === n.source && m.name === n.name) === i);
  return disagreements;
}

/**
 * Drops repeated source ids and second mappings of one place. Records that match a track
 * already imported from the same source id always stay (that is an update, not a duplicate),
 * and a kept record takes the facts of a dropped duplicate of this run (mergeFacts).
 */
export function removeDuplicates(
  tracks: readonly SourceTrack[],
  knownSourceIds: ReadonlySet<string>,
  otherTracks: readonly Place[],
): { kept: SourceTrack[]; skipped: SkippedRecord[]; disagreements: Disagreement[] } {
  const skipped: SkippedRecord[] = [];
  const disagreements: Disagreement[] = [];
  const unique = new Map<string, SourceTrack>();
  for (const track of tracks) {
    if (unique.has(track.sourceId)) skipped.push({ sourceId: track.sourceId, reason: 'duplicate source id in the file' });
    else unique.set(track.sourceId, { ...track });
  }
  const index = new PlaceIndex();
  for (const place of otherTracks) index.add(place);
  const known = [...unique.values()].filter((t) => knownSourceIds.has(t.sourceId));
  const fresh = [...unique.values()].filter((t) => !knownSourceIds.has(t.sourceId)).sort(preference);
  const keptByLabel = new Map<string, SourceTrack>();
  for (const track of known) {
    index.add({ ...track, label: track.sourceId });
    keptByLabel.set(track.sourceId, track);
  }
  for (const track of fresh) {
    const same = index.find({ ...track, label: track.sourceId });
    if (same) {
      skipped.push({ sourceId: track.sourceId, reason: `same place as ${same.label}` });
      const kept = keptByLabel.get(same.label);
      if (kept) disagreements.push(...mergeFacts(kept, track));
      continue;
    }
    index.add({ ...track, label: track.sourceId });
    keptByLabel.set(track.sourceId, track);
  }
  // In file order, each once.
  const kept = [...unique.keys()].map((id) => keptByLabel.get(id)).filter((t): t is SourceTrack => t !== undefined);
  return { kept, skipped, disagreements };
}
