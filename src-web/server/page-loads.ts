// The server's half of each page (the browser's is its entry in the page table, rules/pages.ts,
// and its screen): what the Worker fetches before it draws the page, and what describes the page
// beyond its meta tags. The screen's code is named in the page's HTML, so the browser fetches it
// beside the app; the API answers the screens draw with on their first render are asked first
// and carried in the page; the schema.org data, preview image and feed are made from the answer
// the page was drawn with, in its language. Apart from the table, so the start page's code does
// not carry what only the Worker reads.
import type { AreaPage, BlogPost, Track } from '../../src-shared/api-types';
import type { Translator } from '../../src-shared/catalogues/translator';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language } from '../../src-shared/languages';
import { areaFeedPath, areaPreviewPath, siteFeedPath, trackFeedPath, trackPreviewPath } from '../../src-shared/page-paths';
import { trackName } from '../../src-shared/track-name';
import type { Words } from '../../src-shared/track-text';
import { API_URLS } from '../api/client';
import { type PageName, type Params, STATIC_PAGE_IDS } from '../rules/pages';
import { areaJsonLd, blogPostingJsonLd, trackJsonLd, type JsonLdNode } from './structured-data';

/** What describes a page to search engines, link previews and feed readers beyond its meta tags. */
export interface PageDescription {
  structuredData: JsonLdNode[];
  /** Absolute URL of the page's preview image. */
  image: string | null;
  /** The Atom feed of the changes the page shows (src-worker/pages/feeds.ts), which feed readers find from the page. */
  feed: { title: string; href: string } | null;
}

/** The page's site, address and language, and its words. */
export interface DescribeContext {
  origin: string;
  siteName: string;
  language: Language;
  words: Words;
  i18n: Translator;
}

export interface PageLoad {
  /** The screen's source file as the build's manifest names it (relative to src-web). */
  screen?: string;
  /** The API answers the page's screens ask for on their first render. */
  data?: (params: Params, key: number) => string[];
  /** What describes the page, from the first answer it was drawn with (undefined when it failed): null for nothing. */
  describe?: (answer: unknown, context: DescribeContext) => PageDescription | null;
}

/** A feed in the page's language. */
const feedHref = (path: string, { origin, language }: DescribeContext) =>
  origin + path + (language === DEFAULT_LANGUAGE ? '' : `?${LANGUAGE_PARAM}=${language}`);

function describeTrack(track: Track, context: DescribeContext): PageDescription {
  const { origin, siteName, language, words, i18n } = context;
  return {
    structuredData: trackJsonLd(track, origin, words),
    image: `${origin}${trackPreviewPath(track.url_segment, language, track.photos.length > 0)}`,
    feed: {
      title: i18n.t('feeds.track', { site: siteName, track: trackName(track, words) }),
      href: feedHref(trackFeedPath(track.url_segment), context),
    },
  };
}

function describeArea(area: AreaPage, context: DescribeContext): PageDescription {
  const { origin, siteName, language, words, i18n } = context;
  return {
    structuredData: areaJsonLd(area, origin, words),
    image: `${origin}${areaPreviewPath(area.url_segment, language)}`,
    feed: { title: i18n.t('feeds.area', { site: siteName, area: area.name }), href: feedHref(areaFeedPath(area.url_segment), context) },
  };
}

const describeBlogPost = (post: BlogPost, { origin, siteName }: DescribeContext): PageDescription => ({
  structuredData: [blogPostingJsonLd(post, origin, siteName)],
  image: null,
  feed: null,
});

/** The start page names the site's feed of every change. */
const describeStart = (_: unknown, context: DescribeContext): PageDescription => ({
  structuredData: [],
  image: null,
  feed: { title: context.i18n.t('feeds.site', { site: context.siteName }), href: feedHref(siteFeedPath, context) },
});

const trackData = ({ segment }: Params, key: number) => (segment === undefined ? [] : [API_URLS.track({ segment }, key)]);
const staticPage = (name: keyof typeof STATIC_PAGE_IDS): PageLoad => ({
  screen: 'screens/StaticScreen.tsx',
  data: () => [API_URLS.staticPage(STATIC_PAGE_IDS[name])],
});

export const PAGE_LOADS: Record<PageName, PageLoad> = {
  start: { data: (_, key) => [API_URLS.blogPosts(), API_URLS.coverage(key)], describe: describeStart },
  search: {},
  chat: {},
  track: {
    screen: 'screens/TrackScreen.tsx',
    data: trackData,
    describe: (answer, context) => (answer ? describeTrack(answer as Track, context) : null),
  },
  editTrack: { screen: 'screens/TrackFormScreen.tsx', data: trackData },
  trackHistory: { screen: 'screens/TrackHistoryScreen.tsx' },
  trackId: {
    data: ({ id }, key) => {
      const number = Number(id);
      return Number.isSafeInteger(number) && number > 0 ? [API_URLS.track({ id: number }, key)] : [];
    },
  },
  addTrack: {},
  area: {
    screen: 'screens/AreaScreen.tsx',
    data: (params, key) => (params['*'] ? [API_URLS.areaPage(params['*'], key)] : []),
    describe: (answer, context) => (answer ? describeArea(answer as AreaPage, context) : null),
  },
  calculator: { screen: 'screens/CalculatorScreen.tsx' },
  blogPost: {
    screen: 'screens/BlogScreen.tsx',
    data: ({ segment }) => (segment === undefined ? [] : [API_URLS.blogPost(segment)]),
    describe: (answer, context) => (answer ? describeBlogPost(answer as BlogPost, context) : null),
  },
  contribute: { screen: 'screens/ContributeScreen.tsx' },
  // The unfiltered list; a filtered one (?area=, ?kind=) is asked for by the browser.
  changes: { screen: 'screens/ChangesScreen.tsx', data: (_, key) => [API_URLS.changes({}, key)] },
  about: staticPage('about'),
  terms: staticPage('terms'),
  privacy: staticPage('privacy'),
  developers: { screen: 'screens/DevelopersScreen.tsx' },
  admin: {},
  offline: { screen: 'screens/OfflineScreen.tsx' },
};
