// The history view's texts and the restore request: a restore is a new edit that sends an old
// revision's snapshot, so the version it replaces stays in the history too.
import type { PostTrackRequest, TrackRevision } from '../../src-shared/api-types';

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  length: 'length',
  info: 'information',
  surface: 'surface',
  link_to_web: 'website',
  number_lanes_lap: 'full-lap lanes',
  quality: 'surface condition',
  has_lighting: 'lighting',
  indoors: 'indoor/outdoor',
  center_lat: 'position',
  center_lng: 'position',
};

/** "name, length and position": what a revision changed, each field once, in a reader's words. */
export function changedFieldsText(fields: string[]): string {
  const labels = [...new Set(fields.map((field) => FIELD_LABELS[field] ?? field))];
  if (labels.length === 0) return 'nothing';
  if (labels.length === 1) return labels[0]!;
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** Where an edit came from, for the history list. */
export function revisionSourceText(revision: Pick<TrackRevision, 'source' | 'client'>): string {
  const origin = revision.source === 'chat' ? 'the AI chat' : revision.source === 'web' ? 'the website' : revision.source;
  return revision.client ? `${origin}, visitor ${revision.client}` : origin;
}

type Snapshot = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown) => (value === null || value === undefined ? null : value === 1 || value === true);

/**
 * The edit that brings an old revision back. Indoor/outdoor can only be set, not cleared, through
 * the API, so an old "unknown" leaves the current answer in place.
 */
export function restoreRequest(snapshot: Snapshot, trackId: number, currentRevision: number): PostTrackRequest {
  const indoors = flag(snapshot.indoors);
  return {
    id: trackId,
    baseRevision: currentRevision,
    lat: Number(snapshot.center_lat),
    lng: Number(snapshot.center_lng),
    ...(indoors === null ? {} : { outdoor: indoors ? 'indoor' : 'outdoor' }),
    name: text(snapshot.name),
    length: typeof snapshot.length === 'number' ? snapshot.length : '',
    info: text(snapshot.info),
    surface: text(snapshot.surface) as PostTrackRequest['surface'],
    linkToWeb: text(snapshot.link_to_web),
    numLanes: typeof snapshot.number_lanes_lap === 'number' ? snapshot.number_lanes_lap : 0,
    quality: text(snapshot.quality) as PostTrackRequest['quality'],
    lighting: flag(snapshot.has_lighting),
  };
}

const REVISION_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** "March 4, 2026 at 9:05 PM UTC": edits on one day are told apart by the time. */
export function revisionTimeText(isoTime: string): string {
  const time = new Date(isoTime);
  return Number.isNaN(time.getTime()) ? '' : `${REVISION_TIME.format(time)} UTC`;
}
