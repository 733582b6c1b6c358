// Search in the API: GET /api/suggest (both suggestion tabs of spec section 2 for a term) and
// GET /api/cache (the data version of spec section 4).
import { z } from 'zod';
import { id, keyParam } from './common';
import { filterQuery } from './map';
import { COMPLETE_UP_TO } from '../suggestion-lists';

/** Longest search term read; a longer one is refused rather than cut (cutting would change its matches). */
export const MAX_TERM_LENGTH = 200;

/** The map's filters narrow the Track tab (issue 14); the Area tab always lists every matching area. */
export const suggestQuery = z.object({ q: z.string().max(MAX_TERM_LENGTH).meta({ example: 'sao paulo' }), key: keyParam, ...filterQuery });

export const searchSuggestion = z
  .strictObject({
    id,
    label: z.string(),
    normalizedLabel: z.string(),
    center: z.tuple([z.number(), z.number()]).optional(),
    url: z.string().optional(),
  })
  .meta({ id: 'SearchSuggestion' });

export const suggestionTab = z.strictObject({
  total: z.number().int().meta({ description: 'How many labels match.' }),
  items: z.array(searchSuggestion).meta({
    description: `The first 12 matches in the order of the spec lists; every match when there are at most ${COMPLETE_UP_TO}, so a client can narrow a longer term itself. Show the first 12.`,
  }),
});

export const suggestions = z
  .strictObject({ term: z.string().meta({ description: 'The term as matched (normalised).' }), areas: suggestionTab, tracks: suggestionTab })
  .meta({ id: 'Suggestions' });

export const suggestNextQuery = z.object({
  q: z.string().max(MAX_TERM_LENGTH).meta({ description: 'The term typed so far, possibly empty; ending with a space, the next character starts a new word.', example: 'sao' }),
  key: keyParam,
  ...filterQuery,
});

export const suggestNextAnswer = z
  .strictObject({
    term: z.string().meta({ description: 'The term as matched (normalised).' }),
    next: z.array(suggestions).meta({ description: 'For each character a-z and 0-9 typed next, the suggestions of the longer term, with the first 12 items of each tab.' }),
  })
  .meta({ id: 'SuggestionsNext' });

export const cacheKeyAnswer = z.strictObject({ key: z.number().int() }).meta({ id: 'CacheKey' });
