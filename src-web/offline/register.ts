// Registers the service worker (service-worker.ts) a few seconds after the page has loaded, when
// the page and a slow phone's first seconds are done: installing, it fetches the page of saved
// pages and the app's files, which must never compete with the page itself. Only in a build (not
// under `npm run dev`, where files change under it).
import { SERVICE_WORKER_PATH } from './saved-copies';

const AFTER_LOAD_MS = 5000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A browser that refuses (a private window, storage turned off) simply has no saved pages.
  const register = () => setTimeout(() => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined), AFTER_LOAD_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
