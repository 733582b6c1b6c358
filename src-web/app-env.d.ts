// The build-time value the app reads (Vite defines it). Not Vite's whole client types: the app
// imports no asset as a value, and their *.woff (a URL) would clash with the Worker's (the bytes,
// src-worker/worker-configuration.d.ts), which is checked with the app.

/** The product name, from wrangler.toml SITE_NAME at build time (vite.config.ts). */
declare const __SITE_NAME__: string;

/** Vite's build mode: true in a build, false under its dev server (npm run dev). */
interface ImportMeta {
  readonly env: { readonly PROD: boolean };
}
