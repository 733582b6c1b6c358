// Who may use a track, when, for how much, and what is there (issue 14): the vocabulary both
// sides use, the stored shape of the facts, and when each was last confirmed and by what.
import { TrackStatus } from './enums';

/** Who may use the track. "public_hours" is public at set times: the opening hours decide. */
export const ACCESS_VALUES = ['public', 'public_hours', 'members', 'school_club', 'closed'] as const;
export type AccessValue = (typeof ACCESS_VALUES)[number];

export const ACCESS_LABELS: Record<AccessValue, string> = {
  public: 'Public',
  public_hours: 'Public at set times',
  members: 'Members or booking only',
  school_club: 'School or club only',
  closed: 'Closed',
};

/** How a runner gets in. */
export const ENTRY_VALUES = ['walk_in', 'reception', 'book_online'] as const;
export type EntryValue = (typeof ENTRY_VALUES)[number];

export const ENTRY_LABELS: Record<EntryValue, string> = {
  walk_in: 'Walk in',
  reception: 'Sign in at reception',
  book_online: 'Book online',
};

/** Amenities, each yes, no or unknown. */
export const AMENITIES = ['toilets', 'changing_rooms', 'lockers', 'drinking_water', 'parking', 'public_transport'] as const;
export type Amenity = (typeof AMENITIES)[number];

export const AMENITY_LABELS: Record<Amenity, string> = {
  toilets: 'Toilets',
  changing_rooms: 'Changing rooms',
  lockers: 'Lockers',
  drinking_water: 'Drinking water',
  parking: 'Parking',
  public_transport: 'Public transport nearby',
};

/** The access facts as stored (flags as 0/1/null), one column each in track_access. */
export interface AccessFacts {
  access: AccessValue | null;
  /** OpenStreetMap opening_hours syntax, in the track's own time zone. */
  opening_hours: string | null;
  fee: number | null;
  fee_text: string | null;
  entry: EntryValue | null;
  booking_url: string | null;
  lane_rules: string | null;
  rules: string | null;
  /** Last day (YYYY-MM-DD, the track's own calendar) of a temporary closure. */
  closed_until: string | null;
  closure_reason: string | null;
  /** When the lights are on, in opening_hours syntax. */
  lit_hours: string | null;
  toilets: number | null;
  changing_rooms: number | null;
  lockers: number | null;
  drinking_water: number | null;
  parking: number | null;
  public_transport: number | null;
  supervised: number | null;
}

export const ACCESS_FIELDS = [
  'access',
  'opening_hours',
  'fee',
  'fee_text',
  'entry',
  'booking_url',
  'lane_rules',
  'rules',
  'closed_until',
  'closure_reason',
  'lit_hours',
  ...AMENITIES,
  'supervised',
] as const satisfies readonly (keyof AccessFacts)[];
export type AccessField = (typeof ACCESS_FIELDS)[number];

export const NO_ACCESS_FACTS: AccessFacts = Object.fromEntries(ACCESS_FIELDS.map((f) => [f, null])) as unknown as AccessFacts;

/** What last confirmed a fact: an edit of the track, a visit report, runners' answers (issue 37), or an import from OpenStreetMap. */
export const FACT_SOURCES = ['edit', 'visit_report', 'runners', 'import'] as const;
export type FactSource = (typeof FACT_SOURCES)[number];
/**
 * What an import's date is: OSM's check_date (a mapper checked the facts that day), or the last
 * edit of the OSM feature that states the fact (its `timestamp`), which says when it was last
 * stated, not that anyone checked it then.
 */
export const IMPORT_DATES = ['check_date', 'last_edit'] as const;
export type ImportDate = (typeof IMPORT_DATES)[number];
export interface Confirmation {
  /** Null only for an import whose source dates nothing (no check_date, no edit time): never the day of the import. */
  at: string | null;
  by: FactSource;
  /** For an import with a date, what that date is. */
  from?: ImportDate;
}
export type Confirmations = Partial<Record<AccessField, Confirmation>>;

/** The same fact confirmed again at `at` by `by`; a newer confirmation already there stands, an undated one does not. */
export function confirm(confirmed: Confirmations, fields: readonly AccessField[], at: string, by: FactSource): Confirmations {
  const next = { ...confirmed };
  for (const field of fields) {
    const known = next[field];
    if (!known || known.at === null || known.at <= at) next[field] = { at, by };
  }
  return next;
}

/**
 * Facts not confirmed for a year may be out of date (as StreetComplete re-asks an old
 * check_date): the page says so and asks the runner to check.
 */
export const STALE_AFTER_DAYS = 365;

export function isStale(confirmation: Confirmation | undefined, now: Date): boolean {
  // Like a fact nobody confirmed, an undated one is not said to be a year old: nobody knows.
  if (!confirmation || confirmation.at === null) return false;
  const at = Date.parse(confirmation.at);
  return Number.isFinite(at) && now.getTime() - at > STALE_AFTER_DAYS * 86_400_000;
}

/**
 * A visit report's "Was it open?" as the spec's open-status answer, when the runner gave no
 * other: found open is "Open to the public", found closed a closed answer whose reason is not
 * known. So two taps make a visit report (spec section 5: a comment or an open status).
 */
export function openStatusOf(openStatus: number | null | undefined, wasOpen: boolean | null | undefined): number | null {
  if (openStatus !== undefined && openStatus !== null) return openStatus;
  if (wasOpen === undefined || wasOpen === null) return null;
  return wasOpen ? TrackStatus.OpenPublicAccess : TrackStatus.ClosedUnknown;
}
