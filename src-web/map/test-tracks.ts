// A track of the map's lists at a place, for the map's rule tests (track-stacks, map-declutter, nearest).
import type { TrackListEntry } from '../../src-shared/api-types';

export function track(id: number, lat: number, lng: number, name = `Track ${id}`): TrackListEntry {
  return {
    id,
    name,
    url_segment: `t-${id}`,
    area: null,
    center_lat: lat,
    center_lng: lng,
    num_comments: 0,
    num_likes: 0,
    status: null,
    removed: false,
    label: null,
  };
}
