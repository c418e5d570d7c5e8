import type { SidebarItem } from '../src/types.js';

/** The docs sidebar; the current page is marked with aria-current and its categories are open. */
export function DocsSidebar({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <nav className="sidebar docs-sidebar" aria-label="Docs sidebar">
      <SidebarList items={items} current={current} level={1} />
    </nav>
  );
}

function contains(item: SidebarItem, current: string): boolean {
  if (item.href === current) return true;
  return item.type === 'category' && item.items.some((child) => contains(child, current));
}

function SidebarList({ items, current, level }: { items: SidebarItem[]; current: string; level: number }) {
  return (
    <ul className={`sidebar-list sidebar-level-${level}`}>
      {items.map((item) => {
        const active = item.href === current;
        if (item.type === 'link') {
          return (
            <li key={item.href} className="sidebar-item">
              <a className={active ? 'sidebar-link active' : 'sidebar-link'} href={item.href} aria-current={active ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          );
        }
        const open = !item.collapsed || contains(item, current);
        return (
          <li key={item.label} className="sidebar-item sidebar-category">
            <details open={open}>
              <summary className="sidebar-category-label">
                {item.href ? (
                  <a className={active ? 'sidebar-link active' : 'sidebar-link'} href={item.href} aria-current={active ? 'page' : undefined}>
                    {item.label}
                  </a>
                ) : (
                  <span>{item.label}</span>
                )}
              </summary>
              <SidebarList items={item.items} current={current} level={level + 1} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
