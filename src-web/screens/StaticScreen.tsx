// /about, /terms, /privacy (spec section 2): content from /api/static.
import { API_URLS, fetchStaticPage, type StaticPageId } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { SafeHtml } from '../components/SafeHtml';
import { longDateText } from '../../src-shared/track-text';
import type { StaticContent } from '../../src-shared/api-types';

function StaticView({ page }: { page: StaticContent }) {
  usePageMeta({ title: page.title });
  return (
    <article className="page static-page">
      <h1>{page.headline}</h1>
      {page.lastUpdate && <p className="muted">Last updated {longDateText(page.lastUpdate) || page.lastUpdate}</p>}
      <SafeHtml className="prose" html={page.content} />
    </article>
  );
}

export default function StaticScreen({ pageId }: { pageId: StaticPageId }) {
  const page = useResource(() => fetchStaticPage(pageId), [pageId], API_URLS.staticPage(pageId));
  if (page.state === 'failed') return <PageError httpStatus={page.httpStatus} type="page" />;
  if (!page.data) return <InlineLoader text="Loading" />;
  return <StaticView page={page.data} />;
}
