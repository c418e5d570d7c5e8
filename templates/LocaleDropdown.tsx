import type { Route, Site } from '../src/types.js';
import { currentLocale, localeHref, siteLocales } from '../src/shared/locales.js';
import { encodeRoutePath } from '../src/shared/url-path.js';
import { withTrailingSlash } from '../src/shared/base-url.js';
import { escapeHtml } from '../src/shared/html.js';
import { dropdownMenuStyle } from './dropdown-menu.js';

/**
 * The navbar's locale menu (Docusaurus's localeDropdown): the locale being read, and the same page in each locale.
 * A <details> element, so it opens without any script. Its links lead out of this locale's base, which the render
 * stage adds to every root-relative href: they are written with the "/" as `&#47;`, which that pass leaves alone
 * and every browser reads as "/". Styled inline, as the version menu, so a site without locales keeps its stylesheet.
 */
const LINK_STYLE = 'display:block;padding:0.25rem 1rem;color:var(--text);text-decoration:none';

export function LocaleDropdown({ site, route, label }: { site: Site; route: Route; label?: string }) {
  const current = currentLocale(site.config);
  if (!current) return null;
  // The not-found page has no counterpart: its links lead to each locale's home page.
  const path = route.data.type === 'not-found' ? '/' : withTrailingSlash(encodeRoutePath(route.path), site.config.trailingSlash);
  const items = siteLocales(site.config).map((locale) => {
    const href = escapeHtml(localeHref(site.config, locale, path)).replace(/^\//, '&#47;');
    const active = locale.name === current.name;
    const attributes = `class="${active ? 'dropdown-link dropdown-link-active' : 'dropdown-link'}" style="${LINK_STYLE}${active ? ';font-weight:700' : ''}" href="${href}" hreflang="${escapeHtml(locale.htmlLang)}" lang="${escapeHtml(locale.htmlLang)}"${active ? ' aria-current="page"' : ''}`;
    return `<li><a ${attributes}>${escapeHtml(locale.label)}</a></li>`;
  });
  return (
    <details className="navbar-dropdown locale-dropdown" style={{ position: 'relative' }}>
      <summary className="navbar-link" style={{ cursor: 'pointer' }} aria-label={`${label ?? 'Languages'}: ${current.label}`}>
        {label ?? current.label}
      </summary>
      <ul className="dropdown-menu" style={dropdownMenuStyle(site.config)} dangerouslySetInnerHTML={{ __html: items.join('') }} />
    </details>
  );
}
