// Undoing an attack in one action (issue #26) through the real Worker: the goal scenario scaled
// down. 20 tracks are attacked by 5 clients (edits and a comment each, one also creates a track),
// honest people edit around them and 3 edit attacked tracks afterwards; one revert per attacker
// restores the rest, lists those 3, loses no honest edit, hides the attackers' feedback with the
// counts recomputed, and a second round changes nothing.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FeedbackType } from '../../src-shared/enums';
import { createTrack, get, newClient, ORIGIN, post } from './api';

const admin = { Authorization: 'Bearer test-admin-token' };
const LAT = -33.9;
const LNG = 18.4;
const lat = (i: number) => LAT + i * 0.001;

const track = async (id: number) => (await get(`/api/track?id=${id}`)).body;
const history = async (id: number) => (await get(`/api/track-history?id=${id}`)).body;
const revert = (body: Record<string, unknown>, headers: Record<string, string> = admin) => post('/api/admin/revert', body, { headers });

/** An edit of every kind of fact: the track's columns and its access facts. */
const edit = (id: number, i: number, baseRevision: number, fields: Record<string, unknown>, client?: string) =>
  post('/api/post-track', { id, baseRevision, lat: lat(i), lng: LNG, ...fields }, { client });
const comment = (trackId: number, text: string, client?: string) =>
  post('/api/post-feedback', { trackId, feedbackType: FeedbackType.Comment, comment: text, name: '', recommendTypes: [0] }, { client });

/** What a track looks like to a visitor, the facts a revert must bring back. */
const facts = (t: Record<string, any>) => ({
  name: t.name,
  length: t.length,
  info: t.info,
  has_lighting: t.has_lighting,
  access: t.access.access,
  opening_hours: t.access.opening_hours,
  fee: t.access.fee,
});

async function clientHashOf(trackId: number, revision: number): Promise<string> {
  const row = await env.DB.prepare('SELECT client_hash FROM track_revisions WHERE track_id = ?1 AND revision = ?2')
    .bind(trackId, revision)
    .first<string>('client_hash');
  return row!;
}

/**
 * Waits for the next window of the write limit when the current one ends within a minute: the
 * windows are fixed (src-worker/services/limits.ts), so an attack that crossed a window's edge
 * would rightly get a second 20 writes.
 */
async function awayFromWindowEdge(): Promise<void> {
  const window = Number(env.SPAM_WINDOW_MINUTES) * 60_000;
  const left = window - (Date.now() % window);
  if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe('reverting a client', () => {
  it('restores every attacked track nobody touched since, lists the conflicts, keeps every honest edit, and runs twice', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    // 20 tracks to attack and 4 only honest people edit.
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) {
      ids.push((await createTrack(lat(i), LNG, { name: `Revert Oval ${i}`, access: 'public', openingHours: 'Mo-Su 06:00-22:00' })).trackId);
    }
    // Honest edits before the attack on 5 of the tracks to be attacked: the state to come back to.
    for (const i of [0, 4, 8, 12, 16]) {
      expect((await edit(ids[i]!, i, 1, { length: 300, fee: true, feeText: '2 EUR' })).body).toMatchObject({ revision: 2 });
    }
    // An honest comment stays through the revert.
    expect((await comment(ids[3]!, 'Fine track, honestly')).body.status).toBe('Success');
    const beforeAttack = new Map<number, ReturnType<typeof facts>>();
    for (const id of ids) beforeAttack.set(id, facts(await track(id)));

    const attackers = Array.from({ length: 5 }, () => newClient());
    let spamTrack = 0;
    for (let a = 0; a < 5; a++) {
      for (let k = 0; k < 4; k++) {
        const i = a * 4 + k;
        const current = await track(ids[i]!);
        const attacked = await edit(
          ids[i]!,
          i,
          current.revision,
          {
            name: `SPAM ${a}`,
            length: 50,
            lighting: false,
            info: 'Closed forever',
            access: 'members',
            openingHours: 'Mo 01:00-02:00',
            fee: true,
            feeText: '999 EUR',
          },
          attackers[a],
        );
        expect(attacked.body).toMatchObject({ status: 'Success' });
        expect((await comment(ids[i]!, `Spam from ${a}`, attackers[a])).body.status).toBe('Success');
        // An honest edit of a track nobody attacks, between the attacks.
        if (k === 0) {
          const j = 20 + (a % 4);
          expect((await edit(ids[j]!, j, (await track(ids[j]!)).revision, { length: 200 + a })).body.status).toBe('Success');
        }
      }
      if (a === 0) {
        const created = await post(
          '/api/post-track',
          { lat: lat(30), lng: LNG, outdoor: 'outdoor', name: 'SPAM track' },
          { client: attackers[0] },
        );
        spamTrack = created.body.trackId;
      }
    }
    // An edit with a link is held for review: the revert rejects it.
    const held = await edit(ids[0]!, 0, 3, { info: 'Buy at <a href="https://spam.example">spam</a>' }, attackers[0]);
    expect(held.body).toMatchObject({ status: 'UnderReview' });
    // An attacker edits a track twice: it comes back to the state before the first.
    expect((await edit(ids[1]!, 1, 2, { name: 'SPAM again' }, attackers[0])).body).toMatchObject({ revision: 3 });
    // Honest edits of 3 attacked tracks after the attack: these the revert must not overwrite.
    const conflicted = [ids[2]!, ids[9]!, ids[17]!];
    for (const [n, id] of conflicted.entries()) {
      const i = ids.indexOf(id);
      const t = await track(id);
      expect((await edit(id, i, t.revision, { name: `Fixed by hand ${n}` })).body.status).toBe('Success');
    }
    const honest = new Map<number, ReturnType<typeof facts>>();
    for (const id of [...conflicted, ...ids.slice(20)]) honest.set(id, facts(await track(id)));
    // Each attacker's first track had an honest edit before: the attack is its revision 3.
    const hashes = await Promise.all(attackers.map((_, a) => clientHashOf(ids[a * 4]!, 3)));

    // A preview writes nothing.
    const revisionsBefore = await env.DB.prepare('SELECT COUNT(*) AS n FROM track_revisions').first<number>('n');
    const preview = await revert({ clientHash: hashes[0], since, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.restore.map((r: { trackId: number }) => r.trackId)).toEqual([ids[0], ids[1], ids[3]]);
    expect(preview.body.remove).toEqual([{ trackId: spamTrack, segment: expect.any(String) }]);
    expect(preview.body.conflicts).toEqual([
      { trackId: ids[2], segment: expect.any(String), revision: 3, client: expect.stringMatching(/^[0-9a-f]{8}$/) },
    ]);
    expect(preview.body.feedback).toHaveLength(4);
    expect(preview.body.heldEdits).toEqual([{ id: expect.any(Number), trackId: ids[0] }]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM track_revisions').first<number>('n')).toBe(revisionsBefore);
    expect((await track(ids[0]!)).name).toBe('SPAM 0');
    expect((await track(ids[0]!)).num_comments).toBe(1);

    // The operator's 5 actions.
    const answers = [];
    for (const clientHash of hashes) {
      const { status, body } = await revert({ clientHash, since });
      expect(status).toBe(200);
      answers.push(body);
    }
    const restored = answers.flatMap((a) => a.restore.map((r: { trackId: number }) => r.trackId));
    const conflicts = answers.flatMap((a) => a.conflicts.map((c: { trackId: number }) => c.trackId));
    expect(answers.at(-1).cacheKey).toBeGreaterThan(preview.body.cacheKey);
    expect(restored).toHaveLength(17);
    expect(conflicts.sort()).toEqual([...conflicted].sort());
    expect(answers.flatMap((a) => a.feedback)).toHaveLength(20);

    for (const id of ids.slice(0, 20)) {
      const now = await track(id);
      if (conflicted.includes(id)) expect(facts(now)).toEqual(honest.get(id));
      else expect(facts(now)).toEqual(beforeAttack.get(id));
      // The attackers' comments are hidden and the count follows: only the honest one remains.
      expect(now.num_comments).toBe(id === ids[3] ? 1 : 0);
    }
    for (const id of ids.slice(20)) expect(facts(await track(id))).toEqual(honest.get(id));
    // The track the attacker created is withdrawn: the public finds it no more (tests/worker/withdrawn.test.ts).
    expect((await get(`/api/track?id=${spamTrack}`)).status).toBe(404);
    const hidden = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM feedback WHERE text LIKE 'Spam from %' AND review = 'rejected'`,
    ).first<number>('n');
    expect(hidden).toBe(20);
    const rejected = (await get('/api/admin/held-edits?review=rejected', admin)).body as { id: number }[];
    expect(rejected.map((e) => e.id)).toContain(preview.body.heldEdits[0].id);

    // The history keeps the attack and shows its undoing.
    const log = await history(ids[5]!);
    expect(log.revisions.map((r: { source: string; client: string | null }) => [r.source, r.client])).toEqual([
      ['admin', null],
      ['web', hashes[1]!.slice(0, 8)],
      ['web', expect.any(String)],
    ]);
    expect(log.revisions[0].changed_fields).toEqual(expect.arrayContaining(['name', 'length', 'access', 'opening_hours', 'fee']));

    // A second round finds nothing to do and writes nothing.
    const revisionsAfter = await env.DB.prepare('SELECT COUNT(*) AS n FROM track_revisions').first<number>('n');
    const again = [];
    for (const clientHash of hashes) {
      const { body } = await revert({ clientHash, since });
      expect(body).toMatchObject({ restore: [], remove: [], feedback: [], heldEdits: [], cacheKey: answers.at(-1).cacheKey });
      again.push(...body.conflicts.map((c: { trackId: number }) => c.trackId));
    }
    expect(again.sort()).toEqual([...conflicted].sort());
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM track_revisions').first<number>('n')).toBe(revisionsAfter);

    // The attacker comes back: the next revert undoes the new attack only, back to the restored state.
    const reattack = await edit(ids[0]!, 0, (await track(ids[0]!)).revision, { name: 'SPAM is back' }, attackers[0]);
    expect(reattack.body.status).toBe('Success');
    const third = await revert({ clientHash: hashes[0], since });
    expect(third.body.restore).toEqual([{ trackId: ids[0], segment: expect.any(String), toRevision: reattack.body.revision - 1 }]);
    expect(facts(await track(ids[0]!))).toEqual(beforeAttack.get(ids[0]!));
  });

  // Some 350 writes through HTTP: on a busy 2-core machine this takes longer than the default 30 s (a limit, not a goal).
  it("meets the issue's goal at full scale: 100 tracks from 5 addresses at the shipped write limit, undone in 5 actions", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const base = 200;
    const ids: number[] = [];
    for (let i = 0; i < 104; i++) ids.push((await createTrack(lat(base + i), LNG, { name: `Goal Oval ${i}` })).trackId);
    const attackers = Array.from({ length: 5 }, () => newClient());
    await awayFromWindowEdge();
    const honestEdit = async (i: number, name: string) => {
      const t = await track(ids[i]!);
      expect((await edit(ids[i]!, base + i, t.revision, { name })).body.status).toBe('Success');
    };
    // 20 writes per address, the shipped limit (wrangler.toml SPAM_MAX_WRITES), with 7 honest
    // edits of other tracks interleaved.
    for (let a = 0; a < 5; a++) {
      for (let k = 0; k < 20; k++) {
        const i = a * 20 + k;
        const attacked = await edit(ids[i]!, base + i, 1, { name: `GOAL SPAM ${a}`, length: 50 }, attackers[a]);
        expect(attacked.body.status).toBe('Success');
        if (k === 10 && a < 4) await honestEdit(100 + a, `Honest ${a}`);
        if (k === 5 && a < 3) await honestEdit(100 + a, `Honest again ${a}`);
      }
    }
    // The 21st write of an address is refused: 20 per address is all an attack gets.
    expect((await edit(ids[0]!, base, 2, { name: 'one more' }, attackers[0])).body.status).toBe('SpamAlert');
    // 3 honest edits of attacked tracks after the attack: 10 honest edits in all.
    const conflicted = [ids[7]!, ids[42]!, ids[99]!];
    for (const id of conflicted) await honestEdit(ids.indexOf(id), 'Fixed by hand');
    const honestBefore = new Map<number, ReturnType<typeof facts>>();
    for (const id of [...conflicted, ...ids.slice(100)]) honestBefore.set(id, facts(await track(id)));
    const hashes = await Promise.all(attackers.map((_, a) => clientHashOf(ids[a * 20]!, 2)));

    // The operator's 5 actions.
    const answers = [];
    for (const clientHash of hashes) answers.push((await revert({ clientHash, since })).body);
    expect(answers.flatMap((a) => a.restore)).toHaveLength(97);
    expect(answers.flatMap((a) => a.conflicts.map((c: { trackId: number }) => c.trackId)).sort()).toEqual([...conflicted].sort());
    // 0 honest edits lost, every other track as it was before the attack.
    for (const [id, before] of honestBefore) expect(facts(await track(id))).toEqual(before);
    for (const id of ids.slice(0, 100).filter((id) => !conflicted.includes(id))) {
      const now = await track(id);
      expect(now.name).toBe(`Goal Oval ${ids.indexOf(id)}`);
      // The history shows what happened: the attack, then its undoing.
      expect((await history(id)).revisions.map((r: { source: string }) => r.source)).toEqual(['admin', 'web', 'web']);
    }
  }, 180_000);

  it("two vandals taking turns: undoing one lists the track with the other's revision; undoing both together brings it back; nothing is skipped or left", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const [first, second] = [newClient(), newClient()];
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createTrack(lat(300 + i), LNG, { name: `Turns Oval ${i}` })).trackId);
    // Each track: the first vandal renames it, the second renames it again.
    for (const [i, id] of ids.entries()) {
      expect((await edit(id, 300 + i, 1, { name: `SPAM A ${i}` }, first)).body.revision).toBe(2);
      expect((await edit(id, 300 + i, 2, { name: `SPAM B ${i}` }, second)).body.revision).toBe(3);
    }
    const [a, b] = [await clientHashOf(ids[0]!, 2), await clientHashOf(ids[0]!, 3)];

    // The second vandal undone first brings back the first vandal's names.
    expect((await revert({ clientHash: b, since })).body.restore).toHaveLength(5);
    expect((await track(ids[0]!)).name).toBe('SPAM A 0');
    // Undoing the first vandal alone cannot pass the second's revisions: every track is listed, none skipped.
    const alone = (await revert({ clientHash: a, since, preview: true })).body;
    expect(alone.restore).toEqual([]);
    expect(alone.conflicts.map((c: { trackId: number; revision: number }) => [c.trackId, c.revision])).toEqual(ids.map((id) => [id, 3]));
    // Both together: each track back to its name before either came.
    const both = (await revert({ clientHashes: [a, b], since })).body;
    expect(both).toMatchObject({ status: 'Success', conflicts: [] });
    expect(both.restore.map((r: { trackId: number; toRevision: number }) => [r.trackId, r.toRevision])).toEqual(ids.map((id) => [id, 1]));
    for (const [i, id] of ids.entries()) expect((await track(id)).name).toBe(`Turns Oval ${i}`);
    // A second preview, of either or both: nothing is left.
    for (const body of [{ clientHash: a }, { clientHash: b }, { clientHashes: [a, b] }]) {
      const again = (await revert({ ...body, since, preview: true })).body;
      expect(again).toMatchObject({ restore: [], remove: [], conflicts: [] });
    }
    // One of the two, or both, never neither.
    expect((await revert({ since })).status).toBe(400);
    expect((await revert({ clientHash: a, clientHashes: [b], since })).status).toBe(400);
  }, 60_000);

  it('refuses a wrong or missing token, a cross-site write and a malformed client', async () => {
    const body = { clientHash: 'a'.repeat(24), since: new Date().toISOString() };
    expect((await revert(body, {})).status).toBe(401);
    expect((await revert(body, { Authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await revert(body, { ...admin, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await revert(body, { ...admin, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await revert({ ...body, clientHash: 'abc' })).status).toBe(400);
    expect((await revert(body, { ...admin, Origin: ORIGIN })).body).toMatchObject({ status: 'Success', restore: [], conflicts: [] });
  });
});
