// The shared app state of spec section 3, as jotai atoms.
import { atom } from 'jotai';
import type { MessageKind } from '../../src-shared/enums';
import { initialData } from '../api/initial-data';
import type { MapView } from '../rules/continent';
import type { MapFilterName } from '../../src-shared/map-filters';

export interface AppMessage {
  text: string;
  kind: MessageKind;
  /** Shows a spinner: a loading message rather than a result. */
  loading?: boolean;
  /** Clears itself after this long; loading messages have no timeout (spec section 9). */
  timeoutMs?: number;
}

/** The one message shown over the app (modal or non-modal); null when none. */
export const messageAtom = atom<AppMessage | null>(null);

/** The map's current view, written by the map as it moves. */
export const mapViewAtom = atom<MapView | null>(null);

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** A view the app asks the map to show; the map consumes it and sets it back to null. */
export type MapTarget = { kind: 'view'; view: MapView } | { kind: 'bounds'; bounds: Bounds };
/** The map's filters that are on (src-shared/map-filters.ts); "open now" is asked for the current quarter hour. */
export const mapFiltersAtom = atom<ReadonlySet<MapFilterName>>(new Set<MapFilterName>());

export const mapTargetAtom = atom<MapTarget | null>(null);

export const searchTermAtom = atom('');

/** The data version (spec section 4): the one a track or area page's HTML carries, else null until the first answer of /api/cache. */
export const cacheKeyAtom = atom<number | null>(initialData?.key ?? null);

/** Adopts a new cache key only when it is higher than the one held (spec section 4). */
export const adoptCacheKeyAtom = atom(null, (get, set, key: number) => {
  const held = get(cacheKeyAtom);
  if (held === null || key > held) set(cacheKeyAtom, key);
});

/**
 * The "New track" marker dropped on the map (spec section 2): 'asking' while the map asks
 * "Would you like to add a track here?", 'form' once YES opened the track form.
 */
export interface NewTrackDraft {
  lat: number;
  lng: number;
  stage: 'asking' | 'form';
}
export const newTrackAtom = atom<NewTrackDraft | null>(null);

/**
 * Where the visitor is, from "Use my location" (issue 22): the map draws it with its accuracy
 * and lists the tracks nearest it. Null until asked; it stays on the device (not in the address).
 */
export interface MyLocation {
  lat: number;
  lng: number;
  accuracyMetres: number;
}
export const myLocationAtom = atom<MyLocation | null>(null);
