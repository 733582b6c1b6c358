// What visit reports say about using a track (issue 37), through the real Worker: reports posted
// with crowding, disturbance and lane answers, and the track page's first HTML saying what they
// say, in the visitor's language.
import { beforeAll, describe, expect, it } from 'vitest';
import { FeedbackType, TrackStatus } from '../../src-shared/enums';
import { createTrack, get, post } from './api';
import { pageText, VISITOR_HEADERS } from './page-text';

const DAY_MS = 24 * 3600 * 1000;

/** The day (YYYY-MM-DD) at least `daysAgo` days back that falls on a weekend (true) or a weekday (false), in UTC. */
function dayBack(daysAgo: number, weekend: boolean): string {
  for (let back = daysAgo; ; back += 1) {
    const day = new Date(Date.now() - back * DAY_MS);
    if ([0, 6].includes(day.getUTCDay()) === weekend) return day.toISOString().slice(0, 10);
  }
}

const visit = (trackId: number, visitDate: string, answers: Record<string, number>) =>
  post('/api/post-feedback', {
    trackId,
    feedbackType: FeedbackType.VisitReport,
    comment: '',
    name: '',
    recommendTypes: [0],
    visitDate,
    openStatus: TrackStatus.OpenPublicAccess,
    ...answers,
  });

type NewTrack = Awaited<ReturnType<typeof createTrack>>;
let reported: NewTrack;
let lanesOnly: NewTrack;

beforeAll(async () => {
  // In São Paulo, where the weekend is Saturday and Sunday. The first track of a run may take long on a busy machine.
  reported = await createTrack(-23.56, -46.73);
  lanesOnly = await createTrack(-23.57, -46.74);
}, 60_000);

describe('the track page says what recent visit reports say about crowding, disturbances and lanes', () => {
  it('counts the answers of the last 60 days, weekdays apart when they are the busy ones', async () => {
    const { trackId, trackUrlSegment } = reported;
    const page = async (headers: Record<string, string> = VISITOR_HEADERS.en) =>
      pageText((await get(`/track/${trackUrlSegment}`, headers)).body);
    expect(await page()).not.toContain('What visit reports of the last 60 days say');

    const { CrowdedNot, CrowdedSome, CrowdedVery, DisturbancesNone, DisturbancesKids, PartialUseAllLanes } = TrackStatus;
    const posted = await Promise.all([
      visit(trackId, dayBack(2, false), { crowded: CrowdedSome, disturbances: DisturbancesKids, partialUse: PartialUseAllLanes }),
      visit(trackId, dayBack(9, false), { crowded: CrowdedVery, disturbances: DisturbancesKids, partialUse: PartialUseAllLanes }),
      visit(trackId, dayBack(16, false), { crowded: CrowdedSome, disturbances: DisturbancesNone, partialUse: PartialUseAllLanes }),
      visit(trackId, dayBack(23, false), { crowded: CrowdedNot, disturbances: DisturbancesNone }),
      visit(trackId, dayBack(3, true), { crowded: CrowdedNot, disturbances: DisturbancesNone, partialUse: PartialUseAllLanes }),
      // Older than 60 days: not counted.
      visit(trackId, dayBack(70, false), { crowded: CrowdedVery, disturbances: DisturbancesKids }),
    ]);
    for (const { body } of posted) expect(body.status).toBe('Success');

    const english = await page();
    expect(english).toContain('What visit reports of the last 60 days say:');
    expect(english).toContain('Busy on weekdays: 3 of 4 reports');
    expect(english).toContain('Children on the track: 2 of 5 reports');
    expect(english).toContain('All lanes usable: 4 of 4 reports');
    expect(english).not.toContain('Busy: ');

    const portuguese = await page(VISITOR_HEADERS.pt);
    expect(portuguese).toContain('O que dizem os relatos de visita dos últimos 60 dias:');
    expect(portuguese).toContain('Movimentada nos dias úteis: 3 de 4 relatos');
    expect(portuguese).toContain('Crianças na pista: 2 de 5 relatos');

    const arabic = await page(VISITOR_HEADERS.ar);
    expect(arabic).toContain('مزدحم في أيام العمل: 3 من أصل 4 تقارير');
    expect(arabic).toContain('كل الحارات متاحة: 4 من أصل 4 تقارير');
  });

  it('says nothing of a question no recent report answered', async () => {
    const { trackId, trackUrlSegment } = lanesOnly;
    expect((await visit(trackId, dayBack(2, true), { partialUse: TrackStatus.PartialUseSomeLanes })).body.status).toBe('Success');
    const words = pageText((await get(`/track/${trackUrlSegment}`, VISITOR_HEADERS.en)).body);
    expect(words).toContain('Only some lanes usable: 1 of 1 report');
    for (const unanswered of ['Busy', 'Not busy', 'disturbances', 'Children on the track'])
      expect(words, unanswered).not.toContain(unanswered);
  });
});
