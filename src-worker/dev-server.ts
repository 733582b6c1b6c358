// Whether this Worker runs under `npm run dev` (Vite's dev server, vite.config.ts defines the name
// there): a deployed Worker, wrangler dev and the tests have no such name. Under the dev server an
// edit to the code must show at the next request, so pages and answers are built afresh every time
// instead of kept per cache key, which only a write moves.
declare const __TRACK_ATLAS_DEV_SERVER__: boolean | undefined;

export const UNDER_DEV_SERVER = typeof __TRACK_ATLAS_DEV_SERVER__ !== 'undefined' && __TRACK_ATLAS_DEV_SERVER__ === true;

/** What a browser may keep of an answer under the dev server: nothing. */
export const DEV_SERVER_CACHE_CONTROL = 'no-store';
