// The whole page, in reading order: skip link, announcement, navbar, sidebar, main content, footer.
import { pageHeadOf, reactAttributes } from './PageHeadTags.js';
import { useStrings } from './strings.js';
import type { ReactNode } from 'react';
import type { ThemeOverrides } from '../src/types.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { Head, type HeadProps } from './Head.js';
import { CustomItem, Navbar } from './Navbar.js';
import { Slot } from './ThemeSlot.js';
import { navItemName, navItemText } from '../src/shared/nav-item.js';
import { BASE_ATTRIBUTE, withBase } from '../src/shared/base-url.js';
import { NavLinkItem, navLinkProps } from './NavLinkItem.js';
import { currentSection } from './current-section.js';
import { currentLocale } from '../src/shared/locales.js';
import { VersionDropdown } from './VersionDropdown.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { DrawerDropdown, HtmlItem } from './NavMenus.js';
import { CLIENT_STRINGS_ELEMENT, clientStringsPayload } from '../src/shared/client-strings.js';
import { inlineJson } from '../src/shared/inline-json.js';

/** What the search script needs, as JSON on the search button. */
function searchConfig({ site, route, assets }: HeadProps): string {
  const { search } = site.config;
  return JSON.stringify({
    // Only on sites with versioned docs: search keeps to the version being read (search/backends.ts).
    ...(site.docsVersions ? { versions: versionScope(site.docsVersions, route) } : {}),
    // JSON in an attribute: the render stage's base pass does not look inside, so the base is added here.
    script: withBase(site.config.baseUrl, assets.searchJs),
    provider: search.provider,
    appId: search.appId,
    apiKey: search.apiKey,
    indexName: search.indexName,
    host: search.host ?? (search.appId ? `https://${search.appId}-dsn.algolia.net` : undefined),
    contextual: search.contextualSearch,
    askAi: search.askAi?.endpoint ? { endpoint: search.askAi.endpoint, model: search.askAi.model, apiKey: search.askAi.apiKey } : null,
  });
}

/**
 * `scoped`: the search tags of every version of a versioned docs instance; `active`: the ones to search in, which
 * are the version of the doc being read, and the last version of each other instance.
 */
function versionScope(versions: NonNullable<HeadProps['site']['docsVersions']>, route: HeadProps['route']): { scoped: string[]; active: string[] } {
  const reading = route.data.type === 'doc' ? route.data.version?.pluginId : undefined;
  const all = Object.entries(versions);
  return {
    scoped: all.flatMap(([, list]) => list.map((version) => version.tag)),
    active: all.flatMap(([pluginId, list]) => (pluginId === reading ? [route.docsearchTag] : list.filter((version) => version.last).map((version) => version.tag))),
  };
}

/**
 * `sidebarHtml` is the page's sidebar, already rendered: the render stage draws each sidebar once per build and
 * marks the current page in the string, since redrawing hundreds of links for every page is most of a build.
 */
export function Layout(props: HeadProps & { children: ReactNode; sidebarHtml?: string; theme?: ThemeOverrides }) {
  const { site, route, children, sidebarHtml, theme } = props;
  const locale = currentLocale(site.config);
  const { t } = useStrings();
  const clientStrings = clientStringsPayload(site.config.themeStrings);
  // `<Head><html className="x" /></Head>` in the page's MDX: attributes of <html> and <body> (PageHeadTags.tsx).
  const pageHead = pageHeadOf(route);
  return (
    <html
      lang={locale?.htmlLang ?? 'en'}
      dir={locale?.direction ?? 'ltr'}
      data-theme={site.config.colorMode.defaultMode}
      data-default-mode={site.config.colorMode.defaultMode}
      data-respect-prefers-color-scheme={String(site.config.colorMode.respectPrefersColorScheme)}
      {...(site.config.baseUrl === '/' ? {} : { [BASE_ATTRIBUTE]: site.config.baseUrl })}
      {...reactAttributes(pageHead?.htmlAttributes ?? {})}
    >
      <Head {...props} />
      <body {...reactAttributes(pageHead?.bodyAttributes ?? {})} className={[route.bodyClass, pageHead?.bodyAttributes.class].filter(Boolean).join(' ') || undefined}>
        <a className="skip-link" href="#main-content">
          {t('theme.common.skipToMainContent', 'Skip to main content')}
        </a>
        <AnnouncementBar site={site} />
        <Navbar site={site} route={route} searchConfig={searchConfig(props)} searchBar={theme?.SearchBar} customItems={theme?.navbarItems} />
        <div className={sidebarHtml ? 'page with-sidebar' : 'page'}>
          {/* On desktop this is the sidebar column; at 996 px and below, the mobile drawer (navbar links + sidebar). */}
          <div className={sidebarHtml ? 'sidebar-column' : 'sidebar-column drawer-only'} id="mobile-drawer" data-mobile-drawer>
            <ul className="drawer-items" aria-label="Main">
              {site.config.navbar.items.map((item, index) =>
                item.type?.startsWith('custom-') ? (
                  <CustomItem key={`${index}:${item.type}`} type={item.type} html={theme?.navbarItems?.[index]} />
                ) : item.type === 'html' ? (
                  <HtmlItem key={`${index}:html`} item={item} className="drawer-html" />
                ) : item.type === 'dropdown' ? (
                  <li key={`${index}:${navItemName(item)}`}>
                    <DrawerDropdown site={site} route={route} item={item} />
                  </li>
                ) : (
                <li key={`${index}:${navItemName(item)}`}>
                  {/* An icon link is named here by its aria-label or href: the drawer lists words. */}
                  {item.type === 'docsVersionDropdown' ? (
                    <VersionDropdown site={site} route={route} pluginId={item.docsPluginId ?? 'default'} label={item.label ?? 'Version'} />
                  ) : item.type === 'localeDropdown' ? (
                    <LocaleDropdown site={site} route={route} label={item.label} />
                  ) : (
                    <NavLinkItem {...navLinkProps(item)} label={navItemText(item)} current={currentSection(site, route, item)} />
                  )}
                </li>
                ),
              )}
            </ul>
            {sidebarHtml ? <div className="sidebar-slot" dangerouslySetInnerHTML={{ __html: sidebarHtml }} /> : null}
          </div>
          <main id="main-content" className="main" tabIndex={-1}>
            {children}
          </main>
        </div>
        {/* The site's own footer (src/theme/Footer), already rendered, in place of the built-in one (or around it). */}
        <Slot name="Footer" html={theme?.Footer}>
          <Footer site={site} />
        </Slot>
        <button type="button" className="back-to-top" data-back-to-top aria-label={t('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')} hidden>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M12 5.6 4.3 13.3l1.4 1.4L11 9.4V20h2V9.4l5.3 5.3 1.4-1.4z" />
          </svg>
        </button>
        {/* The words the script writes, when the page's language has others than its English (client/strings.ts). */}
        {clientStrings ? <script type="application/json" id={CLIENT_STRINGS_ELEMENT} dangerouslySetInnerHTML={{ __html: inlineJson(clientStrings) }} /> : null}
      </body>
    </html>
  );
}
