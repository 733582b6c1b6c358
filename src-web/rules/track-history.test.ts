import { describe, expect, it } from 'vitest';
import { ar } from '../../src-shared/catalogues/ar';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../i18n/i18n';
import { changedFieldsText, restoreRequest, revisionSourceText, revisionTimeText } from './track-history';

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
  });

  it('names them in the page language, and an unknown field by its stored name', () => {
    expect(changedFieldsText(['name', 'center_lat', 'center_lng', 'link_to_web'], portuguese)).toBe('nome, posição e site');
    expect(changedFieldsText(['opening_hours', 'mystery'], portuguese)).toBe('horário de funcionamento e mystery');
    expect(changedFieldsText([], portuguese)).toBe('nada');
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
  it('sends every field of the old snapshot as an edit of the current revision', () => {
    const snapshot = {
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
    expect(restoreRequest(snapshot, 9, 4)).toEqual({
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
    });
  });

  it('clears what the old snapshot did not have, except indoor/outdoor', () => {
    const body = restoreRequest({ name: null, length: null, indoors: null, has_lighting: null, center_lat: 1, center_lng: 2 }, 9, 4);
    expect(body).toMatchObject({ name: '', length: '', numLanes: 0, lighting: null });
    expect(body).not.toHaveProperty('outdoor');
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
