// Docusaurus's own MDXComponents, as the site's code imports them: the map (`@theme/MDXComponents`, which a swizzled
// `src/theme/MDXComponents` spreads) and the files of its folder one by one (`@theme/MDXComponents/A`, which a
// swizzled map or a component of the site imports to draw a link as Markdown's links are drawn). Each entry is
// marked as lendocs' built-in (builtin-marks.ts), so reading a site's map counts only what it adds or replaces.
import * as React from 'react';
import { builtin } from '../builtin-marks.js';

type Props = Record<string, any> & { children?: React.ReactNode };
type Draw = (props: Props) => React.ReactNode;

/** The stand-ins the entries are drawn with (stand-ins.tsx): `@docusaurus/Link`, `@theme/Heading`, Details, Admonition. */
export interface MdxParts {
  link: Draw;
  heading: Draw;
  details: (name?: string) => Draw;
  admonition: () => Draw;
}

const mermaid = () => builtin('mermaid', ({ value }: Props) => <pre className="mermaid">{value}</pre>);

/**
 * Docusaurus's own MDXComponents map (theme-classic 3.9), each entry marked as lendocs' built-in. Drawn inside a
 * component (`<MDXComponents.a>`), each renders its plain element; `a` is a Link, as Docusaurus's MDXComponents/A.
 */
export function mdxComponentsMap(parts: MdxParts): Record<string, unknown> {
  const plain = (tag: string) => builtin(tag, (props: Props) => React.createElement(tag, props));
  const tags = ['code', 'pre', 'ul', 'li', 'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
  const map = {
    Head: builtin('Head', () => null),
    details: parts.details(),
    Details: parts.details('Details'),
    admonition: builtin('admonition', parts.admonition()),
    mermaid: mermaid(),
    a: builtin('a', parts.link),
    ...Object.fromEntries(tags.map((tag) => [tag, plain(tag)])),
  };
  // The map is its own default, unlisted: `import M from` finds the map whether the bundle reads `default` or takes
  // the whole module (Node's interop mode, see esModule in stand-ins.tsx), and `{ ...M }` copies only its entries.
  return Object.defineProperties(map, { default: { value: map }, __esModule: { value: true } });
}

/**
 * The files of Docusaurus's MDXComponents folder (theme-classic 2 and 3) and the map's entry each default-exports.
 * Heading is `@theme/Heading` (drawn with the `as` it is given), Head only in Docusaurus 2, Li only in 3.
 */
const FILES: Readonly<Record<string, string>> = { A: 'a', Code: 'code', Details: 'details', Head: 'Head', Img: 'img', Li: 'li', Pre: 'pre', Ul: 'ul' };

/**
 * What `@theme/MDXComponents/<name>` default-exports (`@theme/Mermaid`, theme-mermaid's, too: its map entry), or
 * undefined for a name Docusaurus's folder does not have.
 */
export function mdxComponentFile(specifier: string, parts: MdxParts): unknown {
  if (specifier === '@theme/Mermaid') return mermaid();
  const name = /^@theme\/MDXComponents\/(\w+)(\/index)?$/.exec(specifier)?.[1];
  if (name === 'Heading') return parts.heading;
  const entry = name === undefined ? undefined : FILES[name];
  return entry === undefined ? undefined : mdxComponentsMap(parts)[entry];
}
