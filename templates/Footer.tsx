import type { Site } from '../src/types.js';
import { NavLinkItem } from './NavLinkItem.js';

export function Footer({ site }: { site: Site }) {
  const { footer } = site.config;
  return (
    <footer className="footer">
      <div className="footer-groups">
        {footer.groups.map((group) => (
          <div className="footer-group" key={group.title}>
            <h2 className="footer-title">{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.label}>
                  <NavLinkItem className="footer-link" label={item.label} href={item.to ?? item.href!} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {footer.copyright ? <p className="footer-copyright">{footer.copyright}</p> : null}
    </footer>
  );
}
