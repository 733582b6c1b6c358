// The start page (spec section 2): tagline, search with Area and Track suggestion tabs, the
// hint bubble, use-my-location, and links to the map and the AI chat.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLongDate } from '../i18n/use-long-date';
import { Link, useNavigate } from 'react-router-dom';
import { API_URLS, fetchAreaBounds, fetchBlogPosts, fetchCoverage, HttpError } from '../api/client';
import { useResource } from '../api/use-resource';
import { Logo } from '../components/Logo';
import { usePageMeta } from '../components/page-meta';
import { searchWords } from '../../src-shared/search-normalise';
import { loadSearchReading, searchReading } from '../rules/search-reading-lazy';
import { nearParam } from '../../src-shared/search-near';
import { DID_YOU_MEAN_UP_TO, MAX_TERM_LENGTH } from '../../src-shared/suggestion-lists';
import type { Suggestions } from '../../src-shared/api-types';
import { suggestionLabelText, suggestionSubtitle } from '../rules/suggestion-texts';
import { numberText } from '../../src-shared/number-text';
import type { LatLng } from '../rules/nearest';
import {
  moreResultsText,
  SHOW_CHATBOT_COMMAND,
  tabLabel,
  tabMatches,
  termMatches,
  type Suggestion,
  type SuggestionMatches,
} from '../rules/suggestions';
import { useSuggestions } from '../api/use-suggestions';
import { MapFilters, useMapFilter } from '../map/MapFilters';
import { useUseMyLocation } from '../map/use-my-location';
import { cacheKeyAtom, mapTargetAtom, mapViewAtom, myLocationAtom, searchTermAtom } from '../state/atoms';
import { coverageSummary, shownCountries } from '../rules/coverage';
import { areaName } from '../../src-shared/area-name';
import { useShowMessage } from '../state/messages';
import { useSiteName } from '../site';
import { TaggedText } from '../components/TaggedText';

type Tab = 'area' | 'track';
const TABS: readonly Tab[] = ['area', 'track'];

const NO_MATCHES: SuggestionMatches = { shown: [], total: 0 };
const NOTHING_ELSE: Suggestions['didYouMean'] = [];

function useOpenArea() {
  const { t } = useTranslation();
  const setMapTarget = useSetAtom(mapTargetAtom);
  const showMessage = useShowMessage();
  const navigate = useNavigate();
  return async (areaId: number) => {
    showMessage(t('search.loadingArea'), { loading: true });
    try {
      const area = await fetchAreaBounds(areaId);
      setMapTarget({
        kind: 'bounds',
        bounds: { north: area.bound_north, south: area.bound_south, east: area.bound_east, west: area.bound_west },
      });
      showMessage(null);
      navigate('/search');
    } catch (error) {
      showMessage(error instanceof HttpError ? t('search.httpError', { status: error.status }) : t('search.areaFailed'));
    }
  };
}

/** The id of a suggestion's option element, for aria-activedescendant. */
const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

interface OptionsProps {
  /** The listbox's id (the combobox's aria-controls). */
  id: string;
  /** The suggestions; those offered by another name carry it (alsoKnownAs), said under the label. */
  items: readonly (Suggestion & { alsoKnownAs?: readonly string[] })[];
  /** The option the arrow keys have reached, or -1. */
  active: number;
  /** The visitor's place, for the distance under a track. */
  from: LatLng | null;
  onPick: (s: Suggestion) => void;
  /** Says "Area" or "Track" before each label (the "Did you mean" list holds both). */
  showKind?: boolean;
}

/**
 * The suggestions as the options of the search box's listbox (the WAI-ARIA combobox pattern): the
 * spec's label, and a short line that tells two of one name apart. An option's link is for the
 * mouse (open in a new tab still works); the keyboard reaches options from the box with the arrows.
 */
const SuggestionOptions = memo(function SuggestionOptions({ id, items, active, from, onPick, showKind }: OptionsProps) {
  const { t, i18n } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern: a list of options the input points into (aria-activedescendant).
    <ul id={id} role="listbox" aria-label={showKind ? t('search.didYouMean') : t('search.suggestions')} className="suggestions">
      {items.map((suggestion, index) => {
        const subtitle = suggestionSubtitle(suggestion, from, i18n);
        const kind = showKind ? (suggestion.url ? t('search.kind.track') : t('search.kind.area')) : null;
        const content = (
          <>
            <span className="suggestion-label">
              {kind && <span className="suggestion-kind">{t('search.kindPrefix', { kind })}</span>}
              {suggestionLabelText(suggestion, i18n)}
            </span>
            {subtitle && <span className="suggestion-subtitle">{subtitle}</span>}
          </>
        );
        return (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the combobox: the keyboard stays in the input (arrows, Enter), the pointer clicks the option.
          <li
            key={`${suggestion.url ? 't' : 'a'}${suggestion.id}`}
            id={optionId(id, index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern's option.
            role="option"
            aria-selected={index === active}
            className={index === active ? 'suggestion active' : 'suggestion'}
            onClick={(event) => {
              // A plain click picks; a click meant for a new tab is the link's own.
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onPick(suggestion);
            }}
          >
            {suggestion.url ? (
              <Link to={suggestion.url} tabIndex={-1}>
                {content}
              </Link>
            ) : (
              <span className="suggestion-area">{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
});

// Memoised, with LatestBlogPosts: a key press re-renders the box, not the whole page.
const SuggestionList = memo(function SuggestionList({
  id,
  matches,
  ...options
}: { id: string; matches: SuggestionMatches } & Omit<OptionsProps, 'id' | 'items'>) {
  const { i18n } = useTranslation();
  const more = moreResultsText(matches, i18n);
  return (
    <div id={id} role="tabpanel" className="suggestion-panel">
      <SuggestionOptions id={`${id}-list`} items={matches.shown} {...options} />
      {more && <p className="more-results">{more}</p>}
    </div>
  );
});

const LatestBlogPosts = memo(function LatestBlogPosts() {
  const { t } = useTranslation();
  const dateText = useLongDate();
  const posts = useResource(fetchBlogPosts, [], API_URLS.blogPosts());
  if (posts.state !== 'loaded' || posts.data.length === 0) return null;
  return (
    <section className="start-blog" aria-labelledby="blog-heading">
      <h2 id="blog-heading">{t('start.blogHeading')}</h2>
      <ul>
        {posts.data.slice(0, 3).map((post) => (
          <li key={post.url_segment}>
            <Link to={`/blog/${post.url_segment}`}>{post.title}</Link>
            <span className="muted"> · {dateText(post.published)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
});

const WhereTracksAreListed = memo(function WhereTracksAreListed() {
  const { t, i18n } = useTranslation();
  const key = useAtomValue(cacheKeyAtom);
  const coverage = useResource(() => fetchCoverage(key), [key], API_URLS.coverage(key));
  if (coverage.data === null) return null;
  const { shown, more } = shownCountries(coverage.data);
  return (
    <section className="start-coverage" aria-labelledby="coverage-heading">
      <h2 id="coverage-heading">{t('start.coverageHeading')}</h2>
      <p>{coverageSummary(coverage.data, i18n)}</p>
      {shown.length > 0 && (
        <ul className="coverage-list">
          {shown.map((country) => (
            <li key={country.id}>
              <Link to={`/running-in/${country.url_segment}`}>{areaName(country, i18n.language)}</Link>{' '}
              <span className="muted">{numberText(country.num_tracks, i18n.language, { englishGrouped: true })}</span>
            </li>
          ))}
          {more > 0 && <li className="muted">{t('start.andMore', { count: more })}</li>}
        </ul>
      )}
      <p>
        <TaggedText text={t('start.addYours')} tags={{ add: <Link to="/add-track" /> }} />
      </p>
    </section>
  );
});

interface SuggestionBoxProps {
  ids: string;
  /** The text whose suggestions are shown. */
  shownTerm: string;
  /** Newer suggestions are on their way. */
  busy: boolean;
  tab: Tab;
  labels: Record<Tab, string>;
  matches: SuggestionMatches;
  active: number;
  from: LatLng | null;
  onChooseTab: (tab: Tab) => void;
  onPick: (suggestion: Suggestion) => void;
}

// Memoised: a key press whose answer is still on its way leaves the box as it is.
const SuggestionBox = memo(function SuggestionBox({
  ids,
  shownTerm,
  busy,
  tab,
  labels,
  matches,
  active,
  from,
  onChooseTab,
  onPick,
}: SuggestionBoxProps) {
  const { t } = useTranslation();
  return (
    // data-term: the text whose suggestions are on screen (what the box holds once they arrive).
    <div className="suggestion-box" data-term={shownTerm} aria-busy={busy}>
      <div role="tablist" aria-label={t('search.suggestions')} className="tabs">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${ids}-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`${ids}-panel-${id}`}
            className="tab"
            onClick={() => onChooseTab(id)}
          >
            <span className="tab-name">{t(`search.kind.${id}`)}</span>
            <span className="tab-count">{labels[id]}</span>
          </button>
        ))}
      </div>
      {tab === 'track' && <MapFilters className="track-filters" />}
      <SuggestionList id={`${ids}-panel-${tab}`} matches={matches} active={active} from={from} onPick={onPick} />
    </div>
  );
});

/** "Did you mean" (issue 22): when the rule matched nothing, the places and tracks the server found by other names or with a slip corrected. */
const DidYouMean = memo(function DidYouMean({
  id,
  items,
  active,
  from,
  onPick,
}: {
  id: string;
  items: Suggestions['didYouMean'];
  active: number;
  from: LatLng | null;
  onPick: (s: Suggestion) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="did-you-mean">
      <h2 className="did-you-mean-heading">{t('search.didYouMean')}</h2>
      <SuggestionOptions id={id} items={items} active={active} from={from} onPick={onPick} showKind />
    </div>
  );
});

/**
 * The visitor's place for ranking and distances: their location once they shared it, else the
 * centre of the map they last looked at closely (a continent is no place to be near).
 */
function useVisitorPlace(): LatLng | null {
  const location = useAtomValue(myLocationAtom);
  const view = useAtomValue(mapViewAtom);
  return useMemo(() => {
    if (location) return { lat: location.lat, lng: location.lng };
    if (view && view.zoom >= NEAR_VIEW_MIN_ZOOM) return { lat: view.center[0], lng: view.center[1] };
    return null;
  }, [location, view]);
}

/** The map zoom from which its centre is a place the visitor is looking at (a region or closer). */
const NEAR_VIEW_MIN_ZOOM = 8;

/**
 * Once the page has loaded and the box is empty, the suggestions of every first key are fetched
 * (one request, about 12 kB gzipped), so the first letter is answered on the device. They are
 * asked under the data version, once it is known: asked without it they would be fetched again.
 */
function useFirstKeyPreviews(prepare: (term: string) => void, empty: boolean) {
  const key = useAtomValue(cacheKeyAtom);
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  useEffect(() => {
    if (!empty || key === null) return;
    const run = () => prepareRef.current('');
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
  }, [key, empty]);
}

export function StartScreen() {
  const { t, i18n } = useTranslation();
  usePageMeta({ title: '', description: t('start.description') });
  const siteName = useSiteName();
  const [term, setTerm] = useAtom(searchTermAtom);
  const place = useVisitorPlace();
  const near = place ? nearParam(place.lat, place.lng) : null;
  const suggestions = useSuggestions(term, useMapFilter(), near);
  useFirstKeyPreviews(suggestions.prepare, term === '');
  const [chosenTab, setChosenTab] = useState<Tab | null>(null);
  // The term whose hint bubble was dismissed: typing on brings the bubble back.
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  // The option the arrow keys reached (-1: none), and whether Escape closed the list.
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const navigate = useNavigate();
  const searchInput = useRef<HTMLInputElement>(null);
  // Without a location, the way on is to type a place: the search box takes the keys.
  const useMyLocation = useUseMyLocation(() => searchInput.current?.focus());
  const openArea = useOpenArea();
  const ids = useId();

  const words = useMemo(() => searchWords(term), [term]);
  // The reading of a term around a place is loaded when the box is first used (rules/search-reading-lazy.ts).
  const [readingLoaded, setReadingLoaded] = useState(() => searchReading() !== null);
  useEffect(() => {
    if (term !== '' && !readingLoaded) void loadSearchReading().then(() => setReadingLoaded(true));
  }, [term, readingLoaded]);
  const { answer } = suggestions;
  const areaMatches = useMemo(() => (answer ? tabMatches(answer.areas) : NO_MATCHES), [answer]);
  const trackMatches = useMemo(() => (answer ? tabMatches(answer.tracks) : NO_MATCHES), [answer]);

  const searching = words.length > 0;
  const listsLoaded = suggestions.status !== 'loading' && suggestions.current;
  const nothingMatched = searching && listsLoaded && areaMatches.total === 0 && trackMatches.total === 0;
  // When nothing matched, what else the term may mean; beside matches, places known by a name that starts with it ("brasil")
  // or holds its words ("pista morumbi": the suburb). Those the term lists are in the tabs already.
  const didYouMean = useMemo(
    () =>
      searching && suggestions.current && answer
        ? answer.didYouMean.filter((item) => !termMatches(item.normalizedLabel, words)).slice(0, DID_YOU_MEAN_UP_TO)
        : NOTHING_ELSE,
    // readingLoaded: the same words may match differently once the reading is there.
    [searching, suggestions.current, answer, words, readingLoaded],
  );
  const hintDismissed = dismissedFor === term;
  // Without a choice, show the tab that has results, areas first.
  const tab: Tab = chosenTab ?? (areaMatches.total > 0 || trackMatches.total === 0 ? 'area' : 'track');
  const open = searching && suggestions.showing && !closed;
  // What the arrow keys move through: the tab's suggestions, or "Did you mean" when the tab has none.
  const tabShown = (tab === 'area' ? areaMatches : trackMatches).shown;
  const arrowsInDidYouMean = tabShown.length === 0 && didYouMean.length > 0;
  const options = arrowsInDidYouMean ? didYouMean : tabShown;
  const listId = arrowsInDidYouMean ? `${ids}-did-you-mean` : `${ids}-panel-${tab}-list`;
  const activeIndex = open && active < options.length ? active : -1;

  const changeTerm = (value: string) => {
    if (value === SHOW_CHATBOT_COMMAND) {
      setTerm('');
      return navigate('/ai-search');
    }
    suggestions.askEarly(value);
    setTerm(value);
    setActive(-1);
    setClosed(false);
  };

  const pickNow = (suggestion: Suggestion) => {
    if (suggestion.url) return navigate(suggestion.url);
    void openArea(suggestion.id);
  };
  // One function for the page's life, so the memoised list is not re-rendered by a key press.
  const pickRef = useRef(pickNow);
  pickRef.current = pickNow;
  const pick = useCallback((suggestion: Suggestion) => pickRef.current(suggestion), []);
  const chooseTab = useCallback((chosen: Tab) => {
    setChosenTab(chosen);
    setActive(-1);
  }, []);

  const pickFirst = (event: FormEvent) => {
    event.preventDefault();
    const chosen = options[activeIndex] ?? options[0];
    if (chosen) pick(chosen);
  };

  // The WAI-ARIA combobox's keys: the arrows move through the options (wrapping), Enter picks
  // (the form's submit), Escape closes the list, and a second Escape clears the box.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setClosed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length + (activeIndex === -1 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) {
        setClosed(true);
        setActive(-1);
      } else changeTerm('');
    }
  };

  const areaLabel = tabLabel('area', suggestions.status, areaMatches.total, i18n);
  const trackLabel = tabLabel('track', suggestions.status, trackMatches.total, i18n);
  const labels = useMemo(() => ({ area: areaLabel, track: trackLabel }), [areaLabel, trackLabel]);

  return (
    <div className="start">
      <div className="start-hero">
        <Logo size={72} />
        <p className="start-site-name">{siteName}</p>
        <h1>{t('start.tagline')}</h1>
        {/* The suggestions and the hint open over the page below, as a dropdown: a key press
            lays out and paints the box alone, not everything under it. */}
        <div className="search-area">
          <form role="search" className="search-form" onSubmit={pickFirst}>
            <label htmlFor={`${ids}-search`} className="visually-hidden">
              {t('start.searchLabel')}
            </label>
            <input
              ref={searchInput}
              id={`${ids}-search`}
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
              className="search-input"
              placeholder={t('start.searchPlaceholder')}
              autoComplete="off"
              maxLength={MAX_TERM_LENGTH}
              value={term}
              onChange={(event) => changeTerm(event.target.value)}
              onKeyDown={onKeyDown}
              onFocus={() => suggestions.prepare(term)}
            />
            <button type="submit" className="search-submit">
              {t('start.search')}
            </button>
          </form>
          <div className="search-dropdown">
            {open && (
              <SuggestionBox
                ids={ids}
                shownTerm={suggestions.shownTerm}
                busy={!suggestions.current}
                tab={tab}
                labels={labels}
                matches={tab === 'area' ? areaMatches : trackMatches}
                active={arrowsInDidYouMean ? -1 : activeIndex}
                from={place}
                onChooseTab={chooseTab}
                onPick={pick}
              />
            )}

            {nothingMatched && !hintDismissed && !closed && (
              <div className="hint-bubble" role="status">
                <Link to="/ai-search">{t('start.nothingMatched')}</Link>
                <button type="button" className="hint-close" aria-label={t('start.dismiss')} onClick={() => setDismissedFor(term)}>
                  ×
                </button>
              </div>
            )}
            {open && didYouMean.length > 0 && (
              <DidYouMean
                id={`${ids}-did-you-mean`}
                items={didYouMean}
                active={arrowsInDidYouMean ? activeIndex : -1}
                from={place}
                onPick={pick}
              />
            )}
          </div>
        </div>

        <div className="start-actions">
          <button type="button" className="button primary" onClick={useMyLocation}>
            <span aria-hidden="true">◎</span> {t('start.useMyLocation')}
          </button>
          <Link to="/search" className="button">
            {t('start.browseMap')}
          </Link>
          <Link to="/ai-search" className="button">
            {t('start.askAi')}
          </Link>
        </div>
      </div>
      <WhereTracksAreListed />
      <LatestBlogPosts />
    </div>
  );
}
