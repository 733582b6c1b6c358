// GET /api/static, GET /api/blog-post, GET /api/blog-posts (spec section 7).
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { blogPost, blogPostQuery, blogPostSummary, staticContent, staticQuery } from '../../src-shared/schemas/content';
import { findBlogPost, findStaticPage, listBlogPosts } from '../db/content';
import { notFound } from '../http/result';
import { answer, apiRouter, errors } from '../http/routes';

// Content changes only when an operator seeds it, so an hour in caches is safe (spec: 60).
const CONTENT_CACHE = 'public, max-age=3600';

export const staticRoute = createRoute({
  method: 'get',
  path: '/static',
  tags: ['content'],
  summary: 'A static page (about, terms, privacy)',
  request: { query: staticQuery },
  responses: { 200: answer(staticContent), ...errors(['NotFound', 'InvalidInput']) },
});

export const blogPostRoute = createRoute({
  method: 'get',
  path: '/blog-post',
  tags: ['content'],
  summary: 'A blog post',
  request: { query: blogPostQuery },
  responses: { 200: answer(blogPost), ...errors(['NotFound', 'InvalidInput']) },
});

export const blogPostsRoute = createRoute({
  method: 'get',
  path: '/blog-posts',
  tags: ['content'],
  summary: 'The blog posts, newest first',
  responses: { 200: answer(z.array(blogPostSummary)), ...errors([]) },
});

export const content = apiRouter()
  .openapi(staticRoute, async (c) => {
    const page = await findStaticPage(c.var.env.DB, c.req.valid('query').id);
    if (!page) throw notFound('Page');
    return c.json(page, 200, { 'Cache-Control': CONTENT_CACHE });
  })
  .openapi(blogPostRoute, async (c) => {
    const post = await findBlogPost(c.var.env.DB, c.req.valid('query').urlSegment);
    if (!post) throw notFound('Blog post');
    return c.json(post, 200, { 'Cache-Control': CONTENT_CACHE });
  })
  .openapi(blogPostsRoute, async (c) => c.json(await listBlogPosts(c.var.env.DB), 200, { 'Cache-Control': CONTENT_CACHE }));
