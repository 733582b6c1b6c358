// Static pages and the blog in the API (spec sections 3 and 7).
import { z } from 'zod';

export const STATIC_PAGE_IDS = ['aboutv2', 'termsv2', 'privacyv2'] as const;
export const staticQuery = z.object({ id: z.enum(STATIC_PAGE_IDS) });
export const blogPostQuery = z.object({
  urlSegment: z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+$/)
    .meta({ example: 'welcome' }),
});

export const staticContent = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    headline: z.string(),
    lastUpdate: z.string(),
    content: z.string().meta({ description: 'HTML.' }),
  })
  .meta({ id: 'StaticContent' });

/** The content files (data/content/content.json) give the day; a post written in by hand may give the time. */
const published = z
  .union([z.iso.date(), z.iso.datetime()])
  .meta({ description: 'When the post was published: the day (YYYY-MM-DD), or an ISO 8601 time.', example: '2026-11-21' });

export const blogPost = z
  .strictObject({ title: z.string(), main_content: z.string().meta({ description: 'HTML.' }), url_segment: z.string(), published })
  .meta({ id: 'BlogPost' });

export const blogPostSummary = blogPost.omit({ main_content: true }).meta({ id: 'BlogPostSummary' });
