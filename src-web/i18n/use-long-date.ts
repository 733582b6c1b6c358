// Dates as a page shows them, in the page's language as the visitor writes it (src-shared/track-text.ts longDateText).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf, longDateText } from '../../src-shared/track-text';

/** (isoDate) => "November 21, 2026" in English, "21 November 2026" in en-GB, "21 de novembro de 2026" in Portuguese, … */
export function useLongDate(): (isoDate: string) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n);
  return useCallback((isoDate: string) => longDateText(isoDate, locale), [locale]);
}
