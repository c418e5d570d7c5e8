// Docusaurus theme modules a site's code imports that lendocs has no drawing of its own for. Those that only wrap
// what they are given (context providers, the MDX provider, an error boundary) draw their children, as Docusaurus's
// server render does. Any other component of Docusaurus's themes (docusaurus-components.ts) draws its children too,
// or nothing, with a warning saying so: Docusaurus has the module, so the page is built, never failed.
import * as React from 'react';
import { DOCUSAURUS_COMPONENTS } from '../docusaurus-components.js';

type Props = { children?: React.ReactNode };

const childrenOnly = ({ children }: Props) => <>{children}</>;

/**
 * Parts that add nothing to the server's HTML but their children: `@theme/MDXContent` (the MDX components
 * provider), `@theme/Layout/Provider` (and Docusaurus 2's `@theme/LayoutProviders`: the theme's context
 * providers), and `@docusaurus/ErrorBoundary` (its fallback only once a child throws, which fails lendocs's build as
 * it fails Docusaurus's).
 */
const WRAPPERS = new Set(['@theme/MDXContent', '@theme/Layout/Provider', '@theme/LayoutProviders', '@docusaurus/ErrorBoundary']);

/** The stand-in of a module that only wraps its children, or undefined. */
export function wrapperStandIn(specifier: string): unknown {
  return WRAPPERS.has(specifier) ? { __esModule: true, default: childrenOnly } : undefined;
}

/**
 * `@docusaurus/theme-classic/lib/theme/X` (a file of the installed theme package, imported by its path; `src/theme`
 * in its sources, `/index` or an extension written or not) is the classic theme's X: `@theme-original/X`.
 */
export function deepThemeSpecifier(specifier: string): string | undefined {
  const deep = /^@docusaurus\/theme-classic\/(?:lib|src)\/theme\/(.+?)(?:\/index)?(?:\.(?:js|jsx|ts|tsx))?$/.exec(specifier);
  return deep ? `@theme-original/${deep[1]}` : undefined;
}

/**
 * `@docusaurus/core/lib/client/exports/X` (core's file, imported by its path, an extension written or not) is
 * `@docusaurus/X`: core's webpack alias points `@docusaurus/X` at that very folder.
 */
export function deepCoreSpecifier(specifier: string): string | undefined {
  const deep = /^@docusaurus\/core\/lib\/client\/exports\/(.+?)(?:\.(?:js|jsx|ts|tsx))?$/.exec(specifier);
  return deep ? `@docusaurus/${deep[1]}` : undefined;
}

/** What a component of Docusaurus's themes without a stand-in is drawn as, and the warning that says so. */
export interface ThemeFallback {
  module: unknown;
  message: string;
  hint: string;
}

/**
 * A component of Docusaurus's themes (`@theme/X`, `@theme-original/X`, `@theme-init/X`, or the deep path) that
 * lendocs has no stand-in for: drawn as its children (nothing where it is given none). `named`: the importing file.
 */
export function themeFallback(specifier: string, named: string): ThemeFallback | undefined {
  const name = /^@theme(?:-original|-init)?\/(.+)$/.exec(deepThemeSpecifier(specifier) ?? specifier)?.[1];
  if (name === undefined || !DOCUSAURUS_COMPONENTS.has(name)) return undefined;
  return {
    module: { __esModule: true, default: childrenOnly },
    message: `lendocs has no stand-in for Docusaurus's "${specifier}", which ${named} imports: the page shows what it is given as children in its place (nothing where it has none).`,
    hint: `Nothing breaks; to show what ${name} draws in Docusaurus, draw that part in your component (the manual's compatibility table, docs/docs/migrating/from-docusaurus.md in the lendocs package, lists the theme modules lendocs stands in for).`,
  };
}
