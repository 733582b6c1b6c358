// /offline: the pages kept on this device (issue 43), which open without a network. The service
// worker keeps this page with the app's code and sends a runner here when a page they ask for
// offline was never kept (?from= names it).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { localeOf } from '../../src-shared/track-text';
import { usePageMeta } from '../components/page-meta';
import { SAVED_PAGES_FROM_PARAM } from '../offline/saved-copies';
import { savedPages, savedTimeText, type SavedPage } from '../offline/saved-pages';
import { useIsClient } from '../state/hydration';
import { useSiteName } from '../site';

export default function OfflineScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const isClient = useIsClient();
  const siteName = useSiteName();
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  const mapTitle = t('offline.map');
  usePageMeta({ title: t('offline.title'), description: t('offline.description'), noindex: true });
  useEffect(() => {
    void savedPages(siteName, mapTitle)
      .catch(() => [])
      .then(setPages);
  }, [siteName, mapTitle]);
  const notSaved = isClient && params.get(SAVED_PAGES_FROM_PARAM) !== null;
  return (
    <article className="page saved-pages">
      <h1>{t('offline.title')}</h1>
      {notSaved && <p className="notice">{t('offline.notSaved')}</p>}
      {pages !== null &&
        (pages.length === 0 ? (
          <p>{t('offline.none')}</p>
        ) : (
          <>
            <p>{t('offline.intro')}</p>
            <ul className="saved-list">
              {pages.map((page) => (
                <li key={page.path}>
                  {/* A whole navigation: the service worker answers it with the kept copy. */}
                  <a href={page.path}>{page.title || page.path}</a>
                  {page.savedAt && (
                    <span className="muted"> · {t('offline.savedOn', { date: savedTimeText(page.savedAt, localeOf(i18n)) })}</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        ))}
    </article>
  );
}
