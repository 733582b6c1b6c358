// Builds the React app in src-web into dist/client, which wrangler.toml serves as static assets.
// (The vitest projects live in vitest.config.ts.)
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { build, defineConfig } from 'vite';
import { basemapFrom, type BasemapVars, pageContentSecurityPolicy } from './src-shared/basemap';

// The product name is configuration, set once: wrangler.toml [vars] SITE_NAME. The Worker reads it
// at run time when it renders a page; the bundle that takes the page over carries the same name.
const wranglerVars = (
  parse(readFileSync(new URL('./wrangler.toml', import.meta.url), 'utf8')) as { vars?: { SITE_NAME?: string } & BasemapVars }
).vars;
const siteName = wranglerVars?.SITE_NAME ?? 'Track Atlas';

/** What Vite's dev server answers itself: its client, modules by id or file, dependencies, the app's sources. */
const DEV_SERVER_PATHS = ['/@*', '/node_modules/*', '/*.ts', '/*.tsx', '/*.css'];

/** Where public/_headers names the static files' Content-Security-Policy, filled in at build. */
const HEADERS_POLICY_PLACEHOLDER = '%CONTENT_SECURITY_POLICY%';
const headersFile = new URL('./dist/client/_headers', import.meta.url);

export default defineConfig(({ command }) => ({
  root: 'src-web',
  publicDir: '../public',
  plugins: [
    react(),
    // `npm run dev` (scripts/dev.ts): the Worker on workerd with the local D1, KV and R2 (the state
    // `npm start` and the seed use) beside Vite's dev server. The Worker answers every address
    // first (wrangler.toml run_worker_first) but the dev server's own: its client and modules,
    // dependencies and the app's source files, which no Worker route ends with.
    ...(command === 'serve'
      ? cloudflare({
          configPath: fileURLToPath(new URL('./wrangler.toml', import.meta.url)),
          // DEV_PERSIST_TO: another folder (a test's own), as wrangler's --persist-to.
          persistState: { path: process.env.DEV_PERSIST_TO ?? fileURLToPath(new URL('./.wrangler/state', import.meta.url)) },
          // Merged into wrangler.toml's (the lists are joined): the dev server's paths go to it.
          config: { assets: { run_worker_first: DEV_SERVER_PATHS.map((path) => `!${path}`) } },
        })
      : []),
    {
      name: 'site-name-in-html',
      transformIndexHtml: (html) => html.replaceAll('%SITE_NAME%', siteName),
    },
    {
      // Style sheets before scripts: a page the Worker drew paints once its styles arrive, and a
      // server that answers in order (wrangler dev does) must not send the app's code first.
      name: 'styles-before-scripts',
      transformIndexHtml: {
        order: 'post',
        handler: (html) => {
          const styles = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n/g) ?? [];
          const rest = styles.reduce((page, tag) => page.replace(tag, ''), html);
          const firstScript = rest.indexOf('<script type="module"');
          if (firstScript < 0) return html;
          const lineStart = rest.lastIndexOf('\n', firstScript) + 1;
          return rest.slice(0, lineStart) + styles.join('') + rest.slice(lineStart);
        },
      },
    },
    {
      // The service worker (src-web/offline/service-worker.ts, issue 43) is a script of its own at
      // /sw.js, beside the app's files, with Workbox bundled in and its development logging left out.
      name: 'service-worker',
      apply: 'build',
      closeBundle: () =>
        build({
          configFile: false,
          logLevel: 'warn',
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
            emptyOutDir: false,
            copyPublicDir: false,
            lib: {
              entry: fileURLToPath(new URL('./src-web/offline/service-worker.ts', import.meta.url)),
              formats: ['iife'],
              name: 'serviceWorker',
              fileName: () => 'sw.js',
            },
          },
        }).then(() => undefined),
    },
    {
      // The static files' policy follows the basemap setting as the Worker's pages' does
      // (src-shared/basemap.ts): public/_headers names it by a placeholder.
      name: 'content-security-policy-in-headers',
      apply: 'build',
      closeBundle: () => {
        const policy = pageContentSecurityPolicy(basemapFrom(wranglerVars ?? {}));
        writeFileSync(headersFile, readFileSync(headersFile, 'utf8').replace(HEADERS_POLICY_PLACEHOLDER, policy));
      },
    },
  ],
  define: {
    __SITE_NAME__: JSON.stringify(siteName),
    // The Worker under the dev server builds every page and answer afresh (src-worker/dev-server.ts).
    ...(command === 'serve' ? { __TRACK_ATLAS_DEV_SERVER__: 'true' } : {}),
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Hashed chunks are cached for a year by public/_headers.
    assetsDir: 'assets',
    // Read by the Worker to preload a page's screen chunks (src-worker/pages/route-preloads.ts).
    manifest: 'asset-manifest.json',
    // Every browser the site supports preloads modules itself; one that does not (Safari before
    // 17) loads the same code as it imports it. The entry stays a few hundred bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A catalogue's parts are named by their language ("pt-shell-…js"), so a page's preloads say what they are.
        chunkFileNames: (chunk) => {
          const part = /catalogues\/(\w+)\/(shell|rest)\.ts$/.exec(chunk.facadeModuleId ?? '');
          return part ? `assets/${part[1]}-${part[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
}));
