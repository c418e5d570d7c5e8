// The site's components where an MDX file uses them: the walk (src/load/mdx/) leaves markers around each use's
// children, which Markdown renders like any HTML; here each use is drawn by React with its props, and its children's
// HTML put where the component puts `children`.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { error } from '../../errors.js';
import type { Diagnostic } from '../../types.js';
import { isElement } from '../mdx/evaluate.js';
import { ComponentError, type ComponentLoader } from './site-components.js';
import { USE } from './markers.js';
import { siteHrefs } from './site-hrefs.js';

/** One use of a site component in an MDX file. */
export interface ComponentUse {
  /** Absolute path of the module. */
  module: string;
  name: string;
  props: Record<string, unknown>;
  /** Line in the file, for messages. */
  line: number;
  /** `module` is a Markdown partial, drawn by the Markdown renderer in place (partials.ts), not by React. */
  partial?: boolean;
  /** A name the site's `src/theme/MDXComponents` gives: the component is this key of the module's default export. */
  key?: string;
}

const CHILDREN = '\uE014children\uE014';

export interface FilledComponents {
  html: string;
  /** The CSS of the components used, one piece per file, without repeats (see SiteComponent.css). */
  css: string[];
  inputs: Record<string, string>;
  /** Site links in the components' own markup (`<Link to="/x">`), at the line of their use, for the link checks. */
  links: { href: string; line: number }[];
  diagnostics: Diagnostic[];
}



/** `renderPartial`: the HTML of a Markdown partial's use, by its number (partials.ts). */
export async function fillComponents(html: string, uses: ComponentUse[], loader: ComponentLoader, file: string, renderPartial?: (n: number) => Promise<string>): Promise<FilledComponents> {
  const filled: FilledComponents = { html, css: [], inputs: {}, links: [], diagnostics: [] };
  for (let match = USE.exec(filled.html); match; match = USE.exec(filled.html)) {
    const use = uses[Number(match[1])];
    let drawn = match[2];
    if (use.partial) {
      drawn = renderPartial ? await renderPartial(Number(match[1])) : '';
      filled.html = filled.html.slice(0, match.index) + drawn + filled.html.slice(match.index + match[0].length);
      continue;
    }
    try {
      const component = await loader.load(use.module);
      for (const piece of component.css) if (!filled.css.includes(piece)) filled.css.push(piece);
      Object.assign(filled.inputs, component.inputs);
      const children = match[2].trim() === '' ? undefined : CHILDREN;
      const Drawn = use.key === undefined ? component.Component : (component.Component as unknown as Record<string, ComponentType<Record<string, unknown>>>)[use.key];
      const markup = renderToStaticMarkup(createElement(Drawn, toReact(use.props) as Record<string, unknown>, children));
      // The children's links were recorded as Markdown; the component's own are taken from its markup.
      for (const href of siteHrefs(markup)) filled.links.push({ href, line: use.line });
      drawn = markup.replace(CHILDREN, () => match![2]);
    } catch (cause) {
      const known = cause instanceof ComponentError;
      filled.diagnostics.push(
        error('mdx-component', known ? cause.message : `The component <${use.name}> failed while rendering: ${(cause as Error).message}`, {
          file,
          line: use.line,
          hint: known ? cause.hint : 'A component is rendered at build time, where there is no window or document: read them in useEffect, or wrap the part in BrowserOnly.',
        }),
      );
    }
    filled.html = filled.html.slice(0, match.index) + drawn + filled.html.slice(match.index + match[0].length);
  }
  return filled;
}

/** Props as React reads them: JSX written inside an expression (`icon={<Star />}`) becomes an element. */
function toReact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toReact);
  if (isElement(value)) {
    const children = value.children.map(toReact) as ReactNode[];
    return createElement(value.name === '' ? 'span' : value.name, toReact(value.props) as Record<string, unknown>, ...children);
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toReact(item)]));
  return value;
}
