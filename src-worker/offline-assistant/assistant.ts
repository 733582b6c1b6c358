// The offline assistant: a ChatModel without a model. It understands the user's sentence
// (understand.ts: the track and place names in it, read through the chat's gazetteer, and what it
// asks for), calls the same tools through the same loop as a real model, naming what it
// recognised by id and segment, and answers from their results in plain sentences (answers.ts).
// Neither reads the database: data comes only through the chat's tools and gazetteer. The local
// default, so the chat works without network.
import { OFFLINE_TEXTS } from './texts';
import type { ToolCall } from '../../src-shared/schemas/chat';
import type { Language } from '../../src-shared/enums';
import type { ChatModel, ModelMessage, ModelRequest, ModelTurn } from '../chat/types';
import { cuesOf } from '../recognise/cues';
import { LOCATION_TOOL, parsePoint } from '../../src-shared/chat-location';
import {
  accessQuestions,
  filterArguments,
  filtersOfArguments,
  listingFilters,
  type DidYouMean,
  type Intent,
  type ListingFilters,
} from '../recognise/intent';
import type { Gazetteer } from '../recognise/gazetteer';
import { trackCandidate } from '../chat/track-facts';
import { wordsOf } from '../recognise/words';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { examplesFor } from './examples';
import { callOf, knownPlace, understand, type Place } from './understand';
import type { AskedFact } from './texts';
import { fill } from '../../src-shared/track-text';
import { alternativesAnswer, answerFor, unknownPlaceAnswer, unknownTrackAnswer, whichTrackAnswer } from './answers';

const NEAR_RADIUS_KM = 10;

const say = (content: string): ModelTurn => ({ content, toolCalls: [] });
const call = (name: string, args: Record<string, unknown>): ModelTurn => ({
  content: '',
  toolCalls: [{ id: `call_${crypto.randomUUID()}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
});

/** The tracks around a place, or their summary; a summary counts them all, so it takes no filters. */
function nearPlace(place: Place, summarise: boolean, filters: ListingFilters = {}): ModelTurn {
  if ('box' in place)
    return summarise
      ? call('summarizeTracks', { ...place.box })
      : call('findTracksInBoundingBox', { ...place.box, ...filterArguments(filters) });
  const args = { latitude: place.point.lat, longitude: place.point.lng, radiusKm: NEAR_RADIUS_KM };
  return summarise ? call('summarizeTracks', args) : call('findTracksNearPoint', { ...args, ...filterArguments(filters) });
}

function turnFor(intent: Intent, messages: ModelMessage[], request: ModelRequest, origin: string): ModelTurn {
  const texts = OFFLINE_TEXTS[request.lang];
  switch (intent.kind) {
    case 'nearMe':
    case 'summariseMine': {
      const place = knownPlace(messages);
      if (!place) return call(LOCATION_TOOL, {});
      return intent.kind === 'summariseMine' ? nearPlace(place, true) : nearPlace(place, false, intent.filters);
    }
    case 'nearPoint':
      return nearPlace({ point: intent.point }, false, intent.filters);
    case 'inBox':
      return nearPlace({ box: intent.box }, false);
    case 'inArea':
      return call('findTracksInArea', { area: intent.area.segment, ...filterArguments(intent.filters ?? {}) });
    case 'summariseArea':
      return call('summarizeTracks', { area: intent.area.segment });
    case 'details':
      return call('getTrackDetails', { track: String(intent.track.id) });
    case 'comment':
      return call('postComment', {
        track: String(intent.track.id),
        comment: intent.comment,
        ...(intent.visit ? { visitReport: true } : {}),
      });
    case 'badInfo':
      return call('reportIncorrectTrackData', { track: String(intent.track.id), description: intent.description });
    case 'bug':
      return call('reportBug', { description: intent.description });
    case 'feature':
      return call('requestFeature', { description: intent.description });
    case 'whichTrack': {
      const candidates = intent.tracks.map((t) => trackCandidate(t, origin));
      return say(whichTrackAnswer(candidates, texts));
    }
    case 'unknownTrack':
      return say(unknownTrackAnswer(intent.name, texts, offered(intent.didYouMean, origin)));
    case 'unknownPlace':
      return say(unknownPlaceAnswer(intent.name, texts, offered(intent.didYouMean, origin)));
    case 'unknown':
      return say(fill(texts.notUnderstood, { place: texts.examplePlace, track: texts.exampleTrack }));
  }
}

const argumentsOf = (toolCall: ToolCall) => JSON.parse(toolCall.function.arguments) as Record<string, unknown>;

/** What the user named in a call, for "I could not find …" answers. */
function askedIn(toolCall: ToolCall): string {
  const args = argumentsOf(toolCall);
  return String(args.track ?? args.area ?? '');
}

/** The filters a find call was made with, so the answer says what the list holds. */
const filtersIn = (toolCall: ToolCall): ListingFilters => filtersOfArguments(argumentsOf(toolCall));

/** The cues of the user's last question: what the answer to it leads with. */
function lastQuestionCues(messages: ModelMessage[]) {
  const question = lastQuestion(messages);
  return cuesOf(normaliseSearchText(question), wordsOf(question));
}

const lastQuestion = (messages: ModelMessage[]) => [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';

/** A result cut short by the loop's size cap is no longer JSON: say so rather than fail. */
function parseResult(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return { error: 'InternalError', message: 'the answer was too long to read' };
  }
}

/** The results of one round of tool calls: each call with what it returned. */
function lastRound(messages: ModelMessage[], before = messages.length) {
  let index = before - 1;
  while (index >= 0 && !(messages[index]!.role === 'assistant' && messages[index]!.tool_calls?.length)) index--;
  const results = messages
    .slice(index + 1, before)
    .filter((m) => m.role === 'tool')
    .map((m) => ({ toolCall: callOf(messages, m.tool_call_id)!, result: parseResult(m.content) }));
  return { index, results };
}

const FIND_TOOLS = new Set(['findTracksNearPoint', 'findTracksInBoundingBox', 'findTracksInArea']);
const FILTER_ARGUMENTS = new Set(['openNow', 'free', 'indoor', 'lighting', 'minLengthMetres', 'maxLengthMetres']);
/** Marks the find call that looks for what a narrowed list left out (its tool ignores it). */
const ALTERNATIVES = 'alternatives';
/** How far the nearest tracks are looked for when none is within the usual radius. */
const WIDER_RADIUS_KM = 100;

/**
 * A narrowed list found nothing (issue 28): the same search without its conditions, so the
 * answer can offer what comes closest. Null when there is nothing to look for again.
 */
function alternativesCall(messages: ModelMessage[]): ModelTurn | null {
  const { results } = lastRound(messages);
  if (results.length !== 1) return null;
  const { toolCall, result } = results[0]!;
  const args = argumentsOf(toolCall);
  if (!FIND_TOOLS.has(toolCall.function.name) || args[ALTERNATIVES] === true) return null;
  if (typeof result !== 'object' || result === null || (result as { count?: unknown }).count !== 0) return null;
  // Nothing at all near the user: the nearest further away.
  const radius = typeof args.radiusKm === 'number' ? args.radiusKm : 0;
  if (Object.keys(filtersIn(toolCall)).length === 0)
    return toolCall.function.name === 'findTracksNearPoint' && radius < WIDER_RADIUS_KM
      ? call(toolCall.function.name, { ...args, radiusKm: WIDER_RADIUS_KM, [ALTERNATIVES]: true })
      : null;
  const without = Object.fromEntries(Object.entries(args).filter(([name]) => !FILTER_ARGUMENTS.has(name)));
  return call(toolCall.function.name, { ...without, [ALTERNATIVES]: true });
}

/** The facts of one track a question asks about, by its cues. */
const ASKED_FACTS: readonly AskedFact[] = ['lighting', 'indoor', 'length', 'surface', 'lanes'];

function answerToolResults(messages: ModelMessage[], request: ModelRequest): ModelTurn {
  const cues = lastQuestionCues(messages);
  const asks = accessQuestions(cues);
  const facts = ASKED_FACTS.filter((fact) => cues.at.has(fact));
  const round = lastRound(messages);
  const answerOf = ({ toolCall, result }: (typeof round.results)[number]) =>
    answerFor(toolCall.function.name, result, askedIn(toolCall), request.lang, { filters: filtersIn(toolCall), asks, facts });
  const alternatives = round.results.length === 1 && argumentsOf(round.results[0]!.toolCall)[ALTERNATIVES] === true;
  if (!alternatives) return say(round.results.map(answerOf).join('<br>'));
  // The narrowed list that found none, then what comes closest without its conditions.
  const narrowed = lastRound(messages, round.index).results[0]!;
  const closest = alternativesAnswer(round.results[0]!.result, filtersIn(narrowed.toolCall), request.lang);
  return say([answerOf(narrowed), ...(closest ? [closest] : [])].join('<br>'));
}

/**
 * The location answers the last question: a summary or a list, narrowed as that question asked.
 * Text typed instead of pressing Share location (the screen sends it as the reply) is read as a
 * request of its own: a place name answers the question there ("Natal"), "tracks near me" asks
 * for the location again, with the button; only what is neither is not understood.
 */
async function answerLocation(gazetteer: Gazetteer, reply: ModelMessage, messages: ModelMessage[], request: ModelRequest, origin: string) {
  const point = parsePoint(reply.content);
  const cues = lastQuestionCues(messages);
  if (point) return nearPlace({ point }, cues.at.has('summary'), listingFilters(cues, lastQuestion(messages)));
  const typed = reply.content.trim();
  // Asked again, so the Share location button shows again.
  const askAgain = (): ModelTurn => ({ ...call(LOCATION_TOOL, {}), content: OFFLINE_TEXTS[request.lang].locationUnreadable });
  if (!typed || isNoAnswer(typed)) return askAgain();
  const intent = await understand(typed, messages, gazetteer);
  if (intent.kind === 'unknown') return askAgain();
  // "Summarize my area" answered with a place name summarises that place.
  if (intent.kind === 'inArea' && cues.at.has('summary'))
    return turnFor({ kind: 'summariseArea', area: intent.area }, messages, request, origin);
  return turnFor(intent, messages, request, origin);
}

/** The reply the loop writes for a location request the user passed over (chat/loop.ts). */
function isNoAnswer(content: string): boolean {
  try {
    const parsed: unknown = JSON.parse(content);
    return typeof parsed === 'object' && parsed !== null && 'error' in parsed;
  } catch {
    return false;
  }
}

/** The offered places and tracks as links on the site's own origin. */
const offered = (items: readonly DidYouMean[] | undefined, origin: string) =>
  (items ?? []).flatMap((item) => (item.url ? [{ label: item.label, url: `${origin}${item.url}` }] : []));

/** The offline assistant reads names in the gazetteer the chat hands it and writes links on the site's own origin. */
export function createOfflineModel(gazetteer: Gazetteer, origin: string): ChatModel {
  return {
    name: 'offline',
    greeting: async (lang: Language, site: string) =>
      fill(OFFLINE_TEXTS[lang].offlineGreeting, { ...(await examplesFor(gazetteer, lang)), site }),
    async complete(request) {
      const messages = request.messages;
      const last = messages.at(-1);
      if (!last) return say(fill(OFFLINE_TEXTS[request.lang].notUnderstood, await examplesFor(gazetteer, request.lang)));
      if (last.role === 'user') {
        const intent = await understand(last.content, messages, gazetteer);
        // Not understood: the help names a place and a track the site has.
        if (intent.kind === 'unknown')
          return say(fill(OFFLINE_TEXTS[request.lang].notUnderstood, await examplesFor(gazetteer, request.lang)));
        return turnFor(intent, messages, request, origin);
      }
      if (last.role === 'tool' && callOf(messages, last.tool_call_id)?.function.name === LOCATION_TOOL) {
        return answerLocation(gazetteer, last, messages, request, origin);
      }
      return alternativesCall(messages) ?? answerToolResults(messages, request);
    },
  };
}
