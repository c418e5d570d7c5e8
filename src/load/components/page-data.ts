// The data of the page being drawn, as Docusaurus's page hooks give it to a component: `useDoc()` (a doc's
// metadata, front matter and table of contents), `useBlogPost()` (a post's), `useDocsSidebar()` (the doc's sidebar).
// Made from what is known where the code runs: for a component an MDX file draws, while its page is loaded (its
// route, front matter, title and headings: `fromLoadedPage`); for a theme override drawn per page, from the page's
// route in the Site (its sidebar, tags, neighbours, edit URL and last update too: `fromRoute`). Plain data: it
// crosses to the site's code thread with the job.
import { escapeHtml } from '../../shared/html.js';
import type { Heading, Route, SidebarItem, Site } from '../../types.js';

/** A heading as Docusaurus's `toc` lists it. */
export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export interface PageData {
  kind: 'doc' | 'blog-post';
  /** Docusaurus's DocMetadata or BlogPostMetadata, as far as lendocs knows it. */
  metadata: Record<string, unknown>;
  frontMatter: Record<string, unknown>;
  toc: TocItem[];
  contentTitle?: string;
  /** The doc's sidebar (`useDocsSidebar()`): null on a doc without one; undefined where it is not known yet. */
  sidebar?: { name: string; items: unknown[] } | null;
}

const toc = (headings: Heading[]): TocItem[] => headings.filter((heading) => heading.level >= 2).map((heading) => ({ value: escapeHtml(heading.text), id: heading.id, level: heading.level }));
const sourceOf = (source: string) => `@site/${source}`;
const idOf = (source: string) => source.replace(/^[^/]+\//, '').replace(/\.mdx?$/, '');

/** What a component an MDX file draws can be told while the page loads (its sidebar and neighbours come later). */
export function fromLoadedPage(page: { kind: 'doc' | 'post' | 'page'; source: string; permalink: string; frontMatter: Record<string, unknown>; headings: Heading[]; contentTitle?: string }): PageData | undefined {
  if (page.kind === 'page') return undefined;
  const { frontMatter, permalink } = page;
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : page.contentTitle ?? idOf(page.source).split('/').pop()!;
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : '';
  const common = { title, description, permalink, source: sourceOf(page.source), frontMatter, unlisted: frontMatter.unlisted === true };
  const metadata = page.kind === 'doc' ? { ...common, id: typeof frontMatter.id === 'string' ? frontMatter.id : idOf(page.source), slug: permalink, draft: frontMatter.draft === true, tags: [] } : { ...common, tags: [], authors: [] };
  return { kind: page.kind === 'doc' ? 'doc' : 'blog-post', metadata, frontMatter, toc: toc(page.headings), contentTitle: page.contentTitle };
}

/** A doc's or post's data from its route, for an override drawn on its page; undefined on other pages. */
export function fromRoute(route: Route, site: Site): PageData | undefined {
  const { data } = route;
  if (data.type !== 'doc' && data.type !== 'blog-post') return undefined;
  const { page } = data;
  const tags = (data.type === 'doc' ? data.tags : data.post.tags).map((tag) => ({ label: tag.label, permalink: tag.href, description: tag.description }));
  const neighbour = (link?: { label: string; href: string }) => link && { title: link.label, permalink: link.href };
  const common = { title: page.title, description: page.description, permalink: route.path, source: sourceOf(page.source), frontMatter: page.frontMatter, tags, unlisted: page.frontMatter.unlisted === true };
  const base = { frontMatter: page.frontMatter, toc: toc(page.headings), contentTitle: page.heading };
  if (data.type === 'blog-post') {
    const { post } = data;
    const authors = post.authors.map((author) => ({ key: author.key, name: author.name, title: author.title, url: author.url, imageURL: author.imageUrl }));
    const metadata = { ...common, date: `${post.date}T00:00:00.000Z`, readingTime: post.readingMinutes, hasTruncateMarker: page.hasTruncate, authors, prevItem: neighbour(data.previous), nextItem: neighbour(data.next) };
    return { kind: 'blog-post', metadata, ...base };
  }
  const sidebarName = Object.keys(site.config.sidebars ?? {})[route.sidebarIndex ?? 0] ?? 'defaultSidebar';
  const items = route.sidebar === 'docs' ? site.sidebars[route.sidebarIndex ?? 0] ?? [] : [];
  const metadata = {
    ...common,
    id: typeof page.frontMatter.id === 'string' ? page.frontMatter.id : idOf(page.source),
    slug: route.path,
    draft: page.frontMatter.draft === true,
    editUrl: data.editUrl,
    lastUpdatedAt: data.lastUpdate?.date ? Date.parse(data.lastUpdate.date) : undefined,
    lastUpdatedBy: data.lastUpdate?.author,
    sidebar: items.length > 0 ? sidebarName : undefined,
    previous: neighbour(data.previous),
    next: neighbour(data.next),
    version: data.version ? data.version.versions.find((version) => version.current)?.label : 'current',
  };
  return { kind: 'doc', metadata, ...base, sidebar: items.length > 0 ? { name: sidebarName, items: items.map(docusaurusItem) } : null };
}

/** A sidebar item as Docusaurus's sidebar gives it to the theme. */
function docusaurusItem(item: SidebarItem): Record<string, unknown> {
  if (item.type === 'html') return { type: 'html', value: item.value, defaultStyle: item.defaultStyle ?? false, ...(item.className ? { className: item.className } : {}) };
  const customProps = item.customProps ? { customProps: item.customProps } : {};
  if (item.type === 'link') return { type: 'link', label: item.label, href: item.href, ...(item.source ? { docId: idOf(item.source) } : {}), ...customProps };
  return { type: 'category', label: item.label, href: item.href, collapsed: item.collapsed, collapsible: true, items: item.items.map(docusaurusItem), ...customProps };
}
