import type { SidebarCategory, SidebarItem } from '../src/types.js';
import { hrefFor } from '../src/shared/url-path.js';
import { firstHref } from '../src/shared/doc-card.js';
import { isPathnameUrl } from '../src/shared/safe-url.js';
import { pathnameLinkAttributes } from '../src/shared/base-url.js';
import { useStrings } from './strings.js';

/**
 * The docs sidebar with nothing marked current. Categories are numbered in document order (data-category), so the
 * render stage can open the current page's categories and mark its link in the HTML string (see sidebar-html.ts).
 * A collapsed category's items are not in it: DeferredItems stands in for them, and the render stage puts them back
 * for the categories above the current page. `itemsSrc` is the shared file the browser fills the others from;
 * `topSrc`, when a page carries only part of a long top level (SidebarMore), the one holding the whole top level,
 * and `topJs` the code that puts it in place.
 */
export function DocsSidebar({ items, itemsSrc, topSrc, topJs }: { items: SidebarItem[]; itemsSrc?: string; topSrc?: string; topJs?: string }) {
  const { t } = useStrings();
  return (
    <nav className="sidebar docs-sidebar" aria-label={t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')} data-sidebar-items-src={itemsSrc} data-sidebar-top-src={topSrc} data-sidebar-top-js={topJs}>
      <SidebarList items={items} level={1} numbers={categoryNumbers(items)} />
    </nav>
  );
}

/**
 * What a collapsed category holds in the page until it is opened: nothing at all when its label is a link to its
 * landing page (where it is open) — the browser adds the items after the <summary> (src/client/sidebar-items.ts),
 * which keeps a page with many top-level categories small; otherwise, for readers without JavaScript, a link to its
 * first page (where it is open), in the list the items replace.
 */
export function DeferredItems({ category, number, level }: { category: SidebarCategory; number: number; level: number }) {
  const target = category.href ? undefined : firstHref({ items: category.items });
  if (!target) return null;
  return (
    <ul className={`sidebar-list sidebar-level-${level}`} data-sidebar-items={number}>
      <li className="sidebar-item sidebar-pending">
        <a className="sidebar-link sidebar-pending-link" href={hrefFor(target)}>
          Show the pages in {category.label}
        </a>
      </li>
    </ul>
  );
}

/**
 * Stands in for the top-level items before (`side` before: items 0 to `at`) or after (from `at` on) the part of a
 * long top level a page carries: the browser puts them in its place from the shared file (src/client/sidebar-top.ts);
 * without JavaScript its link leads to the nearest page among them, whose sidebar shows them and their neighbours.
 * In a blog's sidebar (`noun` post) it stands for `count` posts, and `at` is the year whose list it is in.
 */
export function SidebarMore({ side, at, count, href, noun = 'item' }: { side: 'before' | 'after'; at: number; count: number; href?: string; noun?: 'item' | 'post' }) {
  // A blog lists its newest posts first.
  const [before, after] = noun === 'post' ? ['newer', 'older'] : ['earlier', 'later'];
  const label = `Show ${count} ${side === 'before' ? before : after} ${count === 1 ? noun : `${noun}s`}`;
  return (
    <li className="sidebar-item sidebar-more" data-sidebar-top={side} data-sidebar-top-at={at}>
      {href ? (
        <a className="sidebar-link sidebar-pending-link" href={hrefFor(href)}>
          {label}
        </a>
      ) : (
        <span className="sidebar-pending-link">{label}</span>
      )}
    </li>
  );
}

/**
 * Categories numbered in document order (depth first), as sidebar-html.tsx counts them. Numbered up front because
 * React renders nested lists after their siblings, so a counter bumped while rendering gives breadth-first numbers.
 */
export function categoryNumbers(items: SidebarItem[]): Map<SidebarCategory, number> {
  const numbers = new Map<SidebarCategory, number>();
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      numbers.set(item, numbers.size);
      walk(item.items);
    }
  };
  walk(items);
  return numbers;
}

export function SidebarList({ items, level, numbers }: { items: SidebarItem[]; level: number; numbers: Map<SidebarCategory, number> }) {
  return (
    <ul className={`sidebar-list sidebar-level-${level}`}>
      {items.map((item) => (
        <SidebarEntry key={item.type === 'link' ? item.href : item.type === 'html' ? item.value : item.label} item={item} level={level} numbers={numbers} />
      ))}
    </ul>
  );
}

/** One item of a list: a link, or a category with its items (or their stand-in, when it is collapsed). */
export function SidebarEntry({ item, level, numbers }: { item: SidebarItem; level: number; numbers: Map<SidebarCategory, number> }) {
  if (item.type === 'html') {
    // As Docusaurus draws it: the markup as it is, in a list item with the item's class (and padding with defaultStyle).
    const classes = ['sidebar-item', 'sidebar-html-item', `sidebar-html-level-${level}`, item.defaultStyle ? 'sidebar-html-default' : undefined, item.className].filter(Boolean).join(' ');
    return <li className={classes} dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
  if (item.type === 'link') {
    // `pathname:///x` (Docusaurus's escape hatch): the path, loaded as a new page, as its Link opens it.
    const link = isPathnameUrl(item.href) ? pathnameLinkAttributes(item.href) : { href: hrefFor(item.href) };
    return (
      <li className="sidebar-item">
        <a className="sidebar-link" {...link}>
          {item.label}
        </a>
      </li>
    );
  }
  const index = numbers.get(item);
  // A link inside <summary> would be a link inside a button: screen readers cannot reach it and axe reports
  // nested-interactive. So a category with a landing page shows its link and, beside it, the <summary> as
  // a separate toggle (named by the category, its expanded state announced natively).
  return (
    <li className={item.href ? 'sidebar-item sidebar-category sidebar-category-linked' : 'sidebar-item sidebar-category'}>
      {item.href ? (
        <a className="sidebar-link" href={hrefFor(item.href)}>
          {item.label}
        </a>
      ) : null}
      <details data-category={index} open={!item.collapsed}>
        <summary>
          <span className={item.href ? 'sr-only' : undefined}>{item.label}</span>
        </summary>
        {item.collapsed ? <DeferredItems category={item} number={index!} level={level + 1} /> : <SidebarList items={item.items} level={level + 1} numbers={numbers} />}
      </details>
    </li>
  );
}
