// SQL for static pages and blog posts.
import type { Db } from '../env';
import type { BlogPost, StaticContent } from '../../src-shared/api-types';

export function findStaticPage(db: Db, id: string): Promise<StaticContent | null> {
  return db
    .prepare('SELECT id, title, headline, last_update AS lastUpdate, content FROM static_pages WHERE id = ?1')
    .bind(id)
    .first<StaticContent>();
}

export function findBlogPost(db: Db, urlSegment: string): Promise<BlogPost | null> {
  return db
    .prepare('SELECT title, main_content, url_segment, published FROM blog_posts WHERE url_segment = ?1')
    .bind(urlSegment)
    .first<BlogPost>();
}

export async function listBlogPosts(db: Db): Promise<Omit<BlogPost, 'main_content'>[]> {
  const { results } = await db
    .prepare('SELECT title, url_segment, published FROM blog_posts ORDER BY published DESC')
    .all<Omit<BlogPost, 'main_content'>>();
  return results;
}
