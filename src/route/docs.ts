// Routes for docs: one per doc, plus the docs tags pages (/tags, /tags/{tag}).
import type { CategoryMeta } from '../load/categories.js';
import { slugify } from '../load/plugins/headings.js';
import type { NavLink, Page, Route, SidebarItem, TagInfo } from '../types.js';
import { docRoute } from './doc-paths.js';
import { breadcrumbsFor, flattenSidebar, sidebarFromTree } from './sidebar.js';

export interface DocsRoutes {
  routes: Route[];
  sidebar: SidebarItem[];
}

export function routeDocs(docs: Page[], categories: Map<string, CategoryMeta>): DocsRoutes {
  const routeOf = new Map(docs.map((doc) => [doc, docRoute(doc)]));
  const sidebar = sidebarFromTree(docs, categories, (doc) => routeOf.get(doc)!);
  const order = flattenSidebar(sidebar);
  const position = new Map(order.map((link, index) => [link.href, index]));
  const tags = docsTags(docs);

  const ordered = [...docs].sort(
    (a, b) => (position.get(routeOf.get(a)!) ?? Infinity) - (position.get(routeOf.get(b)!) ?? Infinity) || a.source.localeCompare(b.source),
  );
  const routes: Route[] = ordered.map((page) => {
    const path = routeOf.get(page)!;
    const at = position.get(path);
    const unlisted = page.frontMatter.unlisted === true;
    const neighbour = (offset: number): NavLink | undefined => (at === undefined ? undefined : order[at + offset]);
    return {
      path,
      title: page.title,
      description: page.description,
      bodyClass: 'docs-doc-page',
      docsearchTag: 'docs-default-current',
      sidebar: 'docs',
      noindex: unlisted,
      source: page.source,
      image: page.frontMatter.image as string | undefined,
      data: {
        type: 'doc',
        page,
        breadcrumbs: breadcrumbsFor(sidebar, path) ?? [{ label: page.title, href: path }],
        previous: neighbour(-1),
        next: neighbour(1),
        tags: tagsOf(page).map((key) => tags.get(key)!),
      },
    };
  });

  const tagList = [...tags.values()].sort((a, b) => a.label.localeCompare(b.label));
  if (tagList.length > 0) {
    routes.push({
      path: '/tags',
      title: 'Tags',
      description: 'Every tag used in the docs.',
      bodyClass: 'docs-tags-list-page',
      docsearchTag: 'doc_tags_list',
      sidebar: 'none',
      noindex: false,
      data: { type: 'docs-tags', tags: tagList },
    });
    for (const tag of tagList) {
      const tagged = ordered.filter((doc) => doc.frontMatter.unlisted !== true && tagsOf(doc).includes(tag.key));
      routes.push({
        path: tag.href,
        title: `${tag.count} doc${tag.count === 1 ? '' : 's'} tagged with "${tag.label}"`,
        description: tag.description,
        bodyClass: 'docs-tags-doc-list-page',
        docsearchTag: 'doc_tag_doc_list',
        sidebar: 'none',
        noindex: false,
        data: {
          type: 'docs-tag',
          tag,
          docs: tagged.map((doc) => ({ title: doc.title, href: routeOf.get(doc)!, description: doc.description })),
        },
      });
    }
  }
  return { routes, sidebar };
}

function tagLabel(tag: unknown): string {
  return typeof tag === 'string' ? tag : (tag as { label: string }).label;
}

function tagsOf(page: Page): string[] {
  return ((page.frontMatter.tags as unknown[] | undefined) ?? []).map((tag) => slugify(tagLabel(tag)));
}

function docsTags(docs: Page[]): Map<string, TagInfo> {
  const tags = new Map<string, TagInfo>();
  for (const doc of docs) {
    for (const tag of (doc.frontMatter.tags as unknown[] | undefined) ?? []) {
      const key = slugify(tagLabel(tag));
      const permalink = typeof tag === 'object' ? (tag as { permalink?: string }).permalink : undefined;
      const existing = tags.get(key);
      if (existing) {
        if (doc.frontMatter.unlisted !== true) existing.count++;
        continue;
      }
      tags.set(key, {
        key,
        label: tagLabel(tag),
        href: `/tags${permalink ?? `/${key}`}`,
        description: `Docs tagged with "${tagLabel(tag)}".`,
        count: doc.frontMatter.unlisted === true ? 0 : 1,
      });
    }
  }
  return tags;
}
