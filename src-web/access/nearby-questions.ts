// The quick questions in the map's nearest list (issue 37), "Help complete the tracks near you":
// the nearest tracks in the list's order, each with the first question it still has open on this
// device, a few tracks at a time. A track with nothing open is passed over, and a jogging loop is
// never asked about: the list is of running tracks (src-shared/track-kind.ts).
import { type AskedFacts, openQuestions, type Question, type Verdict } from '../../src-shared/runner-answers';
import { isJoggingLoop } from '../../src-shared/track-kind';

/** Tracks asked about at once: enough to find one the runner knows, few enough to fit a phone's list. */
export const TRACKS_ASKED = 3;

export interface AskableTrack extends AskedFacts {
  id: number;
  length: number | null;
  /** Absent from a track answer cached under a key from before issue 37. */
  answers?: Partial<Record<Question, Verdict>>;
}

export interface NearbyQuestion<T> {
  track: T;
  question: Question;
}

/** The question to ask of each of the first `limit` tracks that has one open, nearest first. */
export function nearbyQuestions<T extends AskableTrack>(
  tracks: readonly T[],
  doneOn: (trackId: number) => readonly Question[],
  limit = TRACKS_ASKED,
): NearbyQuestion<T>[] {
  return tracks
    .flatMap((track) => {
      if (isJoggingLoop(track)) return [];
      const done = doneOn(track.id);
      const question = openQuestions(track, track.answers ?? {}).find((open) => !done.includes(open));
      return question ? [{ track, question }] : [];
    })
    .slice(0, limit);
}
