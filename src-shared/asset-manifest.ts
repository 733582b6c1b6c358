// The manifest Vite writes beside the built files (vite.config.ts: build.manifest): which file
// each source became and what it imports. The Worker reads it to name a page's screen code
// (src-worker/pages/route-preloads.ts), the service worker to keep the app's own files
// (src-web/offline/service-worker.ts), and the bench to weigh the start page (scripts/web-size.ts).

/** Where vite.config.ts writes its manifest, as a static asset. */
export const ASSET_MANIFEST_PATH = '/asset-manifest.json';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The app, which the entry loads once the page has painted (src-web/main.tsx). */
const APP_CHUNK = 'boot.tsx';

/** The entry, the app and every chunk they import: the entry loads them itself, with Vite's preloads. */
export function appChunks(manifest: Manifest): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key)) return;
    found.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(APP_CHUNK);
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return found;
}
