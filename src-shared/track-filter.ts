// The one filter of tracks (issue 41): the map's toggles, the search box's suggestions and the
// chat's tools all ask with it, and src-worker/db/track-filter.ts turns it into SQL once, so
// "open now", "free" or "public" cannot mean one thing on the map and another in the chat.
import type { Surface } from './enums';

export interface TrackFilter {
  /** Open now: the quarter hour asked about (quarters since 1970, UTC; map-filters.ts quarterHourOf), evaluated where each track is. */
  open?: number;
  /** Free for a runner from the public (access-status.ts freeToRun). */
  free?: boolean;
  /** Open to the public (access-status.ts openToThePublic). */
  public?: boolean;
  /** With lighting. */
  lit?: boolean;
  /** true: indoor tracks only; false: outdoor tracks only. */
  indoor?: boolean;
  /** Any of these surfaces (none: no track). */
  surfaces?: readonly Surface[];
  minLanes?: number;
  minLengthMetres?: number;
  maxLengthMetres?: number;
  /** Leave out jogging loops (track-kind.ts isJoggingLoop): a "nearest running track" is a lap track. */
  lapTracksOnly?: boolean;
}
