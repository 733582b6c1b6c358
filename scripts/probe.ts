// `npm run probe [-- --url http://127.0.0.1:8788] [--max-writes 20]`: a black-box check of the
// limits (issue 11) against a running app, as an attacker would try them: requests sent at
// once, new User-Agents, markup-only comments, same-name creations. Prints each check and
// "N passed, N failed"; exits 1 if any failed. It writes test tracks and feedback, so run it
// against a local server (`npm start`) or a staging copy, never production. It plays many
// clients by sending CF-Connecting-IP itself, so it talks to wrangler dev's own port (the one
// after `npm start`'s, default 8788), behind the proxy that overwrites that header as Cloudflare
// does (scripts/client-address-proxy.ts); through the proxy or on Cloudflare, every request
// here would be one client.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:8788' }, 'max-writes': { type: 'string', default: '20' } },
});
const origin = values.url!.replace(/\/$/, '');
const maxWrites = Number(values['max-writes']);
const AT_ONCE = 32;

/** A fresh client: its own IPv6 /64. */
const newClient = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

async function send(path: string, body: unknown, client: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'CF-Connecting-IP': client, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const read = async (path: string) => (await (await fetch(`${origin}${path}`)).json()) as Record<string, unknown>;

async function newTrack(name: string) {
  const answer = await send(
    '/api/post-track',
    { lat: 40 + Math.random(), lng: -30 + Math.random(), outdoor: 'outdoor', name },
    newClient(),
  );
  if (answer.status !== 200) throw new Error(`creating a track failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.trackId as number;
}
const likes = async (trackId: number) => (await read(`/api/track?id=${trackId}`)).num_likes;
const recommend = (trackId: number) => ({ trackId, feedbackType: 'recommend', comment: '', name: '', recommendTypes: [1] });
const comment = (trackId: number, text: string) => ({ trackId, feedbackType: 'comment', comment: text, name: '', recommendTypes: [0] });
const tag = randomBytes(3).toString('hex');

const checks: [string, () => Promise<string | null>][] = [
  [
    `${AT_ONCE} identical recommends at once count once`,
    async () => {
      const trackId = await newTrack(`Probe recommend ${tag}`);
      const client = newClient();
      await Promise.all(times(AT_ONCE, () => send('/api/post-feedback', recommend(trackId), client)));
      const n = await likes(trackId);
      return n === 1 ? null : `${n} likes`;
    },
  ],
  [
    'a new User-Agent is not a new client',
    async () => {
      const trackId = await newTrack(`Probe agents ${tag}`);
      const client = newClient();
      for (let i = 0; i < 10; i++)
        await send('/api/post-feedback', recommend(trackId), client, { 'User-Agent': `probe-${i}`, 'X-Forwarded-For': `198.51.100.${i}` });
      const n = await likes(trackId);
      return n === 1 ? null : `${n} likes from one address`;
    },
  ],
  [
    `writes at once stop at ${maxWrites}`,
    async () => {
      const trackId = await newTrack(`Probe writes ${tag}`);
      const client = newClient();
      const answers = await Promise.all(times(maxWrites * 3, (i) => send('/api/post-feedback', comment(trackId, `probe ${i}`), client)));
      const accepted = answers.filter((a) => a.status === 200).length;
      return accepted <= maxWrites ? null : `${accepted} accepted`;
    },
  ],
  [
    'wrong activation keys at once are compared at most 5 times',
    async () => {
      const client = newClient();
      const answers = await Promise.all(
        times(50, (i) =>
          send('/api/post-chat', { activationKey: `probe-guess-${tag}-${i}`, chats: [], userChats: [], newUserChats: [] }, client),
        ),
      );
      const compared = answers.filter((a) => a.status === 200).length;
      return compared <= 5 ? null : `${compared} compared`;
    },
  ],
  [
    'a comment of markup only is refused',
    async () => {
      const trackId = await newTrack(`Probe markup ${tag}`);
      const answer = await send('/api/post-feedback', comment(trackId, '<script>x</script>'), newClient());
      return answer.status === 400 && answer.body.description === 'Please supply at least a comment'
        ? null
        : `answered ${answer.status} ${JSON.stringify(answer.body)}`;
    },
  ],
  [
    `${AT_ONCE} same-name creations at once all succeed`,
    async () => {
      const answers = await Promise.all(
        times(AT_ONCE, (i) =>
          send('/api/post-track', { lat: 41 + i / 1000, lng: -31, outdoor: 'outdoor', name: `Probe same ${tag}` }, newClient()),
        ),
      );
      const ok = answers.filter((a) => a.status === 200);
      const distinct = new Set(ok.map((a) => a.body.trackUrlSegment)).size;
      return ok.length === AT_ONCE && distinct === AT_ONCE ? null : `${ok.length} succeeded, ${distinct} distinct segments`;
    },
  ],
];

let passed = 0;
let failed = 0;
for (const [name, check] of checks) {
  let problem: string | null;
  try {
    problem = await check();
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem) failed++;
  else passed++;
  console.log(`${problem ? 'FAIL' : 'ok  '} ${name}${problem ? `: ${problem}` : ''}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
