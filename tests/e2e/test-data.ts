// The tracks the end-to-end tests look at, created through the real write API as a visitor
// would; flags no visitor can set (removed, reported) and a dense cluster of tracks are set
// with SQL, followed by a cache-key bump so the API serves the new data.
import { FeedbackType, TrackQuality } from '../../src-shared/enums';
import { fetchAfterPause } from '../wrangler-dev';

// Segments are the name plus the city, as the API makes them.
export const TRACKS = {
  open: { segment: 'pista-do-ibirapuera-sao-paulo', name: 'Pista do Ibirapuera' },
  indoor: { segment: 'ginasio-icaro-de-castro-mello-sao-paulo', name: 'Ginásio Ícaro de Castro Mello' },
  closed: { segment: 'centro-olimpico-sao-paulo', name: 'Centro Olímpico' },
  nonStandard: { segment: 'pista-do-taquaral-campinas', name: 'Pista do Taquaral' },
  removed: { segment: 'antiga-pista-da-mooca-sao-paulo', name: 'Antiga Pista da Mooca' },
  reported: { segment: 'pista-do-tatuape-sao-paulo', name: 'Pista do Tatuapé' },
} as const;

/** Tracks placed with SQL in one Rio de Janeiro neighbourhood: more than 100 in one view. */
export const RIO_CLUSTER_SIZE = 120;

/** Runs statements on the server's database in one transaction. */
type RunSql = (statements: readonly string[]) => Promise<void>;

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  // After a pause: the SQL steps between the posts block this process for a while.
  const response = await fetchAfterPause(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { success?: boolean };
  if (!response.ok || !answer.success) throw new Error(`${path} failed: ${JSON.stringify(answer)}`);
  return answer;
}

async function createTrack(baseUrl: string, track: Record<string, unknown>): Promise<number> {
  const answer = await post<{ trackId: number }>(baseUrl, '/api/post-track', track);
  return answer.trackId;
}

function visitReport(trackId: number, openStatus: number, comment: string, name = '') {
  return { trackId, feedbackType: FeedbackType.VisitReport, comment, name, recommendTypes: [0], visitDate: '2026-01-10', openStatus };
}

export async function createTestTracks(baseUrl: string, runSql: RunSql): Promise<void> {
  const open = await createTrack(baseUrl, {
    lat: -23.5874,
    lng: -46.6576,
    outdoor: 'outdoor',
    name: TRACKS.open.name,
    length: 400,
    surface: 'synthetic',
    numLanes: 8,
    lighting: true,
    info: 'Public track <b>inside the park</b>, open early mornings.',
  });
  await post(baseUrl, '/api/post-feedback', visitReport(open, 1, 'Open and quiet on Sunday morning.', 'Ana'));
  await post(baseUrl, '/api/post-feedback', {
    trackId: open,
    feedbackType: FeedbackType.Comment,
    comment: 'Lovely place for intervals.',
    name: '',
    recommendTypes: [0],
  });
  await post(baseUrl, '/api/post-feedback', {
    trackId: open,
    feedbackType: FeedbackType.Recommend,
    comment: '',
    name: '',
    recommendTypes: [TrackQuality.WellMaintained, TrackQuality.Scenic],
  });

  await createTrack(baseUrl, {
    lat: -23.5776,
    lng: -46.6613,
    outdoor: 'indoor',
    name: TRACKS.indoor.name,
    length: 200,
    surface: 'synthetic',
  });

  const closed = await createTrack(baseUrl, {
    lat: -23.6073,
    lng: -46.6398,
    outdoor: 'outdoor',
    name: TRACKS.closed.name,
    length: 400,
    surface: 'cinder',
  });
  await post(baseUrl, '/api/post-feedback', visitReport(closed, 0, 'The gate was locked.'));

  await createTrack(baseUrl, {
    lat: -22.8725,
    lng: -47.0567,
    outdoor: 'outdoor',
    name: TRACKS.nonStandard.name,
    length: 300,
    surface: 'asphalt',
  });
  const removed = await createTrack(baseUrl, { lat: -23.5505, lng: -46.5996, outdoor: 'outdoor', name: TRACKS.removed.name });
  const reported = await createTrack(baseUrl, {
    lat: -23.5404,
    lng: -46.5762,
    outdoor: 'outdoor',
    name: TRACKS.reported.name,
    surface: 'grass',
  });

  const now = new Date().toISOString();
  await runSql([
    `UPDATE tracks SET permanently_removed = 1, removed = 1 WHERE id = ${removed}`,
    `UPDATE tracks SET reported = 1 WHERE id = ${reported}`,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${RIO_CLUSTER_SIZE})
       INSERT INTO tracks (url_segment, area_id, name, center_lat, center_lng, created, updated)
       SELECT 'rio-test-track-' || i, 6, 'Rio test track ' || i, -22.97 + (i % 12) * 0.004, -43.25 + (i / 12) * 0.004, '${now}', '${now}' FROM n`,
    // An import that moved a track writes a revision saying where and why (issue 36, scripts/import/plan.ts).
    `INSERT INTO track_revisions (track_id, revision, snapshot, changed_fields, source, client_hash, created)
       SELECT id, revision + 1, json_object('name', name, 'length', length, 'surface', surface, 'center_lat', center_lat, 'center_lng', center_lng,
         'area', 'brazil/sao-paulo/campinas', 'area_name', 'Campinas', 'placed_by', 'source', 'placed_name', 'CAMPINAS'),
         '["area"]', 'import', NULL, '${now}' FROM tracks WHERE url_segment = '${TRACKS.nonStandard.segment}'`,
    `UPDATE tracks SET revision = revision + 1 WHERE url_segment = '${TRACKS.nonStandard.segment}'`,
    `UPDATE meta SET value = value + 1 WHERE name = 'cache_key'`,
  ]);

  // Two tracks at one spot (issue 22), as Scotland's register has them: an outdoor track and an
  // indoor arena of one sports centre, with the same coordinates.
  for (const track of Object.values(SAME_SPOT)) {
    await createTrack(baseUrl, {
      lat: SAME_SPOT_POSITION.lat,
      lng: SAME_SPOT_POSITION.lng,
      outdoor: track.outdoor,
      name: track.name,
      length: track.length,
      surface: 'synthetic',
    });
  }
}

/** Meadowbank Sports Centre, Edinburgh: no fixture area holds it, so the segment is the name alone. */
export const SAME_SPOT_POSITION = { lat: 55.956491, lng: -3.158706 };
export const SAME_SPOT = {
  outdoor: { segment: 'meadowbank-stadium', name: 'Meadowbank Stadium', outdoor: 'outdoor', length: 400 },
  indoor: { segment: 'meadowbank-indoor-arena', name: 'Meadowbank Indoor Arena', outdoor: 'indoor', length: 200 },
} as const;
