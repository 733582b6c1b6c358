// A track's access facts as POST /api/post-track sends them and as they are stored, converted
// once for the service that writes them (src-worker/services/track-writes.ts) and the history's
// restore, which sends stored facts back (src-web/rules/track-history.ts): sent by their request
// names (flags as booleans, amenities together), stored by their column names. Apart from
// track-fields.ts, which the request schema itself uses: this file reads the schema's type.
import type { z } from 'zod';
import { ACCESS_FIELDS, AMENITIES, type AccessFacts, type AccessField, type Amenity } from './access';
import type { postTrackRequest } from './schemas/track';

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
