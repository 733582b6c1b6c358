import { describe, expect, it } from 'vitest';
import { boxText, tileQuery } from './overpass-query';

const tile = { south: 50, west: -5, north: 55.00001, east: 0 };

describe('tileQuery', () => {
  it('asks for the tracks, their name-givers, the facilities around them and the named places they lie in or beside, inside the tile, with full geometry and each one’s last edit', () => {
    expect(tileQuery(tile)).toBe(
      [
        '[out:json][timeout:180];',
        'nwr["leisure"="track"]["sport"~"(^|;)(athletics|running)(;|$)"](50,-5,55,0)->.tracks;',
        'way(r.tracks)->.trackRings;',
        '(node.tracks; node(w.tracks); node(w.trackRings);)->.trackNodes;',
        '.trackNodes is_in->.around;',
        '(',
        '  .tracks;',
        '  nwr["leisure"~"^(stadium|sports_centre)$"]["sport"~"(^|;)(athletics|running)(;|$)"](50,-5,55,0);',
        '  way(pivot.around)["leisure"~"^(stadium|sports_centre)$"];',
        '  relation(pivot.around)["leisure"~"^(stadium|sports_centre)$"];',
        '  way(pivot.around)["name"]["amenity"~"^(school|college|university)$"];',
        '  relation(pivot.around)["name"]["amenity"~"^(school|college|university)$"];',
        '  way(pivot.around)["name"]["leisure"="park"];',
        '  relation(pivot.around)["name"]["leisure"="park"];',
        '  way(pivot.around)["name"]["club"];',
        '  relation(pivot.around)["name"]["club"];',
        '  nwr(around.tracks:150)["name"]["amenity"~"^(school|college|university)$"];',
        '  nwr(around.tracks:150)["name"]["leisure"="park"];',
        '  nwr(around.tracks:150)["name"]["club"];',
        ');',
        'out meta geom;',
      ].join('\n'),
    );
  });

  it("for a country, keeps to its boundary so a neighbour's tracks in the same tile stay out", () => {
    const query = tileQuery(tile, 'GB');
    expect(query).toContain('area["ISO3166-1"="GB"][admin_level=2]->.country;');
    expect(query).toContain('"(^|;)(athletics|running)(;|$)"](area.country)(50,-5,55,0);');
  });

  it('refuses anything but a two-letter code in the query text', () => {
    expect(() => tileQuery(tile, 'G"]')).toThrow('not an ISO 3166-1 alpha-2 code');
  });
});

describe('boxText', () => {
  it('writes south,west,north,east to four decimals', () => {
    expect(boxText({ south: -20.123456, west: 177, north: -15, east: 180 })).toBe('-20.1235,177,-15,180');
  });
});
