// The line over a page the service worker answered from the device, not the network (issue 43):
// when it was saved, so a runner at the track knows the facts may have changed since, and where
// the other saved pages are.
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageAddress, languageOf } from '../../src-shared/languages';
import { localeOf } from '../../src-shared/track-text';
import { useIsClient } from '../state/hydration';
import { SAVED_AT_ATTRIBUTE, SAVED_PAGES_PATH } from './saved-copies';
import { savedTimeText } from './saved-pages';

export function SavedNotice() {
  const { t, i18n } = useTranslation();
  // The worker's mark is on the HTML it sent; the Worker's render never has one.
  const savedAt = useIsClient() ? document.documentElement.getAttribute(SAVED_AT_ATTRIBUTE) : null;
  if (savedAt === null) return null;
  return (
    <p className="saved-notice" role="status">
      {t('saved.notice', { date: savedTimeText(savedAt, localeOf(i18n)) })}{' '}
      <a href={languageAddress(SAVED_PAGES_PATH, languageOf(i18n.language) ?? DEFAULT_LANGUAGE)}>{t('saved.savedPages')}</a>
    </p>
  );
}
