// Every page's first HTML, with its content in it: the Worker renders the page with the app's own
// components (src-web/render-page.tsx) from the API answers its screens ask for, and writes the
// result, the page's meta tags and those answers into the built index.html. Crawlers, link
// previews and visitors without JavaScript read the page; the app takes the same markup over
// (hydration) without drawing it again or asking the API again.
import { basemapFrom, pageContentSecurityPolicy, type Basemap } from '../../src-shared/basemap';
import { inlineScriptSources } from './inline-scripts';
import { UNDER_DEV_SERVER } from '../dev-server';
import { cookieValue, TERMS_POPUP_COOKIE } from '../../src-shared/cookies';
import type { InitialData } from '../../src-shared/api-types';
import {
  acceptedLanguageTags,
  DEFAULT_LANGUAGE,
  isRightToLeft,
  languageAddress,
  languageOf,
  LANGUAGES,
  requestLanguage,
  visitorLocale,
  type Language,
} from '../../src-shared/languages';
import { pageTitle, wordsOf } from '../../src-shared/track-text';
import { APP_DRAWS_PAGE_ATTRIBUTE, INITIAL_DATA_ELEMENT_ID, PAGE_CODE_ELEMENT_ID, scriptJsonText } from '../../src-shared/page-blocks';
import { createTranslator } from '../../src-shared/catalogues/translator';
import { chatRouteLanguage, matchPage, renderPage, type PageDescription, type PageMatch, type RenderedHead } from '../../src-web/server';
import { readCacheKey } from '../db/cache-key';
import { loadTrack } from '../db/tracks';
import { displayHtml } from '../domain/html';
import type { Env } from '../env';
import { routePreloads, type Preloads } from './route-preloads';
import { MANIFEST_PATH } from './app-manifest';

/** Asks the Worker's own API (in process, through the same handlers a browser reaches). */
export type AskApi = (path: string) => Promise<Response>;

/**
 * What a page shows differently for a visitor, read from their cookies: on the map's page, whether
 * the terms popup was dismissed (src-web/map/TermsPopup.tsx). Nothing on other pages, so they are
 * rendered and cached once for everyone.
 */
type VisitorState = Pick<InitialData, 'termsPopupHidden'>;

function visitorState(page: PageMatch | null, cookieHeader: string | null): VisitorState {
  return page?.termsPopup ? { termsPopupHidden: cookieValue(cookieHeader, TERMS_POPUP_COOKIE) === 'true' } : {};
}

/** What the page's screens will ask for first, asked now: answers by URL, failures by status. */
async function loadPageData(page: PageMatch | null, key: number, askApi: AskApi, visitor: VisitorState): Promise<InitialData> {
  const initial: InitialData = { key, responses: {}, failures: {}, renderedAt: new Date().toISOString(), ...visitor };
  await Promise.all(
    (page?.dataUrls(key) ?? []).map(async (url) => {
      const response = await askApi(url);
      if (response.ok) initial.responses[url] = await response.json();
      else initial.failures![url] = response.status;
    }),
  );
  return initial;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface PageParts {
  html: string;
  language: Language;
  /** The visitor's locale of the language, which the app's dates follow (src-shared/languages.ts visitorLocale). */
  locale: string;
  /** What the page says to a browser without JavaScript, in its language. */
  noScriptText: string;
  /** The page's path, whose address in each language the page names. */
  pathname: string;
  /** The app draws the page itself (the map): its code comes first. */
  appDraws: boolean;
  origin: string;
  head: RenderedHead;
  initial: InitialData;
  description: PageDescription;
  preloads: Preloads;
  siteName: string;
  /** The shell's own inline scripts, by hash (inline-scripts.ts): none in a built shell. */
  inlineScripts: string[];
}

function writePage(
  shell: Response,
  {
    html,
    language,
    locale,
    noScriptText,
    pathname,
    appDraws,
    origin,
    head,
    initial,
    description,
    preloads,
    siteName,
    inlineScripts,
  }: PageParts,
): Response {
  const meta = head.meta;
  const canonical = `${origin}${languageAddress(pathname, language)}`;
  // The page in every language, for crawlers; English is also the one for any other language.
  const alternates = meta?.noindex
    ? []
    : [
        ...LANGUAGES.map(
          (other) => `<link rel="alternate" hreflang="${other}" href="${escapeAttribute(`${origin}${languageAddress(pathname, other)}`)}">`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(`${origin}${languageAddress(pathname, DEFAULT_LANGUAGE)}`)}">`,
      ];
  // HTMLRewriter escapes quotes in attribute values but not "&", which a name like "R&eacute"
  // would turn into another character, nor "<" and ">": escape those first.
  const setContent = (content: string) => ({
    element: (el: Element) =>
      void el.setAttribute('content', content.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')),
  });
  // A page whose content is in its HTML needs the app's code only to take it over: the entry
  // waits behind the style sheets, and loads the rest once the text has painted (src-web/paint-first.ts).
  // On the map's own page the content is the app's drawing: its code comes first, at once.
  const lowPriorityCode = html !== '' && !appDraws;
  const extraTags = [
    `<link rel="canonical" href="${escapeAttribute(canonical)}">`,
    `<meta property="og:url" content="${escapeAttribute(canonical)}">`,
    ...alternates,
    ...(meta?.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(description.feed
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(description.feed.title)}" href="${escapeAttribute(description.feed.href)}">`,
        ]
      : []),
    ...(description.image
      ? [
          `<meta property="og:image" content="${escapeAttribute(description.image)}">`,
          '<meta property="og:image:width" content="1200">',
          '<meta property="og:image:height" content="630">',
          '<meta name="twitter:card" content="summary_large_image">',
        ]
      : []),
    // Data blocks, never run (so the script-src policy does not apply to them).
    ...description.structuredData.map((node) => `<script type="application/ld+json">${scriptJsonText(node)}</script>`),
    ...(meta?.position
      ? [
          `<meta name="geo.position" content="${meta.position.lat};${meta.position.lng}">`,
          `<meta name="ICBM" content="${meta.position.lat}, ${meta.position.lng}">`,
        ]
      : []),
    // The screen's code, fetched once the page has painted (src-web/paint-first.ts). A data block, never run.
    `<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">${scriptJsonText(preloads.modules)}</script>`,
  ].join('');
  // The screen's style sheets apply now (the page's content is already in the HTML), so they come
  // with the shell's, before any script (vite.config.ts: styles-before-scripts).
  const screenStyles = preloads.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  let stylesPlaced = false;
  let rewriter = new HTMLRewriter()
    .on('html', {
      element: (el) => {
        el.setAttribute('lang', language);
        el.setAttribute('dir', isRightToLeft(language) ? 'rtl' : 'ltr');
        // Read by the app when it takes the page over (src-web/boot.tsx), so its dates match these.
        el.setAttribute('data-locale', locale);
        if (appDraws) el.setAttribute(APP_DRAWS_PAGE_ATTRIBUTE, '');
      },
    })
    .on('link[rel="stylesheet"]', {
      element: (el) => {
        if (stylesPlaced) return;
        stylesPlaced = true;
        el.after(screenStyles, { html: true });
      },
    })
    .on('head', {
      element: (el) => {
        el.append(extraTags, { html: true });
        // A shell without a style sheet of its own: the screen's go at the end.
        el.onEndTag((end) => void (stylesPlaced || end.before(screenStyles, { html: true })));
      },
    })
    .on('link[rel="manifest"]', { element: (el) => void el.setAttribute('href', languageAddress(MANIFEST_PATH, language)) })
    .on('#root', { element: (el) => void el.setInnerContent(html, { html: true }) })
    .on('script[type="module"], link[rel="modulepreload"]', {
      element: (el) => void (lowPriorityCode && el.setAttribute('fetchpriority', 'low')),
    })
    .on('noscript p', { element: (el) => void el.setInnerContent(noScriptText) })
    .on('body', {
      element: (el) =>
        void el.prepend(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${scriptJsonText(initial)}</script>`, {
          html: true,
        }),
    });
  if (meta) {
    const fullTitle = pageTitle(meta.title, siteName);
    rewriter = rewriter
      .on('title', { element: (el) => void el.setInnerContent(fullTitle) })
      .on('meta[name="description"]', setContent(meta.description))
      .on('meta[property="og:title"]', setContent(fullTitle))
      .on('meta[property="og:description"]', setContent(meta.description));
  }
  const rewritten = rewriter.transform(shell);
  const headers = new Headers(rewritten.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // Responses the Worker makes do not get _headers applied: the page carries its policy itself,
  // derived, as the static files' is at build, from the basemap setting.
  headers.set('Content-Security-Policy', pageContentSecurityPolicy(initial.basemap ?? basemapFrom({}), inlineScripts));
  headers.delete('Content-Length');
  headers.delete('ETag');
  return new Response(rewritten.body, { status: head.status, headers });
}

/** The /track-id/{id} form of a track's address: its segment form, for a redirect. */
async function trackIdRedirect(env: Env, page: PageMatch | null, origin: string): Promise<Response | null> {
  const id = page?.name === 'trackId' ? Number(page.params.id) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const track = await loadTrack(env.DB, { id });
  return track ? new Response(null, { status: 301, headers: { Location: `${origin}/track/${track.url_segment}` } }) : null;
}

/**
 * How long a data centre keeps a page it rendered. A page is the same for everyone who asks it in
 * one language under one cache key, except its clock-bound words (the access badge's "open now"),
 * which the app corrects as soon as it takes the page over; a write moves the key, and so asks for
 * a new page at once.
 */
const RENDERED_PAGE_SECONDS = 60;

/**
 * Where the Cache API keeps a rendered page: its build, locale, address and data version. The
 * build is the shell's ETag (a hash of index.html, which names the build's hashed scripts): a page
 * rendered before a deployment names scripts the new one no longer serves, so it must not outlive it.
 */
function renderedPageKey(url: URL, build: string, locale: string, key: number, visitor: VisitorState): Request {
  const variant = visitor.termsPopupHidden === undefined ? '-' : visitor.termsPopupHidden ? 'terms-hidden' : 'terms-shown';
  return new Request(`${url.origin}/rendered-page/${encodeURIComponent(build)}/${locale}/${key}/${variant}${url.pathname}${url.search}`);
}

/** The app's index.html, into which every page is written. */
function fetchShell(env: Env, url: URL): Promise<Response> {
  return env.ASSETS.fetch(new Request(new URL('/', url), { headers: { Accept: 'text/html' } }));
}

/**
 * The page at the request's address, with its content, meta tags and status (404 when nothing is
 * there). Rendering costs the Worker about 10 ms of CPU, an answer from the data centre's cache
 * next to nothing: a page is rendered once per language, address and cache key each minute.
 */
export async function pageHtml(request: Request, env: Env, askApi: AskApi, waitUntil: (work: Promise<unknown>) => void): Promise<Response> {
  const url = new URL(request.url);
  const page = matchPage(url.pathname);
  const redirect = await trackIdRedirect(env, page, url.origin);
  if (redirect) return redirect;
  // A chat route (/sv, /pt, …) speaks its language, and the site around it with it.
  const language =
    languageOf(chatRouteLanguage(url.pathname)) ??
    requestLanguage(url, request.headers.get('Cookie'), request.headers.get('Accept-Language'));
  const locale = visitorLocale(language, acceptedLanguageTags(request.headers.get('Accept-Language')));
  const [key, shell] = await Promise.all([readCacheKey(env.DB), fetchShell(env, url)]);
  const visitor = visitorState(page, request.headers.get('Cookie'));
  // The build and the tiles the page names: a new deployment or basemap setting renders afresh.
  const basemap = basemapFrom(env);
  const cacheKey = renderedPageKey(url, `${shell.headers.get('ETag') ?? ''}|${basemap.url}`, locale, key, visitor);
  // Under `npm run dev` every page is drawn by the code as it is now (src-worker/dev-server.ts).
  const cache = typeof caches === 'undefined' || UNDER_DEV_SERVER ? null : await caches.open('rendered-pages');
  const cached = await cache?.match(cacheKey);
  if (cached) {
    await shell.body?.cancel();
    return pageResponse(await cached.text(), cached.status, cached.headers);
  }
  const rendered = await renderPageHtml(shell, url, page, env, askApi, { language, locale }, key, visitor, basemap);
  const text = await rendered.text();
  const stored = pageResponse(text, rendered.status, rendered.headers);
  stored.headers.set('Cache-Control', `max-age=${RENDERED_PAGE_SECONDS}`);
  // The language is in the cache key already; a Vary would make the cache compare request headers.
  stored.headers.delete('Vary');
  if (cache) waitUntil(cache.put(cacheKey, stored));
  return pageResponse(text, rendered.status, rendered.headers);
}

/**
 * A page as the browser gets it: revalidated on every visit (its content follows the data), and
 * drawn in the visitor's chosen or browser language when its address names none.
 */
function pageResponse(text: string, status: number, headers: Headers): Response {
  const response = new Response(text, { status, headers });
  response.headers.set('Cache-Control', 'no-cache');
  response.headers.set('Vary', 'Accept-Language, Cookie');
  return response;
}

async function renderPageHtml(
  shell: Response,
  url: URL,
  page: PageMatch | null,
  env: Env,
  askApi: AskApi,
  { language, locale }: { language: Language; locale: string },
  key: number,
  visitor: VisitorState,
  basemap: Basemap,
): Promise<Response> {
  // The map's tiles as this deployment sets them: the app draws them, the policy allows them.
  const initial = { ...(await loadPageData(page, key, askApi, visitor)), basemap };
  const [{ html, head }, preloads] = await Promise.all([
    renderPage({ location: url.pathname + url.search, initial, siteName: env.SITE_NAME, language, locale, sanitise: displayHtml }),
    // The page's screen and texts load beside the app's entry.
    routePreloads(env.ASSETS, url.origin, page?.screen, language),
  ]);
  const i18n = await createTranslator(language, locale);
  const context = { origin: url.origin, siteName: env.SITE_NAME, language, words: wordsOf(i18n), i18n };
  const description = page?.describe(initial, context) ?? { structuredData: [], image: null, feed: null };
  const noScriptText = i18n.t('app.noScript');
  const shellText = await shell.text();
  return writePage(new Response(shellText, shell), {
    inlineScripts: await inlineScriptSources(shellText),
    html,
    language,
    locale,
    noScriptText,
    pathname: url.pathname,
    appDraws: page?.appDraws === true,
    origin: url.origin,
    head,
    initial,
    description,
    preloads,
    siteName: env.SITE_NAME,
  });
}
