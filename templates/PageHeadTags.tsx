// A page's own head tags, from its MDX `<Head>` (shared/page-head.ts), and what they replace. react-helmet, which
// Docusaurus's `<Head>` is, keeps one tag per key, the page's over the theme's: one `<title>`, one meta per `name` or
// `property`, one canonical link. So lendocs's own tag of a key the page gives is left out, and the page's written.
import { Children, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { headTagKey, type PageHead } from '../src/shared/page-head.js';
import type { Route } from '../src/types.js';

/** The page's own head, when it has one (docs, blog posts, Markdown pages). */
export function pageHeadOf(route: Route): PageHead | undefined {
  return 'page' in route.data ? route.data.page.head : undefined;
}

/** lendocs's own head elements (a fragment's children) less those the page's head replaces. */
export function withoutReplaced(own: ReactElement<{ children?: ReactNode }>, head: PageHead | undefined): ReactNode[] {
  const all = Children.toArray(own.props.children);
  if (!head) return all;
  const given = new Set(head.tags.map(headTagKey).filter(Boolean));
  return all.filter((element) => !isValidElement(element) || typeof element.type !== 'string' || !given.has(headTagKey({ tagName: element.type, attributes: element.props as Record<string, string> })));
}

/** The page's own tags, as its `<Head>` wrote them. */
export function PageHeadTags({ head }: { head: PageHead | undefined }) {
  if (!head) return null;
  return (
    <>
      {head.tags.map(({ tagName, attributes, innerHTML }, index) =>
        createElement(tagName, { key: `page-${index}`, ...reactAttributes(attributes), ...(innerHTML === undefined ? {} : { dangerouslySetInnerHTML: { __html: innerHTML } }) }),
      )}
    </>
  );
}

/** HTML attribute names as React spells the ones it renames (`class`, `charset`, `http-equiv`…). */
export function reactAttributes(attributes: Record<string, string>): Record<string, string> {
  const renamed: Record<string, string> = { class: 'className', charset: 'charSet', 'http-equiv': 'httpEquiv', crossorigin: 'crossOrigin', hreflang: 'hrefLang', referrerpolicy: 'referrerPolicy', for: 'htmlFor' };
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [renamed[name.toLowerCase()] ?? name, value]));
}
