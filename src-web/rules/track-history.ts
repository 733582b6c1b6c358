// The history view's texts and the restore request: a restore is a new edit that sends an old
// revision's snapshot, so the version it replaces stays in the history too. Texts in the page's
// language (catalogue group forms, key history).
import type { PostTrackRequest, TrackRevision } from '../../src-shared/api-types';
import { ACCESS_FIELDS } from '../../src-shared/access';
import { en } from '../../src-shared/catalogues/en';
import { sentFlag, submittedAccess } from '../../src-shared/access-fields';
import type { Translator } from './track-form';
import { changedFieldsText } from '../../src-shared/changed-fields-text';

type Source = keyof (typeof en)['history']['sources'];
const isSource = (source: string): source is Source => Object.hasOwn(en.history.sources, source);

/** Where an edit came from, for the history list. */
export function revisionSourceText(revision: Pick<TrackRevision, 'source' | 'client'>, { t }: Translator): string {
  const source = isSource(revision.source) ? t(`history.sources.${revision.source}`) : revision.source;
  return revision.client ? t('history.sourceAndVisitor', { source, visitor: revision.client }) : source;
}

type Snapshot = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

type PlacedBy = keyof (typeof en)['history']['placedBy'];
const isPlacedBy = (value: unknown): value is PlacedBy => typeof value === 'string' && Object.hasOwn(en.history.placedBy, value);

/**
 * Where an import filed the track and why (issue 36: the snapshot's area_name, placed_by and
 * placed_name): "Edinburgh, as its source names it ("EDINBURGH")"; null for a revision that
 * does not say (an edit on the site, or an import before the history kept it).
 */
export function placementText(snapshot: Snapshot, { t }: Translator): string | null {
  if (!isPlacedBy(snapshot.placed_by)) return null;
  return t(`history.placedBy.${snapshot.placed_by}`, { area: text(snapshot.area_name), name: text(snapshot.placed_name) });
}

/**
 * The edit that brings an old revision back: every fact the snapshot holds, set or cleared, the
 * access facts included (src-shared/track-fields.ts submittedAccess). Indoor/outdoor can only be
 * set, not cleared, through the API, so an old "unknown" leaves the current answer in place, as
 * a fact the snapshot lacks does; the history says so (notRestoredTexts).
 */
export function restoreRequest(snapshot: Snapshot, trackId: number, currentRevision: number): PostTrackRequest {
  const indoors = sentFlag(snapshot.indoors);
  return {
    id: trackId,
    baseRevision: currentRevision,
    lat: Number(snapshot.center_lat),
    lng: Number(snapshot.center_lng),
    ...(indoors == null ? {} : { outdoor: indoors ? 'indoor' : 'outdoor' }),
    name: text(snapshot.name),
    length: typeof snapshot.length === 'number' ? snapshot.length : '',
    info: text(snapshot.info),
    surface: text(snapshot.surface) as PostTrackRequest['surface'],
    linkToWeb: text(snapshot.link_to_web),
    numLanes: typeof snapshot.number_lanes_lap === 'number' ? snapshot.number_lanes_lap : 0,
    quality: text(snapshot.quality) as PostTrackRequest['quality'],
    lighting: sentFlag(snapshot.has_lighting),
    ...submittedAccess(snapshot),
  };
}

/**
 * What a restore of this snapshot cannot bring back, each with why, so nothing is kept silently:
 * the facts a revision saved before the history kept them (the access facts of issue 14), and an
 * unknown indoor/outdoor where the track now says which.
 */
export function notRestoredTexts(snapshot: Snapshot, currentIndoors: boolean | null, i18n: Translator): string[] {
  const { t } = i18n;
  const missing = ACCESS_FIELDS.filter((field) => !Object.hasOwn(snapshot, field));
  const texts: string[] = [];
  if (missing.length > 0)
    texts.push(
      t('history.notKept', {
        fields: missing.length === ACCESS_FIELDS.length ? t('history.accessFacts') : changedFieldsText(missing, i18n),
      }),
    );
  if (sentFlag(snapshot.indoors) == null && currentIndoors !== null) texts.push(t('history.indoorsKept'));
  return texts;
}

const REVISION_TIMES = new Map<string, Intl.DateTimeFormat>();

/** "March 4, 2026 at 9:05 PM UTC" (US English for English, as the dates): edits on one day are told apart by the time. */
export function revisionTimeText(isoTime: string, { t, language }: Translator): string {
  const time = new Date(isoTime);
  if (Number.isNaN(time.getTime())) return '';
  const locale = language === 'en' ? 'en-US' : language;
  let format = REVISION_TIMES.get(locale);
  if (!format)
    REVISION_TIMES.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })));
  return t('history.timeUtc', { time: format.format(time) });
}
