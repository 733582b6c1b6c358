// The static pages and blog posts of data/content, written only where the database differs.
import { sqlValue } from './sql';

export interface ContentManifest {
  pages: { id: string; title: string; headline: string; last_update: string; file: string }[];
  posts: { url_segment: string; title: string; published: string; file: string }[];
}

export type Row = Record<string, string>;

/** Upserts for the rows that are missing or differ from what the database holds. */
export function contentStatements(manifest: ContentManifest, readHtml: (file: string) => string, pages: Row[], posts: Row[]): string[] {
  const differs = (current: Row | undefined, wanted: Row) => !current || Object.keys(wanted).some((k) => current[k] !== wanted[k]);
  const upsert = (table: string, key: string, row: Row) => {
    const columns = Object.keys(row);
    return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => sqlValue(row[c]!)).join(', ')}) ON CONFLICT(${key}) DO UPDATE SET ${columns
      .filter((c) => c !== key)
      .map((c) => `${c} = excluded.${c}`)
      .join(', ')};`;
  };
  const statements: string[] = [];
  for (const { file, ...page } of manifest.pages) {
    const row = { ...page, content: readHtml(file) };
    if (
      differs(
        pages.find((p) => p.id === page.id),
        row,
      )
    )
      statements.push(upsert('static_pages', 'id', row));
  }
  for (const { file, ...post } of manifest.posts) {
    const row = { ...post, main_content: readHtml(file) };
    if (
      differs(
        posts.find((p) => p.url_segment === post.url_segment),
        row,
      )
    )
      statements.push(upsert('blog_posts', 'url_segment', row));
  }
  return statements;
}
