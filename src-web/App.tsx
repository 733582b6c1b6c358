// The app shell: header, the map (mounted once it is first needed, then kept), the routes of
// spec section 2 and the message layer. Screens other than the start page load on demand, with
// the rest of the texts (i18n/i18n.ts lazyScreen).
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LoadBoundary } from './components/ErrorBoundary';
import { lazyScreen } from './i18n/i18n';
import { Header } from './components/Header';
import { InlineLoader } from './components/Loader';
import { MessageHost } from './components/MessageHost';
import { SavedNotice } from './offline/SavedNotice';
import { TermsPopup } from './map/TermsPopup';
import { Overlay, PAGE_CONTENT_ID } from './components/Overlay';
import { ADD_TRACK_PATH, CHAT_LANGUAGE_ROUTES, overlayCloseTarget, showsMap, showsTermsPopup } from './rules/routes';
import { PAGE_NAMES, PAGES, STATIC_PAGE_IDS, type PageDefinition, type PageName } from './rules/pages';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { StartScreen } from './screens/StartScreen';
import { useDataSync } from './state/data-sync';
import { useIsClient } from './state/hydration';
import type { Catalogue } from '../src-shared/catalogues/en';
import { DEFAULT_LANGUAGE, languageOf, type Language } from '../src-shared/languages';
import { OVERLAY_COVERS_MAP, useMediaQuery } from './state/media';

const MapHost = lazyScreen(() => import('./map/MapHost'));
const TrackScreen = lazyScreen(() => import('./screens/TrackScreen'));
const TrackIdScreen = lazyScreen(() => import('./screens/TrackIdScreen'));
const TrackFormScreen = lazyScreen(() => import('./screens/TrackFormScreen'));
const TrackHistoryScreen = lazyScreen(() => import('./screens/TrackHistoryScreen'));
const NewTrackScreen = lazyScreen(() => import('./screens/NewTrackScreen'));
const AreaScreen = lazyScreen(() => import('./screens/AreaScreen'));
const StaticScreen = lazyScreen(() => import('./screens/StaticScreen'));
const BlogScreen = lazyScreen(() => import('./screens/BlogScreen'));
const ContributeScreen = lazyScreen(() => import('./screens/ContributeScreen'));
const ChangesScreen = lazyScreen(() => import('./screens/ChangesScreen'));
const CalculatorScreen = lazyScreen(() => import('./screens/CalculatorScreen'));
const ChatScreen = lazyScreen(() => import('./screens/ChatScreen'));
const DevelopersScreen = lazyScreen(() => import('./screens/DevelopersScreen'));
const AdminScreen = lazyScreen(() => import('./admin/AdminScreen'));
const OfflineScreen = lazyScreen(() => import('./screens/OfflineScreen'));

/**
 * "Skip to content" goes to the page over the map when there is one (a track page's text, not
 * the map that comes first in the document), else to the main element (the start page, or the
 * map itself on /search). The focus moves there, so the next Tab and a screen reader go on from it.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const page = document.getElementById(PAGE_CONTENT_ID);
  if (!page) return;
  event.preventDefault();
  page.focus();
}

/** Set once a page over the map has painted: the map behind it may load from then on. */
const pagePaintedAtom = atom(false);

/** Rendered after a page's content in its Suspense boundary: reports the first frame that shows it. */
function Painted() {
  const setPainted = useSetAtom(pagePaintedAtom);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, [setPainted]);
  return null;
}

function OverlayPage({ page, children }: { page: keyof Catalogue['pages']; children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const label = t(`pages.${page}`);
  return (
    <Overlay closeTo={overlayCloseTarget(pathname)} label={label}>
      <LoadBoundary loading={<InlineLoader text={t('app.loading')} />}>
        {children}
        <Painted />
      </LoadBoundary>
    </Overlay>
  );
}

/**
 * True from the first route that shows the map: the map is then kept mounted (spec section 2).
 * On /search the map is the page and mounts at once; behind a track, area or other page it waits
 * until that page has painted, so the page's text never waits for the map's code. On a phone such
 * a page covers the whole map, so the map waits until it can be seen (the page closes, or the
 * window widens): a runner reading a track page does not pay for a map they cannot see. A place
 * the page asked the map to show (mapTargetAtom) is shown when it mounts.
 */
function useMapMounted(mapVisible: boolean, mapIsThePage: boolean): boolean {
  const pagePainted = useAtomValue(pagePaintedAtom);
  const overlayCoversMap = useMediaQuery(OVERLAY_COVERS_MAP);
  // The map is drawn in the browser only: the page's first HTML (rendered by the Worker) has none.
  const isClient = useIsClient();
  const [mounted, setMounted] = useState(false);
  if (isClient && mapVisible && !mounted && (mapIsThePage || (pagePainted && !overlayCoversMap))) setMounted(true);
  return mounted;
}

/**
 * The map behind the pages, in a component of its own: whether it is mounted changes right after
 * the page is adopted (useIsClient), and a change of App's state then would reach a page whose
 * code is still on its way, and React would throw that page's HTML away and show "Loading" until
 * the code arrives.
 */
function MapLayer({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const mapVisible = showsMap(pathname);
  const mapMounted = useMapMounted(mapVisible, pathname === '/search' || pathname === ADD_TRACK_PATH);
  if (!mapMounted) return null;
  return (
    <LoadBoundary
      loading={
        <div className="map-loading">
          <InlineLoader text={t('app.loadingMap')} />
        </div>
      }
    >
      <MapHost visible={mapVisible} />
    </LoadBoundary>
  );
}

/**
 * Each page's screen by its name in the page table (rules/pages.ts, which holds its address and
 * frame). /search has none: the map is the page, drawn behind every route (MapLayer).
 */
const SCREENS: Record<Exclude<PageName, 'chat' | 'about' | 'terms' | 'privacy'>, ComponentType | null> = {
  start: StartScreen,
  search: null,
  track: TrackScreen,
  editTrack: TrackFormScreen,
  trackHistory: TrackHistoryScreen,
  trackId: TrackIdScreen,
  addTrack: NewTrackScreen,
  area: AreaScreen,
  calculator: CalculatorScreen,
  blogPost: BlogScreen,
  contribute: ContributeScreen,
  changes: ChangesScreen,
  developers: DevelopersScreen,
  admin: AdminScreen,
  offline: OfflineScreen,
};

function screenOf(name: PageName, language: Language): ReactNode {
  if (name === 'chat') return <ChatScreen language={language} />;
  if (name === 'about' || name === 'terms' || name === 'privacy') return <StaticScreen pageId={STATIC_PAGE_IDS[name]} />;
  const Screen = SCREENS[name];
  return Screen && <Screen />;
}

export function App() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language) ?? DEFAULT_LANGUAGE;
  useDataSync();
  const { pathname } = useLocation();
  const mapVisible = showsMap(pathname);

  return (
    <div className="app">
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to #content; the click only moves the focus to the page over the map when there is one. */}
      <a className="skip-link" href="#content" onClick={skipToContent}>
        {t('app.skipToContent')}
      </a>
      <Header />
      <SavedNotice />
      <main id="content" className={mapVisible ? 'stage with-map' : 'stage'}>
        {/* Part of /search (spec section 2), drawn without waiting for the map's code. */}
        {showsTermsPopup(pathname) && <TermsPopup />}
        <MapLayer pathname={pathname} />
        <LoadBoundary loading={<InlineLoader text={t('app.loading')} />}>
          <Routes>
            {PAGE_NAMES.map((name) => {
              const { path, overlay } = PAGES[name] as PageDefinition;
              const screen = screenOf(name, language);
              return <Route key={name} path={path} element={overlay ? <OverlayPage page={overlay.label}>{screen}</OverlayPage> : screen} />;
            })}
            {CHAT_LANGUAGE_ROUTES.map((language) => (
              <Route key={language} path={`/${language}`} element={<ChatScreen language={language} />} />
            ))}
            <Route path="*" element={<NotFoundScreen />} />
          </Routes>
        </LoadBoundary>
      </main>
      <MessageHost />
    </div>
  );
}
