// Removed means gone for the public (issue 36), through the real Worker: a track created by a
// client whose changes an operator undid is withdrawn. Before the undo it is everywhere a track
// is; after it no public answer has it (search and suggestions, the full list, the area page's
// list and counts, the coverage, the map's tiles and count and so the nearest list, the sitemap,
// the feeds and recent changes, the open data, the chat), its page is not found and not indexed,
// and operators still see its history; a restore brings it back everywhere. Real tracks an
// operator removed keep the spec's marker and text; removed for good, they leave the search box.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AreaPage, Coverage, MapTile, Suggestions, SuggestionsNext, TrackListEntry } from '../../src-shared/api-types';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { findTrackByIdOrSegment } from '../../src-worker/db/chat-search';
import { clustersToOpen, tilesAround, tracksByDistance } from '../../src-web/rules/nearest';
import { tilesForView, MAP_MAX_ZOOM } from '../../src-shared/map-tiles';
import { createAreas, createTrack, get, newClient, ORIGIN, post } from './api';

const admin = { Authorization: 'Bearer test-admin-token' };

/**
 * Crawlers and feed readers name no key, and an isolate remembers the key for a second
 * (db/cache-key.ts): after a write, wait that out and read the key afresh.
 */
async function settledKey(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return (await get('/api/cache')).body.key;
}

async function ok(path: string, headers: Record<string, string> = {}) {
  const answer = await get(path, headers);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

const clientOf = async (trackId: number) =>
  (await env.DB.prepare('SELECT client_hash FROM track_revisions WHERE track_id = ?1 AND revision = 1')
    .bind(trackId)
    .first<string>('client_hash'))!;

/** The nearest list beside the map after "Use my location": src-web/map/use-nearby-tracks.ts on the map's own tiles. */
async function nearestList(lat: number, lng: number, key: number): Promise<number[]> {
  const tile = async (t: { z: number; x: number; y: number }): Promise<MapTile> =>
    ok(`/api/map-tile?z=${t.z}&x=${t.x}&y=${t.y}&key=${key}`);
  const point = { lat, lng };
  const around = await Promise.all(tilesAround(point, 14).map(tile));
  const singles = around.flatMap((t) => t.tracks);
  const toOpen = clustersToOpen(
    point,
    singles,
    around.flatMap((t) => t.clusters),
    10,
  );
  const opened = await Promise.all(toOpen.flatMap((cluster) => tilesForView(MAP_MAX_ZOOM, cluster)).map(tile));
  return tracksByDistance(point, [...singles, ...opened.flatMap((t) => t.tracks)], 10).map((near) => near.track.id);
}

/** Where one track shows on every public surface: present or not, and the counts that hold it. */
async function publicView(track: { id: number; segment: string; name: string; lat: number; lng: number }, areas: Areas) {
  const key = await settledKey();
  const term = normaliseSearchText(track.name);
  const suggest: Suggestions = await ok(`/api/suggest?q=${encodeURIComponent(term)}&key=${key}`);
  const next: SuggestionsNext = await ok(`/api/suggest-next?q=${encodeURIComponent(term.slice(0, -1))}&key=${key}`);
  const fullList: TrackListEntry[] = await ok(`/api/search-tracks-full?key=${key}`);
  const city: AreaPage = await ok(`/api/area-full?segment=${encodeURIComponent(areas.citySegment)}&key=${key}`);
  const region: AreaPage = await ok(`/api/area-full?segment=${encodeURIComponent(`${areas.countrySegment}/north`)}&key=${key}`);
  const coverage: Coverage = await ok(`/api/coverage?key=${key}`);
  const box = `south=${track.lat - 0.01}&north=${track.lat + 0.01}&west=${track.lng - 0.01}&east=${track.lng + 0.01}`;
  const mapCount: { count: number } = await ok(`/api/map-count?${box}&key=${key}`);
  const sitemap: string = await ok('/sitemaps/tracks-1.xml');
  const siteFeed: string = await ok('/feeds/changes.atom');
  const areaFeed: string = await ok(`/feeds/area/${areas.countrySegment}.atom`);
  const changes: { changes: { track: { id: number } }[] } = await ok(`/api/changes?area=${areas.countrySegment}`);
  const geojson: { features: { id: number }[] } = await ok(`/api/export/tracks.geojson?key=${key}`);
  const pageUrl = `${ORIGIN}/track/${track.segment}`;
  return {
    suggested: suggest.tracks.items.some((item) => item.id === track.id),
    suggestedTotal: suggest.tracks.total,
    nextSuggested: next.next.some((answer) => answer.tracks.items.some((item) => item.id === track.id)),
    inFullList: fullList.some((entry) => entry.id === track.id),
    inCityList: city.tracks.some((entry) => entry.id === track.id),
    cityCount: city.num_tracks,
    cityCountInRegion: region.child_areas.find((child) => child.url_segment === areas.citySegment)?.num_tracks,
    countryCount: coverage.countries.find((country) => country.url_segment === areas.countrySegment)?.num_tracks,
    nearest: (await nearestList(track.lat, track.lng, key)).includes(track.id),
    mapCount: mapCount.count,
    inSitemap: sitemap.includes(`<loc>${pageUrl}</loc>`),
    inSiteFeed: siteFeed.includes(pageUrl),
    inAreaFeed: areaFeed.includes(pageUrl),
    inChanges: changes.changes.some((change) => change.track.id === track.id),
    inOpenData: geojson.features.some((feature) => feature.id === track.id),
    inChat: (await findTrackByIdOrSegment(env.DB, String(track.id))) !== null,
  };
}

type Areas = Awaited<ReturnType<typeof createAreas>>;
type View = Awaited<ReturnType<typeof publicView>>;

/** The view of a track that is there, and of the same place once it is gone: every count one less. */
const present = (counts: Pick<View, 'suggestedTotal' | 'cityCount' | 'mapCount'> & { region: number; country: number }): View => ({
  suggested: true,
  suggestedTotal: counts.suggestedTotal,
  nextSuggested: true,
  inFullList: true,
  inCityList: true,
  cityCount: counts.cityCount,
  cityCountInRegion: counts.region,
  countryCount: counts.country,
  nearest: true,
  mapCount: counts.mapCount,
  inSitemap: true,
  inSiteFeed: true,
  inAreaFeed: true,
  inChanges: true,
  inOpenData: true,
  inChat: true,
});
const gone = (view: View): View => ({
  suggested: false,
  suggestedTotal: view.suggestedTotal - 1,
  nextSuggested: false,
  inFullList: false,
  inCityList: false,
  cityCount: view.cityCount - 1,
  cityCountInRegion: view.cityCountInRegion! - 1,
  countryCount: view.countryCount! - 1,
  nearest: false,
  mapCount: view.mapCount - 1,
  inSitemap: false,
  inSiteFeed: false,
  inAreaFeed: false,
  inChanges: false,
  inOpenData: false,
  inChat: false,
});

const undo = async (clientHash: string, since: string) => {
  const { status, body } = await post('/api/admin/revert', { clientHash, since }, { headers: admin });
  expect(status).toBe(200);
  return body as { remove: { trackId: number }[] };
};

const pageOf = async (segment: string) => {
  const { response, body } = await get(`/track/${segment}`, { Accept: 'text/html' });
  return { status: response.status, html: body as string };
};
const NOINDEX = '<meta name="robots" content="noindex">';

describe('a track its creator made, after the operator undid that client', () => {
  it('is everywhere a track is before the undo, nowhere public after it, and everywhere again once restored', async () => {
    const lat = 63.41;
    const lng = -18.73;
    const since = new Date(Date.now() - 1000).toISOString();
    const areas = await createAreas(lat, lng);
    // An honest track in the same town stays through it all.
    const honest = await createTrack(lat + 0.001, lng, { name: `Honest Oval ${areas.tag}` });
    const attacker = newClient();
    const name = `Junkyard Oval ${areas.tag}`;
    const created = await post('/api/post-track', { lat, lng, outdoor: 'outdoor', name, length: 400 }, { client: attacker });
    expect(created.status).toBe(200);
    const junk = { id: created.body.trackId as number, segment: created.body.trackUrlSegment as string, name, lat, lng };
    // The attacker edits its own track too: still a track it created.
    expect(
      (await post('/api/post-track', { id: junk.id, baseRevision: 1, lat, lng, name, length: 200 }, { client: attacker })).status,
    ).toBe(200);

    const before = await publicView(junk, areas);
    expect(before).toEqual(
      present({
        suggestedTotal: before.suggestedTotal,
        cityCount: 2,
        region: 2,
        country: 2,
        mapCount: 2,
      }),
    );
    expect((await pageOf(junk.segment)).status).toBe(200);

    const clientHash = await clientOf(junk.id);
    expect((await undo(clientHash, since)).remove).toEqual([{ trackId: junk.id, segment: junk.segment }]);

    const after = await publicView(junk, areas);
    expect(after).toEqual(gone(before));
    // The honest track is still found where the junk was.
    const key = await settledKey();
    expect(await nearestList(lat, lng, key)).toContain(honest.trackId);
    const city: AreaPage = await ok(`/api/area-full?segment=${encodeURIComponent(areas.citySegment)}&key=${key}`);
    expect(city.tracks.map((entry) => entry.id)).toEqual([honest.trackId]);

    // Its page is not found and asks not to be indexed; so are its API answers, history, feed and preview.
    const page = await pageOf(junk.segment);
    expect(page.status).toBe(404);
    expect(page.html).toContain(NOINDEX);
    expect(page.html).not.toContain('Junkyard');
    expect((await get(`/track-id/${junk.id}`, { Accept: 'text/html' })).status).toBe(404);
    for (const path of [
      `/api/track?id=${junk.id}&key=${key}`,
      `/api/track?segment=${junk.segment}&key=${key}`,
      `/api/track-history?id=${junk.id}`,
      `/feeds/track/${junk.segment}.atom`,
      `/preview/track/${junk.segment}.png`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    // Nobody writes to it any more.
    const edit = await post('/api/post-track', { id: junk.id, lat, lng, name: 'Again' });
    expect(edit.body.status).toBe('NotFound');
    const comment = await post('/api/post-feedback', {
      trackId: junk.id,
      feedbackType: 64,
      comment: 'Nice',
      name: '',
      recommendTypes: [0],
    });
    expect(comment.body.status).toBe('NotFound');

    // The operator's view keeps it: its client's changes, marked withdrawn, and its whole history.
    const ofClient = await ok(`/api/admin/changes?client=${clientHash}`, admin);
    expect(
      ofClient.changes.map((change: { kind: string; track: { id: number }; withdrawn: boolean }) => [
        change.kind,
        change.track.id,
        change.withdrawn,
      ]),
    ).toEqual([
      ['edit', junk.id, true],
      ['track', junk.id, true],
    ]);
    const everyone = await ok('/api/admin/changes', admin);
    expect(
      everyone.changes.some((change: { kind: string; track: { id: number } }) => change.kind === 'removal' && change.track.id === junk.id),
    ).toBe(true);
    const history = await ok(`/api/admin/track-history?id=${junk.id}`, admin);
    expect(history).toMatchObject({ trackId: junk.id, removed: true, permanently_removed: false, withdrawn: true });
    expect(history.revisions.map((r: { revision: number; snapshot: { name: string } }) => [r.revision, r.snapshot.name])).toEqual([
      [2, name],
      [1, name],
    ]);
    expect((await get(`/api/admin/track-history?id=${junk.id}`)).status).toBe(401);

    // Undoing the client again changes nothing.
    expect((await undo(clientHash, since)).remove).toEqual([]);

    // A restore brings it back to every surface at once.
    expect((await post(`/api/admin/track/${junk.id}/restore`, {}, { headers: admin })).status).toBe(200);
    expect(await publicView(junk, areas)).toEqual(before);
    expect((await pageOf(junk.segment)).status).toBe(200);
  });

  it('an earlier undo left it only flagged removed: undoing the client again withdraws it', async () => {
    const lat = 64.13;
    const lng = -21.94;
    const since = new Date(Date.now() - 1000).toISOString();
    const areas = await createAreas(lat, lng);
    await createTrack(lat + 0.001, lng, { name: `Kept Oval ${areas.tag}` });
    const attacker = newClient();
    const name = `Leftover Oval ${areas.tag}`;
    const created = await post('/api/post-track', { lat, lng, outdoor: 'outdoor', name }, { client: attacker });
    const junk = { id: created.body.trackId as number, segment: created.body.trackUrlSegment as string, name, lat, lng };
    // What the undo did before it withdrew: the removed flag and its record, nothing else.
    expect((await post(`/api/admin/track/${junk.id}/remove`, {}, { headers: admin })).status).toBe(200);
    const flagged = await publicView(junk, areas);
    expect(flagged).toMatchObject({ suggested: true, inCityList: true, nearest: true, inSitemap: true, cityCount: 2 });

    expect((await undo(await clientOf(junk.id), since)).remove).toEqual([{ trackId: junk.id, segment: junk.segment }]);
    expect(await publicView(junk, areas)).toMatchObject({
      suggested: false,
      inFullList: false,
      inCityList: false,
      cityCount: 1,
      nearest: false,
      inSitemap: false,
      inChanges: false,
      inChat: false,
    });
    expect((await pageOf(junk.segment)).status).toBe(404);
  });
});

describe('a real track an operator removed', () => {
  it('flagged removed keeps its page, its place in the lists and its removed marker; removed for good keeps its page saying so, unindexed', async () => {
    const lat = 65.68;
    const lng = -18.09;
    const areas = await createAreas(lat, lng);
    const demolished = await createTrack(lat, lng, { name: `Old Oval ${areas.tag}` });
    const closed = await createTrack(lat + 0.002, lng, { name: `Closed Oval ${areas.tag}` });
    expect((await post(`/api/admin/track/${demolished.trackId}/remove`, {}, { headers: admin })).status).toBe(200);
    expect((await post(`/api/admin/track/${closed.trackId}/remove-permanently`, {}, { headers: admin })).status).toBe(200);
    const key = await settledKey();

    // The spec's removed marker: the list entry of the map and the area page says removed.
    const city: AreaPage = await ok(`/api/area-full?segment=${encodeURIComponent(areas.citySegment)}&key=${key}`);
    expect(city.tracks.find((entry) => entry.id === demolished.trackId)?.removed).toBe(true);
    const box = `south=${lat - 0.01}&north=${lat + 0.01}&west=${lng - 0.01}&east=${lng + 0.01}`;
    expect((await ok(`/api/map-count?${box}&key=${key}`)).count).toBe(2);
    const entries = await nearestList(lat, lng, key);
    expect(entries).toEqual([demolished.trackId, closed.trackId]);
    const { status, html } = await pageOf(demolished.trackUrlSegment);
    expect(status).toBe(200);
    expect(html).not.toContain(NOINDEX);

    // The spec's text for a track removed for good, on a page of its own that is not indexed.
    expect((await ok(`/api/track?id=${closed.trackId}&key=${key}`)).permanently_removed).toBe(true);
    const gonePage = await pageOf(closed.trackUrlSegment);
    expect(gonePage.status).toBe(200);
    expect(gonePage.html).toContain('This track has been permanently removed');
    expect(gonePage.html).toContain(NOINDEX);
  });

  it('removed for good leaves the search box (suggestions, each next letter, "did you mean"); a restore brings it back', async () => {
    const lat = 65.7;
    const lng = -18.2;
    const areas = await createAreas(lat, lng);
    const junk = await createTrack(lat, lng, { name: `Zyxwv Junkoval ${areas.tag}` });
    const term = normaliseSearchText(`Zyxwv Junkoval ${areas.tag}`);
    const found = async () => {
      const key = await settledKey();
      const suggest: Suggestions = await ok(`/api/suggest?q=${encodeURIComponent(term)}&key=${key}`);
      const next: SuggestionsNext = await ok(`/api/suggest-next?q=${encodeURIComponent('zyxwv junkova')}&key=${key}`);
      const slip: Suggestions = await ok(`/api/suggest?q=${encodeURIComponent(term.replace('junkoval', 'junkovall'))}&key=${key}`);
      return {
        suggest: suggest.tracks.items.some((item) => item.id === junk.trackId),
        next: next.next.some((n) => n.tracks.items.some((item) => item.id === junk.trackId)),
        didYouMean: slip.didYouMean.some((item) => item.id === junk.trackId),
      };
    };
    expect(await found()).toEqual({ suggest: true, next: true, didYouMean: true });
    expect((await post(`/api/admin/track/${junk.trackId}/remove-permanently`, {}, { headers: admin })).status).toBe(200);
    expect(await found()).toEqual({ suggest: false, next: false, didYouMean: false });
    expect((await post(`/api/admin/track/${junk.trackId}/restore`, {}, { headers: admin })).status).toBe(200);
    expect(await found()).toEqual({ suggest: true, next: true, didYouMean: true });
  });
});
