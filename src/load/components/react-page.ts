// A React page (`src/pages/x.tsx`, as Docusaurus builds them): the module's default export rendered at build time
// with renderToStaticMarkup, inside lendocs' own layout (`@theme/Layout` draws only its children and gives the page
// its title and description). What cannot be stood in for is an error naming the import.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { error } from '../../errors.js';
import type { Diagnostic } from '../../types.js';
import { ComponentError, type ComponentLoader } from './site-components.js';

export interface RenderedReactPage {
  html: string;
  title?: string;
  description?: string;
  inputs: Record<string, string>;
  /** The CSS its files import, for the site's stylesheet (SiteComponent.css). */
  css: string[];
  diagnostics: Diagnostic[];
}

export async function renderReactPage(modulePath: string, loader: ComponentLoader, file: string): Promise<RenderedReactPage> {
  try {
    const component = await loader.load(modulePath);
    component.meta.title = undefined;
    component.meta.description = undefined;
    const body = renderToStaticMarkup(createElement(component.Component));
    return { html: body, title: component.meta.title, description: component.meta.description, inputs: component.inputs, css: component.css, diagnostics: [] };
  } catch (cause) {
    const known = cause instanceof ComponentError;
    const message = known ? cause.message : `This React page failed while rendering: ${(cause as Error).message}`;
    const hint = known ? cause.hint : 'A React page is rendered at build time, where there is no window or document: read them in useEffect, or wrap the part in BrowserOnly.';
    return { html: '', inputs: {}, css: [], diagnostics: [error('react-page', message, { file, hint })] };
  }
}
