// Registers the service worker (service-worker.ts) once the page has loaded, so it never competes
// with the page's own files; only in a build (not under `npm run dev`, where files change under it).
import { SERVICE_WORKER_PATH } from './saved-copies';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A browser that refuses (a private window, storage turned off) simply has no saved pages.
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
