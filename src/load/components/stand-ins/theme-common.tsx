// `@docusaurus/theme-common` (and `/internal`): the hooks and helpers site components import from it, answered as
// Docusaurus's server render answers them: the default colour mode, the theme config, the window size 'ssr',
// collapsibles in their first state. Anything that reads a page's doc or sidebar is not known to a component here.
import * as React from 'react';
import type { SiteInfo } from '../site-info.js';
import type { PageMeta } from '../stand-ins.js';
import { pluralForm } from '../../../shared/client-strings.js';

type Props = Record<string, any> & { children?: React.ReactNode };

/** What `useThemeConfig()` (and `siteConfig.themeConfig`) gives: the config's navbar, footer and colour mode. */
export function themeConfigOf(site: SiteInfo): Record<string, unknown> {
  const colorMode = site.colorMode ?? { defaultMode: 'light', respectPrefersColorScheme: false };
  return {
    colorMode: { ...colorMode, disableSwitch: false },
    navbar: { hideOnScroll: false, items: [], ...(site.navbar as object) },
    footer: { links: [], ...(site.footer as object) },
    docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
    blog: { sidebar: { groupByYear: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: { additionalLanguages: [], magicComments: [] },
    metadata: [],
  };
}

/** What `useDocusaurusContext().siteConfig` gives (and a React page's `config` prop: router.tsx). */
export function siteConfigOf(site: SiteInfo): Record<string, unknown> {
  return { title: site.title, tagline: site.tagline, url: site.url, baseUrl: '/', titleDelimiter: site.titleDelimiter ?? '|', customFields: site.customFields ?? {}, themeConfig: themeConfigOf(site) };
}

/** Docusaurus's ThemeClassNames (theme-common 3.x): the stable class names of its theme's parts. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
};

export function themeCommonModule(site: SiteInfo, meta: PageMeta): Record<string, unknown> {
  const defaultMode = site.colorMode?.defaultMode ?? 'light';
  const stay = () => undefined;
  const Collapsible = ({ as: As = 'div', collapsed = true, lazy, className, children }: Props) => (
    <As className={className} style={collapsed ? { display: 'none', overflow: 'hidden', height: 0 } : undefined}>
      {lazy && collapsed ? null : children}
    </As>
  );
  return {
    __esModule: true,
    ThemeClassNames,
    useColorMode: () => ({ colorMode: defaultMode, setColorMode: stay, isDarkTheme: defaultMode === 'dark', setLightTheme: stay, setDarkTheme: stay }),
    useThemeConfig: () => themeConfigOf(site),
    useWindowSize: () => 'ssr',
    usePrismTheme: () => ({ plain: {}, styles: [] }),
    // In the locale being built, by its plural rules (Arabic has six forms), as Docusaurus's usePluralForm.
    usePluralForm: () => ({ selectMessage: (count: number, messages: string) => pluralForm(messages, count, site.i18n?.currentLocale ?? 'en') }),
    useCollapsible: ({ initialState }: { initialState: boolean | (() => boolean) }) => ({ collapsed: typeof initialState === 'function' ? initialState() : initialState, setCollapsed: stay, toggleCollapsed: stay }),
    Collapsible,
    usePrevious: () => undefined,
    // The items that equal an earlier one, as Docusaurus's jsUtils gives them (a Tabs copy checks its values with it).
    duplicates: <T,>(items: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b) => items.filter((item, index) => items.findIndex((other) => same(other, item)) !== index),
    // Browser storage: on the server, as in Docusaurus's server render, nothing is stored (a tab group's choice).
    useStorageSlot: () => [null, { get: () => null, set: stay, del: stay, listen: () => stay }],
    useEvent: <T,>(callback: T) => callback,
    useQueryString: () => [null, stay],
    useQueryStringList: () => [[], stay],
    useDateTimeFormat: (options: Intl.DateTimeFormatOptions = {}) => new Intl.DateTimeFormat('en', { timeZone: 'UTC', ...options }),
    isRegexpStringMatch: (pattern: string | undefined, text: string) => (pattern ? new RegExp(pattern).test(text) : false),
    prefersReducedMotion: () => false,
    // Hooks of the theme's layout that act in the browser only (a listener, a scroll position): nothing on the server.
    useKeyboardNavigation: stay,
    useScrollPositionBlocker: () => ({ blockElementScrollPositionUntilNextRender: stay }),
    useNavbarMobileSidebar: () => ({ disabled: false, shouldRender: false, shown: false, toggle: stay }),
    composeProviders: (providers: React.ComponentType<Props>[]) => ({ children }: Props) => <>{providers.reduceRight<React.ReactNode>((inner, Provider) => <Provider>{inner}</Provider>, children)}</>,
    // Page metadata goes to the page's head as `@docusaurus/Head`'s does: the title and description it is given.
    PageMetadata: ({ title, description }: Props) => {
      if (typeof title === 'string') meta.title ??= title;
      if (typeof description === 'string') meta.description ??= description;
      return null;
    },
    HtmlClassNameProvider: ({ children }: Props) => <>{children}</>,
    ErrorCauseBoundary: ({ children }: Props) => <>{children}</>,
    ThemedComponent: ({ children, className }: { children: (props: { theme: string; className: string }) => React.ReactNode; className?: string }) => (
      <>
        {(['light', 'dark'] as const).map((theme) => (
          <React.Fragment key={theme}>{children({ theme, className: [className, 'themedComponent', `themedComponent--${theme}`].filter(Boolean).join(' ') })}</React.Fragment>
        ))}
      </>
    ),
  };
}

