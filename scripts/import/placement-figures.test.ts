import { describe, expect, it } from 'vitest';
import { placementFigures, type Share } from './placement-figures';

const rate = ({ placed, of }: Share) => placed / of;

describe('placement on the sample (issue 36)', async () => {
  const figures = await placementFigures();

  it('places at least 95 % of the tracks whose source gives their town in it', () => {
    const { register, osmTracks } = figures;
    expect(register.after.of).toBeGreaterThan(180);
    expect(rate(register.after)).toBeGreaterThanOrEqual(0.95);
    expect(osmTracks.after.of).toBeGreaterThan(10);
    expect(rate(osmTracks.after)).toBeGreaterThanOrEqual(0.95);
    // The nearest town centre, as before, missed about one register row in four.
    expect(rate(register.before)).toBeLessThan(0.8);
  });

  it('estimates better than the nearest town centre where no name is given', () => {
    expect(rate(figures.register.estimateOnly)).toBeGreaterThan(rate(figures.register.before) + 0.08);
    expect(rate(figures.osmFeatures.estimateOnly)).toBeGreaterThan(rate(figures.osmFeatures.before));
  });

  it('lists Edinburgh’s and São Paulo’s tracks on their pages', () => {
    expect(figures.pages.before).toEqual({ 'united-kingdom/scotland/edinburgh': 4, 'brazil/sao-paulo/sao-paulo': 14 });
    expect(figures.pages.after['united-kingdom/scotland/edinburgh']).toBe(7);
    expect(figures.pages.after['brazil/sao-paulo/sao-paulo']).toBeGreaterThan(20);
  });
});
