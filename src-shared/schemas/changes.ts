// The site's recent changes (issue 26): GET /api/changes's query and answer, which the Atom
// feeds are also written from.
import { z } from 'zod';
import { question } from './answers';
import { areaSegment, id, isoTime, keyParam } from './common';
import { trackPhoto } from './photos';
import { trackLabel } from './track-label';

export const CHANGE_KINDS = ['track', 'edit', 'comment', 'visit-report', 'recommend', 'answer', 'photo', 'removal', 'restore'] as const;
export const CHANGES_LIMIT_MAX = 100;
export const CHANGES_LIMIT_DEFAULT = 50;
/**
 * The tables the changes are read from (src-worker/db/changes.ts): revisions, feedback, removals,
 * runners' answers to the quick questions and photos. A cursor names one, and at one millisecond
 * the list orders them by these names, descending.
 */
export const CHANGE_SOURCES = ['revision', 'feedback', 'removal', 'answer', 'photo'] as const;
export type ChangeSource = (typeof CHANGE_SOURCES)[number];
/** Where a page of changes ended: its last change's time, the table it came from and its row id. */
export const CHANGES_CURSOR = new RegExp(
  `^(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z)~(${CHANGE_SOURCES.join('|')})~(\\d{1,15})$`,
);

export const changeKind = z.enum(CHANGE_KINDS).meta({
  description:
    "track: a new track (its first revision); edit: a later revision; comment, visit-report, recommend: visible feedback; answer: one runner's answer to a track's quick question (answers an operator's undo withdrew are not listed); photo: a photo of the track shown to the public, at the time it was shown (after an operator's review, or at once for a trusted client); removal, restore: an operator removed a track from the map and lists, or brought it back.",
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

/** Who made a change without a client (Change.made_by). */
export const MADE_BY = ['admin', 'import', 'answers'] as const;

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
    revision: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The track's revision a new track or an edit made; null for any other change." }),
    changed_fields: z
      .array(z.string())
      .nullable()
      .meta({ description: 'The fields the revision set: those an edit changed, those a new track was given; null for any other change.' }),
    answer: z
      .strictObject({
        question,
        value: z.string().meta({ description: 'The answer as sent (as in POST /api/post-answer).' }),
      })
      .nullable()
      .meta({ description: 'The question a runner answered and their answer; null for any other change.' }),
    photo: trackPhoto
      .nullable()
      .meta({ description: 'The photo shown, with its licence and credit (as in the track answer); null for any other change.' }),
    client: z.string().nullable().meta({
      description: 'The short hash of the client, as the history shows it; null if unknown, and for removals and restores (an operator).',
    }),
    made_by: z.enum(MADE_BY).nullable().meta({
      description:
        "Who made a change no client made: an operator ('admin': removals, restores, undos), an import, or runners' answers (a fact their answers confirmed); null otherwise.",
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
