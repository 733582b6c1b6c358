import { describe, expect, it } from 'vitest';
import { trackPages } from './catalogues/en/trackPages';
import { pt } from './catalogues/pt';
import { zh } from './catalogues/zh';
import { ReportSource } from './enums';
import {
  altitudeText,
  countOptions,
  isNonStandardLength,
  lengthText,
  longDateText,
  pageTitle,
  publicAccessText,
  statusLabel,
  statusWarnings,
  trackDescriptionText,
  trackIntroText,
  trackSummaryText,
  wordsOf,
  type Words,
} from './track-text';

const PT: Words = { texts: pt, language: 'pt' };
const ZH: Words = { texts: zh, language: 'zh' };

const areas = [
  { id: 1, name: 'Brazil', url_segment: 'brazil' },
  { id: 2, name: 'São Paulo', url_segment: 'brazil/sao-paulo' },
  { id: 3, name: 'Campinas', url_segment: 'brazil/sao-paulo/campinas' },
];

describe('track summary text (spec section 9)', () => {
  const base = { length: 400, finalized: true, surface: 'synthetic' as const, indoors: false };
  it('is length, surface lowercased, then track', () => {
    expect(trackSummaryText(base)).toBe('400 m synthetic track');
  });
  it('says indoor track for indoor tracks', () => {
    expect(trackSummaryText({ ...base, indoors: true, length: 200 })).toBe('200 m synthetic indoor track');
  });
  it('leaves out the length unless finalized, and the surface when unknown', () => {
    expect(trackSummaryText({ ...base, finalized: false })).toBe('synthetic track');
    expect(trackSummaryText({ length: null, finalized: false, surface: null, indoors: null })).toBe('track');
    expect(trackSummaryText({ ...base, surface: 'asphalt' })).toBe('400 m asphalt/concrete track');
  });
  it('shows a length within 0.05 m of 402.3336 m as Quarter mile', () => {
    expect(lengthText(402.3336)).toBe('Quarter mile');
    expect(lengthText(402.38)).toBe('Quarter mile');
    expect(lengthText(402.4)).toBe('402.4 m');
    expect(trackSummaryText({ ...base, length: 402.33 })).toBe('Quarter mile synthetic track');
  });
});

describe('non-standard track note (spec section 9)', () => {
  it('applies to finalized tracks of another length than 400 m', () => {
    expect(isNonStandardLength({ finalized: true, length: 300 })).toBe(true);
    expect(isNonStandardLength({ finalized: true, length: 400 })).toBe(false);
    expect(isNonStandardLength({ finalized: false, length: 300 })).toBe(false);
    expect(isNonStandardLength({ finalized: true, length: null })).toBe(false);
  });
});

describe('altitude text (spec section 9)', () => {
  it('rounds to 100 m with the prefix About', () => {
    expect(altitudeText(760)).toBe('About 800 m');
    expect(altitudeText(1149)).toBe('About 1100 m');
  });
  it('says sea level near zero', () => {
    expect(altitudeText(12)).toBe('About sea level');
    expect(altitudeText(-20)).toBe('About sea level');
  });
});

describe('status warnings and public access (spec section 4)', () => {
  it('status 0 warns that the track is reported closed', () => {
    expect(statusWarnings({ status: 0, reported: false })).toEqual([trackPages.track.status.closed]);
  });
  it('a reported track that is not closed is marked inaccurate', () => {
    expect(statusWarnings({ status: 1, reported: true })).toEqual(["This info has been marked as inaccurate. We'll look into it ASAP."]);
    expect(statusWarnings({ status: null, reported: false })).toEqual([]);
  });
  it('derives the public-access confidence from the status source', () => {
    expect(publicAccessText({ status: 1, status_source: ReportSource.VisitReport })).toEqual({
      confidence: 'User feedback suggests that it is',
      status: 'Open to the public',
    });
    expect(publicAccessText({ status: 40, status_source: ReportSource.Admin }).status).toBe('Always closed to the public');
    expect(publicAccessText({ status: 1, status_source: ReportSource.LegacyOpenReport }).confidence).toBe(
      'Some older user feedback suggests that it is, but we need more information',
    );
    expect(publicAccessText({ status: null, status_source: null }).confidence).toBe("We don't know");
    expect(publicAccessText({ status: 1, status_source: ReportSource.None }).confidence).toBe("We don't know");
  });
});

describe('the intro and the meta description', () => {
  const track = { length: 400, finalized: true, surface: 'synthetic' as const, indoors: false, areas };
  it('say the summary, capitalised, and the place nearest first', () => {
    expect(trackIntroText(track)).toBe('400 m synthetic track in Campinas, São Paulo, Brazil.');
    expect(trackIntroText({ ...track, finalized: false, areas: [] })).toBe('Synthetic track.');
    expect(trackDescriptionText(track)).toBe(
      "400 m synthetic track in Campinas, São Paulo, Brazil. Opening status, surface, lanes and runners' comments.",
    );
  });
});

describe('in the page language (issue 24)', () => {
  const track = { length: 400, finalized: true, surface: 'synthetic' as const, indoors: false, areas };
  it("writes the title, summary, intro and description with the language's words and order", () => {
    expect(trackSummaryText(track, PT)).toBe('pista sintética de 400 m');
    expect(trackSummaryText({ ...track, indoors: true, length: 402.3336, surface: null }, PT)).toBe('pista coberta de um quarto de milha');
    expect(trackSummaryText(track, ZH)).toBe('400 米塑胶跑道');
    expect(trackIntroText(track, PT)).toBe('Pista sintética de 400 m em Campinas, São Paulo, Brazil.');
    expect(trackDescriptionText(track, PT)).toBe(
      'Pista sintética de 400 m em Campinas, São Paulo, Brazil. Se está aberta, piso, raias e comentários de corredores.',
    );
  });
  it('writes lengths and altitudes as the language writes numbers', () => {
    expect(lengthText(402.4, PT)).toBe('402,4 m');
    expect(lengthText(402.3336, PT)).toBe('Um quarto de milha');
    expect(altitudeText(1149, PT)).toBe('Cerca de 1.100 m');
    expect(altitudeText(12, PT)).toBe('Perto do nível do mar');
  });
  it("says the spec's status texts and public-access answers in the language", () => {
    expect(statusWarnings({ status: 0, reported: false }, PT)).toEqual(['Esta pista foi informada como fechada ao público']);
    expect(publicAccessText({ status: 40, status_source: ReportSource.Admin }, PT)).toEqual({
      confidence: 'Segundo relatos de usuários',
      status: 'Sempre fechada ao público',
    });
    expect(publicAccessText({ status: null, status_source: null }, PT).confidence).toBe('Não sabemos');
    expect(statusLabel(99)).toBe('Status 99');
  });
  it('takes the words of an i18next instance, English when its language has none', () => {
    const bundles: Record<string, unknown> = { pt };
    const i18n = (language: string, locale?: string) => ({
      language,
      options: { locale },
      getResourceBundle: (lng: string) => bundles[lng],
    });
    expect(wordsOf(i18n('pt'))).toEqual({ ...PT, locale: 'pt' });
    // With the visitor's locale of the language, for dates.
    expect(wordsOf(i18n('pt', 'pt-PT'))).toEqual({ ...PT, locale: 'pt-PT' });
    expect(wordsOf(i18n('xx')).texts).toBe(trackPages);
  });
  it('counts for i18next: the plural form by the number, the number as the language writes it', () => {
    expect(countOptions(1234, 'pt', { place: 'Campinas' })).toEqual({
      place: 'Campinas',
      count: 1234,
      replace: { place: 'Campinas', count: '1.234' },
    });
    expect(countOptions(1234, 'en').replace.count).toBe('1234');
  });
});

describe('dates and titles', () => {
  it('dates comments in US English long format', () => {
    expect(longDateText('2025-11-21T10:00:00Z')).toBe('November 21, 2025');
    expect(longDateText('nonsense')).toBe('');
  });
  it('joins the page title and the site name with " | "', () => {
    expect(pageTitle('Campinas', 'Track Atlas')).toBe('Campinas | Track Atlas');
    expect(pageTitle('', 'Track Atlas')).toBe('Track Atlas');
  });
});
