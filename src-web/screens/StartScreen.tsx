// The start page (spec section 2): tagline, search with Area and Track suggestion tabs, the
// hint bubble, use-my-location, and links to the map and the AI chat.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fetchAreaBounds, fetchBlogPosts, fetchCoverage, HttpError } from '../api/client';
import { useResource } from '../api/use-resource';
import { Logo } from '../components/Logo';
import { usePageMeta } from '../components/page-meta';
import { searchWords } from '../../src-shared/search-normalise';
import {
  moreResultsText,
  SHOW_CHATBOT_COMMAND,
  tabLabel,
  tabMatches,
  type Suggestion,
  type SuggestionMatches,
} from '../rules/suggestions';
import { useSuggestions } from '../api/use-suggestions';
import { MapFilters, useMapFilter } from '../map/MapFilters';
import { cacheKeyAtom, mapTargetAtom, searchTermAtom } from '../state/atoms';
import { coverageSummary, shownCountries } from '../rules/coverage';
import { useShowMessage } from '../state/messages';
import { SITE_NAME } from '../site';
import { longDateText } from '../../src-shared/track-text';

export const TAGLINE = 'Find your nearest running track';
export const NOTHING_MATCHED_HINT = 'Whoops, nothing matched. Would you like to try our AI chat instead?';
export const LOCATION_FAILED = 'Unable to get your location.';
/** The use-my-location zoom (spec section 9). */
const MY_LOCATION_ZOOM = 10;

type Tab = 'area' | 'track';
const TABS: readonly Tab[] = ['area', 'track'];

const NO_MATCHES: SuggestionMatches = { shown: [], total: 0 };

function useUseMyLocation() {
  const setMapTarget = useSetAtom(mapTargetAtom);
  const navigate = useNavigate();
  return () => {
    if (!('geolocation' in navigator)) return window.alert(LOCATION_FAILED);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setMapTarget({ kind: 'view', view: { center: [position.coords.latitude, position.coords.longitude], zoom: MY_LOCATION_ZOOM } });
        navigate('/search');
      },
      () => window.alert(LOCATION_FAILED),
      { enableHighAccuracy: false, timeout: 15_000 },
    );
  };
}

function useOpenArea() {
  const setMapTarget = useSetAtom(mapTargetAtom);
  const showMessage = useShowMessage();
  const navigate = useNavigate();
  return async (areaId: number) => {
    showMessage('Loading area', { loading: true });
    try {
      const area = await fetchAreaBounds(areaId);
      setMapTarget({ kind: 'bounds', bounds: { north: area.bound_north, south: area.bound_south, east: area.bound_east, west: area.bound_west } });
      showMessage(null);
      navigate('/search');
    } catch (error) {
      showMessage(error instanceof HttpError ? `HTTP error! status: ${error.status}` : 'Failed to load the area');
    }
  };
}

// Memoised, with LatestBlogPosts: a key press re-renders the box, not the whole page.
const SuggestionList = memo(function SuggestionList({ id, matches, onPick }: { id: string; matches: SuggestionMatches; onPick: (s: Suggestion) => void }) {
  const more = moreResultsText(matches);
  return (
    <div id={id} role="tabpanel" className="suggestion-panel">
      <ul className="suggestions">
        {matches.shown.map((suggestion) => (
          <li key={suggestion.id}>
            {suggestion.url ? (
              <Link to={suggestion.url}>{suggestion.label}</Link>
            ) : (
              <button type="button" onClick={() => onPick(suggestion)}>
                {suggestion.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      {more && <p className="more-results">{more}</p>}
    </div>
  );
});

const LatestBlogPosts = memo(function LatestBlogPosts() {
  const posts = useResource(fetchBlogPosts, []);
  if (posts.state !== 'loaded' || posts.data.length === 0) return null;
  return (
    <section className="start-blog" aria-labelledby="blog-heading">
      <h2 id="blog-heading">From the blog</h2>
      <ul>
        {posts.data.slice(0, 3).map((post) => (
          <li key={post.url_segment}>
            <Link to={`/blog/${post.url_segment}`}>{post.title}</Link>
            <span className="muted"> · {longDateText(post.published)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
});

const WhereTracksAreListed = memo(function WhereTracksAreListed() {
  const key = useAtomValue(cacheKeyAtom);
  const coverage = useResource(() => fetchCoverage(key), [key]);
  if (coverage.data === null) return null;
  const { shown, more } = shownCountries(coverage.data);
  return (
    <section className="start-coverage" aria-labelledby="coverage-heading">
      <h2 id="coverage-heading">Where tracks are listed</h2>
      <p>{coverageSummary(coverage.data)}</p>
      {shown.length > 0 && (
        <ul className="coverage-list">
          {shown.map((country) => (
            <li key={country.id}>
              <Link to={`/running-in/${country.url_segment}`}>{country.name}</Link>{' '}
              <span className="muted">{country.num_tracks.toLocaleString('en-US')}</span>
            </li>
          ))}
          {more > 0 && <li className="muted">and {more} more</li>}
        </ul>
      )}
      <p>
        Running somewhere else? <Link to="/add-track">Add the tracks you know</Link>, so the next runner finds them.
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
  onChooseTab: (tab: Tab) => void;
  onPick: (suggestion: Suggestion) => void;
}

// Memoised: a key press whose answer is still on its way leaves the box as it is.
const SuggestionBox = memo(function SuggestionBox({ ids, shownTerm, busy, tab, labels, matches, onChooseTab, onPick }: SuggestionBoxProps) {
  return (
    // data-term: the text whose suggestions are on screen (what the box holds once they arrive).
    <div className="suggestion-box" data-term={shownTerm} aria-busy={busy}>
      <div role="tablist" aria-label="Suggestions" className="tabs">
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
            <span className="tab-name">{id === 'area' ? 'Area' : 'Track'}</span>
            <span className="tab-count">{labels[id]}</span>
          </button>
        ))}
      </div>
      {tab === 'track' && <MapFilters className="track-filters" />}
      <SuggestionList id={`${ids}-panel-${tab}`} matches={matches} onPick={onPick} />
    </div>
  );
});

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
  usePageMeta({ title: '' });
  const [term, setTerm] = useAtom(searchTermAtom);
  const suggestions = useSuggestions(term, useMapFilter());
  useFirstKeyPreviews(suggestions.prepare, term === '');
  const [chosenTab, setChosenTab] = useState<Tab | null>(null);
  // The term whose hint bubble was dismissed: typing on brings the bubble back.
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const navigate = useNavigate();
  const useMyLocation = useUseMyLocation();
  const openArea = useOpenArea();
  const ids = useId();

  const words = useMemo(() => searchWords(term), [term]);
  const { answer } = suggestions;
  const areaMatches = useMemo(() => (answer ? tabMatches(answer.areas) : NO_MATCHES), [answer]);
  const trackMatches = useMemo(() => (answer ? tabMatches(answer.tracks) : NO_MATCHES), [answer]);

  const searching = words.length > 0;
  const listsLoaded = suggestions.status !== 'loading' && suggestions.current;
  const nothingMatched = searching && listsLoaded && areaMatches.total === 0 && trackMatches.total === 0;
  const hintDismissed = dismissedFor === term;
  // Without a choice, show the tab that has results, areas first.
  const tab: Tab = chosenTab ?? (areaMatches.total > 0 || trackMatches.total === 0 ? 'area' : 'track');

  const changeTerm = (value: string) => {
    if (value === SHOW_CHATBOT_COMMAND) {
      setTerm('');
      return navigate('/ai-search');
    }
    suggestions.askEarly(value);
    setTerm(value);
  };

  const pickNow = (suggestion: Suggestion) => {
    if (suggestion.url) return navigate(suggestion.url);
    void openArea(suggestion.id);
  };
  // One function for the page's life, so the memoised list is not re-rendered by a key press.
  const pickRef = useRef(pickNow);
  pickRef.current = pickNow;
  const pick = useCallback((suggestion: Suggestion) => pickRef.current(suggestion), []);

  const pickFirst = (event: FormEvent) => {
    event.preventDefault();
    const first = (tab === 'area' ? areaMatches : trackMatches).shown[0];
    if (first) pick(first);
  };

  const areaLabel = tabLabel('area', suggestions.status, areaMatches.total);
  const trackLabel = tabLabel('track', suggestions.status, trackMatches.total);
  const labels = useMemo(() => ({ area: areaLabel, track: trackLabel }), [areaLabel, trackLabel]);

  return (
    <div className="start">
      <div className="start-hero">
        <Logo size={72} />
        <p className="start-site-name">{SITE_NAME}</p>
        <h1>{TAGLINE}</h1>
        {/* The suggestions and the hint open over the page below, as a dropdown: a key press
            lays out and paints the box alone, not everything under it. */}
        <div className="search-area">
          <form role="search" className="search-form" onSubmit={pickFirst}>
            <label htmlFor={`${ids}-search`} className="visually-hidden">
              Search for a city, an area or a track
            </label>
            <input
              id={`${ids}-search`}
              type="search"
              className="search-input"
              placeholder="City, area or track name"
              autoComplete="off"
              value={term}
              onChange={(event) => changeTerm(event.target.value)}
              onFocus={() => suggestions.prepare(term)}
            />
            <button type="submit" className="search-submit">
              Search
            </button>
          </form>
          <div className="search-dropdown">
            {searching && suggestions.showing && (
              <SuggestionBox
                ids={ids}
                shownTerm={suggestions.shownTerm}
                busy={!suggestions.current}
                tab={tab}
                labels={labels}
                matches={tab === 'area' ? areaMatches : trackMatches}
                onChooseTab={setChosenTab}
                onPick={pick}
              />
            )}

            {nothingMatched && !hintDismissed && (
              <div className="hint-bubble" role="status">
                <Link to="/ai-search">{NOTHING_MATCHED_HINT}</Link>
                <button type="button" className="hint-close" aria-label="Dismiss" onClick={() => setDismissedFor(term)}>
                  ×
                </button>
              </div>
            )}
          </div>
        </div>

        <div className="start-actions">
          <button type="button" className="button primary" onClick={useMyLocation}>
            <span aria-hidden="true">◎</span> Use my location
          </button>
          <Link to="/search" className="button">
            Browse the map
          </Link>
          <Link to="/ai-search" className="button">
            Ask our AI search
          </Link>
        </div>
      </div>
      <WhereTracksAreListed />
      <LatestBlogPosts />
    </div>
  );
}
