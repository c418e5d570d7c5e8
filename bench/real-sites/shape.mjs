// What kind of Docusaurus site a folder holds, read from its files alone (never from its name): the site folder
// inside a copied repository, and the shape tags the corpus quotas of issue 30 are counted in.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const CONFIG_NAMES = ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.mts', 'docusaurus.config.cjs'];
const SKIP_DIRS = new Set(['node_modules', '.git', 'build', 'build-docusaurus', '.docusaurus', 'i18n', 'templates', 'template', 'test', 'tests', '__tests__', 'examples', 'fixtures']);

/** The tags in the order the table prints them, what each means, and issue 30's quota (the least number of sites). */
export const SHAPES = [
  ['v2', 'Docusaurus 2 (the installed or declared @docusaurus/core)', 5],
  ['versioned', 'versions.json (versioned docs)', 5],
  ['locales', 'translations under i18n/ besides the default locale', 5],
  ['swizzled', 'components under src/theme/', 5],
  ['sass', 'docusaurus-plugin-sass or .scss/.sass files', 5],
  ['tailwind', 'Tailwind CSS', 3],
  ['maths', 'remark-math / rehype-katex', 5],
  ['mermaid', '@docusaurus/theme-mermaid or mdx-mermaid', 3],
  ['openapi', 'an OpenAPI plugin', 2],
  ['bigblog', 'a blog of 30 posts or more', 5],
  ['1kpages', 'over 1,000 Markdown pages (docs, versions, blog, pages; default locale)', 2],
];
export const OPENAPI_PACKAGES = ['docusaurus-plugin-openapi-docs', 'docusaurus-plugin-openapi', 'redocusaurus', 'docusaurus-theme-redoc', '@scalar/docusaurus'];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Breadth-first: the shallowest folder holding a docusaurus.config file, unless `<copy>/.site-path` names one. */
export function findSiteFolder(copy) {
  const override = path.join(copy, '.site-path');
  if (existsSync(override)) return path.resolve(copy, readFileSync(override, 'utf8').trim());
  let level = [copy];
  for (let depth = 0; depth < 4 && level.length; depth += 1) {
    const next = [];
    for (const dir of level) {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      if (entries.some((e) => e.isFile() && CONFIG_NAMES.includes(e.name))) return dir;
      for (const e of entries) if (e.isDirectory() && !SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) next.push(path.join(dir, e.name));
    }
    level = next.sort();
  }
  return undefined;
}

function countFiles(dir, test, skip = SKIP_DIRS) {
  let count = 0;
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (!skip.has(e.name) && !e.name.startsWith('.')) stack.push(path.join(current, e.name));
      } else if (test(e.name)) count += 1;
    }
  }
  return count;
}

const isMarkdown = (name) => /\.mdx?$/.test(name);

function configText(site) {
  return CONFIG_NAMES.map((name) => path.join(site, name)).filter(existsSync).map((file) => readFileSync(file, 'utf8')).join('\n');
}

/** Markdown the site reads: its own folders, plus a docs folder beside it that its config points at (`../docs`). */
function markdownPages(site) {
  const own = ['docs', 'blog', 'src/pages', 'versioned_docs'].map((dir) => countFiles(path.join(site, dir), isMarkdown)).reduce((a, b) => a + b, 0);
  const others = readdirSync(site).filter((name) => /_versioned_docs$|^(community|contributing|api)$/.test(name));
  const outside = /['"`]\.\.\/(\.\.\/)?docs['"`/]/.test(configText(site)) ? countFiles(path.resolve(site, '..', 'docs'), isMarkdown) + countFiles(path.resolve(site, '../..', 'docs'), isMarkdown) : 0;
  return own + others.map((dir) => countFiles(path.join(site, dir), isMarkdown)).reduce((a, b) => a + b, 0) + outside;
}

function blogPosts(site) {
  const blog = path.join(site, 'blog');
  if (!existsSync(blog)) return 0;
  // A folder post is one post, whatever Markdown it holds besides its index.
  return countFiles(blog, (name) => isMarkdown(name) && !/^_/.test(name), new Set(['node_modules']));
}

/** The @docusaurus/core the site's own install put in a node_modules at or above it (its components' packages are there too). */
function installedCore(site) {
  let dir = site;
  for (let i = 0; i < 4; i += 1) {
    const installed = readJson(path.join(dir, 'node_modules/@docusaurus/core/package.json'));
    if (installed?.version) return installed.version;
    dir = path.dirname(dir);
  }
  return undefined;
}

function docusaurusMajor(site, deps) {
  const installed = installedCore(site);
  if (installed) return Number(installed.split('.')[0]);
  const declared = deps['@docusaurus/core'];
  const match = declared && /(\d+)\./.exec(declared);
  return match ? Number(match[1]) : undefined;
}

/** Docusaurus 2 is MDX 1: a canary (0.0.0-N) counts as 2 when the site declares @mdx-js/react 1. */
function isVersion2(major, deps) {
  if (major === 2) return true;
  return major === 0 && /^[\^~]?1\./.test(deps['@mdx-js/react'] ?? '');
}

/** Locale folders under i18n/ with translations in them, other than the default locale's own. */
function translatedLocales(site, config) {
  const i18n = path.join(site, 'i18n');
  if (!existsSync(i18n)) return [];
  const defaultLocale = /defaultLocale\s*:\s*['"`]([\w-]+)/.exec(config)?.[1] ?? 'en';
  return readdirSync(i18n).filter((name) => name !== defaultLocale && statSync(path.join(i18n, name)).isDirectory() && countFiles(path.join(i18n, name), (f) => /\.(mdx?|json)$/.test(f)) > 0);
}

/** The shape of the site in `site`: tags (SHAPES order) and the counts behind them. */
export function siteShape(site) {
  const pkg = readJson(path.join(site, 'package.json')) ?? {};
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  const has = (...names) => names.some((name) => name in deps);
  const config = configText(site);
  const locales = translatedLocales(site, config);
  const counts = { pages: markdownPages(site), posts: blogPosts(site), locales: locales.length, major: docusaurusMajor(site, deps), installed: installedCore(site) !== undefined };
  const tags = {
    v2: isVersion2(counts.major, deps),
    versioned: existsSync(path.join(site, 'versions.json')) || readdirSync(site).some((name) => /_versions\.json$/.test(name)),
    locales: locales.length > 0,
    swizzled: countFiles(path.join(site, 'src/theme'), () => true) > 0,
    sass: has('docusaurus-plugin-sass') || countFiles(path.join(site, 'src'), (name) => /\.s[ac]ss$/.test(name)) > 0,
    tailwind: has('tailwindcss', '@tailwindcss/postcss', '@tailwindcss/vite'),
    maths: has('remark-math', 'rehype-katex', 'rehype-mathjax') || /remark-math|rehype-katex/.test(config),
    mermaid: has('@docusaurus/theme-mermaid', 'mdx-mermaid') || /theme-mermaid/.test(config),
    openapi: has(...OPENAPI_PACKAGES) || OPENAPI_PACKAGES.some((name) => config.includes(name)),
    bigblog: counts.posts >= 30,
    '1kpages': counts.pages > 1000,
  };
  return { tags: SHAPES.map(([tag]) => tag).filter((tag) => tags[tag]), counts };
}
