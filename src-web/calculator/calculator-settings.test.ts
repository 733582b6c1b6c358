import { describe, expect, it } from 'vitest';
import { calculatorPathFor, changedQuery, laneWidthOptionsCm, settingsFromQuery, typedParam } from './calculator-settings';

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
