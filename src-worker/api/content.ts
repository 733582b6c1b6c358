// GET /api/static, GET /api/blog-post, GET /api/blog-posts (spec section 7).
import { Hono } from 'hono';
import { blogPostQuery, staticQuery } from '../../src-shared/schemas/content';
import { findBlogPost, findStaticPage, listBlogPosts } from '../db/content';
import type { AppEnv } from '../env';
import { notFound } from '../http/result';
import { validate } from '../http/validate';

// Content changes only when an operator seeds it, so an hour in caches is safe (spec: 60).
const CONTENT_CACHE = 'public, max-age=3600';

export const content = new Hono<AppEnv>()
  .get('/static', validate('query', staticQuery), async (c) => {
    const page = await findStaticPage(c.var.env.DB, c.req.valid('query').id);
    if (!page) throw notFound('Page');
    return c.json(page, 200, { 'Cache-Control': CONTENT_CACHE });
  })
  .get('/blog-post', validate('query', blogPostQuery), async (c) => {
    const post = await findBlogPost(c.var.env.DB, c.req.valid('query').urlSegment);
    if (!post) throw notFound('Blog post');
    return c.json(post, 200, { 'Cache-Control': CONTENT_CACHE });
  })
  .get('/blog-posts', async (c) => c.json(await listBlogPosts(c.var.env.DB), 200, { 'Cache-Control': CONTENT_CACHE }));
