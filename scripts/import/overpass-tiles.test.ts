import { describe, expect, it } from 'vitest';
import { loadAdminGeo } from './admin-geo';
import { boxText } from './overpass-query';
import { countryBoxes, landTiles, parseBbox, quarters, tilesOf, WORLD } from './overpass-tiles';

const geo = loadAdminGeo();

describe('parseBbox', () => {
  it('reads south,west,north,east', () => {
    expect(parseBbox('50.5, -8, 61,2')).toEqual([{ south: 50.5, west: -8, north: 61, east: 2 }]);
  });

  it('splits a box across the antimeridian (west edge east of the east edge) in two', () => {
    expect(parseBbox('-20,177,-15,-178')).toEqual([
      { south: -20, west: 177, north: -15, east: 180 },
      { south: -20, west: -180, north: -15, east: -178 },
    ]);
  });

  it.each(['50,-8,61', '61,-8,50,2', '50,-8,61,2,3', '50,x,61,2', '-91,0,0,1', '0,-181,1,0', '0,5,1,5'])('refuses %s', (text) => {
    expect(() => parseBbox(text)).toThrow('--bbox takes south,west,north,east');
  });
});

describe('countryBoxes', () => {
  it('is the box around the outlines of the country, rounded outwards', () => {
    expect(countryBoxes(geo, 'GB')).toEqual([{ south: 49.91, west: -8.63, north: 60.85, east: 1.78 }]);
  });

  it.each([
    // Chukotka reaches past 180° into the western hemisphere.
    ['RU', 19.61, -168.99],
    ['FJ', 174.58, -178.21],
    // The Aleutians reach into the eastern hemisphere; the rest of the country lies west of 180°.
    ['US', 172.47, -66.97],
  ])('covers %s on both sides of the antimeridian with two boxes that meet at ±180°', (code, west, east) => {
    const boxes = countryBoxes(geo, code);
    expect(boxes).toHaveLength(2);
    expect(boxes.map((b) => [b.west, b.east])).toEqual([
      [west, 180],
      [-180, east],
    ]);
  });

  it('refuses a code the geography does not know', () => {
    expect(() => countryBoxes(geo, 'XX')).toThrow('XX is not a country of the geography');
  });
});

describe('tilesOf', () => {
  it('cuts boxes along a grid anchored at 0°, so a place always falls in the same tile', () => {
    expect(tilesOf([{ south: 49.91, west: -8.63, north: 55, east: 1.78 }], 5).map(boxText)).toEqual([
      '49.91,-8.63,50,-5',
      '49.91,-5,50,0',
      '49.91,0,50,1.78',
      '50,-8.63,55,-5',
      '50,-5,55,0',
      '50,0,55,1.78',
    ]);
  });

  it('keeps both sides of the antimeridian', () => {
    const tiles = tilesOf(countryBoxes(geo, 'FJ'), 5).map(boxText);
    expect(tiles).toContain('-20,175,-15,180');
    expect(tiles).toContain('-20,-180,-15,-178.21');
  });
});

describe('landTiles', () => {
  it("keeps the country's tiles and drops open sea and neighbours' land", () => {
    const tiles = landTiles(geo, tilesOf(countryBoxes(geo, 'GB'), 5), 5, 'GB').map(boxText);
    expect(tiles).toContain('50,-5,55,0');
    expect(tiles).toContain('55,-8.63,60,-5');
    // 49.91–50°N, 0–1.78°E: the Channel and a strip of France.
    expect(tiles).not.toContain('49.91,0,50,1.78');
  });

  it("keeps Fiji's tiles on both sides of ±180°", () => {
    const tiles = landTiles(geo, tilesOf(countryBoxes(geo, 'FJ'), 5), 5, 'FJ').map(boxText);
    expect(tiles).toContain('-20,175,-15,180');
    expect(tiles).toContain('-20,-180,-15,-178.21');
  });

  it("sends only tiles with land for the world: the South Pacific is skipped, a continent's interior kept", () => {
    const tiles = landTiles(geo, tilesOf([WORLD], 5), 5).map(boxText);
    expect(tiles).not.toContain('-45,-120,-40,-115');
    expect(tiles).toContain('-15,25,-10,30');
    expect(tiles).toContain('50,-5,55,0');
    expect(tiles.length).toBeLessThan(36 * 72 * 0.6);
  });
});

describe('quarters', () => {
  it('cuts a tile into four that cover it exactly', () => {
    expect(quarters({ south: 50, west: -5, north: 55, east: 0 }).map(boxText)).toEqual([
      '50,-5,52.5,-2.5',
      '50,-2.5,52.5,0',
      '52.5,-5,55,-2.5',
      '52.5,-2.5,55,0',
    ]);
  });

  it('cuts where the query can say it exactly, so quarters of an odd-sized tile still meet', () => {
    const [southWest, , , northEast] = quarters({ south: 50.54625, west: 0, north: 50.9, east: 0.00005 });
    expect([southWest!.north, northEast!.south]).toEqual([50.7231, 50.7231]);
    expect([southWest!.east, northEast!.west]).toEqual([0, 0]);
  });
});
