// GET /api/changes: the site's recent changes, newest first, paged by time (issue 26).
import { createRoute } from '@hono/zod-openapi';
import type { Changes } from '../../src-shared/api-types';
import { changes as changesAnswer, changesQuery } from '../../src-shared/schemas/changes';
import { cursorText, readChanges, readCursor, type ChangesFilter } from '../db/changes';
import { findAreaBySegment } from '../db/areas';
import type { Db } from '../env';
import { answer, apiRouter, errors, NOT_MODIFIED, VERSIONED } from '../http/routes';
import { serveVersionedJson } from '../http/versioned-json';

export const changesRoute = createRoute({
  method: 'get',
  path: '/changes',
  tags: ['changes'],
  summary: "The site's recent changes, newest first",
  description: `New tracks, edits, the comments, visit reports and recommends the public sees, each runner's answer to a quick question (with its question and value; answers an operator's undo withdrew are not listed) and each photo shown (with its licence and credit, at the time it was shown), in the whole site or in an area and below it. Removals and restores by an operator are listed too. A page ends at its oldest change: pass the page's before to get the next one. The client is named only by the short hash the history shows. ${VERSIONED}`,
  request: { query: changesQuery },
  responses: { 200: answer(changesAnswer), ...NOT_MODIFIED, ...errors(['NotFound', 'InvalidInput']) },
});

/** One page of changes; null when the area named does not exist. */
export async function changesPage(db: Db, filter: ChangesFilter): Promise<Changes | null> {
  if (filter.area !== undefined && !(await findAreaBySegment(db, filter.area))) return null;
  const records = await readChanges(db, filter);
  return { changes: records.map((stored) => stored.change), before: records.length === filter.limit ? cursorText(records.at(-1)!) : null };
}

export const changes = apiRouter().openapi(changesRoute, (c) => {
  const { area, kind, before, limit } = c.req.valid('query');
  const filter: ChangesFilter = { area, kind, before: before === undefined ? undefined : readCursor(before), limit };
  const name = `changes/${area ?? ''}/${kind ?? ''}/${before ?? ''}/${limit}`;
  // Every before is another question: cached per URL in the data centre, never stored in KV.
  return serveVersionedJson(c, name, 'Area', () => changesPage(c.var.env.DB, filter), { store: false });
});
