// The API calls a page's screens make on their first render, by the page's path. The Worker asks
// them before it renders the page's HTML (src-worker/pages/page-html.ts), and the page carries
// their answers, so the screens draw at once on the server and in the browser that takes over.
import { PAGE_ROUTES, routeParams, STATIC_PAGE_ROUTES } from '../rules/routes';
import { API_URLS } from './client';

export function pageDataUrls(pathname: string, key: number): string[] {
  const param = (pattern: string, name: string) => routeParams(pattern, pathname)?.[name];
  const track = param(PAGE_ROUTES.track, 'segment') ?? param(PAGE_ROUTES.trackEdit, 'segment');
  if (track !== undefined) return [API_URLS.track({ segment: track }, key)];
  const id = Number(param(PAGE_ROUTES.trackId, 'id'));
  if (Number.isSafeInteger(id) && id > 0) return [API_URLS.track({ id }, key)];
  const area = param(PAGE_ROUTES.area, '*');
  if (area) return [API_URLS.areaPage(area, key)];
  const post = param(PAGE_ROUTES.blogPost, 'segment');
  if (post !== undefined) return [API_URLS.blogPost(post)];
  if (pathname in STATIC_PAGE_ROUTES) return [API_URLS.staticPage(STATIC_PAGE_ROUTES[pathname as keyof typeof STATIC_PAGE_ROUTES])];
  if (pathname === '/') return [API_URLS.blogPosts(), API_URLS.coverage(key)];
  // The unfiltered list; a filtered one (?area=, ?kind=) is asked for by the browser.
  if (pathname === '/changes') return [API_URLS.changes({}, key)];
  return [];
}
