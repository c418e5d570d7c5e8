// Runs in the build's child process (node/config-child.ts): the remark plugins of a Docusaurus config's content
// plugins (beforeDefaultRemarkPlugins, Docusaurus's own defaults as far as a plugin reads them (docusaurus-defaults.ts),
// then remarkPlugins) on each Markdown file of theirs, as Docusaurus runs them: each file's body (front matter taken off) parsed into an mdast tree with the syntax Docusaurus parses (GFM,
// directives, MDX and its comments for an MDX file; maths when the site lists remark-math), each plugin attached with
// its options (`plugin` or `[plugin, options]`) and its transformer run on the tree and a vfile of the file, then the
// changed blocks written back as Markdown (mdast-round-trip.ts). Input on stdin: `{ siteDir, mdxVersion, links, files }`;
// answer: `{ results: [index, text or null, notes][], notes, inputs }` (each file's new text when the plugins changed it
// and what to say of it; what to say once; the files the config's bundle was made of), read in remark-plugins.ts. Only a site that has such
// plugins starts this process, so no other build loads a Markdown parser besides its own.
import path from 'node:path';
import { text } from 'node:stream/consumers';
import remarkComment from '@slorber/remark-comment';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { parse as parseYaml } from 'yaml';
import { bundledFiles, runConfigChild, waitingFor } from '../../node/config-child.js';
import { MISSING_PACKAGE, packageOf } from '../../node/package-of.js';
import { doneByLendocs, pluginKey } from '../../shared/markdown-plugin-names.js';
import { contentOwners, ownerOf, pluginOwner, REHYPE_KEYS, REMARK_KEYS, type ContentOwner } from './content-owners.js';
import { docusaurusDefaults, restoreDefaults, type FileFacts, type SiteLinks } from './docusaurus-defaults.js';
import { blocksOf, writeBack } from './mdast-round-trip.js';
import { mdx1Compat } from './mdx1-compat.js';

type Fn = (...args: unknown[]) => unknown;
/** The little of a unified processor used here, loosely typed: the site's plugins are of any unified's shape. */
interface Processor {
  use(plugin: unknown, ...options: unknown[]): Processor;
  parse(file: VFile): unknown;
  run(tree: unknown, file: VFile): Promise<unknown>;
  data(key: string): unknown;
}
interface Plugin { name: string; attach: Fn; options: unknown; beforeDefaults: boolean }
export interface Note { severity: 'error' | 'warning'; message: string; file?: string; line?: number; hint?: string }
/** The child's answer: per file (by its index in the input) its new text or null, and its notes; the run's own notes; the config bundle's files. */
export interface Answer { results: [number, string | null, Note[]][]; notes: Note[]; inputs: string[] }
/** `links`: where Markdown links lead (the routes as [source, route] pairs); each file's `source`, its logical path. */
interface Input { siteDir: string; mdxVersion: 1 | 3; admonitionKeywords: string[]; links: Omit<SiteLinks, 'routes'> & { routes: [string, string][] }; files: { filePath: string; fileContent: string; mdx: boolean; source?: string }[]; pluginFiles?: Record<string, string> }

/** Thrown by a plugin's transformer, so the message can name the plugin. */
class PluginFailure extends Error {
  constructor(readonly plugin: string, readonly original: unknown) {
    super(original instanceof Error ? original.message : String(original));
  }
}

const GENERIC = /^(attacher|plugin|transformer|default)$/;
const where = (owner: ContentOwner, key: string) => (owner.kind === 'plugin' ? `the plugin ${owner.id}'s ${key}` : `${owner.kind}${owner.id === 'default' ? '' : ` (id ${owner.id})`}.${key}`);

function nameOf(plugin: unknown, key: string, index: number): string {
  const name = packageOf(plugin) ?? (typeof plugin === 'function' ? plugin.name : '');
  // unified's own habit names many a plugin's function `attacher`: its place in the list says which it is.
  return !name ? `plugin ${index + 1} of ${key}` : GENERIC.test(name) ? `${name} (plugin ${index + 1} of ${key})` : name;
}

/** The plugins of `owner` lendocs runs; the others said once each in `skipped` (name → why, where). */
function pluginsOf(owner: ContentOwner, skipped: Map<string, { why: string; where: string[] }>): { plugins: Plugin[]; math: boolean } {
  const plugins: Plugin[] = [];
  let math = false;
  const skip = (name: string, why: string, key: string) => {
    const one = skipped.get(name) ?? { why, where: [] };
    one.where.push(where(owner, key));
    skipped.set(name, one);
  };
  for (const key of [...REMARK_KEYS, ...REHYPE_KEYS]) {
    const list: unknown[] = Array.isArray(owner.options[key]) ? owner.options[key] : [];
    for (const [index, entry] of list.entries()) {
      if (!entry) continue;
      const [attach, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
      const name = nameOf(attach, key, index);
      if (typeof attach === 'function' && typeof (attach as unknown as Record<symbol, unknown>)[Symbol.for(MISSING_PACKAGE)] === 'string') skip(name, 'its package is not installed (run npm install in the site folder)', key);
      else if (doneByLendocs(name)) math ||= pluginKey(name) === 'math';
      else if ((REHYPE_KEYS as readonly string[]).includes(key)) skip(name, 'lendocs writes the HTML of its pages without rehype, so what it changes there is not done', key);
      else if (typeof attach !== 'function') skip(name, `it is ${attach === null ? 'null' : typeof attach}, not a plugin function (write the function, or [function, options])`, key);
      else plugins.push({ name, attach: attach as Fn, options, beforeDefaults: key === 'beforeDefaultRemarkPlugins' });
    }
  }
  return { plugins, math };
}

/** The plugin's attacher, its failures named: one that throws when attached is not run (a note says why). */
function named(plugin: Plugin, notes: Note[]) {
  return function (this: Processor, ...args: unknown[]) {
    let transformer: unknown;
    try {
      transformer = plugin.attach.apply(this, args);
    } catch (cause) {
      notes.push({ severity: 'warning', message: `The remark plugin ${plugin.name} was not run: it threw when set up: ${cause instanceof Error ? cause.message : String(cause)}`, hint: 'A plugin written for an older remark (Docusaurus 2 used remark 12) may need its newer version; or take it out of the config.' });
      return undefined;
    }
    if (typeof transformer !== 'function') return undefined;
    const run = transformer as Fn;
    return async (tree: unknown, file: VFile) => {
      // Said on stderr, so that a plugin still running at the time limit (one waiting on the network) is named.
      const step = `the remark plugin ${plugin.name} on ${path.relative(file.cwd, file.path)}`;
      begin(step);
      try {
        // A transformer that takes a third argument says when it is done through it.
        if (run.length >= 3) return await new Promise((resolve, reject) => void run(tree, file, (failed: unknown, made: unknown) => (failed ? reject(failed) : resolve(made))));
        return await run(tree, file);
      } catch (cause) {
        throw new PluginFailure(plugin.name, cause);
      } finally {
        end(step);
      }
    };
  };
}

// Files run at once (below), so several steps can be pending: the one named at the time limit, or when nothing is
// left to run, is the oldest still pending, not the last that began.
const pending = new Set<string>();
function say(step: string | undefined) {
  if (step !== undefined) process.stderr.write(`lendocs-step: ${step}\n`);
  waitingFor(step === undefined ? undefined : `${step} returned a promise that never settles (never resolves or rejects)`);
}
function begin(step: string) {
  pending.add(step);
  if (pending.size === 1) say(step);
}
function end(step: string) {
  pending.delete(step);
  say(pending.values().next().value);
}

/** What Docusaurus's defaults need, shared by every processor: where links lead, and each file's facts by its path. */
interface Defaults { links: SiteLinks; facts: Map<string, FileFacts> }

function processorFor(plugins: Plugin[], { mdx, mdxVersion, math, defaults }: { mdx: boolean; mdxVersion: 1 | 3; math: boolean; defaults: Defaults }, notes: Note[]) {
  // The syntax Docusaurus's MDX loader parses: GFM always; directives (:::note) from Docusaurus 3 on; MDX and its
  // HTML comments for an MDX file; Docusaurus 2 read everything with MDX 1, whose JSX blocks are HTML to CommonMark.
  const processor = (unified() as unknown as Processor).use(remarkParse).use(remarkGfm);
  if (mdxVersion === 3) processor.use(remarkDirective);
  if (mdx) processor.use(remarkMdx).use(remarkComment);
  if (math) processor.use(remarkMath);
  // Docusaurus's defaults run after beforeDefaultRemarkPlugins and before remarkPlugins (processor.ts); what they
  // changed and no plugin touched is undone at the end, so only the plugins' own changes are written back.
  const use = (plugin: Plugin) => processor.use(named(plugin, notes), ...(plugin.options === undefined ? [] : [plugin.options]));
  plugins.filter((plugin) => plugin.beforeDefaults).forEach(use);
  processor.use(docusaurusDefaults(defaults.links, (file) => defaults.facts.get(file)));
  plugins.filter((plugin) => !plugin.beforeDefaults).forEach(use);
  processor.use(restoreDefaults);
  return processor;
}

const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

function lineOf(cause: unknown): number | undefined {
  const at = cause as { line?: unknown; place?: { line?: unknown; start?: { line?: unknown } } } | undefined;
  const line = at?.line ?? at?.place?.line ?? at?.place?.start?.line;
  return typeof line === 'number' ? line : undefined;
}

type Owned = { owner: ContentOwner; plugins: Plugin[]; math: boolean; processors: Map<boolean, Processor> };

/** One file through its content plugin's remark plugins: its new text if they changed it, and what to say. */
async function runFile(own: Owned, { filePath, fileContent, mdx }: Input['files'][number], input: Input & { defaults: Defaults }, notes: Note[]): Promise<string | undefined> {
  const processor = own.processors.get(mdx) ?? processorFor(own.plugins, { mdx, mdxVersion: input.mdxVersion, math: own.math, defaults: input.defaults }, notes);
  own.processors.set(mdx, processor);
  const front = FRONT_MATTER.exec(fileContent);
  const bodyStart = front ? front[0].length : 0;
  const bodyLine = front ? front[0].split('\n').length - 1 : 0;
  const body = fileContent.slice(bodyStart);
  let frontMatter: unknown = {};
  try {
    frontMatter = front?.[1] ? (parseYaml(front[1]) ?? {}) : {};
  } catch {
    // The reader reports bad front matter with its line; the plugins get none.
  }
  // MDX 3 reads the text Docusaurus 3 gives it; MDX 1 the file as it is. Line for line the same either way.
  const file = new VFile({ path: filePath, value: input.mdxVersion === 3 ? mdx1Compat(body, input.admonitionKeywords) : body, cwd: input.siteDir, data: { frontMatter } });
  const names = own.plugins.map((plugin) => plugin.name).join(', ');
  let tree: Root;
  try {
    tree = processor.parse(file) as Root;
  } catch (cause) {
    const line = lineOf(cause);
    notes.push({ severity: 'warning', file: filePath, line: line === undefined ? undefined : bodyLine + line, message: `The remark plugins of ${where(own.owner, 'remarkPlugins').replace(/\.remarkPlugins$/, '')} (${names}) were not run on this file: ${mdx ? 'MDX' : 'Markdown'} cannot parse it as Docusaurus would: ${(cause as Error).message}`, hint: 'lendocs reads the page as it is written; fix the syntax for the plugins to run on it.' });
    return undefined;
  }
  const before = blocksOf(tree);
  try {
    tree = (await processor.run(tree, file)) as Root;
  } catch (cause) {
    const plugin = cause instanceof PluginFailure ? cause.plugin : names;
    const line = lineOf(cause instanceof PluginFailure ? cause.original : cause);
    notes.push({ severity: 'error', file: filePath, line: line === undefined ? undefined : bodyLine + line, message: `The remark plugin ${plugin} failed on this file: ${(cause as Error).message}`, hint: 'Docusaurus stops on it too. Fix the plugin or the page, or take the plugin out of the Docusaurus config.' });
    return undefined;
  }
  if (typeof tree !== 'object' || tree === null || !Array.isArray(tree.children)) {
    notes.push({ severity: 'error', file: filePath, message: `The remark plugins (${names}) gave back something that is not a syntax tree for this file.`, hint: 'A transformer changes the tree it is given and returns nothing, or returns a new tree (a node of type root).' });
    return undefined;
  }
  try {
    const made = writeBack(body, tree, before, (processor.data('toMarkdownExtensions') ?? []) as Parameters<typeof writeBack>[3]);
    return made === undefined ? undefined : fileContent.slice(0, bodyStart) + made;
  } catch (cause) {
    notes.push({ severity: 'warning', file: filePath, message: `What the remark plugins (${names}) made of this file cannot be written back as Markdown (${(cause as Error).message}), so the page is read as it is written.`, hint: 'A plugin that adds nodes of its own kind needs a handler lendocs does not have; make it add standard Markdown or MDX nodes.' });
    return undefined;
  }
}

runConfigChild(async (config) => {
  const input = JSON.parse(await text(process.stdin)) as Input;
  const notes: Note[] = [];
  const skipped = new Map<string, { why: string; where: string[] }>();
  const owners: Owned[] = contentOwners(config, input.siteDir).map((owner) => ({ owner, ...pluginsOf(owner, skipped), processors: new Map<boolean, Processor>() }));
  // The site's plugins whose routes have Markdown modules (remark-plugins.ts pluginFiles), each once.
  for (const pluginFile of new Set(Object.values(input.pluginFiles ?? {}))) {
    const owner = pluginOwner(config, pluginFile, input.siteDir);
    if (owner) owners.push({ owner, ...pluginsOf(owner, skipped), processors: new Map<boolean, Processor>() });
  }
  for (const [name, { why, where: at }] of skipped) notes.push({ severity: 'warning', message: `The ${at.some((key) => /rehype/i.test(key)) ? 'rehype' : 'remark'} plugin ${name} (${at.join(', ')}) is not run: ${why}.`, hint: 'Its work is not done on any page. Take it out of the Docusaurus config to silence this, or do its work in the Markdown.' });
  // Every file at once, as Docusaurus's bundler compiles a site's pages: a plugin may make one file's transformer
  // wait for another file's tree (a page that inlines the pages it links to), which one file after another never
  // gives it. Each file's notes are kept apart so that what is said comes in the files' order whatever finished first.
  const perFile = input.files.map(() => [] as Note[]);
  const defaults: Defaults = { links: { ...input.links, routes: new Map(input.links.routes) }, facts: new Map() };
  const made = await Promise.all(input.files.map((one, index) => {
    const byPlugin = input.pluginFiles?.[one.filePath];
    const found = byPlugin === undefined ? ownerOf(one.filePath, owners.map((owned) => owned.owner), input.siteDir) : undefined;
    const own = owners.find((owned) => (byPlugin === undefined ? owned.owner === found : owned.owner.kind === 'plugin' && owned.owner.id === path.relative(input.siteDir, byPlugin).split(path.sep).join('/')));
    if (!own || own.plugins.length === 0) return undefined;
    // Docusaurus's docs and blog plugins resolve Markdown links (resolveMarkdownLink); its pages plugin and others do not.
    defaults.facts.set(one.filePath, { source: one.source ?? '', resolveLinks: one.source !== undefined && (own.owner.kind === 'docs' || own.owner.kind === 'blog') });
    return runFile(own, one, { ...input, defaults }, perFile[index]!);
  }));
  const results: Answer['results'] = made.map((text, index) => [index, text ?? null, perFile[index]!]);
  return { results, notes, inputs: bundledFiles() } satisfies Answer;
});
