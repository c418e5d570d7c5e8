// Component overrides (Docusaurus's swizzling, Starlight's overrides): a site replaces one of lendocs' templates with
// its own React component in `src/theme/<Name>.(tsx|jsx|ts|js)` or `src/theme/<Name>/index.*` (what Docusaurus's
// swizzle writes), bundled and rendered at build time by the same loader as the components MDX files import
// (site-components.ts). Each override is drawn once per build, since what it shows is the same on every page, and
// the templates put its HTML where the built-in one would go.
//
// Overridable: `Footer`, given the props `{ footer, title }` (the config's `footer` and the site title).
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { error } from '../../errors.js';
import type { Diagnostic, ResolvedConfig, ThemeOverrides } from '../../types.js';
import { ComponentError, createComponentLoader } from './site-components.js';
import { siteInfo } from './site-info.js';
import { moduleFile } from '../../node/module-file.js';

/** The override's module, when the site has one: a file before a folder's index, as `@theme/<Name>` resolves. */
function overrideModule(root: string, name: string): string | undefined {
  const base = path.join(root, 'src', 'theme', name);
  return moduleFile(base) ?? undefined;
}

export interface RenderedOverrides {
  overrides: ThemeOverrides;
  inputs: Record<string, string>;
  /** The CSS the overrides import, for the site's stylesheet (SiteComponent.css). */
  css: string[];
  diagnostics: Diagnostic[];
}

export async function renderThemeOverrides(root: string, config: ResolvedConfig): Promise<RenderedOverrides> {
  const rendered: RenderedOverrides = { overrides: {}, inputs: {}, css: [], diagnostics: [] };
  const module = overrideModule(root, 'Footer');
  if (!module) return rendered;
  const loader = createComponentLoader({ siteRoot: root, site: siteInfo(config) });
  const file = path.relative(process.cwd(), module) || module;
  try {
    const component = await loader.load(module);
    const body = renderToStaticMarkup(createElement(component.Component, { footer: config.footer, title: config.title }));
    rendered.overrides.Footer = body;
    rendered.css.push(...component.css);
    Object.assign(rendered.inputs, component.inputs);
  } catch (cause) {
    const known = cause instanceof ComponentError;
    rendered.diagnostics.push(
      error('theme-override', known ? cause.message : `The override src/theme/Footer failed while rendering: ${(cause as Error).message}`, {
        file,
        hint: known ? cause.hint : 'An override is rendered at build time, where there is no window or document: read them in useEffect, or wrap the part in BrowserOnly.',
      }),
    );
  }
  return rendered;
}
