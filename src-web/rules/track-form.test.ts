import { describe, expect, it } from 'vitest';
import type { Track } from '../../src-shared/api-types';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../i18n/i18n';
import {
  EMPTY_TRACK_FORM,
  failureText,
  heldInfoText,
  postTrackRequest,
  reasonText,
  resultReasonText,
  thanksText,
  trackFailureText,
  trackFormProblem,
  trackFormValues,
  trackTitleText,
} from './track-form';

const english = createI18n('en', en);
const portuguese = createI18n('pt', pt);

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
    expect(trackFormProblem(EMPTY_TRACK_FORM, true, english)).toBe('You must select outdoor/indoor.');
    expect(trackFormProblem(EMPTY_TRACK_FORM, false, english)).toBeNull();
    expect(trackFormProblem({ ...EMPTY_TRACK_FORM, outdoor: 'indoor' }, true, english)).toBeNull();
    expect(trackFormProblem(EMPTY_TRACK_FORM, true, portuguese)).toBe('Escolha se a pista é ao ar livre ou coberta.');
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
    const body = postTrackRequest(
      { ...EMPTY_TRACK_FORM, outdoor: 'outdoor', length: ' 400 ', lighting: 'yes', numLanes: '6' },
      { lat: 1, lng: 2 },
    );
    expect(body).toMatchObject({
      lat: 1,
      lng: 2,
      outdoor: 'outdoor',
      name: '',
      length: 400,
      info: '',
      surface: '',
      linkToWeb: '',
      numLanes: 6,
      quality: '',
      lighting: true,
    });
    // Access facts left blank are sent blank or null: the API stores them as unset.
    expect(body).toMatchObject({
      access: '',
      openingHours: '',
      fee: null,
      closedUntil: '',
      amenities: { toilets: null },
      supervised: null,
    });
    expect(body).not.toHaveProperty('id');
    expect(postTrackRequest(EMPTY_TRACK_FORM, { lat: 1, lng: 2 })).not.toHaveProperty('outdoor');
  });

  it('sends an edit with its id and the revision it started from', () => {
    const body = postTrackRequest(
      trackFormValues(track, (t) => t),
      { lat: 1, lng: 2, id: 7, baseRevision: 3 },
    );
    expect(body).toMatchObject({
      id: 7,
      baseRevision: 3,
      outdoor: 'indoor',
      length: 400,
      lighting: false,
      numLanes: 0,
      openingHours: 'Mo-Fr 07:00-21:00',
      fee: true,
      feeText: '£3',
    });
  });

  it('shows the server reason, else the spec fallback', () => {
    expect(trackFailureText({ description: 'lat: Too big' }, true, english)).toBe('lat: Too big');
    expect(trackFailureText({}, true, english)).toBe('Failed to create track');
    expect(trackFailureText({}, false, english)).toBe('Failed to update track');
    expect(trackFailureText({}, false, portuguese)).toBe('Não foi possível atualizar a pista');
  });

  it('thanks the contributor by host', () => {
    expect(thanksText('example.org', english)).toBe('Thanks for contributing to example.org');
    expect(heldInfoText('example.org', english)).toBe(
      'Thanks for contributing to example.org. Information with a link will be visible after a manual review.',
    );
    expect(thanksText('example.org', portuguese)).toBe('Obrigado por contribuir com o example.org');
  });

  it('names the track as a heading does, in the page language', () => {
    const areas = [{ name: 'Brasil' }, { name: 'Campinas' }] as Track['areas'];
    expect(trackTitleText({ name: 'Pista Taquaral', label: null, areas }, english)).toBe('Pista Taquaral in Campinas');
    expect(trackTitleText({ name: 'Pista Taquaral', label: null, areas }, portuguese)).toBe('Pista Taquaral em Campinas');
    // Without a name of its own, by its label (issue 36): a capitalised title, never "track".
    const label = {
      facility: null,
      locality: 'Taquaral',
      from_centre: null,
      twin: null,
      length: 400,
      finalized: true,
      surface: 'cinder' as const,
      indoors: false,
    };
    expect(trackTitleText({ name: '', label, areas }, english)).toBe('400 m cinder track, Taquaral, Campinas');
    expect(trackTitleText({ name: null, label, areas }, portuguese)).toBe('Pista de carvão de 400 m, Taquaral, Campinas');
    expect(trackTitleText({ name: null, label: { ...label, locality: null }, areas: [] }, english)).toBe('400 m cinder track');
  });
});

describe("the API's answers in the page language", () => {
  const stale =
    'This track was changed by someone else since you opened it (it is now at revision 4). Reload it to see their changes, then make your edit again.';

  it('shows English as the API words it', () => {
    for (const words of [
      stale,
      'You have already recommended this track',
      'Please supply at least a comment',
      'Track not found',
      'lat: Too big',
    ]) {
      expect(reasonText(words, english)).toBe(words);
    }
    const fields =
      'length: Too small: expected number to be >=50; linkToWeb: must be an http(s) address; openingHours: not valid opening hours: Mo-Fr 7; Sa <--- (x)';
    expect(reasonText(fields, english)).toBe(fields);
    expect(reasonText('length: Too big: expected number to be <=5000', english)).toBe('length: Too big: expected number to be <=5000');
  });

  it('translates the reasons the page knows, and keeps the API words for the others', () => {
    expect(reasonText(stale, portuguese)).toBe(
      'Outra pessoa mudou esta pista depois que você a abriu (ela agora está na versão 4). Recarregue a página para ver as mudanças e faça sua edição de novo.',
    );
    expect(reasonText('You have already recommended this track', portuguese)).toBe('Você já recomendou esta pista');
    expect(reasonText('Track not found', portuguese)).toBe('Pista não encontrada');
    expect(reasonText('length: Too small: expected number to be >=50; linkToWeb: must be an http(s) address', portuguese)).toBe(
      'Comprimento: o mínimo é 50; Site: precisa ser um endereço http(s)',
    );
    expect(reasonText('length: Too big: expected number to be <=5000', portuguese)).toBe('Comprimento: o máximo é 5000');
    // One problem the page does not know: the API's words, all of them.
    expect(reasonText('linkToWeb: must be an http(s) address; lat: Too big', portuguese)).toBe(
      'linkToWeb: must be an http(s) address; lat: Too big',
    );
  });

  it('says a status without a reason by its spec message, and an unknown one by its code', () => {
    expect(resultReasonText({ status: 'SpamAlert' }, english)).toBe('Submission of data is currently limited, try again in a few minutes');
    expect(resultReasonText({ status: 'SpamAlert' }, portuguese)).toBe(
      'O envio de dados está limitado no momento, tente de novo em alguns minutos',
    );
    expect(resultReasonText({ status: 'Unauthorized' }, portuguese)).toBe('Unauthorized');
    expect(failureText({ status: 'InternalError' }, 'feedback.commentFailed', english)).toBe(
      'Failed to post comment - Internal server error',
    );
    expect(failureText({ status: 'InternalError' }, 'feedback.commentFailed', portuguese)).toBe(
      'Não foi possível enviar o comentário - Erro interno no servidor',
    );
  });
});
