// The hooks of Docusaurus's docs and blog plugins that read the page being drawn, answered from its data
// (page-data.ts) as Docusaurus's answer them: `useDoc()` and `useBlogPost()` give the doc's or post's metadata,
// front matter and table of contents; `useDocsSidebar()` its sidebar (null without one); `useCurrentSidebarCategory()`
// the category whose page it is; `useSidebarBreadcrumbs()` the categories down to it. Drawn for no page (a theme
// override drawn once for every page), each is a PageDataError, and the caller draws it again on each page; on a
// page of another kind, an error as in Docusaurus, where the hook is read outside its provider.
import type * as React from 'react';
import { ComponentError, PageDataError } from '../component-error.js';
import type { PageData } from '../page-data.js';
import type { PageMeta } from '../stand-ins.js';

type Item = { type: string; label?: string; href?: string; items?: Item[] };

export function pageHooks(meta: PageMeta) {
  const pageOf = (hook: string, kind: PageData['kind']): PageData => {
    const { page } = meta;
    if (!page) throw new PageDataError(`${hook}() reads the data of the doc or blog post being drawn, and this component is drawn for no page.`, 'Use it in components drawn on docs or blog post pages.');
    if (page.kind !== kind) throw new ComponentError(`${hook}() is read on a page that is not a ${kind === 'doc' ? 'doc' : 'blog post'}.`, `Use it in components drawn on ${kind === 'doc' ? 'docs' : 'blog post'} pages only, as in Docusaurus.`);
    return page;
  };
  /** The doc's sidebar; undefined when the page was drawn before the sidebars were made (a component of an MDX file). */
  const sidebarOf = (hook: string) => {
    const page = pageOf(hook, 'doc');
    if (page.sidebar === undefined) throw new ComponentError(`${hook}() reads the doc's sidebar, which lendocs does not know yet where an MDX file draws a component.`, 'Read the sidebar in a theme override (src/theme/DocItem/Footer…), or pass what the component needs as props.');
    return { page, sidebar: page.sidebar };
  };
  const permalinkOf = (page: PageData) => String(page.metadata.permalink);
  return {
    useDoc: () => {
      const page = pageOf('useDoc', 'doc');
      return { metadata: page.metadata, frontMatter: page.frontMatter, toc: page.toc, contentTitle: page.contentTitle, assets: {} };
    },
    useBlogPost: () => {
      const page = pageOf('useBlogPost', 'blog-post');
      return { metadata: page.metadata, frontMatter: page.frontMatter, toc: page.toc, contentTitle: page.contentTitle, assets: {}, isBlogPostPage: true };
    },
    useDocsSidebar: () => sidebarOf('useDocsSidebar').sidebar,
    useCurrentSidebarCategory: () => {
      const { page, sidebar } = sidebarOf('useCurrentSidebarCategory');
      const found = findPath((sidebar?.items ?? []) as Item[], permalinkOf(page))?.at(-1);
      if (found?.type !== 'category') throw new ComponentError('useCurrentSidebarCategory() is read on a page that is not a category\'s own page.', 'Use it on the page a sidebar category links to (its generated index, or its link doc), as in Docusaurus.');
      return found;
    },
    useSidebarBreadcrumbs: () => {
      const { page, sidebar } = sidebarOf('useSidebarBreadcrumbs');
      return sidebar ? findPath(sidebar.items as Item[], permalinkOf(page)) ?? [] : null;
    },
    /** DocProvider, BlogPostProvider, DocsSidebarProvider: the page's data is given already; they draw their children. */
    Provider: ({ children }: { children?: React.ReactNode }) => children ?? null,
  };
}

/** The items from the sidebar's top down to the one that links `href`. */
function findPath(items: Item[], href: string): Item[] | undefined {
  const same = (a?: string) => a !== undefined && a.replace(/\/$/, '') === href.replace(/\/$/, '');
  for (const item of items) {
    if (same(item.href)) return [item];
    const inner = item.items && findPath(item.items, href);
    if (inner) return [item, ...inner];
  }
  return undefined;
}
