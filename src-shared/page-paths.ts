// The paths of the pages the Worker and the chat link to (spec section 2's routes), of the Atom
// feeds a page names (src-worker/pages/feeds.ts) and of the link-preview images a page names as its
// og:image (src-worker/pages/preview-image.ts).
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language } from './languages';

export const trackPath = (segment: string) => `/track/${segment}`;
export const areaPath = (segment: string) => `/running-in/${segment}`;

export const siteFeedPath = '/feeds/changes.atom';
export const areaFeedPath = (segment: string) => `/feeds/area/${segment}.atom`;
export const trackFeedPath = (segment: string) => `/feeds/track/${segment}.atom`;

/**
 * The languages a picture is drawn in: those its fonts write (Inter's Latin subsets). A page in
 * another language (Arabic, Chinese, Japanese) shares the English picture rather than one with
 * its words left out.
 */
const DRAWN_LANGUAGES: readonly Language[] = ['en', 'pt', 'es', 'fr', 'de', 'sv'];

export const previewLanguage = (language: Language): Language => (DRAWN_LANGUAGES.includes(language) ? language : DEFAULT_LANGUAGE);

const inLanguage = (path: string, language: Language) => {
  const drawn = previewLanguage(language);
  return drawn === DEFAULT_LANGUAGE ? path : `${path}?${LANGUAGE_PARAM}=${drawn}`;
};

/**
 * The preview image of a track page, e.g. /preview/track/pista-do-ibirapuera-sao-paulo.png?lang=pt:
 * a JPEG with the track's newest photo when it has one shown (withPhoto), else a PNG with its drawing.
 */
export const trackPreviewPath = (segment: string, language: Language = DEFAULT_LANGUAGE, withPhoto = false) =>
  inLanguage(`/preview/track/${segment}.${withPhoto ? 'jpg' : 'png'}`, language);

/** The preview image of an area page, e.g. /preview/area/brasil/sao-paulo/sao-paulo.png. */
export const areaPreviewPath = (segment: string, language: Language = DEFAULT_LANGUAGE) =>
  inLanguage(`/preview/area/${segment}.png`, language);
