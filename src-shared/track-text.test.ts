import { describe, expect, it } from 'vitest';
import { ReportSource } from './enums';
import {
  altitudeText,
  isNonStandardLength,
  lengthText,
  longDateText,
  pageTitle,
  publicAccessText,
  STATUS_MESSAGES,
  statusWarnings,
  trackSummaryText,
  trackTitle,
} from './track-text';

const areas = [
  { id: 1, name: 'Brazil', url_segment: 'brazil' },
  { id: 2, name: 'São Paulo', url_segment: 'brazil/sao-paulo' },
  { id: 3, name: 'Campinas', url_segment: 'brazil/sao-paulo/campinas' },
];

describe('track title (spec section 9)', () => {
  it('is the name in the nearest area', () => {
    expect(trackTitle({ name: 'Pista Taquaral', areas })).toBe('Pista Taquaral in Campinas');
  });
  it('falls back to "track" and leaves out " in " without areas', () => {
    expect(trackTitle({ name: null, areas })).toBe('track in Campinas');
    expect(trackTitle({ name: 'Pista', areas: [] })).toBe('Pista');
  });
});

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
    expect(statusWarnings({ status: 0, reported: false })).toEqual([STATUS_MESSAGES.closed]);
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
