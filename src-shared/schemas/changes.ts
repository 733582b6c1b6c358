// The site's recent changes (issue 26): GET /api/changes's query and answer, which the Atom
// feeds are also written from.
import { z } from 'zod';
import { areaSegment, id, isoTime, keyParam } from './common';
import { trackLabel } from './track-label';

export const CHANGE_KINDS = ['track', 'edit', 'comment', 'visit-report', 'recommend', 'removal', 'restore'] as const;
export const CHANGES_LIMIT_MAX = 100;
export const CHANGES_LIMIT_DEFAULT = 50;
/** Where a page of changes ended: its last change's time, the table it came from and its row id. */
export const CHANGES_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~(revision|feedback|removal)~(\d{1,15})$/;

export const changeKind = z.enum(CHANGE_KINDS).meta({
  description:
    'track: a new track (its first revision); edit: a later revision; comment, visit-report, recommend: visible feedback; removal, restore: an operator removed a track from the map and lists, or brought it back.',
});

export const changesQuery = z.object({
  key: keyParam,
  area: areaSegment.optional().meta({ description: 'Only the changes to tracks in this area or any area below it.' }),
  kind: changeKind.optional(),
  before: z
    .union([z.iso.datetime(), z.string().regex(CHANGES_CURSOR)])
    .optional()
    .meta({
      description:
        'Only changes older than this time; or the before of the previous page, which goes on right after its last change (even one of the same millisecond).',
    }),
  limit: z.coerce.number().int().min(1).max(CHANGES_LIMIT_MAX).default(CHANGES_LIMIT_DEFAULT),
});

export const change = z
  .strictObject({
    kind: changeKind,
    at: isoTime,
    track: z.strictObject({
      id,
      url_segment: z.string(),
      name: z.string().nullable(),
      label: trackLabel.nullable().meta({ description: 'What the track is called without a name of its own (as TrackListEntry.label).' }),
    }),
    area: z
      .strictObject({ name: z.string(), url_segment: z.string() })
      .nullable()
      .meta({ description: "The track's area; null if it has none." }),
    revision: z.number().int().nullable().meta({ description: "The track's revision a new track or an edit made; null for feedback." }),
    changed_fields: z
      .array(z.string())
      .nullable()
      .meta({ description: 'The fields the revision set: those an edit changed, those a new track was given; null for feedback.' }),
    client: z.string().nullable().meta({
      description: 'The short hash of the client, as the history shows it; null if unknown, and for removals and restores (an operator).',
    }),
  })
  .meta({ id: 'Change' });

export const changes = z
  .strictObject({
    changes: z.array(change).meta({ description: 'Newest first.' }),
    before: z
      .string()
      .nullable()
      .meta({ description: 'The before of the next page (where this page ended); null when this page is the last.' }),
  })
  .meta({ id: 'Changes' });
