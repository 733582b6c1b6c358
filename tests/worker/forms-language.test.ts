// The forms, the history and the contribute page in the visitor's language (issue 24), through
// the real Worker: their first HTML in Portuguese and Arabic, and the API's English answers to
// the forms' posts (thanks, the rules of spec section 5, conflicts, refused fields) shown in
// the page's language by the same rules the pages use.
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../src-shared/catalogues/ar';
import { en } from '../../src-shared/catalogues/en';
import { pt } from '../../src-shared/catalogues/pt';
import { createI18n } from '../../src-web/i18n/i18n';
import {
  feedbackProblemText,
  feedbackRequest,
  feedbackResultMessage,
  recommendRequest,
  UNKNOWN_VISIT_ANSWERS,
} from '../../src-web/rules/feedback-form';
import { EMPTY_TRACK_FORM, postTrackRequest, resultReasonText, trackFailureText } from '../../src-web/rules/track-form';
import { TrackStatus } from '../../src-shared/enums';
import { createTrack, get, newClient, post } from './api';
import { pageText, root, VISITOR_HEADERS } from './page-text';

const PT = VISITOR_HEADERS.pt;
const AR = VISITOR_HEADERS.ar;
const EN = VISITOR_HEADERS.en;
const text = pageText;

async function page(path: string, headers: Record<string, string>) {
  const { status, body } = await get(path, headers);
  expect(status, path).toBe(200);
  return body as string;
}

const english = createI18n('en', en);
const portuguese = createI18n('pt', pt);
let segment: string;
let trackId: number;

beforeAll(async () => {
  const created = await createTrack(-22.9201, -43.1702, { name: 'Pista do Forte' });
  segment = created.trackUrlSegment;
  trackId = created.trackId;
}, 60_000);

describe('the track form in the visitor language', () => {
  it('a Portuguese runner edits a track in Portuguese: every label, hint, choice and button', async () => {
    const html = await page(`/track/${segment}/edit`, PT);
    expect(html).toContain('<html lang="pt" dir="ltr"');
    const words = text(html);
    expect(words).toContain('Editar Pista do Forte');
    expect(words).toContain('Corrija o que estiver errado ou faltando.');
    for (const label of [
      'Ao ar livre ou coberta',
      'Nome',
      'Comprimento (m)',
      'O comprimento da raia interna, por exemplo 400.',
      'Piso',
      'Estado do piso',
      'Raias de volta completa',
      'Informações',
    ]) {
      expect(words, label).toContain(label);
    }
    for (const choice of ['Sintético', 'Asfalto/concreto', 'Não informado', 'Não sei', 'Ótimo', 'Salvar alterações', 'Cancelar'])
      expect(words, choice).toContain(choice);
    // The access, hours and fees, with the weekdays in Portuguese and the OpenStreetMap example as it is written.
    for (const label of [
      'Acesso, horários e preços',
      'Quem pode usar',
      'Aberta ao público em horários definidos',
      'Horário de funcionamento, dia a dia',
      'Banheiros',
      'Reservar on-line',
      'seg.',
    ]) {
      expect(words, label).toContain(label);
    }
    expect(words).toContain('Por exemplo "Mo-Fr 07:00-21:00; Sa 08:00-12:00; PH off". Deixe em branco se você não souber.');
    expect(root(html)).toContain('aria-label="seg. abre"');
    expect(root(html)).toContain('aria-label="Editar pista"');
    for (const english of [
      'Save changes',
      'Outdoor or indoor',
      'Full-lap lanes',
      'Not set',
      'Who may use it',
      'Opening hours, day by day',
      'Toilets',
      'Synthetic',
      'Mon',
    ]) {
      expect(words, english).not.toContain(english);
    }
  });

  it('an Arabic runner gets the same form right to left in Arabic', async () => {
    const html = await page(`/track/${segment}/edit`, AR);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const words = text(html);
    for (const label of [
      'تعديل Pista do Forte',
      'مكشوف أم مغطّى',
      'الأرضية',
      'حفظ التغييرات',
      'إلغاء',
      'الدخول والمواعيد والرسوم',
      'دورات مياه',
    ])
      expect(words, label).toContain(label);
    for (const english of ['Save changes', 'Outdoor or indoor', 'Surface', 'Cancel', 'Not set'])
      expect(words, english).not.toContain(english);
  });

  it('English stays as it was', async () => {
    const words = text(await page(`/track/${segment}/edit`, EN));
    for (const label of ['Edit Pista do Forte', 'Outdoor or indoor', 'Full-lap lanes', 'Save changes', 'Who may use it', 'Mon', 'Not set'])
      expect(words, label).toContain(label);
  });

  it('the add-a-track page without a marker says how to place one, in Portuguese and Arabic', async () => {
    const ptHtml = root(await page('/add-track', PT));
    expect(ptHtml).toContain('<h1>Adicionar pista</h1>');
    expect(ptHtml).toMatch(/Abra o <a [^>]*href="\/search"[^>]*>mapa<\/a>, aproxime até a pista/);
    expect(ptHtml).toMatch(/<a [^>]*href="\/contribute"[^>]*>como adicionar ou editar uma pista<\/a>/);
    expect(ptHtml).not.toContain('Open the');
    const arHtml = root(await page('/add-track', AR));
    expect(arHtml).toMatch(/<a [^>]*href="\/search"[^>]*>الخريطة<\/a>/);
    expect(arHtml).not.toContain('how to add or edit a track');
  });
});

describe('the comment, visit report and recommend forms in the visitor language', () => {
  it('the track page offers them in Portuguese and Arabic', async () => {
    const ptWords = text(await page(`/track/${segment}`, PT));
    for (const button of ['Escrever um comentário', 'Relatar uma visita', 'Recomendar esta pista'])
      expect(ptWords, button).toContain(button);
    for (const button of ['Write a comment', 'Report a visit', 'Recommend this track']) expect(ptWords, button).not.toContain(button);
    const arWords = text(await page(`/track/${segment}`, AR));
    for (const button of ['اكتب تعليقًا', 'أبلغ عن زيارة', 'أوصِ بهذا المضمار']) expect(arWords, button).toContain(button);
  });

  it('a Portuguese runner posts a visit report: the form stops an empty one in Portuguese, the Worker takes the filled one, the thanks is in Portuguese', async () => {
    const now = new Date();
    const visitDate = now.toISOString().slice(0, 10);
    const empty = {
      mode: 'visit report' as const,
      comment: '',
      name: '',
      visitDate,
      answers: UNKNOWN_VISIT_ANSWERS,
      wasOpen: null,
      paid: null,
    };
    expect(feedbackProblemText({ kind: 'visit report', comment: '', visitDate, openStatus: null }, now, portuguese)).toBe(
      'Escreva pelo menos um comentário ou diga se a pista estava aberta',
    );
    // Sent anyway, the Worker refuses it with the spec's English words; the page says them in Portuguese.
    const refused = await post('/api/post-feedback', feedbackRequest(trackId, empty));
    expect(refused.body.description).toBe('Please supply at least a comment or an open status');
    expect(feedbackResultMessage(refused.body, 'feedback.commentFailed', portuguese).text).toBe(
      'Não foi possível enviar o comentário - Escreva pelo menos um comentário ou diga se a pista estava aberta',
    );
    expect(feedbackResultMessage(refused.body, 'feedback.commentFailed', english).text).toBe(
      'Failed to post comment - Please supply at least a comment or an open status',
    );

    const report = {
      ...empty,
      comment: 'Portão aberto às 6h, raias 1 e 2 reservadas para treino.',
      name: 'Joana',
      answers: { ...UNKNOWN_VISIT_ANSWERS, openStatus: TrackStatus.OpenPublicAccess, crowded: TrackStatus.CrowdedSome },
      wasOpen: true,
    };
    const sent = await post('/api/post-feedback', feedbackRequest(trackId, report));
    expect(sent.body).toMatchObject({ status: 'Success' });
    expect(feedbackResultMessage(sent.body, 'feedback.commentFailed', portuguese)).toEqual({
      text: 'Obrigado pela sua contribuição',
      timeoutMs: 3000,
      failed: false,
    });
    const track = (await get(`/api/track?id=${trackId}`)).body;
    // What the runner typed is theirs: stored and shown as written.
    expect(track.comments[0]).toMatchObject({
      type: 'visit report',
      text: 'Portão aberto às 6h, raias 1 e 2 reservadas para treino.',
      poster_name: 'Joana',
    });
  });
});

describe("the API's answers to the track form in the page language", () => {
  it('a conflict with another edit, and the fields the API refused, are said in Portuguese; English keeps the API words', async () => {
    const { trackId: id, revision } = await createTrack(-22.93, -43.18, { name: 'Pista da Urca' });
    await post('/api/post-track', { id, lat: -22.93, lng: -43.18, name: 'Pista da Urca (deles)' });
    const values = { ...EMPTY_TRACK_FORM, outdoor: 'outdoor' as const, name: 'Pista da Urca (minha)' };
    const stale = await post('/api/post-track', postTrackRequest(values, { id, baseRevision: revision, lat: -22.93, lng: -43.18 }));
    expect(stale.status).toBe(409);
    expect(trackFailureText(stale.body, false, english)).toBe(stale.body.description);
    expect(trackFailureText(stale.body, false, portuguese)).toBe(
      `Outra pessoa mudou esta pista depois que você a abriu (ela agora está na versão ${revision + 1}). Recarregue a página para ver as mudanças e faça sua edição de novo.`,
    );

    const refused = await post(
      '/api/post-track',
      postTrackRequest({ ...values, length: '30', linkToWeb: 'ftp://files.example.com' }, { lat: -22.94, lng: -43.19 }),
    );
    expect(refused.status).toBe(400);
    expect(trackFailureText(refused.body, true, english)).toBe(refused.body.description);
    expect(trackFailureText(refused.body, true, portuguese)).toBe('Comprimento: o mínimo é 50; Site: precisa ser um endereço http(s)');
    expect(trackFailureText(refused.body, true, createI18n('ar', ar))).toBe(
      '\u2068الطول\u2069: الحد الأدنى \u206850\u2069؛ \u2068الموقع الإلكتروني\u2069: يجب أن يكون عنوان http(s)',
    );
  });

  it("every reason the page knows is the API's own words in English, and said in Portuguese", async () => {
    const client = newClient();
    expect((await post('/api/post-feedback', recommendRequest(trackId, []), { client })).body.status).toBe('Success');
    const again = await post('/api/post-feedback', recommendRequest(trackId, []), { client });
    expect(feedbackResultMessage(again.body, 'feedback.recommendFailed', english).text).toBe(
      `Failed to post recommend - ${again.body.description}`,
    );
    expect(feedbackResultMessage(again.body, 'feedback.recommendFailed', portuguese).text).toBe(
      'Não foi possível enviar a recomendação - Você já recomendou esta pista',
    );

    const unknown = await post('/api/post-feedback', recommendRequest(77_777_777, []));
    expect(resultReasonText(unknown.body, english)).toBe(unknown.body.description);
    expect(resultReasonText(unknown.body, portuguese)).toBe('Pista não encontrada');

    const noKind = await post('/api/post-track', postTrackRequest({ ...EMPTY_TRACK_FORM, name: 'Sem tipo' }, { lat: -22.95, lng: -43.21 }));
    expect(trackFailureText(noKind.body, true, english)).toBe(noKind.body.description);
    expect(trackFailureText(noKind.body, true, portuguese)).toBe('Escolha se a pista é ao ar livre ou coberta.');

    const future = await post(
      '/api/post-feedback',
      feedbackRequest(trackId, {
        mode: 'visit report',
        comment: 'Amanhã',
        name: '',
        visitDate: '2999-01-01',
        answers: UNKNOWN_VISIT_ANSWERS,
        wasOpen: null,
        paid: null,
      }),
    );
    expect(resultReasonText(future.body, english)).toBe(future.body.description);
    expect(resultReasonText(future.body, portuguese)).toBe('A data da visita precisa ser válida e não pode estar no futuro');
  });
});

describe('the history and the contribute page in the visitor language', () => {
  it('the history page loads in Portuguese and Arabic', async () => {
    expect(text(await page(`/track/${segment}/history`, PT))).toContain('Carregando o histórico');
    const arWords = text(await page(`/track/${segment}/history`, AR));
    expect(arWords).toContain('جارٍ تحميل السجل');
    expect(arWords).not.toContain('Loading history');
  });

  it('the contribute page reads in Portuguese and Arabic, its description too', async () => {
    const ptHtml = await page('/contribute', PT);
    const ptWords = text(ptHtml);
    for (const heading of ['Adicionar uma pista que falta', 'Corrigir uma pista', 'Conte para outros corredores como foi'])
      expect(ptWords, heading).toContain(heading);
    expect(ptWords).toContain('Aparece um marcador "Nova pista" perguntando "Quer adicionar uma pista aqui?"');
    expect(root(ptHtml)).toMatch(/use a <a [^>]*href="\/track-calculator"[^>]*>calculadora de pista<\/a> para planejar/);
    expect(ptHtml).toMatch(
      /<meta name="description" content="Como adicionar ao Track Atlas uma pista de corrida que falta, ou corrigir uma\."/,
    );
    for (const english of ['Add a missing track', 'Correct a track', 'Tell other runners how it was', 'runners like you'])
      expect(ptWords, english).not.toContain(english);

    const arWords = text(await page('/contribute', AR));
    for (const heading of ['إضافة مضمار ناقص', 'تصحيح مضمار', 'أخبر العدّائين الآخرين كيف كان']) expect(arWords, heading).toContain(heading);
    expect(arWords).not.toContain('Add a missing track');
  });
});
