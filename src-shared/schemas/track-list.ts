// A track as the lists give it (spec section 3: search-tracks-full, area pages, map tiles).
import { z } from 'zod';
import { id } from './common';
import { trackLabel } from './track-label';

export const trackListEntry = z
  .strictObject({
    id,
    name: z.string().nullable(),
    url_segment: z.string(),
    area: z.string().nullable(),
    center_lat: z.number(),
    center_lng: z.number(),
    num_comments: z.number().int(),
    num_likes: z.number().int(),
    status: z.number().int().nullable(),
    removed: z.boolean(),
    label: trackLabel.nullable(),
    photo: z.number().int().nullable().optional().meta({
      description:
        "The newest shown photo's id (its thumbnail: /photos/{photo}/320.webp), null for none. In the map's tiles, which the lists and popups draw; not in the whole track list.",
    }),
  })
  .meta({ id: 'TrackListEntry' });
