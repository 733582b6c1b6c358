// The texts a track page and an area page derive from the data (spec sections 4 and 9).
import type { Track } from './api-types';
import { ReportSource, SURFACES, TrackStatus } from './enums';

/** What a track without a name is called wherever it is listed. */
export const UNNAMED_TRACK = 'Unnamed track';
export const QUARTER_MILE_METRES = 402.3336;
export const STANDARD_TRACK_METRES = 400;

/** "Quarter mile" within 0.05 m of 402.3336 m, else metres with the suffix m. */
export function lengthText(length: number): string {
  if (Math.abs(length - QUARTER_MILE_METRES) <= 0.05) return 'Quarter mile';
  return `${Math.round(length * 10) / 10} m`;
}

/**
 * "400 m synthetic track", "Quarter mile indoor track", "track": the length only when the track
 * is finalized, then the surface lowercased, then "indoor track" or "track".
 */
export function trackSummaryText(track: Pick<Track, 'length' | 'finalized' | 'surface' | 'indoors'>): string {
  const parts: string[] = [];
  if (track.finalized && track.length) parts.push(lengthText(track.length));
  if (track.surface) parts.push(SURFACES[track.surface].toLowerCase());
  parts.push(track.indoors ? 'indoor track' : 'track');
  return parts.join(' ');
}

/**
 * The track's title: its name or "track", plus " in " and an area name. The API lists areas
 * country first, so the nearest area (the city) is the last one; it is the one that tells a
 * runner where the track is.
 */
export function trackTitle(track: Pick<Track, 'name' | 'areas'>): string {
  const nearestArea = track.areas.at(-1);
  const name = track.name || 'track';
  return nearestArea ? `${name} in ${nearestArea.name}` : name;
}

/** A finalized track of another length than 400 m gets the calculator note (spec section 9). */
export function isNonStandardLength(track: Pick<Track, 'finalized' | 'length'>): track is { finalized: true; length: number } {
  return track.finalized && track.length !== null && track.length !== STANDARD_TRACK_METRES;
}

/** "About sea level" or "About 800 m": altitude rounded to 100 m (spec section 9). */
export function altitudeText(altitudeMetres: number): string {
  const rounded = Math.round(altitudeMetres / 100) * 100;
  return rounded === 0 ? 'About sea level' : `About ${rounded} m`;
}

export const STATUS_MESSAGES = {
  closed: 'This track has been reported to be closed to the public',
  inaccurate: "This info has been marked as inaccurate. We'll look into it ASAP.",
  removed: 'This track has been permanently removed',
} as const;

/** The warnings shown above the details of a track that is not permanently removed. */
export function statusWarnings(track: Pick<Track, 'status' | 'reported'>): string[] {
  if (track.status === TrackStatus.NotSet) return [STATUS_MESSAGES.closed];
  return track.reported ? [STATUS_MESSAGES.inaccurate] : [];
}

const STATUS_LABELS: Partial<Record<number, string>> = {
  [TrackStatus.NotSet]: 'Closed to the public',
  [TrackStatus.OpenPublicAccess]: 'Open to the public',
  [TrackStatus.ClosedCovid]: 'Closed because of Covid restrictions',
  [TrackStatus.Renovating]: 'Closed for resurfacing or renovations',
  [TrackStatus.ClosedPermanently]: 'Always closed to the public',
  [TrackStatus.ClosedBookedSchool]: 'Closed for school activities',
  [TrackStatus.ClosedBookedPractice]: 'Closed for organized practice',
  [TrackStatus.ClosedBookedOneTime]: 'Closed for an event',
  [TrackStatus.ClosedUnknown]: 'Closed, reason unknown',
  [TrackStatus.ClosedOutsideOpenHours]: 'Closed outside opening hours',
  [TrackStatus.ClosedOther]: 'Closed for another reason',
};

export function statusLabel(status: number): string {
  return STATUS_LABELS[status] ?? `Status ${status}`;
}

export interface PublicAccessText {
  /** How sure the answer is, as the spec words it. */
  confidence: string;
  /** The reported access status, when there is one. */
  status: string | null;
}

/** The "Open to the public?" answer (spec section 4, public-access text). */
export function publicAccessText(track: Pick<Track, 'status' | 'status_source'>): PublicAccessText {
  if (track.status === null) return { confidence: "We don't know", status: null };
  const status = statusLabel(track.status);
  if (track.status_source === ReportSource.VisitReport || track.status_source === ReportSource.Admin) {
    return { confidence: 'User feedback suggests that it is', status };
  }
  if (track.status_source === ReportSource.LegacyOpenReport) {
    return { confidence: 'Some older user feedback suggests that it is, but we need more information', status };
  }
  return { confidence: "We don't know", status: null };
}

const LONG_DATES = new Map<string, Intl.DateTimeFormat>();

/**
 * "November 21, 2025": comments are dated in US English long format (spec section 9); in another
 * language, its own long format ("21 de novembro de 2025").
 */
export function longDateText(isoDate: string, language = 'en'): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language === 'en' ? 'en-US' : language;
  let format = LONG_DATES.get(locale);
  if (!format) LONG_DATES.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}

/** "{title} | {site name}" (spec section 2). */
export function pageTitle(title: string, siteName: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}
