// The app shell: header, the map (mounted once it is first needed, then kept), the routes of
// spec section 2 and the message layer. Screens other than the start page load on demand.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Header } from './components/Header';
import { InlineLoader } from './components/Loader';
import { MessageHost } from './components/MessageHost';
import { Overlay } from './components/Overlay';
import { CHAT_LANGUAGE_ROUTES, overlayCloseTarget, showsMap } from './rules/routes';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { StartScreen } from './screens/StartScreen';
import { useDataSync } from './state/data-sync';

const MapHost = lazy(() => import('./map/MapHost'));
const TrackScreen = lazy(() => import('./screens/TrackScreen'));
const TrackIdScreen = lazy(() => import('./screens/TrackIdScreen'));
const TrackFormScreen = lazy(() => import('./screens/TrackFormScreen'));
const TrackHistoryScreen = lazy(() => import('./screens/TrackHistoryScreen'));
const NewTrackScreen = lazy(() => import('./screens/NewTrackScreen'));
const AreaScreen = lazy(() => import('./screens/AreaScreen'));
const StaticScreen = lazy(() => import('./screens/StaticScreen'));
const BlogScreen = lazy(() => import('./screens/BlogScreen'));
const ContributeScreen = lazy(() => import('./screens/ContributeScreen'));
const CalculatorScreen = lazy(() => import('./screens/CalculatorScreen'));
const ChatScreen = lazy(() => import('./screens/ChatScreen'));

function OverlayPage({ label, children }: { label: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Overlay closeTo={overlayCloseTarget(pathname)} label={label}>
      <Suspense fallback={<InlineLoader text="Loading" />}>{children}</Suspense>
    </Overlay>
  );
}

/** True from the first route that shows the map: the map is then kept mounted (spec section 2). */
function useMapMounted(mapVisible: boolean): boolean {
  const [mounted, setMounted] = useState(mapVisible);
  if (mapVisible && !mounted) setMounted(true);
  return mounted;
}

export function App() {
  useDataSync();
  const { pathname } = useLocation();
  const mapVisible = showsMap(pathname);
  const mapMounted = useMapMounted(mapVisible);

  return (
    <div className="app">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <Header />
      <main id="content" className={mapVisible ? 'stage with-map' : 'stage'}>
        {mapMounted && (
          <Suspense fallback={<div className="map-loading"><InlineLoader text="Loading map" /></div>}>
            <MapHost visible={mapVisible} />
          </Suspense>
        )}
        <Suspense fallback={<InlineLoader text="Loading" />}>
          <Routes>
            <Route path="/" element={<StartScreen />} />
            <Route path="/search" element={null} />
            <Route path="/ai-search" element={<ChatScreen language="en" />} />
            {CHAT_LANGUAGE_ROUTES.map((language) => (
              <Route key={language} path={`/${language}`} element={<ChatScreen language={language} />} />
            ))}
            <Route path="/track/:segment" element={<OverlayPage label="Track"><TrackScreen /></OverlayPage>} />
            <Route path="/track/:segment/edit" element={<OverlayPage label="Edit track"><TrackFormScreen /></OverlayPage>} />
            <Route path="/track/:segment/history" element={<OverlayPage label="Track history"><TrackHistoryScreen /></OverlayPage>} />
            <Route path="/add-track" element={<OverlayPage label="Add a track"><NewTrackScreen /></OverlayPage>} />
            <Route path="/track-id/:id" element={<OverlayPage label="Track"><TrackIdScreen /></OverlayPage>} />
            <Route path="/running-in/*" element={<OverlayPage label="Area"><AreaScreen /></OverlayPage>} />
            <Route path="/track-calculator" element={<OverlayPage label="Track calculator"><CalculatorScreen /></OverlayPage>} />
            <Route path="/blog/:segment" element={<OverlayPage label="Blog post"><BlogScreen /></OverlayPage>} />
            <Route path="/contribute" element={<OverlayPage label="Add or edit a track"><ContributeScreen /></OverlayPage>} />
            <Route path="/about" element={<OverlayPage label="About"><StaticScreen pageId="aboutv2" /></OverlayPage>} />
            <Route path="/terms" element={<OverlayPage label="Terms"><StaticScreen pageId="termsv2" /></OverlayPage>} />
            <Route path="/privacy" element={<OverlayPage label="Privacy"><StaticScreen pageId="privacyv2" /></OverlayPage>} />
            <Route path="*" element={<NotFoundScreen />} />
          </Routes>
        </Suspense>
      </main>
      <MessageHost />
    </div>
  );
}
