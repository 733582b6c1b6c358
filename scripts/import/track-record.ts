// What every source format is turned into before planning: one track as the source describes it.
import type { AccessFacts, AccessField } from '../../src-shared/access';
import type { ContactFacts, FacilityKind, LendableFact } from '../../src-shared/source-facts';
import type { Surface } from '../../src-shared/enums';

export interface SourceTrack {
  /** "osm" or "census:<name>": with sourceId, what a re-import matches on. */
  source: string;
  /** "way/123" for OSM; the census record's id. */
  sourceId: string;
  /** The name as the source gives it (or the stadium around lends it); one that only says what the place is ("Pista de Atletismo") is shown as the track's label. */
  name: string | null;
  length: number | null;
  /** The length is a standard one (snapped) or stated by the source, so the site can rely on it. */
  finalized: boolean;
  surface: Surface | null;
  link_to_web: string | null;
  number_lanes_lap: number | null;
  has_lighting: number | null;
  indoors: number | null;
  center_lat: number;
  center_lng: number;
  altitude: number | null;
  street_address: string | null;
  /**
   * The places the source says the track is in, most specific first (OSM addr:city, is_in; a
   * register's town, then its council area): the importer places the track in the first it
   * finds near it (areas.ts place).
   */
  placeNames?: string[];
  /** The access facts the source states (issue 14), and the day it says they were checked (OSM's check_date). */
  access?: Partial<AccessFacts>;
  checkDate?: string | null;
  /**
   * When the source feature that states each access fact was last edited (OSM's timestamp: the
   * track's, the facility's for a fact it lent): the fact's date when there is no check date.
   */
  accessEdited?: Partial<Record<AccessField, string>>;
  /**
   * What the track is called by while it has no name of its own (issue 36): the named place it
   * lies in or beside, and its neighbourhood or street (src-shared/track-name.ts).
   */
  label?: { facility: string | null; locality: string | null };
  /** Other names the source knows the track by (issue 22), for "Did you mean". */
  otherNames?: OtherName[];
  /** Who runs the track, and how to reach them (issue 27): shown on the track page and in its answer. */
  contact?: Partial<ContactFacts>;
  /** The facts the stadium or sports centre around the track lent it (the track's own tags said nothing), by the facility's kind. */
  lentBy?: Partial<Record<LendableFact, FacilityKind>>;
  /** The source features whose facts the record holds (its own, same-place features merged into it, the facility around it), with the fact keys each carries. */
  features?: FeatureFacts[];
}

/** One source feature and the fact keys (OSM tags) it carries. */
export interface FeatureFacts {
  id: string;
  /** A feature of the track itself, or the facility around it. */
  role: 'track' | 'facility';
  keys: string[];
}

/** One other name and where it comes from: an OSM key ("alt_name", "name:pt"), or "facility" for the stadium or sports centre around the track. */
export interface OtherName {
  source: string;
  name: string;
}

/** A source record that was not imported, and why. */
export interface SkippedRecord {
  sourceId: string;
  reason: string;
}

export interface ParsedSource {
  source: string;
  tracks: SourceTrack[];
  skipped: SkippedRecord[];
}

/** Coordinates are kept to 7 decimals (about 1 cm), the precision OSM stores, so re-imports compare equal. */
export const roundCoordinate = (value: number) => Math.round(value * 1e7) / 1e7;

export function validCoordinates(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
}
