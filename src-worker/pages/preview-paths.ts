// The paths of the link-preview images (src-worker/pages/preview-image.ts), for a page's og:image.

/** The preview image of a track page, e.g. /preview/track/pista-do-ibirapuera-sao-paulo.png. */
export const trackPreviewPath = (segment: string) => `/preview/track/${segment}.png`;

/** The preview image of an area page, e.g. /preview/area/brasil/sao-paulo/sao-paulo.png. */
export const areaPreviewPath = (segment: string) => `/preview/area/${segment}.png`;
