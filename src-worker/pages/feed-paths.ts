// The addresses of the Atom feeds (pages/feeds.ts), apart so the pages that link them
// (pages/page-html.ts) need not load the feeds' routes.
export const siteFeedPath = '/feeds/changes.atom';
export const areaFeedPath = (segment: string) => `/feeds/area/${segment}.atom`;
export const trackFeedPath = (segment: string) => `/feeds/track/${segment}.atom`;
