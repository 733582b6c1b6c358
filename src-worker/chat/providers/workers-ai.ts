// Workers AI through the AI binding with a function-calling model. Its chat schema has no
// tool_calls field on messages, so earlier calls are written into the assistant's content; its
// answer comes as {response, tool_calls} with tool calls in the legacy {name, arguments} shape
// or the OpenAI shape, depending on the model.
import type { ToolCall } from '../../../src-shared/schemas/chat';
import { ModelError, type ChatModel, type ModelMessage } from '../types';
import { toOpenAiTool } from './openai';

export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.3-70b-instruct-fp8-fast';

/** The part of the AI binding the provider uses. */
export interface WorkersAiBinding {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}

type RawToolCall = { id?: string; name?: string; arguments?: unknown; function?: { name?: string; arguments?: unknown } };

const argumentsText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? {}));

export function toWorkersAiMessage(m: ModelMessage) {
  if (m.role === 'assistant' && m.tool_calls?.length) {
    const calls = m.tool_calls.map((c) => ({ name: c.function.name, arguments: JSON.parse(c.function.arguments || '{}') as unknown }));
    return { role: 'assistant', content: [m.content, JSON.stringify(calls)].filter(Boolean).join('\n'), tool_calls: m.tool_calls };
  }
  if (m.role === 'tool') return { role: 'tool', content: m.content, tool_call_id: m.tool_call_id };
  return { role: m.role, content: m.content };
}

export function fromWorkersAiOutput(output: unknown): { content: string; toolCalls: ToolCall[] } {
  if (typeof output === 'string') return { content: output, toolCalls: [] };
  if (typeof output !== 'object' || output === null) throw new ModelError('Workers AI answered nothing');
  const result = output as {
    response?: unknown;
    tool_calls?: RawToolCall[];
    choices?: { message?: { content?: string; tool_calls?: RawToolCall[] } }[];
  };
  const message = result.choices?.[0]?.message;
  const rawCalls = message?.tool_calls ?? result.tool_calls ?? [];
  const content =
    message?.content ?? (typeof result.response === 'string' ? result.response : result.response ? JSON.stringify(result.response) : '');
  const toolCalls = rawCalls.flatMap((raw): ToolCall[] => {
    const name = raw.function?.name ?? raw.name;
    if (!name) return [];
    const args = raw.function?.arguments ?? raw.arguments;
    return [{ id: raw.id ?? `call_${crypto.randomUUID()}`, type: 'function', function: { name, arguments: argumentsText(args) } }];
  });
  return { content, toolCalls };
}

export function createWorkersAiModel(ai: WorkersAiBinding, model = DEFAULT_WORKERS_AI_MODEL): ChatModel {
  return {
    name: 'workers-ai',
    async complete(request) {
      const inputs = {
        messages: [{ role: 'system', content: request.system }, ...request.messages.map(toWorkersAiMessage)],
        ...(request.tools.length ? { tools: request.tools.map(toOpenAiTool) } : {}),
        max_tokens: 1024,
        temperature: 0.2,
      };
      let output: unknown;
      try {
        output = await ai.run(model, inputs);
      } catch (error) {
        throw new ModelError(`Workers AI ${model} failed: ${String(error)}`);
      }
      return fromWorkersAiOutput(output);
    },
  };
}
