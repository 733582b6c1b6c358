import { describe, expect, it } from 'vitest';
import { NO_ACCESS_FACTS } from '../../src-shared/access';
import { applyEdit, type TrackEdit } from './track-edit';

const current: TrackEdit = {
  ...NO_ACCESS_FACTS,
  name: 'Ibirapuera',
  length: 400,
  info: null,
  surface: 'synthetic',
  link_to_web: null,
  number_lanes_lap: 8,
  quality: null,
  has_lighting: 1,
  indoors: 0,
  center_lat: -23.58,
  center_lng: -46.66,
};

describe('applyEdit', () => {
  it('changes only the fields an edit sent and names them', () => {
    const { next, changed } = applyEdit(current, { name: 'Ibirapuera Track', number_lanes_lap: 6 });
    expect(changed).toEqual(['name', 'number_lanes_lap']);
    expect(next).toEqual({ ...current, name: 'Ibirapuera Track', number_lanes_lap: 6 });
  });

  it('treats null as clearing a field and undefined as leaving it', () => {
    const { next, changed } = applyEdit(current, { has_lighting: null, surface: undefined });
    expect(changed).toEqual(['has_lighting']);
    expect(next.has_lighting).toBeNull();
    expect(next.surface).toBe('synthetic');
  });

  it('reports no change when every sent value equals the stored one', () => {
    expect(applyEdit(current, { name: 'Ibirapuera', length: 400 }).changed).toEqual([]);
  });
});
