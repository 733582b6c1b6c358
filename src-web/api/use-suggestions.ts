// The start page's suggestions for what is typed (spec sections 2 and 5), from the quickest
// source that has them exactly:
//  1. narrowed on the device from an earlier answer that listed every match (a term that only
//     grows can only lose matches);
//  2. a preview of this key, fetched while the runner read the last suggestions (GET
//     /api/suggest-next: each character's answer, first 12 and totals), shown in the key's own
//     render; the full answer follows when it will list every match, else the next key's previews;
//  3. asked of the server (GET /api/suggest, cached per key, term and filter).
// Answers for an older term are dropped.
//
// While the answer for a new term travels, the box keeps showing the last one, unchanged, and
// says "loading" only if the wait is long enough to notice. A key press then re-renders the
// input and nothing else, and the box changes once, when its answer is there: on a slow phone
// the render of an interim "loading" box costs as much as the server's whole answer.
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Suggestions } from '../../src-shared/api-types';
import { mapFilterName, type MapFilter } from '../../src-shared/map-filters';
import { endsWord, searchWords } from '../../src-shared/search-normalise';
import { nearFromParam } from '../../src-shared/search-near';
import { ALSO_KNOWN_AS_MIN_LENGTH } from '../../src-shared/suggestion-lists';
import { isComplete, isCompletable, narrowedAnswer, type ListStatus } from '../rules/suggestions';
import { cacheKeyAtom } from '../state/atoms';
import { fetchSuggestions, fetchSuggestionsNext } from './client';

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
  /** Call when the box gets focus, or the page is idle: the next key's suggestions are fetched before it is typed. */
  prepare: (term: string) => void;
}

/** What the device knows under one cache key, filter and place. */
interface Known {
  key: number | null;
  filterName: string;
  near: string | null;
  /** Answers that listed every match. */
  complete: Suggestions[];
  /** Previews of the next key, by normalised term. */
  previews: Map<string, Suggestions>;
}

const normalisedOf = (text: string) => searchWords(text).join(' ');

interface Shown {
  status: ListStatus;
  answer: Suggestions | null;
  /** The normalised term and the filter the answer was asked for. */
  asked: string | null;
  /** The text as typed. */
  term: string;
}

const NOT_SHOWN: Shown = { status: 'loading', answer: null, asked: null, term: '' };

/**
 * The filter (the map's, issue 14) narrows the Track tab; one object per change. near is the
 * visitor's place (src-shared/search-rank.ts nearParam) or null: nearer matches rank first.
 */
export function useSuggestions(term: string, filter: MapFilter, near: string | null): SuggestionState {
  const key = useAtomValue(cacheKeyAtom);
  const filterName = mapFilterName(filter);
  const normalised = useMemo(() => normalisedOf(term), [term]);
  // What an answer was asked for: the term and the filter.
  const asked = `${normalised}|${filterName}|${near ?? ''}`;
  // The server's latest answer, for the term it was asked for.
  const [answered, setAnswered] = useState<Omit<Shown, 'term'>>(NOT_SHOWN);
  // The term whose answer is overdue: the box then says it is loading.
  const [overdue, setOverdue] = useState<string | null>(null);
  // What the box last showed, kept while the next answer travels.
  const onScreen = useRef<Shown>(NOT_SHOWN);
  const known = useRef<Known>({ key, filterName, near, complete: [], previews: new Map() });
  if (known.current.key !== key || known.current.filterName !== filterName || known.current.near !== near)
    known.current = { key, filterName, near, complete: [], previews: new Map() };
  const nearPlace = useMemo(() => nearFromParam(near), [near]);

  /** The term narrowed from the most specific complete answer it extends (the longest term: it carries the most). */
  const narrowedFrom = (normalisedTerm: string): { answer: Suggestions; from: string } | null => {
    const earlier = [...known.current.complete].sort((a, b) => b.term.length - a.term.length);
    for (const answer of earlier) {
      const narrowedOne = narrowedAnswer(answer, normalisedTerm, nearPlace);
      if (narrowedOne) return { answer: narrowedOne, from: answer.term };
    }
    return null;
  };
  const narrowed = (normalisedTerm: string) => narrowedFrom(normalisedTerm)?.answer ?? null;
  const previewNext = (text: string) => {
    const store = known.current;
    fetchSuggestionsNext(normalisedOf(text), endsWord(text), key, filter, near).then(
      ({ next }) => next.forEach((answer) => store.previews.set(answer.term, answer)),
      () => undefined,
    );
  };
  /**
   * What the device still needs for a term, asked for at once: the full answer, unless a
   * preview shows it; and when the full answer will not list every match, the previews of the
   * next key. A preview's totals are the full answer's, so they tell which it is.
   */
  const askEarly = (text: string) => {
    const normalisedText = normalisedOf(text);
    if (normalisedText === '' || narrowed(normalisedText)) return;
    const preview = known.current.previews.get(normalisedText);
    if (!preview) {
      void fetchSuggestions(normalisedText, key, filter, near).then(
        (answer) => isComplete(answer) || previewNext(text),
        () => undefined,
      );
      return;
    }
    // The preview is on screen: what follows is asked once the key's frame is painted, so that
    // reading its answer (a cached one comes back within milliseconds) cannot delay that frame.
    const ask = isCompletable(preview)
      ? () => void fetchSuggestions(normalisedText, key, filter, near).catch(() => undefined)
      : () => previewNext(text);
    requestAnimationFrame(() => setTimeout(ask, 0));
  };
  const prepare = (text: string) => {
    const normalisedText = normalisedOf(text);
    if (normalisedText === '' || !narrowed(normalisedText)) previewNext(text);
  };

  // An answer narrowed on the device, or previewed, is taken while rendering the key that asked
  // for it: one render, painted in the key's own frame, with no effect and no second render.
  // A preview lists the first 12 only: the full answer is asked for when it will list every match.
  const [otherNamesRead, setOtherNamesRead] = useState(0);
  const localFrom = useMemo(
    () => (normalised === '' ? null : narrowedFrom(normalised)),
    [normalised, key, filterName, near, answered, otherNamesRead],
  );
  const local = localFrom?.answer ?? null;
  const preview = normalised === '' ? undefined : known.current.previews.get(normalised);

  useEffect(() => {
    // A preview of a term with too many matches to list is all the full answer would show.
    if (normalised === '' || local || (preview && !isCompletable(preview))) return;
    let current = true;
    const late = setTimeout(() => setOverdue(asked), SHOW_LOADING_AFTER_MS);
    const timer = setTimeout(() => {
      fetchSuggestions(normalised, key, filter, near)
        .finally(() => clearTimeout(late))
        .then(
          (answer) => {
            if (isComplete(answer)) known.current.complete.push(answer);
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
  }, [normalised, asked, key, filter, near, local, preview]);

  // An answer narrowed from a term too short to carry other names ("br") is asked for once more at
  // the length that does ("bra": Brazil is "brasil" in Portuguese), in the background: the box
  // keeps the narrowed answer meanwhile, and narrows the longer one from then on.
  useEffect(() => {
    if (!localFrom || localFrom.from.length >= ALSO_KNOWN_AS_MIN_LENGTH || normalised.length < ALSO_KNOWN_AS_MIN_LENGTH) return;
    let current = true;
    fetchSuggestions(normalised, key, filter, near).then(
      (answer) => {
        if (!isComplete(answer)) return;
        known.current.complete.push(answer);
        if (current) setOtherNamesRead((n) => n + 1);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [localFrom, normalised, key, filter, near]);

  // What the box shows: the answer for the term when there is one, else the last one it showed.
  // A cleared box forgets it, so the next search does not open on a stale box.
  const now: Shown | null = local
    ? { status: 'loaded', answer: local, asked, term }
    : answered.asked === asked
      ? { ...answered, term }
      : preview
        ? { status: 'loaded', answer: preview, asked, term }
        : null;
  if (normalised === '') onScreen.current = NOT_SHOWN;
  else if (now) onScreen.current = now;
  const last = onScreen.current;
  if (now) return { status: now.status, answer: now.answer, current: true, shownTerm: term, showing: true, askEarly, prepare };
  if (overdue === asked)
    return { status: 'loading', answer: last.answer, current: false, shownTerm: last.term, showing: true, askEarly, prepare };
  return {
    status: last.status,
    answer: last.answer,
    current: false,
    shownTerm: last.term,
    showing: last.asked !== null,
    askEarly,
    prepare,
  };
}
