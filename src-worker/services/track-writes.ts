// Creating and editing tracks: the client's spam limit first, then every change is one D1 batch
// (track row, revision row, label, area counts, cache key), so it happens whole or not at all,
// and the previous version is always kept. Info that carries a link waits for an operator, as a comment with one
// does (spec section 6): the edit is held (db/held-edits.ts) and applied when approved.
import { normalisedTrackLabel } from '../../src-shared/search-labels';
import { toUrlSegment, firstFreeSegment } from '../../src-shared/url-segment';
import { recountAreas } from '../db/area-counts';
import { findAreaById, findAreaForPoint } from '../db/areas';
import { bumpCacheKey, newKeyFrom, readCacheKey } from '../db/cache-key';
import { trackNameWrites } from '../db/search';
import { upsertTrackLabel } from '../db/search-labels';
import { insertRevision } from '../db/revisions';
import { confirmationsOf, findTrackById, insertTrack, segmentsStartingWith, updateTrack, type TrackRow } from '../db/tracks';
import { insertHeldEdit } from '../db/held-edits';
import { upsertTrackAccess } from '../db/track-access';
import { twinWritesAround } from '../db/track-labels';
import { ownTrackName } from '../../src-shared/track-name';
import { needsReview } from '../domain/review';
import { accessFieldsIn, accessRecord, hasAccessFacts } from '../domain/track-access';
import { applyEdit, editableOf, type TrackEdit } from '../domain/track-edit';
import type { z } from 'zod';
import { NO_ACCESS_FACTS, type FactSource } from '../../src-shared/access';
import type { postTrackRequest } from '../../src-shared/schemas/track';
import { storedAccessFacts, storedFlag } from '../../src-shared/access-fields';
import { indoorsOf, lacksOutdoorChoice, type OutdoorChoice } from '../../src-shared/track-fields';
import { cleanVisitorHtml } from '../domain/html';
import type { Env } from '../env';
import { ApiError, invalidInput, notFound } from '../http/result';
import { assertNotSpamming } from './spam-limit';

export interface TrackWrite {
  id?: number;
  baseRevision?: number;
  /** Outdoor or indoor, when the request says which (a new track must). */
  outdoor?: OutdoorChoice;
  fields: Partial<TrackEdit>;
  clientHash: string;
  origin: 'web' | 'chat';
  now: Date;
}

export interface TrackWriteResult {
  trackId: number;
  trackUrlSegment: string;
  revision: number;
  cacheKey: number;
  /** True when (part of) the write is held for review. */
  pending: boolean;
}

/** A track write as POST /api/post-track sends it, read by its schema (src-shared/schemas/track.ts). */
type PostTrackBody = z.output<typeof postTrackRequest>;

/** The spec's request names mapped onto stored fields; undefined means "not sent, keep". */
function editedFields(body: PostTrackBody): Partial<TrackEdit> {
  return {
    center_lat: body.lat,
    center_lng: body.lng,
    name: body.name,
    length: body.length,
    info: body.info === undefined || body.info === null ? body.info : cleanVisitorHtml(body.info),
    surface: body.surface,
    link_to_web: body.linkToWeb,
    // 0 lanes is unset already (src-shared/track-fields.ts, applied by the schema).
    number_lanes_lap: body.numLanes,
    quality: body.quality,
    has_lighting: storedFlag(body.lighting),
    ...storedAccessFacts(body),
  };
}

/** The write a request asks for: its fields as stored, and outdoor or indoor when it says which. */
export function submittedTrackWrite(body: PostTrackBody, clientHash: string, now: Date): TrackWrite {
  return {
    baseRevision: body.baseRevision,
    outdoor: body.outdoor ?? undefined,
    fields: editedFields(body),
    clientHash,
    origin: 'web',
    now,
  };
}

/** An edit's info with a link is held; so is a new track's, which is created without it. */
const infoNeedsReview = (fields: Partial<TrackEdit>) => needsReview(fields.info);

const SEGMENT_ATTEMPTS = 8;

/** base-N for an N drawn among the thousand numbers above those taken, skipping any taken one. */
function spreadSegment(base: string, taken: ReadonlySet<string>): string {
  const candidate = `${base}-${taken.size + 2 + Math.floor(Math.random() * 1000)}`;
  return taken.has(candidate) ? firstFreeSegment(base, taken) : candidate;
}

const isUniqueViolation = (error: unknown, column: string) =>
  error instanceof Error && /UNIQUE constraint failed/i.test(error.message) && error.message.includes(column);

export async function createTrack(env: Env, write: TrackWrite): Promise<TrackWriteResult> {
  const { fields, now } = write;
  await assertNotSpamming(env, write.clientHash, now);
  if (lacksOutdoorChoice(true, write.outdoor)) throw invalidInput('You must select outdoor/indoor.');
  if (fields.center_lat === undefined || fields.center_lng === undefined) throw invalidInput('lat and lng are required');
  const held = infoNeedsReview(fields);
  const track: TrackEdit = {
    ...applyEdit(emptyTrack(fields.center_lat, fields.center_lng), { ...fields, info: held ? undefined : fields.info }).next,
    indoors: indoorsOf(write.outdoor!),
  };
  const areaId = await findAreaForPoint(env.DB, track.center_lat, track.center_lng);
  const areaName = areaId === null ? null : ((await findAreaById(env.DB, areaId))?.name ?? null);
  const base = toUrlSegment([track.name || 'track', areaName].filter(Boolean).join(' '), 'track');
  const created = now.toISOString();

  // Many people may create a same-named track at once: the losers of the race for a segment retry,
  // first with the next free number, then with a number drawn at random above the taken ones, so
  // a crowd of creations spreads out instead of colliding again on the same next number.
  for (let attempt = 0; attempt < SEGMENT_ATTEMPTS; attempt++) {
    const taken = await segmentsStartingWith(env.DB, base);
    const segment = attempt < 2 ? firstFreeSegment(base, taken) : spreadSegment(base, taken);
    const changedFields = Object.keys(track).filter((f) => track[f as keyof TrackEdit] !== null);
    try {
      const [inserted, , , bumped] = await env.DB.batch([
        insertTrack(env.DB, { ...track, url_segment: segment, area_id: areaId, finalized: track.length !== null }, created),
        insertRevision(
          env.DB,
          { url_segment: segment },
          {
            revision: 1,
            snapshot: track,
            changedFields,
            source: write.origin,
            clientHash: write.clientHash,
            created,
          },
        ),
        upsertTrackLabel(env.DB, { url_segment: segment }, normalisedTrackLabel(track.name, areaName)),
        bumpCacheKey(env.DB),
        recountAreas(env.DB, { areaIds: [areaId] }),
        ...trackNameWrites(env.DB, { url_segment: segment }, track.name, normalisedTrackLabel(track.name, areaName)),
        ...(held
          ? [
              insertHeldEdit(
                env.DB,
                { url_segment: segment },
                { baseRevision: 1, fields: { info: fields.info }, origin: write.origin, clientHash: write.clientHash, created },
              ),
            ]
          : []),
        ...(hasAccessFacts(track)
          ? [
              upsertTrackAccess(
                env.DB,
                { url_segment: segment },
                accessRecord(track, track, {}, { fields: accessFieldsIn(changedFields), by: 'edit', at: now }, now),
              ),
            ]
          : []),
      ]);
      // A new track has no facility: only one with a name of its own can be (or make) a twin.
      if (ownTrackName(track.name)) await refreshTwins(env, [track]);
      return { trackId: inserted!.meta.last_row_id, trackUrlSegment: segment, revision: 1, cacheKey: newKeyFrom(bumped), pending: held };
    } catch (error) {
      if (!isUniqueViolation(error, 'url_segment')) throw error;
    }
  }
  throw new ApiError('Conflict', 'Another track with this name was created at the same moment; please try again');
}

export async function editTrack(env: Env, write: TrackWrite & { id: number }): Promise<TrackWriteResult & { changed: string[] }> {
  await assertNotSpamming(env, write.clientHash, write.now);
  const current = await findTrackById(env.DB, write.id);
  if (!current) throw notFound('Track');
  if (current.permanently_removed) throw invalidInput('This track has been permanently removed');
  const base = write.baseRevision ?? current.revision;
  if (base !== current.revision) throw staleEdit(current);
  const fields = { ...write.fields, indoors: write.outdoor ? indoorsOf(write.outdoor) : undefined };
  if (infoNeedsReview(fields) && applyEdit(editableOf(current), fields).changed.length > 0) {
    await env.DB.batch([
      insertHeldEdit(
        env.DB,
        { id: current.id },
        { baseRevision: base, fields, origin: write.origin, clientHash: write.clientHash, created: write.now.toISOString() },
      ),
    ]);
    return { ...(await unchangedResult(env, current)), pending: true, changed: [] };
  }
  return applyTrackEdit(env, current, { base, fields, origin: write.origin, clientHash: write.clientHash, now: write.now });
}

/**
 * Writes an edit as the next revision of the track, if it is still at base: the edit a visitor
 * sent, a held one an operator approved (services/moderation.ts), a visit report's
 * correction of a fact (confirmedBy 'visit_report'), or an operator's revert of a client's
 * changes (services/revert.ts, origin 'admin'). No limit or review here.
 */
export async function applyTrackEdit(
  env: Env,
  current: TrackRow,
  edit: {
    base: number;
    fields: Partial<TrackEdit>;
    origin: 'web' | 'chat' | 'admin' | 'answers';
    clientHash: string | null;
    now: Date;
    confirmedBy?: FactSource;
  },
): Promise<TrackWriteResult & { changed: string[] }> {
  const { base, now } = edit;
  if (base !== current.revision) throw staleEdit(current);
  const { next, changed } = applyEdit(editableOf(current), edit.fields);
  if (changed.length === 0) {
    return { ...(await unchangedResult(env, current)), changed, pending: false };
  }
  const moved = changed.includes('center_lat') || changed.includes('center_lng');
  const areaId = moved ? await findAreaForPoint(env.DB, next.center_lat, next.center_lng) : current.area_id;
  const finalized = changed.includes('length') ? next.length !== null : current.finalized === 1;
  const areaName = areaId === null ? null : ((await findAreaById(env.DB, areaId))?.name ?? null);
  // A track without a name of its own is found by the place it lies in, as it is listed.
  const searchedName = next.name ?? current.facility ?? current.locality;
  const created = now.toISOString();
  // The facts an edit changed count as confirmed by it; a move changes the zone the hours are read in.
  const accessChanged = accessFieldsIn(changed);
  const writeAccess = accessChanged.length > 0 || (moved && hasAccessFacts(next));
  try {
    const [, , , bumped] = await env.DB.batch([
      // The revision row goes first: UNIQUE(track_id, revision) makes a concurrent edit from
      // the same base fail here, and the whole batch with it.
      insertRevision(
        env.DB,
        { id: current.id },
        {
          revision: base + 1,
          snapshot: next,
          changedFields: changed,
          source: edit.origin,
          clientHash: edit.clientHash,
          created,
        },
      ),
      updateTrack(env.DB, current.id, base, { ...next, area_id: areaId, finalized }, created),
      upsertTrackLabel(env.DB, { id: current.id }, normalisedTrackLabel(searchedName, areaName)),
      bumpCacheKey(env.DB),
      ...trackNameWrites(env.DB, { id: current.id }, searchedName, normalisedTrackLabel(searchedName, areaName)),
      // A move to another area changes the counts of both and of the areas above them.
      ...(areaId !== current.area_id ? [recountAreas(env.DB, { areaIds: [current.area_id, areaId] })] : []),
      ...(writeAccess
        ? [
            upsertTrackAccess(
              env.DB,
              { id: current.id },
              accessRecord(next, next, confirmationsOf(current), { fields: accessChanged, by: edit.confirmedBy ?? 'edit', at: now }, now),
            ),
          ]
        : []),
    ]);
    // Twins share a name (their own, else their facility's): a track with neither, before or after, is none.
    const named = ownTrackName(current.name) ?? ownTrackName(next.name) ?? current.facility;
    if (named && TWIN_FIELDS.some((field) => changed.includes(field))) await refreshTwins(env, moved ? [current, next] : [next]);
    return {
      trackId: current.id,
      trackUrlSegment: current.url_segment,
      revision: base + 1,
      cacheKey: newKeyFrom(bumped),
      changed,
      pending: false,
    };
  } catch (error) {
    if (isUniqueViolation(error, 'track_revisions')) throw staleEdit((await findTrackById(env.DB, current.id)) ?? current);
    throw error;
  }
}

/** The fields whose change can make or part twins (domain/track-twins.ts). */
const TWIN_FIELDS = ['name', 'indoors', 'length', 'center_lat', 'center_lng'];

/**
 * Twins are derived from the tracks around a place, so they are brought up to date after the
 * write that changed one (at the old place too, for a move). A failure here leaves the write
 * whole; the twins are recomputed by the next write or import there.
 */
async function refreshTwins(env: Env, places: readonly { center_lat: number; center_lng: number }[]): Promise<void> {
  const writes = (await Promise.all(places.map((p) => twinWritesAround(env.DB, p.center_lat, p.center_lng)))).flat();
  if (writes.length > 0) await env.DB.batch(writes);
}

/** The answer to a write that left the track as it is (nothing changed, or held for review). */
async function unchangedResult(env: Env, track: TrackRow) {
  return { trackId: track.id, trackUrlSegment: track.url_segment, revision: track.revision, cacheKey: await readCacheKey(env.DB) };
}

function staleEdit(track: TrackRow): ApiError {
  return new ApiError(
    'Conflict',
    `This track was changed by someone else since you opened it (it is now at revision ${track.revision}). ` +
      'Reload it to see their changes, then make your edit again.',
  );
}

function emptyTrack(lat: number, lng: number): TrackEdit {
  return {
    ...NO_ACCESS_FACTS,
    name: null,
    length: null,
    info: null,
    surface: null,
    link_to_web: null,
    number_lanes_lap: null,
    quality: null,
    has_lighting: null,
    indoors: null,
    center_lat: lat,
    center_lng: lng,
  };
}
