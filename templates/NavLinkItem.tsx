import { isExternal } from './context.js';
import { navItemName } from '../src/shared/nav-item.js';
import { isPathnameUrl } from '../src/shared/safe-url.js';
import { pathnameLinkAttributes } from '../src/shared/base-url.js';

export interface NavLinkProps {
  label?: string;
  href: string;
  /** The template's own class (`navbar-link`, `footer-link`). */
  className?: string;
  /** The item's own classes from the config (an icon drawn by the site's CSS). */
  itemClass?: string;
  ariaLabel?: string;
  /** The navbar item of the section the reader is in (aria-current="true": the section, not this exact page). */
  current?: boolean;
  /** The item's own `target` (Docusaurus passes it to the link): `_self` keeps an external link in the tab. */
  target?: string;
  /** The id of the menu this link opens (a navbar dropdown whose label is a link): aria-expanded, kept by the page's script. */
  controls?: string;
}

/**
 * A navbar or footer link; external ones open in a new tab and say so to screen readers. An item with no label is
 * an icon link: empty, named by its aria-label (or where it goes), and marked `nav-icon-link` so that, until the
 * site's CSS draws the icon, styles.css shows the name instead of an invisible link.
 */
export function NavLinkItem({ label, href, className, itemClass, ariaLabel, current, target: ownTarget, controls }: NavLinkProps) {
  const classes = [className, label ? undefined : 'nav-icon-link', itemClass].filter(Boolean).join(' ') || undefined;
  const name = label ? ariaLabel : (ariaLabel ?? navItemName({ href }));
  const external = isExternal(href);
  // `pathname:///x` is a path of the site that Docusaurus's Link treats as an external link (a new page load).
  const link = isPathnameUrl(href)
    ? pathnameLinkAttributes(href, ownTarget)
    : { href, ...(external ? { target: ownTarget ?? '_blank', rel: 'noopener noreferrer' } : ownTarget ? { target: ownTarget } : {}) };
  if (!label) return <a className={classes} {...link} aria-label={name} />;
  if (external) {
    return (
      <a className={classes} {...link} aria-label={name} aria-controls={controls} aria-expanded={controls ? 'false' : undefined}>
        {label}
        {link.target === '_blank' ? <span className="sr-only"> (opens in a new tab)</span> : null}
        {/* Drawn by styles.css from one copy of the icon: inline, it was 0.3 KB per link, twelve times a page. */}
        <span className="external-icon" aria-hidden="true" />
      </a>
    );
  }
  return (
    <a className={classes} {...link} aria-label={name} aria-current={current ? 'true' : undefined} aria-controls={controls} aria-expanded={controls ? 'false' : undefined}>
      {label}
    </a>
  );
}

/** The props of NavLinkItem for a config item (after doc items were resolved to `to`). */
export function navLinkProps(item: { label?: string; to?: string; href?: string; className?: string; 'aria-label'?: string; target?: string }) {
  return { label: item.label, href: item.to ?? item.href!, itemClass: item.className, ariaLabel: item['aria-label'], target: item.target };
}
