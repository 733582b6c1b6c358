import { describe, expect, it } from 'vitest';
import { appendSigned, isUnbrokenChain } from './signing';
import type { ChatMessage } from '../../src-shared/schemas/chat';

const SECRET = 'unit-test-signing-key';
const message = (role: ChatMessage['role'], content: string): ChatMessage => ({ role, content, unique_key: `k-${content}` });

/** Three turns signed the way the server answers them, one append per turn. */
async function conversation(greeting = 'Hello') {
  let chats = await appendSigned('chats', [], [message('assistant', greeting)], SECRET);
  chats = await appendSigned('chats', chats, [message('user', 'a'), message('assistant', 'b')], SECRET);
  return appendSigned('chats', chats, [message('user', 'c'), message('assistant', 'd')], SECRET);
}

describe('the signature chain', () => {
  it('takes the chain as signed, and any beginning of it', async () => {
    const chats = await conversation();
    expect(await isUnbrokenChain('chats', chats, SECRET)).toBe(true);
    expect(await isUnbrokenChain('chats', chats.slice(0, 3), SECRET)).toBe(true);
    expect(await isUnbrokenChain('chats', [], SECRET)).toBe(true);
  });

  it('gives the same message another signature at another place', async () => {
    const first = await appendSigned('chats', [], [message('user', 'same')], SECRET);
    const later = await appendSigned('chats', first, [message('user', 'same')], SECRET);
    expect(later[1]!.signature).not.toBe(first[0]!.signature);
  });

  it('refuses reordered, repeated, dropped and changed messages', async () => {
    const [greeting, a, b, c, d] = await conversation();
    const refused = [
      [greeting, b, a, c, d],
      [greeting, a, b, b, c, d],
      [greeting, a, b, c, d, a],
      [greeting, a, c, d],
      [a, b, c, d],
      [greeting, a, { ...b!, content: 'changed' }, c, d],
      [greeting, a, { ...b!, unique_key: 'other' }, c, d],
      [greeting, a, { ...b!, signature: undefined }, c, d],
      [greeting, a, { ...b!, signature: 'not base64url' }, c, d],
    ];
    for (const chats of refused) expect(await isUnbrokenChain('chats', chats as ChatMessage[], SECRET)).toBe(false);
  });

  it('refuses a message from another conversation, from the other list, or under another key', async () => {
    const chats = await conversation();
    const other = await conversation('Hi');
    expect(await isUnbrokenChain('chats', [...chats.slice(0, 3), other[3]!], SECRET)).toBe(false);
    expect(await isUnbrokenChain('chats', [other[0]!, ...chats.slice(1)], SECRET)).toBe(false);
    expect(await isUnbrokenChain('userChats', chats, SECRET)).toBe(false);
    expect(await isUnbrokenChain('chats', chats, 'another-key')).toBe(false);
  });

  it('links a new message to the last signed one, past unsigned user text', async () => {
    const shown = await appendSigned('userChats', [], [message('assistant', 'Hello')], SECRET);
    const pending = message('user', 'typed while waiting');
    const answered = await appendSigned('userChats', [...shown, pending], [message('assistant', 'answer')], SECRET);
    expect(answered[1]).toEqual(pending);
    expect(await isUnbrokenChain('userChats', [answered[0]!, answered[2]!], SECRET)).toBe(true);
  });
});
