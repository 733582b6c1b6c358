// The app itself, loaded by the entry (main.tsx) once the browser has painted the page the
// Worker drew: React takes that HTML over.
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE, languageOf } from '../src-shared/languages';
import { App } from './App';
import { AppRoot } from './AppRoot';
import { initialData } from './api/initial-data';
import { createI18n, loadShell, setBrowserI18n } from './i18n/i18n';
import { registerServiceWorker } from './offline/register';

const container = document.getElementById('root')!;
// The Worker chose the page's language and wrote it into <html lang> (src-worker/pages/page-html.ts).
const language = languageOf(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
// And the visitor's locale of it, for dates: the Worker's reading of the browser's languages, so the
// app writes the dates the page already shows.
const locale = document.documentElement.dataset.locale;

/** Says on the page that the app has taken it over (paint-first.ts said it was on its way). */
function TakenOver() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

// The shell of the catalogue comes first; a screen loaded later brings the rest (i18n/i18n.ts).
void loadShell(language).then((shell) => {
  const app = (
    <AppRoot siteName={__SITE_NAME__} i18n={setBrowserI18n(createI18n(language, shell, locale))} initial={initialData}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <TakenOver />
    </AppRoot>
  );
  // The Worker sends every page with its content already drawn: React adopts that HTML. Taking
  // over is a transition, so a slow phone never sees one long task; the page is readable and
  // its links work meanwhile.
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});

// What the runner opens is kept for a place without signal (offline/service-worker.ts).
registerServiceWorker();
