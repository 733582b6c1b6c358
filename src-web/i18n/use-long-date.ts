// Dates as a page shows them, in the page's language (src-shared/track-text.ts longDateText).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { longDateText } from '../../src-shared/track-text';

/** (isoDate) => "November 21, 2026" in English, "21 de novembro de 2026" in Portuguese, … */
export function useLongDate(): (isoDate: string) => string {
  const { i18n } = useTranslation();
  return useCallback((isoDate: string) => longDateText(isoDate, i18n.language), [i18n.language]);
}
