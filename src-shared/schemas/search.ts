// Search in the API: GET /api/suggest (both suggestion tabs of spec section 2 for a term) and
// GET /api/cache (the data version of spec section 4).
import { z } from 'zod';
import { id, keyParam } from './common';
import { filterQuery } from './map';
import { COMPLETE_UP_TO, DID_YOU_MEAN_UP_TO, MAX_TERM_LENGTH } from '../suggestion-lists';
import { surface } from './track';
import { trackLabel } from './track-label';

const term = z
  .string()
  .meta({ description: `The term typed; read up to its first ${MAX_TERM_LENGTH} characters and 50 words.`, example: 'sao paulo' });

/** "lat,lng" in degrees. */
export const NEAR_PATTERN = /^(-?\d{1,2}(\.\d{1,6})?),(-?\d{1,3}(\.\d{1,6})?)$/;
const near = z
  .string()
  .regex(NEAR_PATTERN, 'not "lat,lng"')
  .refine((value) => {
    const [lat, lng] = value.split(',').map(Number);
    return Math.abs(lat!) <= 90 && Math.abs(lng!) <= 180;
  }, 'lat must be within ±90 and lng within ±180')
  .optional()
  .meta({
    description: 'The visitor\'s location or view centre, "lat,lng": nearer matches rank first among equals.',
    example: '-23.55,-46.63',
  });

/** The map's filters narrow the Track tab (issue 14); the Area tab always lists every matching area. */
export const suggestQuery = z.object({ q: term, near, key: keyParam, ...filterQuery });

export const searchSuggestion = z
  .strictObject({
    id,
    label: z.string(),
    normalizedLabel: z.string(),
    center: z.tuple([z.number(), z.number()]).optional(),
    url: z.string().optional(),
    normalizedName: z
      .string()
      .optional()
      .meta({ description: 'The own name, normalised (without the parent or area the label adds): what the order reads.' }),
    level: z.number().int().min(0).max(2).optional().meta({ description: 'Areas: 0 country, 1 region, 2 town.' }),
    numTracks: z.number().int().min(0).optional().meta({ description: 'Areas: the tracks at or below the area.' }),
    indoors: z.boolean().nullable().optional().meta({ description: 'Tracks: indoor, outdoor, or not known.' }),
    length: z.number().nullable().optional().meta({ description: 'Tracks: the lap length in metres.' }),
    surface: surface.nullable().optional(),
    name: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'Tracks known by a label (trackLabel): the own name as stored, null when it has none.' }),
    area: z.string().nullable().optional().meta({ description: "Tracks known by a label: the area's name the label ends with." }),
    trackLabel: trackLabel.optional().meta({
      description:
        'Tracks without a name of their own (or sharing theirs with a track at the same place): the parts of what they are called (as TrackListEntry.label), so a client writes "<label> - <area>" in its own language.',
    }),
  })
  .meta({ id: 'SearchSuggestion' });

export const didYouMeanSuggestion = searchSuggestion
  .extend({
    kind: z.enum(['area', 'track']),
    alsoKnownAs: z.array(z.string()).optional().meta({
      description:
        'The other names (normalised) it was found by, which say why: those that start with the term or the place it names, then those that hold a word the label does not (a facility, suburb or street).',
    }),
  })
  .meta({ id: 'DidYouMeanSuggestion' });

export const suggestionTab = z.strictObject({
  total: z.number().int().meta({
    description: 'How many labels match: hold every word, or, for a term read around a place, every word of the place.',
  }),
  items: z.array(searchSuggestion).meta({
    description: `The first 12 matches, most likely meaning first (the name is the term, starts with it, a word starts with it, then the rest; towns before regions before countries; more tracks first; nearer first); every match when there are at most ${COMPLETE_UP_TO}, so a client can narrow a longer term itself. Show the first 12.`,
  }),
});

export const suggestions = z
  .strictObject({
    term: z.string().meta({ description: 'The term as matched (normalised).' }),
    areas: suggestionTab,
    tracks: suggestionTab,
    didYouMean: z
      .array(didYouMeanSuggestion)
      .max(50)
      .meta({
        description: `When the rule matches nothing in either tab: up to ${DID_YOU_MEAN_UP_TO} areas and tracks whose other names hold the words (alternate, official, short, local, older and other-language names, operator, the facility and its suburb or street), or with one typing slip per word, or that hold the place without a last word that holds nothing. When it matches something: the areas and tracks (up to 50, most likely first; show those the tabs do not list) one of whose other names starts with the term, the place it names or one of its words ("brasil": Brazil; "pista morumbi": the tracks of that suburb), with those names, so a client narrows them as a longer term is typed. Show the first ${DID_YOU_MEAN_UP_TO}.`,
      }),
  })
  .meta({ id: 'Suggestions' });

export const suggestNextQuery = z.object({
  q: z.string().meta({
    description: `The term typed so far, possibly empty; ending with a space, the next character starts a new word. Read up to its first ${MAX_TERM_LENGTH} characters.`,
    example: 'sao',
  }),
  near,
  key: keyParam,
  ...filterQuery,
});

export const suggestNextAnswer = z
  .strictObject({
    term: z.string().meta({ description: 'The term as matched (normalised).' }),
    next: z.array(suggestions).meta({
      description: 'For each character a-z and 0-9 typed next, the suggestions of the longer term, with the first 12 items of each tab.',
    }),
  })
  .meta({ id: 'SuggestionsNext' });

export const cacheKeyAnswer = z.strictObject({ key: z.number().int() }).meta({ id: 'CacheKey' });
