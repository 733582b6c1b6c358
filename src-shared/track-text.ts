// The texts a track page and an area page derive from the data (spec sections 4 and 9), in the
// page's language (issue 24): each rule takes its words from a language's catalogue
// (src-shared/catalogues/<language>/trackPages.ts), so the page, its meta description and the
// Worker's answers (which speak English: previews, the API, the chat) write one rule with one set
// of words. Words is optional and English by default, for callers that speak only English.
import type { Catalogue } from './catalogues/en';
import { trackPages } from './catalogues/en/trackPages';
import type { Track } from './api-types';
import { areaName, type NamedArea } from './area-name';
import { ReportSource, TrackStatus } from './enums';
import { numberText } from './number-text';
import { isJoggingLoop } from './track-kind';
import { isolated } from './bidi';
import { isRightToLeft, localeFor, type Language } from './languages';

/** A language's words for these texts: its catalogue, and its tag for numbers, lists and plurals. */
export interface Words {
  texts: Pick<Catalogue, 'track' | 'access' | 'area'>;
  language: string;
  /** The visitor's locale of that language, for dates (languages.ts localeFor); the language's own when absent. */
  locale?: string;
}

// Only the part of the catalogue these rules read, so a bundle that uses them carries no more of it.
export const ENGLISH: Words = { texts: trackPages, language: 'en' };

/** The words of an i18next instance's language (the app's, src-web/i18n/i18n.ts). */
export function wordsOf(i18n: {
  language: string;
  options?: object;
  getResourceBundle(language: string, namespace: string): unknown;
}): Words {
  const texts = i18n.getResourceBundle(i18n.language, 'site') as Words['texts'] | undefined;
  return texts?.track ? { texts, language: i18n.language, locale: localeOf(i18n) } : ENGLISH;
}

/** The locale an i18next instance writes dates in: the visitor's, given when it was made (src-web/i18n/i18n.ts). */
export function localeOf(i18n: { language: string; options?: object }): string {
  const given = (i18n.options as { locale?: unknown } | undefined)?.locale;
  return localeFor(i18n.language, typeof given === 'string' ? given : null);
}

/** A text with its {{placeholders}} filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (marker, name: string) => (name in values ? String(values[name]) : marker));
}

const PLURAL_RULES = new Map<string, Intl.PluralRules>();

/** The stems of a catalogue part's counted texts: "lanes" where it has lanes_one, lanes_other, … */
export type PluralStem<Texts> = { [Key in keyof Texts]: Key extends `${infer Stem}_other` ? Stem : never }[keyof Texts];

/**
 * The form of a counted text the language uses for count (key_one, key_few, …, key_other), not
 * filled in, chosen as i18next chooses it: key_zero for 0 wherever it is written ("There are no
 * tracks"), else the CLDR category of the count in the language.
 */
export function pluralText<Texts extends object>(texts: Texts, key: PluralStem<Texts> & string, count: number, language: string): string {
  return formFor(texts as Record<string, string | undefined>, key, count, language);
}

function formFor(forms: Record<string, string | undefined>, key: string, count: number, language: string): string {
  if (count === 0 && forms[`${key}_zero`] !== undefined) return forms[`${key}_zero`]!;
  let rules = PLURAL_RULES.get(language);
  if (!rules) PLURAL_RULES.set(language, (rules = new Intl.PluralRules(language)));
  return forms[`${key}_${rules.select(count)}`] ?? forms[`${key}_other`] ?? '';
}

/** The form of a counted text the language uses for count, filled in, {{count}} as the language writes numbers. */
export function countedText(texts: object, key: string, count: number, words: Words, values: Record<string, string | number> = {}): string {
  return fill(formFor(texts as Record<string, string | undefined>, key, count, words.language), {
    ...values,
    count: figureText(count, words.language),
  });
}

/**
 * The options of i18next's t for a counted text: count picks the plural form, and {{count}} is
 * written as the language writes numbers (i18next interpolates only replace when it is given;
 * the other values stand beside it too, where t's types look for them).
 */
export function countOptions<Values extends Record<string, string>>(count: number, language: string, values = {} as Values) {
  return { ...values, count, replace: { ...values, count: figureText(count, language) } };
}

/** A count or a length as the language writes it ("1.100", "402,4"); English as the site always has ("1100", "402.4"). */
const figureText = (value: number, language: string) => numberText(value, language, { digits: 2, trimZeros: true });

export const QUARTER_MILE_METRES = 402.3336;
export const STANDARD_TRACK_METRES = 400;

/** Metres with the language's unit: "402.4 m". */
export function metresText(metres: number, words: Words = ENGLISH): string {
  return fill(words.texts.track.metres, { metres: figureText(metres, words.language) });
}

/**
 * "Quarter mile" within 0.05 m of 402.3336 m, else metres with the suffix m. Inside a sentence
 * (inSentence) the quarter mile is said as a sentence says it, where the language differs.
 */
export function lengthText(length: number, words: Words = ENGLISH, inSentence = false): string {
  if (Math.abs(length - QUARTER_MILE_METRES) <= 0.05)
    return inSentence ? words.texts.track.summary.quarterMile : words.texts.track.quarterMile;
  return metresText(Math.round(length * 10) / 10, words);
}

/**
 * "400 m synthetic track", "Quarter mile indoor track", "track", "1847 m jogging loop": the
 * length only when the track is finalized (a loop's always: it is what makes it one), then the
 * surface lowercased, then "indoor track", "track" or "jogging loop" (src-shared/track-kind.ts).
 */
export function trackSummaryText(track: Pick<Track, 'length' | 'finalized' | 'surface' | 'indoors'>, words: Words = ENGLISH): string {
  const texts = words.texts.track.summary;
  const loop = isJoggingLoop(track);
  let summary: string = loop ? texts.loop : track.indoors ? texts.indoorTrack : texts.track;
  if (track.surface) summary = fill(texts.withSurface, { surface: texts.surfaces[track.surface], track: summary });
  if ((track.finalized || loop) && track.length)
    summary = fill(texts.withLength, { length: lengthText(track.length, words, true), track: summary });
  return summary;
}

/** The areas of a track or an area as a place, nearest first: "Campinas, São Paulo, Brazil". */
export function placeText(areas: readonly NamedArea[], language: string): string {
  return areas
    .map((a) => areaName(a, language))
    .reverse()
    .join(', ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Area names set into a sentence, isolated where directions can mix (bidi.ts). */
const placeIn = (place: string, words: Words) => isolated(place, isRightToLeft(words.language as Language));

/** The track page's line under its heading: "400 m synthetic track in Campinas, São Paulo, Brazil." */
export function trackIntroText(
  track: Pick<Track, 'length' | 'finalized' | 'surface' | 'indoors' | 'areas'>,
  words: Words = ENGLISH,
): string {
  const summary = capitalise(trackSummaryText(track, words));
  const place = placeText(track.areas, words.language);
  return place
    ? fill(words.texts.track.intro, { summary, place: placeIn(place, words) })
    : fill(words.texts.track.introNoPlace, { summary });
}

/** The track's description for search engines and link previews. */
export function trackDescriptionText(
  track: Pick<Track, 'length' | 'finalized' | 'surface' | 'indoors' | 'areas'>,
  words: Words = ENGLISH,
): string {
  const summary = capitalise(trackSummaryText(track, words));
  const place = placeText(track.areas, words.language);
  return place
    ? fill(words.texts.track.description, { summary, place: placeIn(place, words) })
    : fill(words.texts.track.descriptionNoPlace, { summary });
}

/** A finalized track of another length than 400 m gets the calculator note (spec section 9). */
export function isNonStandardLength(track: Pick<Track, 'finalized' | 'length'>): track is { finalized: true; length: number } {
  return track.finalized && track.length !== null && track.length !== STANDARD_TRACK_METRES;
}

/** "About sea level" or "About 800 m": altitude rounded to 100 m (spec section 9). */
export function altitudeText(altitudeMetres: number, words: Words = ENGLISH): string {
  const rounded = Math.round(altitudeMetres / 100) * 100;
  const texts = words.texts.track;
  return rounded === 0 ? texts.aboutSeaLevel : fill(texts.aboutMetres, { metres: figureText(rounded, words.language) });
}

/** The warnings shown above the details of a track that is not permanently removed. */
export function statusWarnings(track: Pick<Track, 'status' | 'reported'>, words: Words = ENGLISH): string[] {
  const messages = words.texts.track.status;
  if (track.status === TrackStatus.NotSet) return [messages.closed];
  return track.reported ? [messages.inaccurate] : [];
}

/** An "open to the public?" answer of spec section 3 in words: "Closed for school activities". */
export function statusLabel(status: number, words: Words = ENGLISH): string {
  const labels = words.texts.track.statusLabels as Partial<Record<number, string>>;
  return labels[status] ?? fill(words.texts.track.statusOther, { status });
}

export interface PublicAccessText {
  /** How sure the answer is, as the spec words it. */
  confidence: string;
  /** The reported access status, when there is one. */
  status: string | null;
}

/** The "Open to the public?" answer (spec section 4, public-access text). */
export function publicAccessText(track: Pick<Track, 'status' | 'status_source'>, words: Words = ENGLISH): PublicAccessText {
  const texts = words.texts.track.publicAccess;
  if (track.status === null) return { confidence: texts.unknown, status: null };
  const status = statusLabel(track.status, words);
  if (track.status_source === ReportSource.VisitReport || track.status_source === ReportSource.Admin) {
    return { confidence: texts.fromVisitors, status };
  }
  if (track.status_source === ReportSource.LegacyOpenReport) {
    return { confidence: texts.fromOlderFeedback, status };
  }
  return { confidence: texts.unknown, status: null };
}

const LONG_DATES = new Map<string, Intl.DateTimeFormat>();

/**
 * "November 21, 2025": comments are dated in US English long format (spec section 9); in another
 * language, its own long format ("21 de novembro de 2025"); for a visitor whose browser names
 * their variant of the language, its format ("21 November 2025" in en-GB). `locale` is a page
 * locale (languages.ts localeFor) or a language.
 */
export function longDateText(isoDate: string, locale = 'en-US'): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  let format = LONG_DATES.get(locale);
  if (!format)
    LONG_DATES.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}

/** "{title} | {site name}" (spec section 2). */
export function pageTitle(title: string, siteName: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}
