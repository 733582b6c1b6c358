import type { Database } from 'sql.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { areaDisplayNameStatements, STORED_AREA_DISPLAY_NAMES_QUERY, type StoredAreaDisplayName } from './area-display-names';
import type { DisplayNames } from '../../src-shared/api-types';
import { areaDisplayNames } from './area-names';
import { apply, createDatabase, rows } from './test-support/sqlite';

describe('the names areas are shown by in other languages', () => {
  let db: Database;
  const stored = () => rows(db, STORED_AREA_DISPLAY_NAMES_QUERY) as unknown as StoredAreaDisplayName[];
  const shown = () => rows(db, 'SELECT area_id, language, name FROM area_display_names ORDER BY area_id, language');
  const file: Record<string, DisplayNames> = { brazil: { sv: 'Brasilien', pt: 'Brasil' }, 'brazil/parana': { ja: 'パラナ州' } };

  beforeEach(async () => {
    db = await createDatabase();
    db.exec(`INSERT INTO areas (id, level, name, url_segment) VALUES (1, 0, 'Brazil', 'brazil'), (2, 1, 'Paraná', 'brazil/parana');`);
  });

  it('stores what the file gives, for areas already there and one the same import adds', () => {
    apply(db, [
      "INSERT INTO areas (id, level, name, url_segment) VALUES (3, 0, 'United Kingdom', 'united-kingdom');",
      ...areaDisplayNameStatements(['brazil', 'brazil/parana', 'united-kingdom'], stored(), (s) =>
        s === 'united-kingdom' ? { pt: 'Reino Unido' } : { ...file[s] },
      ),
    ]);
    expect(shown()).toEqual([
      { area_id: 1, language: 'pt', name: 'Brasil' },
      { area_id: 1, language: 'sv', name: 'Brasilien' },
      { area_id: 2, language: 'ja', name: 'パラナ州' },
      { area_id: 3, language: 'pt', name: 'Reino Unido' },
    ]);
  });

  it('writes nothing when the file says the same, and replaces only the areas whose names changed', () => {
    apply(
      db,
      areaDisplayNameStatements(['brazil', 'brazil/parana'], stored(), (s) => ({ ...file[s] })),
    );
    expect(areaDisplayNameStatements(['brazil', 'brazil/parana', 'brazil'], stored(), (s) => ({ ...file[s] }))).toEqual([]);
    const changed = areaDisplayNameStatements(['brazil', 'brazil/parana'], stored(), (s) =>
      s === 'brazil' ? { de: 'Brasilien' } : { ...file[s] },
    );
    expect(changed).toHaveLength(2);
    apply(db, changed);
    expect(shown()).toEqual([
      { area_id: 1, language: 'de', name: 'Brasilien' },
      { area_id: 2, language: 'ja', name: 'パラナ州' },
    ]);
  });

  it('takes them from the committed file: countries and nations in every language, regions only where the script differs', () => {
    expect(areaDisplayNames('brazil')).toMatchObject({ sv: 'Brasilien', pt: 'Brasil', ja: 'ブラジル' });
    expect(areaDisplayNames('brazil').en).toBeUndefined();
    expect(areaDisplayNames('united-kingdom/scotland')).toMatchObject({ sv: 'Skottland', pt: 'Escócia', fr: 'Écosse' });
    // Natural Earth's Latin names of regions are uneven ("Federal"): Latin-script pages keep the own name.
    expect(areaDisplayNames('brazil/distrito-federal')).not.toHaveProperty('pt');
    expect(areaDisplayNames('brazil/sao-paulo')).toMatchObject({ ja: 'サンパウロ州' });
    // Towns have none: GeoNames does not say which language a name is in.
    expect(areaDisplayNames('brazil/sao-paulo/campinas')).toEqual({});
  });
});
