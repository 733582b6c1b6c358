// The build-time values the app reads, declared apart from Vite's client types so the Node-side
// check of the tests (tsconfig.node.json), which compile the app's code, sees them too without
// Vite's asset declarations (its *.woff is a URL, the Worker's is the bytes).

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
