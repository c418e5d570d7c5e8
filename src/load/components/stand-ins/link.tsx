// Docusaurus's `<Link>` as the site's code draws it at build time.
import * as React from 'react';
import { isPathnameUrl } from '../../../shared/safe-url.js';
import { pathnameLinkAttributes } from '../../../shared/base-url.js';
import { UNCHECKED_LINK } from '../site-hrefs.js';
import { pathOnPage, splitHref } from '../../../shared/url-path.js';

type Props = Record<string, any> & { children?: React.ReactNode };

// As Docusaurus's useBaseUrl: no URL (a prop a component was not given), a fragment or a URL with a scheme stays as it is.
export const baseUrl = (url: string | undefined): string | undefined => (!url || /^(\w*:|\/\/)/.test(url) || url.startsWith('/') || url.startsWith('#') ? url : `/${url}`);

/** A link that names no page of its own: a fragment, a query, a URL with a scheme or a host, or a site path. */
const ownsItsPath = (href: string): boolean => href === '' || /^(\w[\w+.-]*:|\/|#|\?)/.test(href);

/**
 * Where a relative link (`./components/x`, `../reference/#y`) goes from the page being drawn. Docusaurus's Link
 * hands it to react-router, which resolves it against the page's path as a browser would (so `./x` from
 * `/docs/gallery` is `/docs/x`), and its broken-link check resolves it the same way; without a page, the link
 * stays as Docusaurus's useBaseUrl would make it.
 */
function resolved(written: string, pathname: string | undefined, target: unknown): string | undefined {
  if (ownsItsPath(written) || pathname === undefined) return baseUrl(written);
  // A link that opens elsewhere is a plain <a>: the browser resolves it, as Docusaurus leaves it.
  if (typeof target === 'string' && target !== '' && target !== '_self') return written;
  return pathOnPage(written, pathname) + written.slice(splitHref(written).pathPart.length);
}

/** The Link stand-in for the page `meta.pathname` names when it is drawn (read at each drawing: the object is reused). */
export const linkFor = (meta: { pathname?: string } = {}) => ({ to, href, 'data-noBrokenLinkCheck': noCheck, ...rest }: Props) => {
  const written = String(to ?? href ?? '#');
  // Docusaurus's Link takes the prop for itself: it is not drawn, and a truthy one keeps the link from its check.
  if (noCheck) rest[UNCHECKED_LINK] = '';
  // `pathname:///x`: the path, opened as Docusaurus's Link opens a URL with a scheme (shared/base-url.ts).
  if (isPathnameUrl(written)) return <a {...pathnameLinkAttributes(written, typeof rest.target === 'string' ? rest.target : undefined)} {...rest} />;
  return <a href={resolved(written, meta.pathname, rest.target)} {...rest} />;
};
