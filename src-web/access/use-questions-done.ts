// The quick questions a runner is done with on this device, per track: those answered (kept on
// the device, answered-questions.ts) and those passed over with "Not sure" during this visit.
// Shared by every place that asks (the track page's questions, those after a visit report, the
// map's nearest list), so an answer in one moves every other on and none asks it twice.
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import type { Question } from '../../src-shared/runner-answers';
import { useIsClient } from '../state/hydration';
import { answeredOn, rememberAnswered } from './answered-questions';

/** Dealt with during this visit, per track id, in the order they were. */
const doneThisVisitAtom = atom<Readonly<Record<number, readonly Question[]>>>({});

export interface QuestionsDone {
  /** The track's questions this device is done with. */
  doneOn: (trackId: number) => readonly Question[];
  /** After a tap: an answer is remembered on the device, "Not sure" for this visit only. */
  markDone: (trackId: number, question: Question, answered: boolean) => void;
}

export function useQuestionsDone(): QuestionsDone {
  // The page's HTML is the same for every visitor: what the device keeps shows from the next render.
  const isClient = useIsClient();
  const [thisVisit, setThisVisit] = useAtom(doneThisVisitAtom);
  const doneOn = useCallback(
    (trackId: number) => [...new Set([...(isClient ? answeredOn(trackId) : []), ...(thisVisit[trackId] ?? [])])],
    [isClient, thisVisit],
  );
  const markDone = useCallback(
    (trackId: number, question: Question, answered: boolean) => {
      if (answered) rememberAnswered(trackId, question);
      setThisVisit((all) => ({ ...all, [trackId]: [...(all[trackId] ?? []).filter((q) => q !== question), question] }));
    },
    [setThisVisit],
  );
  return { doneOn, markDone };
}
