import { useStrings } from './strings.js';
import type { Route, Site } from '../src/types.js';
import { NavLinkItem, navLinkProps } from './NavLinkItem.js';
import { navItemName } from '../src/shared/nav-item.js';
import { VersionDropdown } from './VersionDropdown.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { hrefFor } from '../src/shared/url-path.js';
import { currentSection } from './current-section.js';
import { Slot, ThemeSlot } from './ThemeSlot.js';
import { HtmlItem, NavDropdown } from './NavMenus.js';

export function Navbar({ site, route, searchConfig, searchBar, customItems }: { site: Site; route: Route; searchConfig: string; searchBar?: string; customItems?: Record<string, string> }) {
  const { navbar, title } = site.config;
  const { t } = useStrings();
  // The script names the mode chosen once it runs (client/color-mode.ts); until then, as the head script's default.
  const modeLabel = t('theme.colorToggle.ariaLabel', 'Switch colour mode (current: {mode})', { mode: t('theme.colorToggle.ariaLabel.mode.dark', 'dark mode') });
  // In English the title is shorter, as it always was; in a translation it is the label, as in Docusaurus.
  const modeTitle = modeLabel === 'Switch colour mode (current: dark mode)' ? 'Switch colour mode' : modeLabel;
  // `style` fixes the colours whatever the colour mode; `hideOnScroll` is read by the client's scroll widgets.
  const className = navbar.style ? `navbar navbar--${navbar.style}` : 'navbar';
  return (
    <nav className={className} aria-label="Main" data-navbar data-hide-on-scroll={navbar.hideOnScroll ? '' : undefined}>
      <div className="navbar-inner">
        <button type="button" className="navbar-menu-button" aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Open navigation menu')} aria-expanded="false" aria-controls="mobile-drawer" data-menu-button>
          <svg className="icon-menu" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
          <svg className="icon-close" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
          </svg>
        </button>
        <a className="navbar-brand" href={hrefFor(site.homePath)}>
          {navbar.logo ? <img src={navbar.logo.src} alt={navbar.logo.alt} width="32" height="32" className={navbar.logo.srcDark ? 'navbar-logo-light' : undefined} /> : null}
          {navbar.logo?.srcDark ? <img src={navbar.logo.srcDark} alt={navbar.logo.alt} width="32" height="32" className="navbar-logo-dark" /> : null}
          <span className="navbar-title">{navbar.title ?? title}</span>
        </a>
        <NavbarItems site={site} route={route} side="left" customItems={customItems} />
        <div className="navbar-tools">
          <NavbarItems site={site} route={route} side="right" customItems={customItems} />
          {/* The site's own search (src/theme/SearchBar), or lendocs's search button. */}
          <Slot name="SearchBar" html={searchBar}>
            <SearchButton searchConfig={searchConfig} />
          </Slot>
          <button type="button" className="color-mode-toggle" data-color-mode-toggle aria-label={modeLabel} title={modeTitle}>
            <svg className="icon-light" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0-5 1 3h-2l1-3zm0 20-1-3h2l-1 3zM2 12l3-1v2l-3-1zm20 0-3 1v-2l3 1zM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8zM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4z" />
            </svg>
            <svg className="icon-dark" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5z" />
            </svg>
            <svg className="icon-system" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-6v2h3v2H7v-2h3v-2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v10h16V6H4z" />
            </svg>
          </button>
        </div>
      </div>
    </nav>
  );
}

/** Named by its visible text ("Search Ctrl K"), so speech-input users can say what they see. */
function SearchButton({ searchConfig }: { searchConfig: string }) {
  const { t } = useStrings();
  return (
    <button type="button" className="search-button" data-search-button data-search-config={searchConfig} aria-keyshortcuts="Control+K Meta+K /" aria-haspopup="dialog">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
      </svg>
      <span className="search-button-label">{t('theme.SearchBar.label', 'Search')}</span>
      <kbd className="search-button-keys">Ctrl K</kbd>
    </button>
  );
}

/** A navbar item of a custom type, drawn by the site's component (src/theme/NavbarItem/ComponentTypes); none if it could not be. */
export function CustomItem({ type, html }: { type: string; html: string | undefined }) {
  return html === undefined ? null : (
    <li>
      <ThemeSlot name={`NavbarItem/${type}`} html={html} />
    </li>
  );
}

/** The navbar items of one side (`position`), each keeping its place among all items for its key. */
function NavbarItems({ site, route, side, customItems }: { site: Site; route: Route; side: 'left' | 'right'; customItems?: Record<string, string> }) {
  const items = site.config.navbar.items.map((item, index) => ({ item, index })).filter(({ item }) => (item.position === 'right') === (side === 'right'));
  if (items.length === 0 && side === 'right') return null;
  return (
    <ul className={side === 'right' ? 'navbar-items navbar-items--right' : 'navbar-items'}>
      {items.map(({ item, index }) =>
        item.type?.startsWith('custom-') ? (
          <CustomItem key={`${index}:${item.type}`} type={item.type} html={customItems?.[index]} />
        ) : item.type === 'html' ? (
          <HtmlItem key={`${index}:html`} item={item} className="navbar-html" />
        ) : item.type === 'dropdown' ? (
          <li key={`${index}:${navItemName(item)}`}>
            <NavDropdown site={site} route={route} item={item} id={`navbar-dropdown-${index}`} />
          </li>
        ) : (
          <li key={`${index}:${navItemName(item)}`}>
            {item.type === 'docsVersionDropdown' ? (
              <VersionDropdown site={site} route={route} pluginId={item.docsPluginId ?? 'default'} label={item.label ?? 'Version'} />
            ) : item.type === 'localeDropdown' ? (
              <LocaleDropdown site={site} route={route} label={item.label} />
            ) : (
              <NavLinkItem className="navbar-link" {...navLinkProps(item)} current={currentSection(site, route, item)} />
            )}
          </li>
        ),
      )}
    </ul>
  );
}
