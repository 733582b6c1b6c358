import { describe, expect, it } from 'vitest';
import type { FeedbackItem } from './api-types';
import { recentVisitSummary } from './visit-summary';

const NOW = new Date('2026-11-26T12:00:00Z');
const visit = (reportDate: string, codes: string, paid: boolean | null = null): FeedbackItem => ({
  id: 1,
  type: 'visit report',
  text: '',
  text_translated: null,
  auto_translated: false,
  poster_name: '',
  created: reportDate,
  report_date: reportDate,
  auto_post_types: codes,
  paid,
});

describe('recentVisitSummary', () => {
  it('counts open and closed answers and fee answers of the last 30 days only', () => {
    const summary = recentVisitSummary(
      [
        visit('2026-11-25T00:00:00.000Z', '1,11', false),
        visit('2026-11-20T00:00:00.000Z', '1', true),
        visit('2026-11-10T00:00:00.000Z', '44,60'),
        visit('2026-11-01T00:00:00.000Z', '0'),
        // Older than 30 days: not counted.
        visit('2026-10-20T00:00:00.000Z', '1', true),
        // Crowded and lanes only: no open-status answer.
        visit('2026-11-24T00:00:00.000Z', '12,70', true),
        { ...visit('2026-11-24T00:00:00.000Z', '1'), type: 'comment' },
      ],
      NOW,
    );
    expect(summary).toEqual({ foundOpen: 2, foundClosed: 2, paid: 2, free: 1 });
  });

  it('is all zero without visit reports', () => {
    expect(recentVisitSummary([], NOW)).toEqual({ foundOpen: 0, foundClosed: 0, paid: 0, free: 0 });
  });
});
