// The offline assistant's plain sentences: each tool's result turned into an answer in the
// route's language, with links on the product's own origin as the model would write them.
import { SURFACES, type Language, type Surface } from '../../../src-shared/enums';
import { ASSISTANT_TEXTS, fill, type AssistantTexts } from '../texts';
import { ANONYMOUS_POSTER } from '../tools';
import { UNNAMED_TRACK } from '../../../src-shared/track-text';
import { placeAround, type AreaSummary, type TrackFacts } from '../track-facts';

// Answers are HTML read once by the client (spec section 2). Text is escaped once, here, and
// only as much as text needs: an escaped quote would reach a client that shows the text itself
// (the recent links, a reader of the API) as "&quot;".
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

/**
 * In right-to-left text a Latin-script name or a number next to other neutral characters
 * would be reordered with its neighbours; a first-strong isolate keeps it whole where it stands.
 */
const isolated = (html: string, texts: AssistantTexts) => (texts.rightToLeft ? `\u2068${html}\u2069` : html);

const link = (url: string, name: string, texts: AssistantTexts) => isolated(`<a href="${escapeAttribute(url)}">${escapeHtml(name)}</a>`, texts);

/** The tools name a nameless track in English for the model; the answer names it in its own language. */
const trackName = (name: string, texts: AssistantTexts) => (name === UNNAMED_TRACK ? texts.unnamedTrack : name);

const SURFACE_BY_LABEL = new Map(Object.entries(SURFACES).map(([surface, label]) => [label as string, surface as Surface]));

/**
 * A known surface in the answer's language, as written inside a sentence unless it opens one;
 * a value outside the list is shown as stored.
 */
function surfaceText(label: string, texts: AssistantTexts, opensSentence = false): string {
  const surface = SURFACE_BY_LABEL.get(label);
  if (!surface) return isolated(escapeHtml(label), texts);
  return texts.lowerCaseSurfaces && !opensSentence ? texts.surfaces[surface].toLowerCase() : texts.surfaces[surface];
}

function accessText(t: TrackFacts, texts: AssistantTexts): string {
  if (t.access === 'open') return texts.open;
  return t.access === 'closed' ? texts.closed : texts.accessUnknown;
}

export function trackLine(t: TrackFacts, texts: AssistantTexts): string {
  const count = (value: number) => ({ count: isolated(String(value), texts) });
  const facts = [
    t.distanceKm === undefined ? null : fill(texts.kilometres, count(t.distanceKm)),
    accessText(t, texts),
    t.surface ? surfaceText(t.surface, texts) : null,
    t.lengthMetres ? fill(texts.metres, count(t.lengthMetres)) : null,
    t.lanes ? fill(texts.lanes, count(t.lanes)) : null,
    t.lighting ? texts.lit : null,
    t.indoor === null ? null : t.indoor ? texts.indoor : texts.outdoor,
  ].filter(Boolean);
  const area = t.area ? ` (${isolated(escapeHtml(t.area), texts)})` : '';
  return `${link(t.url, trackName(t.name, texts), texts)}${area}: ${facts.join(texts.separator)}`;
}

interface Listing {
  count: number;
  tracks: TrackFacts[];
  radiusKm?: number;
  area?: string;
  areaUrl?: string;
}

interface Details extends TrackFacts {
  info: string;
  recentComments: { type: string; text: string; by: string; date: string }[];
}

interface WriteResult {
  status: string;
  track?: string | null;
  url?: string;
}

type ToolError = { error: string; message: string; tracks?: Candidate[] };

/** A track the user may have meant, with its link. */
export interface Candidate {
  name: string;
  area: string | null;
  url: string;
}

/** The short question asked when several tracks match equally: one link a line. */
export function whichTrackAnswer(candidates: Candidate[], texts: AssistantTexts): string {
  const lines = candidates.map((c) => `${link(c.url, trackName(c.name, texts), texts)}${c.area ? ` (${isolated(escapeHtml(c.area), texts)})` : ''}`);
  return [texts.whichTrack, ...lines].join('<br>');
}

/** "I could not find …" and "I do not know a place …", the user's words quoted as text. */
export const unknownTrackAnswer = (name: string, texts: AssistantTexts) => fill(texts.unknownTrack, { track: escapeHtml(name) });
export const unknownPlaceAnswer = (name: string, texts: AssistantTexts) => fill(texts.unknownArea, { place: escapeHtml(name) });
const isError = (result: unknown): result is ToolError => typeof result === 'object' && result !== null && 'error' in result;

function listingAnswer(heading: string, none: string, result: Listing, texts: AssistantTexts): string {
  if (result.count === 0) return none;
  return [heading, ...result.tracks.map((t) => trackLine(t, texts))].join('<br>');
}

function summaryPlace(s: AreaSummary, texts: AssistantTexts): string {
  if (s.placeUrl) return link(s.placeUrl, s.place, texts);
  if (!s.around) return isolated(escapeHtml(s.place), texts);
  // Each coordinate on its own: right to left, a minus sign would otherwise end up after its digits.
  return placeAround({ ...s.around, lat: isolated(s.around.lat, texts), lng: isolated(s.around.lng, texts) }, texts);
}

function summaryAnswer(s: AreaSummary, texts: AssistantTexts): string {
  const lines = [fill(texts.summaryCount, { count: s.count, place: summaryPlace(s, texts) })];
  if (s.count > 0) {
    lines.push(fill(texts.summaryAccess, { open: s.open, closed: s.closed, unknown: s.unknown }));
    lines.push(fill(texts.summaryFeatures, { indoor: s.indoor, lit: s.withLighting }));
    const surfaces = Object.entries(s.surfaces).map(([surface, n], i) => `${surfaceText(surface, texts, i === 0)} ${isolated(String(n), texts)}`);
    if (surfaces.length) lines.push(surfaces.join(texts.separator));
    const discussed = s.mostDiscussed.map((t) => link(t.url, trackName(t.name, texts), texts));
    if (discussed.length) lines.push(`${texts.summaryPopular} ${discussed.join(texts.separator)}`);
  }
  return lines.join('<br>');
}

function commentLine(c: Details['recentComments'][number], texts: AssistantTexts): string {
  const by = c.by === ANONYMOUS_POSTER ? texts.anonymous : isolated(escapeHtml(c.by), texts);
  return `${isolated(c.date, texts)} ${by}: ${escapeHtml(c.text)}`;
}

function detailsAnswer(d: Details, texts: AssistantTexts): string {
  const lines = [fill(texts.detailsIntro, { track: link(d.url, trackName(d.name, texts), texts) }), trackLine(d, texts)];
  if (d.info) lines.push(escapeHtml(d.info));
  if (d.recentComments.length === 0) lines.push(texts.detailsNoComments);
  else lines.push(texts.detailsComments, ...d.recentComments.map((c) => commentLine(c, texts)));
  return lines.join('<br>');
}

function writeAnswer(result: WriteResult, done: string, texts: AssistantTexts): string {
  if (result.status === 'UnderReview') return texts.commentHeld;
  return fill(done, { track: result.url ? link(result.url, result.track || texts.thisTrack, texts) : '' });
}

/** The sentence that answers one tool result; `asked` is what the user named, for "not found". */
export function answerFor(tool: string, result: unknown, asked: string, lang: Language): string {
  const texts = ASSISTANT_TEXTS[lang];
  if (isError(result)) {
    if (result.error === 'Ambiguous' && result.tracks) return whichTrackAnswer(result.tracks, texts);
    if (result.error !== 'NotFound') return fill(texts.refused, { reason: escapeHtml(result.message) });
    return /\barea\b/i.test(result.message) ? unknownPlaceAnswer(asked, texts) : unknownTrackAnswer(asked, texts);
  }
  switch (tool) {
    case 'findTracksNearPoint': {
      const r = result as Listing;
      return listingAnswer(fill(texts.foundNear, { count: r.count, km: r.radiusKm ?? '' }), fill(texts.noneNear, { km: r.radiusKm ?? '' }), r, texts);
    }
    case 'findTracksInBoundingBox':
      return listingAnswer(fill(texts.foundInBox, { count: (result as Listing).count }), texts.noneInBox, result as Listing, texts);
    case 'findTracksInArea': {
      const r = result as Listing;
      const area = r.areaUrl ? link(r.areaUrl, r.area ?? asked, texts) : isolated(escapeHtml(asked), texts);
      return listingAnswer(fill(texts.foundInArea, { count: r.count, area }), fill(texts.noneInArea, { area }), r, texts);
    }
    case 'summarizeTracks':
      return summaryAnswer(result as AreaSummary, texts);
    case 'getTrackDetails':
      return detailsAnswer(result as Details, texts);
    case 'postComment':
      return writeAnswer(result as WriteResult, texts.commentPosted, texts);
    case 'reportIncorrectTrackData':
      return writeAnswer(result as WriteResult, texts.badInfoTaken, texts);
    case 'reportBug':
      return texts.bugTaken;
    case 'requestFeature':
      return texts.featureTaken;
    default:
      return texts.notUnderstood;
  }
}
