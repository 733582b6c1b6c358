// The server-side tool loop (issue 6): the model may call tools, the Worker runs them and
// feeds the results back until the model answers. Rounds are capped; the round after the cap
// offers no tools, so the model has to answer with what it has. getUserLocation ends the loop
// early: only the client can answer it (spec section 4).
import { MAX_TOOL_RESULT_CHARS, MAX_TOOL_ROUNDS } from './limits';
import { LOCATION_TOOL } from '../../src-shared/chat-location';
import type { ToolCall } from '../../src-shared/schemas/chat';
import type { ChatModel, ModelMessage, ModelRequest } from './types';

export interface LoopOutcome {
  /** Assistant and tool messages the loop added to the conversation, in order. */
  added: ModelMessage[];
  /** The text shown to the user: the model's answer or its words around a location request. */
  answer: string;
  /** Set when the model asked for the user's location and waits for the client's reply. */
  locationCall: ToolCall | null;
}

export interface LoopInput {
  model: ChatModel;
  request: Omit<ModelRequest, 'messages'>;
  history: ModelMessage[];
  runTool: (call: ToolCall) => Promise<unknown>;
  /** Said when the model ends without text, such as after the round cap. */
  fallbackAnswer: string;
}

const toolReply = (call: ToolCall, result: unknown): ModelMessage => ({
  role: 'tool',
  tool_call_id: call.id,
  content: JSON.stringify(result).slice(0, MAX_TOOL_RESULT_CHARS),
});

export async function runToolLoop({ model, request, history, runTool, fallbackAnswer }: LoopInput): Promise<LoopOutcome> {
  const added: ModelMessage[] = [];
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    const tools = round < MAX_TOOL_ROUNDS ? request.tools : [];
    const turn = await model.complete({ ...request, tools, messages: [...history, ...added] });
    // Past the cap a model that still calls tools is not obeyed: its calls are dropped.
    const calls = tools.length ? turn.toolCalls : [];
    if (calls.length === 0) {
      const answer = turn.content.trim() || fallbackAnswer;
      added.push({ role: 'assistant', content: answer });
      return { added, answer, locationCall: null };
    }
    added.push({ role: 'assistant', content: turn.content, tool_calls: calls });
    const locationCall = calls.find((c) => c.function.name === LOCATION_TOOL) ?? null;
    for (const call of calls) if (call !== locationCall) added.push(toolReply(call, await runTool(call)));
    if (locationCall) return { added, answer: turn.content.trim(), locationCall };
  }
  // Unreachable: the last round offers no tools, so it returns above.
  throw new Error('tool loop ended without an answer');
}

/**
 * Every tool call must be answered before the conversation goes on (OpenAI refuses otherwise).
 * A location request the user did not answer, typing a question instead, gets a reply saying so.
 */
export function answerDanglingToolCalls(messages: ModelMessage[]): ModelMessage[] {
  const result: ModelMessage[] = [];
  messages.forEach((message, index) => {
    result.push(message);
    if (!message.tool_calls?.length) return;
    const following = messages.slice(index + 1);
    const nextTurn = following.findIndex((m) => m.role !== 'tool');
    // Nothing after the replies yet: the calls may still be answered.
    if (nextTurn < 0) return;
    const answered = new Set(following.slice(0, nextTurn).map((m) => m.tool_call_id));
    for (const call of message.tool_calls) {
      if (!answered.has(call.id))
        result.push({
          role: 'tool',
          tool_call_id: call.id,
          content: JSON.stringify({ error: 'NoAnswer', message: 'The user did not answer this.' }),
        });
    }
  });
  return result;
}
