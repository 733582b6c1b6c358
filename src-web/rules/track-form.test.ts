import { describe, expect, it } from 'vitest';
import type { Track } from '../../src-shared/api-types';
import { EMPTY_TRACK_FORM, postTrackRequest, heldInfoText, thanksText, trackFailureText, trackFormProblem, trackFormValues } from './track-form';

const track = {
  id: 7,
  name: 'Pista',
  length: 400,
  info: 'a<br>b',
  surface: 'synthetic',
  link_to_web: null,
  number_lanes_lap: null,
  quality: 'good',
  has_lighting: false,
  indoors: true,
  revision: 3,
  access: {
    access: 'public_hours',
    opening_hours: 'Mo-Fr 07:00-21:00',
    fee: true,
    fee_text: '£3',
    entry: null,
    booking_url: null,
    lane_rules: null,
    rules: null,
    closed_until: null,
    closure_reason: null,
    lit_hours: null,
    amenities: { toilets: true, changing_rooms: null, lockers: null, drinking_water: false, parking: null, public_transport: null },
    supervised: null,
    time_zone: 'Europe/London',
    confirmed: {},
  },
} as unknown as Track;

describe('track form', () => {
  it('requires outdoor/indoor only for a new track', () => {
    expect(trackFormProblem(EMPTY_TRACK_FORM, true)).toBe('You must select outdoor/indoor.');
    expect(trackFormProblem(EMPTY_TRACK_FORM, false)).toBeNull();
    expect(trackFormProblem({ ...EMPTY_TRACK_FORM, outdoor: 'indoor' }, true)).toBeNull();
  });

  it('fills the form from a stored track, with unset values blank and lanes 0', () => {
    expect(trackFormValues(track, (html) => html.replace('<br>', '\n'))).toMatchObject({
      outdoor: 'indoor',
      name: 'Pista',
      length: '400',
      surface: 'synthetic',
      quality: 'good',
      lighting: 'no',
      info: 'a\nb',
      linkToWeb: '',
      numLanes: '0',
      access: 'public_hours',
      openingHours: 'Mo-Fr 07:00-21:00',
      fee: 'yes',
      feeText: '£3',
      entry: '',
      amenities: { toilets: 'yes', changing_rooms: '', lockers: '', drinking_water: 'no', parking: '', public_transport: '' },
      supervised: '',
    });
  });

  it('sends a new track without id or baseRevision, and outdoor only when chosen', () => {
    const body = postTrackRequest({ ...EMPTY_TRACK_FORM, outdoor: 'outdoor', length: ' 400 ', lighting: 'yes', numLanes: '6' }, { lat: 1, lng: 2 });
    expect(body).toMatchObject({ lat: 1, lng: 2, outdoor: 'outdoor', name: '', length: 400, info: '', surface: '', linkToWeb: '', numLanes: 6, quality: '', lighting: true });
    // Access facts left blank are sent blank or null: the API stores them as unset.
    expect(body).toMatchObject({ access: '', openingHours: '', fee: null, closedUntil: '', amenities: { toilets: null }, supervised: null });
    expect(body).not.toHaveProperty('id');
    expect(postTrackRequest(EMPTY_TRACK_FORM, { lat: 1, lng: 2 })).not.toHaveProperty('outdoor');
  });

  it('sends an edit with its id and the revision it started from', () => {
    const body = postTrackRequest(trackFormValues(track, (t) => t), { lat: 1, lng: 2, id: 7, baseRevision: 3 });
    expect(body).toMatchObject({ id: 7, baseRevision: 3, outdoor: 'indoor', length: 400, lighting: false, numLanes: 0, openingHours: 'Mo-Fr 07:00-21:00', fee: true, feeText: '£3' });
  });

  it('shows the server reason, else the spec fallback', () => {
    expect(trackFailureText({ description: 'lat: Too big' }, true)).toBe('lat: Too big');
    expect(trackFailureText({}, true)).toBe('Failed to create track');
    expect(trackFailureText({}, false)).toBe('Failed to update track');
  });

  it('thanks the contributor by host', () => {
    expect(thanksText('example.org')).toBe('Thanks for contributing to example.org');
    expect(heldInfoText('example.org')).toBe('Thanks for contributing to example.org. Information with a link will be visible after a manual review.');
  });
});
