// How a track's submitted fields become stored ones (spec section 5), decided once for the form
// (src-web/rules/track-form.ts), the request schema (schemas/track.ts), the service that
// writes (src-worker/services/track-writes.ts) and the history's restore, which sends stored
// facts back (src-web/rules/track-history.ts): typed text is trimmed and blank means unset,
// 0 lanes means unset, a new track needs outdoor or indoor, and the access facts are sent by
// their request names (flags as booleans, amenities together) and stored by their column names.
import type { z } from 'zod';
import { ACCESS_FIELDS, AMENITIES, type AccessFacts, type AccessField, type Amenity } from './access';
import type { postTrackRequest } from './schemas/track';

/** Text a person typed: trimmed; blank is unset (null). */
export const typedText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Lanes as sent: 0 means unset. */
export const lanesOrUnset = (lanes: number): number | null => (lanes === 0 ? null : lanes);

export type OutdoorChoice = 'outdoor' | 'indoor';

/** The stored indoors flag of a choice. */
export const indoorsOf = (choice: OutdoorChoice): 0 | 1 => (choice === 'indoor' ? 1 : 0);

/** A new track must say outdoor or indoor; an edit may leave it as it is. */
export const lacksOutdoorChoice = (isNew: boolean, choice: OutdoorChoice | '' | null | undefined): boolean => isNew && !choice;

/** A track write as the request schema reads it: an absent field is kept, null clears it. */
type SubmittedTrack = z.output<typeof postTrackRequest>;

/** How POST /api/post-track names each access fact but the amenities, which it sends together. */
const SENT_NAMES = {
  access: 'access',
  opening_hours: 'openingHours',
  fee: 'fee',
  fee_text: 'feeText',
  entry: 'entry',
  booking_url: 'bookingUrl',
  lane_rules: 'laneRules',
  rules: 'rules',
  closed_until: 'closedUntil',
  closure_reason: 'closureReason',
  lit_hours: 'litHours',
  supervised: 'supervised',
} as const satisfies Record<Exclude<AccessField, Amenity>, keyof SubmittedTrack>;

/** The access facts as a request sends them. */
export type SubmittedAccess = Partial<Pick<SubmittedTrack, (typeof SENT_NAMES)[keyof typeof SENT_NAMES] | 'amenities'>>;

const isAmenity = (field: AccessField): field is Amenity => (AMENITIES as readonly string[]).includes(field);
/** The yes/no facts: booleans as sent, 0/1 as stored. */
const isFlag = (field: AccessField) => field === 'fee' || field === 'supervised' || isAmenity(field);
/** A yes/no as stored (0/1) from one as sent; absent (keep) and null (unset) stay as they are. */
export const storedFlag = (value: unknown): 0 | 1 | null | undefined => (value === undefined || value === null ? value : value ? 1 : 0);
/** A stored yes/no (0/1) as a request sends it; absent and null stay as they are. */
export const sentFlag = (value: unknown): boolean | null | undefined =>
  value === undefined || value === null ? value : value === 1 || value === true;

/** The access facts a request sent, as stored; a fact it left out stays undefined (kept). */
export function storedAccessFacts(sent: SubmittedAccess): Partial<AccessFacts> {
  const value = (field: AccessField) => (isAmenity(field) ? sent.amenities?.[field] : sent[SENT_NAMES[field]]);
  return Object.fromEntries(ACCESS_FIELDS.map((field) => [field, isFlag(field) ? storedFlag(value(field)) : value(field)]));
}

/**
 * Stored access facts as a request sends them, so an edit can set each one back: a null fact is
 * sent as null (cleared), a fact the stored shape lacks is left out (kept as it is now).
 */
export function submittedAccess(facts: Partial<Record<AccessField, unknown>>): SubmittedAccess {
  const sent = (field: AccessField) => (isFlag(field) ? sentFlag(facts[field]) : facts[field]);
  return {
    ...Object.fromEntries(Object.entries(SENT_NAMES).map(([field, name]) => [name, sent(field as AccessField)])),
    amenities: Object.fromEntries(AMENITIES.map((amenity) => [amenity, sent(amenity)])),
  } as SubmittedAccess;
}
