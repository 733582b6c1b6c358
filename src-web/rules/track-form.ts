// The track form of spec section 5: its values, the one rule it checks, the request it sends
// and the texts of spec section 8 it shows.
import type { PostTrackRequest, PostTrackResult, Track } from '../../src-shared/api-types';
import type { QualityRating, Surface } from '../../src-shared/enums';
import { AMENITIES, type AccessValue, type Amenity, type EntryValue } from '../../src-shared/access';

type YesNo = '' | 'yes' | 'no';
const yesNoOf = (value: boolean | null): YesNo => (value === null ? '' : value ? 'yes' : 'no');
const booleanOf = (value: YesNo) => (value === '' ? null : value === 'yes');

export const TRACK_FORM_TEXTS = {
  outdoorRequired: 'You must select outdoor/indoor.',
  creating: 'Creating new track',
  updating: 'Updating track',
  createFailed: 'Failed to create track',
  updateFailed: 'Failed to update track',
} as const;

export const thanksText = (host: string) => `Thanks for contributing to ${host}`;
/** After a write whose info carries a link: held for review like a comment with one (spec section 6). */
export const heldInfoText = (host: string) => `${thanksText(host)}. Information with a link will be visible after a manual review.`;

/** What the inputs hold, as text; '' means unset. */
export interface TrackFormValues {
  outdoor: '' | 'outdoor' | 'indoor';
  name: string;
  length: string;
  surface: '' | Surface;
  quality: '' | QualityRating;
  lighting: '' | 'yes' | 'no';
  info: string;
  linkToWeb: string;
  /** '0' means unset (spec section 5). */
  numLanes: string;
  /** Access, hours and fees (issue 14). */
  access: '' | AccessValue;
  openingHours: string;
  fee: YesNo;
  feeText: string;
  entry: '' | EntryValue;
  bookingUrl: string;
  laneRules: string;
  rules: string;
  closedUntil: string;
  closureReason: string;
  litHours: string;
  amenities: Record<Amenity, YesNo>;
  supervised: YesNo;
}

export const EMPTY_TRACK_FORM: TrackFormValues = {
  outdoor: '',
  name: '',
  length: '',
  surface: '',
  quality: '',
  lighting: '',
  info: '',
  linkToWeb: '',
  numLanes: '0',
  access: '',
  openingHours: '',
  fee: '',
  feeText: '',
  entry: '',
  bookingUrl: '',
  laneRules: '',
  rules: '',
  closedUntil: '',
  closureReason: '',
  litHours: '',
  amenities: Object.fromEntries(AMENITIES.map((a) => [a, ''])) as Record<Amenity, YesNo>,
  supervised: '',
};

/** The form filled from a stored track; info goes through the stored-text rule first. */
export function trackFormValues(track: Track, infoForEditing: (html: string) => string): TrackFormValues {
  return {
    outdoor: track.indoors === null ? '' : track.indoors ? 'indoor' : 'outdoor',
    name: track.name ?? '',
    length: track.length === null ? '' : String(track.length),
    surface: track.surface ?? '',
    quality: track.quality ?? '',
    lighting: track.has_lighting === null ? '' : track.has_lighting ? 'yes' : 'no',
    info: track.info ? infoForEditing(track.info) : '',
    linkToWeb: track.link_to_web ?? '',
    numLanes: String(track.number_lanes_lap ?? 0),
    access: track.access.access ?? '',
    openingHours: track.access.opening_hours ?? '',
    fee: yesNoOf(track.access.fee),
    feeText: track.access.fee_text ?? '',
    entry: track.access.entry ?? '',
    bookingUrl: track.access.booking_url ?? '',
    laneRules: track.access.lane_rules ?? '',
    rules: track.access.rules ?? '',
    closedUntil: track.access.closed_until ?? '',
    closureReason: track.access.closure_reason ?? '',
    litHours: track.access.lit_hours ?? '',
    amenities: Object.fromEntries(AMENITIES.map((a) => [a, yesNoOf(track.access.amenities[a])])) as Record<Amenity, YesNo>,
    supervised: yesNoOf(track.access.supervised),
  };
}

/** The message that stops the form from being sent, or null. */
export function trackFormProblem(values: TrackFormValues, isNew: boolean): string | null {
  return isNew && values.outdoor === '' ? TRACK_FORM_TEXTS.outdoorRequired : null;
}

/** Where the track is, and for an edit which track and which revision the edit starts from. */
export type TrackTarget = { lat: number; lng: number } & ({ id?: undefined } | { id: number; baseRevision: number });

/** The POST /api/post-track body; blank fields are sent blank, which the API stores as unset. */
export function postTrackRequest(values: TrackFormValues, target: TrackTarget): PostTrackRequest {
  const length = values.length.trim() === '' ? '' : Number(values.length);
  return {
    ...(target.id === undefined ? {} : { id: target.id, baseRevision: target.baseRevision }),
    lat: target.lat,
    lng: target.lng,
    ...(values.outdoor ? { outdoor: values.outdoor } : {}),
    name: values.name.trim(),
    length,
    info: values.info,
    surface: values.surface,
    linkToWeb: values.linkToWeb.trim(),
    numLanes: Number(values.numLanes),
    quality: values.quality,
    lighting: values.lighting === '' ? null : values.lighting === 'yes',
    access: values.access,
    openingHours: values.openingHours.trim(),
    fee: booleanOf(values.fee),
    feeText: values.feeText.trim(),
    entry: values.entry,
    bookingUrl: values.bookingUrl.trim(),
    laneRules: values.laneRules.trim(),
    rules: values.rules.trim(),
    closedUntil: values.closedUntil,
    closureReason: values.closureReason.trim(),
    litHours: values.litHours.trim(),
    amenities: Object.fromEntries(AMENITIES.map((a) => [a, booleanOf(values.amenities[a])])),
    supervised: booleanOf(values.supervised),
  };
}

/** The failure text: the server's own reason, else the spec's fallback (section 8). */
export function trackFailureText(result: Pick<PostTrackResult, 'description'>, isNew: boolean): string {
  return result.description || (isNew ? TRACK_FORM_TEXTS.createFailed : TRACK_FORM_TEXTS.updateFailed);
}
