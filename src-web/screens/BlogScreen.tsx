// /blog/{blogUrlSegment} (spec section 2). The frame in the page's language; the post as written.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { BlogPost } from '../../src-shared/api-types';
import { API_URLS, fetchBlogPost } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { SafeHtml } from '../components/SafeHtml';
import { useLongDate } from '../i18n/use-long-date';

function BlogView({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const longDate = useLongDate();
  usePageMeta({ title: post.title });
  return (
    <article className="page blog-page">
      <p className="eyebrow">{t('content.blog')}</p>
      <h1>{post.title}</h1>
      {post.published && <p className="muted">{t('content.published', { date: longDate(post.published) })}</p>}
      <SafeHtml className="prose" html={post.main_content} />
    </article>
  );
}

export default function BlogScreen() {
  const { segment = '' } = useParams();
  const { t } = useTranslation();
  const post = useResource(() => fetchBlogPost(segment), [segment], API_URLS.blogPost(segment));
  if (post.state === 'failed') return <PageError httpStatus={post.httpStatus} type="blogPost" />;
  if (!post.data) return <InlineLoader text={t('content.loadingPost')} />;
  return <BlogView post={post.data} />;
}
