// A blog whose sidebar lists every post (blog.sidebarCount: ALL) and whose list is far over the budget a page may
// carry (src/shared/sidebar-budget.ts): `count` posts with long titles, nine days apart over several years.
import { BASE_CONFIG, doc } from './fixture-site.js';

export interface LongBlogPost {
  /** The post's route. */
  href: string;
  year: string;
}

/**
 * The site's files and config; `posts` newest first, as the sidebar lists them. `news`: the posts are another blog's
 * (blog.instances, id and folder `news`, served at /news), the main blog's sidebar lists a single post.
 */
export function longBlogSite(count: number, { extraConfig = '', news = false } = {}): { files: Record<string, string>; config: string; posts: LongBlogPost[] } {
  const folder = news ? 'news' : 'blog';
  const files: Record<string, string> = { 'docs/intro.md': doc({ title: 'Intro' }, 'The docs.') };
  const posts: LongBlogPost[] = [];
  const newest = Date.UTC(2025, 11, 28);
  for (let i = 0; i < count; i++) {
    const date = new Date(newest - i * 9 * 86_400_000).toISOString().slice(0, 10);
    const slug = `post-${String(count - i).padStart(4, '0')}`;
    const title = `Post ${count - i}: a title long enough that a few hundred of them are well over what a page may carry of its sidebar`;
    files[`${folder}/${date}-${slug}.md`] = doc({ title, slug }, `Post ${count - i}.`);
    posts.push({ href: `/${folder}/${slug}`, year: date.slice(0, 4) });
  }
  if (!news) return { files, config: `${BASE_CONFIG}blog:\n  sidebarCount: ALL\n${extraConfig}`, posts };
  files['blog/2025-01-01-hello.md'] = doc({ title: 'Hello', slug: 'hello' }, 'The main blog.');
  const instance = '  instances:\n    - { id: news, path: news, routeBasePath: news, title: News, sidebarCount: ALL }\n';
  return { files, config: `${BASE_CONFIG}blog:\n  sidebarCount: ALL\n${instance}${extraConfig}`, posts };
}
