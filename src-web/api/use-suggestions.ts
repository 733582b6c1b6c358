// The start page's suggestions for what is typed (spec sections 2 and 5), from the quickest
// source that has them exactly:
//  1. narrowed on the device from an earlier answer that listed every match (a term that only
//     grows can only lose matches);
//  2. a preview of this key, fetched while the runner read the last suggestions (GET
//     /api/suggest-next: each character's answer, first 12 and totals), shown in the key's own
//     render while the full answer is asked for;
//  3. asked of the server (GET /api/suggest, cached per key, term and filter).
// Answers for an older term are dropped.
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Suggestions } from '../../src-shared/api-types';
import { mapFilterName, type MapFilter } from '../../src-shared/map-filters';
import { searchWords } from '../../src-shared/search-normalise';
import { isComplete, narrowedAnswer, type ListStatus } from '../rules/suggestions';
import { cacheKeyAtom } from '../state/atoms';
import { fetchSuggestions, fetchSuggestionsNext } from './client';

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
  /** Call when the box gets focus: the first key's suggestions are fetched before it is typed. */
  prepare: (term: string) => void;
}

/** What the device knows under one cache key and filter. */
interface Known {
  key: number | null;
  filterName: string;
  /** Answers that listed every match. */
  complete: Suggestions[];
  /** Previews of the next key, by normalised term. */
  previews: Map<string, Suggestions>;
}

const normalisedOf = (text: string) => searchWords(text).join(' ');
/** After a space, a comma or a hyphen the next character starts a new word. */
const endsWord = (text: string) => /[\s,-]$/u.test(text);

/** The filter (the map's, issue 14) narrows the Track tab; one object per change. */
export function useSuggestions(term: string, filter: MapFilter): SuggestionState {
  const key = useAtomValue(cacheKeyAtom);
  const filterName = mapFilterName(filter);
  const normalised = useMemo(() => normalisedOf(term), [term]);
  // What an answer was asked for: the term and the filter.
  const asked = `${normalised}|${filterName}`;
  const [state, setState] = useState<{ status: ListStatus; answer: Suggestions | null; asked: string | null }>({ status: 'loading', answer: null, asked: null });
  const known = useRef<Known>({ key, filterName, complete: [], previews: new Map() });
  if (known.current.key !== key || known.current.filterName !== filterName) known.current = { key, filterName, complete: [], previews: new Map() };

  const narrowed = (normalisedTerm: string): Suggestions | null => {
    for (const earlier of known.current.complete) {
      const answer = narrowedAnswer(earlier, normalisedTerm);
      if (answer) return answer;
    }
    return null;
  };
  const previewNext = (text: string) => {
    const store = known.current;
    fetchSuggestionsNext(normalisedOf(text), endsWord(text), key, filter).then(
      ({ next }) => next.forEach((answer) => store.previews.set(answer.term, answer)),
      () => undefined,
    );
  };
  const askEarly = (text: string) => {
    const normalisedText = normalisedOf(text);
    if (normalisedText === '' || narrowed(normalisedText)) return;
    // An answer that does not list every match cannot answer the next key: preview that key.
    fetchSuggestions(normalisedText, key, filter).then((answer) => isComplete(answer) || previewNext(text), () => undefined);
  };
  const prepare = (text: string) => {
    const normalisedText = normalisedOf(text);
    if (normalisedText === '' || !narrowed(normalisedText)) previewNext(text);
  };

  // An answer narrowed on the device, or previewed, is taken while rendering the key that asked
  // for it: one render, painted in the key's own frame.
  const local = useMemo(() => (normalised === '' ? null : narrowed(normalised)), [normalised, key, filterName, state]);
  const preview = normalised === '' ? undefined : known.current.previews.get(normalised);

  useEffect(() => {
    if (normalised === '' || local) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchSuggestions(normalised, key, filter).then(
        (answer) => {
          if (isComplete(answer)) known.current.complete.push(answer);
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

  if (local) return { status: 'loaded', answer: local, current: true, askEarly, prepare };
  if (state.asked !== asked && preview) return { status: 'loaded', answer: preview, current: true, askEarly, prepare };
  return { status: state.status, answer: state.answer, current: state.asked === asked, askEarly, prepare };
}
