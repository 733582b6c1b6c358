// Facts a source (OpenStreetMap, a census) states about a track beyond its fields and access
// facts (issue 27): who runs it and how to reach them, and which facts the stadium or sports
// centre around it lent. Only imports write them (track_source_facts); the track's answer and
// page show them.
import { ACCESS_FIELDS, type AccessField } from './access';

/** Who runs a track, its phone, and whether a wheelchair user gets in (OSM's wheelchair). */
export interface ContactFacts {
  operator: string | null;
  phone: string | null;
  wheelchair: WheelchairValue | null;
}
export const WHEELCHAIR_VALUES = ['yes', 'limited', 'no'] as const;
export type WheelchairValue = (typeof WHEELCHAIR_VALUES)[number];
export const CONTACT_FIELDS = ['operator', 'phone', 'wheelchair'] as const satisfies readonly (keyof ContactFacts)[];

/** The kinds of facility whose facts a track inside borrows. */
export const FACILITY_KINDS = ['stadium', 'sports_centre'] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

/** The facts a facility may lend the track inside it (its name is lent apart, to a track beside it too). */
export const LENDABLE_FACTS = [...ACCESS_FIELDS, 'link_to_web', 'street_address', ...CONTACT_FIELDS] as const;
export type LendableFact = AccessField | 'link_to_web' | 'street_address' | keyof ContactFacts;

/** A lent fact as stored: the facility's kind and the value it lent. */
export interface LentFact {
  from: FacilityKind;
  value: string | number;
}
export type LentFacts = Partial<Record<LendableFact, LentFact>>;

/**
 * Which facts a track holds as its facility lent them: those whose value is still the lent one.
 * A fact someone has since edited is the track's own, whatever wrote it, so no write path needs
 * to clear the record.
 */
export function factsFromFacility(
  lent: LentFacts,
  current: Partial<Record<LendableFact, unknown>>,
): Partial<Record<LendableFact, FacilityKind>> {
  const from: Partial<Record<LendableFact, FacilityKind>> = {};
  for (const [fact, entry] of Object.entries(lent) as [LendableFact, LentFact][]) {
    if (entry && current[fact] !== null && current[fact] !== undefined && current[fact] === entry.value) from[fact] = entry.from;
  }
  return from;
}

/** The stored lent facts (JSON); anything unreadable counts as none. */
export function parseLentFacts(json: string | null | undefined): LentFacts {
  try {
    const value = JSON.parse(json || '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as LentFacts) : {};
  } catch {
    return {};
  }
}
