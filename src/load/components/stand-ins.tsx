// What the site's components and React pages import from Docusaurus, stood in for at build time. Each stand-in
// renders the server HTML Docusaurus would (a component that needs the browser renders its fallback).
// `@theme/Layout` draws only its children (lendocs' own layout goes around the page) and notes the title and
// description it is given, which a React page uses as its own.
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMServer from 'react-dom/server';
import { cardHtml, categoryCard, firstHref, linkCard } from '../../shared/doc-card.js';
import { clipText } from '../../shared/text-transforms.js';
import { decodeLocalHref } from '../../shared/url-path.js';
import { OWN_PART } from '../../shared/theme-slot.js';
import { ADMONITION_TYPES } from '../../shared/admonition-types.js';
import { THEME_SLOTS } from './theme-slots.js';
import { builtin } from './builtin-marks.js';
import { drawsWritten } from './written-builtins.js';
import type { SiteInfo } from './site-info.js';
import type { PageData } from './page-data.js';
import { ComponentError } from './component-error.js';
import { clsx, ExecutionEnvironment, IconExternalLink, IdealImage, interpolate, Interpolate, isInternalUrl, SearchBar, ThemedImage, THEMED_IMAGE_CSS } from './stand-ins/components.js';
import { routerModule } from './stand-ins/router.js';
import { reactModule } from './stand-ins/react-internals.js';
import { withNamedCheck } from './stand-ins/named-check.js';
import { loggerModule } from './stand-ins/logger.js';
import { BlogAuthor } from './stand-ins/blog-author.js';
import { TOC, TOCItems } from './stand-ins/toc.js';
import { tabsStandIns } from './stand-ins/tabs.js';
import { siteDataModules } from './stand-ins/site-data.js';
import { siteConfigOf, themeCommonModule } from './stand-ins/theme-common.js';
import { themeInternals } from './stand-ins/theme-internal.js';
import { mdxComponentFile, mdxComponentsMap, type MdxParts } from './stand-ins/mdx-components.js';
import { themeIcon, useBrokenLinks } from './stand-ins/icons.js';
import { deepCoreSpecifier, deepThemeSpecifier, wrapperStandIn } from './stand-ins/theme-fallbacks.js';
import { coreExportStandIn } from './stand-ins/core-exports.js';
import { siteJsxRuntime } from './stand-ins/plain-anchors.js';
import { baseUrl, linkFor } from './stand-ins/link.js';
import { legacyThemeHook } from './stand-ins/legacy-theme-hooks.js';

/** What a React page told `@theme/Layout` and `@docusaurus/Head` about itself, and the page being drawn. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** The route path of the page being drawn (set before each drawing): `useLocation()` and the version hooks read it. */
  pathname?: string;
  /** The doc or blog post being drawn, when the code is drawn for one (`useDoc()`, `useBlogPost()`: page-data.ts). */
  page?: PageData;
}

/** The CSS a stand-in needs in the site's stylesheet, by specifier (given with the component that imports it). */
export const STAND_IN_CSS: Readonly<Record<string, string>> = { '@theme/ThemedImage': THEMED_IMAGE_CSS };

export type { SiteInfo };

type Props = Record<string, any> & { children?: React.ReactNode };

/**
 * A stand-in module as a bundle imports it. A site whose package.json says `"type": "module"` is bundled in Node's
 * interop mode, where `import X from` gives the whole module rather than its `default`: so a module whose default is
 * a function is that function too, carrying the named exports, and either reading finds the component.
 */
const esModule = <T extends object>(value: T & { default?: unknown }): T => {
  const main = value.default;
  if (typeof main === 'function') return Object.assign((...args: unknown[]) => (main as (...a: unknown[]) => unknown)(...args), { __esModule: true }, value) as unknown as T;
  return { __esModule: true, ...value } as T;
};

/** The module for an import specifier, or undefined when lendocs has no stand-in for it. */
export function standIn(specifier: string, site: SiteInfo, meta: PageMeta): unknown {
  switch (specifier) {
    case 'react':
      return reactModule;
    case 'react/jsx-runtime':
    case 'react/jsx-dev-runtime':
      return siteJsxRuntime;
    case 'react-dom':
      return ReactDOM;
    case 'react-dom/server':
      return ReactDOMServer;
    case '@docusaurus/Link':
      return esModule({ default: builtin('Link', linkFor(meta)) });
    case '@docusaurus/useBaseUrl':
      return esModule({ default: baseUrl, useBaseUrlUtils: () => ({ withBaseUrl: baseUrl }) });
    case '@docusaurus/useDocusaurusContext':
      return esModule({
        default: () => ({
          siteConfig: siteConfigOf(site),
          i18n: site.i18n ? { currentLocale: site.i18n.currentLocale, defaultLocale: site.i18n.defaultLocale, locales: site.i18n.locales } : { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
        }),
      });
    case '@docusaurus/useIsBrowser':
      return esModule({ default: () => false });
    case '@docusaurus/BrowserOnly':
      return esModule({ default: ({ fallback }: Props) => fallback ?? null });
    case '@docusaurus/Translate': {
      // The message of its id (or, without an id, of its text) in the locale's code.json, else the text as written,
      // its {placeholders} filled from `values`, as Docusaurus's Translate and translate() do.
      const messages = site.i18n?.messages ?? {};
      const text = (id: unknown, message: string) => messages[typeof id === 'string' ? id : message] ?? message;
      return esModule({
        default: ({ children, id, message, values }: Props) => <>{interpolate(text(id, String(children ?? message ?? '')), values)}</>,
        translate: ({ id, message }: { id?: string; message: string }, values?: Record<string, string>) => String(interpolate(text(id, message ?? id ?? ''), values)),
      });
    }
    case '@docusaurus/Head':
      return esModule({ default: () => null });
    case '@theme/Layout':
      return esModule({
        default: ({ children, title, description }: Props) => {
          if (typeof title === 'string') meta.title = title;
          if (typeof description === 'string') meta.description = description;
          return <>{children}</>;
        },
      });
    case '@theme/Heading':
      return esModule({ default: heading() });
    case '@theme/CodeBlock':
      return esModule({ default: builtin('CodeBlock', ({ children, language }: Props) => <pre><code className={language ? `language-${language}` : undefined}>{children}</code></pre>) });
    case '@theme/Admonition':
      return esModule({ default: admonition() });
    case '@theme/Details':
      return esModule({ default: details() });
    case '@theme/Tabs':
      return esModule({ default: tabsStandIns.Tabs });
    case '@theme/TabItem':
      return esModule({ default: tabsStandIns.TabItem });
    case '@theme/TOCInline':
      return esModule({ default: renderedInMdxOnly('TOCInline') });
    case '@theme/DocCardList':
      return esModule({ default: docCardList() });
    case '@theme/MDXComponents':
      return mdxComponentsMap(mdxParts(meta));
    case '@theme/NavbarItem/ComponentTypes':
      return navbarComponentTypes();
    case '@theme/Admonition/Types':
      return admonitionTypes();
    case 'clsx':
      return esModule({ default: clsx, clsx });
    default:
      // A swizzled wrapper imports the component it wraps as `@theme-original/X` (or `@theme-init/X`): the same
      // stand-in as `@theme/X`.
      // The original of a wrapper lendocs honours draws the part it wraps.
      if (!/^@theme-(original|init)\//.test(specifier)) return moreStandIns(specifier, site, meta);
      const name = specifier.replace(/^@theme-(original|init)\//, '');
      if (THEME_SLOTS.some((slot) => slot.name === name && slot.wraps)) return slotOriginal(name);
      return standIn(`@theme/${name}`, site, meta) ?? slotOriginal(name);
  }
}

/**
 * A part of the page an override in src/theme wraps (theme-slots.ts): its `children` where the wrapper gives them
 * (Root, MDXContent, BlogPostItem), else the marker where lendocs puts its own (shared/theme-slot.ts).
 */
function slotOriginal(name: string): unknown {
  if (!THEME_SLOTS.some((slot) => slot.name === name)) return undefined;
  return esModule({ default: ({ children }: Props) => <>{children ?? OWN_PART}</> });
}

/** The router, theme-common's hooks, the plugins' data, and the components of Docusaurus's that sites import less. */
function moreStandIns(specifier: string, site: SiteInfo, meta: PageMeta): unknown {
  const link = linkFor(meta);
  switch (specifier) {
    case '@docusaurus/router':
    case 'react-router':
    case 'react-router-dom':
      return routerModule(meta, link);
    case '@docusaurus/theme-common':
      return withNamedCheck(specifier, themeCommonModule(site, meta));
    case '@docusaurus/theme-common/internal':
      // Docusaurus 2 exported the docs hooks from theme-common too; sites swizzled then still import them there.
      return withNamedCheck(specifier, { ...siteDataModules(site, meta, link)['@docusaurus/plugin-content-docs/client'], ...themeCommonModule(site, meta), ...themeInternals });
    case '@docusaurus/useGlobalData':
    case '@docusaurus/plugin-content-docs/client':
    case '@docusaurus/plugin-content-blog/client':
      return withNamedCheck(specifier, siteDataModules(site, meta, link)[specifier]);
    case '@theme/NavbarItem':
      // What a swizzled NavbarItem hands on: an item lendocs draws itself (navbar-item-types.ts).
      return esModule({ default: builtin('NavbarItem', () => null) });
    case '@docusaurus/theme-common/Details':
      // The Details @theme/Details wraps (theme-common 3.x), which a site's component may draw itself.
      return withNamedCheck(specifier, { __esModule: true, Details: details('Details') });
    case '@theme/ThemedImage':
      return esModule({ default: builtin('ThemedImage', ThemedImage) });
    case '@theme/IdealImage':
      return esModule({ default: IdealImage });
    case '@docusaurus/Interpolate':
      return esModule({ default: Interpolate, interpolate });
    case '@docusaurus/ExecutionEnvironment':
      return { __esModule: true, default: ExecutionEnvironment, ...ExecutionEnvironment };
    case '@theme/SearchBar':
      return esModule({ default: SearchBar });
    case '@theme/Icon/ExternalLink':
      return esModule({ default: IconExternalLink });
    case '@docusaurus/isInternalUrl':
      return esModule({ default: isInternalUrl, isInternalUrl });
    case '@docusaurus/useBrokenLinks':
      return esModule({ default: useBrokenLinks });
    case '@docusaurus/logger':
      return loggerModule();
    case '@theme/Blog/Components/Author':
      return esModule({ default: BlogAuthor });
    case '@theme/TOC':
      return esModule({ default: TOC });
    case '@theme/TOCItems':
      return esModule({ default: TOCItems });
    default: {
      // `@docusaurus/theme-classic/lib/theme/X`: the classic theme's X (stand-ins/theme-fallbacks.ts).
      // `@docusaurus/core/lib/client/exports/X`: `@docusaurus/X`.
      const deep = deepThemeSpecifier(specifier) ?? deepCoreSpecifier(specifier);
      if (deep) return standIn(deep, site, meta);
      const wrapper = wrapperStandIn(specifier) ?? coreExportStandIn(specifier);
      if (wrapper) return wrapper;
      if (specifier.startsWith('@theme/hooks/')) return legacyThemeHook(specifier.slice('@theme/hooks/'.length), themeCommonModule(site, meta));
      const icon = specifier.startsWith('@theme/Icon/') ? themeIcon(specifier.slice('@theme/Icon/'.length)) : undefined;
      if (icon) return esModule({ default: icon });
      // `@theme/MDXComponents/A` and the other files of Docusaurus's MDXComponents folder: the map's entries.
      const entry = mdxComponentFile(specifier, mdxParts(meta));
      return entry === undefined ? undefined : esModule({ default: entry });
    }
  }
}

const heading = () => builtin('Heading', ({ as: Tag = 'h2', ...rest }: Props) => <Tag {...rest} />);

const mdxParts = (meta: PageMeta): MdxParts => ({ link: linkFor(meta), heading: heading(), details, admonition });

const admonition = () =>
  builtin('Admonition', drawsWritten(({ type = 'note', title, children }: Props) => (
    <div className={`admonition admonition-${type}`}>
      {title ? <p className="admonition-heading">{title}</p> : null}
      <div className="admonition-content">{children}</div>
    </div>
  )));

/**
 * Docusaurus's own admonition types, which a swizzled `src/theme/Admonition/Types` spreads: lendocs draws those
 * itself (admonition-types.ts reads only what the site adds or replaces); drawn by a component, each is lendocs's.
 */
function admonitionTypes(): Record<string, unknown> {
  const map = Object.fromEntries(ADMONITION_TYPES.map((type) => [type, builtin(type, (props: Props) => admonition()({ ...props, type }))]));
  return Object.defineProperties(map, { default: { value: map }, __esModule: { value: true } });
}

/** `<details>` (or Docusaurus's `<Details>`: marked with the name the map gives it, so it is no alias). */
const details = (name = 'details') =>
  builtin(name, drawsWritten(({ summary, children, className, ...rest }: Props) => (
    <details className={clsx('details', className)} {...rest}>
      {typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      {children}
    </details>
  )));

/**
 * TOCInline reads what only the MDX file knows (its headings; DocCardList without items, its category):
 * lendocs draws them where an MDX file uses them, and a component that draws one itself is told so.
 */
const renderedInMdxOnly = (name: string) =>
  builtin(name, (): never => {
    throw new ComponentError(`<${name}> (@theme/${name}) is drawn by lendocs where an MDX file uses it, not inside a component.`, `Write <${name}> in the MDX file itself, or draw the markup in your component.`);
  });

interface CardItem {
  type?: string;
  label?: string;
  href?: string;
  description?: string;
  items?: CardItem[];
}

/**
 * `<DocCardList items={…} />` drawn by a component: a card per item as lendocs draws them (render/doc-cards.ts) and
 * Docusaurus's DocCard reads them (`link`: its label; `category`: its label and "N items"). A doc's description
 * comes from the item only: a component is drawn before the site's docs are known. Without `items`, the cards are
 * the current category's, which only the MDX file knows.
 */
const docCardList = () =>
  builtin('DocCardList', ({ items, className }: Props) => {
    if (!Array.isArray(items)) return renderedInMdxOnly('DocCardList')();
    const cards = (items as CardItem[]).flatMap((item) => {
      if (item.type !== 'link' && item.type !== 'category') throw new ComponentError(`<DocCardList> cannot draw an item of type "${item.type}" (${clipText(JSON.stringify(item), 80)}).`, 'Give DocCardList items of type "link" or "category", as Docusaurus does.');
      const written = item.type === 'category' ? firstHref(item) : item.href;
      if (!written) return [];
      // As an author writes it (maybe percent-encoded): decoded, as the cards' hrefs are kept.
      const href = decodeLocalHref(baseUrl(written) ?? written);
      const label = item.label ?? '';
      return [item.type === 'category' ? categoryCard(label, href, item.items?.length ?? 0, item.description) : linkCard(label, href, item.description ?? '')];
    });
    // The same markup as the cards lendocs draws for an MDX file (shared/doc-card.ts).
    return <ul className={clsx('doc-card-list cards', className)} dangerouslySetInnerHTML={{ __html: cards.map(cardHtml).join('') }} />;
  });

/**
 * Docusaurus's own navbar item types, which a swizzled `src/theme/NavbarItem/ComponentTypes` spreads: lendocs draws
 * those items itself (navbar-item-types.ts reads only the site's `custom-` types), so each draws nothing here.
 */
function navbarComponentTypes(): Record<string, unknown> {
  const types = ['default', 'localeDropdown', 'search', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'];
  const map = Object.fromEntries(types.map((type) => [type, builtin(type, () => null)]));
  return Object.defineProperties(map, { default: { value: map }, __esModule: { value: true } });
}
