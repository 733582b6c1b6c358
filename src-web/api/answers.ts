// The API calls the app makes, each typed from the route the Worker declares for it
// (src-worker/api/, createRoute): its path and the zod output of its success answer. Type-only
// imports: the bundle carries none of the Worker's code, zod or @hono/zod-openapi.
import type { z } from 'zod';
import type { areaPageRoute, areaRoute, coverageRoute } from '../../src-worker/api/areas';
import type { changesRoute } from '../../src-worker/api/changes';
import type { postChatRoute } from '../../src-worker/api/chat';
import type { blogPostRoute, blogPostsRoute, staticRoute } from '../../src-worker/api/content';
import type { postAnswerRoute } from '../../src-worker/api/answers';
import type { postFeedbackRoute } from '../../src-worker/api/feedback';
import type { postPhotoRoute, reportPhotoRoute } from '../../src-worker/api/photos';
import type { mapCountRoute, mapTileRoute } from '../../src-worker/api/map';
import type { openApiRoute } from '../../src-worker/api/openapi';
import type { cacheKeyRoute, suggestNextRoute, suggestRoute } from '../../src-worker/api/search';
import type { postTrackRoute, trackHistoryRoute, trackRoute } from '../../src-worker/api/tracks';

type AppRoute =
  | typeof trackRoute
  | typeof trackHistoryRoute
  | typeof postTrackRoute
  | typeof postFeedbackRoute
  | typeof postAnswerRoute
  | typeof postPhotoRoute
  | typeof reportPhotoRoute
  | typeof areaRoute
  | typeof areaPageRoute
  | typeof coverageRoute
  | typeof suggestRoute
  | typeof suggestNextRoute
  | typeof cacheKeyRoute
  | typeof mapTileRoute
  | typeof mapCountRoute
  | typeof staticRoute
  | typeof blogPostRoute
  | typeof blogPostsRoute
  | typeof postChatRoute
  | typeof changesRoute
  | typeof openApiRoute;

/** A call's path under /api, as its route declares it ("/track"). */
export type ApiPath = AppRoute['path'];

/** What the call at `path` answers on success: the output of the schema its route declares. */
export type ApiAnswer<P extends ApiPath> = Extract<
  AppRoute,
  { path: P }
>['responses'][200]['content']['application/json']['schema'] extends infer S extends z.ZodType
  ? z.output<S>
  : never;

/** The URL of a call: its path under /api and its query string, if it has one. */
export const apiUrl = (path: ApiPath, query?: string): string => (query === undefined ? `/api${path}` : `/api${path}?${query}`);
