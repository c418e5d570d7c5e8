// The site's remark plugins (config `markdown.remarkPlugins`: the Docusaurus config file that lists them), run as
// Docusaurus runs them: on the syntax tree of each Markdown and MDX file of the content plugin that lists them, after
// markdown.preprocessor. All the files a load reads go to one Node process of its own (remark-plugins-child.ts), so
// the site's code cannot touch the build, and the text of each file they changed comes back. The page cache keys a
// page by the text it read, so a page a plugin changes differently is made again.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFunctionsTimeMs } from '../../config/site-code.js';
import { error, warning } from '../../errors.js';
import { evaluateModule } from '../../node/evaluate-module.js';
import type { Diagnostic, ResolvedConfig } from '../../types.js';
import { preprocessMarkdown, type Preprocessed } from '../markdown-preprocessor.js';

export type { Preprocessed };
import { contentPaths, logicalPath, partialFiles } from '../walk.js';
import type { LinkRoutes } from './link-routes.js';
import type { Answer } from './remark-plugins-child.js';
import { fileKey, openRemarkCache, type FileResult } from './remark-cache.js';
import { filesToRun } from './files-to-run.js';
import { markdownModulesIn } from '../components/markdown-files.js';

const CHILD = fileURLToPath(new URL('./remark-plugins-child.js', import.meta.url));
/** The time each file adds to the process's limit: its parse, the plugins and the writing back, many times over. */
const PER_FILE_MS = 100;
/** The plugin and file the child last said it ran (remark-plugins-child.ts), for a message at the time limit. */
const lastStep = (stderr: string) => [...stderr.matchAll(/^lendocs-step: (.*)$/gm)].at(-1)?.[1];

export interface RemarkInput {
  root: string;
  config: ResolvedConfig;
  /** Absolute paths of the Markdown files to read (the content folders' partials are added). */
  files: string[];
  /** Where the config names the file, for messages. */
  at: { file: string; line?: number };
  /** What markdown.preprocessor gave, which the plugins read instead of the file. */
  preprocessed?: Preprocessed;
  /** Markdown modules of the routes the site's plugins added → the plugin's module, whose options list their remark plugins. */
  pluginFiles?: Record<string, string>;
  /** Where Markdown links lead, which Docusaurus gives the plugins resolved (link-routes.ts); without it they are left as written. */
  links?: LinkRoutes;
  /** The cache folder the plugins' results are kept in, and lendocs's code version (remark-cache.ts); none: every file runs. */
  cache?: { dir: string; version: string };
}

/** Whether a file is MDX to Docusaurus: MDX 3 reads `.md` as MDX unless `markdown.format` says otherwise; MDX 1 is CommonMark with JSX blocks here. */
function isMdx(file: string, config: ResolvedConfig): boolean {
  if (config.markdown.mdxVersion === 1) return false;
  return config.markdown.format === 'mdx' || (config.markdown.format === 'detect' && /\.mdx$/i.test(file));
}

/** What `preprocessed` had, with the text of each file the plugins changed in its place, and their messages. */
export async function runRemarkPlugins({ root, config, files, at, preprocessed, pluginFiles = {}, links, cache }: RemarkInput): Promise<Preprocessed> {
  const texts = new Map(preprocessed?.texts);
  const partials = { ...preprocessed?.partials };
  const result = { texts, partials, diagnostics: [] as Diagnostic[] };
  const given = config.markdown.remarkPlugins;
  if (!given) return result;
  // A route's Markdown module is drawn as a partial is (components/route-markdown.ts).
  const partial = new Set([...(await partialFiles(root, contentPaths(config))).map((relative) => path.resolve(root, relative)), ...Object.keys(pluginFiles)]);
  files = [...new Set([...files, ...partial])];
  const file = path.resolve(root, given);
  if (!existsSync(file)) {
    result.diagnostics.push(error('remark-plugins', `markdown.remarkPlugins names ${given}, which does not exist.`, { ...at, hint: 'Name the Docusaurus config file whose docs, blog or pages options list the remark plugins (relative to the site folder), or remove the key.' }));
    return result;
  }
  // A file that cannot be read is left to the reader, which says so for that file.
  // A partial is no page: its links are resolved from where it is, as Docusaurus resolves them.
  const sourceOf = (filePath: string) => (links ? (links.sourceOf.get(filePath) ?? logicalPath(path.relative(root, filePath).split(path.sep).join('/'), contentPaths(config))) : undefined);
  const read = await Promise.all(files.map((filePath) => (texts.has(filePath) ? Promise.resolve(texts.get(filePath)!) : readFile(filePath, 'utf8')).then((fileContent) => ({ filePath, fileContent, mdx: isMdx(filePath, config), source: sourceOf(filePath) }), () => undefined)));
  const input = read.filter((one) => one !== undefined);
  const siteLinks = { routes: [...(links?.routes ?? [])], paths: contentPaths(config), rules: { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash } };
  const settings = { mdxVersion: config.markdown.mdxVersion, admonitionKeywords: config.markdown.admonitionKeywords };
  const store = cache && (await openRemarkCache(cache.dir, { version: cache.version, config: file, ...settings, links: siteLinks, pluginFiles }));
  const keys = input.map(fileKey);
  const kept = keys.map((key) => store?.get(key));
  const toRun = filesToRun(input, kept.flatMap((one, index) => (one ? [] : [index])), links && { routes: links.routes, paths: siteLinks.paths, baseUrl: config.baseUrl });
  let answer: Answer | undefined;
  if (toRun.length > 0) {
    try {
      // The config's time, and more for each file: the plugins' work grows with the site (thousands of pages).
      const { value } = await evaluateModule(file, configFunctionsTimeMs(config) + toRun.length * PER_FILE_MS, { child: CHILD, input: JSON.stringify({ siteDir: root, ...settings, links: siteLinks, files: toRun.map((index) => input[index]), pluginFiles }), rerun: 'the build', moreTime: 'with siteCode.timeLimitSeconds in the site config', lastStep });
      answer = value as Answer;
    } catch (cause) {
      result.diagnostics.push(error('remark-plugins', `markdown.remarkPlugins: ${(cause as Error).message}`, { ...at, hint: 'lendocs evaluates the Docusaurus config to run the remark plugins its docs, blog and pages options list. Fix the config, or remove markdown.remarkPlugins from the lendocs config to read the files as they are.' }));
      return result;
    }
  }
  const made = new Map<number, FileResult>(answer?.results.map(([index, text, notes]) => [toRun[index]!, { ...(text === null ? {} : { text }), notes }]));
  const results = input.map((_, index) => made.get(index) ?? kept[index] ?? { notes: [] });
  const runNotes = answer?.notes ?? store?.notes ?? [];
  results.forEach(({ text }, index) => {
    if (text === undefined) return;
    texts.set(input[index].filePath, text);
    if (partial.has(input[index].filePath)) partials[input[index].filePath] = text;
  });
  for (const note of [...runNotes, ...results.flatMap((one) => one.notes)]) {
    const where = note.file ? { file: path.relative(root, note.file), line: note.line } : at;
    result.diagnostics.push((note.severity === 'error' ? error : warning)('remark-plugins', note.message, { ...where, hint: note.hint }));
  }
  // A file the plugins failed on is run again next time: what failed may be fixed outside the file.
  const keep = new Map(results.flatMap((one, index) => (one.notes.some((note) => note.severity === 'error') ? [] : [[keys[index]!, { ...one, path: input[index].filePath }] as const])));
  await store?.save({ inputs: answer?.inputs, notes: runNotes, files: keep });
  return result;
}

/**
 * What the site's markdown.preprocessor and then its remark plugins make of the files (`files`, worked out only when
 * the config has either), with the messages of both; undefined when it has neither.
 */
export async function rewriteMarkdown({ root, config, files, preprocessorAt, remarkPluginsAt, links, cache }: { root: string; config: ResolvedConfig; files: () => string[]; preprocessorAt?: RemarkInput['at']; remarkPluginsAt?: RemarkInput['at']; links?: (preprocessed: Preprocessed | undefined) => Promise<LinkRoutes | undefined>; cache?: RemarkInput['cache'] }): Promise<Preprocessed | undefined> {
  const { preprocessor, remarkPlugins } = config.markdown;
  if (!preprocessor && !remarkPlugins) return undefined;
  const list = files();
  const preprocessed = preprocessor ? await preprocessMarkdown({ root, config, files: list, at: preprocessorAt ?? { file: 'lendocs.config.yml' } }) : undefined;
  if (!remarkPlugins) return preprocessed;
  // The remark plugins read what the preprocessor gave, as Docusaurus runs them on the text it returns.
  // The Markdown modules of the routes the site's own plugins added, run through the remark plugins their options list.
  const pluginFiles = Object.fromEntries((config.pluginRoutes ?? []).flatMap((route) => markdownModulesIn(route.props)).flatMap((module) => (module.plugin ? [[module.file, module.plugin]] : [])));
  const made = await runRemarkPlugins({ root, config, files: [...list, ...Object.keys(pluginFiles)], at: remarkPluginsAt ?? { file: 'lendocs.config.yml' }, preprocessed, pluginFiles, links: await links?.(preprocessed), cache });
  return { ...made, diagnostics: [...(preprocessed?.diagnostics ?? []), ...made.diagnostics] };
}
