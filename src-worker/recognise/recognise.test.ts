// The recognition rules on a small world kept in memory: the gazetteer (gazetteer.ts) is played
// by plain functions with the meaning of db/gazetteer.ts (the SQL itself runs against D1 in
// tests/worker/chat-recognition.test.ts).
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { areaLabel, normalisedTrackLabel } from '../../src-shared/search-labels';
import type { Gazetteer, NameHit, TrackHit } from './gazetteer';
import { intentOf, type Intent } from './intent';
import { readSentence } from './recognise';
import { oneSlipApart } from '../../src-shared/search-slips';

interface Area {
  id: number;
  name: string;
  segment: string;
  level: number;
  parent?: number;
}
interface Track {
  id: number;
  name: string;
  area: number;
  lat: number;
  lng: number;
}

const AREAS: Area[] = [
  { id: 1, name: 'Brazil', segment: 'brazil', level: 0 },
  { id: 2, name: 'Espírito Santo', segment: 'brazil/espirito-santo', level: 1, parent: 1 },
  { id: 3, name: 'Cachoeiro de Itapemirim', segment: 'brazil/espirito-santo/cachoeiro-de-itapemirim', level: 2, parent: 2 },
  { id: 4, name: 'Rio Grande do Norte', segment: 'brazil/rio-grande-do-norte', level: 1, parent: 1 },
  { id: 5, name: 'Natal', segment: 'brazil/rio-grande-do-norte/natal', level: 2, parent: 4 },
  { id: 6, name: 'Rio de Janeiro', segment: 'brazil/rio-de-janeiro', level: 1, parent: 1 },
  { id: 7, name: 'Volta Redonda', segment: 'brazil/rio-de-janeiro/volta-redonda', level: 2, parent: 6 },
  { id: 8, name: 'Minas Gerais', segment: 'brazil/minas-gerais', level: 1, parent: 1 },
  { id: 9, name: 'Diamantina', segment: 'brazil/minas-gerais/diamantina', level: 2, parent: 8 },
  { id: 10, name: 'Brasília', segment: 'brazil/distrito-federal/brasilia', level: 2, parent: 1 },
  { id: 11, name: 'Rio de Janeiro', segment: 'brazil/rio-de-janeiro/rio-de-janeiro', level: 2, parent: 6 },
];
const TRACKS: Track[] = [
  { id: 101, name: 'Pista de corrida do Estádio Conillon', area: 3, lat: -20.85, lng: -41.11 },
  { id: 102, name: 'Pista de Atletismo', area: 7, lat: -22.52, lng: -44.1 },
  { id: 103, name: 'Pista de Atletismo', area: 9, lat: -18.24, lng: -43.6 },
  { id: 104, name: 'Pista de Atletismo do Paranoá', area: 10, lat: -15.77, lng: -47.77 },
  { id: 105, name: 'Pista de Atletismo do Paranoá', area: 10, lat: -15.78, lng: -47.78 },
  { id: 106, name: 'Estádio Natal', area: 5, lat: -5.8, lng: -35.2 },
  { id: 107, name: 'Pista de Atletismo Prof. Ricardo Alves', area: 9, lat: -18.25, lng: -43.61 },
  { id: 108, name: 'Pista de Cooper', area: 10, lat: -15.8, lng: -47.9 },
  { id: 109, name: 'Pista de Cooper Antonio Daoud', area: 10, lat: -15.81, lng: -47.91 },
  { id: 110, name: 'Complexo Esportivo', area: 7, lat: -22.5, lng: -44.09 },
  { id: 111, name: 'Complexo Esportivo dos Santos', area: 7, lat: -22.51, lng: -44.08 },
];

const areaOf = (id: number) => AREAS.find((a) => a.id === id)!;
const LABELS = [
  ...AREAS.map((a) => ({
    kind: 'area' as const,
    id: a.id,
    label: normaliseSearchText(areaLabel(a.name, a.parent ? areaOf(a.parent).name : null)),
  })),
  ...TRACKS.map((t) => ({ kind: 'track' as const, id: t.id, label: normalisedTrackLabel(t.name, areaOf(t.area).name) })),
];

function hit(gram: string, row: (typeof LABELS)[number]): NameHit {
  if (row.kind === 'area') {
    const a = areaOf(row.id);
    return {
      gram,
      kind: 'area',
      id: a.id,
      label: row.label,
      name: a.name,
      level: a.level,
      segment: a.segment,
      track_segment: null,
      area_name: null,
      lat: null,
      lng: null,
      indoors: null,
      length: null,
      surface: null,
      trackLabel: null,
    };
  }
  const t = TRACKS.find((x) => x.id === row.id)!;
  const area = areaOf(t.area);
  return {
    gram,
    kind: 'track',
    id: t.id,
    label: row.label,
    name: t.name,
    level: null,
    segment: area.segment,
    track_segment: `track-${t.id}`,
    area_name: area.name,
    lat: t.lat,
    lng: t.lng,
    indoors: false,
    length: 400,
    surface: 'synthetic',
    // Every track here has a name of its own: no label row, no town (db/track-labels.ts labelOf).
    trackLabel: null,
  };
}

/** Names of the areas in other languages (search_other_names). */
const OTHER_NAMES: { name: string; id: number }[] = [
  { name: 'bresil', id: 1 },
  { name: 'ミナスシェライス州', id: 8 },
  { name: 'フラシリア', id: 10 },
  { name: 'ريو دي جانيرو', id: 6 },
  { name: 'ريو دي جانيرو', id: 11 },
];
/** Every word of a label: the words search_word_slips knows. */
const KNOWN_WORDS = new Set(LABELS.flatMap((row) => row.label.split(' ')));

const areaById = async (id: number) => {
  const a = AREAS.find((x) => x.id === id);
  return a ? { id: a.id, name: a.name, url_segment: a.segment, level: a.level } : null;
};

const gazetteer: Gazetteer = {
  areaById,
  areaBySegment: async (segment) => {
    const a = AREAS.find((x) => x.segment === segment);
    return a ? areaById(a.id) : null;
  },
  areasByOtherNames: async (names) =>
    [...new Set(OTHER_NAMES.filter((o) => names.includes(o.name)).map((o) => o.name))].map((name) => ({
      name,
      ids: OTHER_NAMES.filter((o) => o.name === name).map((o) => o.id),
    })),
  wordsOneSlipAway: async (words) =>
    new Map(words.filter((w) => w.length >= 4 && !KNOWN_WORDS.has(w)).map((w) => [w, [...KNOWN_WORDS].filter((k) => oneSlipApart(w, k))])),
  namesBeginning: async (grams) =>
    grams.flatMap((gram) => LABELS.filter((row) => row.label === gram || row.label.startsWith(`${gram} `)).map((row) => hit(gram, row))),
  namesStartingWith: async (letters) => LABELS.filter((row) => row.label.startsWith(letters)).map((row) => hit(letters, row)),
  tracksContaining: async (words, limit): Promise<TrackHit[]> =>
    LABELS.filter((row) => row.kind === 'track' && words.every((w) => row.label.includes(w)))
      .slice(0, limit)
      .map((row) => {
        const { gram: _gram, kind: _kind, label: _label, level: _level, ...h } = hit('', row);
        return { ...h, track_segment: h.track_segment!, lat: h.lat!, lng: h.lng! };
      }),
  // The recogniser never asks for these: the offline assistant does (its tests run on D1).
  didYouMean: async () => [],
  exampleNames: async () => null,
};

const intent = async (text: string, from: { lat: number; lng: number } | null = null) =>
  intentOf(await readSentence(gazetteer, text, { from }));

/** The intent's kind with the ids of what it names, for short expectations. */
function summary(found: Intent) {
  if ('track' in found) return { kind: found.kind, track: found.track.id };
  if ('area' in found) return { kind: found.kind, area: found.area.segment };
  if (found.kind === 'whichTrack') return { kind: found.kind, tracks: found.tracks.map((t) => t.id) };
  return found;
}

describe('recognising names against the data', () => {
  it.each([
    ['Tell me about the running track "Pista de corrida do Estádio Conillon" in Brazil.', { kind: 'details', track: 101 }],
    ['tell me about pista de corrida do estadio conillon', { kind: 'details', track: 101 }],
    ['What surface does Conillon have?', { kind: 'details', track: 101 }],
    ['Fale sobre a Pista de Atletismo em Volta Redonda', { kind: 'details', track: 102 }],
    ['Quais pistas de corrida existem perto de Natal?', { kind: 'inArea', area: 'brazil/rio-grande-do-norte/natal' }],
    ['tracks in natal, rio grande do norte', { kind: 'inArea', area: 'brazil/rio-grande-do-norte/natal' }],
    ['Resuma as pistas de Minas Gerais', { kind: 'summariseArea', area: 'brazil/minas-gerais' }],
    ['Estádio Natal: what surface?', { kind: 'details', track: 106 }],
  ])('%s', async (text, expected) => {
    expect(summary(await intent(text))).toEqual(expected);
  });

  it('asks which track when two match the name equally, and picks by the place or the position', async () => {
    expect(summary(await intent('Tell me about Pista de Atletismo'))).toEqual({ kind: 'whichTrack', tracks: [102, 103] });
    expect(summary(await intent('Tell me about Pista de Atletismo in Diamantina'))).toEqual({ kind: 'details', track: 103 });
    expect(summary(await intent('Tell me about Pista de Atletismo', { lat: -22.5, lng: -44.0 }))).toEqual({ kind: 'details', track: 102 });
    expect(summary(await intent('Tell me about Pista de Atletismo do Paranoá'))).toEqual({ kind: 'whichTrack', tracks: [104, 105] });
  });

  it('reads a common name and the words after it as one name given in part', async () => {
    expect(summary(await intent('Qual é o piso da Pista de Atletismo Prof. Ricardo Alves?'))).toEqual({ kind: 'details', track: 107 });
  });

  it('forgives one slip in a name, not in a short one', async () => {
    expect(summary(await intent('tracks in Diamantna'))).toEqual({ kind: 'inArea', area: 'brazil/minas-gerais/diamantina' });
    expect(summary(await intent('tell me about Estadio Natl'))).toEqual({ kind: 'details', track: 106 });
    expect(summary(await intent('tracks in Nata'))).toEqual({ kind: 'unknownPlace', name: 'Nata' });
  });

  it('does not take the common words of a list request for a track name', async () => {
    expect(summary(await intent('Quais pistas de atletismo existem em Diamantina?'))).toEqual({
      kind: 'inArea',
      area: 'brazil/minas-gerais/diamantina',
    });
  });
});

describe('recognising what is asked', () => {
  it('reads a report of wrong data with the track named anywhere', async () => {
    const found = await intent(
      'The surface of Pista de corrida do Estádio Conillon in Brazil is wrong: it is grass now. Please report it.',
    );
    expect(found).toMatchObject({ kind: 'badInfo', track: { id: 101 } });
    expect((found as { description: string }).description).toContain('it is grass now');
  });

  it.each([
    ['Please post a comment on Estádio Natal: the gate opens at 6', 'the gate opens at 6'],
    ['Comment on "Estádio Natal" saying great new lanes', 'great new lanes'],
    ['Deixe um comentário sobre a pista Estádio Natal: pista reformada', 'pista reformada'],
    ['Post "lights are broken" as a comment on Estádio Natal', 'lights are broken'],
  ])('takes the comment out of %s', async (text, comment) => {
    expect(await intent(text)).toMatchObject({ kind: 'comment', track: { id: 106 }, comment });
  });

  it.each([
    ['Report a bug: the map stays grey', { kind: 'bug', description: 'the map stays grey' }],
    ['o mapa nao carrega no meu celular', { kind: 'bug', description: 'o mapa nao carrega no meu celular' }],
    ['Feature request: dark mode', { kind: 'feature', description: 'dark mode' }],
    ['Seria ótimo poder filtrar por superfície', { kind: 'feature', description: 'Seria ótimo poder filtrar por superfície' }],
    ['Find tracks near me', { kind: 'nearMe' }],
    ['pistas perto de mim', { kind: 'nearMe' }],
    ['Summarize track information in my area', { kind: 'summariseMine' }],
    ['-22.9, -43.2', { kind: 'nearPoint', point: { lat: -22.9, lng: -43.2 } }],
    ['tracks in Atlantis Nowhere', { kind: 'unknownPlace', name: 'Atlantis Nowhere' }],
    ['Tell me about Zanzibar Arena', { kind: 'unknownTrack', name: 'Zanzibar Arena' }],
    ['What is the meaning of life?', { kind: 'unknown' }],
  ])('%s', async (text, expected) => {
    expect(await intent(text)).toEqual(expected);
  });
});

describe('recognising questions about opening hours and fees (issue 14)', () => {
  it.each([
    ['Which tracks near me are open now?', { kind: 'nearMe', filters: { openNow: true } }],
    ['free tracks near me', { kind: 'nearMe', filters: { free: true } }],
    ['pistas gratuitas perto de mim abertas agora', { kind: 'nearMe', filters: { openNow: true, free: true } }],
    ['我附近现在开放的跑道', { kind: 'nearMe', filters: { openNow: true } }],
    ['Find tracks near me', { kind: 'nearMe' }],
    ['Which tracks are open now?', { kind: 'nearMe', filters: { openNow: true } }],
    ['今開いているトラックを教えてください', { kind: 'nearMe', filters: { openNow: true } }],
  ])('a list near the user narrowed: %s', async (text, expected) => {
    expect(await intent(text)).toEqual(expected);
  });

  it.each([
    ['open now in Natal', { openNow: true }],
    ['pistas gratuitas em Natal', { free: true }],
    ['Natal の無料のトラック', { free: true }],
    ['المضامير المفتوحة الآن في Natal', { openNow: true }],
  ])('a list in a named place narrowed: %s', async (text, filters) => {
    expect(await intent(text)).toEqual({
      kind: 'inArea',
      area: expect.objectContaining({ segment: 'brazil/rio-grande-do-norte/natal' }),
      filters,
    });
  });

  it.each([
    ['Is Estádio Natal free?', ['fee']],
    ['How much does Estádio Natal cost?', ['fee']],
    ['When does Estádio Natal open?', ['hours']],
    ['Is Estádio Natal open now?', ['hours']],
    ['Estádio Natal: opening hours and price?', ['hours', 'fee']],
    ['Quanto custa o Estádio Natal e qual o horário?', ['fee', 'hours']],
    ['¿A qué hora abre Estádio Natal?', ['hours']],
    ['Wann öffnet Estádio Natal?', ['hours']],
    ['Är Estádio Natal gratis?', ['fee']],
    // "maintenant", "现在是", "今は" and "الآن" alone say that something has changed; inside "open now" they do not.
    ['Estádio Natal est-il ouvert maintenant ?', ['hours']],
    ['Estádio Natal 现在是否开放？', ['hours']],
    ['Estádio Natal は今は開いていますか？', ['hours']],
    ['هل Estádio Natal مفتوح الآن؟', ['hours']],
    ['Estádio Natal 免费吗？', ['fee']],
    ['Estádio Natal の料金は？', ['fee']],
    ['هل Estádio Natal مجاني؟', ['fee']],
  ])('one track asked about: %s', async (text, asks) => {
    expect(await intent(text)).toMatchObject({ kind: 'details', track: { id: 106 }, asks });
  });

  it('takes a common name for a track when asked what it costs, and still hears corrections and comments', async () => {
    expect(await intent('Is Pista de Atletismo in Volta Redonda free?')).toMatchObject({
      kind: 'details',
      track: { id: 102 },
      asks: ['fee'],
    });
    expect(await intent('Les informations sur Estádio Natal sont fausses : elle est en herbe maintenant')).toMatchObject({
      kind: 'badInfo',
      track: { id: 106 },
    });
    expect(await intent('Comment on Estádio Natal: open now until 9 pm, free entry')).toMatchObject({
      kind: 'comment',
      comment: 'open now until 9 pm, free entry',
    });
    expect(await intent('Tell me about Estádio Natal')).not.toHaveProperty('asks');
    expect(await intent('Is Zanzibar Arena open now?')).toEqual({ kind: 'unknownTrack', name: 'Zanzibar Arena' });
  });
});

describe('names said the way people type them', () => {
  it('corrects a slip in a name given in part, and in the words that end a longer name', async () => {
    expect(summary(await intent('Qual é o piso da Pista de Atletismo Prof. Ricardo Alvez?'))).toEqual({ kind: 'details', track: 107 });
    expect(summary(await intent('is Pista de Cooper Antonio Daud lit at nite'))).toEqual({ kind: 'details', track: 109 });
    expect(summary(await intent('is Pista de Cooper lit at night'))).toEqual({ kind: 'details', track: 108 });
    expect(summary(await intent('a pista do estadio conilon tem iluminação?'))).toEqual({ kind: 'details', track: 101 });
    expect(summary(await intent('how many lanes at Complexo Esportivo dos Santtos?'))).toEqual({ kind: 'details', track: 111 });
    expect(summary(await intent('how many lanes at Complexo Esportivo?'))).toEqual({ kind: 'details', track: 110 });
  });

  it('finds a name given in part whose first or last word is not the name’s', async () => {
    expect(summary(await intent('What surface does Ricardo Alves Albuquerque have?'))).toEqual({ kind: 'details', track: 107 });
    expect(summary(await intent('What surface does Zanzibar Alves Arena have?'))).toEqual({
      kind: 'unknownTrack',
      name: 'Zanzibar Alves Arena',
    });
  });

  it('reads a state or a city by the kind word beside its name', async () => {
    expect(summary(await intent('pistas no estado do Rio de Janeiro'))).toEqual({ kind: 'inArea', area: 'brazil/rio-de-janeiro' });
    expect(summary(await intent('Welche Bahnen gibt es im Bundesstaat Rio de Janeiro?'))).toEqual({
      kind: 'inArea',
      area: 'brazil/rio-de-janeiro',
    });
    expect(summary(await intent('Rio de Janeiro州のトラック'))).toEqual({ kind: 'inArea', area: 'brazil/rio-de-janeiro' });
    expect(summary(await intent("pistes dans l'État de Rio de Janeiro"))).toEqual({ kind: 'inArea', area: 'brazil/rio-de-janeiro' });
    expect(summary(await intent('pistas no Rio de Janeiro'))).toEqual({ kind: 'inArea', area: 'brazil/rio-de-janeiro/rio-de-janeiro' });
  });

  it('reads a city named with the state it lies in, in either order', async () => {
    expect(summary(await intent('tracks in Diamantina, Minas Gerais'))).toEqual({ kind: 'inArea', area: 'brazil/minas-gerais/diamantina' });
    expect(summary(await intent('Minas Gerais州のDiamantinaにあるトラック'))).toEqual({
      kind: 'inArea',
      area: 'brazil/minas-gerais/diamantina',
    });
  });

  it('finds a place named in the sentence’s own language, katakana too', async () => {
    expect(summary(await intent('Fais-moi un résumé des pistes du Brésil'))).toEqual({ kind: 'summariseArea', area: 'brazil' });
    expect(summary(await intent('ブラジリアで走れるトラックはありますか？'))).toEqual({
      kind: 'inArea',
      area: 'brazil/distrito-federal/brasilia',
    });
    expect(summary(await intent('ミナスジェライス州のトラックを教えて'))).toEqual({ kind: 'inArea', area: 'brazil/minas-gerais' });
    // A name a state and its city share: the kind said beside it, else the city.
    expect(summary(await intent('مضامير في ولاية ريو دي جانيرو'))).toEqual({ kind: 'inArea', area: 'brazil/rio-de-janeiro' });
    expect(summary(await intent('مضامير في ريو دي جانيرو'))).toEqual({ kind: 'inArea', area: 'brazil/rio-de-janeiro/rio-de-janeiro' });
  });

  it('takes the common name of a track in the place named before it, whatever words follow', async () => {
    expect(await intent("Volta Redonda's Pista de Atletismo is listed as asphalt, please correct it")).toMatchObject({
      kind: 'badInfo',
      track: { id: 102 },
    });
  });

  it('reads a bug report or a request whose first words name a place', async () => {
    expect(await intent('Natal não abre no mapa, só dá erro')).toMatchObject({ kind: 'bug' });
    expect(await intent('Diamantina sale vacía en el mapa')).toMatchObject({ kind: 'bug' });
    expect(await intent('Skulle ni kunna lägga till mörkt läge?')).toMatchObject({ kind: 'feature' });
    expect(await intent('Natal: skulle ni kunna lägga till fler banor?')).toMatchObject({ kind: 'feature' });
  });

  it('leaves the question mark of a polite request out of the comment', async () => {
    expect(await intent('Você poderia deixar um comentário no Estádio Natal dizendo que o portão abre às 6h?')).toMatchObject({
      kind: 'comment',
      track: { id: 106 },
      comment: 'o portão abre às 6h',
    });
    expect(await intent('Comment on Estádio Natal: is the gate open at 6?')).toMatchObject({ comment: 'is the gate open at 6?' });
  });
});
