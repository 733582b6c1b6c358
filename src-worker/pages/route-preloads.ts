// The code a page's screen needs, named in its HTML, so the browser fetches the page's screen chunk
// and its imports beside the app once the page has painted (src-web/paint-first.ts), instead of
// discovering them one import after another. The chunk names come from the manifest
// Vite writes beside the built files (vite.config.ts: build.manifest), so they follow every build.
import { DEFAULT_LANGUAGE, type Language } from '../../src-shared/languages';
import { appChunks, ASSET_MANIFEST_PATH, type Manifest } from '../../src-shared/asset-manifest';

export interface Preloads {
  /** Absolute paths ("/assets/…") of the scripts and the style sheets. */
  modules: string[];
  styles: string[];
}

/**
 * What to preload for a screen: its chunk and every chunk it imports statically, with their
 * style sheets, without the app's own chunks.
 */
export function screenChunks(manifest: Manifest, screen: string): Preloads {
  const preloads: Preloads = { modules: [], styles: [] };
  const seen = appChunks(manifest);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
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

/**
 * The files of the page's screen (src-web/server.ts PageMatch.screen) and of the texts it draws with (src-web/i18n/i18n.ts): the shell
 * of a language other than English (English's is in the app), and the rest of the catalogue
 * for a screen loaded later, which waits for it. None for a page without a screen in English, or
 * when the manifest cannot be read.
 */
export async function routePreloads(assets: Fetcher, origin: string, screen: string | undefined, language: Language): Promise<Preloads> {
  const chunks = [
    screen,
    language === DEFAULT_LANGUAGE ? undefined : `../src-shared/catalogues/${language}/shell.ts`,
    screen === undefined ? undefined : `../src-shared/catalogues/${language}/rest.ts`,
  ].filter((chunk): chunk is string => chunk !== undefined);
  if (chunks.length === 0) return { modules: [], styles: [] };
  manifest ??= assets
    .fetch(new Request(new URL(ASSET_MANIFEST_PATH, origin)))
    .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
    .catch(() => null);
  const loaded = await manifest;
  if (!loaded) manifest = null;
  if (!loaded) return { modules: [], styles: [] };
  const preloads: Preloads = { modules: [], styles: [] };
  for (const chunk of chunks) {
    const found = screenChunks(loaded, chunk);
    for (const module of found.modules) if (!preloads.modules.includes(module)) preloads.modules.push(module);
    for (const style of found.styles) if (!preloads.styles.includes(style)) preloads.styles.push(style);
  }
  return preloads;
}
