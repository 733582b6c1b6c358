// Community text cannot turn the site's own text around it (issue 38): a name or a comment with
// Unicode's direction controls (U+202E right-to-left override and its kin) is kept without them,
// on the page, in the API, in the feed and in the chat's words; Arabic text itself stays as written.
import { describe, expect, it } from 'vitest';
import { FeedbackType } from '../../src-shared/enums';
import { createAreas, createTrack, get, post } from './api';

const OVERRIDE = '\u202E';
/** The controls community text might carry; the site's own isolates (FSI…PDI) are not among them. */
const CONTROLS = /[\u202A-\u202E\u2066\u2067]/;

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

describe('community text set into the site sentences', () => {
  const FSI = '\u2068';
  const PDI = '\u2069';

  it('is isolated where directions can mix: an Arabic name on an English page, any name on an Arabic page', async () => {
    const areas = await createAreas(-8.1, -34.95);
    const arabic = await createTrack(-8.1, -34.95, { name: 'ملعب الجامعة 2' });
    const english = (await get(`/track/${arabic.trackUrlSegment}`, { Accept: 'text/html', Cookie: 'lang=en' })).body as string;
    expect(/<title>([^<]*)<\/title>/.exec(english)?.[1]).toBe(`${FSI}ملعب الجامعة 2${PDI} in Springfield ${areas.tag} | Track Atlas`);
    const feed = (await get(`/feeds/track/${arabic.trackUrlSegment}.atom`)).body as string;
    expect(feed).toContain(`<title>New track ${FSI}ملعب الجامعة 2${PDI}</title>`);

    const latin = await createTrack(-8.11, -34.95, { name: 'Pista Norte (2)' });
    const inArabic = (await get(`/track/${latin.trackUrlSegment}`, { Accept: 'text/html', Cookie: 'lang=ar' })).body as string;
    expect(/<title>([^<]*)<\/title>/.exec(inArabic)?.[1]).toContain(`${FSI}Pista Norte (2)${PDI}`);
    // A Latin name on an English page has nothing to mix with: it stays as written.
    const plain = (await get(`/track/${latin.trackUrlSegment}`, { Accept: 'text/html', Cookie: 'lang=en' })).body as string;
    expect(/<title>([^<]*)<\/title>/.exec(plain)?.[1]).toBe(`Pista Norte (2) in Springfield ${areas.tag} | Track Atlas`);
  });
});
