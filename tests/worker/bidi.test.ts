// Community text cannot turn the site's own text around it (issue 38): a name or a comment with
// Unicode's direction controls (U+202E right-to-left override and its kin) is kept without them,
// on the page, in the API, in the feed and in the chat's words; Arabic text itself stays as written.
import { describe, expect, it } from 'vitest';
import { FeedbackType } from '../../src-shared/enums';
import { createAreas, createTrack, get, post } from './api';

const OVERRIDE = '\u202E';
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

describe('direction controls in community text', () => {
  it('a name and a comment with a right-to-left override are kept without it, wherever they are shown', async () => {
    await createAreas(-8.05, -34.9);
    const created = await createTrack(-8.05, -34.9, { name: `Pista ${OVERRIDE}odnuM o arap\u2066 ملعب\u2069` });
    const track = (await get(`/api/track?id=${created.trackId}`)).body;
    expect(track.name).toBe('Pista odnuM o arap ملعب');
    const sent = await post('/api/post-feedback', {
      trackId: created.trackId,
      feedbackType: FeedbackType.Comment,
      comment: `Great ${OVERRIDE}kcart`,
      name: `Ana${OVERRIDE}`,
      recommendTypes: [0],
    });
    expect(sent.body.status).toBe('Success');
    const comments = (await get(`/api/track?id=${created.trackId}`)).body.comments as { text: string; poster_name: string }[];
    expect(comments.map((c) => [c.text, c.poster_name])).toContainEqual(['Great kcart', 'Ana']);

    const page = (await get(`/track/${created.trackUrlSegment}`, { Accept: 'text/html' })).body as string;
    expect(page).toContain('Pista odnuM o arap ملعب');
    expect(page).not.toMatch(CONTROLS);
    const feed = (await get(`/feeds/track/${created.trackUrlSegment}.atom`)).body as string;
    expect(feed).not.toMatch(CONTROLS);
  });
});
