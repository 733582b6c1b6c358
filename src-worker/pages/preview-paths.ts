// The paths of the link-preview images (src-worker/pages/preview-image.ts), for a page's og:image.
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language } from '../../src-shared/languages';

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

/** The preview image of a track page, e.g. /preview/track/pista-do-ibirapuera-sao-paulo.png?lang=pt. */
export const trackPreviewPath = (segment: string, language: Language = DEFAULT_LANGUAGE) =>
  inLanguage(`/preview/track/${segment}.png`, language);

/** The preview image of an area page, e.g. /preview/area/brasil/sao-paulo/sao-paulo.png. */
export const areaPreviewPath = (segment: string, language: Language = DEFAULT_LANGUAGE) =>
  inLanguage(`/preview/area/${segment}.png`, language);
