// The Atom feeds of the recent changes (issue 26): the whole site's, an area's (with the areas
// below it) and a track's, written from the query GET /api/changes answers from (db/changes.ts).
// Each is built once per cache key and origin (a feed holds absolute URLs) and kept gzipped in KV
// with an ETag, as the sitemaps are (http/versioned-json.ts); whether the area or track exists is
// read first, so an unknown one is a 404 and never a stored document. A feed speaks the language its
// address names (?lang=pt; English without one), as the page that links it does.
import { Hono, type Context } from 'hono';
import { CHANGES_LIMIT_DEFAULT } from '../../src-shared/schemas/changes';
import { findAreaBySegment } from '../db/areas';
import { readChanges, type ChangesFilter } from '../db/changes';
import { findTrackBySegment } from '../db/tracks';
import { labelOf } from '../db/track-labels';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language, languageOf } from '../../src-shared/languages';
import { ATOM_CONTENT_TYPE, atomFeedXml, changeEntry, type FeedTexts, tagUri } from '../domain/atom-feed';
import { areaPageUrl, trackPageUrl } from '../domain/sitemap-xml';
import type { AppEnv } from '../env';
import { serveVersionedDocument } from '../http/versioned-json';
import { siteFeedPath } from '../../src-shared/page-paths';
import { feedTexts } from './feed-texts';

const AREA_FEED = /^\/feeds\/area\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)\.atom$/;
const TRACK_FEED = /^\/feeds\/track\/([a-z0-9][a-z0-9-]*)\.atom$/;

interface FeedOf {
  /** What the feed's id names after the site ("changes", "changes/area/…"). */
  name: string;
  title: (texts: FeedTexts) => string;
  /** The page the feed follows, absolute. */
  alternate: string;
  filter: Omit<ChangesFilter, 'limit'>;
}

/** A feed's language: the one its address names (?lang=pt), else English. */
const feedLanguage = (c: Context<AppEnv>): Language => languageOf(c.req.query(LANGUAGE_PARAM)) ?? DEFAULT_LANGUAGE;

function serveFeed(c: Context<AppEnv>, language: Language, feed: FeedOf): Promise<Response> {
  const url = new URL(c.req.url);
  const address = url.origin + url.pathname + (language === DEFAULT_LANGUAGE ? '' : `?${LANGUAGE_PARAM}=${language}`);
  return serveVersionedDocument(c, `feeds/${address}`, {
    contentType: ATOM_CONTENT_TYPE,
    pieces: async function* () {
      const [changes, texts] = await Promise.all([
        readChanges(c.var.env.DB, { ...feed.filter, limit: CHANGES_LIMIT_DEFAULT }),
        feedTexts(language),
      ]);
      yield atomFeedXml({
        // Each language's feed is a document of its own; its entries are the same changes.
        id: tagUri(url.origin, language === DEFAULT_LANGUAGE ? feed.name : `${feed.name}/${language}`),
        title: feed.title(texts),
        self: address,
        alternate: languagePage(feed.alternate, language),
        entries: changes.map((record) => changeEntry(url.origin, record, texts)),
      });
    },
  });
}

/** The page in the feed's language. */
const languagePage = (page: string, language: Language) => (language === DEFAULT_LANGUAGE ? page : `${page}?${LANGUAGE_PARAM}=${language}`);

const notFound = (c: Context<AppEnv>) => c.text('No such feed', 404);

export const feeds = new Hono<AppEnv>()
  .get(siteFeedPath, (c) => {
    const origin = new URL(c.req.url).origin;
    const site = c.var.env.SITE_NAME;
    return serveFeed(c, feedLanguage(c), {
      name: 'changes',
      title: (texts) => texts.site(site),
      alternate: `${origin}/changes`,
      filter: {},
    });
  })
  .get('/feeds/area/*', async (c) => {
    const segment = AREA_FEED.exec(c.req.path)?.[1];
    const area = segment === undefined ? null : await findAreaBySegment(c.var.env.DB, segment);
    if (!area) return notFound(c);
    return serveFeed(c, feedLanguage(c), {
      name: `changes/area/${area.url_segment}`,
      title: (texts) => texts.area(c.var.env.SITE_NAME, area.name),
      alternate: areaPageUrl(new URL(c.req.url).origin, area.url_segment),
      filter: { area: area.url_segment },
    });
  })
  .get('/feeds/track/:file', async (c) => {
    const segment = TRACK_FEED.exec(c.req.path)?.[1];
    const track = segment === undefined ? null : await findTrackBySegment(c.var.env.DB, segment);
    if (!track) return notFound(c);
    return serveFeed(c, feedLanguage(c), {
      name: `changes/track/${track.id}`,
      title: (texts) => texts.track(c.var.env.SITE_NAME, texts.trackName({ name: track.name, label: labelOf(track) })),
      alternate: trackPageUrl(new URL(c.req.url).origin, track.url_segment),
      filter: { trackId: track.id },
    });
  });
