import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src-shared/schemas/chat';
import { internalPath, mergeShown, outgoingMessages, paragraphs, recentLinks } from './chat-rules';

const assistant = (content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  role: 'assistant',
  content,
  unique_key: content.slice(0, 20),
  ...extra,
});

describe('outgoingMessages', () => {
  it('sends a user message normally', () => {
    const { chat, shown } = outgoingMessages('hi', [assistant('Hello')]);
    expect(chat).toMatchObject({ role: 'user', content: 'hi' });
    expect(shown).toBe(chat);
  });

  it('sends the tool reply tied to the pending location request', () => {
    const ask = assistant('Share?', {
      functionName: 'getUserLocation',
      tool_calls: [{ id: 'call_9', type: 'function', function: { name: 'getUserLocation', arguments: '{}' } }],
    });
    const { chat, shown } = outgoingMessages('{"latitude":1,"longitude":2}', [ask]);
    expect(chat).toMatchObject({ role: 'tool', tool_call_id: 'call_9', content: '{"latitude":1,"longitude":2}' });
    expect(shown.role).toBe('user');
  });
});

describe('mergeShown', () => {
  it('keeps the server order and adds pending messages it did not return', () => {
    const a = assistant('a');
    const pending = { role: 'user' as const, content: 'b', unique_key: 'b' };
    expect(mergeShown([a], [pending]).map((m) => m.unique_key)).toEqual(['a', 'b']);
    expect(mergeShown([a, pending], [pending])).toHaveLength(2);
  });
});

describe('recentLinks', () => {
  it('takes at most 5 distinct links from assistant messages, newest first', () => {
    const older = assistant('<a href="https://x.org/track/1">One</a> <a href="https://x.org/track/2">Two</a>');
    const newer = assistant(Array.from({ length: 5 }, (_, i) => `<a href="https://x.org/track/${i + 2}">T${i + 2}</a>`).join('<br>'), {
      unique_key: 'newer',
    });
    const user: ChatMessage = { role: 'user', content: '<a href="https://evil.example">Mine</a>', unique_key: 'u' };
    const links = recentLinks([older, newer, user]);
    expect(links.map((l) => l.name)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6']);
  });

  it('decodes entities and ignores non-web links', () => {
    expect(recentLinks([assistant('<a href="javascript:alert(1)">x</a><a href="https://a.b/?q=1&amp;r=2">A &amp; B</a>')])).toEqual([
      { url: 'https://a.b/?q=1&r=2', name: 'A & B' },
    ]);
  });
});

describe('paragraphs and internal links', () => {
  it('splits on line-break tags', () => {
    expect(paragraphs('One<br>Two<br/><BR />Three')).toEqual(['One', 'Two', 'Three']);
  });

  it('maps own-origin links to routes and leaves the rest external', () => {
    expect(internalPath('https://tracks.example/track/abc', 'https://tracks.example')).toBe('/track/abc');
    expect(internalPath('https://tracks.example.evil.com/track/abc', 'https://tracks.example')).toBeNull();
    expect(internalPath('https://elsewhere.org/x', 'https://tracks.example')).toBeNull();
  });
});
