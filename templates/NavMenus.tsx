// Docusaurus's navbar dropdowns and HTML items (`type: dropdown`, `type: html`). The desktop dropdown opens while
// the pointer is over it or the keyboard focus is within it, by CSS (nav-menus.css); the page's script keeps the
// toggle's aria-expanded and closes it on Escape (src/client/nav-dropdowns.ts). In the mobile drawer it is a <details> group, which opens and closes without a script too and tells
// screen readers whether it is open; it starts open on a page of one of its links, as Docusaurus's does.
import type { Route, Site } from '../src/types.js';
import { navItemName, navItemText } from '../src/shared/nav-item.js';
import { NavLinkItem, navLinkProps } from './NavLinkItem.js';
import { currentSection } from './current-section.js';

type NavItem = Site['config']['navbar']['items'][number];
type DropdownEntry = NonNullable<NavItem['items']>[number];

/** An HTML item: its `value` as it is, in the list item that holds it (Docusaurus's HtmlNavbarItem). */
export function HtmlItem({ item, className }: { item: Pick<NavItem, 'value' | 'className'>; className: string }) {
  return <li className={[className, item.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
}

function Entries({ site, route, entries, linkClass }: { site: Site; route: Route; entries: DropdownEntry[]; linkClass?: string }) {
  return (
    <>
      {entries.map((entry, index) =>
        entry.type === 'html' ? (
          <HtmlItem key={`${index}:html`} item={entry} className="nav-html" />
        ) : (
          <li key={`${index}:${navItemName(entry)}`}>
            <NavLinkItem className={linkClass} {...navLinkProps(entry)} label={navItemText(entry)} current={currentSection(site, route, entry)} />
          </li>
        ),
      )}
    </>
  );
}

const hasTarget = (item: NavItem) => Boolean(item.to ?? item.href);
// An entry's activeBaseRegex is matched against the path without the base here, as Docusaurus's dropdown does.
const holdsCurrent = (site: Site, route: Route, item: NavItem) => currentSection(site, route, item) || (item.items ?? []).some((entry) => entry.type !== 'html' && currentSection(site, route, entry, 'local'));

/**
 * The navbar's dropdown: its label (a link when the item has `to` or `href`, else a button that takes the focus)
 * and its menu, which names it to screen readers. `id` is unique on the page (the item's place in the navbar).
 */
export function NavDropdown({ site, route, item, id }: { site: Site; route: Route; item: NavItem; id: string }) {
  const classes = ['nav-dropdown', item.position === 'right' ? 'nav-dropdown--right' : '', holdsCurrent(site, route, item) ? 'nav-dropdown-current' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {hasTarget(item) ? (
        <NavLinkItem className="navbar-link nav-dropdown-toggle" {...navLinkProps(item)} controls={id} current={currentSection(site, route, item)} />
      ) : (
        <button type="button" className={['navbar-link nav-dropdown-toggle', item.className].filter(Boolean).join(' ')} aria-controls={id} aria-expanded="false">
          {item.label}
        </button>
      )}
      <ul className="nav-dropdown-menu" id={id} aria-label={item.label}>
        <Entries site={site} route={route} entries={item.items ?? []} linkClass="nav-dropdown-link" />
      </ul>
    </div>
  );
}

/** The same dropdown in the mobile drawer: a group that opens and closes; where the label leads is its first link. */
export function DrawerDropdown({ site, route, item }: { site: Site; route: Route; item: NavItem }) {
  const own: DropdownEntry[] = hasTarget(item) ? [{ label: item.label, to: item.to, href: item.href, target: item.target }] : [];
  return (
    <details className={['drawer-dropdown', item.className].filter(Boolean).join(' ')} open={holdsCurrent(site, route, item) || undefined}>
      <summary>{item.label}</summary>
      <ul>
        <Entries site={site} route={route} entries={[...own, ...(item.items ?? [])]} />
      </ul>
    </details>
  );
}
