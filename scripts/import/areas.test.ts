import { describe, expect, it } from 'vitest';
import { loadAdminGeo } from './admin-geo';
import { adminGeography } from './areas';

const geo = loadAdminGeo();
const geography = adminGeography(geo);
const pathAt = (lat: number, lng: number) =>
  geography
    .locate(lat, lng)
    .map((a) => a.segment)
    .pop() ?? null;

describe('area assignment', () => {
  it.each([
    ['São Paulo', -23.5874, -46.6576, 'brazil/sao-paulo/sao-paulo'],
    ['Campinas', -22.9056, -47.0608, 'brazil/sao-paulo/campinas'],
    ['Paris', 48.8566, 2.3522, 'france/paris/paris'],
    ['Malmö', 55.605, 13.0038, 'sweden/skane/malmoe'],
    ['New York', 40.7128, -74.006, 'united-states/new-york/new-york-city'],
    ['Strasbourg, on the French bank of the Rhine', 48.5734, 7.7521, 'france/bas-rhin/strasbourg'],
    ['Kehl, on the German bank', 48.5728, 7.8156, 'germany/baden-wuerttemberg/kehl'],
    ['Tijuana, south of the US border', 32.5149, -117.0382, 'mexico/baja-california/tijuana'],
  ])('%s', (_, lat, lng, path) => {
    expect(pathAt(lat, lng)).toBe(path);
  });

  it('gives names in English with full ASCII paths, country first', () => {
    expect(geography.locate(-22.9056, -47.0608).map((a) => [a.level, a.name, a.segment])).toEqual([
      [0, 'Brazil', 'brazil'],
      [1, 'São Paulo', 'brazil/sao-paulo'],
      [2, 'Campinas', 'brazil/sao-paulo/campinas'],
    ]);
  });

  it('places UK tracks under their nation, then the town, or the council area far from towns', () => {
    expect(geography.locate(55.9533, -3.1883).map((a) => [a.level, a.name, a.segment])).toEqual([
      [0, 'United Kingdom', 'united-kingdom'],
      [1, 'Scotland', 'united-kingdom/scotland'],
      [2, 'Edinburgh', 'united-kingdom/scotland/edinburgh'],
    ]);
    expect(pathAt(51.5074, -0.1278)).toBe('united-kingdom/england/london');
    // The north-west Highlands, over 25 km from any town of 1,000 people.
    expect(geography.locate(57.5, -5.0).map((a) => [a.level, a.name])).toEqual([
      [0, 'United Kingdom'],
      [1, 'Scotland'],
      [2, 'Highland'],
    ]);
    expect(geography.describe('united-kingdom/scotland/highland')?.parent).toBe('united-kingdom/scotland');
    expect(geography.describe('united-kingdom/scotland')?.name).toBe('Scotland');
  });

  it('describes a stored area exactly as locating a track made it, so a re-import rewrites nothing', () => {
    for (const [lat, lng] of [
      [57.5, -5.0],
      [55.9533, -3.1883],
      [57.1638, -2.0957],
      [-22.9056, -47.0608],
    ] as const) {
      const located = adminGeography(geo).locate(lat, lng);
      const fresh = adminGeography(geo);
      for (const area of located) expect(fresh.describe(area.segment)).toEqual(area);
    }
  });

  it('stops at the region when no town is within 25 km', () => {
    // The Amazon rainforest, far from any town of 1,000 people.
    expect(geography.locate(-4.5, -65.5).map((a) => a.level)).toEqual([0, 1]);
  });

  it('finds no country at sea', () => {
    expect(geography.locate(0, -30)).toEqual([]);
    expect(geography.locate(-40, -100)).toEqual([]);
  });

  it('has unique url segments for every country, region and town', () => {
    const paths = new Set<string>();
    const malformed: string[] = [];
    let count = 0;
    // One expectation for the world's tens of thousands of paths, not one each (which took 5 s).
    for (const region of geo.regions) {
      for (const path of [
        `${region.country.segment}/${region.segment}`,
        ...region.cities.map((c) => `${region.country.segment}/${region.segment}/${c.segment}`),
      ]) {
        paths.add(path);
        count++;
        if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path)) malformed.push(path);
      }
    }
    expect(malformed).toEqual([]);
    expect(paths.size).toBe(count);
    expect(new Set(geo.regions.map((r) => r.country.segment)).size).toBe(new Set(geo.regions.map((r) => r.country.code)).size);
  });

  it('describes an area from its path alone', () => {
    expect(geography.describe('sweden/skane/malmoe')).toMatchObject({ name: 'Malmö', level: 2, parent: 'sweden/skane' });
    expect(geography.describe('nowhere/at-all')).toBeUndefined();
  });
});

describe('placing a track (issue 36)', () => {
  const placed = (lat: number, lng: number, names?: string[]) => {
    const { chain, by, name } = geography.place(lat, lng, names);
    return { area: chain.at(-1)?.segment ?? null, by, name };
  };
  // Register rows, as their lat/lng columns give them.
  const SAUGHTON = [55.935087, -3.25245] as const;
  const KILSYTH_ACADEMY = [55.980465, -4.069193] as const;
  const WESTRAY = [59.318232, -2.99289] as const;
  // The University of São Paulo's track (OSM relation 6289001), inside the city of São Paulo, 8.2 km from Osasco’s centre and 8.3 km from São Paulo’s.
  const USP = [-23.5598368, -46.7164766] as const;

  it('takes the town its source names, read as a person reads it, with the words that named it', () => {
    expect(placed(...SAUGHTON, ['EDINBURGH', 'City of Edinburgh'])).toEqual({
      area: 'united-kingdom/scotland/edinburgh',
      by: 'source',
      name: 'EDINBURGH',
    });
    // A register files Kilsyth Academy (North Lanarkshire) under its post town, Glasgow, 17 km away.
    expect(placed(...KILSYTH_ACADEMY, ['Glasgow', 'North Lanarkshire'])).toMatchObject({
      area: 'united-kingdom/scotland/glasgow',
      by: 'source',
    });
    expect(placed(-23.5874, -46.6576, ['São Paulo'])).toMatchObject({ area: 'brazil/sao-paulo/sao-paulo', by: 'source' });
  });

  it('passes over a name it does not know or a namesake far away, to the next name, then to the estimate', () => {
    // Westray is no town of 1,000 people; its council area is Orkney.
    expect(placed(...WESTRAY, ['Westray', 'Orkney Islands'])).toEqual({
      area: 'united-kingdom/scotland/orkney',
      by: 'source',
      name: 'Orkney Islands',
    });
    // Aberdeen is 170 km from Edinburgh: not the town a track in Edinburgh is in.
    expect(placed(...SAUGHTON, ['Aberdeen'])).toMatchObject({ area: 'united-kingdom/scotland/edinburgh', by: 'estimate', name: null });
    // Another state's town is not this track's, whatever its name.
    expect(placed(...USP, ['Curitiba'])).toMatchObject({ by: 'estimate' });
  });

  it('estimates the town that draws a track most, by distance and size, where the source names none', () => {
    // Saughton, in Edinburgh, is nearer Colinton’s centre (3.1 km) than Edinburgh’s (4.0 km).
    expect(placed(...SAUGHTON)).toEqual({ area: 'united-kingdom/scotland/edinburgh', by: 'estimate', name: null });
    expect(placed(...USP)).toMatchObject({ area: 'brazil/sao-paulo/sao-paulo', by: 'estimate' });
    // Old Machar Academy, in Aberdeen, nearer Dyce's centre.
    expect(placed(57.193121, -2.125193).area).toBe('united-kingdom/scotland/aberdeen');
    // A track in a town's own core stays there: the Aída dos Santos complex, 3.2 km from Niterói's centre, 5.3 km from Rio's across the bay.
    expect(placed(-22.8973709, -43.1314556).area).toBe('brazil/rio-de-janeiro/niteroi');
    // A small town keeps the tracks in it: Monifieth is 9 km from Dundee.
    expect(placed(56.4818, -2.8185).area).toBe('united-kingdom/scotland/monifieth');
    expect(placed(57.5, -5.0)).toEqual({ area: 'united-kingdom/scotland/highland', by: 'region', name: null });
    expect(placed(0, -30)).toEqual({ area: null, by: 'none', name: null });
  });

  it('is the nearest town with an exponent of 0 (how tracks were placed before)', () => {
    const nearest = adminGeography(geo, { exponent: 0, floor: 1_000, core: 0 });
    expect(nearest.locate(...SAUGHTON).at(-1)?.segment).toBe('united-kingdom/scotland/colinton');
    expect(nearest.locate(...USP).at(-1)?.segment).toBe('brazil/sao-paulo/osasco');
  });
});
