import { describe, expect, it } from 'vitest';
import {
  calculatorPathFor,
  changedQuery,
  kindChanges,
  kindParam,
  laneCountOptions,
  laneWidthOptionsCm,
  settingsFromQuery,
  typedParam,
} from './calculator-settings';

describe('calculator settings in the URL', () => {
  it('defaults to the spec’s calculator: a 400 m track, 10 lanes of 122 cm, the simple formula, metres', () => {
    expect(settingsFromQuery('')).toEqual({
      kind: 'outdoor',
      trackText: '400',
      radiusText: '',
      distanceText: '',
      timeText: '',
      laneCount: 10,
      laneWidthCm: 122,
      line: 'spec',
      unit: 'm',
      pace: 'km',
      lane: 1,
    });
  });

  it('takes the length of a track page’s link (spec section 2)', () => {
    expect(settingsFromQuery('?length=300').trackText).toBe('300');
  });

  it('a track page links here with its length, and an indoor track as indoor', () => {
    expect(calculatorPathFor(300, false)).toBe('/track-calculator?length=300');
    expect(calculatorPathFor(300, null)).toBe('/track-calculator?length=300');
    expect(calculatorPathFor(200, true)).toBe('/track-calculator?length=200&track=indoor');
    expect(settingsFromQuery('?length=200&track=indoor')).toMatchObject({ kind: 'indoor', trackText: '200', laneCount: 6 });
    // An outdoor 200 m track says it is outdoors; one of unknown kind is the indoor 200 m track.
    expect(calculatorPathFor(200, false)).toBe('/track-calculator?length=200&track=outdoor');
    expect(calculatorPathFor(200, null)).toBe('/track-calculator?length=200');
  });

  it('a 200 m length alone opens the indoor 200 m track: 6 lanes of 1 m, not 10 outdoor lanes of 1.22 m', () => {
    expect(settingsFromQuery('?length=200')).toMatchObject({ kind: 'indoor', trackText: '200', laneCount: 6, laneWidthCm: 100 });
    expect(settingsFromQuery('?length=200.0')).toMatchObject({ kind: 'indoor', laneCount: 6 });
    expect(settingsFromQuery('?length=200&track=outdoor')).toMatchObject({ kind: 'outdoor', laneCount: 10, laneWidthCm: 122 });
    expect(settingsFromQuery('?length=300')).toMatchObject({ kind: 'outdoor', laneCount: 10 });
    expect(settingsFromQuery('?length=')).toMatchObject({ kind: 'outdoor', trackText: '' });
  });

  it('typing a length keeps the kind of track', () => {
    // Outdoors, typing 200 writes the kind it would otherwise lose; indoors, clearing the length keeps it.
    expect(kindParam('outdoor', '200')).toBe('outdoor');
    expect(kindParam('outdoor', '300')).toBeNull();
    expect(kindParam('indoor', '200')).toBeNull();
    expect(kindParam('indoor', '')).toBe('indoor');
    for (const [query, kind, text] of [
      ['', 'outdoor', '200'],
      ['?length=200', 'indoor', ''],
      ['?length=200', 'indoor', '2'],
    ] as const) {
      const typed = changedQuery(query, { length: typedParam('length', text), track: kindParam(kind, text) });
      expect(settingsFromQuery(typed)).toMatchObject({ kind, trackText: text });
    }
  });

  it('choosing a kind of track writes it only where the length does not say it', () => {
    expect(kindChanges('', 'indoor')).toEqual({ track: 'indoor', lanes: null, width: null });
    expect(kindChanges('?track=indoor', 'outdoor')).toEqual({ track: null, lanes: null, width: null });
    expect(kindChanges('?length=200', 'outdoor')).toEqual({ track: 'outdoor', lanes: null, width: null });
    expect(kindChanges('?length=200&track=outdoor&lanes=4', 'indoor')).toEqual({ track: null, lanes: null, width: null });
    for (const [query, kind] of [
      ['', 'indoor'],
      ['?track=indoor', 'outdoor'],
      ['?length=200', 'outdoor'],
      ['?length=200&track=outdoor&lanes=4', 'indoor'],
      ['?length=300', 'indoor'],
    ] as const) {
      expect(settingsFromQuery(changedQuery(query, kindChanges(query, kind))).kind).toBe(kind);
    }
  });

  it('outdoors the number of lanes can be chosen too, 1 to 10', () => {
    expect(laneCountOptions('outdoor')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(laneCountOptions('indoor')).toEqual([4, 5, 6]);
    expect(settingsFromQuery('?lanes=8')).toMatchObject({ kind: 'outdoor', laneCount: 8 });
    expect(settingsFromQuery('?lanes=12&lane=11')).toMatchObject({ laneCount: 10, lane: 10 });
    expect(settingsFromQuery('?lanes=6&lane=8')).toMatchObject({ laneCount: 6, lane: 6 });
  });

  it('reads every setting back', () => {
    const settings = settingsFromQuery(
      '?track=indoor&length=200&radius=17.5&lanes=5&width=104&line=wa&distance=1&time=4:30&units=mi&pace=mi&lane=4',
    );
    expect(settings).toEqual({
      kind: 'indoor',
      trackText: '200',
      radiusText: '17.5',
      distanceText: '1',
      timeText: '4:30',
      laneCount: 5,
      laneWidthCm: 104,
      line: 'world-athletics',
      unit: 'mi',
      pace: 'mi',
      lane: 4,
    });
  });

  it('keeps a hand-made link within range: 4–6 lanes of 90–110 cm indoors, a lane that exists', () => {
    const settings = settingsFromQuery('?track=indoor&lanes=9&width=122&lane=8');
    expect([settings.laneCount, settings.laneWidthCm, settings.lane, settings.trackText]).toEqual([6, 110, 6, '200']);
    expect(settingsFromQuery('?width=121&lane=x&units=furlong').laneWidthCm).toBe(122);
    expect(settingsFromQuery('?lane=x&units=furlong')).toMatchObject({ lane: 1, unit: 'm' });
  });

  it('offers lane widths every 2 cm', () => {
    expect(laneWidthOptionsCm('outdoor')).toHaveLength(41);
    expect(laneWidthOptionsCm('indoor')).toEqual([90, 92, 94, 96, 98, 100, 102, 104, 106, 108, 110]);
  });

  it('a cleared field leaves its parameter out, but a cleared length stays cleared', () => {
    expect(typedParam('distance', '')).toBeNull();
    expect(typedParam('length', '')).toBe('');
    expect(settingsFromQuery(changedQuery('?length=300', { length: typedParam('length', '') })).trackText).toBe('');
  });

  it('writes changes into the query, leaving defaults out', () => {
    expect(changedQuery('?length=300', { line: 'wa', lane: 3 })).toBe('?length=300&line=wa&lane=3');
    expect(changedQuery('?length=300&line=wa', { line: null, length: null })).toBe('');
    expect(changedQuery('', { time: '4:59,5' })).toBe('?time=4%3A59%2C5');
  });
});
