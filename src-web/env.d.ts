/// <reference types="vite/client" />

/** The product name, from wrangler.toml SITE_NAME at build time (vite.config.ts). */
declare const __SITE_NAME__: string;

interface ImportMetaEnv {
  /** Tile URL template; OpenStreetMap's when unset. */
  readonly VITE_TILE_URL?: string;
  readonly VITE_TILE_ATTRIBUTION?: string;
}
