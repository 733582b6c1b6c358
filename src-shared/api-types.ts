// The TypeScript types of the API, each derived from its zod schema in src-shared/schemas/ (the
// one place a shape is written; the Worker validates with the same schemas and the OpenAPI
// document is generated from them). Requests are typed as a client sends them (z.input),
// answers as the API writes them (z.output).
import type { Basemap } from './basemap';
import type { z } from 'zod';
import type { postAnswerRequest } from './schemas/answers';
import type { trackPhoto } from './schemas/photos';
import type { areaBounds, areaPage, areaRef, areaSearchEntry, coverage, displayNames } from './schemas/area';
import type { change, changeKind, changes } from './schemas/changes';
import type { blogPost, staticContent } from './schemas/content';
import type { feedbackItem, postFeedbackRequest, postFeedbackResult } from './schemas/feedback';
import type { mapCluster, mapCount, mapTile } from './schemas/map';
import type { searchSuggestion, suggestionTab, suggestions, suggestNextAnswer } from './schemas/search';
import type { postTrackRequest, postTrackResult, recommendInfo, track, trackHistory, trackRevision } from './schemas/track';
import type { trackListEntry } from './schemas/track-list';
import type { trackLabel } from './schemas/track-label';

export type AreaRef = z.output<typeof areaRef>;
export type DisplayNames = z.output<typeof displayNames>;
export type AreaBounds = z.output<typeof areaBounds>;
export type AreaPage = z.output<typeof areaPage>;
export type AreaSearchEntry = z.output<typeof areaSearchEntry>;
export type Coverage = z.output<typeof coverage>;
export type Change = z.output<typeof change>;
export type ChangeKind = z.output<typeof changeKind>;
export type Changes = z.output<typeof changes>;
export type FeedbackItem = z.output<typeof feedbackItem>;
export type RecommendInfo = z.output<typeof recommendInfo>;
export type Track = z.output<typeof track>;
export type TrackRevision = z.output<typeof trackRevision>;
export type TrackHistory = z.output<typeof trackHistory>;
export type TrackListEntry = z.output<typeof trackListEntry>;
export type TrackLabel = z.output<typeof trackLabel>;
/** The track an item of the moderation page is about, to link it by what it is called; all null without one. */
export interface TrackNamed {
  track_name: string | null;
  track_segment: string | null;
  track_label: TrackLabel | null;
}
export type StaticContent = z.output<typeof staticContent>;
export type BlogPost = z.output<typeof blogPost>;
export type PostTrackRequest = z.input<typeof postTrackRequest>;
export type PostTrackResult = z.output<typeof postTrackResult>;
export type PostFeedbackRequest = z.input<typeof postFeedbackRequest>;
export type PostAnswerRequest = z.input<typeof postAnswerRequest>;
export type TrackPhoto = z.output<typeof trackPhoto>;
export type PostFeedbackResult = z.output<typeof postFeedbackResult>;
export type MapCluster = z.output<typeof mapCluster>;
export type MapTile = z.output<typeof mapTile>;
export type MapCount = z.output<typeof mapCount>;
export type SearchSuggestion = z.output<typeof searchSuggestion>;
export type SuggestionTab = z.output<typeof suggestionTab>;
export type Suggestions = z.output<typeof suggestions>;
export type SuggestionsNext = z.output<typeof suggestNextAnswer>;

/**
 * What the Worker rendered a page from, written into its HTML (src-worker/pages/page-html.ts), so
 * the app's first render matches the HTML it takes over: the cache key, each answer by the URL
 * the app asks it at, the status of each call that failed, and when the page was rendered (the
 * access badge's "now"). Not an API shape: the page's own data block.
 */
export interface InitialData {
  key: number;
  responses: Record<string, unknown>;
  /** HTTP status by URL, for the calls that answered an error (a missing track: 404). */
  failures?: Record<string, number>;
  /** ISO time the HTML was rendered at. */
  renderedAt?: string;
  /** On a page with the terms popup: whether the visitor's cookie says it was dismissed. */
  termsPopupHidden?: boolean;
  /** The map's tiles as the deployment sets them (src-shared/basemap.ts). */
  basemap?: Basemap;
}
