// Pieces every API shape uses: ids, url segments, the cache key, the result body of spec section 8.
import { z } from 'zod';
import { RESULT_MESSAGES } from '../result-status';

export const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An id in a query string. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const TRACK_SEGMENT_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const AREA_SEGMENT_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
export const trackSegment = z
  .string()
  .max(120)
  .regex(TRACK_SEGMENT_PATTERN, 'not a track url segment')
  .meta({ example: 'pista-do-ibirapuera-sao-paulo' });
export const areaSegment = z
  .string()
  .max(300)
  .regex(AREA_SEGMENT_PATTERN, 'not an area url segment')
  .meta({ example: 'brasil/sao-paulo/sao-paulo' });

/** The cache key a read names (spec section 4): any text; answers under an old key are still correct. */
export const keyParam = z
  .string()
  .max(20)
  .optional()
  .meta({ description: 'The cache key (GET /api/cache) the answer may be cached under.' });
/** The query of a call that takes nothing but the cache key. */
export const keyQuery = z.object({ key: keyParam });

export const resultStatus = z.enum([
  ...(Object.keys(RESULT_MESSAGES) as (keyof typeof RESULT_MESSAGES)[]),
  'NotFound',
  'Conflict',
  'Unauthorized',
]);

/** The body of every error and every write's answer (spec section 8). */
export const resultBody = z
  .strictObject({
    status: resultStatus,
    message: z.string(),
    description: z.string().optional().meta({ description: 'A specific reason; shown instead of the message.' }),
  })
  .meta({
    id: 'Result',
    example: { status: 'InvalidInput', message: 'Bad input data', description: 'surface: not a surface; accepted, in any case: …' },
  });

/** ISO 8601 time, as the API writes it. */
export const isoTime = z.string().meta({ format: 'date-time', example: '2026-03-14T09:30:00.000Z' });
