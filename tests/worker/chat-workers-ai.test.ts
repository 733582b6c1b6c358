// The Workers AI provider with a fake AI binding: the binding's two answer shapes (legacy
// {name, arguments} and OpenAI-style tool calls) drive the same tool loop.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKERS_AI_MODEL } from '../../src-worker/chat/providers/workers-ai';
import { createAreas, createTrack } from './api';
import { ChatClient } from './chat-api';

function fakeAi(outputs: unknown[]) {
  const calls: { model: string; inputs: any }[] = [];
  return {
    calls,
    binding: {
      async run(model: string, inputs: Record<string, unknown>) {
        calls.push({ model, inputs: structuredClone(inputs) });
        return outputs[Math.min(calls.length, outputs.length) - 1];
      },
    },
  };
}

describe('Workers AI provider', () => {
  it('runs the tool loop with legacy tool calls and answers from the results', async () => {
    const areas = await createAreas(-40.5, 170.5);
    const track = await createTrack(-40.49, 170.5, { name: `Kiwi ${areas.tag}` });
    const ai = fakeAi([
      { response: '', tool_calls: [{ name: 'findTracksInArea', arguments: { area: areas.citySegment } }] },
      { response: `See <a href="http://localhost/track/${track.trackUrlSegment}">Kiwi</a>.` },
    ]);
    const chat = new ChatClient('ja', { CHAT_PROVIDER: 'workers-ai', AI: ai.binding });
    await chat.activate();
    expect(chat.lastAnswer()).toContain('Track Atlas のアシスタント');
    await chat.say('tracks in Springfield');
    expect(chat.lastAnswer()).toContain(`/track/${track.trackUrlSegment}`);

    expect(ai.calls).toHaveLength(2);
    expect(ai.calls[0]!.model).toBe(DEFAULT_WORKERS_AI_MODEL);
    expect(ai.calls[0]!.inputs.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('Always answer in Japanese'),
    });
    expect(ai.calls[0]!.inputs.tools).toHaveLength(10);
    const [system, greeting, question, assistant, tool] = ai.calls[1]!.inputs.messages;
    expect([system.role, greeting.role, question.role]).toEqual(['system', 'assistant', 'user']);
    expect(assistant.content).toContain('findTracksInArea');
    expect(JSON.parse(tool.content).tracks[0].name).toBe(`Kiwi ${areas.tag}`);
  });

  it('accepts OpenAI-style tool calls and the configured model', async () => {
    const ai = fakeAi([
      {
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'requestFeature', arguments: '{"description":"Workers AI idea"}' } }],
      },
      { response: 'Stored.' },
    ]);
    const chat = new ChatClient('en', {
      CHAT_PROVIDER: 'workers-ai',
      AI: ai.binding,
      WORKERS_AI_MODEL: '@cf/meta/llama-4-scout-17b-16e-instruct',
    });
    await chat.activate();
    await chat.say('I have an idea');
    expect(chat.lastAnswer()).toBe('Stored.');
    expect(ai.calls[1]!.model).toBe('@cf/meta/llama-4-scout-17b-16e-instruct');
    expect(JSON.parse(ai.calls[1]!.inputs.messages.at(-1).content)).toMatchObject({ status: 'Success' });
  });

  it('answers 502 when the binding throws, and InternalError without the binding', async () => {
    const chat = new ChatClient('en', { CHAT_PROVIDER: 'workers-ai', AI: { run: () => Promise.reject(new Error('capacity')) } });
    await chat.activate();
    expect((await chat.say('hello')).status).toBe(502);
    const unbound = await new ChatClient('en', { CHAT_PROVIDER: 'workers-ai', AI: undefined }).activate();
    expect(unbound.status).toBe(500);
  });
});
