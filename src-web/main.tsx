import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AppRoot } from './AppRoot';
import { initialData } from './api/initial-data';
import './styles/app.css';

const container = document.getElementById('root')!;
const app = (
  <AppRoot siteName={__SITE_NAME__} initial={initialData}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </AppRoot>
);

// The Worker sends every page with its content already drawn (src-worker/pages/page-html.ts):
// React adopts that HTML. Taking over is a transition, so a slow phone never sees one long task;
// the page is readable and its links work meanwhile.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
