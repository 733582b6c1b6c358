// The offline assistant's understanding of a sentence in its conversation, before anything is
// looked up: an intent (recognise/intent.ts) for assistant.ts to turn into a tool call. Names are
// read through the gazetteer the chat hands it; the database is never touched here.
import type { LatLngBox } from '../../src-shared/map-tiles';
import { parseBox, parsePoint, LOCATION_TOOL } from '../../src-shared/chat-location';
import { areaPath } from '../../src-shared/page-paths';
import { nearOf } from '../../src-shared/search-rank';
import { searchWords } from '../../src-shared/search-normalise';
import { boxCentre } from '../chat/geo';
import type { ModelMessage } from '../chat/types';
import type { Gazetteer } from '../recognise/gazetteer';
import { intentOf, type DidYouMean, type Intent } from '../recognise/intent';
import type { Point } from '../recognise/names';
import { readSentence } from '../recognise/recognise';
import type { ToolCall } from '../../src-shared/schemas/chat';

/** The call a tool message answers. */
export function callOf(messages: ModelMessage[], toolCallId: string | undefined): ToolCall | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const found = messages[i]!.tool_calls?.find((c) => c.id === toolCallId);
    if (found) return found;
  }
  return undefined;
}

export type Place = { point: Point } | { box: LatLngBox };

/** The place the user already gave in this conversation: a shared location or the map's box. */
export function knownPlace(messages: ModelMessage[]): Place | null {
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

export const pointOf = (place: Place | null): Point | null => (!place ? null : 'point' in place ? place.point : boxCentre(place.box));

const AREA_LINK = /\/running-in\/([a-z0-9/-]+)"/;
const AREA_SEED = /^Focus on tracks in this area:\s*([a-z0-9/-]+)\s*$/;
/** Answers looked back on for the place a conversation is about. */
const CONTEXT_MESSAGES = 6;

/**
 * The place the conversation is about (issue 28): the area the latest answer linked (a list of
 * its tracks, a summary around the user), or the area page the chat was opened from.
 */
function conversationArea(messages: ModelMessage[]): string | null {
  for (const m of messages.slice(0, -1).slice(-CONTEXT_MESSAGES).reverse()) {
    const found = m.role === 'assistant' ? AREA_LINK.exec(m.content) : m.role === 'user' ? AREA_SEED.exec(m.content.trim()) : null;
    if (found) return found[1]!.replace(/\/$/, '');
  }
  return null;
}

/**
 * What a sentence asks, read in its conversation: the map's box it sends, or its names and cues
 * (recognise/), near the place the user gave before and in the area the conversation is about;
 * a name nobody has comes with what search offers instead.
 */
export async function understand(text: string, messages: ModelMessage[], gazetteer: Gazetteer): Promise<Intent> {
  const box = parseBox(text);
  if (box) return { kind: 'inBox', box };
  const from = pointOf(knownPlace(messages));
  const intent = intentOf(await readSentence(gazetteer, text, { from, context: conversationArea(messages) }));
  if (intent.kind !== 'unknownTrack' && intent.kind !== 'unknownPlace') return intent;
  return { ...intent, didYouMean: await didYouMeanWithPages(gazetteer, intent.name, from) };
}

/**
 * What the search box offers for a name nobody has (issue 22: the same lookup serves the chat),
 * each with its page: a track's, or an area's page, which the box does not link.
 */
async function didYouMeanWithPages(gazetteer: Gazetteer, name: string, from: Point | null): Promise<DidYouMean[]> {
  const found = await gazetteer.didYouMean(searchWords(name).slice(0, 50), from ? nearOf(from.lat, from.lng) : null);
  return Promise.all(
    found.map(async (item) => {
      if (item.url) return item;
      const area = await gazetteer.areaById(item.id);
      return area ? { ...item, url: areaPath(area.url_segment) } : item;
    }),
  );
}
