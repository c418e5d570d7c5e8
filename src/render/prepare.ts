// What drawing a site's pages needs, put together in one place for a build, for serve's rebuild and for its
// body-only save: the stylesheet and scripts (site-assets.ts) with the CSS of the site's components and theme
// overrides, the render context the templates read, and the fingerprint of each route's inputs (fingerprint.ts).
import type { Page, Route, Site, ThemeOverrides } from '../types.js';
import { createFingerprinter } from './fingerprint.js';
import { createRenderContext, type RenderContext } from './render-route.js';
import { assetPaths, loadSiteAssets, type SiteAssets } from './site-assets.js';

type SiteAssetsInput = Parameters<typeof loadSiteAssets>[0];

export interface RenderInputs {
  root: string;
  site: Site;
  /** The site's theme overrides as its code drew them (load/components/theme-overrides.ts): their HTML and CSS. */
  theme: { overrides: ThemeOverrides; css: string[] };
  /** The customCss files compiled from Sass (load/styles/custom-css.ts), by file. */
  compiledCss: Record<string, string>;
  /** Runs the site's CSS through its own PostCSS set-up (load/styles/postcss.ts), when it has one. */
  processCss?: SiteAssetsInput['processCss'];
  /** The rules of highlighted tokens' classes (load/code-token-classes.ts). */
  codeCss?: string;
  /** What draws the pages besides the site, a part of every fingerprint (lendocs's version, the packages' versions). */
  tools: unknown;
  /** A script only `lendocs serve` adds (live reload). */
  devScript?: string;
  /** Each page's own part of its fingerprint, kept between serve's rebuilds (fingerprint.ts). */
  pageHashes?: WeakMap<Page, string>;
}

export interface PreparedRender {
  assets: SiteAssets;
  theme: ThemeOverrides;
  context: RenderContext;
  /** A hash of everything a route's HTML is made from. */
  fingerprint: (route: Route) => string;
  /** The same drawing for `site` (serve's body-only save: one page changed, all else as drawn before). */
  forSite(site: Site): PreparedRender;
}

export async function prepareRender(inputs: RenderInputs): Promise<PreparedRender> {
  const { root, site, theme, compiledCss, processCss, codeCss, devScript } = inputs;
  const assets = await loadSiteAssets({ root, config: site.config, componentCss: [...site.componentCss, ...theme.css], compiledCss, processCss, codeCss });
  const context = createRenderContext(site, assetPaths(assets), { headSource: assets.headJs, devScript, theme: theme.overrides });
  return prepared(context, assets, theme.overrides, inputs);
}

function prepared(context: RenderContext, assets: SiteAssets, theme: ThemeOverrides, { tools, pageHashes }: Pick<RenderInputs, 'tools' | 'pageHashes'>): PreparedRender {
  return {
    assets,
    theme,
    context,
    fingerprint: createFingerprinter(context.site, { ...assetPaths(assets), theme }, tools, pageHashes),
    forSite: (site) => prepared({ ...context, site }, assets, theme, { tools, pageHashes }),
  };
}
