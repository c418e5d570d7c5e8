import type { Route, Site } from '../src/types.js';
import { hrefFor } from '../src/shared/url-path.js';
import { dropdownMenuStyle } from './dropdown-menu.js';

/**
 * The navbar's version menu (Docusaurus's docsVersionDropdown): the version being read, and the same doc in each
 * version (each version's first doc away from that instance's docs). A <details> element, so it opens without
 * any script and with the keyboard. Nothing on a site whose instance has one version. Styled inline, so that the
 * stylesheet (and so every page) of a site without versions stays exactly as it was.
 */
const LINK_STYLE = { display: 'block', padding: '0.25rem 1rem', color: 'var(--text)', textDecoration: 'none' } as const;

export function VersionDropdown({ site, route, pluginId, label }: { site: Site; route: Route; pluginId: string; label: string }) {
  const own = route.data.type === 'doc' && route.data.version?.pluginId === pluginId ? route.data.version : undefined;
  const links = own ? own.versions : (site.docsVersions?.[pluginId] ?? []).map((link) => ({ ...link, current: link.last }));
  if (links.length === 0) return null;
  const shown = own?.label ?? links.find((link) => link.current)?.label ?? links[0].label;
  return (
    <details className="navbar-dropdown version-dropdown" style={{ position: 'relative' }}>
      <summary className="navbar-link" style={{ cursor: 'pointer' }} aria-label={`${label}: ${shown}`}>
        {shown}
      </summary>
      <ul className="dropdown-menu" style={dropdownMenuStyle(site.config)}>
        {links.map((link) => (
          <li key={link.label}>
            <a className={link.current ? 'dropdown-link dropdown-link-active' : 'dropdown-link'} style={link.current ? { ...LINK_STYLE, fontWeight: 700 } : LINK_STYLE} href={hrefFor(link.href)} aria-current={link.current && own ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
