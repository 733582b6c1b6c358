// What a text rule of the app needs of the page's i18next: its texts, its language for numbers
// (src-shared/number-text.ts), its catalogue for src-shared/track-text.ts.
import type { i18n } from 'i18next';

export type PageTexts = Pick<i18n, 't' | 'language' | 'getResourceBundle'>;
