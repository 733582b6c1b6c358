// How a track's submitted fields become stored ones (spec section 5), decided once for the form
// (src-web/rules/track-form.ts), the request schema (schemas/track.ts) and the service that
// writes (src-worker/services/track-writes.ts): typed text is trimmed and blank means unset,
// 0 lanes means unset, and a new track needs outdoor or indoor. The access facts' names as sent
// and as stored are in access-fields.ts.
import { withoutDirectionControls } from './bidi';

/** Text a person typed: without direction controls (bidi.ts), trimmed; blank is unset (null). */
export const typedText = (value: string): string | null => withoutDirectionControls(value).trim() || null;

/** Lanes as sent: 0 means unset. */
export const lanesOrUnset = (lanes: number): number | null => (lanes === 0 ? null : lanes);

export type OutdoorChoice = 'outdoor' | 'indoor';

/** The stored indoors flag of a choice. */
export const indoorsOf = (choice: OutdoorChoice): 0 | 1 => (choice === 'indoor' ? 1 : 0);

/** A new track must say outdoor or indoor; an edit may leave it as it is. */
export const lacksOutdoorChoice = (isNew: boolean, choice: OutdoorChoice | '' | null | undefined): boolean => isNew && !choice;
