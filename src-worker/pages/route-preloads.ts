// The code a track or area page needs, named in its HTML shell as <link rel="modulepreload">, so
// the browser fetches the page's screen chunk and its imports while the app's entry loads,
// instead of discovering them one import after another. The chunk names come from the manifest
// Vite writes beside the built files (vite.config.ts: build.manifest), so they follow every build.

/** Where vite.config.ts writes its manifest, as a static asset. */
export const ASSET_MANIFEST_PATH = '/asset-manifest.json';

/** A screen by its source file, as the manifest keys it (relative to src-web). */
export type Screen = 'screens/TrackScreen.tsx' | 'screens/TrackIdScreen.tsx' | 'screens/AreaScreen.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface Preloads {
  /** Absolute paths ("/assets/…") of the scripts and the style sheets. */
  modules: string[];
  styles: string[];
}

/**
 * What to preload for a screen: its chunk and every chunk it imports statically, with their
 * style sheets, without the entry (the shell's own tags load it).
 */
export function screenChunks(manifest: Manifest, screen: Screen): Preloads {
  const preloads: Preloads = { modules: [], styles: [] };
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    preloads.modules.push(`/${chunk.file}`);
    for (const style of chunk.css ?? []) if (!preloads.styles.includes(`/${style}`)) preloads.styles.push(`/${style}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(screen);
  return preloads;
}

// The manifest changes only with a deployment, which starts new isolates: one read per isolate.
let manifest: Promise<Manifest | null> | null = null;

/** The screen's files, or none when the manifest cannot be read (the page then loads as before). */
export async function routePreloads(assets: Fetcher, origin: string, screen: Screen): Promise<Preloads> {
  manifest ??= assets
    .fetch(new Request(new URL(ASSET_MANIFEST_PATH, origin)))
    .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
    .catch(() => null);
  const loaded = await manifest;
  if (!loaded) manifest = null;
  return loaded ? screenChunks(loaded, screen) : { modules: [], styles: [] };
}
