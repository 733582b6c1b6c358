import { describe, expect, it } from 'vitest';
import { CONTINENT_VIEWS } from './continent';
import { coordinateDecimals, firstMapView, parseMapUrl, sameFilters, viewParams, withMapState } from './map-url';

describe('the map in the /search address', () => {
  it('reads a view and filters', () => {
    expect(parseMapUrl('?lat=-23.587&lng=-46.658&z=13&f=open,indoor')).toEqual({
      view: { center: [-23.587, -46.658], zoom: 13 },
      filters: new Set(['open', 'indoor']),
    });
  });

  it('writes a view rounded to what its zoom needs, filters in one order', () => {
    const view = { center: [-23.58741234, -46.65811111] as [number, number], zoom: 13 };
    expect(withMapState('', view, new Set(['indoor', 'open']))).toBe('?lat=-23.5874&lng=-46.6581&z=13&f=open,indoor');
    expect(withMapState('', { center: [-16.04, -58.01], zoom: 3 }, new Set())).toBe('?lat=-16&lng=-58&z=3');
    expect(withMapState('', { center: [55.9564913, -3.1587063], zoom: 16 }, new Set())).toBe('?lat=55.95649&lng=-3.15871&z=16');
  });

  it('the rounding keeps the centre within about a pixel', () => {
    for (let zoom = 2; zoom <= 16; zoom++) {
      const degreesPerPixel = 360 / (256 * 2 ** zoom);
      expect(0.5 * 10 ** -coordinateDecimals(zoom)).toBeLessThanOrEqual(degreesPerPixel);
    }
  });

  it('what it writes, it reads back as the same view', () => {
    const view = { center: [51.50735, -0.12776] as [number, number], zoom: 11 };
    const read = parseMapUrl(withMapState('', view, new Set(['lit'])));
    expect(viewParams(read.view!)).toBe(viewParams(view));
    expect(read.filters).toEqual(new Set(['lit']));
  });

  it('keeps the rest of the query and replaces only its own parameters', () => {
    expect(withMapState('?q=oslo&z=4&lat=1', { center: [10, 20], zoom: 5 }, new Set())).toBe('?lat=10&lng=20&z=5&q=oslo');
  });

  it('writes a longitude past the date line as the same place within ±180', () => {
    expect(viewParams({ center: [-17.5, 190], zoom: 6 })).toBe('lat=-17.5&lng=-170&z=6');
    expect(viewParams({ center: [-17.5, -540], zoom: 6 })).toBe('lat=-17.5&lng=-180&z=6');
  });

  it.each([
    ['?lat=999&lng=10&z=5', 'latitude out of range'],
    ['?lat=10&lng=10&z=abc', 'zoom not a number'],
    ['?lat=10&lng=10&z=5.5', 'zoom not whole'],
    ['?lat=10&lng=181&z=5', 'longitude out of range'],
    ['?lat=&lng=10&z=5', 'latitude empty'],
    ['?lat=0x10&lng=10&z=5', 'hexadecimal'],
    ['?lat=1e1&lng=10&z=5', 'exponent'],
    ['?lat=10&z=5', 'longitude missing'],
    ['?lat=NaN&lng=Infinity&z=5', 'not numbers'],
    ['?lat=%3Cscript%3E&lng=10&z=5', 'markup'],
    ['', 'nothing'],
  ])('ignores a view with %s (%s)', (search) => {
    expect(parseMapUrl(search).view).toBeNull();
  });

  it('brings a zoom past the map’s last or before its first within them: the same place, as near as the map goes', () => {
    expect(parseMapUrl('?lat=55.95649&lng=-3.15871&z=18').view).toEqual({ center: [55.95649, -3.15871], zoom: 16 });
    expect(parseMapUrl('?lat=55.95649&lng=-3.15871&z=17').view).toEqual({ center: [55.95649, -3.15871], zoom: 16 });
    expect(parseMapUrl('?lat=10&lng=10&z=1').view).toEqual({ center: [10, 10], zoom: 2 });
  });

  it('ignores filters it does not know, and says when there are none at all', () => {
    expect(parseMapUrl('?f=lit,<b>,open,lit')).toEqual({ view: null, filters: new Set(['lit', 'open']) });
    expect(parseMapUrl('?f=').filters).toEqual(new Set());
    expect(parseMapUrl('?lat=1&lng=2&z=3').filters).toBeNull();
  });

  it('compares filter sets by content', () => {
    expect(sameFilters(new Set(['open', 'lit']), new Set(['lit', 'open']))).toBe(true);
    expect(sameFilters(new Set(['open']), new Set(['open', 'lit']))).toBe(false);
  });

  it('the first view is the address’s, else the one held, else the continent of the language', () => {
    const held = { center: [1, 2] as [number, number], zoom: 9 };
    expect(firstMapView('?lat=-23.587&lng=-46.658&z=13', held, 'pt-BR')).toEqual({ center: [-23.587, -46.658], zoom: 13 });
    expect(firstMapView('?lat=999&z=abc', held, 'pt-BR')).toEqual(held);
    expect(firstMapView('?lat=999&z=abc', null, 'pt-BR')).toEqual(CONTINENT_VIEWS['South America']);
    // Off /search the address says nothing about the map.
    expect(firstMapView(null, null, 'en-AU')).toEqual(CONTINENT_VIEWS.Australia);
  });
});
