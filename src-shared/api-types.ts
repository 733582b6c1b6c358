// The request and answer shapes of the API (spec sections 3 and 7), shared by worker and web.
import type { QualityRating, ReportSource, Surface } from './enums';
import type { ResultBody } from './result-status';

export interface AreaRef {
  id: number;
  name: string;
  url_segment: string;
}

export interface FeedbackItem {
  id: number;
  /** "comment" or "visit report" (spec section 3). */
  type: 'comment' | 'visit report';
  text: string;
  text_translated: string | null;
  auto_translated: boolean;
  poster_name: string;
  created: string;
  report_date: string | null;
  /** Comma-separated status codes a visit report answered (open, crowded, disturbances, lanes). */
  auto_post_types: string;
}

export interface RecommendInfo {
  friendly: boolean;
  maintained: boolean;
  practical: boolean;
  scenic: boolean;
}

export interface Track {
  id: number;
  name: string | null;
  url_segment: string;
  length: number | null;
  info: string | null;
  surface: Surface | null;
  link_to_web: string | null;
  number_lanes_lap: number | null;
  quality: QualityRating | null;
  has_lighting: boolean | null;
  indoors: boolean | null;
  center_lat: number;
  center_lng: number;
  altitude: number | null;
  street_address: string | null;
  status: number | null;
  status_source: ReportSource | null;
  /** When the public-access answer was last confirmed (report date of the newest report). */
  status_updated: string | null;
  reported: boolean;
  permanently_removed: boolean;
  removed: boolean;
  finalized: boolean;
  num_likes: number;
  num_comments: number;
  /** Breadcrumb parents, country first. */
  areas: AreaRef[];
  comments: FeedbackItem[];
  recommendInfo: RecommendInfo;
  /** The revision an edit should name as baseRevision. */
  revision: number;
  updated: string;
}

export interface TrackRevision {
  revision: number;
  created: string;
  source: string;
  /** A short hash of the editing client, so repeated edits by one client are visible. */
  client: string | null;
  changed_fields: string[];
  snapshot: Record<string, unknown>;
}

export interface TrackListEntry {
  id: number;
  name: string | null;
  url_segment: string;
  area: string | null;
  center_lat: number;
  center_lng: number;
  num_comments: number;
  num_likes: number;
  status: number | null;
  removed: boolean;
}

export interface AreaSearchEntry {
  id: number;
  name: string;
  parent_area: string | null;
  url_segment: string;
}

export interface AreaBounds {
  id: number;
  name: string;
  bound_north: number;
  bound_south: number;
  bound_east: number;
  bound_west: number;
  center_lat: number | null;
  center_lng: number | null;
}

export interface AreaPage {
  id: number;
  name: string;
  url_segment: string;
  altitude: number | null;
  track_info: string | null;
  parents: AreaRef[];
  tracks: TrackListEntry[];
  /** All tracks in the area and below; `tracks` lists at most AREA_PAGE_TRACK_LIMIT of them. */
  num_tracks: number;
  child_areas: (AreaRef & { num_tracks: number })[];
  bound_north: number | null;
  bound_south: number | null;
  bound_east: number | null;
  bound_west: number | null;
  center_lat: number | null;
  center_lng: number | null;
}

export interface StaticContent {
  id: string;
  title: string;
  headline: string;
  lastUpdate: string;
  content: string;
}

export interface BlogPost {
  title: string;
  main_content: string;
  url_segment: string;
  published: string;
}

export interface PostTrackResult extends ResultBody {
  success: boolean;
  trackId?: number;
  trackUrlSegment?: string;
  revision?: number;
  cacheKey?: number;
}

export interface PostFeedbackResult extends ResultBody {
  success: boolean;
  /** True when the feedback is held for review (spec section 6). */
  pending?: boolean;
  cacheKey?: number;
}

/** The POST /api/post-track body (spec section 7); baseRevision is optional beside the spec's fields. */
export interface PostTrackRequest {
  id?: number;
  baseRevision?: number;
  lat: number;
  lng: number;
  outdoor?: 'outdoor' | 'indoor';
  name: string;
  length: number | '';
  info: string;
  surface: Surface | '';
  linkToWeb: string;
  numLanes: number;
  quality: QualityRating | '';
  lighting: boolean | null;
}

/** The POST /api/post-feedback body (spec section 7); feedbackType is a FeedbackType code. */
export interface PostFeedbackRequest {
  trackId: number;
  feedbackType: number;
  comment: string;
  name: string;
  recommendTypes: number[];
  visitDate?: string;
  openStatus?: number | null;
  crowded?: number | null;
  disturbances?: number | null;
  partialUse?: number | null;
}

/** A group of tracks drawn as one numbered circle, with the box its tracks span (a click zooms to it). */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * GET /api/map-tile: the tracks of one data tile (src-shared/map-tiles.ts) for its display
 * zoom: clusters where they lie close together, single tracks (list entries) elsewhere.
 */
export interface MapTile {
  z: number;
  x: number;
  y: number;
  /** Tracks in the tile: the clusters' counts plus the single tracks. */
  total: number;
  clusters: MapCluster[];
  tracks: TrackListEntry[];
}

/** GET /api/map-count: how many tracks lie in a view (edges included). */
export interface MapCount {
  count: number;
}

/** A search suggestion (spec section 3). */
export interface SearchSuggestion {
  id: number;
  label: string;
  normalizedLabel: string;
  center?: [number, number];
  url?: string;
}

export interface SuggestionTab {
  /** Every match, of which at most 12 are listed. */
  total: number;
  items: SearchSuggestion[];
}

/** GET /api/suggest: both suggestion tabs for a term, by the every-word rule of spec section 5. */
export interface Suggestions {
  term: string;
  areas: SuggestionTab;
  tracks: SuggestionTab;
}

/**
 * The first answers a track or area page needs, written into its HTML by the Worker
 * (src-worker/pages/html-shell.ts): the cache key, and each answer by the URL the app asks it at.
 */
export interface InitialData {
  key: number;
  responses: Record<string, unknown>;
}
