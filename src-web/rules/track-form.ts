// The track form of spec section 5: its values, the one rule it checks, the request it sends
// and the texts of spec section 8 it shows, in the page's language (catalogue group forms).
import type { PostTrackRequest, PostTrackResult, Track } from '../../src-shared/api-types';
import type { QualityRating, Surface } from '../../src-shared/enums';
import { AMENITIES, type AccessValue, type Amenity, type EntryValue } from '../../src-shared/access';
import { RESULT_MESSAGES } from '../../src-shared/result-status';
import { en } from '../../src-shared/catalogues/en';
import { numberText } from '../../src-shared/number-text';
import { lacksOutdoorChoice, typedText } from '../../src-shared/track-fields';
import { trackTitle } from '../../src-shared/track-name';
import { wordsOf } from '../../src-shared/track-text';
import type { PageTexts } from './page-texts';
import type { Translator } from '../../src-shared/catalogues/translator';

export type { Translator };

/** The dotted keys of a catalogue's texts ("forms.track.name"). */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A text of the forms' catalogue group, or of the frame's error texts. */
export type FormsTextKey =
  | TextKeys<Pick<typeof en, 'forms' | 'feedback' | 'history' | 'contribute' | 'messages'>>
  | 'errors.notFound.track';

type YesNo = '' | 'yes' | 'no';
const yesNoOf = (value: boolean | null): YesNo => (value === null ? '' : value ? 'yes' : 'no');
const booleanOf = (value: YesNo) => (value === '' ? null : value === 'yes');

/** The spec's "Thanks for contributing to {host}", with the site's name as the host: a runner knows the site by its name, not its address. */
export const thanksText = (host: string, { t }: Translator) => t('forms.track.thanks', { host });
/** After a write whose info carries a link: held for review like a comment with one (spec section 6). */
export const heldInfoText = (host: string, { t }: Translator) => t('forms.track.heldInfo', { host });

/** The track's title as its page's heading names it: "Pista in Campinas", "400 m track, Butantã, São Paulo" (src-shared/track-name.ts). */
export const trackTitleText = (track: Pick<Track, 'name' | 'label' | 'areas'>, texts: PageTexts) => trackTitle(track, wordsOf(texts));

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
export function trackFormProblem(values: TrackFormValues, isNew: boolean, { t }: Translator): string | null {
  return lacksOutdoorChoice(isNew, values.outdoor) ? t('forms.track.outdoorRequired') : null;
}

/** Where the track is, and for an edit which track and which revision the edit starts from. */
export type TrackTarget = { lat: number; lng: number } & ({ id?: undefined } | { id: number; baseRevision: number });

/** Typed text as sent: trimmed (src-shared/track-fields.ts), blank sent blank, which the API stores as unset. */
const typed = (value: string) => typedText(value) ?? '';

/** The POST /api/post-track body; blank fields are sent blank, which the API stores as unset. */
export function postTrackRequest(values: TrackFormValues, target: TrackTarget): PostTrackRequest {
  const length = values.length.trim() === '' ? '' : Number(values.length);
  return {
    ...(target.id === undefined ? {} : { id: target.id, baseRevision: target.baseRevision }),
    lat: target.lat,
    lng: target.lng,
    ...(values.outdoor ? { outdoor: values.outdoor } : {}),
    name: typed(values.name),
    length,
    info: values.info,
    surface: values.surface,
    linkToWeb: typed(values.linkToWeb),
    numLanes: Number(values.numLanes),
    quality: values.quality,
    lighting: values.lighting === '' ? null : values.lighting === 'yes',
    access: values.access,
    openingHours: typed(values.openingHours),
    fee: booleanOf(values.fee),
    feeText: typed(values.feeText),
    entry: values.entry,
    bookingUrl: typed(values.bookingUrl),
    laneRules: typed(values.laneRules),
    rules: typed(values.rules),
    closedUntil: values.closedUntil,
    closureReason: typed(values.closureReason),
    litHours: typed(values.litHours),
    amenities: Object.fromEntries(AMENITIES.map((a) => [a, booleanOf(values.amenities[a])])),
    supervised: booleanOf(values.supervised),
  };
}

/** The failure text: the server's own reason, else the spec's fallback (section 8). */
export function trackFailureText(result: Pick<PostTrackResult, 'description'>, isNew: boolean, i18n: Translator): string {
  if (result.description) return reasonText(result.description, i18n);
  return i18n.t(isNew ? 'forms.track.createFailed' : 'forms.track.updateFailed');
}

// ---- The API's answers in the page's language --------------------------------------------
// The API answers in English, always (its words are the spec's). A page shows its own text for a
// status or a reason it knows, in the page's language, and the API's words for one it does not.

/** The English text of a key: the API's own words (tests/worker/forms-language.test.ts holds them to the API's answers). */
const englishText = (key: FormsTextKey) =>
  key.split('.').reduce<unknown>((texts, part) => (texts as Record<string, unknown>)[part], en) as string;

/** A text with placeholders as a pattern that reads them back: "… at revision {{revision}}." → /^… at revision (?<revision>.*?)\.$/. */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\{(\w+)\}\}/);
  const pattern = parts.map((part, i) => (i % 2 ? `(?<${part}>.*?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${pattern}$`, 's');
}

/** The reasons a page knows, whole: the form's and the feedback rules' (spec section 5), a conflict, a removed or unknown track. */
const REASONS: FormsTextKey[] = [
  'forms.track.outdoorRequired',
  'feedback.alreadyRecommended',
  'feedback.problems.commentRequired',
  'feedback.problems.commentOrStatusRequired',
  'feedback.problems.visitDateInvalid',
  'messages.staleEdit',
  'messages.nameTaken',
  'messages.removed',
  'errors.notFound.track',
];
/** The fields of the track form the API checks beyond the form, and what it says of them. */
const FIELDS = ['length', 'linkToWeb', 'bookingUrl', 'openingHours', 'litHours'] as const;
const FIELD_PROBLEMS: FormsTextKey[] = [
  'messages.fieldProblems.httpAddress',
  'messages.fieldProblems.tooSmall',
  'messages.fieldProblems.tooBig',
  'messages.fieldProblems.hours',
];
const patterns = (keys: FormsTextKey[]) => keys.map((key): [RegExp, FormsTextKey] => [templatePattern(englishText(key)), key]);
const REASON_PATTERNS = patterns(REASONS);
const FIELD_PROBLEM_PATTERNS = patterns(FIELD_PROBLEMS);
const isField = (name: string | undefined): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name ?? '');

/** A reason matching one of the page's texts, said in the page's language: numbers as it writes them, fields by its names. */
function knownText(words: string, known: [RegExp, FormsTextKey][], i18n: Translator): string | null {
  for (const [pattern, key] of known) {
    const match = pattern.exec(words);
    if (!match) continue;
    const values = match.groups ?? {};
    if ('field' in values && !isField(values.field)) continue;
    const params = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        name === 'field'
          ? i18n.t(`messages.fieldNames.${value as (typeof FIELDS)[number]}`)
          : /^\d+$/.test(value)
            ? numberText(Number(value), i18n.language, { plain: true })
            : value,
      ]),
    );
    // The params are the key's own placeholders, read back from its English text.
    const translate = i18n.t as (key: FormsTextKey, params: Record<string, string>) => string;
    return translate(key, params);
  }
  return null;
}

/**
 * A reason the API gave (a result's description), in the page's language when the page knows it:
 * one of its texts (a rule, a conflict…), or the form's fields it refused ("linkToWeb: must be an
 * http(s) address; length: Too small: …"); else the API's own words.
 */
export function reasonText(description: string, i18n: Translator): string {
  const known = knownText(description, REASON_PATTERNS, i18n);
  if (known !== null) return known;
  // The API joins up to three problems with "; " (and opening hours may hold "; " themselves).
  const problems = description.split(new RegExp(`; (?=(?:${FIELDS.join('|')}): )`));
  const texts = problems.map((problem) => knownText(problem, FIELD_PROBLEM_PATTERNS, i18n));
  return texts.every((text) => text !== null) ? texts.join(i18n.t('messages.problemSeparator')) : description;
}

/** The text a user sees for a result: the reason over the status message (spec section 8). */
export function resultReasonText(result: { status: string; description?: string }, i18n: Translator): string {
  if (result.description) return reasonText(result.description, i18n);
  const { t } = i18n;
  return result.status in RESULT_MESSAGES ? t(`messages.result.${result.status as keyof typeof RESULT_MESSAGES}`) : result.status;
}

/** "Failed to post comment - Internal server error": what failed, then why. */
export function failureText(result: { status: string; description?: string }, action: FormsTextKey, i18n: Translator): string {
  return i18n.t('messages.failure', { action: i18n.t(action), reason: resultReasonText(result, i18n) });
}
