// The assets stage: what a site's pages are drawn with, assembled in this one place for a build (build.ts, and each
// other locale: emit-locales.ts) and for serve's rebuild (serve/dev-site.ts); serve's body-only save reuses what the
// last rebuild assembled (PreparedRender.forSite). The site's theme overrides are drawn by its own code and its Sass
// customCss is compiled by its own sass, and the code themes give the classes of highlighted tokens: load-stage work
// (load/components, load/styles, load/code-token-classes.ts), which render/ may not import, so it cannot happen
// inside prepareRender(). The pipeline, which may use both stages, does it here and
// hands the result to prepareRender() (render/prepare.ts) with the site's PostCSS.
import { hasErrors } from '../errors.js';
import { renderThemeOverrides, type DeferredOverride } from '../load/components/theme-overrides.js';
import type { SiteCode } from '../load/components/site-code.js';
import { compileCustomCss, type CompiledCustomCss } from '../load/styles/custom-css.js';
import { codeTokenCss, loadCodeTokenClasses } from '../load/code-token-classes.js';
import { processSiteCss } from '../load/styles/postcss.js';
import { prepareRender, type PreparedRender, type RenderInputs } from '../render/prepare.js';
import type { Diagnostic } from '../types.js';

export interface SiteRenderInputs extends Pick<RenderInputs, 'root' | 'site' | 'tools' | 'devScript' | 'pageHashes'> {
  /** Where the site's own code runs: its theme overrides are drawn there, as its pages' components are. */
  siteCode: SiteCode;
  /** Overrides that read the page are drawn on no page, but given back as `deferred` (serve's outline: theme-overrides.ts). */
  deferPerPage?: boolean;
  /** The site's customCss, compiled already or being compiled (serve's outline starts it early, on a thread). */
  customCss?: Promise<CompiledCustomCss>;
}

export interface PreparedSite {
  /** Undefined when the site's Sass cannot be compiled (an error in `diagnostics`): its pages cannot be drawn. */
  render?: PreparedRender;
  /** The overrides' warnings, Sass's errors, and what the site's PostCSS said, in that order. */
  diagnostics: Diagnostic[];
  /** With `deferPerPage`: the overrides that read the page, to be drawn on each page as it is drawn (drawPageOverrides). */
  deferred?: DeferredOverride[];
}

export async function prepareSite({ root, site, siteCode, deferPerPage, customCss, ...rest }: SiteRenderInputs): Promise<PreparedSite> {
  // The overrides first: their CSS goes into the stylesheet with the components'. Drawn on every call, so serve shows
  // an edited src/theme/ file at once; an override that cannot be drawn is a warning, and lendocs's own part shows.
  // An override that reads the page being drawn is drawn on each of `site`'s pages it is on.
  const theme = await renderThemeOverrides(root, site.config, siteCode, site, { deferPerPage });
  const [styles, codeClasses] = await Promise.all([customCss ?? compileCustomCss(root, site.config), loadCodeTokenClasses()]);
  const diagnostics = [...theme.diagnostics, ...styles.diagnostics];
  if (hasErrors(styles.diagnostics)) return { diagnostics };
  const processCss = (pieces: { file: string; css: string }[]) => processSiteCss(root, site.config, pieces, diagnostics);
  const render = await prepareRender({ root, site, theme, compiledCss: styles.css, processCss, codeCss: codeTokenCss(codeClasses), ...rest });
  return { render, diagnostics, ...(theme.deferred ? { deferred: theme.deferred } : {}) };
}
