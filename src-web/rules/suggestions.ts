// Search suggestions of the start page (spec sections 2, 3, 4 and 9).
import type { AreaSearchEntry, SearchSuggestion, Suggestions, SuggestionTab, TrackListEntry } from '../../src-shared/api-types';
import { areaLabel, normalisedTrackLabel, trackLabel } from '../../src-shared/search-labels';
import { ownTrackName, trackName } from '../../src-shared/track-name';
import { labelMatches, normaliseSearchText } from '../../src-shared/search-normalise';
import { searchReading } from './search-reading-lazy';
import type { Near } from '../../src-shared/search-near';
import { COMPLETE_UP_TO, SUGGESTIONS_PER_TAB } from '../../src-shared/suggestion-lists';
import { numberText } from '../../src-shared/number-text';
import type { PageTexts } from './page-texts';

export type Suggestion = SearchSuggestion;

export function areaSuggestion(area: AreaSearchEntry): Suggestion {
  const label = areaLabel(area.name, area.parent_area);
  return { id: area.id, label, normalizedLabel: normaliseSearchText(label) };
}

/**
 * A track becomes "name - area name", with its page url and centre: named as the lists name it,
 * found by its own name, else by the place it lies in (the server's stored labels, db/search.ts).
 */
export function trackSuggestion(track: TrackListEntry): Suggestion {
  const searchedName = ownTrackName(track.name) ?? track.label?.facility ?? track.label?.locality ?? track.name;
  return {
    id: track.id,
    label: trackLabel(trackName(track), track.area),
    normalizedLabel: normalisedTrackLabel(searchedName, track.area),
    center: [track.center_lat, track.center_lng],
    url: `/track/${track.url_segment}`,
  };
}

export interface SuggestionMatches {
  shown: Suggestion[];
  total: number;
}

/** The suggestions a term lists (spec section 5's rule, read around a place: src-shared/search-reading.ts). */
export function matchSuggestions(suggestions: readonly Suggestion[], words: readonly string[]): SuggestionMatches {
  const matching = suggestions.filter((s) => termMatches(s.normalizedLabel, words));
  return { shown: matching.slice(0, SUGGESTIONS_PER_TAB), total: matching.length };
}

/** True when the label holds the term as the server reads it, or by the spec's rule alone while the reading loads. */
export function termMatches(normalisedLabel: string, words: readonly string[]): boolean {
  const reading = searchReading();
  return reading ? reading.readingMatches(normalisedLabel, reading.readTerm(words)) : labelMatches(normalisedLabel, words);
}

/** "Showing 12 out of N results." when a tab holds more than it shows. */
export function moreResultsText(matches: SuggestionMatches, { t, language }: PageTexts): string | null {
  if (matches.total <= matches.shown.length) return null;
  return t('search.moreResults', {
    count: matches.total,
    shown: numberText(matches.shown.length, language),
    total: numberText(matches.total, language),
  });
}

export type ListStatus = 'loading' | 'loaded' | 'failed';
export type SuggestionKind = 'area' | 'track';

/** The tab label: "Areas loading", "No areas", "Areas failed to load", "1 area", "5 areas". */
export function tabLabel(kind: SuggestionKind, status: ListStatus, count: number, { t, language }: PageTexts): string {
  if (status === 'loading') return t(`search.tabs.${kind}.loading`);
  if (status === 'failed') return t(`search.tabs.${kind}.failed`);
  if (count === 0) return t(`search.tabs.${kind}.none`);
  const figure = numberText(count, language);
  return kind === 'area' ? t('search.tabs.area.count', { count, areas: figure }) : t('search.tabs.track.count', { count, tracks: figure });
}

/** The exact text that opens the AI chat from the search box (spec section 2). */
export const SHOW_CHATBOT_COMMAND = 'show chatbot';

/** The matches of one tab as shown: the first 12 the server lists (it may list every match), with the total. */
export function tabMatches(tab: SuggestionTab): SuggestionMatches {
  return { shown: tab.items.slice(0, SUGGESTIONS_PER_TAB), total: tab.total };
}

/** True when the full answer for this answer's term will list every match (its totals are at most COMPLETE_UP_TO). */
export const isCompletable = (answer: Suggestions) => answer.areas.total <= COMPLETE_UP_TO && answer.tracks.total <= COMPLETE_UP_TO;

/** True when an answer lists every match of both tabs. */
export const isComplete = (answer: Suggestions) =>
  answer.areas.total === answer.areas.items.length && answer.tracks.total === answer.tracks.items.length;

/**
 * An answer that lists every match of both tabs also answers a longer term whose matches it
 * holds: more letters or more words only narrow the matches, and words that only say what is
 * sought or where ("edinburgh" then "edinburgh running track") keep them
 * (src-shared/search-reading.ts readingCovers, once loaded). So the box can keep narrowing on the device,
 * exactly, without asking the server again, ranking the matches for the longer term as the
 * server does (src-shared/search-rank.ts). When nothing is left, the server is asked after all:
 * it knows what else the runner may mean ("Did you mean").
 */
export function narrowedAnswer(answer: Suggestions, normalisedTerm: string, near: Near | null): Suggestions | null {
  const loaded = searchReading();
  if (!loaded || !isComplete(answer) || answer.term === '' || normalisedTerm === '') return null;
  const { namesTellingWhy, readingCovers, readingMatches, readTerm, rankSuggestions, rankByOtherName, firstAlsoKnownAs } = loaded;
  const reading = readTerm(normalisedTerm.split(' '));
  if (!readingCovers(readTerm(answer.term.split(' ')), reading)) return null;
  // Every match stays listed, so a still longer term narrows this answer too.
  const narrow = (tab: SuggestionTab): SuggestionTab => {
    const items = rankSuggestions(
      tab.items.filter((s) => readingMatches(s.normalizedLabel, reading)),
      normalisedTerm,
      near,
    );
    return { items, total: items.length };
  };
  // What is offered beside the matches by another name stays while its names still tell why, as the server chooses them.
  const alsoKnownAs = answer.didYouMean.flatMap((item) => {
    const names = namesTellingWhy(item.alsoKnownAs ?? [], item.normalizedLabel, reading);
    return names.length > 0 ? [{ ...item, alsoKnownAs: names }] : [];
  });
  const narrowed = {
    term: normalisedTerm,
    areas: narrow(answer.areas),
    tracks: narrow(answer.tracks),
    didYouMean: rankByOtherName(alsoKnownAs, firstAlsoKnownAs, normalisedTerm, near),
  };
  return narrowed.areas.total === 0 && narrowed.tracks.total === 0 ? null : narrowed;
}
