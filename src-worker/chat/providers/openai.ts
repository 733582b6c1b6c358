// Any OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, llama.cpp server):
// POST {base}/chat/completions with the tools as functions; the answer's tool_calls come back
// in the same shape the loop uses.
import { z } from 'zod';
import { ModelError, type ChatModel, type ModelMessage, type ToolSpec } from '../types';

export interface OpenAiConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/** A model that has not answered within this is treated as down. */
const TIMEOUT_MS = 60_000;

const completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(z.object({ id: z.string(), function: z.object({ name: z.string(), arguments: z.string().nullish() }) }))
            .nullish(),
        }),
      }),
    )
    .min(1),
});

export const toOpenAiMessage = (m: ModelMessage) => {
  if (m.role === 'assistant' && m.tool_calls?.length) return { role: m.role, content: m.content || null, tool_calls: m.tool_calls };
  if (m.role === 'tool') return { role: m.role, content: m.content, tool_call_id: m.tool_call_id };
  return { role: m.role, content: m.content };
};

export const toOpenAiTool = (tool: ToolSpec) => ({ type: 'function' as const, function: tool });

export function createOpenAiModel(config: OpenAiConfig): ChatModel {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    async complete(request) {
      const body = {
        model: config.model,
        messages: [{ role: 'system', content: request.system }, ...request.messages.map(toOpenAiMessage)],
        // An empty tools list is refused by OpenAI: without tools the field is left out.
        ...(request.tools.length ? { tools: request.tools.map(toOpenAiTool), tool_choice: 'auto' } : {}),
        temperature: 0.2,
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new ModelError(`request to ${url} failed: ${String(error)}`);
      }
      if (!response.ok) throw new ModelError(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      const parsed = completion.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ModelError(`${url} answered something that is not a chat completion`);
      const message = parsed.data.choices[0]!.message;
      return {
        content: message.content ?? '',
        toolCalls: (message.tool_calls ?? []).map((c) => ({
          id: c.id,
          type: 'function' as const,
          function: { name: c.function.name, arguments: c.function.arguments ?? '{}' },
        })),
      };
    },
  };
}
