// The web app manifest (issue 43): what a phone needs to install the site as an app, in the
// visitor's language. Its colours are the site's (src-web/styles/app.css --brand and --bg); the
// icons are drawn from the logo by scripts/build-icons.ts.
import { isRightToLeft, languageAddress, type Language } from '../../src-shared/languages';

export const THEME_COLOUR = '#c2410c';
export const BACKGROUND_COLOUR = '#fafaf9';

export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  // Its logo within the centre 80 % circle, so a launcher may cut it to any shape.
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function webAppManifest(siteName: string, language: Language, description: string) {
  return {
    // The same app whatever language it was installed in.
    id: '/',
    name: siteName,
    short_name: siteName,
    description,
    lang: language,
    dir: isRightToLeft(language) ? 'rtl' : 'ltr',
    start_url: languageAddress('/', language),
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: ICONS,
    categories: ['sports', 'health', 'navigation'],
  };
}
