// A blog's sidebar, drawn once per build. With blog.sidebarCount: ALL it lists every post, so a blog of thousands of
// posts would make every blog page carry every post's link. As for a docs sidebar's long top level
// (sidebar-window.tsx), a list over the budget is cut: a page carries the posts around its own (a list page, the
// newest), whose HTML fits SIDEBAR_WINDOW_BUDGET, under their years' headings, with a stand-in (SidebarMore) at the
// start of its first year's list and at the end of its last; every year's group, whole, is one shared file named by
// a hash of its contents, from which the browser puts the rest in place (src/client/sidebar-top.ts). Without
// JavaScript a stand-in leads to the post next to the window, and the archive lists them all.
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlogSidebar, BlogSidebarPost, BlogSidebarYear, postsByYear } from '../../templates/BlogSidebar.js';
import { SidebarMore } from '../../templates/DocsSidebar.js';
import { StringsProvider } from '../../templates/strings.js';
import { blogPath, blogSidebarCount } from '../shared/blog-path.js';
import { SIDEBAR_ITEMS_DIR } from '../shared/asset-paths.js';
import { finishHtmlUrls } from '../shared/base-url.js';
import { SIDEBAR_TOP_LEVEL_BUDGET } from '../shared/sidebar-budget.js';
import type { Site } from '../types.js';
import { windowAround } from './sidebar-window.js';

/** A blog's sidebar, nothing marked: `html` whole ('' when it lists no posts), and its parts when it is over the budget. */
export interface DrawnBlogSidebar {
  html: string;
  windowed?: BlogWindowParts;
}

interface BlogWindowParts {
  /** The sidebar up to its first year (its <nav> naming the shared file, and its title), and after its last. */
  head: string;
  tail: string;
  /** Each year's HTML up to its first post. */
  yearOpen: string[];
  /** Each post's <li>, the year it is in, and its route (where a stand-in leads). */
  posts: { html: string; year: number; href: string }[];
  /** Where each post's <li> starts in the posts' HTML joined; the last entry is where the last one ends. */
  bounds: number[];
  /** Each post's index, by its route. */
  index: Map<string, number>;
  /** The shared file: every year's group whole (output-relative path and contents). */
  file: { name: string; contents: string };
}

const YEAR_END = '</ul></div>';

/**
 * A blog's sidebar (`id`: another blog's, `site` as siteOfBlog() gives it for that blog). `topJs`: the path of the
 * code that puts the rest of a list over the budget in place (site-assets.ts), named in its pages.
 */
export function drawBlogSidebar(site: Site, id: string | undefined, topJs = ''): DrawnBlogSidebar {
  // Only a sidebar turned off says nothing: an empty blog (blog.emptyList) still has its (empty) sidebar.
  if (site.config.blog.sidebarCount === 0) return { html: '' };
  const count = blogSidebarCount(site.config.blog, site.posts.length);
  const posts = site.posts.slice(0, count);
  const archive = count < site.posts.length ? { href: blogPath(site.config.blog, 'archive'), count: site.posts.length } : undefined;
  // Drawn apart from the pages, so given the locale's words here (its title may come from the blog's options.json).
  const draw = (top?: { src: string; js: string }) => renderToStaticMarkup(<StringsProvider config={site.config}><BlogSidebar posts={top ? [] : posts} archive={archive} blog={id} top={top} /></StringsProvider>);
  const html = draw();
  // Its years are shorter than the whole: a short sidebar costs nothing more.
  if (html.length <= SIDEBAR_TOP_LEVEL_BUDGET) return { html };
  const years = postsByYear(posts);
  const groups = years.map(([year, list]) => renderToStaticMarkup(<BlogSidebarYear year={year} posts={list} />));
  const frame = draw({ src: '/', js: '/' });
  const split = frame.indexOf('</p>') + '</p>'.length;
  const [head, tail] = [frame.slice(0, split).replace(' data-sidebar-top-src="/" data-sidebar-top-js="/"', ''), frame.slice(split)];
  if (head + groups.join('') + tail !== html) throw new Error('The blog sidebar is not its title, its years and what follows them.');
  if (html.length - head.length - tail.length <= SIDEBAR_TOP_LEVEL_BUDGET) return { html };

  const rules = { ...site.config, config: site.config };
  // The browser inserts these as they are, so unlike the pages (render-route.tsx) they get the base here.
  const contents = JSON.stringify(groups.map((group) => finishHtmlUrls(group, rules)));
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  const file = { name: `${SIDEBAR_ITEMS_DIR}/${id ? `blog-${id}` : 'blog'}-top.${hash}.json`, contents };
  const parts: BlogWindowParts = { head: '', tail, yearOpen: [], posts: [], bounds: [0], index: new Map(), file };
  const named = draw({ src: `/${file.name}`, js: topJs });
  parts.head = named.slice(0, named.indexOf('</p>') + '</p>'.length);
  years.forEach(([year, list], at) => {
    parts.yearOpen.push(renderToStaticMarkup(<BlogSidebarYear year={year} posts={[]} />).slice(0, -YEAR_END.length));
    for (const post of list) {
      const li = renderToStaticMarkup(<BlogSidebarPost post={post} />);
      parts.index.set(post.href, parts.posts.length);
      parts.posts.push({ html: li, year: at, href: post.href });
      parts.bounds.push(parts.bounds[parts.bounds.length - 1] + li.length);
    }
  });
  return { html, windowed: parts };
}

/**
 * A page's blog sidebar when the list is over the budget: the posts around its own (`routePath`), or the newest
 * on a page that is not a listed post, under their years' headings, with the stand-ins. Nothing is marked.
 */
export function blogWindowFor(parts: BlogWindowParts, routePath: string): string {
  const own = parts.index.get(routePath) ?? 0;
  const { from, to } = windowAround(parts.bounds, own, own);
  const total = parts.posts.length;
  const html = [parts.head];
  for (let i = from; i < to; i++) {
    const { year } = parts.posts[i];
    if (i === from || parts.posts[i - 1].year !== year) html.push(parts.yearOpen[year]);
    if (i === from && from > 0) html.push(renderToStaticMarkup(<SidebarMore side="before" at={year} count={from} href={parts.posts[from - 1].href} noun="post" />));
    html.push(parts.posts[i].html);
    if (i === to - 1 && to < total) html.push(renderToStaticMarkup(<SidebarMore side="after" at={year} count={total - to} href={parts.posts[to].href} noun="post" />));
    if (i === to - 1 || parts.posts[i + 1].year !== year) html.push(YEAR_END);
  }
  html.push(parts.tail);
  return html.join('');
}

/** The shared files of the site's blogs' sidebars over the budget, for the emit stage. */
export function blogSidebarFiles(blogs: [Site, string | undefined][]): [string, string][] {
  return blogs.flatMap(([site, id]) => {
    const file = drawBlogSidebar(site, id).windowed?.file;
    return file ? [[file.name, file.contents] as [string, string]] : [];
  });
}
