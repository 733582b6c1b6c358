// The offline provider: a ChatModel without a model. It reads the user's sentence by simple
// rules (offline-intent.ts), calls the same tools through the same loop as a real model, and
// answers from their results in plain sentences (offline-answers.ts). The local default, so the
// chat works without network.
import type { Box } from '../../db/chat-search';
import { LOCATION_TOOL } from '../tools';
import { ASSISTANT_TEXTS } from '../texts';
import type { ChatModel, ModelMessage, ModelRequest, ModelTurn, ToolCall } from '../types';
import { answerFor } from './offline-answers';
import { parseBox, parseIntent, parsePoint, type Intent, type Point } from './offline-intent';

const NEAR_RADIUS_KM = 10;

const say = (content: string): ModelTurn => ({ content, toolCalls: [] });
const call = (name: string, args: Record<string, unknown>): ModelTurn => ({
  content: '',
  toolCalls: [{ id: `call_${crypto.randomUUID()}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
});

function callOf(messages: ModelMessage[], toolCallId: string | undefined): ToolCall | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const found = messages[i]!.tool_calls?.find((c) => c.id === toolCallId);
    if (found) return found;
  }
  return undefined;
}

/** The place the user already gave in this conversation: a shared location or the map's box. */
function knownPlace(messages: ModelMessage[]): { point: Point } | { box: Box } | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    const answersLocation = m.role === 'tool' && callOf(messages, m.tool_call_id)?.function.name === LOCATION_TOOL;
    if (m.role !== 'user' && !answersLocation) continue;
    const box = parseBox(m.content);
    if (box) return { box };
    const point = answersLocation || m.content.includes('latitude') ? parsePoint(m.content) : null;
    if (point) return { point };
  }
  return null;
}

function nearPlace(place: { point: Point } | { box: Box }, summarise: boolean): ModelTurn {
  if ('box' in place) return call(summarise ? 'summarizeTracks' : 'findTracksInBoundingBox', { ...place.box });
  const args = { latitude: place.point.lat, longitude: place.point.lng, radiusKm: NEAR_RADIUS_KM };
  return call(summarise ? 'summarizeTracks' : 'findTracksNearPoint', args);
}

function turnFor(intent: Intent, messages: ModelMessage[], request: ModelRequest): ModelTurn {
  switch (intent.kind) {
    case 'nearMe':
    case 'summariseMine': {
      const place = knownPlace(messages);
      return place ? nearPlace(place, intent.kind === 'summariseMine') : call(LOCATION_TOOL, {});
    }
    case 'nearPoint':
      return nearPlace({ point: intent.point }, false);
    case 'inBox':
      return nearPlace({ box: intent.box }, false);
    case 'inArea':
      return call('findTracksInArea', { area: intent.area });
    case 'summariseArea':
      return call('summarizeTracks', { area: intent.area });
    case 'details':
      return call('getTrackDetails', { track: intent.track });
    case 'comment':
      return call('postComment', { track: intent.track, comment: intent.comment });
    case 'badInfo':
      return call('reportIncorrectTrackData', { track: intent.track, description: intent.description });
    case 'bug':
      return call('reportBug', { description: intent.description });
    case 'feature':
      return call('requestFeature', { description: intent.description });
    case 'unknown':
      return say(ASSISTANT_TEXTS[request.lang].notUnderstood);
  }
}

/** What the user named in a call, for "I could not find …" answers. */
function askedIn(toolCall: ToolCall): string {
  const args = JSON.parse(toolCall.function.arguments) as Record<string, unknown>;
  return String(args.track ?? args.area ?? '');
}

/** A result cut short by the loop's size cap is no longer JSON: say so rather than fail. */
function parseResult(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return { error: 'InternalError', message: 'the answer was too long to read' };
  }
}

function answerToolResults(messages: ModelMessage[], request: ModelRequest): ModelTurn {
  const lastCalls = [...messages].reverse().find((m) => m.role === 'assistant' && m.tool_calls?.length);
  const answers = messages
    .slice(messages.lastIndexOf(lastCalls!) + 1)
    .filter((m) => m.role === 'tool')
    .map((m) => {
      const toolCall = callOf(messages, m.tool_call_id)!;
      return answerFor(toolCall.function.name, parseResult(m.content), askedIn(toolCall), request.lang);
    });
  return say(answers.join('<br>'));
}

function answerLocation(reply: ModelMessage, messages: ModelMessage[], request: ModelRequest): ModelTurn {
  const point = parsePoint(reply.content);
  if (!point) return say(ASSISTANT_TEXTS[request.lang].locationUnreadable);
  const lastQuestion = [...messages].reverse().find((m) => m.role === 'user');
  const summarise = lastQuestion ? parseIntent(lastQuestion.content).kind === 'summariseMine' : false;
  return nearPlace({ point }, summarise);
}

export function createOfflineModel(): ChatModel {
  return {
    name: 'offline',
    async complete(request) {
      const messages = request.messages;
      const last = messages.at(-1);
      if (!last) return say(ASSISTANT_TEXTS[request.lang].notUnderstood);
      if (last.role === 'user') return turnFor(parseIntent(last.content), messages, request);
      if (last.role === 'tool' && callOf(messages, last.tool_call_id)?.function.name === LOCATION_TOOL) {
        return answerLocation(last, messages, request);
      }
      return answerToolResults(messages, request);
    },
  };
}
