// The page errors of spec section 8: which texts of the catalogue a failed page load shows.
import type { Catalogue } from '../../src-shared/catalogues/en';

export type PageType = keyof Catalogue['errors']['notFound'];

export type PageErrorKeys =
  | { heading: `errors.notFound.${PageType}`; detail: `errors.notFoundDetail.${PageType}` }
  | { heading: 'errors.server'; detail: 'errors.serverDetail' }
  | { heading: 'errors.unexpected'; detail: 'errors.unexpectedDetail' };

/** The heading and text for a failed page load of a track, an area, a blog post or a page. */
export function pageErrorKeys(httpStatus: number | null, type: PageType): PageErrorKeys {
  if (httpStatus === 404) return { heading: `errors.notFound.${type}`, detail: `errors.notFoundDetail.${type}` };
  if (httpStatus !== null && httpStatus >= 500) return { heading: 'errors.server', detail: 'errors.serverDetail' };
  return { heading: 'errors.unexpected', detail: 'errors.unexpectedDetail' };
}
