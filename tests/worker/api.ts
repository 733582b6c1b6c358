// Test helpers: requests through the real Worker entry, and fixtures written with real SQL.
import { env, exports } from 'cloudflare:workers';
import { normalisedAreaLabel } from '../../src-shared/search-labels';
import { wordSlipRows } from '../../src-shared/search-slips';
import { FeedbackType } from '../../src-shared/enums';

export const ORIGIN = 'http://localhost';
let clientCounter = 0;

/** This run's own IPv6 /32, so clients of runs sharing a database never meet. */
const RUN_PREFIX = `2001:${(0x1000 + Math.floor(Math.random() * 0xefff)).toString(16)}`;

/**
 * A fresh client per call site, on a network of its own (an IPv6 /48), so the limits of one
 * test never hit another.
 */
export function newClient(): string {
  clientCounter += 1;
  return `${RUN_PREFIX}:${clientCounter.toString(16)}:0::1`;
}

/** Another client (its own /64) on the same network (/48) as the one given. */
export function neighbourOf(client: string, n: number): string {
  return client.replace(/:0::1$/, `:${n.toString(16)}::1`);
}

export async function get(path: string, headers: Record<string, string> = {}) {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers }));
  return { response, status: response.status, body: await jsonOrText(response) };
}

export async function post(path: string, body: unknown, options: { client?: string; headers?: Record<string, string> } = {}) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        'CF-Connecting-IP': options.client ?? newClient(),
        ...options.headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { response, status: response.status, body: await jsonOrText(response) };
}

async function jsonOrText(response: Response): Promise<any> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let fixtureCounter = 0;

/** An area chain country > region > city placed around a point, with unique segments (or the names given). */
export async function createAreas(lat: number, lng: number, names?: { country: string; region: string; city: string }) {
  fixtureCounter += 1;
  const tag = `t${Date.now().toString(36)}${fixtureCounter}`;
  // With its search label, own name and word slips, as the importer writes areas (scripts/import/search-labels.ts).
  const insert = async (parentId: number | null, parentName: string | null, level: number, name: string, segment: string, span: number) => {
    const row = await env.DB.prepare(
      `INSERT INTO areas (parent_id, level, name, url_segment, bound_north, bound_south, bound_east, bound_west, center_lat, center_lng, track_info)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id`,
    )
      .bind(parentId, level, name, segment, lat + span, lat - span, lng + span, lng - span, lat, lng, `${name} has tracks.`)
      .first<{ id: number }>();
    const label = normalisedAreaLabel(name, parentName);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO search_labels (kind, id, label) VALUES ('area', ?1, ?2)").bind(row!.id, label),
      env.DB.prepare("INSERT INTO search_names (kind, id, name) VALUES ('area', ?1, ?2)").bind(row!.id, normalisedAreaLabel(name, null)),
      ...wordSlipRows(label).map(([slip, word]) =>
        env.DB.prepare('INSERT OR IGNORE INTO search_word_slips (slip, word) VALUES (?1, ?2)').bind(slip, word),
      ),
    ]);
    return row!.id;
  };
  const [countryName, regionName, cityName] = names
    ? [names.country, names.region, names.city]
    : [`Testland ${tag}`, `North ${tag}`, `Springfield ${tag}`];
  const country = await insert(null, null, 0, countryName, `testland-${tag}`, 5);
  const region = await insert(country, countryName, 1, regionName, `testland-${tag}/north`, 2);
  const city = await insert(region, regionName, 2, cityName, `testland-${tag}/north/springfield`, 0.1);
  return { country, region, city, countrySegment: `testland-${tag}`, citySegment: `testland-${tag}/north/springfield`, tag };
}

export const sampleTrack = (lat: number, lng: number) => ({
  lat,
  lng,
  outdoor: 'outdoor',
  name: 'Estádio Municipal',
  length: 400,
  info: 'Open weekdays.\nBring water.',
  surface: 'synthetic',
  linkToWeb: 'https://example.org/track',
  numLanes: 8,
  quality: 'good',
  lighting: true,
});

/** Creates a track through the API and returns its id, segment and revision. */
export async function createTrack(lat = -23.5874, lng = -46.6576, overrides: Record<string, unknown> = {}) {
  const { body, status } = await post('/api/post-track', { ...sampleTrack(lat, lng), ...overrides });
  if (status !== 200) throw new Error(`createTrack failed: ${status} ${JSON.stringify(body)}`);
  return body as { trackId: number; trackUrlSegment: string; revision: number; cacheKey: number };
}

/** A comment on a track, as the track page's form posts it (POST /api/post-feedback). */
export const commentBody = (trackId: number, text: string) => ({
  trackId,
  feedbackType: FeedbackType.Comment,
  comment: text,
  name: '',
  recommendTypes: [0],
});
