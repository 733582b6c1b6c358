// Limits that hold (issue 11): a client is its network address, nothing it can choose; every
// limit takes its unit atomically, so 32+ requests sent at once cannot overshoot it; validation
// judges what will be stored; same-name creations at once all succeed.
import { describe, expect, it } from 'vitest';
import { ACTIVATION_KEY, ChatClient, postChat } from './chat-api';
import { createTrack, get, newClient, post, sampleTrack } from './api';

const AT_ONCE = 32;
const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const comment = (trackId: number, text = 'Nice track') => ({
  trackId,
  feedbackType: 'comment',
  comment: text,
  name: '',
  recommendTypes: [0],
});
const recommend = (trackId: number) => ({ trackId, feedbackType: 'recommend', comment: '', name: '', recommendTypes: [1] });

describe('a client is its address', () => {
  it('a new User-Agent or forwarding header is not a new client: one recommend counts', async () => {
    const { trackId } = await createTrack(52.1, 4.3, { name: 'Identity Oval' });
    const client = newClient();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await post('/api/post-feedback', recommend(trackId), {
          client,
          headers: { 'User-Agent': `Agent ${i}`, 'X-Forwarded-For': `198.51.100.${i}`, 'X-Real-IP': `192.0.2.${i}` },
        }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([200, 400, 400, 400, 400, 400]);
    expect(answers[1]!.body.description).toBe('You have already recommended this track');
    expect((await get(`/api/track?id=${trackId}`)).body.num_likes).toBe(1);
  });

  it('an IPv6 client is its /64: another address in it is the same client', async () => {
    const { trackId } = await createTrack(52.2, 4.3, { name: 'Prefix Oval' });
    const prefix = newClient().replace(/::1$/, '');
    expect((await post('/api/post-feedback', recommend(trackId), { client: `${prefix}::1` })).status).toBe(200);
    expect((await post('/api/post-feedback', recommend(trackId), { client: `${prefix}:abcd:1:2:3` })).status).toBe(400);
  });
});

describe('every limit is atomic', () => {
  it(`${AT_ONCE} identical recommends sent at once count once`, async () => {
    const { trackId } = await createTrack(52.3, 4.3, { name: 'Race Oval' });
    const client = newClient();
    const answers = await Promise.all(times(AT_ONCE, () => post('/api/post-feedback', recommend(trackId), { client })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const track = (await get(`/api/track?id=${trackId}`)).body;
    expect(track.num_likes).toBe(1);
    expect(track.recommendInfo.maintained).toBe(true);
  });

  it('writes sent at once stop at the limit (20 per window)', async () => {
    const { trackId } = await createTrack(52.4, 4.3, { name: 'Busy Oval' });
    const client = newClient();
    const answers = await Promise.all(times(60, (i) => post('/api/post-feedback', comment(trackId, `Comment ${i}`), { client })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.status === 'SpamAlert')).toBe(true);
    expect((await get(`/api/track?id=${trackId}`)).body.num_comments).toBe(20);
  });

  it('wrong activation keys sent at once are compared at most 5 times per client', async () => {
    const client = newClient();
    const answers = await Promise.all(
      times(50, (i) => postChat({ activationKey: `guess-${i}`, chats: [], userChats: [], newUserChats: [] }, { client })),
    );
    expect(answers.filter((a) => a.status === 200 && a.body.activated === false)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(45);
    // Past the limit, even the right key is refused before it is compared: a guess cannot tell.
    expect((await postChat({ activationKey: ACTIVATION_KEY, chats: [], userChats: [], newUserChats: [] }, { client })).status).toBe(429);
  });

  it('chat turns sent at once stop at the hourly allowance', async () => {
    const chat = new ChatClient('en', { CHAT_TURNS_PER_HOUR: '5' });
    await chat.activate();
    const base = { activationKey: ACTIVATION_KEY, userChats: chat.userChats, newUserChats: [], lang: 'en' };
    const answers = await Promise.all(
      times(AT_ONCE, (i) =>
        postChat(
          { ...base, chats: [...chat.chats, { role: 'user', content: `Report a bug: number ${i}` }] },
          { client: chat.client, env: chat.env },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(AT_ONCE - 5);
  });
});

describe('validation judges what will be stored', () => {
  it('a comment of markup only is refused with the spec message and stores nothing', async () => {
    const { trackId } = await createTrack(52.5, 4.3, { name: 'Markup Oval' });
    for (const text of ['<script>x</script>', '<b> </b>', '<style>p{}</style>&nbsp;']) {
      const { status, body } = await post('/api/post-feedback', comment(trackId, text));
      expect(status).toBe(400);
      expect(body.description).toBe('Please supply at least a comment');
    }
    const track = (await get(`/api/track?id=${trackId}`)).body;
    expect(track.num_comments).toBe(0);
    expect(track.comments).toEqual([]);
  });
});

describe('same-name creations', () => {
  it(`${AT_ONCE} new tracks with one name at once all succeed, each with its own segment`, async () => {
    const answers = await Promise.all(
      times(AT_ONCE, (i) => post('/api/post-track', { ...sampleTrack(52.6 + i * 0.001, 4.3), name: 'Crowded Name Oval' })),
    );
    expect(answers.map((a) => a.status)).toEqual(times(AT_ONCE, () => 200));
    const segments = answers.map((a) => a.body.trackUrlSegment as string);
    expect(new Set(segments).size).toBe(AT_ONCE);
    for (const segment of segments) expect(segment).toMatch(/^crowded-name-oval/);
  });
});

// Last: once all clients together have used the wrong-key allowance, no key is compared for
// anyone until the window ends (docs/architecture.md says why), so later chats would be refused.
describe('the global wrong-key limit', () => {
  it('activation guessing is limited for all clients together too', async () => {
    const answers = await Promise.all(
      times(230, (i) => postChat({ activationKey: `everyone-${i}`, chats: [], userChats: [], newUserChats: [] })),
    );
    // The wrong keys of the tests before count in the same window: at most 200 in all.
    const compared = answers.filter((a) => a.status === 200 && a.body.activated === false).length;
    expect(compared).toBeGreaterThan(150);
    expect(compared).toBeLessThanOrEqual(200);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(230 - compared);
  });
});
