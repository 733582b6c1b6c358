// Runners' answers to the quick questions (issue 37): kept as observations, each against the
// client's write limit, and read with the rule of src-shared/runner-answers.ts. When the answers
// make a fact the track does not state, the fact is written as a revision "runners' answers"
// (applyTrackEdit), so it has history like every edit and the filters and the chat read it at
// once. An operator's undo of a client withdraws its answers and takes back a fact they made
// that the remaining answers no longer make.
import { ACCESS_FIELDS, type AccessField } from '../../src-shared/access';
import { answerProblem, factAnswer, type Question, type Verdict } from '../../src-shared/runner-answers';
import { hoursSyntaxError } from '../../src-shared/opening-hours';
import { bumpCacheKey, newKeyFrom, readCacheKey } from '../db/cache-key';
import { lastRevisionChanging, revisionSnapshot } from '../db/revisions';
import { insertAnswer, verdictFor, withdrawClientAnswers } from '../db/runner-answers';
import { findTrackById, type TrackRow } from '../db/tracks';
import { hoursPlaceAt } from '../domain/hours-place';
import type { TrackEdit } from '../domain/track-edit';
import type { Env } from '../env';
import { ApiError, invalidInput, notFound } from '../http/result';
import { assertNotSpamming } from './spam-limit';
import { applyTrackEdit } from './track-writes';

export interface AnswerPost {
  trackId: number;
  question: Question;
  value: string;
  clientHash: string;
  networkHash: string;
  now: Date;
}

export interface AnswerResult {
  verdict: Verdict;
  /** True when the answers made (or changed) the track's fact with this answer. */
  factWritten: boolean;
  cacheKey: number;
}

/** The stored fields an answer to the question stands for. */
function fieldsOf(question: Question, value: string): Partial<TrackEdit> {
  switch (question) {
    case 'access':
      return { access: value as TrackEdit['access'] };
    case 'fee':
      return { fee: value === 'paid' ? 1 : 0 };
    case 'opening_hours':
      return { opening_hours: value };
    case 'surface':
      return { surface: value as TrackEdit['surface'] };
    case 'lanes':
      return { number_lanes_lap: Number(value) };
    case 'lighting':
      return { has_lighting: value === 'yes' ? 1 : 0 };
  }
}

/** The stored field each question is about, as revisions name it. */
const FIELD_OF: Record<Question, keyof TrackEdit> = {
  access: 'access',
  fee: 'fee',
  opening_hours: 'opening_hours',
  surface: 'surface',
  lanes: 'number_lanes_lap',
  lighting: 'has_lighting',
};

/** The fact as answers say it, from a stored row (flags 0/1). */
function storedAnswer(track: TrackRow, question: Question): string | null {
  return factAnswer(
    {
      access: { access: track.access, fee: track.fee, opening_hours: track.opening_hours },
      surface: track.surface,
      number_lanes_lap: track.number_lanes_lap,
      has_lighting: track.has_lighting === null ? null : track.has_lighting === 1,
    },
    question,
  );
}

/** Writes the fact the answers confirmed, unless the track already states it; true when written. */
async function writeConfirmedFact(env: Env, trackId: number, question: Question, value: string, now: Date): Promise<boolean> {
  // Another write may land between reading the track and writing it: read it again once.
  for (let attempt = 0; attempt < 2; attempt++) {
    const track = await findTrackById(env.DB, trackId);
    if (!track || storedAnswer(track, question) === value) return false;
    try {
      const fields = fieldsOf(question, value);
      const confirmed = ACCESS_FIELDS.includes(FIELD_OF[question] as AccessField) ? { confirmedBy: 'runners' as const } : {};
      await applyTrackEdit(env, track, { base: track.revision, fields, origin: 'answers', clientHash: null, now, ...confirmed });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 'Conflict')) throw error;
    }
  }
  return false;
}

export async function postAnswer(env: Env, post: AnswerPost): Promise<AnswerResult> {
  await assertNotSpamming(env, post.clientHash, post.now);
  const track = await findTrackById(env.DB, post.trackId);
  if (!track) throw notFound('Track');
  if (track.permanently_removed) throw invalidInput('This track has been permanently removed');
  const place = hoursPlaceAt(track.center_lat, track.center_lng);
  const problem = answerProblem(post.question, post.value, (hours) => hoursSyntaxError(hours, place) === null);
  if (problem) throw invalidInput(problem);

  const [, bumped] = await env.DB.batch([
    insertAnswer(env.DB, { ...post, created: post.now.toISOString() }),
    // The track's answer carries the verdicts: a new answer is a new version of it.
    bumpCacheKey(env.DB),
  ]);
  let cacheKey = newKeyFrom(bumped);
  const verdict = (await verdictFor(env.DB, track.id, post.question))!;
  const factWritten =
    verdict.state === 'confirmed' &&
    verdict.value !== null &&
    (await writeConfirmedFact(env, track.id, post.question, verdict.value, post.now));
  if (factWritten) cacheKey = await readCacheKey(env.DB, cacheKey);
  return { verdict, factWritten, cacheKey };
}

/** A fact the client's answers had made, taken back by an undo. */
export interface FactTakenBack {
  trackId: number;
  question: Question;
}

/**
 * Withdraws a client's answers since a time (an operator's undo, services/revert.ts). A fact the
 * answers wrote that the remaining answers no longer confirm goes back to what the track said
 * before, as a revision in the operator's name; a fact someone has edited since stays.
 */
export async function undoClientAnswers(env: Env, clientHash: string, since: string, now: Date): Promise<FactTakenBack[]> {
  const touched = await withdrawClientAnswers(env.DB, clientHash, since);
  const takenBack: FactTakenBack[] = [];
  const seen = new Set<string>();
  for (const { trackId, question } of touched) {
    const key = `${trackId}/${question}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const track = await findTrackById(env.DB, trackId);
    if (!track) continue;
    const field = FIELD_OF[question];
    const last = await lastRevisionChanging(env.DB, trackId, field);
    if (last?.source !== 'answers') continue;
    const verdict = await verdictFor(env.DB, trackId, question);
    if (verdict?.state === 'confirmed' && verdict.value === storedAnswer(track, question)) continue;
    const before = await revisionSnapshot(env.DB, trackId, last.revision - 1);
    if (!before) continue;
    try {
      await applyTrackEdit(env, track, {
        base: track.revision,
        fields: { [field]: before[field] ?? null },
        origin: 'admin',
        clientHash: null,
        now,
      });
      takenBack.push({ trackId, question });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 'Conflict')) throw error;
    }
  }
  // The answers are gone from the track, the recent changes and feeds, the counts and the export:
  // a new version of each, which this isolate names at once (newKeyFrom), as its other writes do.
  if (touched.length > 0 && takenBack.length === 0) newKeyFrom((await env.DB.batch([bumpCacheKey(env.DB)]))[0]);
  return takenBack;
}
