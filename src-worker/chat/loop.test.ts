import { describe, expect, it } from 'vitest';
import { answerDanglingToolCalls } from './loop';
import type { ModelMessage } from './types';

const call = (id: string, name: string) => ({ id, type: 'function' as const, function: { name, arguments: '{}' } });

describe('answerDanglingToolCalls', () => {
  it('answers a location request the user skipped by typing a question', () => {
    const messages: ModelMessage[] = [
      { role: 'user', content: 'tracks near me' },
      { role: 'assistant', content: '', tool_calls: [call('a', 'findTracksInArea'), call('loc', 'getUserLocation')] },
      { role: 'tool', tool_call_id: 'a', content: '{}' },
      { role: 'user', content: 'never mind, tracks in Oslo' },
    ];
    const fixed = answerDanglingToolCalls(messages);
    expect(fixed).toHaveLength(5);
    expect(fixed.slice(1, 4).map((m) => m.role)).toEqual(['assistant', 'tool', 'tool']);
    expect(
      fixed
        .filter((m) => m.role === 'tool')
        .map((m) => m.tool_call_id)
        .sort(),
    ).toEqual(['a', 'loc']);
  });

  it('leaves answered calls and a pending call at the end alone', () => {
    const messages: ModelMessage[] = [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: '', tool_calls: [call('loc', 'getUserLocation')] },
    ];
    expect(answerDanglingToolCalls(messages)).toEqual(messages);
    const answered = [
      ...messages,
      { role: 'tool' as const, tool_call_id: 'loc', content: '1,2' },
      { role: 'assistant' as const, content: 'ok' },
    ];
    expect(answerDanglingToolCalls(answered)).toEqual(answered);
  });
});
