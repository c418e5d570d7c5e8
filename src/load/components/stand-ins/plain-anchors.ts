// React and its JSX runtime as the site's code gets them: an `<a>` element the site's code makes itself (not through
// Docusaurus's Link) is marked unchecked. Docusaurus's broken-link check sees only the links its Link collects while
// it draws them (and Markdown's links, which its MDX components draw with Link); an `<a href="/7.0.0">` a React page
// writes (a link to an older release published beside the site) is left to the browser, and builds.
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import { UNCHECKED_LINK } from '../site-hrefs.js';

type Props = Record<string, unknown> | null | undefined;

const marked = (type: unknown, props: Props): Props => (type === 'a' ? { ...props, [UNCHECKED_LINK]: '' } : props);

function siteReactModule(): typeof React {
  const createElement = (type: unknown, props: Props, ...children: unknown[]) => (React.createElement as (...args: unknown[]) => unknown)(type, marked(type, props), ...children);
  const module = { ...React, createElement } as unknown as typeof React & { default: unknown };
  module.default = module;
  return module;
}

function siteJsxRuntimeModule(): typeof JsxRuntime {
  const wrap = (make: (...args: unknown[]) => unknown) => (type: unknown, props: Props, ...rest: unknown[]) => make(type, marked(type, props), ...rest);
  return { ...JsxRuntime, jsx: wrap(JsxRuntime.jsx as (...args: unknown[]) => unknown), jsxs: wrap(JsxRuntime.jsxs as (...args: unknown[]) => unknown) } as typeof JsxRuntime;
}

/** `react` for the site's code. */
export const siteReact = siteReactModule();
/** `react/jsx-runtime` (and the dev runtime) for the site's code. */
export const siteJsxRuntime = siteJsxRuntimeModule();
