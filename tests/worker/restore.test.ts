// Restoring a revision (issue 26) through the real Worker: the request the history page builds
// from an old snapshot brings back every fact it holds, the access facts included, as a new edit.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCESS_FIELDS } from '../../src-shared/access';
import { restoreRequest } from '../../src-web/rules/track-history';
import { createTrack, get, post } from './api';

const LAT = 48.85;
const LNG = 2.35;

/** The edit a new user makes of revision 1: length, lighting, who may use it, Monday's hours and the fee, and more. */
const edit = (trackId: number, lat: number) =>
  post('/api/post-track', {
    id: trackId,
    baseRevision: 1,
    lat,
    lng: LNG,
    length: 200,
    lighting: false,
    access: 'public',
    openingHours: 'Mo 08:00-20:00',
    fee: false,
    feeText: '',
    supervised: true,
    amenities: { toilets: false, parking: true },
  });

async function revision(trackId: number, number: number) {
  const { body } = await get(`/api/track-history?id=${trackId}`);
  return body.revisions.find((r: { revision: number }) => r.revision === number);
}

/** Presses "Restore revision N" as the history page does, on the track's current revision. */
async function restore(trackId: number, number: number) {
  const { body } = await get(`/api/track-history?id=${trackId}`);
  const old = body.revisions.find((r: { revision: number }) => r.revision === number);
  return post('/api/post-track', restoreRequest(old.snapshot, trackId, body.revision));
}

describe('restoring a revision', () => {
  it('brings back every fact of revision 1, the access facts set and cleared, and lists each in the new revision', async () => {
    const { trackId } = await createTrack(LAT, LNG, {
      access: 'members',
      openingHours: 'Mo 06:00-10:00',
      fee: true,
      feeText: '5 EUR',
      amenities: { toilets: true },
    });
    expect((await edit(trackId, LAT)).body).toMatchObject({ status: 'Success', revision: 2 });

    const restored = await restore(trackId, 1);
    expect(restored.body).toMatchObject({ status: 'Success', revision: 3 });

    const track = (await get(`/api/track?id=${trackId}`)).body;
    expect(track).toMatchObject({ length: 400, has_lighting: true, revision: 3 });
    expect(track.access).toMatchObject({
      access: 'members',
      opening_hours: 'Mo 06:00-10:00',
      fee: true,
      fee_text: '5 EUR',
      supervised: null,
      amenities: { toilets: true, parking: null },
    });
    // A restore is an edit by the restorer: the facts it set back count as confirmed by it.
    expect(track.access.confirmed.access).toMatchObject({ by: 'edit' });

    const newest = await revision(trackId, 3);
    expect(newest.changed_fields.sort()).toEqual(
      ['length', 'has_lighting', 'access', 'opening_hours', 'fee', 'fee_text', 'supervised', 'toilets', 'parking'].sort(),
    );
    // Every fact of the snapshot is as revision 1 had it.
    const first = await revision(trackId, 1);
    for (const field of ACCESS_FIELDS) expect(newest.snapshot[field], field).toBe(first.snapshot[field]);
  });

  it('clears the access facts a track was added without, so hours, "Public" and "Free" do not stay', async () => {
    const { trackId } = await createTrack(LAT + 0.01, LNG);
    await edit(trackId, LAT + 0.01);

    expect((await restore(trackId, 1)).body).toMatchObject({ status: 'Success', revision: 3 });

    const track = (await get(`/api/track?id=${trackId}`)).body;
    expect(track).toMatchObject({ length: 400, has_lighting: true });
    expect(track.access).toMatchObject({ access: null, opening_hours: null, fee: null, supervised: null });
    expect(track.access.amenities).toEqual({
      toilets: null,
      changing_rooms: null,
      lockers: null,
      drinking_water: null,
      parking: null,
      public_transport: null,
    });
    expect((await revision(trackId, 3)).changed_fields.sort()).toEqual(
      ['length', 'has_lighting', 'access', 'opening_hours', 'fee', 'supervised', 'toilets', 'parking'].sort(),
    );
  });

  it('keeps the access facts of today when the revision was saved before they were kept', async () => {
    const { trackId } = await createTrack(LAT + 0.02, LNG);
    // A revision written before issue 14: its snapshot has the track's columns only.
    const dropped = ACCESS_FIELDS.map((field) => `'$.${field}'`).join(', ');
    await env.DB.prepare(`UPDATE track_revisions SET snapshot = json_remove(snapshot, ${dropped}) WHERE track_id = ?1 AND revision = 1`)
      .bind(trackId)
      .run();
    await edit(trackId, LAT + 0.02);

    expect((await restore(trackId, 1)).body).toMatchObject({ status: 'Success', revision: 3 });

    const track = (await get(`/api/track?id=${trackId}`)).body;
    expect(track).toMatchObject({ length: 400, has_lighting: true });
    expect(track.access).toMatchObject({ access: 'public', opening_hours: 'Mo 08:00-20:00', fee: false });
    expect((await revision(trackId, 3)).changed_fields).toEqual(['length', 'has_lighting']);
  });
});
