// Photos in the API (issue 42): POST /api/post-photo's parameters and answer.
import { z } from 'zod';
import { withoutDirectionControls } from '../bidi';
import { PHOTO_LICENCES } from '../photos';
import { id, idParam, isoTime, resultBody } from './common';

export const photoLicence = z.enum(PHOTO_LICENCES).meta({
  description: 'CC-BY-SA-4.0 (the default: others may share it, crediting you) or CC0-1.0 (no rights reserved).',
});

export const postPhotoQuery = z.object({
  trackId: idParam,
  licence: photoLicence.default('CC-BY-SA-4.0'),
  credit: z
    .string()
    .trim()
    .max(100)
    .default('')
    .transform(withoutDirectionControls)
    .meta({ description: 'The name to credit; empty for none.' }),
  alt: z
    .string()
    .trim()
    .max(300)
    .default('')
    .transform(withoutDirectionControls)
    .meta({ description: 'What the photo shows, for those who cannot see it; empty: "Photo of <track>".' }),
});

export const postPhotoResult = resultBody
  .extend({
    success: z.boolean(),
    id: z.number().int().meta({ description: "The photo's id." }),
    pending: z.boolean().meta({ description: 'True while the photo waits for an operator’s review (the default for a new photo).' }),
  })
  .meta({ id: 'PostPhotoResult' });

/** A shown photo in a track's answer (GET /api/track): its licence and credit go wherever it is shown. */
export const trackPhoto = z
  .strictObject({
    id,
    alt: z.string().meta({ description: 'What the photo shows, as its uploader wrote it; empty when they did not.' }),
    licence: photoLicence,
    credit: z.string().meta({ description: 'The name to credit; empty for none.' }),
    created: isoTime,
    width: z.number().int().meta({ description: 'Of the largest size.' }),
    height: z.number().int(),
    files: z
      .array(z.strictObject({ width: z.number().int(), url: z.string() }))
      .meta({ description: 'The stored sizes, WebP, smallest first; url is a path on this site.' }),
  })
  .meta({ id: 'TrackPhoto' });

export const reportPhotoRequest = z
  .object({
    photoId: id,
    reason: z.string().trim().min(1).max(500).transform(withoutDirectionControls).meta({ description: 'What is wrong with the photo.' }),
  })
  .meta({ id: 'ReportPhotoRequest', example: { photoId: 12, reason: 'It shows children at practice.' } });

export const reportPhotoResult = resultBody
  .extend({
    success: z.boolean(),
    held: z.boolean().meta({ description: 'True when enough runners reported it that it is hidden until an operator decides.' }),
    cacheKey: z.number().int(),
  })
  .meta({ id: 'ReportPhotoResult' });
