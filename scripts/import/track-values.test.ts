import { describe, expect, it } from 'vitest';
import { QUARTER_MILE_METRES } from '../../src-shared/track-text';
import { mapLanes, mapLit, mapSurface, mapWebsite, snapMeasuredLength, statedLength } from './track-values';

describe('surface mapping', () => {
  it.each([
    ['tartan', 'synthetic'],
    ['rubber', 'synthetic'],
    ['acrylic', 'synthetic'],
    ['asphalt', 'asphalt'],
    ['paved', 'asphalt'],
    ['concrete', 'asphalt'],
    ['paving_stones', 'paver'],
    ['sett', 'paver'],
    ['gravel', 'gravel'],
    ['fine_gravel', 'gravel'],
    ['compacted', 'gravel'],
    ['dirt', 'gravel'],
    ['ground', 'gravel'],
    ['earth', 'gravel'],
    ['cinder', 'cinder'],
    ['clay', 'cinder'],
    ['grass', 'grass'],
    ['wood', 'other'],
    ['Tartan;asphalt', 'synthetic'],
  ])('%s is stored as %s', (tag, surface) => {
    expect(mapSurface(tag)).toBe(surface);
  });

  it('leaves a missing surface unknown', () => {
    expect(mapSurface(undefined)).toBeNull();
    expect(mapSurface('  ')).toBeNull();
  });
});

describe('lanes, lighting and links', () => {
  it('keeps 1 to 9 lanes and nothing else', () => {
    expect([mapLanes('1'), mapLanes('9'), mapLanes('0'), mapLanes('10'), mapLanes('6.5'), mapLanes('many')]).toEqual([
      1,
      9,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads lit=yes/no and time-switched lighting', () => {
    expect([mapLit('yes'), mapLit('no'), mapLit('24/7'), mapLit('disused'), mapLit('maybe'), mapLit(undefined)]).toEqual([
      1,
      0,
      1,
      0,
      null,
      null,
    ]);
  });

  it('keeps only http(s) links', () => {
    expect(mapWebsite('https://example.org/a')).toBe('https://example.org/a');
    expect(mapWebsite('javascript:alert(1)', 'ftp://x.org', 'www.example.org')).toBeNull();
    expect(mapWebsite(undefined, 'http://example.org')).toBe('http://example.org/');
  });
});

describe('length snapping', () => {
  it('snaps outlines a few per cent long to the standard lap and finalizes them', () => {
    expect(snapMeasuredLength(398)).toEqual({ length: 400, finalized: true });
    expect(snapMeasuredLength(421)).toEqual({ length: 400, finalized: true });
    expect(snapMeasuredLength(205)).toEqual({ length: 200, finalized: true });
    expect(snapMeasuredLength(340)).toEqual({ length: 333.33, finalized: true });
  });

  it('keeps other measurements as measured, rounded to 1 m, not finalized', () => {
    expect(snapMeasuredLength(440.4)).toEqual({ length: 440, finalized: false });
    expect(snapMeasuredLength(1234.6)).toEqual({ length: 1235, finalized: false });
  });

  it('never turns a measurement into a quarter mile, but trusts a stated one', () => {
    expect(snapMeasuredLength(QUARTER_MILE_METRES).length).toBe(400);
    expect(statedLength(402.3)).toEqual({ length: QUARTER_MILE_METRES, finalized: true });
    expect(statedLength(400)).toEqual({ length: 400, finalized: true });
  });
});
