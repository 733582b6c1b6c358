import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ADMIN_GEO_PATH } from './admin-geo';
import { AREA_NAMES_PATH, decodeAreaNames, loadAreaNames, otherAreaNames, type AreaNamesFile } from './area-names';
import { normaliseSearchText } from '../../src-shared/search-normalise';

const stored = JSON.parse(gunzipSync(readFileSync(AREA_NAMES_PATH)).toString('utf8')) as AreaNamesFile;

describe('otherAreaNames (data/geo/area-names.json.gz)', () => {
  it('knows a town by its segment: Edinburgh in Portuguese, Spanish, French, Japanese, Chinese, Arabic', () => {
    const names = otherAreaNames({ segment: 'united-kingdom/scotland/edinburgh', name: 'Edinburgh' });
    expect(names).toEqual(expect.arrayContaining(['Edimburgo', 'Édimbourg', 'エディンバラ', '爱丁堡', 'إدنبرة']));
  });

  it('knows the UK nations (CLDR) and first-level regions (Natural Earth)', () => {
    expect(otherAreaNames({ segment: 'united-kingdom/scotland', name: 'Scotland' })).toEqual(
      expect.arrayContaining(['Escócia', 'Escocia', 'Schottland', 'Écosse', 'Skottland', 'スコットランド', '苏格兰', 'اسكتلندا']),
    );
    expect(otherAreaNames({ segment: 'brazil/sao-paulo', name: 'São Paulo' })).toEqual(
      expect.arrayContaining(['Estado de São Paulo', 'サンパウロ州', '圣保罗州', 'ساو باولو']),
    );
    expect(otherAreaNames({ segment: 'germany/bayern' })).toEqual(
      expect.arrayContaining(['Bavaria', 'Baviera', 'Bavière', 'バイエルン自由州']),
    );
  });

  it('knows countries in all nine languages (i18n-iso-countries)', () => {
    expect(otherAreaNames({ segment: 'brazil', name: 'Brazil' })).toEqual(
      expect.arrayContaining(['Brasil', 'Brasilien', 'Brésil', 'ブラジル', '巴西', 'البرازيل']),
    );
    expect(otherAreaNames({ segment: 'united-kingdom', name: 'United Kingdom' })).toEqual(
      expect.arrayContaining(['Reino Unido', 'Royaume-Uni', 'Vereinigtes Königreich', 'Storbritannien', 'イギリス', '英国']),
    );
  });

  it('gives a big city its exonyms and a town in Japan or China its local script (GeoNames)', () => {
    expect(otherAreaNames({ segment: 'germany/bayern/munich', name: 'Munich' })).toEqual(
      expect.arrayContaining(['München', 'Munique', 'ミュンヘン']),
    );
    expect(otherAreaNames({ segment: 'japan/aichi/anjo', name: 'Anjō' })).toEqual(expect.arrayContaining(['安城', '安城市']));
    expect(otherAreaNames({ segment: 'brazil/sao-paulo/campinas', name: 'Campinas' })).toEqual(
      expect.arrayContaining(['カンピーナス', 'كامبيناس']),
    );
  });

  it('answers [] for an area it does not know, and never the area own name', () => {
    expect(otherAreaNames({ segment: 'atlantis/nowhere' })).toEqual([]);
    expect(otherAreaNames({ segment: '' })).toEqual([]);
    // An area renamed on the site: a stored other name equal to its name (as search compares) is left out.
    expect(otherAreaNames({ segment: 'brazil', name: 'brasil' })).not.toContain('Brasil');
    expect(otherAreaNames({ segment: 'brazil', name: 'Brazil' })).toContain('Brasil');
  });

  it('returns a new array each call', () => {
    const first = otherAreaNames({ segment: 'brazil' });
    first.push('changed');
    expect(otherAreaNames({ segment: 'brazil' })).not.toContain('changed');
  });

  it('decodes a file of its own', () => {
    const names = decodeAreaNames({ attribution: '', adminAreasSha256: '', languages: [], names: { a: 'X|Y' }, display: {} });
    expect(otherAreaNames({ segment: 'a' }, names)).toEqual(['X', 'Y']);
    expect(otherAreaNames({ segment: 'a', name: 'x' }, names)).toEqual(['Y']);
    expect(otherAreaNames({ segment: 'b' }, names)).toEqual([]);
  });
});

describe('data/geo/area-names.json.gz', () => {
  it('was built from the committed admin-areas.json.gz (else run scripts/build-area-names.ts again)', () => {
    expect(stored.adminAreasSha256).toBe(createHash('sha256').update(readFileSync(ADMIN_GEO_PATH)).digest('hex'));
  });

  it('stays small, and its names are distinct from each other and from nothing', () => {
    // About 310 kB of names to search by and 150 kB of names to show by language (issue 39).
    expect(readFileSync(AREA_NAMES_PATH).length).toBeLessThan(500_000);
    const faulty = [...loadAreaNames()]
      .filter(
        ([, names]) => names.length === 0 || new Set(names).size !== names.length || names.some((name) => normaliseSearchText(name) === ''),
      )
      .map(([segment]) => segment);
    expect(faulty).toEqual([]);
  });
});
