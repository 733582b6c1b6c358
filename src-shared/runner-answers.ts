// Quick questions (issue 37): what a track page asks the runner where it does not know a fact,
// the answers each question takes, and the one rule that turns runners' answers into the fact
// the page shows, the map's filters use and the chat says.
//
// An answer is an observation, never an edit: it is kept with its client, its network and its
// time. The rule counts voices, not answers:
// - a client's latest answer to a question is its voice (a runner who changes their mind is heard
//   once); clients on one network (a school's or a household's address block) are one voice, the
//   latest of them;
// - one voice, unopposed, makes the answer likely: the page shows "1 runner says: free (November
//   2026)", the fact stays unknown to the filters;
// - an answer becomes the fact when at least CONFIRMING_VOICES say it and it leads every other
//   answer by CONFIRMING_LEAD voices: it is written as a revision "confirmed by N runners";
// - answers that disagree without such a lead are shown side by side and the question is asked
//   again.
// So one client, or one network, can never make or flip a fact, and a vandal who gets a friend
// to agree is still outvoted by two runners who were there.
import { ACCESS_VALUES } from './access';
import { SURFACE_VALUES } from './enums';

/** The questions, the most useful first: who may use it, what it costs, when, then the track itself. */
export const QUESTIONS = ['access', 'fee', 'opening_hours', 'surface', 'lanes', 'lighting'] as const;
export type Question = (typeof QUESTIONS)[number];

/** The answers a question offers as buttons (hours by name, HOURS_PRESETS); the hours question also takes hours typed in OpenStreetMap's syntax. */
export const CHOICES = {
  // "Public at set times" is "anyone" plus the hours: the hours question asks for those.
  access: ['public', 'members', 'school_club', 'closed'],
  fee: ['free', 'paid'],
  opening_hours: ['always', 'daily', 'weekdays'],
  surface: ['synthetic', 'asphalt', 'cinder', 'gravel', 'grass'],
  lanes: ['4', '6', '8'],
  lighting: ['yes', 'no'],
} as const satisfies Record<Question, readonly string[]>;

/** The hours the hours question offers as buttons, in OpenStreetMap's syntax. */
export const HOURS_PRESETS = {
  always: '24/7',
  daily: 'Mo-Su 06:00-22:00',
  weekdays: 'Mo-Fr 06:00-22:00; Sa,Su 08:00-18:00',
} as const satisfies Record<(typeof CHOICES)['opening_hours'][number], string>;

/** Lanes a runner may give beyond the usual choices: a full-lap track has 1 to 9 (spec section 5). */
export const LANE_ANSWERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export const CONFIRMING_VOICES = 2;
export const CONFIRMING_LEAD = 2;

/**
 * Why a value is no answer to the question, or null. Hours are read by the caller's parser
 * (`readsHours`), which is large and loaded only where hours are read.
 */
export function answerProblem(question: Question, value: string, readsHours: (hours: string) => boolean): string | null {
  const allowed: Record<Exclude<Question, 'opening_hours'>, readonly string[]> = {
    access: ACCESS_VALUES,
    fee: CHOICES.fee,
    surface: SURFACE_VALUES,
    lanes: LANE_ANSWERS,
    lighting: CHOICES.lighting,
  };
  if (question === 'opening_hours') return readsHours(value) ? null : 'value: opening hours the hours parser cannot read';
  return allowed[question].includes(value) ? null : `value: one of ${allowed[question].join(', ')}`;
}

/** One stored answer. */
export interface RunnerAnswer {
  value: string;
  client: string;
  network: string;
  /** ISO time. */
  at: string;
}

/** An answer with the voices that give it and when it was last given. */
export interface Voice {
  value: string;
  runners: number;
  latest: string;
}

export interface Verdict {
  /** likely: one voice, unopposed; confirmed: the fact; disputed: answers disagree, ask again. */
  state: 'likely' | 'confirmed' | 'disputed';
  /** The answer that leads (the fact when confirmed); null when two lead equally. */
  value: string | null;
  /** Every answer given, most voices first. */
  voices: Voice[];
}

/** The latest of each key's answers. */
function latestBy(answers: readonly RunnerAnswer[], key: (answer: RunnerAnswer) => string): RunnerAnswer[] {
  const latest = new Map<string, RunnerAnswer>();
  for (const answer of answers) {
    const held = latest.get(key(answer));
    if (!held || held.at <= answer.at) latest.set(key(answer), answer);
  }
  return [...latest.values()];
}

/** What the answers to one question of one track say; null when there are none. */
export function verdictOf(answers: readonly RunnerAnswer[]): Verdict | null {
  const heard = latestBy(
    latestBy(answers, (a) => a.client),
    (a) => a.network,
  );
  if (heard.length === 0) return null;
  const byValue = new Map<string, Voice>();
  for (const answer of heard) {
    const voice = byValue.get(answer.value) ?? { value: answer.value, runners: 0, latest: answer.at };
    voice.runners += 1;
    if (answer.at > voice.latest) voice.latest = answer.at;
    byValue.set(answer.value, voice);
  }
  const voices = [...byValue.values()].sort((a, b) => b.runners - a.runners || b.latest.localeCompare(a.latest));
  const [first, second] = voices as [Voice, Voice | undefined];
  const lead = first.runners - (second?.runners ?? 0);
  if (first.runners >= CONFIRMING_VOICES && lead >= CONFIRMING_LEAD) return { state: 'confirmed', value: first.value, voices };
  if (!second) return { state: 'likely', value: first.value, voices };
  return { state: 'disputed', value: lead > 0 ? first.value : null, voices };
}

/** The stored facts a question is about, as the track answer gives them. */
export interface AskedFacts {
  /** fee: the API's yes/no, or the stored 1/0. */
  access: { access: string | null; fee: boolean | number | null; opening_hours: string | null };
  surface: string | null;
  number_lanes_lap: number | null;
  has_lighting: boolean | null;
}

/** The track's fact as an answer to the question would say it; null when unknown. */
export function factAnswer(track: AskedFacts, question: Question): string | null {
  switch (question) {
    case 'access':
      // Public at set times is public to a runner asked "who may run here?".
      return track.access.access === 'public_hours' ? 'public' : track.access.access;
    case 'fee':
      return track.access.fee === null ? null : track.access.fee ? 'paid' : 'free';
    case 'opening_hours':
      return track.access.opening_hours;
    case 'surface':
      return track.surface;
    case 'lanes':
      return track.number_lanes_lap === null ? null : String(track.number_lanes_lap);
    case 'lighting':
      return track.has_lighting === null ? null : track.has_lighting ? 'yes' : 'no';
  }
}

/** What nobody asks of a track closed to the public: a fee nobody can pay, hours nobody can use (access-status.ts factsFrame). */
const NOT_ASKED_WHEN_CLOSED: readonly Question[] = ['fee', 'opening_hours'];

/**
 * The questions still open on a track, in QUESTIONS' order: a fact nobody has given, or one
 * runners disagree about.
 */
export function openQuestions(track: AskedFacts, verdicts: Partial<Record<Question, Verdict>>): Question[] {
  const closed = track.access.access === 'closed';
  return QUESTIONS.filter(
    (question) =>
      !(closed && NOT_ASKED_WHEN_CLOSED.includes(question)) &&
      (factAnswer(track, question) === null || verdicts[question]?.state === 'disputed'),
  );
}
