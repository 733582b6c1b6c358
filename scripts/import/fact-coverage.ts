// Issue 27's check that no fact is lost on the way: per fact, how many source features that
// describe an imported track (its own, same-place features merged into it, the facility around
// it) carry it, and how many tracks have it, with every gap put down to a named rule.
import type { SourceTrack } from './track-record';

interface FactRule {
  fact: string;
  /** The OSM keys that state it (osm-tracks.ts OSM_FACT_KEYS). */
  keys: readonly string[];
  has: (track: SourceTrack) => boolean;
  /** False for a fact of the track's ground (surface, lanes, lighting) that a facility around it does not speak for. */
  lendable: boolean;
}

const known = (value: unknown) => value !== null && value !== undefined;

const FACTS: readonly FactRule[] = [
  { fact: 'opening_hours', keys: ['opening_hours'], has: (t) => known(t.access?.opening_hours), lendable: true },
  { fact: 'fee', keys: ['fee', 'charge'], has: (t) => known(t.access?.fee), lendable: true },
  { fact: 'access', keys: ['access'], has: (t) => known(t.access?.access), lendable: true },
  { fact: 'website', keys: ['website', 'contact:website', 'url'], has: (t) => known(t.link_to_web), lendable: true },
  { fact: 'phone', keys: ['phone', 'contact:phone'], has: (t) => known(t.contact?.phone), lendable: true },
  { fact: 'wheelchair', keys: ['wheelchair'], has: (t) => known(t.contact?.wheelchair), lendable: true },
  { fact: 'operator', keys: ['operator'], has: (t) => known(t.contact?.operator), lendable: true },
  { fact: 'address', keys: ['addr:street', 'addr:full'], has: (t) => known(t.street_address), lendable: true },
  { fact: 'lit', keys: ['lit'], has: (t) => known(t.has_lighting) || known(t.access?.lit_hours), lendable: false },
  { fact: 'surface', keys: ['surface'], has: (t) => known(t.surface), lendable: false },
  { fact: 'lanes', keys: ['lanes'], has: (t) => known(t.number_lanes_lap), lendable: false },
  { fact: 'toilets', keys: ['toilets'], has: (t) => known(t.access?.toilets), lendable: true },
  { fact: 'changing_room', keys: ['changing_room'], has: (t) => known(t.access?.changing_rooms), lendable: true },
];

export interface FactCoverage {
  fact: string;
  /** Distinct features describing an imported track that carry the fact. */
  features: number;
  /** Imported tracks that have it. */
  tracks: number;
  /** Tracks one of whose features carries the fact but that do not have it: the value is not one the importer can read (a broken opening_hours, a website that is not http(s), an access value that says nothing about runners). */
  unreadable: number;
  /** Tracks that have it from a same-place feature merged into them. */
  merged: number;
  /** Tracks that have it from the facility around them (one facility may lend to several tracks). */
  lent: number;
  /** Features that state the fact again for a track another of its features (or its facility) already gives it to. */
  again: number;
}

/** The per-fact figures of the records an import keeps; empty for a source that does not say which features it read (a census). */
export function factCoverage(tracks: readonly SourceTrack[]): FactCoverage[] {
  if (!tracks.some((t) => t.features)) return [];
  return FACTS.map(({ fact, keys, has, lendable }) => {
    const carrying = new Set<string>();
    let count = 0;
    let unreadable = 0;
    let merged = 0;
    let lent = 0;
    let again = 0;
    for (const track of tracks) {
      const features = (track.features ?? []).filter((f) => (lendable || f.role === 'track') && f.keys.some((k) => keys.includes(k)));
      for (const f of features) carrying.add(f.id);
      if (!has(track)) {
        if (features.length > 0) unreadable++;
        continue;
      }
      count++;
      again += Math.max(0, features.length - 1);
      if (features.some((f) => f.id === track.sourceId)) continue;
      if (features.some((f) => f.role === 'track')) merged++;
      else if (features.length > 0) lent++;
    }
    return { fact, features: carrying.size, tracks: count, unreadable, merged, lent, again };
  });
}

/** The lines the import prints: "opening_hours: 3 features carry it, 3 tracks have it", then why any differ. */
export function factCoverageLines(coverage: readonly FactCoverage[]): string[] {
  return coverage.map((c) => {
    const why = [
      c.merged ? `${c.merged} from a same-place feature merged into the track` : '',
      c.lent ? `${c.lent} lent by the facility around the track` : '',
      c.again ? `${c.again} features state it again for a track that has it from another` : '',
      c.unreadable ? `${c.unreadable} with a value the importer cannot read, left unknown` : '',
    ].filter(Boolean);
    return `${c.fact}: ${c.features} features carry it, ${c.tracks} tracks have it${why.length ? ` (${why.join('; ')})` : ''}`;
  });
}
