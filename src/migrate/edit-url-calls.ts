// Runs in migrate's child process (evaluate-child.ts), while the config's functions are still functions: each docs
// or blog `editUrl` given as a function is called for every page of its folder, with the fields Docusaurus gives
// it, and what one template can make of the results (edit-url-template.ts) is put beside it, under
// EDIT_URL_FROM_FUNCTION, for translate.ts to carry over.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BLOG_EDIT_URL_FIELDS, EDIT_URL_FIELDS } from '../shared/edit-url.js';
import { editUrlTemplate, type EditUrlCall, type EditUrlOutcome } from './edit-url-template.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The key, beside an `editUrl` function in the evaluated config, that holds its EditUrlOutcome. */
export const EDIT_URL_FROM_FUNCTION = '$lendocsEditUrl';

/** Calls beyond this many pages (all versions together) are not made: a template that fits so many is kept. */
const MAX_CALLS = 50_000;

export interface Owner {
  options: Any;
  kind: 'docs' | 'blog';
  pluginId: string;
}

const isObject = (value: unknown): value is Any => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The docs and blog options of the classic preset and of content plugins, wherever they are in the config. */
export function owners(config: Any): Owner[] {
  const found: Owner[] = [];
  const entry = (item: unknown): [unknown, Any] => (Array.isArray(item) ? [item[0], isObject(item[1]) ? item[1] : {}] : [item, {}]);
  for (const item of Array.isArray(config.presets) ? config.presets : []) {
    const [, options] = entry(item);
    if (isObject(options.docs)) found.push({ options: options.docs, kind: 'docs', pluginId: typeof options.docs.id === 'string' ? options.docs.id : 'default' });
    if (isObject(options.blog)) found.push({ options: options.blog, kind: 'blog', pluginId: typeof options.blog.id === 'string' ? options.blog.id : 'default' });
  }
  for (const item of Array.isArray(config.plugins) ? config.plugins : []) {
    const [name, options] = entry(item);
    if (typeof name !== 'string') continue;
    const kind = /plugin-content-docs/.test(name) ? 'docs' : /plugin-content-blog/.test(name) ? 'blog' : undefined;
    if (kind) found.push({ options, kind, pluginId: typeof options.id === 'string' ? options.id : 'default' });
  }
  return found;
}

/** Markdown files under `folder`, as paths relative to it; `_`-prefixed files and folders are not pages (Docusaurus's default exclude). */
function markdownFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    let entries;
    try {
      entries = readdirSync(path.join(folder, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const item of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (item.name.startsWith('_') || item.name.startsWith('.') || item.name === 'node_modules') continue;
      const own = relative ? `${relative}/${item.name}` : item.name;
      if (item.isDirectory()) walk(own);
      else if (/\.mdx?$/.test(item.name)) files.push(own);
    }
  };
  walk('');
  return files;
}

/** Each docs version's folder, relative to the site folder: the docs folder itself ("current"), then each released one. */
function docsFolders(siteDir: string, owner: Owner): { version: string; dir: string }[] {
  const current = { version: 'current', dir: String(owner.options.path ?? 'docs') };
  const prefix = owner.pluginId === 'default' ? '' : `${owner.pluginId}_`;
  let released: unknown = [];
  const file = path.join(siteDir, `${prefix}versions.json`);
  try {
    if (existsSync(file)) released = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    released = [];
  }
  const versions = Array.isArray(released) ? released.filter((name): name is string => typeof name === 'string') : [];
  return [current, ...versions.map((version) => ({ version, dir: `${prefix}versioned_docs/version-${version}` }))];
}

const posix = (siteDir: string, dir: string) => path.relative(siteDir, path.resolve(siteDir, dir)).split(path.sep).join('/');

/** The calls of one owner's function: every page, with Docusaurus's fields (permalink as near as migrate knows it). */
function callsOf(fn: (fields: Any) => unknown, owner: Owner, siteDir: string, locale: string): EditUrlCall[] {
  const calls: EditUrlCall[] = [];
  const call = (fields: Record<string, string>) => {
    try {
      calls.push({ fields, result: fn({ ...fields, locale }) });
    } catch (cause) {
      calls.push({ fields, threw: cause instanceof Error ? cause.message : String(cause) });
    }
  };
  const base = String(owner.options.routeBasePath ?? owner.kind).replace(/^\/+|\/+$/g, '');
  const permalink = (file: string) => `/${[base, file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')].filter(Boolean).join('/')}`;
  if (owner.kind === 'blog') {
    const dir = posix(siteDir, String(owner.options.path ?? 'blog'));
    for (const file of markdownFiles(path.resolve(siteDir, dir)).slice(0, MAX_CALLS)) call({ blogDirPath: dir, blogPath: file, permalink: permalink(file) });
    return calls;
  }
  for (const { version, dir } of docsFolders(siteDir, owner)) {
    const own = posix(siteDir, dir);
    for (const file of markdownFiles(path.resolve(siteDir, own))) {
      if (calls.length >= MAX_CALLS) return calls;
      call({ version, versionDocsDirPath: own, docPath: file, permalink: permalink(file) });
    }
  }
  return calls;
}

/** Puts, beside each `editUrl` function of the config, what one template makes of it (an EditUrlOutcome). */
export function callEditUrls(config: unknown, siteDir: string): void {
  if (!isObject(config)) return;
  const locale = isObject(config.i18n) && typeof config.i18n.defaultLocale === 'string' ? config.i18n.defaultLocale : 'en';
  for (const owner of owners(config)) {
    const fn = owner.options.editUrl;
    if (typeof fn !== 'function') continue;
    const calls = callsOf(fn, owner, siteDir, locale);
    const fields = owner.kind === 'blog' ? BLOG_EDIT_URL_FIELDS : EDIT_URL_FIELDS;
    const page = (one: EditUrlCall) => (owner.kind === 'blog' ? `${one.fields.blogDirPath}/${one.fields.blogPath}` : `${one.fields.versionDocsDirPath}/${one.fields.docPath}`);
    const outcome: EditUrlOutcome = editUrlTemplate(calls, fields, page);
    owner.options[EDIT_URL_FROM_FUNCTION] = outcome;
  }
}
