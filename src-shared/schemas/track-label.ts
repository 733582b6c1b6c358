// What a track without a name of its own is called by (issue 36), as the API gives it: the parts
// every surface writes its label from in the reader's language (src-shared/track-name.ts).
import { z } from 'zod';
import { SURFACE_VALUES } from '../enums';

export const TWIN_DIFFERENCES = ['indoor', 'outdoor', 'length'] as const;

export const trackLabel = z
  .strictObject({
    facility: z
      .string()
      .nullable()
      .meta({ description: 'The named place the track lies in or beside (stadium, sports centre, school, university, park, club).' }),
    locality: z.string().nullable().meta({ description: 'Its neighbourhood, suburb or street, where its source gives one.' }),
    from_centre: z
      .strictObject({
        km: z.number().meta({ description: "Kilometres from its town's centre, rounded." }),
        bearing: z
          .number()
          .int()
          .min(0)
          .max(7)
          .meta({ description: 'The compass point from the centre, 0 north, 1 north-east, … 7 north-west.' }),
      })
      .nullable()
      .meta({ description: "Where it lies from its town's centre, when nothing else tells it apart." }),
    twin: z
      .enum(TWIN_DIFFERENCES)
      .nullable()
      .meta({ description: 'Another track of the same name lies at the same place: what tells this one apart.' }),
    length: z.number().nullable(),
    finalized: z.boolean(),
    surface: z.enum(SURFACE_VALUES).nullable(),
    indoors: z.boolean().nullable(),
  })
  .meta({
    id: 'TrackLabel',
    description:
      'Present when the track has no name of its own, shares its name with a track at the same place, or is a jogging loop (over 600 m around): what to call it by, and its length. Null when its name says it all.',
  });
