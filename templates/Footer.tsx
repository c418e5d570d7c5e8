import type { Site } from '../src/types.js';
import { NavLinkItem, navLinkProps } from './NavLinkItem.js';
import { navItemName } from '../src/shared/nav-item.js';
import { isExternal } from './context.js';
import { Fragment } from 'react';
import { HtmlItem } from './NavMenus.js';

type FooterLogo = NonNullable<Site['config']['footer']['logo']>;

/** The footer logo: one image per colour mode when it has `srcDark`, linked when it has `href`. */
function FooterLogoImage({ logo }: { logo: FooterLogo }) {
  const image = (src: string, className?: string) => <img src={src} alt={logo.alt} width={logo.width} height={logo.height} className={className} />;
  const images = logo.srcDark ? (
    <>
      {image(logo.src, 'footer-logo-image footer-logo-light')}
      {image(logo.srcDark, 'footer-logo-image footer-logo-dark')}
    </>
  ) : (
    image(logo.src, 'footer-logo-image')
  );
  if (!logo.href) return <div className="footer-logo">{images}</div>;
  const target = isExternal(logo.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <div className="footer-logo">
      <a className="footer-logo-link" href={logo.href} {...target}>
        {images}
      </a>
    </div>
  );
}

type FooterItem = Site['config']['footer']['links'][number];

/** Docusaurus's simple footer (`links` given as items, not columns): one centred row, a dot between each two. */
function FooterRow({ items }: { items: FooterItem[] }) {
  return (
    <div className="footer-links">
      {items.map((item, index) => (
        <Fragment key={`${index}:${navItemName(item)}`}>
          {index > 0 ? (
            <span className="footer-link-separator" aria-hidden="true">
              ·
            </span>
          ) : null}
          {item.type === 'html' ? <span className={['footer-html', item.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} /> : <NavLinkItem className="footer-link" {...navLinkProps(item)} />}
        </Fragment>
      ))}
    </div>
  );
}

export function Footer({ site }: { site: Site }) {
  const { footer } = site.config;
  // A dark footer stays dark in both colour modes, as Docusaurus's `footer.style: dark` does.
  return (
    <footer className={footer.style === 'dark' ? 'footer footer--dark' : 'footer'}>
      {footer.links.length > 0 ? (
        <FooterRow items={footer.links} />
      ) : (
        <div className="footer-groups">
          {footer.groups.map((group, at) => (
            <div className="footer-group" key={`${at}:${group.title ?? ''}`}>
              {group.title === undefined ? null : <h2 className="footer-title">{group.title}</h2>}
              <ul>
                {group.items.map((item, index) =>
                  item.type === 'html' ? (
                    <HtmlItem key={`${index}:html`} item={item} className="footer-html" />
                  ) : (
                    <li key={`${index}:${navItemName(item)}`}>
                      <NavLinkItem className="footer-link" {...navLinkProps(item)} />
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
      )}
      {footer.logo ? <FooterLogoImage logo={footer.logo} /> : null}
      {footer.copyright ? <p className="footer-copyright">{footer.copyright}</p> : null}
    </footer>
  );
}
