// The offline assistant's plain sentences: each tool's result turned into an answer in the
// route's language, with links on the product's own origin as the model would write them.
import { isolated as isolateValue } from '../../src-shared/bidi';
import { SURFACES, type Language, type Surface } from '../../src-shared/enums';
import { escapeHtml } from '../chat/html-text';
import { fill, pluralText, type PluralStem } from '../../src-shared/track-text';
import { OFFLINE_TEXTS, type AskedFact, type OfflineTexts } from './texts';
import { ANONYMOUS_POSTER, type Candidate } from '../chat/track-facts';
import { trackName } from '../../src-shared/track-name';
import type { AccessBadge, FactsFrame } from '../../src-shared/access-status';
import type { WallMoment } from '../../src-shared/opening-hours';
import type { AccessQuestion, ListingFilters } from '../recognise/intent';
import { placeAround, type AreaSummary, type Naming, type TrackFacts } from '../chat/track-facts';

// Answers are HTML read once by the client (spec section 2). Text is escaped once, here, and
// only as much as text needs: an escaped quote would reach a client that shows the text itself
// (the recent links, a reader of the API) as "&quot;".
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

/**
 * In right-to-left text a Latin-script name or a number next to other neutral characters would
 * be reordered with its neighbours, and so would an Arabic name in a left-to-right answer; a
 * first-strong isolate keeps it whole where it stands (src-shared/bidi.ts).
 */
const isolated = (html: string, texts: OfflineTexts) => isolateValue(html, texts.rightToLeft);

type HoursAndFeesTexts = OfflineTexts['hoursAndFees'];
/** A counted text of the assistant's catalogue ("foundNear" for foundNear_one, foundNear_other, …). */
type Counted = PluralStem<OfflineTexts> & string;
type CountedHoursAndFees = PluralStem<HoursAndFeesTexts> & string;

/**
 * A sentence said of a count in the form its language says for that count ("1 track", "2 tracks",
 * Arabic's dual); {{count}} is the number unless values write it otherwise (isolated).
 */
const counted = (key: Counted, count: number, texts: OfflineTexts, values: Record<string, string | number> = {}) =>
  fill(pluralText(texts, key, count, texts.language), { count, ...values });

const link = (url: string, name: string, texts: OfflineTexts) =>
  isolated(`<a href="${escapeAttribute(url)}">${escapeHtml(name)}</a>`, texts);

/** The tools call a track by its label in English for the model; the answer says the label in its own language. */
const spokenName = (track: Naming, texts: OfflineTexts) => (track.nameParts ? trackName(track.nameParts, texts.trackWords) : track.name);

const SURFACE_BY_LABEL = new Map(Object.entries(SURFACES).map(([surface, label]) => [label as string, surface as Surface]));

/**
 * A known surface in the answer's language, as written inside a sentence unless it opens one;
 * a value outside the list is shown as stored.
 */
function surfaceText(label: string, texts: OfflineTexts, opensSentence = false): string {
  const surface = SURFACE_BY_LABEL.get(label);
  if (!surface) return isolated(escapeHtml(label), texts);
  // The site's own names for surfaces (the track page's and the form's), one translation for all.
  const name = texts.trackWords.texts.track.surfaces[surface];
  return texts.lowerCaseSurfaces && !opensSentence ? name.toLowerCase() : name;
}

function accessText(t: TrackFacts, texts: OfflineTexts): string {
  if (t.access === 'open') return texts.open;
  return t.access === 'closed' ? texts.closed : texts.accessUnknown;
}

/** Open or closed now by the track's hours, free or paid: only what is known. */
function hoursAndFeeFacts(t: TrackFacts, texts: OfflineTexts): (string | null)[] {
  const { openNow, closedNow, free, paid } = texts.hoursAndFees;
  return [t.openNow === null ? null : t.openNow ? openNow : closedNow, t.free === null ? null : t.free ? free : paid];
}

export function trackLine(t: TrackFacts, texts: OfflineTexts): string {
  const count = (value: number) => ({ count: isolated(String(value), texts) });
  const facts = [
    t.distanceKm === undefined ? null : fill(texts.kilometres, count(t.distanceKm)),
    accessText(t, texts),
    ...hoursAndFeeFacts(t, texts),
    t.surface ? surfaceText(t.surface, texts) : null,
    t.lengthMetres ? fill(texts.metres, count(t.lengthMetres)) : null,
    t.lanes ? counted('lanes', t.lanes, texts, count(t.lanes)) : null,
    t.lighting ? texts.lit : null,
    t.indoor === null ? null : t.indoor ? texts.indoor : texts.outdoor,
  ].filter(Boolean);
  const area = t.area ? ` (${isolated(escapeHtml(t.area), texts)})` : '';
  return `${link(t.url, spokenName(t, texts), texts)}${area}: ${facts.join(texts.separator)}`;
}

interface Listing extends Elsewhere {
  count: number;
  tracks: TrackFacts[];
  radiusKm?: number;
  area?: string;
  areaUrl?: string;
}

/** Where a list or a summary cut short shows all its tracks (issue 28). */
interface Elsewhere {
  /** The map at the point or view, or the area's page. */
  allUrl?: string;
  /** Around a point: the area the point is in. */
  area?: string;
  areaUrl?: string;
}

/** "See all 12 on the map": after a list cut short, where the rest are; nothing when all are listed. */
function seeAll(count: number, listed: number, where: Elsewhere, texts: OfflineTexts, areaPage = false): string | null {
  if (count <= listed || !where.allUrl) return null;
  if (areaPage && where.area) return counted('seeAllInArea', count, texts, { place: link(where.allUrl, where.area, texts) });
  const map = link(where.allUrl, texts.theMap, texts);
  if (where.area && where.areaUrl) return counted('seeAllAround', count, texts, { map, place: link(where.areaUrl, where.area, texts) });
  return counted('seeAllOnMap', count, texts, { map });
}

/** The badge as getTrackDetails gives it (track-facts.ts, accessFactsNow). */
type BadgeNow = AccessBadge extends infer B ? (B extends unknown ? Omit<B, 'basis'> : never) : never;

interface AccessAndHours {
  now: BadgeNow;
  timeZone: string;
  localToday: string;
  /** The next seven days from the track's today: "08:00-20:00", "… (uncertain)". */
  week: { date: string; open: string[] }[] | null;
  /** "free", "paid" or "paid: <what it costs>"; null when nobody has said. */
  fee: string | null;
  /** Whose fee it is (src-shared/access-status.ts factsFrame): on_record when the public may not use the track. */
  feeIsFor: FactsFrame['fee'];
}

interface Details extends TrackFacts {
  info: string;
  recentComments: { type: string; text: string; by: string; date: string }[];
  accessAndHours: AccessAndHours;
}

/** What the user asked beyond what the tool was called for. */
export interface AnswerFocus {
  /** The filters a list was narrowed by. */
  filters?: ListingFilters;
  /** What a question about one track asked of its access, first asked first. */
  asks?: AccessQuestion[];
  /** The facts a question about one track asked of it ("is it lit?"), to say which nobody has given. */
  facts?: AskedFact[];
}

const FACT_KNOWN: Record<AskedFact, (t: TrackFacts) => boolean> = {
  lighting: (t) => t.lighting !== null,
  indoor: (t) => t.indoor !== null,
  length: (t) => t.lengthMetres !== null,
  surface: (t) => t.surface !== null,
  lanes: (t) => t.lanes !== null,
};

/** "Nobody has said yet: whether it has lighting. If you know, add it on its page.": once, for what was asked. */
function unknownFactsLine(d: Details, asked: readonly AskedFact[], texts: OfflineTexts): string | null {
  const unknown = asked.filter((fact) => !FACT_KNOWN[fact](d));
  if (unknown.length === 0) return null;
  const facts = unknown.map((fact) => texts.factNames[fact]).join(texts.separator);
  return fill(texts.factsUnknown, { facts, page: link(d.url, texts.factsUnknownPage, texts) });
}

interface WriteResult {
  status: string;
  /** The track written on (with its url), named as Naming names it. */
  track?: string;
  nameParts?: Naming['nameParts'];
  url?: string;
}

type ToolError = { error: string; message: string; tracks?: Candidate[] };

/** A candidate's line: its link, its place, and indoor or outdoor, length and surface where known. */
function candidateLine(c: Candidate, texts: OfflineTexts): string {
  const facts = [
    c.indoor === undefined || c.indoor === null ? null : c.indoor ? texts.indoor : texts.outdoor,
    c.lengthMetres ? fill(texts.metres, { count: isolated(String(c.lengthMetres), texts) }) : null,
    c.surface ? surfaceText(c.surface, texts) : null,
  ].filter(Boolean);
  const area = c.area ? ` (${isolated(escapeHtml(c.area), texts)})` : '';
  return `${link(c.url, spokenName(c, texts), texts)}${area}${facts.length ? `: ${facts.join(texts.separator)}` : ''}`;
}

/** The short question asked when several tracks match equally: one link a line, each told apart by its facts. */
export function whichTrackAnswer(candidates: Candidate[], texts: OfflineTexts): string {
  return [texts.whichTrack, ...candidates.map((c) => candidateLine(c, texts))].join('<br>');
}

/** A place or track search offers for a name it did not find: its label, linked. */
export interface Offered {
  label: string;
  url: string;
}

/** "Did you mean:" and one link a line, after an answer that found nothing; nothing when search has nothing to offer. */
const offeredLines = (offered: readonly Offered[], texts: OfflineTexts) =>
  offered.length === 0 ? '' : `<br>${[texts.didYouMean, ...offered.map((o) => link(o.url, o.label, texts))].join('<br>')}`;

/** "I could not find …" and "I do not know a place …", the user's words quoted as text, then what else they may mean. */
export const unknownTrackAnswer = (name: string, texts: OfflineTexts, offered: readonly Offered[] = []) =>
  fill(texts.unknownTrack, { track: escapeHtml(name) }) + offeredLines(offered, texts);
export const unknownPlaceAnswer = (name: string, texts: OfflineTexts, offered: readonly Offered[] = []) =>
  fill(texts.unknownArea, { place: escapeHtml(name) }) + offeredLines(offered, texts);
const isError = (result: unknown): result is ToolError => typeof result === 'object' && result !== null && 'error' in result;

/** A list's headings: `which` fills the narrowed ones. */
interface Headings {
  found: Counted;
  none: string;
  foundWhich: CountedHoursAndFees;
  noneWhich: string;
  values: Record<string, string | number>;
}

/** What a list was narrowed to, its words agreeing with the count found (0 for none: "no tracks open now"). */
function whichText(filters: ListingFilters, count: number, texts: OfflineTexts): string | null {
  const h = texts.hoursAndFees;
  const form = (key: CountedHoursAndFees) => pluralText(h, key, count, texts.language);
  const access =
    filters.openNow && filters.free
      ? form('whichOpenNowAndFree')
      : filters.openNow
        ? form('whichOpenNow')
        : filters.free
          ? form('whichFree')
          : null;
  const parts = [
    access,
    filters.indoor ? form('whichIndoor') : null,
    filters.lighting ? form('whichLit') : null,
    filters.lengthMetres ? fill(form('whichLength'), { length: filters.lengthMetres }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(h.whichAnd) : null;
}

/** Under a narrowed list: which tracks it leaves out because a fact is unknown, said once each. */
const leftOutNotes = (filters: ListingFilters, h: HoursAndFeesTexts) =>
  [
    filters.openNow ? h.hoursLeftOut : null,
    filters.free ? h.feeLeftOut : null,
    filters.indoor ? h.indoorLeftOut : null,
    filters.lighting ? h.lightingLeftOut : null,
    filters.lengthMetres ? h.lengthLeftOut : null,
  ].filter((n): n is string => n !== null);

/** Tracks offered when a narrowed list found none. */
const ALTERNATIVES = 3;

/**
 * After a narrowed list that found none (issue 28): the tracks there without the condition,
 * nearest first as found, or closest in length when a length was asked for.
 */
export function alternativesAnswer(result: unknown, filters: ListingFilters, lang: Language): string | null {
  const texts = OFFLINE_TEXTS[lang];
  if (isError(result)) return null;
  const tracks = [...((result as Listing).tracks ?? [])];
  const wanted = filters.lengthMetres;
  if (wanted) tracks.sort((a, b) => Math.abs((a.lengthMetres ?? Infinity) - wanted) - Math.abs((b.lengthMetres ?? Infinity) - wanted));
  if (tracks.length === 0) return null;
  const heading = Object.keys(filters).length ? texts.hoursAndFees.alternatives : texts.fartherAway;
  return [heading, ...tracks.slice(0, ALTERNATIVES).map((t) => trackLine(t, texts))].join('<br>');
}

/** A list narrowed to open or free tracks says so, and that tracks with unknown hours or fee are left out. */
function listingAnswer(headings: Headings, result: Listing, filters: ListingFilters, texts: OfflineTexts, areaPage = false): string {
  const which = whichText(filters, result.count, texts);
  const { values } = headings;
  const heading = which
    ? result.count === 0
      ? fill(headings.noneWhich, { ...values, which })
      : fill(pluralText(texts.hoursAndFees, headings.foundWhich, result.count, texts.language), { count: result.count, ...values, which })
    : result.count === 0
      ? fill(headings.none, values)
      : counted(headings.found, result.count, texts, values);
  const leftOut = leftOutNotes(filters, texts.hoursAndFees);
  // Around the user the map and the place are always worth a link; a narrowed list (the map shows
  // every track) or a list elsewhere only when it is cut short.
  const always = result.radiusKm !== undefined && result.count > 0 && !which;
  const more = seeAll(result.count, always ? 0 : result.tracks.length, result, texts, areaPage);
  return [heading, ...result.tracks.map((t) => trackLine(t, texts)), ...leftOut, ...(more ? [more] : [])].join('<br>');
}

function summaryPlace(s: AreaSummary, texts: OfflineTexts): string {
  if (s.placeUrl) return link(s.placeUrl, s.place, texts);
  if (!s.around) return isolated(escapeHtml(s.place), texts);
  // Each coordinate on its own: right to left, a minus sign would otherwise end up after its digits.
  return placeAround({ ...s.around, lat: isolated(s.around.lat, texts), lng: isolated(s.around.lng, texts) }, texts);
}

/** A summary as the summarizeTracks tool gives it: the counts, and its first tracks by name (issue 28). */
interface Summary extends AreaSummary, Elsewhere {
  tracks?: TrackFacts[];
}

/** Its first line: the area, or the user's surroundings or the map's view named by the area they are in. */
function summaryHeading(s: Summary, texts: OfflineTexts): string {
  if (s.placeUrl || !s.around || !s.area || !s.areaUrl) return counted('summaryCount', s.count, texts, { place: summaryPlace(s, texts) });
  const place = link(s.areaUrl, s.area, texts);
  if (s.around.radiusKm === null) return counted('summaryInView', s.count, texts, { place });
  return counted('summaryNear', s.count, texts, { km: s.around.radiusKm, place });
}

/** The counts worth saying: none that are 0, and what is not known about access said once. */
function summaryCounts(s: Summary, texts: OfflineTexts): string {
  const counts: [Counted, number][] = [
    ['summaryOpen', s.open],
    ['summaryClosed', s.closed],
    ['summaryAccessUnknown', s.unknown],
    ['summaryIndoor', s.indoor],
    ['summaryLit', s.withLighting],
  ];
  return counts
    .filter(([, n]) => n > 0)
    .map(([key, count]) => counted(key, count, texts, { count: isolated(String(count), texts) }))
    .join(' ');
}

function summaryAnswer(s: Summary, texts: OfflineTexts): string {
  const lines = [summaryHeading(s, texts)];
  if (s.described !== undefined) lines.push(counted('summaryDescribed', s.described, texts));
  if (s.count > 0) {
    lines.push(summaryCounts(s, texts));
    const surfaces = Object.entries(s.surfaces).map(
      ([surface, n], i) => `${surfaceText(surface, texts, i === 0)} ${isolated(String(n), texts)}`,
    );
    if (surfaces.length) lines.push(surfaces.join(texts.separator));
    const tracks = s.tracks ?? [];
    if (tracks.length) {
      lines.push(s.around?.radiusKm ? texts.summaryNearestFirst : texts.summaryDiscussedFirst);
      lines.push(...tracks.map((t) => trackLine(t, texts)));
    } else {
      const discussed = s.mostDiscussed.map((t) => link(t.url, spokenName(t, texts), texts));
      if (discussed.length) lines.push(`${texts.summaryPopular} ${discussed.join(texts.separator)}`);
    }
    const more = seeAll(s.count, tracks.length, s.placeUrl ? { ...s, area: s.place } : s, texts, Boolean(s.placeUrl));
    if (more) lines.push(more);
  }
  return lines.join('<br>');
}

function commentLine(c: Details['recentComments'][number], texts: OfflineTexts): string {
  const by = c.by === ANONYMOUS_POSTER ? texts.anonymous : isolated(escapeHtml(c.by), texts);
  return `${isolated(c.date, texts)} ${by}: ${escapeHtml(c.text)}`;
}

/** A weekday or a date of the track's calendar (YYYY-MM-DD) in the answer's language. */
const calendarText = (date: string, options: Intl.DateTimeFormatOptions, texts: OfflineTexts) =>
  new Intl.DateTimeFormat(texts.dateLocale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A weekday's name: short in a list of days ("Mon–Fri"), long in a sentence ("opens Monday"). */
const weekdayText = (date: string, texts: OfflineTexts, width: 'short' | 'long' = 'short') => calendarText(date, { weekday: width }, texts);

/** "3 March", with the year when it is not the track's current year (as the track page writes it). */
const dateText = (date: string, today: string, texts: OfflineTexts) =>
  isolated(
    calendarText(date, { day: 'numeric', month: 'long', ...(date.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }) }, texts),
    texts,
  );

const nextOpening = (template: string, next: WallMoment, texts: OfflineTexts) =>
  fill(template, { day: weekdayText(next.date, texts, 'long'), time: isolated(next.time, texts) });

/** The track page's badge in words, in the track's local time. */
function badgeSentence(now: BadgeNow, today: string, texts: OfflineTexts): string {
  const h = texts.hoursAndFees;
  const text = (value: string) => isolated(escapeHtml(value), texts);
  switch (now.kind) {
    case 'open':
      return now.until && now.until.date === today ? fill(h.badgeOpenUntil, { time: isolated(now.until.time, texts) }) : h.badgeOpen;
    case 'opens_at':
      return fill(h.badgeOpensAt, { time: isolated(now.time, texts) });
    case 'closed_now':
      return now.nextOpen ? nextOpening(h.badgeClosedNowOpens, now.nextOpen, texts) : h.badgeClosedNow;
    case 'closed_today':
      return now.nextOpen ? nextOpening(h.badgeClosedTodayOpens, now.nextOpen, texts) : h.badgeClosedToday;
    case 'closure': {
      const date = dateText(now.until, today, texts);
      return now.reason ? fill(h.badgeClosureFor, { date, reason: text(now.reason) }) : fill(h.badgeClosure, { date });
    }
    case 'reported_closed':
      return h.badgeReportedClosed;
    case 'no_access':
      return now.access === 'members' ? h.badgeMembers : now.access === 'school_club' ? h.badgeSchoolClub : h.badgeClosedToPublic;
    case 'hours_unknown':
      return now.comment ? fill(h.badgeUncertainWhy, { comment: text(now.comment) }) : h.badgeUncertain;
    case 'no_hours':
      return h.badgeNoHours;
  }
}

const RANGE = /^(\d\d:\d\d)-(\d\d:\d\d)( \(uncertain\))?$/;

/** "08:00–20:00", "24 hours", with "(uncertain)" in the answer's language. */
function rangeText(range: string, texts: OfflineTexts): string {
  const match = RANGE.exec(range);
  if (!match) return isolated(escapeHtml(range), texts);
  const [, from, to, uncertain] = match;
  const hours = from === '00:00' && to === '24:00' ? texts.hoursAndFees.allDay : isolated(`${from}–${to}`, texts);
  return uncertain ? `${hours} ${texts.hoursAndFees.uncertain}` : hours;
}

/** The week ahead with days of the same hours together: "Wed–Sat 08:00–20:00; Sun closed", or "every day 24 hours". */
function weekText(week: NonNullable<AccessAndHours['week']>, texts: OfflineTexts): string {
  const h = texts.hoursAndFees;
  const groups: { first: string; last: string; hours: string }[] = [];
  for (const day of week) {
    const hours = day.open.length === 0 ? h.closedDay : day.open.map((range) => rangeText(range, texts)).join(texts.separator);
    const group = groups.at(-1);
    if (group && group.hours === hours) group.last = day.date;
    else groups.push({ first: day.date, last: day.date, hours });
  }
  if (groups.length === 1 && week.length === 7) return `${h.everyDay} ${groups[0]!.hours}`;
  const days = (g: (typeof groups)[number]) =>
    g.first === g.last ? weekdayText(g.first, texts) : `${weekdayText(g.first, texts)}–${weekdayText(g.last, texts)}`;
  return groups.map((g) => `${days(g)} ${g.hours}`).join(h.dayGroupSeparator);
}

function feeSentence(fee: string | null, feeIsFor: AccessAndHours['feeIsFor'], texts: OfflineTexts): string {
  const h = texts.hoursAndFees;
  if (feeIsFor === 'on_record') return h.feeNotPublic;
  if (fee === null) return h.feeUnknown;
  if (fee === 'free') return h.feeFree;
  const cost = fee.replace(/^paid:?\s*/, '');
  return cost ? fill(h.feePaidText, { fee: isolated(escapeHtml(cost), texts) }) : h.feePaid;
}

/**
 * "Is it open now", "when does it open", "is it free": the badge and the week's hours, the fee,
 * in the order asked, and where to add or correct them. Unknown facts are said to be unknown.
 */
function hoursAndFeeLines(d: Details, asks: AccessQuestion[], texts: OfflineTexts): string[] {
  const h = texts.hoursAndFees;
  const a = d.accessAndHours;
  const zone = isolated(escapeHtml(a.timeZone.replace(/_/g, ' ')), texts);
  const lines: Record<AccessQuestion, string[]> = {
    hours: [badgeSentence(a.now, a.localToday, texts), ...(a.week ? [fill(h.week, { zone, days: weekText(a.week, texts) })] : [])],
    fee: [feeSentence(a.fee, a.feeIsFor, texts)],
  };
  const order = [...asks, ...(['hours', 'fee'] as const).filter((q) => !asks.includes(q))];
  return [
    fill(h.intro, { track: link(d.url, spokenName(d, texts), texts) }),
    ...order.flatMap((q) => lines[q]),
    fill(h.edit, { page: link(d.url, h.trackPage, texts) }),
  ];
}

function detailsAnswer(d: Details, asks: AccessQuestion[], texts: OfflineTexts, facts: readonly AskedFact[] = []): string {
  const lines = asks.length ? hoursAndFeeLines(d, asks, texts) : [];
  lines.push(fill(texts.detailsIntro, { track: link(d.url, spokenName(d, texts), texts) }), trackLine(d, texts));
  const unknown = unknownFactsLine(d, facts, texts);
  if (unknown) lines.push(unknown);
  if (d.info) lines.push(escapeHtml(d.info));
  if (d.recentComments.length === 0) lines.push(texts.detailsNoComments);
  else lines.push(texts.detailsComments, ...d.recentComments.map((c) => commentLine(c, texts)));
  return lines.join('<br>');
}

function writeAnswer(result: WriteResult, done: string, texts: OfflineTexts): string {
  if (result.status === 'UnderReview') return texts.commentHeld;
  const track =
    result.url && result.track ? link(result.url, spokenName({ name: result.track, nameParts: result.nameParts }, texts), texts) : '';
  return fill(done, { track });
}

/** The sentence that answers one tool result; `asked` is what the user named, for "not found". */
export function answerFor(tool: string, result: unknown, asked: string, lang: Language, focus: AnswerFocus = {}): string {
  const texts = OFFLINE_TEXTS[lang];
  if (isError(result)) {
    if (result.error === 'Ambiguous' && result.tracks) return whichTrackAnswer(result.tracks, texts);
    if (result.error !== 'NotFound') return fill(texts.refused, { reason: escapeHtml(result.message) });
    return /\barea\b/i.test(result.message) ? unknownPlaceAnswer(asked, texts) : unknownTrackAnswer(asked, texts);
  }
  const h = texts.hoursAndFees;
  const filters = focus.filters ?? {};
  switch (tool) {
    case 'findTracksNearPoint': {
      const r = result as Listing;
      const headings: Headings = {
        found: 'foundNear',
        none: texts.noneNear,
        foundWhich: 'foundNear',
        noneWhich: h.noneNear,
        values: { km: r.radiusKm ?? '' },
      };
      return listingAnswer(headings, r, filters, texts);
    }
    case 'findTracksInBoundingBox': {
      const headings: Headings = {
        found: 'foundInBox',
        none: texts.noneInBox,
        foundWhich: 'foundInBox',
        noneWhich: h.noneInBox,
        values: {},
      };
      return listingAnswer(headings, result as Listing, filters, texts);
    }
    case 'findTracksInArea': {
      const r = result as Listing;
      const area = r.areaUrl ? link(r.areaUrl, r.area ?? asked, texts) : isolated(escapeHtml(asked), texts);
      const headings: Headings = {
        found: 'foundInArea',
        none: texts.noneInArea,
        foundWhich: 'foundInArea',
        noneWhich: h.noneInArea,
        values: { area },
      };
      return listingAnswer(headings, r, filters, texts, true);
    }
    case 'summarizeTracks':
      return summaryAnswer(result as Summary, texts);
    case 'getTrackDetails':
      return detailsAnswer(result as Details, focus.asks ?? [], texts, focus.facts);
    case 'postComment':
      return writeAnswer(
        result as WriteResult,
        (result as { kind?: string }).kind === 'visit report' ? texts.visitPosted : texts.commentPosted,
        texts,
      );
    case 'reportIncorrectTrackData':
      return writeAnswer(result as WriteResult, texts.badInfoTaken, texts);
    case 'reportBug':
      return texts.bugTaken;
    case 'requestFeature':
      return texts.featureTaken;
    default:
      return fill(texts.notUnderstood, { place: texts.examplePlace, track: texts.exampleTrack });
  }
}
