// The page the Worker drew paints before the app's code is even asked for. A phone on a slow
// link then spends its first bytes on the HTML and the style sheets, and its first CPU on
// painting them; the app (boot.tsx), the page's screen and its texts follow. Until the app takes
// over, the page reads and its links work: only the map and the forms wait.
//
// The Worker names the screen's code in a data block (src-worker/pages/page-html.ts) instead of
// <link rel="modulepreload"> tags, which a browser would fetch at once, beside the style sheets.
import { APP_DRAWS_PAGE_ATTRIBUTE, PAGE_CODE_ELEMENT_ID } from '../src-shared/page-blocks';

/** Starts fetching the page's screen code, all at once, beside the app. */
function preloadPageCode(): void {
  let paths: unknown;
  try {
    paths = JSON.parse(document.getElementById(PAGE_CODE_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return; // Cut short: the app's imports load the same code, one after another.
  }
  if (!Array.isArray(paths)) return;
  for (const path of paths) {
    if (typeof path !== 'string' || !path.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = path;
    document.head.appendChild(link);
  }
}

/**
 * Runs `start` once the page has painted its content. A page without content of its own or
 * whose content is the app's drawing (the map: APP_DRAWS_PAGE_ATTRIBUTE), a hidden tab (it
 * paints nothing) and a browser that reports no paint start it now; the timeout covers a paint
 * that is never reported.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    // Said on the page, for a script or a test to know the app is on its way ("ready" once it has
    // taken the page over: boot.tsx; tests/e2e/browser.ts waits for it).
    document.documentElement.dataset.app = 'loading';
    preloadPageCode();
    start();
  };
  const drawn =
    !document.documentElement.hasAttribute(APP_DRAWS_PAGE_ATTRIBUTE) && (document.getElementById('root')?.hasChildNodes() ?? false);
  if (!drawn || document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    go();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    go();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(go, FIRST_PAINT_WAIT_MS);
  document.addEventListener('visibilitychange', go, { once: true });
}

/** How long the app waits for the browser to report the first paint before it loads anyway. */
const FIRST_PAINT_WAIT_MS = 3000;
