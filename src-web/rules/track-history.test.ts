import { describe, expect, it } from 'vitest';
import { ACCESS_FIELDS } from '../../src-shared/access';
import { ar } from '../../src-shared/catalogues/ar';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../i18n/i18n';
import { changedFieldsText } from '../../src-shared/changed-fields-text';
import { notRestoredTexts, placementText, restoreRequest, revisionSourceText, revisionTimeText } from './track-history';

const english = createI18n('en', en);
const portuguese = createI18n('pt', pt);
const arabic = createI18n('ar', ar);

describe('changedFieldsText', () => {
  it('names each change once in plain words', () => {
    expect(changedFieldsText(['name', 'center_lat', 'center_lng', 'link_to_web'], english)).toBe('name, position and website');
    expect(changedFieldsText(['length'], english)).toBe('length');
    expect(changedFieldsText([], english)).toBe('nothing');
    // The access fields keep the stored names English has always shown.
    expect(changedFieldsText(['opening_hours', 'fee'], english)).toBe('opening_hours and fee');
    // The facts only an import writes (issue 27) have names too, never a column's.
    expect(changedFieldsText(['street_address', 'operator'], portuguese)).toBe('endereço e gestão');
  });

  it('names them in the page language, and an unknown field by its stored name', () => {
    expect(changedFieldsText(['name', 'center_lat', 'center_lng', 'link_to_web'], portuguese)).toBe('nome, posição e site');
    expect(changedFieldsText(['opening_hours', 'mystery'], portuguese)).toBe('horário de funcionamento e mystery');
    expect(changedFieldsText([], portuguese)).toBe('nada');
  });
});

describe('placementText (issue 36)', () => {
  it('says where an import filed the track and why, in the page language', () => {
    const bySource = { area: 'united-kingdom/scotland/edinburgh', area_name: 'Edinburgh', placed_by: 'source', placed_name: 'EDINBURGH' };
    expect(placementText(bySource, english)).toBe('Edinburgh, as its source names it ("EDINBURGH")');
    expect(placementText({ area_name: 'São Paulo', placed_by: 'estimate', placed_name: null }, english)).toBe(
      'São Paulo: the town that draws it most, by distance and size',
    );
    expect(placementText({ area_name: 'Highland', placed_by: 'region' }, portuguese)).toBe('Highland: nenhuma cidade a menos de 25 km');
    expect(changedFieldsText(['surface', 'area'], english)).toBe('surface and place');
    expect(changedFieldsText(['area'], portuguese)).toBe('local');
  });

  it('says nothing for a revision that does not tell (an edit, an older import)', () => {
    expect(placementText({ name: 'Pista' }, english)).toBeNull();
    expect(placementText({ placed_by: 'guess' }, english)).toBeNull();
  });
});

describe('revisionSourceText', () => {
  it('says where the edit came from and which visitor', () => {
    expect(revisionSourceText({ source: 'web', client: 'ab12cd34' }, english)).toBe('the website, visitor ab12cd34');
    expect(revisionSourceText({ source: 'import', client: null }, english)).toBe('import');
    expect(revisionSourceText({ source: 'chat', client: 'ab12cd34' }, portuguese)).toBe('chat com IA, visitante ab12cd34');
    expect(revisionSourceText({ source: 'elsewhere', client: null }, portuguese)).toBe('elsewhere');
  });
});

describe('restoreRequest', () => {
  const trackFields = {
    name: 'Old name',
    length: 400,
    info: 'a<br>b',
    surface: 'cinder',
    link_to_web: null,
    number_lanes_lap: 6,
    quality: null,
    has_lighting: 0,
    indoors: 0,
    center_lat: 10.5,
    center_lng: 20.25,
  };
  const trackRequest = {
    id: 9,
    baseRevision: 4,
    lat: 10.5,
    lng: 20.25,
    outdoor: 'outdoor',
    name: 'Old name',
    length: 400,
    info: 'a<br>b',
    surface: 'cinder',
    linkToWeb: '',
    numLanes: 6,
    quality: '',
    lighting: false,
  };
  // A revision's snapshot as the Worker writes it: the access facts as stored, flags as 0/1.
  const accessFacts = {
    access: 'members',
    opening_hours: 'Mo 06:00-10:00',
    fee: 0,
    fee_text: null,
    entry: 'reception',
    booking_url: null,
    lane_rules: null,
    rules: 'No spikes',
    closed_until: null,
    closure_reason: null,
    lit_hours: null,
    toilets: 1,
    changing_rooms: 0,
    lockers: null,
    drinking_water: null,
    parking: null,
    public_transport: null,
    supervised: null,
  };

  it('sends every fact of the old snapshot, the access facts set or cleared, as an edit of the current revision', () => {
    expect(restoreRequest({ ...trackFields, ...accessFacts }, 9, 4)).toStrictEqual({
      ...trackRequest,
      access: 'members',
      openingHours: 'Mo 06:00-10:00',
      fee: false,
      feeText: null,
      entry: 'reception',
      bookingUrl: null,
      laneRules: null,
      rules: 'No spikes',
      closedUntil: null,
      closureReason: null,
      litHours: null,
      amenities: { toilets: true, changing_rooms: false, lockers: null, drinking_water: null, parking: null, public_transport: null },
      supervised: null,
    });
  });

  it('leaves out the access facts a snapshot saved before they were kept, so they stay as they are', () => {
    const body = JSON.parse(JSON.stringify(restoreRequest(trackFields, 9, 4)));
    expect(body).toStrictEqual({ ...trackRequest, amenities: {} });
  });

  it('clears what the old snapshot did not have, except indoor/outdoor', () => {
    const body = restoreRequest({ name: null, length: null, indoors: null, has_lighting: null, center_lat: 1, center_lng: 2 }, 9, 4);
    expect(body).toMatchObject({ name: '', length: '', numLanes: 0, lighting: null });
    expect(body).not.toHaveProperty('outdoor');
  });
});

describe('notRestoredTexts', () => {
  const position = { center_lat: 1, center_lng: 2 };

  it('says nothing when a restore brings every fact back', () => {
    const snapshot = { ...position, indoors: 1, ...Object.fromEntries(ACCESS_FIELDS.map((field) => [field, null])) };
    expect(notRestoredTexts(snapshot, false, english)).toEqual([]);
  });

  it('names the facts a revision saved before they were kept, and an unknown indoor/outdoor the track now has', () => {
    expect(notRestoredTexts({ ...position, indoors: null }, true, english)).toEqual([
      "Restoring this revision keeps today's access, hours, fees and amenities: the history did not keep them yet when it was saved.",
      'Restoring this revision keeps indoor or outdoor as it is now: an edit can set it but not unset it.',
    ]);
    // Unknown then and now: nothing is kept that the revision said otherwise.
    expect(notRestoredTexts({ ...position, indoors: null, access: null }, null, portuguese)).toEqual([
      expect.stringContaining('horário de funcionamento'),
    ]);
  });
});

describe('revisionTimeText', () => {
  it('gives the date and time in UTC', () => {
    expect(revisionTimeText('2026-03-04T21:05:00.000Z', english)).toBe('March 4, 2026 at 9:05 PM UTC');
    expect(revisionTimeText('garbage', english)).toBe('');
  });

  it('dates in the page language', () => {
    expect(revisionTimeText('2026-03-04T21:05:00.000Z', portuguese)).toBe('4 de março de 2026 às 21:05 UTC');
    expect(revisionTimeText('2026-03-04T21:05:00.000Z', arabic)).toContain('مارس');
  });
});
