// /blog/{blogUrlSegment} (spec section 2).
import { useParams } from 'react-router-dom';
import type { BlogPost } from '../../src-shared/api-types';
import { API_URLS, fetchBlogPost } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { SafeHtml } from '../components/SafeHtml';
import { longDateText } from '../../src-shared/track-text';

function BlogView({ post }: { post: BlogPost }) {
  usePageMeta({ title: post.title });
  return (
    <article className="page blog-page">
      <p className="eyebrow">Blog</p>
      <h1>{post.title}</h1>
      {post.published && <p className="muted">Published {longDateText(post.published)}</p>}
      <SafeHtml className="prose" html={post.main_content} />
    </article>
  );
}

export default function BlogScreen() {
  const { segment = '' } = useParams();
  const post = useResource(() => fetchBlogPost(segment), [segment], API_URLS.blogPost(segment));
  if (post.state === 'failed') return <PageError httpStatus={post.httpStatus} type="blogPost" />;
  if (!post.data) return <InlineLoader text="Loading blog post" />;
  return <BlogView post={post.data} />;
}
