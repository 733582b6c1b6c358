// The search box's server answers against the spec's rule (section 5) applied to the spec's full
// lists, which is what the web app did before it stopped downloading them.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AreaSearchEntry, Suggestions, TrackListEntry } from '../../src-shared/api-types';
import { labelMatches, searchWords } from '../../src-shared/search-normalise';
import { areaSuggestion, matchSuggestions, trackSuggestion } from '../../src-web/rules/suggestions';
import { loadSearchReading } from '../../src-web/rules/search-reading-lazy';
import { nearFromParam, rankSuggestions } from '../../src-shared/search-rank';
import { env } from 'cloudflare:workers';
import { createAreas, createTrack, get } from './api';
import { COMPLETE_UP_TO } from '../../src-shared/suggestion-lists';

const NAMES = [
  'Estádio São Januário',
  'Pista Ícaro-Mello',
  'Parque Villa-Lobos, Pista',
  'Malmö Stadion',
  'Centro Olímpico',
  'Straße am Ring',
  'Pista de Atletismo',
];
const WORDS = [
  'sao',
  'São',
  'pista',
  'PISTA',
  'icaro-mello',
  'villa lobos',
  'malmo',
  'olimp',
  'a',
  'e',
  'ring,',
  'straße',
  'springfield',
  'north',
  'testland',
  'zzz',
  '-',
  'is ta',
  'ó',
  'unnamed',
];

// The expected lists read terms as the start page does once its search box has loaded the reading.
beforeAll(async () => {
  await loadSearchReading();
});

async function expected(term: string) {
  const areas: AreaSearchEntry[] = (await get('/api/search-areas')).body;
  const tracks: TrackListEntry[] = (await get('/api/search-tracks-full')).body;
  const words = searchWords(term);
  const all = (list: ReturnType<typeof areaSuggestion>[]) => list.filter((s) => matchSuggestions([s], words).total === 1);
  return {
    areas: { ...matchSuggestions(areas.map(areaSuggestion), words), all: all(areas.map(areaSuggestion)) },
    tracks: { ...matchSuggestions(tracks.map(trackSuggestion), words), all: all(tracks.map(trackSuggestion)) },
  };
}

async function suggest(term: string, near: string | null = null): Promise<Suggestions> {
  const { status, body } = await get(`/api/suggest?q=${encodeURIComponent(term)}${near ? `&near=${near}` : ''}`);
  expect(status).toBe(200);
  return body;
}

describe('GET /api/suggest', () => {
  beforeAll(async () => {
    for (const [i, name] of NAMES.entries()) {
      await createAreas(20 + i * 0.5, 20);
      await createTrack(20 + i * 0.5, 20, { name });
      await createTrack(20 + i * 0.5, 20.01, { name: `${name} ${i}` });
    }
    await createTrack(25, 25, { name: '' });
  });

  it('answers both tabs with the matches and totals of the rule applied to the full lists, ranked by the shared order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(' ', '-', ', ', '  '),
        fc.constantFrom(null, '20,20', '22.5,20.1', '-23.6,-46.7'),
        async (parts, glue, near) => {
          const term = parts.join(glue);
          const [answer, want] = [await suggest(term, near), await expected(term)];
          expect(answer.areas.total, term).toBe(want.areas.total);
          expect(answer.tracks.total, term).toBe(want.tracks.total);
          for (const [tab, wanted] of [
            [answer.areas, want.areas],
            [answer.tracks, want.tracks],
          ] as const) {
            // A tab with few matches lists them all (for the box to narrow on the device), else the first 12.
            expect(tab.items.length, term).toBe(tab.total <= COMPLETE_UP_TO ? tab.total : 12);
            if (tab.total <= COMPLETE_UP_TO) expect(tab.items.map((s) => s.id).sort(), term).toEqual(wanted.all.map((s) => s.id).sort());
            // The SQL's order is src-shared/search-rank.ts's.
            expect(
              tab.items.map((s) => s.id),
              term,
            ).toEqual(rankSuggestions(tab.items, answer.term, nearFromParam(near)).map((s) => s.id));
            expect(tab.items.map((s) => s.label)).toEqual(tab.items.map((s) => wanted.all.find((w) => w.id === s.id)!.label));
          }
        },
      ),
      { numRuns: 40, seed: 9 },
    );
  });

  it('previews each character typed next exactly as /api/suggest answers the longer term (first 12 of each tab)', async () => {
    const terms = ['', 'pis', 'pista ', 'sao', 'ica', 'malm', 'pista d', 'zzz', 'villa-'];
    for (const typed of terms) {
      const { status, body } = await get(`/api/suggest-next?q=${encodeURIComponent(typed)}`);
      expect(status, typed).toBe(200);
      expect(body.next).toHaveLength(36);
      for (const preview of body.next as Suggestions[]) {
        const full = await suggest(preview.term);
        expect(preview.areas, preview.term).toEqual({ total: full.areas.total, items: full.areas.items.slice(0, 12) });
        expect(preview.tracks, preview.term).toEqual({ total: full.tracks.total, items: full.tracks.items.slice(0, 12) });
      }
    }
    // A term ending with a space (or a hyphen) starts a new word; otherwise its last word grows.
    expect(((await get('/api/suggest-next?q=pista%20')).body.next as Suggestions[])[0]!.term).toBe('pista a');
    expect(((await get('/api/suggest-next?q=pista')).body.next as Suggestions[])[0]!.term).toBe('pistaa');
    expect(((await get('/api/suggest-next?q=villa-')).body.next as Suggestions[])[11]!.term).toBe('villa l');
  });

  it('lists 12 per tab with the total of every match, or every match when there are few', async () => {
    // Written with SQL, as an import would (a post per track would take long): rows and labels, then a new cache key.
    const insert = (i: number) => [
      env.DB.prepare(
        `INSERT INTO tracks (url_segment, name, center_lat, center_lng, created, updated) VALUES (?1, ?2, -10, -60, '2026-01-01', '2026-01-01')`,
      ).bind(`manyoval-${i}`, `Manyoval ${i}`),
      env.DB.prepare(`INSERT INTO search_labels (kind, id, label) SELECT 'track', id, ?2 FROM tracks WHERE url_segment = ?1`).bind(
        `manyoval-${i}`,
        `manyoval ${i}`,
      ),
    ];
    const bumpKey = env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key'");
    // Another isolate's write is seen once this isolate's memory of the key (a second) is out (db/cache-key.ts).
    const seenHere = () => new Promise((resolve) => setTimeout(resolve, 1100));
    await env.DB.batch([...Array.from({ length: COMPLETE_UP_TO }, (_, i) => insert(i)).flat(), bumpKey]);
    await seenHere();
    expect((await suggest('manyoval')).tracks).toMatchObject({
      total: COMPLETE_UP_TO,
      items: expect.objectContaining({ length: COMPLETE_UP_TO }),
    });
    await env.DB.batch([...insert(COMPLETE_UP_TO), bumpKey]);
    await seenHere();
    const answer = await suggest('manyoval');
    expect(answer.tracks.items).toHaveLength(12);
    expect(answer.tracks.total).toBe(COMPLETE_UP_TO + 1);
    expect(answer.tracks.items[0]).toMatchObject({
      url: expect.stringMatching(/^\/track\//),
      center: [expect.any(Number), expect.any(Number)],
    });
  });

  it('finds a renamed track by its new name under the key the edit returned', async () => {
    await createAreas(30, 30);
    const { trackId } = await createTrack(30, 30, { name: 'Old Oval Name' });
    const { post } = await import('./api');
    const edit = await post('/api/post-track', {
      id: trackId,
      lat: 30,
      lng: 30,
      outdoor: 'outdoor',
      name: 'Brand New Quokka Oval',
      length: 400,
      info: '',
      surface: '',
      linkToWeb: '',
      numLanes: 0,
      quality: '',
      lighting: null,
    });
    expect(edit.status).toBe(200);
    const answer = (await get(`/api/suggest?q=quokka&key=${edit.body.cacheKey}`)).body as Suggestions;
    expect(answer.tracks.items.map((s) => s.id)).toEqual([trackId]);
    expect((await get(`/api/suggest?q=old%20oval%20name&key=${edit.body.cacheKey}`)).body.tracks.total).toBe(0);
  });

  it('answers a term asked again under the current key from the cache, whole and with every header', async () => {
    const key = (await get('/api/cache')).body.key;
    const first = await get(`/api/suggest?q=pista&key=${key}`);
    const again = await get(`/api/suggest?q=pista&key=${key}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(again.response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('answers a blank term with nothing, cuts an overlong one, and refuses a place that is not one', async () => {
    expect(await suggest(' - , ')).toEqual({ term: '', areas: { total: 0, items: [] }, tracks: { total: 0, items: [] }, didYouMean: [] });
    const long = await get(`/api/suggest?q=pista${'a'.repeat(600)}`);
    expect(long.status).toBe(200);
    expect(long.body.term).toBe(`pista${'a'.repeat(195)}`);
    const manyWords = await get(`/api/suggest?q=${encodeURIComponent('pista '.repeat(80))}`);
    expect(manyWords.status).toBe(200);
    expect(manyWords.body.tracks.total).toBeGreaterThan(0);
    for (const near of ['91,0', '0,181', 'here', '1,2,3']) {
      const refused = await get(`/api/suggest?q=pista&near=${near}`);
      expect(refused.status, near).toBe(400);
      expect(refused.body.status).toBe('InvalidInput');
    }
    expect((await get('/api/suggest')).body.status).toBe('InvalidInput');
  });
});

/** Other names as the importer stores them, with the slips of their words. */
async function addOtherNames(kind: 'area' | 'track', id: number, names: Record<string, string>) {
  const { normaliseSearchText } = await import('../../src-shared/search-normalise');
  const { wordSlipRows } = await import('../../src-shared/search-slips');
  await env.DB.batch([
    ...Object.entries(names).map(([source, name]) =>
      env.DB.prepare('INSERT OR IGNORE INTO search_other_names (kind, id, source, name) VALUES (?1, ?2, ?3, ?4)').bind(
        kind,
        id,
        source,
        normaliseSearchText(name),
      ),
    ),
    ...Object.values(names).flatMap((name) =>
      wordSlipRows(normaliseSearchText(name)).map(([slip, word]) =>
        env.DB.prepare('INSERT OR IGNORE INTO search_word_slips (slip, word) VALUES (?1, ?2)').bind(slip, word),
      ),
    ),
    env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key'"),
  ]);
}

describe('ranking and "Did you mean" (issue 22)', () => {
  let areas: Awaited<ReturnType<typeof createAreas>>;
  let stadium: number;
  beforeAll(async () => {
    areas = await createAreas(-33, -50, { country: 'Quokkaland', region: 'Wombat Vale', city: 'Wombat Vale' });
    stadium = (await createTrack(-33, -50, { name: 'Estádio Zebedeu de Castro' })).trackId;
    await createTrack(-33.01, -50.01, { name: 'Pista Wombat Vale Norte' });
    await addOtherNames('track', stadium, { alt_name: 'Estádio do Xerimbabo', 'addr:suburb': 'Xerimbabo' });
    await addOtherNames('area', areas.country, { 'name:pt': 'Quokkalândia', 'name:ja': 'クオッカランド' });
  });

  it('puts the town before the region of the same name, and both before names that only hold the words', async () => {
    const answer = await suggest('wombat vale');
    expect(answer.areas.items.map((s) => s.id)).toEqual([areas.city, areas.region]);
    expect(answer.areas.items[0]).toMatchObject({ label: 'Wombat Vale, Wombat Vale', level: 2, numTracks: 2 });
    // Both tracks' labels hold the words at word starts: then by label.
    expect(answer.tracks.items.map((s) => s.label)).toEqual([
      'Estádio Zebedeu de Castro - Wombat Vale',
      'Pista Wombat Vale Norte - Wombat Vale',
    ]);
    expect(answer.tracks.items[0]).toMatchObject({
      indoors: false,
      length: 400,
      surface: 'synthetic',
      normalizedName: 'estadio zebedeu de castro',
    });
    // Nearer the visitor first among equals.
    expect((await suggest('wombat vale', '-33.02,-50.02')).tracks.items[0]!.label).toBe('Pista Wombat Vale Norte - Wombat Vale');
    expect(answer.didYouMean).toEqual([]);
  });

  it('offers the stadium by its other name and its suburb when the rule matches nothing', async () => {
    for (const typed of ['xerimbabo', 'Estadio do Xerimbabo', 'XERIMBABO wombat']) {
      const answer = await suggest(typed);
      expect(answer.areas.total + answer.tracks.total, typed).toBe(0);
      expect(
        answer.didYouMean.map((s) => [s.kind, s.id]),
        typed,
      ).toEqual([['track', stadium]]);
      expect(answer.didYouMean[0]).toMatchObject({
        label: 'Estádio Zebedeu de Castro - Wombat Vale',
        url: expect.stringMatching(/^\/track\//),
      });
    }
  });

  it('finds a country by its name in another language', async () => {
    expect((await suggest('quokkalandia')).didYouMean.map((s) => s.id)).toEqual([areas.country]);
    expect((await suggest('クオッカランド')).didYouMean.map((s) => s.id)).toEqual([areas.country]);
  });

  it('offers a place known by a name that starts with the term beside the places the rule matches ("brasil")', async () => {
    const oval = await createTrack(-33.2, -50.2, { name: 'Quokkalandia Oval' });
    const answer = await suggest('quokkalandia');
    expect(answer.tracks.items.map((s) => s.id)).toEqual([oval.trackId]);
    expect(answer.didYouMean).toEqual([expect.objectContaining({ kind: 'area', id: areas.country, alsoKnownAs: ['quokkalandia'] })]);
    // Too short a term offers nothing beside its matches; a shorter one lists the place even though the
    // rule matches it ("quokka" is in "Quokkaland"), so the device can narrow to "quokkalandia".
    expect((await suggest('qu')).didYouMean).toEqual([]);
    expect((await suggest('quokka')).didYouMean).toEqual([expect.objectContaining({ id: areas.country, alsoKnownAs: ['quokkalandia'] })]);
  });

  it('corrects one typing slip per word, accents and case folded', async () => {
    for (const typed of ['zebedue', 'Zebédeu castor', 'ZEBEDEU CASTOR', 'womabt vael']) {
      const answer = await suggest(typed);
      expect(answer.areas.total + answer.tracks.total, typed).toBe(0);
      expect(answer.didYouMean.length, typed).toBeGreaterThan(0);
    }
    expect((await suggest('zebedue')).didYouMean[0]!.id).toBe(stadium);
    expect((await suggest('womabt vael')).didYouMean[0]).toMatchObject({ kind: 'area', id: areas.city });
    // Two slips in one word are another word.
    expect((await suggest('zbeedue')).didYouMean).toEqual([]);
  });
});

describe('searching around a place (issue 36)', () => {
  let areas: Awaited<ReturnType<typeof createAreas>>;
  let oval: number;
  let named: number;
  let campus: number;
  beforeAll(async () => {
    areas = await createAreas(-40, -60, { country: 'Numbatia', region: 'Bilby Creek', city: 'Bilby Creek' });
    oval = (await createTrack(-40, -60, { name: 'Quendal Oval' })).trackId;
    await createTrack(-50, -70, { name: 'Porto Quendal' });
    named = (await createTrack(-40.01, -60.01, { name: 'Pista de Atletismo Bilby' })).trackId;
    campus = (await createTrack(-40.02, -60.02, { name: 'Centro Esportivo' })).trackId;
    await addOtherNames('track', campus, { facility: 'Cidade Universitária Potoroo', 'addr:suburb': 'Dunnartã' });
    await addOtherNames('area', areas.country, { 'name:zh': '袋食蚁兽国', 'name:ja': 'ナンバティア' });
  });

  it('lists the place and its tracks for generic words around it, in any of the nine languages', async () => {
    for (const typed of [
      'running track bilby creek',
      'athletics tracks in bilby creek',
      'pistas no bilby creek',
      'pista de atletismo perto de bilby creek',
      "piste d'athlétisme près de Bilby Creek",
      'Laufbahn in der Nähe von Bilby Creek',
      'löparbanor i bilby creek',
      'bilby creek 跑道',
      'مضمار في bilby creek',
    ]) {
      const answer = await suggest(typed);
      expect(answer.areas.items.map((s) => s.id).slice(0, 2), typed).toEqual([areas.city, areas.region]);
      expect(answer.tracks.items.map((s) => s.id).sort(), typed).toEqual([oval, named, campus].sort());
      expect(answer.tracks.total, typed).toBe(3);
    }
  });

  it('still lists the labels that hold every word first, as the rule ranks them', async () => {
    const answer = await suggest('pista de atletismo bilby creek');
    expect(answer.tracks.items[0]!.id).toBe(named);
    expect(answer.tracks.items.map((s) => s.id)).toHaveLength(3);
    // Only the rule's match for a name typed whole.
    expect((await suggest('pista de atletismo bilby')).tracks.items[0]!.id).toBe(named);
  });

  it('keeps a term of only generic words to the rule: "pista de atletismo" lists what holds those words, not every track', async () => {
    const tracks: TrackListEntry[] = (await get('/api/search-tracks-full')).body;
    for (const typed of ['pista de atletismo', 'running track', 'tracks near me', '跑道']) {
      const words = searchWords(typed);
      const holding = tracks.filter((t) => labelMatches(trackSuggestion(t).normalizedLabel, words));
      expect((await suggest(typed)).tracks.total, typed).toBe(holding.length);
    }
    // Nor does "Did you mean" take its small words for places typed with a slip ("perto" is one from "porto").
    expect((await suggest('perto')).didYouMean.map((s) => s.label)).toContain('Porto Quendal');
    expect((await suggest('pista perto de mim')).didYouMean).toEqual([]);
  });

  it('finds a track by the words of its facility or suburb, and says which name', async () => {
    for (const typed of [
      'cidade universitaria potoroo',
      'pista cidade universitaria',
      'dunnarta',
      'pista no dunnarta',
      'potoroo running track',
    ]) {
      const answer = await suggest(typed);
      expect(answer.areas.total + answer.tracks.total, typed).toBe(0);
      expect(answer.didYouMean[0], typed).toMatchObject({ kind: 'track', id: campus, label: 'Centro Esportivo - Bilby Creek' });
    }
    expect((await suggest('pista no dunnarta')).didYouMean[0]!.alsoKnownAs).toEqual(['dunnarta']);
    expect((await suggest('potoroo running track')).didYouMean[0]!.alsoKnownAs).toEqual(['cidade universitaria potoroo']);
    // Beside the rule's matches too: "Dunnartã Oval" is named so, the campus is in that suburb.
    const named = await createTrack(-40.5, -60.5, { name: 'Dunnartã Oval' });
    const beside = await suggest('pista dunnarta');
    expect(beside.tracks.items.map((s) => s.id)).toEqual([named.trackId]);
    expect(beside.didYouMean).toEqual([expect.objectContaining({ kind: 'track', id: campus, alsoKnownAs: ['dunnarta'] })]);
  });

  it('offers the place without a last word that holds nothing ("glasgow schottland", "campinas brasil")', async () => {
    const answer = await suggest('pista bilby creek xyzzyland');
    expect(answer.areas.total + answer.tracks.total).toBe(0);
    expect(answer.didYouMean[0]).toMatchObject({ kind: 'area', id: areas.city });
  });

  it('finds a place by its name in Chinese or Japanese with the words around it', async () => {
    for (const typed of ['袋食蚁兽国的跑道', 'ナンバティアの陸上競技場']) {
      expect(
        (await suggest(typed)).didYouMean.map((s) => [s.kind, s.id]),
        typed,
      ).toEqual([['area', areas.country]]);
    }
  });

  it('answers a term of many words, and its next keys, without failing', async () => {
    // 60 distinct words in 180 characters: "a0 b0 … h2".
    const many = Array.from({ length: 60 }, (_, i) => `${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}`).join(' ');
    for (const typed of [many, `running track ${many}`, `pista ${'de '.repeat(70)}bilby`]) {
      const answer = await get(`/api/suggest?q=${encodeURIComponent(typed)}`);
      expect(answer.status, typed.slice(0, 30)).toBe(200);
      const next = await get(`/api/suggest-next?q=${encodeURIComponent(`${typed} `)}`);
      expect(next.status, typed.slice(0, 30)).toBe(200);
    }
    expect((await suggest(many)).term.split(' ')).toHaveLength(50);
  });
});
