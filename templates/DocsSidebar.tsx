import type { SidebarItem } from '../src/types.js';

/**
 * The docs sidebar with nothing marked current. Categories are numbered in document order (data-category), so the
 * render stage can open the current page's categories and mark its link in the HTML string (see sidebar-html.ts).
 */
export function DocsSidebar({ items }: { items: SidebarItem[] }) {
  const counter = { next: 0 };
  return (
    <nav className="sidebar docs-sidebar" aria-label="Docs sidebar">
      <SidebarList items={items} level={1} counter={counter} />
    </nav>
  );
}

function SidebarList({ items, level, counter }: { items: SidebarItem[]; level: number; counter: { next: number } }) {
  return (
    <ul className={`sidebar-list sidebar-level-${level}`}>
      {items.map((item) => {
        if (item.type === 'link') {
          return (
            <li key={item.href} className="sidebar-item">
              <a className="sidebar-link" href={item.href}>
                {item.label}
              </a>
            </li>
          );
        }
        const index = counter.next++;
        return (
          <li key={item.label} className="sidebar-item sidebar-category">
            <details data-category={index} open={!item.collapsed}>
              <summary className="sidebar-category-label">
                {item.href ? (
                  <a className="sidebar-link" href={item.href}>
                    {item.label}
                  </a>
                ) : (
                  <span>{item.label}</span>
                )}
              </summary>
              <SidebarList items={item.items} level={level + 1} counter={counter} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
