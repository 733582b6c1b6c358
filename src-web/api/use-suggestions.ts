// The start page's suggestions for what is typed (spec sections 2 and 5): asked of the server
// (GET /api/suggest, cached per key, term and filter) as the box changes, or narrowed on the
// device from an earlier answer that listed every match. Answers for an older term are dropped.
//
// While the answer for a new term travels, the box keeps showing the last one, unchanged, and
// says "loading" only if the wait is long enough to notice. A key press then re-renders the
// input and nothing else, and the box changes once, when its answer is there: on a slow phone
// the render of an interim "loading" box costs as much as the server's whole answer.
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Suggestions } from '../../src-shared/api-types';
import { mapFilterName, type MapFilter } from '../../src-shared/map-filters';
import { searchWords } from '../../src-shared/search-normalise';
import { narrowedAnswer, type ListStatus } from '../rules/suggestions';
import { cacheKeyAtom } from '../state/atoms';
import { fetchSuggestions } from './client';

/**
 * Keys typed in one go (a paste, autofill) share one question to the server. Nothing longer: a
 * runner waits for every millisecond of it, and an answer for a term already asked costs nothing.
 */
export const SUGGEST_DEBOUNCE_MS = 0;

/** How long the last answer stays on screen, unchanged, before the box says it is loading. */
export const SHOW_LOADING_AFTER_MS = 300;

export interface SuggestionState {
  /** 'loading' only once the wait for the current term's answer is noticeable. */
  status: ListStatus;
  /** The answer on screen; while a newer one loads it is the last one's. */
  answer: Suggestions | null;
  /** True when the answer is for what the box holds now. */
  current: boolean;
  /** The text, as typed, whose answer is on screen. */
  shownTerm: string;
  /** False while the first answer for a new search is on its way and not yet overdue: no box yet. */
  showing: boolean;
  /**
   * Call as the box changes, before React renders the change: the question to the server then
   * travels while the page re-renders (the hook finds the answer in the per-URL cache).
   */
  askEarly: (term: string) => void;
}

interface Shown {
  status: ListStatus;
  answer: Suggestions | null;
  /** The normalised term and the filter the answer was asked for. */
  asked: string | null;
  /** The text as typed. */
  term: string;
}

const NOT_SHOWN: Shown = { status: 'loading', answer: null, asked: null, term: '' };

/** The filter (the map's, issue 14) narrows the Track tab; one object per change. */
export function useSuggestions(term: string, filter: MapFilter): SuggestionState {
  const key = useAtomValue(cacheKeyAtom);
  const filterName = mapFilterName(filter);
  const normalised = useMemo(() => searchWords(term).join(' '), [term]);
  // What an answer was asked for: the term and the filter.
  const asked = `${normalised}|${filterName}`;
  // The server's latest answer, for the term it was asked for.
  const [answered, setAnswered] = useState<Omit<Shown, 'term'>>(NOT_SHOWN);
  // The term whose answer is overdue: the box then says it is loading.
  const [overdue, setOverdue] = useState<string | null>(null);
  // What the box last showed, kept while the next answer travels.
  const onScreen = useRef<Shown>(NOT_SHOWN);
  // Answers that listed every match, under the key and filter they were given for.
  const complete = useRef<{ key: number | null; filterName: string; answers: Suggestions[] }>({ key, filterName, answers: [] });
  if (complete.current.key !== key || complete.current.filterName !== filterName) complete.current = { key, filterName, answers: [] };

  const narrowed = (normalisedTerm: string): Suggestions | null => {
    for (const earlier of complete.current.answers) {
      const answer = narrowedAnswer(earlier, normalisedTerm);
      if (answer) return answer;
    }
    return null;
  };
  const askEarly = (text: string) => {
    const normalisedText = searchWords(text).join(' ');
    if (normalisedText !== '' && !narrowed(normalisedText)) void fetchSuggestions(normalisedText, key, filter).catch(() => undefined);
  };

  // An answer narrowed on the device is worked out while rendering the key that asked for it:
  // one render, painted in the key's own frame, with no effect and no second render.
  const local = useMemo(() => (normalised === '' ? null : narrowed(normalised)), [normalised, key, filterName, answered]);

  useEffect(() => {
    if (normalised === '' || local) return;
    let current = true;
    const late = setTimeout(() => setOverdue(asked), SHOW_LOADING_AFTER_MS);
    const timer = setTimeout(() => {
      fetchSuggestions(normalised, key, filter).finally(() => clearTimeout(late)).then(
        (answer) => {
          if (answer.areas.total === answer.areas.items.length && answer.tracks.total === answer.tracks.items.length) complete.current.answers.push(answer);
          if (current) setAnswered({ status: 'loaded', answer, asked });
        },
        (error: unknown) => {
          console.error('Loading the suggestions failed', error);
          if (current) setAnswered({ status: 'failed', answer: null, asked });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      clearTimeout(late);
    };
  }, [normalised, asked, key, filter, local]);

  // What the box shows: the answer for the term when there is one, else the last one it showed.
  // A cleared box forgets it, so the next search does not open on a stale box.
  const now: Shown | null = local ? { status: 'loaded', answer: local, asked, term } : answered.asked === asked ? { ...answered, term } : null;
  if (normalised === '') onScreen.current = NOT_SHOWN;
  else if (now) onScreen.current = now;
  const last = onScreen.current;
  if (now) return { status: now.status, answer: now.answer, current: true, shownTerm: term, showing: true, askEarly };
  if (overdue === asked) return { status: 'loading', answer: last.answer, current: false, shownTerm: last.term, showing: true, askEarly };
  return { status: last.status, answer: last.answer, current: false, shownTerm: last.term, showing: last.asked !== null, askEarly };
}
