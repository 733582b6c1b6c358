import { describe, expect, it } from 'vitest';
import { PlaceIndex, placeKey, sameKey } from './place-names';

describe('placeKey', () => {
  it('reads a place name as a person does: case, accents, apostrophes, St, City of, Islands', () => {
    expect(placeKey('EDINBURGH')).toBe(placeKey('Edinburgh'));
    expect(placeKey('Bo’ness')).toBe(placeKey("Bo'ness"));
    expect(placeKey('SÃO PAULO')).toBe(placeKey('Sao Paulo'));
    expect(placeKey('St Andrews')).toBe(placeKey('Saint Andrews'));
    expect(placeKey('St. Andrews')).toBe(placeKey('Saint Andrews'));
    expect(placeKey('City of Edinburgh')).toBe(placeKey('Edinburgh'));
    expect(placeKey('Aberdeen City')).toBe(placeKey('Aberdeen'));
    expect(placeKey('Orkney Islands')).toBe(placeKey('Orkney'));
    expect(placeKey('Isle of Barra')).toBe(placeKey('Barra'));
    expect(placeKey("Dias d'Ávila")).toBe('dias d avila');
  });

  it('keeps different places apart', () => {
    expect(placeKey('Santo André')).not.toBe(placeKey('Santo Amaro'));
    expect(placeKey('Newton Mearns')).not.toBe(placeKey('Newton'));
    expect(placeKey('')).toBe('');
  });
});

describe('sameKey', () => {
  it('takes one typing slip in a long name, none in a short one', () => {
    expect(sameKey(placeKey('Stanraer'), placeKey('Stranraer'))).toBe(true);
    expect(sameKey(placeKey('Kilrmarnock'), placeKey('Kilmarnock'))).toBe(true);
    expect(sameKey(placeKey('Illhabela'), placeKey('Ilhabela'))).toBe(true);
    expect(sameKey(placeKey('Ayr'), placeKey('Air'))).toBe(false);
    expect(sameKey(placeKey('Largs'), placeKey('Large'))).toBe(false);
    expect(sameKey('', '')).toBe(false);
  });
});

describe('PlaceIndex', () => {
  const towns = [
    { name: 'Edinburgh', lat: 55.952, lng: -3.196 },
    { name: 'Stranraer', lat: 54.903, lng: -5.024 },
    { name: 'Newton', lat: 55.82, lng: -4.13 },
    { name: 'Newton', lat: 57.5, lng: -4.0 },
  ];
  const index = new PlaceIndex(towns, (town) => town.name);

  it('finds the named town near the point, a slip too', () => {
    expect(index.find('EDINBURGH', [-3.25, 55.935])?.name).toBe('Edinburgh');
    expect(index.find('Stanraer', [-5.03, 54.9])?.name).toBe('Stranraer');
  });

  it('takes the nearest of two namesakes, and none far away', () => {
    expect(index.find('Newton', [-4.1, 55.83])).toBe(towns[2]);
    expect(index.find('Newton', [-4.02, 57.48])).toBe(towns[3]);
    // Edinburgh is 300 km from Inverness: a namesake, not the track's town.
    expect(index.find('Edinburgh', [-4.22, 57.48])).toBeNull();
    expect(index.find('Nowhere', [-3.2, 55.95])).toBeNull();
    expect(index.find('', [-3.2, 55.95])).toBeNull();
  });
});
