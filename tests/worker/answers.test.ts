// Runners' answers to the quick questions (issue 37) through the real Worker and D1: one answer
// is likely, two runners on different networks make the fact (a revision), one client or one
// network never does, bad answers are refused in the result shape, an operator's undo takes a
// client's answers back, and a crowd with vandals in it leaves the facts right.
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAreas, createTrack, get, post } from './api';

const admin = { Authorization: 'Bearer test-admin-token' };
let network = 0;
/** A client on a network of its own (an IPv4 /24 nobody else in this file uses). */
const runner = () => {
  network += 1;
  return `10.${Math.floor(network / 250) + 1}.${network % 250}.7`;
};

const answer = (trackId: number, question: string, value: string, client: string) =>
  post('/api/post-answer', { trackId, question, value }, { client });
const track = async (id: number) => (await get(`/api/track?id=${id}`)).body;

let place = 0;
/** A new track with no facts, away from the other tests' tracks. */
async function newTrack(): Promise<number> {
  place += 1;
  const unknown = { surface: null, numLanes: 0, lighting: null };
  return (await createTrack(47 + place * 0.01, 8 + place * 0.01, { name: `Answer Oval ${place}`, ...unknown })).trackId;
}

describe('answering a quick question', { timeout: 60_000 }, () => {
  it('one runner makes an answer likely; a second on another network makes it the fact, as a revision', async () => {
    const id = await newTrack();
    const first = await answer(id, 'fee', 'free', runner());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'Success', factWritten: false, verdict: { state: 'likely', value: 'free' } });
    let shown = await track(id);
    expect(shown.access.fee).toBeNull();
    expect(shown.answers.fee).toMatchObject({ state: 'likely', voices: [{ value: 'free', runners: 1 }] });

    const second = await answer(id, 'fee', 'free', runner());
    expect(second.body).toMatchObject({ factWritten: true, verdict: { state: 'confirmed', value: 'free' } });
    shown = await track(id);
    expect(shown.access.fee).toBe(false);
    expect(shown.access.confirmed.fee.by).toBe('runners');
    const history = (await get(`/api/track-history?id=${id}`)).body;
    expect(history.revisions[0]).toMatchObject({ source: 'answers', client: null, changed_fields: ['fee'] });
    // Recent changes and feeds say who made it: runners' answers, not "an unknown client".
    const edits = (await get('/api/changes?kind=edit&limit=100')).body.changes.filter(
      (change: { track: { id: number } }) => change.track.id === id,
    );
    expect(edits[0]).toMatchObject({ kind: 'edit', revision: history.revisions[0].revision, client: null, made_by: 'answers' });
  });

  it('hears one network once, however many of its clients answer, and a client once, however often', async () => {
    const id = await newTrack();
    for (const client of ['10.250.3.1', '10.250.3.2', '10.250.3.3']) await answer(id, 'lighting', 'yes', client);
    const lone = runner();
    for (let i = 0; i < 3; i++) await answer(id, 'surface', 'cinder', lone);
    const shown = await track(id);
    expect(shown.answers.lighting).toMatchObject({ state: 'likely', voices: [{ runners: 1 }] });
    expect(shown.answers.surface).toMatchObject({ state: 'likely', voices: [{ runners: 1 }] });
    expect([shown.has_lighting, shown.surface]).toEqual([null, null]);
  });

  it('shows answers that disagree side by side, and asks again', async () => {
    const id = await newTrack();
    await answer(id, 'access', 'public', runner());
    await answer(id, 'access', 'closed', runner());
    const shown = await track(id);
    expect(shown.answers.access).toMatchObject({ state: 'disputed', value: null });
    expect(shown.answers.access.voices.map((v: { value: string }) => v.value).sort()).toEqual(['closed', 'public']);
    expect(shown.access.access).toBeNull();
  });

  it('refuses what is no answer, in the result shape, and writes nothing', async () => {
    const id = await newTrack();
    for (const [question, value, problem] of [
      ['fee', 'maybe', 'value: one of free, paid'],
      ['lanes', '12', 'value: one of 1, 2, 3, 4, 5, 6, 7, 8, 9'],
      ['opening_hours', 'when the gate is open', 'value: opening hours the hours parser cannot read'],
    ]) {
      const refused = await answer(id, question!, value!, runner());
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: 'InvalidInput', description: problem });
    }
    const unknownQuestion = await answer(id, 'colour', 'red', runner());
    expect(unknownQuestion.status).toBe(400);
    expect(unknownQuestion.body.status).toBe('InvalidInput');
    const noTrack = await answer(999_999_999, 'fee', 'free', runner());
    expect(noTrack.status).toBe(404);
    expect((await track(id)).answers).toEqual({});
  });

  it('takes hours typed in OpenStreetMap syntax, and lanes the buttons do not offer', async () => {
    const id = await newTrack();
    for (let i = 0; i < 2; i++) {
      await answer(id, 'opening_hours', 'Mo-Fr 06:00-21:00', runner());
      await answer(id, 'lanes', '5', runner());
    }
    const shown = await track(id);
    expect(shown.access.opening_hours).toBe('Mo-Fr 06:00-21:00');
    expect(shown.number_lanes_lap).toBe(5);
  });

  it("an operator's undo withdraws a client's answers and takes back the fact they made", async () => {
    const id = await newTrack();
    const [honest, vandal] = [runner(), runner()];
    await answer(id, 'fee', 'paid', honest);
    await answer(id, 'fee', 'paid', vandal);
    expect((await track(id)).access.fee).toBe(true);
    const clientHash = await env.DB.prepare('SELECT client_hash FROM runner_answers WHERE track_id = ?1 ORDER BY id DESC LIMIT 1')
      .bind(id)
      .first<string>('client_hash');
    const since = new Date(Date.now() - 60_000).toISOString();
    const preview = await post('/api/admin/revert', { clientHash, since, preview: true }, { headers: admin });
    expect(preview.body.answers).toEqual([{ trackId: id, question: 'fee' }]);
    await post('/api/admin/revert', { clientHash, since, preview: false }, { headers: admin });
    const shown = await track(id);
    expect(shown.access.fee).toBeNull();
    expect(shown.answers.fee).toMatchObject({ state: 'likely', voices: [{ value: 'paid', runners: 1 }] });
  });
});

describe("an area's progress", () => {
  it('says for how many of its tracks each fact is known, and counts a fact runners made', async () => {
    const areas = await createAreas(-45, 170);
    const unknown = { surface: null, numLanes: 0, lighting: null };
    const [a] = await Promise.all([
      createTrack(-45.001, 170.001, { name: 'Progress Oval A', ...unknown }),
      createTrack(-45.002, 170.002, { name: 'Progress Oval B', ...unknown, surface: 'cinder' }),
    ]);
    const known = async () => (await get(`/api/area-full?segment=${areas.citySegment}`)).body;
    expect((await known()).known_facts).toEqual({ access: 0, fee: 0, opening_hours: 0, surface: 1, lanes: 0, lighting: 0 });
    await answer(a!.trackId, 'fee', 'free', runner());
    await answer(a!.trackId, 'fee', 'free', runner());
    const page = await known();
    expect(page.num_tracks).toBe(2);
    expect(page.known_facts.fee).toBe(1);
    const html = (await get(`/running-in/${areas.citySegment}`)).body as string;
    expect(html).toContain('Fee: known for 1 of 2');
    expect(html).toContain('So far runners have given 2 answers about these tracks.');
  });

  it("says how many answers its tracks and its sub-areas' have received, and no longer those an operator's undo withdrew", async () => {
    const areas = await createAreas(-46, 171);
    const unknown = { surface: null, numLanes: 0, lighting: null };
    const [a, b] = await Promise.all([
      createTrack(-46.001, 171.001, { name: 'Counted Oval A', ...unknown }),
      createTrack(-46.002, 171.002, { name: 'Counted Oval B', ...unknown }),
    ]);
    const answersIn = async (segment: string) => (await get(`/api/area-full?segment=${segment}`)).body.num_answers;
    expect(await answersIn(areas.citySegment)).toBe(0);
    const vandal = runner();
    await answer(a!.trackId, 'fee', 'free', runner());
    await answer(a!.trackId, 'lighting', 'yes', runner());
    await answer(b!.trackId, 'surface', 'grass', vandal);
    await answer(b!.trackId, 'surface', 'gravel', vandal);
    for (const segment of [areas.citySegment, areas.countrySegment]) expect(await answersIn(segment), segment).toBe(4);
    // Another area's tracks are not counted.
    expect(await answersIn((await createAreas(-47, 172)).citySegment)).toBe(0);

    const clientHash = await env.DB.prepare('SELECT client_hash FROM runner_answers WHERE track_id = ?1')
      .bind(b!.trackId)
      .first<string>('client_hash');
    await post('/api/admin/revert', { clientHash, since: new Date(Date.now() - 60_000).toISOString() }, { headers: admin });
    for (const segment of [areas.citySegment, areas.countrySegment]) expect(await answersIn(segment), segment).toBe(2);
  });
});

describe('a crowd with vandals in it', () => {
  it('300 answers from 60 clients on 50 tracks, 10 % wrong from 3 vandals: at least 95 % of the facts right, none flipped by one client', async () => {
    const truth = new Map<string, string>();
    const tracks = await Promise.all(Array.from({ length: 50 }, () => newTrack()));
    const questions = [
      ['fee', ['free', 'paid']],
      ['lighting', ['yes', 'no']],
    ] as const;
    const [seedTruths, seedOrder] = fc.sample(fc.tuple(fc.array(fc.boolean(), { minLength: 100, maxLength: 100 }), fc.integer()), {
      numRuns: 1,
      seed: 37,
    })[0]!;
    tracks.forEach((id, i) =>
      questions.forEach(([question, values], q) => {
        truth.set(`${id}/${question}`, values[seedTruths[i * 2 + q]! ? 0 : 1]);
      }),
    );
    const facts = [...truth.keys()];
    const honest = Array.from({ length: 57 }, runner);
    const vandals = Array.from({ length: 3 }, runner);
    // 270 honest answers, each fact from different runners in turn; 30 wrong ones, the three
    // vandals agreeing on the same 10 facts, each sent after the honest answers to that fact began.
    const sends: { fact: string; value: string; client: string }[] = [];
    for (let n = 0; n < 270; n++) {
      const fact = facts[(n * 7 + Math.abs(seedOrder)) % facts.length]!;
      sends.push({ fact, value: truth.get(fact)!, client: honest[n % honest.length]! });
    }
    const attacked = facts.filter((_, i) => i % 10 === 3);
    for (const vandal of vandals)
      for (const fact of attacked) {
        const [, question] = fact.split('/');
        const values = questions.find(([q]) => q === question)![1] as readonly string[];
        sends.push({ fact, value: values.find((v) => v !== truth.get(fact))!, client: vandal });
      }
    for (const { fact, value, client } of sends) {
      const [id, question] = fact.split('/');
      const sent = await answer(Number(id), question!, value, client);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }

    /** The stored fact as an answer says it, and what a reader takes as the fact: it, else what one runner alone says. */
    const read = async (fact: string) => {
      const [id, question] = fact.split('/');
      const shown = await track(Number(id));
      const stored = question === 'fee' ? shown.access.fee : shown.has_lighting;
      const storedAnswer: string | null = stored === null ? null : question === 'fee' ? (stored ? 'paid' : 'free') : stored ? 'yes' : 'no';
      const verdict = shown.answers[question!];
      return { storedAnswer, presented: storedAnswer ?? (verdict?.state === 'likely' ? (verdict.value as string) : null) };
    };
    let right = 0;
    let stored = 0;
    for (const fact of facts) {
      const { storedAnswer, presented } = await read(fact);
      if (presented === null || presented === truth.get(fact)) right += 1;
      if (storedAnswer !== null) stored += 1;
    }
    console.log(`answers-simulation: ${right} of ${facts.length} facts right, ${stored} made facts by the answers`);
    expect(right / facts.length).toBeGreaterThanOrEqual(0.95);

    // One vandal insisting, again and again, on facts the others confirmed flips none.
    const confirmed = [];
    for (const fact of facts) if ((await read(fact)).storedAnswer === truth.get(fact)) confirmed.push(fact);
    const insisting = runner();
    expect(confirmed.length).toBeGreaterThanOrEqual(5);
    for (const fact of confirmed.slice(0, 5))
      for (let i = 0; i < 3; i++) {
        const [id, question] = fact.split('/');
        const values = questions.find(([q]) => q === question)![1] as readonly string[];
        await answer(Number(id), question!, values.find((v) => v !== truth.get(fact))!, insisting);
      }
    for (const fact of confirmed.slice(0, 5)) expect((await read(fact)).storedAnswer, fact).toBe(truth.get(fact));
  }, 120_000);
});
