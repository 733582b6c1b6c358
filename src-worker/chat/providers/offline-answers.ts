// The offline assistant's plain sentences: each tool's result turned into an answer in the
// route's language, with links on the product's own origin as the model would write them.
import type { Language } from '../../../src-shared/enums';
import { ASSISTANT_TEXTS, fill, type AssistantTexts } from '../texts';
import type { AreaSummary, TrackFacts } from '../track-facts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const link = (url: string, name: string) => `<a href="${escapeHtml(url)}">${escapeHtml(name)}</a>`;

export function trackLine(t: TrackFacts, texts: AssistantTexts): string {
  const facts = [
    t.distanceKm === undefined ? null : `${t.distanceKm} km`,
    t.access === 'open' ? texts.open : t.access === 'closed' ? texts.closed : texts.accessUnknown,
    t.surface,
    t.lengthMetres ? `${t.lengthMetres} m` : null,
    t.lanes ? fill(texts.lanes, { count: t.lanes }) : null,
    t.lighting ? texts.lit : null,
    t.indoor === null ? null : t.indoor ? texts.indoor : texts.outdoor,
  ].filter(Boolean);
  const area = t.area ? ` (${escapeHtml(t.area)})` : '';
  return `${link(t.url, t.name)}${area}: ${facts.join(texts.separator)}`;
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

type ToolError = { error: string; message: string };
const isError = (result: unknown): result is ToolError => typeof result === 'object' && result !== null && 'error' in result;

function listingAnswer(heading: string, none: string, result: Listing, texts: AssistantTexts): string {
  if (result.count === 0) return none;
  return [heading, ...result.tracks.map((t) => trackLine(t, texts))].join('<br>');
}

function summaryAnswer(s: AreaSummary, texts: AssistantTexts): string {
  const place = s.placeUrl ? link(s.placeUrl, s.place) : escapeHtml(s.place);
  const lines = [fill(texts.summaryCount, { count: s.count, place })];
  if (s.count > 0) {
    lines.push(fill(texts.summaryAccess, { open: s.open, closed: s.closed, unknown: s.unknown }));
    lines.push(fill(texts.summaryFeatures, { indoor: s.indoor, lit: s.withLighting }));
    const surfaces = Object.entries(s.surfaces).map(([surface, n]) => `${escapeHtml(surface)} ${n}`);
    if (surfaces.length) lines.push(surfaces.join(', '));
    if (s.mostDiscussed.length) lines.push(`${texts.summaryPopular} ${s.mostDiscussed.map((t) => link(t.url, t.name)).join(', ')}`);
  }
  return lines.join('<br>');
}

function detailsAnswer(d: Details, texts: AssistantTexts): string {
  const lines = [fill(texts.detailsIntro, { track: link(d.url, d.name) }), trackLine(d, texts)];
  if (d.info) lines.push(escapeHtml(d.info));
  if (d.recentComments.length === 0) lines.push(texts.detailsNoComments);
  else lines.push(texts.detailsComments, ...d.recentComments.map((c) => `${c.date} ${escapeHtml(c.by)}: ${escapeHtml(c.text)}`));
  return lines.join('<br>');
}

function writeAnswer(result: WriteResult, done: string, texts: AssistantTexts): string {
  if (result.status === 'UnderReview') return texts.commentHeld;
  return fill(done, { track: result.url ? link(result.url, result.track || 'track') : '' });
}

/** The sentence that answers one tool result; `asked` is what the user named, for "not found". */
export function answerFor(tool: string, result: unknown, asked: string, lang: Language): string {
  const texts = ASSISTANT_TEXTS[lang];
  if (isError(result)) {
    if (result.error !== 'NotFound') return fill(texts.refused, { reason: escapeHtml(result.message) });
    return /\barea\b/i.test(result.message) ? fill(texts.unknownArea, { place: escapeHtml(asked) }) : fill(texts.unknownTrack, { track: escapeHtml(asked) });
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
      const area = r.areaUrl ? link(r.areaUrl, r.area ?? asked) : escapeHtml(asked);
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
