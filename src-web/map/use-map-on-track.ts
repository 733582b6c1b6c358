// The map behind a track's pages (view, edit, history) shows where the track is.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Track } from '../../src-shared/api-types';
import { mapTargetAtom, type MapTarget } from '../state/atoms';

/** A single track opens at zoom 16 (spec section 9). */
const TRACK_ZOOM = 16;

export function trackMapTarget(track: Pick<Track, 'center_lat' | 'center_lng'>): MapTarget {
  return { kind: 'view', view: { center: [track.center_lat, track.center_lng], zoom: TRACK_ZOOM } };
}

export function useMapOnTrack(track: Track | null): void {
  const setMapTarget = useSetAtom(mapTargetAtom);
  useEffect(() => {
    if (track) setMapTarget(trackMapTarget(track));
  }, [track?.id]);
}
