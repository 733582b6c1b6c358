// /about, /terms, /privacy (spec section 2): content from /api/static. The frame in the page's
// language; the content as written.
import { useTranslation } from 'react-i18next';
import { API_URLS, fetchStaticPage, type StaticPageId } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { SafeHtml } from '../components/SafeHtml';
import { useLongDate } from '../i18n/use-long-date';
import type { StaticContent } from '../../src-shared/api-types';

function StaticView({ page }: { page: StaticContent }) {
  const { t } = useTranslation();
  const longDate = useLongDate();
  usePageMeta({ title: page.title });
  return (
    <article className="page static-page">
      <h1>{page.headline}</h1>
      {page.lastUpdate && <p className="muted">{t('content.lastUpdated', { date: longDate(page.lastUpdate) || page.lastUpdate })}</p>}
      <SafeHtml className="prose" html={page.content} />
    </article>
  );
}

export default function StaticScreen({ pageId }: { pageId: StaticPageId }) {
  const { t } = useTranslation();
  const page = useResource(() => fetchStaticPage(pageId), [pageId], API_URLS.staticPage(pageId));
  if (page.state === 'failed') return <PageError httpStatus={page.httpStatus} type="page" />;
  if (!page.data) return <InlineLoader text={t('app.loading')} />;
  return <StaticView page={page.data} />;
}
