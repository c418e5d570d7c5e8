// Which of a Docusaurus config's content plugins (docs, blog, pages: from a preset or in `plugins`) a Markdown file
// belongs to, with the remark and rehype plugins that plugin lists: Docusaurus runs a file through its own content
// plugin's list only (a docs instance's remarkPlugins do nothing to the blog). Runs in the config's child process,
// where the plugins are still functions.
import { createRequire } from 'node:module';
import path from 'node:path';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The option keys of a content plugin that list unified plugins, in the order Docusaurus runs them. */
export const REMARK_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins'] as const;
export const REHYPE_KEYS = ['beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

export interface ContentOwner {
  /** `plugin`: a plugin of the site's own whose routes' Markdown modules its loader compiles with the remark plugins its options list. */
  kind: 'docs' | 'blog' | 'pages' | 'plugin';
  id: string;
  /** The plugin's options as the config gives them. */
  options: Any;
  /** Absolute folders whose files are this plugin's: its path, its versions' folders, its translations'. */
  folders: string[];
  /** Paths from the site folder of the translated copies of its files: i18n/<locale>/<this>/… */
  translated: RegExp;
}

const isObject = (value: unknown): value is Any => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DEFAULT_PATH = { docs: 'docs', blog: 'blog', pages: 'src/pages' } as const;

function owner(kind: keyof typeof DEFAULT_PATH, options: Any, siteDir: string): ContentOwner {
  const id = typeof options.id === 'string' ? options.id : 'default';
  const folders = [path.resolve(siteDir, typeof options.path === 'string' ? options.path : DEFAULT_PATH[kind])];
  // Released versions of a docs instance: versioned_docs/version-x (or <id>_versioned_docs for another instance).
  if (kind === 'docs') folders.push(path.resolve(siteDir, id === 'default' ? 'versioned_docs' : `${id}_versioned_docs`));
  const folder = `docusaurus-plugin-content-${kind}${id === 'default' ? '' : `-${escape(id)}`}`;
  return { kind, id, options, folders, translated: new RegExp(`^i18n/[^/]+/${folder}/`) };
}

/** The content plugins of a Docusaurus config (its evaluated value), each with its folders. */
export function contentOwners(config: unknown, siteDir: string): ContentOwner[] {
  if (!isObject(config)) return [];
  const found: ContentOwner[] = [];
  const entry = (item: unknown): [unknown, Any] => (Array.isArray(item) ? [item[0], isObject(item[1]) ? item[1] : {}] : [item, {}]);
  for (const item of Array.isArray(config.presets) ? config.presets : []) {
    const [, options] = entry(item);
    for (const kind of ['docs', 'blog', 'pages'] as const) if (isObject(options[kind])) found.push(owner(kind, options[kind], siteDir));
  }
  for (const item of Array.isArray(config.plugins) ? config.plugins : []) {
    const [name, options] = entry(item);
    // By its package (`@docusaurus/plugin-content-docs`, a path into it) or Docusaurus's shorthand (`content-docs`).
    const kind = typeof name === 'string' ? /(?:^|\/|plugin-)content-(docs|blog|pages)\b/.exec(name)?.[1] : undefined;
    if (kind) found.push(owner(kind as keyof typeof DEFAULT_PATH, options, siteDir));
  }
  return found;
}

/** The content plugin whose folder holds `file` (the deepest folder when one holds another), if any. */
export function ownerOf(file: string, owners: readonly ContentOwner[], siteDir: string): ContentOwner | undefined {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  let best: { owner: ContentOwner; depth: number } | undefined;
  for (const one of owners) {
    if (one.translated.test(relative)) return one;
    for (const folder of one.folders) {
      const inside = path.relative(folder, file);
      if (inside.startsWith('..') || path.isAbsolute(inside)) continue;
      if (!best || folder.length > best.depth) best = { owner: one, depth: folder.length };
    }
  }
  return best?.owner;
}

/**
 * The site's own plugin `pluginFile` (absolute), as the owner of the Markdown modules of the routes it added: a plugin
 * modelled on Docusaurus's blog hands the remarkPlugins of its options to the mdx-loader that compiles them.
 * Undefined when no entry of the config's `plugins` is that file.
 */
export function pluginOwner(config: unknown, pluginFile: string, siteDir: string): ContentOwner | undefined {
  if (!isObject(config)) return undefined;
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  // The plugin as the config names it: a folder (its index.js), or a file with or without its extension.
  const resolve = (spec: string) => {
    try {
      return siteRequire.resolve(path.isAbsolute(spec) || !/^\.{1,2}([\\/]|$)/.test(spec) ? spec : path.resolve(siteDir, spec));
    } catch {
      return undefined;
    }
  };
  const wanted = resolve(pluginFile) ?? pluginFile;
  for (const item of Array.isArray(config.plugins) ? config.plugins : []) {
    const [spec, options] = Array.isArray(item) ? [item[0], isObject(item[1]) ? item[1] : {}] : [item, {}];
    if (typeof spec === 'string' && resolve(spec) === wanted) return { kind: 'plugin', id: path.relative(siteDir, pluginFile).split(path.sep).join('/'), options, folders: [], translated: /$^/ };
  }
  return undefined;
}
