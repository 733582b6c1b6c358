// The start page's suggestions for what is typed (spec sections 2 and 5): asked of the server
// (GET /api/suggest, cached per key, term and filter) as the box changes, or narrowed on the
// device from an earlier answer that listed every match. Answers for an older term are dropped.
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

export interface SuggestionState {
  status: ListStatus;
  /** The answer on screen; while a newer one loads it is the last one's. */
  answer: Suggestions | null;
  /** True when the answer is for what the box holds now. */
  current: boolean;
  /**
   * Call as the box changes, before React renders the change: the question to the server then
   * travels while the page re-renders (the hook finds the answer in the per-URL cache).
   */
  askEarly: (term: string) => void;
}

/** The filter (the map's, issue 14) narrows the Track tab; one object per change. */
export function useSuggestions(term: string, filter: MapFilter): SuggestionState {
  const key = useAtomValue(cacheKeyAtom);
  const filterName = mapFilterName(filter);
  const normalised = useMemo(() => searchWords(term).join(' '), [term]);
  // What an answer was asked for: the term and the filter.
  const asked = `${normalised}|${filterName}`;
  const [state, setState] = useState<{ status: ListStatus; answer: Suggestions | null; asked: string | null }>({ status: 'loading', answer: null, asked: null });
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
  const local = useMemo(() => (normalised === '' ? null : narrowed(normalised)), [normalised, key, filterName, state]);

  useEffect(() => {
    if (normalised === '' || local) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchSuggestions(normalised, key, filter).then(
        (answer) => {
          if (answer.areas.total === answer.areas.items.length && answer.tracks.total === answer.tracks.items.length) complete.current.answers.push(answer);
          if (current) setState({ status: 'loaded', answer, asked });
        },
        (error: unknown) => {
          console.error('Loading the suggestions failed', error);
          if (current) setState({ status: 'failed', answer: null, asked });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [normalised, asked, key, filter, local]);

  if (local) return { status: 'loaded', answer: local, current: true, askEarly };
  return { status: state.status, answer: state.answer, current: state.asked === asked, askEarly };
}
