// Reads worldwide: every request runs its queries in one D1 session (the Sessions API), so D1 may
// answer reads from a replica near the visitor, and the answer carries a bookmark
// (x-d1-bookmark) of what the request read or wrote. The web app sends the newest bookmark it
// holds with every request, and D1 then answers from a replica at least that new: a writer always
// reads their own write, on whichever replica and isolate, the promise the cache key makes for
// cached answers (docs/architecture.md, "Reads worldwide").
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

export const BOOKMARK_HEADER = 'x-d1-bookmark';

/** D1 bookmarks are short strings of hex digits and dashes; anything else is ignored, not trusted. */
const BOOKMARK = /^[0-9a-f-]{1,128}$/i;

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const asked = c.req.header(BOOKMARK_HEADER) ?? '';
  // A write goes to the primary anyway; its checks (spam limit, revision) must see the newest rows.
  const start = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'first-unconstrained' : 'first-primary';
  const session = c.env.DB.withSession(BOOKMARK.test(asked) ? asked : start);
  c.set('env', { ...c.env, DB: session });
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
};
