// The map, search, coverage, calculator and developers texts in every language (issue 24): the
// catalogue groups mapAndTools and tools checked as catalogues.test.ts checks a whole catalogue (every key,
// every placeholder and link marker, every plural form the language has), its plurals said for
// 0, 1, 2, 5, 11 and 100, and the spec's quoted English texts word for word.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src-shared/languages';
import { enGroups } from '../../src-shared/catalogues/en';
import { createI18n, loadCatalogue } from './i18n';

/** Every [dotted key, text] of a part of a catalogue, plural forms under their own keys. */
const entries = (texts: object, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : entries(value as object, `${prefix}${key}.`),
  );

const english = new Map(entries({ ...enGroups.mapAndTools, ...enGroups.tools }));
const stemOf = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const pluralStems = [...new Set([...english.keys()].filter((key) => stemOf(key) !== key).map(stemOf))];
const stems = new Set([...english.keys()].map(stemOf));
/** The placeholders and link markers of a text, in order of their names. */
const markers = (text = '') => (text.match(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g) ?? []).sort();

/** Texts a language may write as English does: units, codes, and words it spells the same ("Distance", "Yards", "NO", "standard"). */
const SAME_AS_ENGLISH = new Set([
  '400 m',
  '440 yd',
  'km',
  'mile',
  'Yards',
  'Miles',
  'Start',
  'Per 100 m',
  'NO',
  'Suggestions',
  'latitude, longitude',
  ', ',
  '{{width}} cm',
  '{{width}} cm (standard)',
  'Distance ({{unit}})',
  '{{kind}}: ',
  '{{place}}, {{ahead}}',
]);

describe.each(LANGUAGES.filter((language) => language !== 'en').map((language) => [language]))(
  'the %s map and tools texts',
  (language: Language) => {
    it('have a text for every key, keeping every placeholder, link and plural form', async () => {
      const texts = new Map(entries(await loadCatalogue(language)));
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      // Each key a translator writes: a plain one, or a plural stem with each form the language has.
      const missing = [...stems].flatMap((stem) =>
        (pluralStems.includes(stem) ? categories.map((category) => [`${stem}_${category}`, `${stem}_other`]) : [[stem, stem]]).filter(
          ([key, source]) => !texts.get(key!)?.trim() || markers(texts.get(key!)).join() !== markers(english.get(source!)).join(),
        ),
      );
      const written = [...stems].filter((stem) => !missing.some(([key]) => stemOf(key!) === stem)).length;
      console.log(`${language}: ${written} of ${stems.size} map and tools texts (${Math.round((100 * written) / stems.size)} %)`);
      expect(missing.map(([key]) => key)).toEqual([]);
    });

    it('are their own words, not English left in place', async () => {
      const texts = new Map(entries(await loadCatalogue(language)));
      const leftInEnglish = [...english].filter(([key, text]) => texts.get(key) === text && !SAME_AS_ENGLISH.has(text)).map(([key]) => key);
      expect(leftInEnglish).toEqual([]);
    });

    it('say every count in its plural form for 0, 1, 2, 5, 11 and 100', async () => {
      const i18n = createI18n(language, await loadCatalogue(language));
      for (const count of [0, 1, 2, 5, 11, 100]) {
        const figure = `#${count}#`;
        for (const stem of pluralStems) {
          const text = i18n.t(`${stem}` as 'map.cluster', {
            count,
            tracks: figure,
            areas: figure,
            laps: figure,
            lanes: figure,
            total: figure,
            countries: figure,
            unplaced: figure,
            shown: '12',
          });
          expect(text, `${language} ${stem} ${count}`).toContain(figure);
        }
      }
    });
  },
);

describe('the English map and tools texts', () => {
  const { map, search } = enGroups.mapAndTools;
  const { calculator } = enGroups.tools;

  it("keep the spec's quoted texts word for word", () => {
    expect(map.loadingTracks).toBe('Loading tracks');
    expect(map.tooManyTracks_other).toBe('There are {{tracks}} tracks in this area, zoom in to show tracks.');
    expect(map.nothingHere).toBe('Nothing here, is a track missing? You can add it by clicking it on the map.');
    expect(map.newTrack).toMatchObject({ marker: 'New track', question: 'Would you like to add a track here?', yes: 'YES', no: 'NO' });
    expect(map.talkToAi).toBe('Talk to our AI');
    expect(map.coordinates.invalid).toBe('Please enter a set of valid coordinates. Ex: 40.730610, -73.935242');
    expect(map.locationFailed).toBe('Unable to get your location.');
    expect(map.marker).toEqual({ comments: 'comments: {{comments}}', likes: 'likes: {{likes}}' });
    expect(search.kind).toEqual({ area: 'Area', track: 'Track' });
    expect(search.moreResults_other).toBe('Showing {{shown}} out of {{total}} results.');
    expect(search.loadingArea).toBe('Loading area');
    expect(search.httpError).toBe('HTTP error! status: {{status}}');
    expect(calculator.presets).toMatchObject({ tenK: '40 min 10k', mile: '5 min mile' });
    expect(calculator.formula.spec).toBe('Lane n is the track length plus 2π × (n − 1) × the lane width. A mile is 1609.344 m.');
  });
});
