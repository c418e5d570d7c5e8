import type { Site } from '../src/types.js';
import { NavLinkItem, navLinkProps } from './NavLinkItem.js';
import { navItemName } from '../src/shared/nav-item.js';
import { isExternal } from './context.js';

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

export function Footer({ site }: { site: Site }) {
  const { footer } = site.config;
  // A dark footer stays dark in both colour modes, as Docusaurus's `footer.style: dark` does.
  return (
    <footer className={footer.style === 'dark' ? 'footer footer--dark' : 'footer'}>
      <div className="footer-groups">
        {footer.groups.map((group) => (
          <div className="footer-group" key={group.title}>
            <h2 className="footer-title">{group.title}</h2>
            <ul>
              {group.items.map((item, index) => (
                <li key={`${index}:${navItemName(item)}`}>
                  <NavLinkItem className="footer-link" {...navLinkProps(item)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {footer.logo ? <FooterLogoImage logo={footer.logo} /> : null}
      {footer.copyright ? <p className="footer-copyright">{footer.copyright}</p> : null}
    </footer>
  );
}
