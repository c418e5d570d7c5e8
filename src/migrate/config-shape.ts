// The evaluated Docusaurus config and sidebars, checked once against the shape Docusaurus itself accepts, for every
// key migrate reads. What is found at a key of the wrong type (`presets: 5`, `navbar: null`, a sidebars file that
// exports a number) is a message naming the file, the key path, what was there and what Docusaurus expects, instead
// of a TypeError from the translation that trusted it. Keys left out, and stand-ins for packages that are not
// installed (`[stub]`), are not checked.
import { DOCS_PLUGIN } from './translate-docs-plugins.js';
import { packageName, REDIRECTS_PLUGIN } from './translate.js';

type Path = (string | number)[];
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One value of the wrong type: where, what was found there, what Docusaurus expects. */
export interface ShapeProblem {
  path: Path;
  found: string;
  expects: string;
}

interface Shape {
  /** What Docusaurus expects there, in words. */
  expects: string;
  accepts(value: unknown): boolean;
  /** The shapes of an object's keys. */
  keys?: Record<string, Shape>;
  /** The shape of each item of a list. */
  items?: Shape;
  /** The shape of each value of an object used as a map (versions by name). */
  values?: Shape;
  /** Further checks once the value is accepted: the alternative it matched, a plugin's options by its name. */
  inner?: (value: Any, at: Path, problems: ShapeProblem[]) => void;
}

// How evaluate-child.ts writes a function, and a stand-in for a package that is not installed.
const FUNCTION = '[function]';
const STUB = '[stub]';

/** What a file that exports `undefined` or `null` is checked as: walk skips undefined, as a key left out. */
const NOTHING = Symbol('nothing');

const isObject = (value: unknown): value is Any => typeof value === 'object' && value !== null && !Array.isArray(value);

const text: Shape = { expects: 'a text (a string)', accepts: (value) => typeof value === 'string' && value !== FUNCTION };
const flag: Shape = { expects: 'true or false', accepts: (value) => typeof value === 'boolean' };
const fn: Shape = { expects: 'a function', accepts: (value) => value === FUNCTION };
const no: Shape = { expects: 'false', accepts: (value) => value === false };
const object = (expects: string, keys?: Record<string, Shape>, values?: Shape): Shape => ({ expects, accepts: isObject, keys, values });
const list = (expects: string, items?: Shape): Shape => ({ expects, accepts: Array.isArray, items });
const oneOfTexts = (...allowed: string[]): Shape => ({ expects: `one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`, accepts: (value) => allowed.includes(value as string) });
const texts = list('a list of texts', text);

/** Any of `shapes`, each checked further as that shape. */
function oneOf(expects: string, ...shapes: Shape[]): Shape {
  return { expects, accepts: (value) => shapes.some((shape) => shape.accepts(value)), inner: (value, at, problems) => walk(value, shapes.find((shape) => shape.accepts(value))!, at, problems) };
}

function walk(value: unknown, shape: Shape, at: Path, problems: ShapeProblem[]): void {
  if (value === undefined || value === STUB) return;
  if (!shape.accepts(value)) {
    problems.push({ path: at, found: describeValue(value), expects: shape.expects });
    return;
  }
  if (shape.keys && isObject(value)) for (const [key, inner] of Object.entries(shape.keys)) walk(value[key], inner, [...at, key], problems);
  if (shape.values && isObject(value)) for (const [key, inner] of Object.entries(value)) walk(inner, shape.values, [...at, key], problems);
  if (shape.items && Array.isArray(value)) value.forEach((item, index) => walk(item, shape.items!, [...at, index], problems));
  shape.inner?.(value as Any, at, problems);
}

/** A value as a message shows it: `5 (a number)`, `"x" (a text)`, `null`, `a list`. */
function describeValue(value: unknown): string {
  if (value === NOTHING) return 'nothing (null or undefined)';
  if (value === null) return 'null';
  if (value === FUNCTION) return 'a function';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)} (a text)`;
  return `${String(value)} (a ${typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'true/false value' : typeof value})`;
}

/** `themeConfig.navbar.items[2]`, `themeConfig.footer.logo['aria-label']`. */
export function keyPath(path: Path): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${i ? '.' : ''}${key}` : `[${JSON.stringify(key)}]`)).join('');
}

const admonitions = object('an object (keywords, extendDefaults)', { keywords: texts, extendDefaults: flag });
const countOrAll = oneOf('a number or "ALL"', { expects: 'a number', accepts: (value) => typeof value === 'number' }, oneOfTexts('ALL'));

const docsOptions = object('an object of docs options', {
  id: text,
  path: text,
  routeBasePath: text,
  sidebarPath: oneOf('a path (a text), or false for no sidebar', text, no),
  editUrl: oneOf('a URL (a text) or a function', text, fn),
  lastVersion: text,
  onlyIncludeVersions: texts,
  includeCurrentVersion: flag,
  versions: object('an object of versions by name', undefined, object('an object (label, path, banner, badge)', { label: text, path: text, banner: oneOfTexts('none', 'unreleased', 'unmaintained'), badge: flag })),
  showLastUpdateTime: flag,
  showLastUpdateAuthor: flag,
  admonitions,
});
const blogOptions = object('an object of blog options', {
  path: text,
  routeBasePath: text,
  blogTitle: text,
  blogDescription: text,
  postsPerPage: countOrAll,
  blogSidebarCount: countOrAll,
  admonitions,
});
const classicOptions = object('an object of the preset\'s options (docs, blog, pages, theme, sitemap)', {
  docs: oneOf('an object of docs options, or false to turn the docs off', docsOptions, no),
  blog: oneOf('an object of blog options, or false to turn the blog off', blogOptions, no),
  pages: oneOf('an object of pages options, or false', object('an object', { admonitions }), no),
  theme: object('an object (customCss)', { customCss: oneOf('a path (a text) or a list of paths', text, texts) }),
  sitemap: oneOf('an object of sitemap options, or false', object('an object'), no),
});
const redirectsOptions = object('an object (redirects, createRedirects, fromExtensions, toExtensions)', {
  redirects: list('a list of redirects', object('an object (from, to)', { from: oneOf('a path (a text) or a list of paths', text, texts), to: text })),
  fromExtensions: texts,
  toExtensions: texts,
});

/** A `presets`, `plugins` or `themes` entry: a name, a function, `[name or function, options]`, or false/null to skip it. */
function entry(kind: string, optionsOf: (name: string) => Shape | undefined): Shape {
  const pair: Shape = {
    expects: `a [name, options] pair`,
    accepts: Array.isArray,
    inner: (given, at, problems) => {
      const [spec, options] = given as unknown as unknown[];
      walk(spec, oneOf('a package name or path (a text), or a function', text, fn), [...at, 0], problems);
      walk(options, (typeof spec === 'string' ? optionsOf(spec) : undefined) ?? object('an object of options'), [...at, 1], problems);
    },
  };
  const skipped: Shape = { expects: 'false or null', accepts: (value) => value === false || value === null };
  return oneOf(`a ${kind} name (a text), a function, a [name, options] pair, or false or null to leave it out`, text, fn, pair, skipped);
}

const presetOptions = (name: string) => (/classic/.test(name) ? classicOptions : undefined);
const pluginOptions = (name: string) => (packageName(name) === DOCS_PLUGIN ? docsOptions : packageName(name) === REDIRECTS_PLUGIN ? redirectsOptions : undefined);

const logo = object('an object (src, srcDark, alt, href, width, height)', {
  src: text,
  srcDark: text,
  alt: text,
  href: text,
  width: oneOf('a number or a text', text, { expects: 'a number', accepts: (value) => typeof value === 'number' }),
  height: oneOf('a number or a text', text, { expects: 'a number', accepts: (value) => typeof value === 'number' }),
});
const navItemKeys: Record<string, Shape> = Object.fromEntries(['label', 'to', 'href', 'type', 'docId', 'sidebarId', 'docsPluginId', 'className', 'aria-label', 'html'].map((key) => [key, text]));
const navItem = object('an object (label, to or href, type, …)', navItemKeys);
const footerColumn = object('an object (title, items) or a link item', { ...navItemKeys, title: oneOf('a text or null', text, { expects: 'null', accepts: (value) => value === null }), items: list('a list of link items', navItem) });

const themeConfig = object('an object (navbar, footer, colorMode, …)', {
  navbar: object('an object (title, logo, items, …)', { title: text, logo, hideOnScroll: flag, style: oneOfTexts('dark', 'primary'), items: list('a list of navbar items', navItem) }),
  footer: object('an object (links, copyright, logo, style)', { links: list('a list of link columns or link items', footerColumn), copyright: text, logo, style: oneOfTexts('dark', 'light') }),
  announcementBar: object('an object (id, content, isCloseable, …)', { id: text, content: text, backgroundColor: text, textColor: text, isCloseable: flag }),
  colorMode: object('an object (defaultMode, respectPrefersColorScheme, disableSwitch)', { defaultMode: oneOfTexts('light', 'dark'), respectPrefersColorScheme: flag, disableSwitch: flag }),
  image: text,
  metadata: list('a list of meta tags', object('an object (name or property, content)')),
  algolia: object('an object (appId, apiKey, indexName, …)', { appId: text, apiKey: text, indexName: text, contextualSearch: flag }),
  prism: object('an object'),
});

// Docusaurus 2 took 'error' too (print the problem as an error, build on) until 2.0.0-beta.22 removed it; a site
// pinned to an earlier 2.x still has it, and Docusaurus 3 refuses it.
const configShape = (severity: Shape) => object('an object (the site config), or a function or promise that gives one', {
  title: text,
  tagline: text,
  url: text,
  baseUrl: text,
  favicon: text,
  trailingSlash: flag,
  onBrokenLinks: severity,
  onBrokenMarkdownLinks: severity,
  onBrokenAnchors: severity,
  staticDirectories: texts,
  headTags: list('a list of tags', object('an object (tagName, attributes, innerHTML)', { tagName: text, attributes: object('an object of attributes'), innerHTML: text })),
  scripts: list('a list of scripts', oneOf('a URL (a text) or an object of attributes', text, object('an object (src, …)', { src: text }))),
  stylesheets: list('a list of stylesheets', oneOf('a URL (a text) or an object of attributes', text, object('an object (href, …)', { href: text }))),
  customFields: object('an object'),
  markdown: object('an object (format, hooks, …)', { format: oneOfTexts('mdx', 'md', 'detect'), hooks: object('an object', { onBrokenMarkdownLinks: severity }) }),
  i18n: object('an object (defaultLocale, locales, …)', { locales: texts }),
  presets: list('a list of presets', entry('preset', presetOptions)),
  plugins: list('a list of plugins', entry('plugin', pluginOptions)),
  themes: list('a list of themes', entry('theme', () => undefined)),
  themeConfig,
});
const DOCUSAURUS_CONFIG = configShape(oneOfTexts('ignore', 'log', 'warn', 'throw'));
const DOCUSAURUS_2_CONFIG = configShape(oneOfTexts('ignore', 'log', 'warn', 'error', 'throw'));

/**
 * Problems of an evaluated docusaurus.config (none: it has the shape every translation step relies on), as the
 * site's Docusaurus major version accepts it (3 when unknown).
 */
export function docusaurusConfigProblems(value: unknown, docusaurusMajor?: number): ShapeProblem[] {
  const problems: ShapeProblem[] = [];
  walk(value ?? NOTHING, docusaurusMajor === 2 ? DOCUSAURUS_2_CONFIG : DOCUSAURUS_CONFIG, [], problems);
  return problems;
}

const sidebarItem: Shape = oneOf('a doc id (a text) or an object (a sidebar item)', text, {
  expects: 'an object',
  accepts: isObject,
  inner: (item, at, problems) => {
    // A category's items and link; an object without a type is the shorthand { "Category label": [items] }.
    if ('type' in item) walk(item.items, sidebarItems, [...at, 'items'], problems);
    else for (const [label, items] of Object.entries(item)) walk(items, sidebarItems, [...at, label], problems);
    walk(item.link, object('an object (type, id, …)'), [...at, 'link'], problems);
  },
});
/** A sidebar or a category's items: a list, or the shorthand in its place, at any depth (as Docusaurus normalizes them). */
const sidebarItems: Shape = {
  expects: 'a list of sidebar items, or an object of category labels and their lists',
  accepts: (value) => Array.isArray(value) || isObject(value),
  inner: (value, at, problems) => (Array.isArray(value) ? value.forEach((item, index) => walk(item, sidebarItem, [...at, index], problems)) : walk(value, sidebarItem, at, problems)),
};
const sidebar = sidebarItems;
const SIDEBARS = object("an object that maps each sidebar's name to its items", undefined, sidebar);

/**
 * An evaluated sidebars file as lendocs writes it, and its problems. Functions and stand-ins are left out (in a list
 * they become null); Docusaurus's shorthand `{ mySidebar: { "Label": [items] } }` becomes the list of that one item.
 */
export function readSidebarsShape(value: unknown): { sidebars: Record<string, unknown[]>; problems: ShapeProblem[] } {
  const problems: ShapeProblem[] = [];
  walk(value ?? NOTHING, SIDEBARS, [], problems);
  if (problems.length > 0) return { sidebars: {}, problems };
  const plain: Any = JSON.parse(JSON.stringify(value, (_, inner) => (inner === FUNCTION || inner === STUB ? undefined : inner)) ?? '{}');
  return { sidebars: Object.fromEntries(Object.entries(plain).map(([name, items]) => [name, Array.isArray(items) ? items : [items]])), problems };
}

/** One error for all of a file's problems, a line each: the key path, what is there, what Docusaurus expects. */
export function shapeError(file: string, problems: ShapeProblem[]): Error {
  const lines = problems.map((problem) => (problem.path.length ? `  - ${keyPath(problem.path)} is ${problem.found}, but Docusaurus expects ${problem.expects}.` : `  - it gives ${problem.found}, but Docusaurus expects ${problem.expects}.`));
  return new Error(`${file} does not have the shape Docusaurus expects:\n${lines.join('\n')}\nFix ${problems.length === 1 ? 'it' : 'them'} in ${file}, then run migrate again.`);
}
