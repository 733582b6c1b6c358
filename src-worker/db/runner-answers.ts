// SQL for runners' answers to the quick questions (issue 37; schema.sql runner_answers).
import type { Question, RunnerAnswer, Verdict } from '../../src-shared/runner-answers';
import { QUESTIONS, verdictOf } from '../../src-shared/runner-answers';
import type { Db } from '../env';
import type { RunnerAnswersTable } from './tables';

export interface NewAnswer {
  trackId: number;
  question: Question;
  value: string;
  clientHash: string;
  networkHash: string;
  created: string;
}

export function insertAnswer(db: Db, answer: NewAnswer): D1PreparedStatement {
  return db
    .prepare('INSERT INTO runner_answers (track_id, question, value, client_hash, network_hash, created) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(answer.trackId, answer.question, answer.value, answer.clientHash, answer.networkHash, answer.created);
}

type AnswerRow = Pick<RunnerAnswersTable, 'value' | 'client_hash' | 'network_hash' | 'created'> & { question: Question };

const toAnswer = (row: AnswerRow): RunnerAnswer => ({
  value: row.value,
  client: row.client_hash,
  network: row.network_hash,
  at: row.created,
});

/** The answers of one track (of one question, when named) that still count. */
async function answersOf(db: Db, trackId: number, question?: Question): Promise<AnswerRow[]> {
  const { results } = await db
    .prepare(
      `SELECT question, value, client_hash, network_hash, created FROM runner_answers
       WHERE track_id = ?1 AND withdrawn = 0 AND (?2 IS NULL OR question = ?2)`,
    )
    .bind(trackId, question ?? null)
    .all<AnswerRow>();
  return results;
}

/** What runners' answers say of one question of a track. */
export async function verdictFor(db: Db, trackId: number, question: Question): Promise<Verdict | null> {
  return verdictOf((await answersOf(db, trackId, question)).map(toAnswer));
}

/** What runners' answers say of each question of a track that has any. */
export async function verdictsOf(db: Db, trackId: number): Promise<Partial<Record<Question, Verdict>>> {
  const rows = await answersOf(db, trackId);
  const verdicts: Partial<Record<Question, Verdict>> = {};
  for (const question of QUESTIONS) {
    const verdict = verdictOf(rows.filter((row) => row.question === question).map(toAnswer));
    if (verdict) verdicts[question] = verdict;
  }
  return verdicts;
}

/** Withdraws a client's answers from the given time on; the tracks and questions they were about. */
export async function withdrawClientAnswers(db: Db, clientHash: string, since: string): Promise<{ trackId: number; question: Question }[]> {
  const { results } = await db
    .prepare(
      `UPDATE runner_answers SET withdrawn = 1 WHERE client_hash = ?1 AND created >= ?2 AND withdrawn = 0
       RETURNING track_id AS trackId, question`,
    )
    .bind(clientHash, since)
    .all<{ trackId: number; question: Question }>();
  return results;
}

/** The questions a client answered since a time, each once (an undo's preview). */
export async function questionsAnsweredBy(db: Db, clientHash: string, since: string): Promise<{ trackId: number; question: Question }[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT track_id AS trackId, question FROM runner_answers
       WHERE client_hash = ?1 AND created >= ?2 AND withdrawn = 0 ORDER BY track_id, question`,
    )
    .bind(clientHash, since)
    .all<{ trackId: number; question: Question }>();
  return results;
}
