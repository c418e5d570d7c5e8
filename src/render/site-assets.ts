// The stylesheet and the client script, each named by a hash of its contents so they can be cached forever.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { ResolvedConfig } from '../types.js';
import { PACKAGE_ROOT } from '../version.js';
import { prefixCssUrls } from '../shared/base-url.js';
import { infimaCss } from './infima.js';
import { mirrorCss } from './mirror-css.js';
import { takeImports, uniqueImports } from './css-imports.js';
import { currentLocale } from '../shared/locales.js';
import { SIDEBAR_ITEMS_DIR } from '../shared/asset-paths.js';
import { usesNavMenus } from '../shared/nav-item.js';

export interface SiteAssets {
  css: { path: string; contents: string };
  js: { path: string; contents: string; gzipBytes: number };
  /** The search interface chunk, loaded on first use. */
  searchJs: { path: string; contents: string; gzipBytes: number };
  /** The chunk a page with part of a long sidebar top level loads, written only where some sidebar has one. */
  sidebarTopJs: { path: string; contents: string };
  /** The head script's source, inlined into every page with the site's settings (render/head-script.ts). */
  headJs: string;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * The site's stylesheet is lendocs' own, then Infima when the config asks for it (infima.ts), then the config's colours, then the site's `customCss` files in order, then
 * the CSS of the site's components (`componentCss`: Site.componentCss and the theme overrides'): one file, so later
 * rules win without a second request. Docusaurus does the same: it bundles all of a site's CSS, components' too, into
 * one stylesheet loaded by every page, its `customCss` before the components' (it is a client module, loaded first),
 * so a component's plain CSS applies on every page there as here. (The config checked each customCss file exists.)
 */
/** The assets' output paths, as pages link them. */
export function assetPaths(assets: SiteAssets) {
  return { css: assets.css.path, js: assets.js.path, searchJs: assets.searchJs.path, sidebarTopJs: assets.sidebarTopJs.path };
}

/**
 * `compiledCss`: the CSS of the customCss entries that are Sass (load/styles/custom-css.ts), by entry; `processCss`:
 * the site's own CSS (customCss, components') as its PostCSS set-up makes it (load/styles/postcss.ts); `codeCss`:
 * the rules of highlighted tokens' classes (load/code-token-classes.ts), right after lendocs' own.
 */
export async function loadSiteAssets({ root, config, componentCss = [], compiledCss = {}, processCss, codeCss = '' }: { root: string; config: ResolvedConfig; componentCss?: string[]; compiledCss?: Record<string, string>; processCss?: (pieces: { file: string; css: string }[]) => Promise<string[]>; codeCss?: string }): Promise<SiteAssets> {
  const [builtIn, navMenus, framework, custom, js, searchJs, sidebarTopJs, headJs] = await Promise.all([
    readFile(new URL('templates/styles.css', PACKAGE_ROOT), 'utf8'),
    usesNavMenus(config) ? readFile(new URL('templates/nav-menus.css', PACKAGE_ROOT), 'utf8') : '',
    config.infima ? infimaCss() : '',
    // A site's CSS writes `url(/img/x.png)` from the site root, as in Docusaurus: under a base path it gets the base.
    Promise.all(config.customCss.map(async (file) => ({ file, css: compiledCss[file] ?? (await readFile(path.resolve(root, file), 'utf8')) }))),
    readFile(new URL('dist/client/main.js', PACKAGE_ROOT), 'utf8'),
    readFile(new URL('dist/client/search.js', PACKAGE_ROOT), 'utf8'),
    readFile(new URL('dist/client/sidebar-top.js', PACKAGE_ROOT), 'utf8'),
    readFile(new URL('dist/client/head.js', PACKAGE_ROOT), 'utf8'),
  ]);
  const pieces = [...custom, ...[...new Set(componentCss)].map((css) => ({ file: /^\/\* (.*) \*\//.exec(css)?.[1] ?? '', css }))];
  const processed = processCss ? await processCss(pieces) : pieces.map((piece) => piece.css);
  const own = processed.map((css, index) => takeImports(prefixCssUrls(index < custom.length ? `/* ${custom[index].file} */\n${css}` : css, config.baseUrl)));
  // The site's @import rules first, where a browser reads them (css-imports.ts); each URL once.
  const imports = uniqueImports(own.flatMap((piece) => piece.imports)).join('\n');
  const joined = [imports, builtIn, navMenus, codeCss, framework, colorRules(config.colors), ...own.map((piece) => piece.css)].filter(Boolean).join('\n');
  // A right-to-left locale's build gets its own stylesheet, mirrored, as Docusaurus's (mirror-css.ts).
  const css = currentLocale(config)?.direction === 'rtl' ? mirrorCss(joined) : joined;
  return {
    css: { path: `/assets/css/styles.${hash(css)}.css`, contents: css },
    js: { path: `/assets/js/main.${hash(js)}.js`, contents: js, gzipBytes: gzipSync(js).length },
    searchJs: { path: `/assets/js/search.${hash(searchJs)}.js`, contents: searchJs, gzipBytes: gzipSync(searchJs).length },
    sidebarTopJs: { path: `/${SIDEBAR_ITEMS_DIR}/top.${hash(sidebarTopJs)}.js`, contents: sidebarTopJs },
    headJs,
  };
}

/** The accent colour of each mode; links take it too, as in Docusaurus. The schema allows only plain colour values. */
function colorRules({ primary, primaryDark }: ResolvedConfig['colors']): string {
  const rule = (selector: string, color: string | undefined) => (color ? `${selector} { --primary: ${color}; --link: ${color}; }\n` : '');
  return `${rule(':root', primary)}${rule("html[data-theme='dark']", primaryDark ?? primary)}`;
}
