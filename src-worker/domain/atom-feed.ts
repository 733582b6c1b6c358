// Atom feeds (RFC 4287) of the recent changes (issue 26): the feed document, and the entry each
// change becomes. Pure text: the SQL is in db/changes.ts, the routes in pages/feeds.ts. Track and
// area names are anyone's input, so every text and address is escaped, and characters XML 1.0
// cannot hold at all (control characters, lone surrogates) are dropped.
import type { Change } from '../../src-shared/api-types';
import type { ChangeSource } from '../../src-shared/schemas/changes';
import type { NamedTrack } from '../../src-shared/track-name';
import { trackPageUrl, xmlEscape } from './sitemap-xml';
import { photoCreditText, photoPath, type PhotoWidth } from '../../src-shared/photos';

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
/** The date in every tag: URI (RFC 4151): when this site began to name its changes so. */
const TAG_DATE = '2026';
/** The updated of a feed with no entries: a fixed time, so the same data writes the same feed. */
const EMPTY_FEED_UPDATED = '2026-01-01T00:00:00.000Z';

/** The size a feed reader is given of a photo: wide enough for a reader's column, light enough for a list. */
const FEED_PHOTO_WIDTH: PhotoWidth = 640;

/** A change with the row it was read from, which names it for good. */
export interface ChangeRecord {
  change: Change;
  source: ChangeSource;
  sourceId: number;
  /** The client's full hash, for the moderation page only: the public sees change.client. */
  clientHash: string | null;
  /** The track is withdrawn (db/tracks.ts WITHDRAWN): only the moderation page lists its changes. */
  withdrawn: boolean;
}

export interface AtomEntry {
  /** A URI that never changes (a tag: URI). */
  id: string;
  title: string;
  /** RFC 3339 time. */
  updated: string;
  /** Absolute URL of the page the entry is about. */
  link: string;
  author: string;
  summary: string;
  /** A photo's change: its image (absolute URL, WebP), linked as the entry's enclosure. */
  image?: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  /** Absolute URL of the feed itself. */
  self: string;
  /** Absolute URL of the page the feed follows. */
  alternate: string;
  entries: readonly AtomEntry[];
}

// XML 1.0's Char production leaves these out; an escape cannot carry them, so they are dropped.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Text or an attribute value, safe in any place of the document. */
export const atomText = (text: string) => xmlEscape(text.replace(NOT_XML, ''));

/** A stored time as RFC 3339 (what Atom's dates are); a value that is no time gives the fixed one. */
export function rfc3339(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? EMPTY_FEED_UPDATED : new Date(time).toISOString();
}

/** A tag: URI under the site's host, for a feed or an entry. */
export const tagUri = (origin: string, specific: string) => `tag:${new URL(origin).hostname},${TAG_DATE}:${specific}`;

const element = (name: string, text: string) => `<${name}>${atomText(text)}</${name}>`;
const link = (rel: string, type: string, href: string) => `<link rel="${rel}" type="${type}" href="${atomText(href)}"/>`;

/** The whole feed: newest entry first, its updated the newest entry's. */
export function atomFeedXml(feed: AtomFeed): string {
  const entries = feed.entries.map(
    (entry) =>
      `<entry>${element('id', entry.id)}${element('title', entry.title)}${element('updated', rfc3339(entry.updated))}` +
      `${link('alternate', 'text/html', entry.link)}${entry.image ? link('enclosure', 'image/webp', entry.image) : ''}<author>${element('name', entry.author)}</author>${element('summary', entry.summary)}</entry>\n`,
  );
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n' +
    `${element('id', feed.id)}${element('title', feed.title)}` +
    `${element('updated', feed.entries[0] ? rfc3339(feed.entries[0].updated) : EMPTY_FEED_UPDATED)}\n` +
    `${link('self', 'application/atom+xml', feed.self)}${link('alternate', 'text/html', feed.alternate)}\n` +
    `${entries.join('')}</feed>\n`
  );
}

/** The words of a feed in its language (pages/feed-texts.ts builds them from the catalogue). */
export interface FeedTexts {
  /** What a track is called, as the lists call it (src-shared/track-name.ts). */
  trackName(track: NamedTrack): string;
  site(site: string): string;
  area(site: string, area: string): string;
  track(site: string, track: string): string;
  title(kind: Exclude<Change['kind'], 'answer'>, track: string): string;
  summary(title: string, area: string | null): string;
  edit(revision: number, track: string, area: string | null, fields: string[]): string;
  /** A runner's answer: which question, and what they answered. */
  answerTitle(track: string, answer: AnswerOf): string;
  answerSummary(track: string, area: string | null, answer: AnswerOf): string;
  anonymous: string;
  operator: string;
  import: string;
  answers: string;
}

/** The author of a change no client made. */
const MADE_BY_TEXT: Record<NonNullable<Change['made_by']>, (texts: FeedTexts) => string> = {
  admin: (texts) => texts.operator,
  import: (texts) => texts.import,
  answers: (texts) => texts.answers,
};

/** Which question a runner answered, and their answer. */
type AnswerOf = NonNullable<Change['answer']>;

/** An entry's title and summary, in the feed's language. */
function entryTexts(change: Change, name: string, area: string | null, texts: FeedTexts): { title: string; summary: string } {
  // An answer's change always carries it (db/changes.ts readChanges).
  if (change.kind === 'answer')
    return { title: texts.answerTitle(name, change.answer!), summary: texts.answerSummary(name, area, change.answer!) };
  const title = texts.title(change.kind, name);
  // A photo's change always carries it (db/changes.ts readChanges); its credit and licence go with it.
  if (change.kind === 'photo') return { title, summary: `${texts.summary(title, area)} ${photoCreditText(change.photo!)}` };
  if (change.kind === 'edit') return { title, summary: texts.edit(change.revision ?? 0, name, area, change.changed_fields ?? []) };
  return { title, summary: texts.summary(title, area) };
}

/**
 * The entry of one change, in the feed's language: about the track's page, or its history for an
 * edit (where the revision is shown), by the short client hash the history shows. A runner's
 * answer says which question and what they answered.
 */
export function changeEntry(origin: string, { change, source, sourceId }: ChangeRecord, texts: FeedTexts): AtomEntry {
  const name = texts.trackName(change.track);
  const page = trackPageUrl(origin, change.track.url_segment);
  return {
    id: tagUri(origin, `${source}/${sourceId}`),
    ...entryTexts(change, name, change.area?.name ?? null, texts),
    updated: change.at,
    link: change.kind === 'edit' ? `${page}/history` : page,
    author: change.client ?? (change.made_by === null ? texts.anonymous : MADE_BY_TEXT[change.made_by](texts)),
    ...(change.photo ? { image: `${origin}${photoPath(change.photo.id, FEED_PHOTO_WIDTH)}` } : {}),
  };
}
