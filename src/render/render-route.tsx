// The render stage: one route → one HTML string, through the React templates.
import { renderToStaticMarkup } from 'react-dom/server';
import { RoutePage } from '../../templates/RoutePage.js';
import type { Assets } from '../../templates/context.js';
import type { Route, Site, ThemeOverrides } from '../types.js';
import { redirectPage } from './redirect-page.js';
import { VERSION } from '../version.js';
import { headScript } from './head-script.js';
import { pageTitle } from './page-title.js';
import { finishHtmlUrls } from '../shared/base-url.js';
import { fillSlot } from '../shared/theme-slot.js';
import { createSidebarHtml, type SidebarHtml } from './sidebar-html.js';

export interface RenderContext {
  site: Site;
  assets: Assets;
  /** Computed once per build. */
  inlineScript: string;
  /** A script only `lendocs serve` adds (live reload); never in a build. */
  devScript?: string;
  sidebars: SidebarHtml;
  /** The site's own templates, rendered (src/theme/). */
  theme: ThemeOverrides;
}

export interface RenderContextOptions {
  /** The bundled head script (site-assets.ts), inlined with this site's settings. */
  headSource: string;
  /** A script only `lendocs serve` adds (live reload). */
  devScript?: string;
  theme?: ThemeOverrides;
}

export function createRenderContext(site: Site, assets: Assets, options: RenderContextOptions): RenderContext {
  return { site, assets, inlineScript: headScript(site.config, options.headSource), devScript: options.devScript, sidebars: createSidebarHtml(site, assets.sidebarTopJs), theme: options.theme ?? {} };
}

/** A route's HTML, with the site's base path added to its root-relative URLs (the templates write them base-less). */
export function renderRoute(route: Route, context: RenderContext): string {
  // A redirect page writes its URL into a script and a meta refresh too, so it adds the base itself.
  if (route.data.type === 'redirect') return redirectPage(route.data.to, context.site);
  return finishHtmlUrls(renderPage(route, context), context.site.config);
}

function renderPage(route: Route, context: RenderContext): string {
  // The overrides drawn on this page with its data, where the site has any (ThemeOverrides.pages).
  const own = context.theme.pages?.[route.path];
  const theme = own ? { ...context.theme, ...own } : context.theme;
  const markup = renderToStaticMarkup(
    <RoutePage
      site={context.site}
      route={route}
      assets={context.assets}
      title={pageTitle(route.title, context.site.config.title, context.site.config.titleDelimiter)}
      inlineScript={context.inlineScript}
      generator={`lendocs ${VERSION}`}
      devScript={context.devScript}
      sidebarHtml={context.sidebars.forRoute(route)}
      theme={theme}
    />,
  );
  return `<!DOCTYPE html>${theme.Root === undefined ? markup : insideRoot(markup, theme.Root)}`;
}

/** The page's body inside the site's src/theme/Root, which wraps the whole page as Docusaurus's Root does. */
function insideRoot(markup: string, root: string): string {
  const start = markup.indexOf('>', markup.indexOf('<body')) + 1;
  const end = markup.lastIndexOf('</body>');
  if (start <= 0 || end < start) return markup;
  return markup.slice(0, start) + fillSlot(root, () => markup.slice(start, end)) + markup.slice(end);
}
