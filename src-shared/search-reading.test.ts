import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelMatches, normaliseSearchText, searchWords } from './search-normalise';
import { holdsEveryWord, MAX_PLACE_WORDS, namesTellingWhy, readingCovers, readingMatches, readTerm, requiredWords } from './search-reading';

const read = (term: string) => readTerm(searchWords(term));
const place = (term: string) => read(term).place;

describe('reading a term around a place (issue 36)', () => {
  it('sets aside the words that say what is sought and where, in the nine languages', () => {
    const cases: [string, string[], string][] = [
      ['running track edinburgh', ['edinburgh'], 'edinburgh'],
      ['Athletics tracks in Glasgow', ['glasgow'], 'glasgow'],
      ['track and field near aberdeen', ['aberdeen'], 'aberdeen'],
      ['pista de atletismo São Paulo', ['sao', 'paulo'], 'sao paulo'],
      ['pistas no rio de janeiro', ['rio', 'janeiro'], 'rio de janeiro'],
      ['pista de corrida perto de curitiba', ['curitiba'], 'curitiba'],
      ['pista de atletismo en belo horizonte', ['belo', 'horizonte'], 'belo horizonte'],
      ['piste d’athlétisme près d’Édimbourg', ['edimbourg'], 'edimbourg'],
      ["pistes d'athletisme a glasgow", ['glasgow'], 'glasgow'],
      ['Laufbahn in der Nähe von Edinburgh', ['edinburgh'], 'edinburgh'],
      ['leichtathletik bahnen bei glasgow', ['glasgow'], 'glasgow'],
      ['löparbana i Göteborg', ['goteborg'], 'goteborg'],
      ['friidrottsbanor nära dundee', ['dundee'], 'dundee'],
      ['爱丁堡的跑道', ['爱丁堡'], '爱丁堡'],
      ['在圣保罗附近的田径场', ['圣保罗'], '圣保罗'],
      ['エディンバラの陸上競技場', [normaliseSearchText('エディンバラ')], normaliseSearchText('エディンバラ')],
      ['サンパウロ トラック', [normaliseSearchText('サンパウロ')], normaliseSearchText('サンパウロ')],
      ['مضمار في إدنبرة', [normaliseSearchText('إدنبرة')], normaliseSearchText('إدنبرة')],
      ['مضامير ألعاب القوى قرب ساو باولو', ['ساو', 'باولو'], 'ساو باولو'],
      ['laufstrecke edinburgh', ['edinburgh'], 'edinburgh'],
      ['friidrottsanläggning glasgow', ['glasgow'], 'glasgow'],
      ['best 400m track in dundee city', ['dundee'], 'dundee'],
      ['pistas de atletismo em joinville sc', ['joinville'], 'joinville'],
      ['pista de atletismo cidade de londrina', ['londrina'], 'londrina'],
      ['圣保罗市的跑道', ['圣保罗'], '圣保罗'],
      ['格拉斯哥附近有跑道吗？', ['格拉斯哥'], '格拉斯哥'],
    ];
    for (const [term, words, placeTerm] of cases) expect(place(term), term).toEqual({ words, term: placeTerm });
  });

  it('reads nothing else for a term of only such words, so "track" does not list every track', () => {
    for (const term of [
      'track',
      'running tracks',
      'pista de atletismo',
      'pistas',
      'tracks near me',
      'bana',
      '跑道',
      '陸上競技場',
      'مضمار',
      'stadium',
    ]) {
      expect(place(term), term).toBeNull();
      expect(read(term).soughtOnly, term).toBe(true);
    }
    expect(read('perto de').soughtOnly).toBe(false);
    expect(read('edinburgh').soughtOnly).toBe(false);
  });

  it('reads nothing else for a term that sets nothing aside', () => {
    for (const term of ['sao paulo', 'edinburgh', 'meadowbank sports centre', '爱丁堡', 'はこだて', 'united states', 'station park'])
      expect(place(term), term).toBeNull();
  });

  it('sets aside words often part of a name only as typed; the others with one slip, or half typed at the end', () => {
    expect(place('grangemouth stadium')?.words).toEqual(['grangemouth']);
    expect(place('estadio do ibirapuera')?.words).toEqual(['ibirapuera']);
    expect(place('grangemouth stadion')?.words).toEqual(['grangemouth']);
    expect(place('grangemouth station')).toBeNull();
    expect(place('runing track edinbrugh')?.words).toEqual(['edinbrugh']);
    expect(place('pista de atletsmo campinas')?.words).toEqual(['campinas']);
    expect(place('edinburgh trac')?.words).toEqual(['edinburgh']);
    expect(place('edinburgh tra')).toBeNull();
    // Only the last word is being typed.
    expect(place('trac edinburgh')).toBeNull();
  });

  it('keeps the small words between the words of a place in the place, not in what labels must hold', () => {
    expect(place('pistas em sao jose dos campos')).toEqual({ words: ['sao', 'jose', 'campos'], term: 'sao jose dos campos' });
    expect(place('rio de janeiro')).toEqual({ words: ['rio', 'janeiro'], term: 'rio de janeiro' });
    expect(place('meadowbank track edinburgh')).toEqual({ words: ['meadowbank', 'edinburgh'], term: 'meadowbank edinburgh' });
  });

  it('reads a place without the punctuation around its words', () => {
    expect(place('tracks in glasgow?')).toEqual({ words: ['glasgow'], term: 'glasgow' });
    expect(place('track & field (edinburgh)')).toEqual({ words: ['edinburgh'], term: 'edinburgh' });
    expect(place('st. andrews track')).toEqual({ words: ['st', 'andrews'], term: 'st andrews' });
    expect(place('bm&fbovespa')).toBeNull();
  });

  it('names what is sought with the place when small words are left out, for the order', () => {
    expect(read('pista de cooper em sao paulo').named).toEqual({
      words: ['pista', 'cooper', 'sao', 'paulo'],
      term: 'pista cooper sao paulo',
    });
    // Nothing between every word and the place.
    expect(read('running track edinburgh').named).toBeNull();
    expect(read('pistas no rio de janeiro').named).toEqual({ words: ['pistas', 'rio', 'janeiro'], term: 'pistas rio janeiro' });
    expect(read('perto de sao paulo').named).toBeNull();
  });

  it('reads a place from at most its first words', () => {
    const many = Array.from({ length: 40 }, (_, i) => `place${i}`).join(' ');
    expect(place(`track ${many}`)!.words).toHaveLength(MAX_PLACE_WORDS);
  });

  it('lists every label the rule matches: what a place requires is part of a word of the term', () => {
    const words = ['pista', 'de', 'atletismo', 'sao', 'paulo', "d'edimbourg", '爱丁堡跑道', 'no', 'track', 'a', 'trac', 'x'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }), fc.string(), (termWords, label) => {
        const reading = readTerm(termWords);
        for (const w of requiredWords(reading)) expect(termWords.some((t) => t.includes(w))).toBe(true);
        if (labelMatches(label, termWords)) {
          expect(readingMatches(label, reading)).toBe(true);
          expect(holdsEveryWord(label, reading)).toBe(true);
        }
      }),
    );
  });

  it('matches the labels that hold the place, and tells which hold every word', () => {
    const reading = read('pista de atletismo sao paulo');
    expect(readingMatches('sao paulo sao paulo', reading)).toBe(true);
    expect(holdsEveryWord('sao paulo sao paulo', reading)).toBe(false);
    expect(holdsEveryWord('pista de atletismo sao paulo', reading)).toBe(true);
    expect(readingMatches('campinas sao', reading)).toBe(false);
    expect(readingMatches('anything', readTerm([]))).toBe(false);
  });
});

describe('narrowing one reading to another on the device', () => {
  const covers = (wider: string, narrower: string) => readingCovers(read(wider), read(narrower));

  it('holds a longer term whose matches are all among the shorter one’s', () => {
    expect(covers('sao', 'sao paulo')).toBe(true);
    expect(covers('edinburgh', 'edinburgh running track')).toBe(true);
    expect(covers('edinburgh trac', 'edinburgh tracks')).toBe(true);
    expect(covers('pista de atletismo sao', 'pista de atletismo sao paulo')).toBe(true);
    expect(covers('pista', 'pista de')).toBe(true);
  });

  it('does not when the longer term names a place the shorter did not search', () => {
    expect(covers('pista', 'pista nova')).toBe(false);
    expect(covers('track', 'track e')).toBe(false);
    expect(covers('edinburgh tr', 'edinburgh track')).toBe(false);
    expect(covers('pista', 'pist')).toBe(false);
  });
});

describe('the other names that tell why an entry is offered', () => {
  it('gives those that start with the term or the place, then those that hold a word the label does not', () => {
    const label = 'estadio icaro de castro melo sao paulo';
    const names = ['estadio do ibirapuera', 'governo do estado de sao paulo', 'ibirapuera'];
    expect(namesTellingWhy(names, label, read('pista no ibirapuera'))).toEqual(['ibirapuera', 'estadio do ibirapuera']);
    expect(namesTellingWhy(names, label, read('ibirapuera sao paulo'))).toEqual(['ibirapuera', 'estadio do ibirapuera']);
    expect(namesTellingWhy(['brasil', 'brasilien'], 'brazil', read('brasili'))).toEqual(['brasilien']);
    // The label holds the word: only a name that starts with the term tells why.
    expect(namesTellingWhy(['quokkalandia'], 'quokkaland', read('quokka'))).toEqual(['quokkalandia']);
    expect(namesTellingWhy(['zona iii'], 'quokkaland', read('quokka'))).toEqual([]);
  });

  it('gives none unless the label and the names hold every word', () => {
    expect(namesTellingWhy(['ibirapuera'], 'estadio icaro de castro melo sao paulo', read('ibirapuera rio'))).toEqual([]);
  });
});
