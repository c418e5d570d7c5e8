// Docusaurus's `headTags`, `scripts`, `stylesheets` and the classic theme's `customCss` → lendocs' `headTags`,
// `scripts`, `customCss` and `colors`, and `infima` on. Custom CSS is kept as it is: rules on the site's own classes
// work as before; Docusaurus's `--ifm-*` variables reach Infima's classes in the site's components, and lendocs's own
// look only through the primary colour, which becomes `colors`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { POSTCSS_FROM_PLUGINS, type PostCssFromPlugins } from './postcss-plugins.js';
import { isCssColor } from '../config/css-color.js';
import { translateAliases } from './webpack-aliases.js';
import { translateJsLoader } from './translate-js-loader.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const HEAD_TAGS = ['meta', 'link', 'script', 'style', 'noscript', 'base'];

export interface StylesContext {
  d: Any;
  classic: Any;
  /** The Docusaurus site folder, to find and read custom CSS; without it custom CSS is only noted. */
  siteDir?: string;
  notes: string[];
}

/** Attributes lendocs can write: strings, numbers (as text) and booleans. */
function attributes(value: Any): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [name, item] of Object.entries(value ?? {})) {
    if (typeof item === 'string' || typeof item === 'boolean') out[name] = item;
    else if (typeof item === 'number') out[name] = String(item);
  }
  return out;
}

export function translateStyles(config: Any, context: StylesContext): void {
  const { d, notes } = context;
  // Docusaurus's theme is written with Infima, and so are the site's components and React pages that use its classes.
  config.infima = true;
  const headTags: Any[] = [];
  for (const tag of Array.isArray(d.headTags) ? d.headTags : []) {
    if (!tag || !HEAD_TAGS.includes(tag.tagName)) notes.push(`headTags: a <${tag?.tagName}> element cannot go in a head; left out.`);
    else headTags.push({ tagName: tag.tagName, attributes: attributes(tag.attributes), ...(typeof tag.innerHTML === 'string' ? { innerHTML: tag.innerHTML } : {}) });
  }
  // Docusaurus's `stylesheets` are <link rel="stylesheet"> elements: a URL, or an object of attributes.
  for (const sheet of Array.isArray(d.stylesheets) ? d.stylesheets : []) {
    const attrs = typeof sheet === 'string' ? { href: sheet } : attributes(sheet);
    if (attrs.href) headTags.push({ tagName: 'link', attributes: { rel: 'stylesheet', ...attrs } });
  }
  if (headTags.length) config.headTags = headTags;
  const scripts = (Array.isArray(d.scripts) ? d.scripts : []).flatMap((script: unknown): (string | Record<string, string | boolean>)[] =>
    typeof script === 'string' ? [script] : script && typeof (script as Any).src === 'string' ? [attributes(script as Any)] : [],
  );
  if (scripts.length) config.scripts = scripts;
  translateCustomCss(config, context);
  translatePostCss(config, context);
  // Like configurePostCss, a plugin's configureWebpack shapes how the components' files are read: its aliases.
  translateAliases(config, d, notes);
  // And which loader reads their JavaScript (Docusaurus Faster's SWC: TypeScript syntax in .js/.jsx files).
  translateJsLoader(config, d, notes);
}

/** What the site's plugins' configurePostCss add (postcss-plugins.ts) → `postcssPlugins`. */
function translatePostCss(config: Any, { d, notes }: StylesContext): void {
  const found = d[POSTCSS_FROM_PLUGINS] as PostCssFromPlugins | undefined;
  if (found?.plugins.length) {
    config.postcssPlugins = found.plugins;
    notes.push(`postcssPlugins: ${found.plugins.join(', ')}, from a plugin's configurePostCss: the site's CSS goes through them, with its own postcss.`);
  }
  if (found?.unnamed) notes.push(`configurePostCss: ${found.unnamed} PostCSS plugin(s) that are no package of the site were left out; list their packages in postcssPlugins.`);
}

function translateCustomCss(config: Any, { classic, siteDir, notes }: StylesContext): void {
  const given = classic.theme?.customCss;
  const files = (Array.isArray(given) ? given : given ? [given] : []).filter((file: unknown): file is string => typeof file === 'string');
  const kept: string[] = [];
  for (const file of files) {
    const absolute = siteDir ? path.resolve(siteDir, file) : file;
    const relative = siteDir ? path.relative(siteDir, absolute).split(path.sep).join('/') : file;
    // .scss and .sass (docusaurus-plugin-sass) are compiled by the build with the site's own sass.
    const problem = !siteDir || !/\.(css|scss|sass)$/i.test(file)
      ? 'lendocs takes .css, .scss and .sass files; port the rules you need'
      : !existsSync(absolute)
        ? 'there is no such file'
        : relative.startsWith('..')
          ? 'it is outside the site folder; move it in, or set allowOutsideContent: true and list it in customCss'
          : undefined;
    if (problem) {
      notes.push(`theme.customCss ${relative}: not loaded (${problem}).`);
      continue;
    }
    kept.push(relative);
    const colors = primaryColors(readFileSync(absolute, 'utf8'));
    if (colors.primary && !config.colors) config.colors = colors;
  }
  if (kept.length) {
    config.customCss = kept;
    notes.push(`customCss: ${kept.join(', ')} kept as it is; its --ifm-* variables apply to Infima's classes in the site's components (infima: true), not to lendocs's own parts of the page (the primary colour became "colors").`);
  }
}

/** `--ifm-color-primary` of `:root` and of the dark theme, when they are plain colour values. */
function primaryColors(css: string): { primary?: string; primaryDark?: string } {
  const value = (selector: RegExp) => {
    const block = css.match(new RegExp(`${selector.source}\\s*\\{([^}]*)\\}`))?.[1];
    const color = block?.match(/--ifm-color-primary\s*:\s*([^;]+);/)?.[1].trim();
    // Only a colour the build accepts (config/css-color.ts): a var() or a typo stays in the kept stylesheet alone.
    return color && isCssColor(color) ? color : undefined;
  };
  const primary = value(/:root/);
  const primaryDark = value(/\[data-theme=['"]?dark['"]?\]/);
  return { ...(primary ? { primary } : {}), ...(primaryDark ? { primaryDark } : {}) };
}
