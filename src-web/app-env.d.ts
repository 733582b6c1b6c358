// The build-time values the app reads (Vite defines them). Not Vite's whole client types: the app
// imports no asset as a value, and their *.woff (a URL) would clash with the Worker's (the bytes,
// src-worker/worker-configuration.d.ts), which is checked with the app.

/** The product name, from wrangler.toml SITE_NAME at build time (vite.config.ts). */
declare const __SITE_NAME__: string;

interface ImportMetaEnv {
  /** Tile URL template; OpenStreetMap's when unset. */
  readonly VITE_TILE_URL?: string;
  readonly VITE_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
