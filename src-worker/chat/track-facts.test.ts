import { describe, expect, it } from 'vitest';
import { ASSISTANT_TEXTS } from './texts';
import { placeAround } from './track-facts';

describe('placeAround', () => {
  it('names a point with its radius, and the map view by its centre, in English as the model reads it', () => {
    expect(placeAround({ radiusKm: 10, lat: '59.33', lng: '18.07' }, ASSISTANT_TEXTS.en)).toBe('10 km around 59.33, 18.07');
    expect(placeAround({ radiusKm: null, lat: '59.330', lng: '18.070' }, ASSISTANT_TEXTS.en)).toBe('the box around 59.330, 18.070');
  });

  it('names the same places in the answer language with the same digits', () => {
    expect(placeAround({ radiusKm: 10, lat: '59.33', lng: '18.07' }, ASSISTANT_TEXTS.sv)).toBe('10 km runt 59.33, 18.07');
    expect(placeAround({ radiusKm: null, lat: '59.330', lng: '18.070' }, ASSISTANT_TEXTS.ar)).toBe('نطاق الخريطة حول 59.330، 18.070');
  });
});
