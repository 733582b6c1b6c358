// The API reads enumerations as spec section 3 words them (any case, label or short name,
// constant names, numeric codes) and answers with one canonical spelling (issue 10).
import { describe, expect, it } from 'vitest';
import { createTrack, get, post } from './api';

let lat = 41;
/** A new track per case, spread out so no two share a place or a name. */
const newTrack = (overrides: Record<string, unknown>) =>
  createTrack((lat += 0.01), 12.5, { name: `Spelling track ${lat.toFixed(2)}`, ...overrides });
const trackAnswer = async (trackId: number) => (await get(`/api/track?id=${trackId}`)).body;

describe('post-track reads the spec spellings', () => {
  const surfaces: [unknown, string][] = [
    ['Asphalt/Concrete', 'asphalt'],
    ['asphalt', 'asphalt'],
    ['ASPHALT/CONCRETE', 'asphalt'],
    ['Gravel/dirt', 'gravel'],
    ['gravel', 'gravel'],
    ['Paver', 'paver'],
    ['Cinder', 'cinder'],
    ['grass', 'grass'],
    ['Synthetic', 'synthetic'],
    ['OTHER', 'other'],
  ];
  it.each(surfaces)('surface %j is stored and answered as %j', async (sent, canonical) => {
    const { trackId } = await newTrack({ surface: sent });
    expect((await trackAnswer(trackId)).surface).toBe(canonical);
  });

  it.each([
    ['Great', 'great'],
    ['good', 'good'],
    ['BAD', 'bad'],
    ['Horrible', 'horrible'],
  ])('quality %j is answered as %j', async (sent, canonical) => {
    const { trackId } = await newTrack({ quality: sent });
    expect((await trackAnswer(trackId)).quality).toBe(canonical);
  });

  it.each([
    ['Outdoor', false],
    ['INDOOR', true],
    ['indoor', true],
  ])('outdoor %j gives indoors %j', async (sent, indoors) => {
    const { trackId } = await newTrack({ outdoor: sent });
    expect((await trackAnswer(trackId)).indoors).toBe(indoors);
  });

  it('refuses an unknown surface, naming the field and the accepted values, and stores nothing', async () => {
    const { status, body } = await post('/api/post-track', {
      lat: 41.9,
      lng: 12.5,
      outdoor: 'outdoor',
      name: 'Never stored',
      surface: 'Tartan',
    });
    expect(status).toBe(400);
    expect(body.status).toBe('InvalidInput');
    expect(body.description).toContain('surface: not a surface; accepted, in any case and spacing: asphalt (Asphalt/Concrete); paver');
    expect(body.description).toContain('gravel (Gravel/dirt)');
    expect((await get('/api/suggest?q=never+stored')).body.tracks.total).toBe(0);
  });

  it('refuses an unknown quality and outdoor value with the field named', async () => {
    expect((await post('/api/post-track', { lat: 41.9, lng: 12.5, name: 'x', quality: 'superb' })).body.description).toMatch(
      /^quality: not a quality rating; accepted/,
    );
    expect((await post('/api/post-track', { lat: 41.9, lng: 12.5, name: 'x', outdoor: 'roof' })).body.description).toMatch(
      /^outdoor: not outdoor or indoor; accepted/,
    );
  });
});

describe('post-feedback reads the spec spellings', () => {
  const feedback = (trackId: number, fields: Record<string, unknown>) =>
    post('/api/post-feedback', { trackId, comment: 'Nice', name: '', recommendTypes: [0], ...fields });

  it.each(['comment', 'Comment', 'COMMENT', 64, '64'])('feedbackType %j posts a comment', async (feedbackType) => {
    const { trackId } = await newTrack({});
    const { status, body } = await feedback(trackId, { feedbackType });
    expect(status).toBe(200);
    expect(body.status).toBe('Success');
    expect((await trackAnswer(trackId)).comments[0]).toMatchObject({ type: 'comment', text: 'Nice' });
  });

  it.each(['visit report', 'Visit Report', 'VisitReport', 'visit_report', 512])(
    'feedbackType %j posts a visit report, with its answers in words or codes',
    async (feedbackType) => {
      const { trackId } = await newTrack({});
      const { status } = await feedback(trackId, {
        feedbackType,
        visitDate: '2026-01-10',
        openStatus: 'Open to the public',
        crowded: 'crowded some',
        disturbances: 60,
        partialUse: 'PartialUseAllLanes',
      });
      expect(status).toBe(200);
      const answer = await trackAnswer(trackId);
      expect(answer.comments[0]).toMatchObject({ type: 'visit report', auto_post_types: '1,11,60,70' });
      expect(answer.status).toBe(1);
    },
  );

  it.each([
    [['well maintained', 'Scenic'], { maintained: true, scenic: true, practical: false, friendly: false }],
    [['WellMaintained', 'FRIENDLY'], { maintained: true, friendly: true, practical: false, scenic: false }],
    [[2, '4'], { practical: true, friendly: true, maintained: false, scenic: false }],
  ])('recommend types %j are read', async (recommendTypes, info) => {
    const { trackId } = await newTrack({});
    const { status } = await feedback(trackId, { feedbackType: 'Recommend', comment: '', recommendTypes });
    expect(status).toBe(200);
    const answer = await trackAnswer(trackId);
    expect(answer.recommendInfo).toEqual(info);
    expect(answer.num_likes).toBe(1);
  });

  it('refuses unknown values with the field named', async () => {
    const { trackId } = await newTrack({});
    const bad = async (fields: Record<string, unknown>) => (await feedback(trackId, fields)).body;
    expect((await bad({ feedbackType: 'like' })).description).toMatch(
      /^feedbackType: not a feedback type; accepted, in any case and spacing: comment \(64\); visit report \(512\); recommend \(256\)$/,
    );
    expect((await bad({ feedbackType: 'recommend', recommendTypes: ['shiny'] })).description).toMatch(
      /^recommendTypes\.0: not a recommend type/,
    );
    // A crowded answer is not an open-status answer.
    expect((await bad({ feedbackType: 'visit report', visitDate: '2026-01-10', openStatus: 'CrowdedSome' })).description).toMatch(
      /^openStatus: not an open-status answer; accepted/,
    );
    expect((await trackAnswer(trackId)).comments).toEqual([]);
  });
});
