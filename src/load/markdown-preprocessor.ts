// The site's `markdown.preprocessor` (config `markdown.preprocessor`: the Docusaurus config file that has it), run as
// Docusaurus runs it: on the text of every Markdown and MDX file before it is read, with `{ filePath, fileContent }`.
// All the files a load reads go to one Node process of its own (markdown-preprocessor-child.ts), so the site's code
// cannot touch the build, and what it changed comes back. The page cache keys a page by the text it read, so a
// change to what the function gives (its config, a file of values it imports) makes the page again.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFunctionsTimeMs } from '../config/site-code.js';
import { error } from '../errors.js';
import { evaluateModule } from '../node/evaluate-module.js';
import type { Diagnostic, ResolvedConfig } from '../types.js';
import { contentPaths, partialFiles } from './walk.js';

const CHILD = fileURLToPath(new URL('./markdown-preprocessor-child.js', import.meta.url));

const HINT = 'Docusaurus calls markdown.preprocessor with { filePath, fileContent } for every Markdown and MDX file and reads the text it returns. Fix the function, or remove markdown.preprocessor from the lendocs config to read the files as they are.';

export interface PreprocessInput {
  root: string;
  config: ResolvedConfig;
  /** Absolute paths of the Markdown files to read (the content folders' partials are added). */
  files: string[];
  /** Where the config names the function, for messages. */
  at: { file: string; line?: number };
}

export interface Preprocessed {
  /** The text the function gave for each file it changed, by absolute path; a file it left as it was is not in it. */
  texts: Map<string, string>;
  /** The same for the partials alone, which go with a page that draws partials to where it is rendered (partials.ts). */
  partials: Record<string, string>;
  diagnostics: Diagnostic[];
}

export async function preprocessMarkdown({ root, config, files, at }: PreprocessInput): Promise<Preprocessed> {
  const given = config.markdown.preprocessor;
  const texts = new Map<string, string>();
  const partials: Record<string, string> = {};
  if (!given) return { texts, partials, diagnostics: [] };
  const partial = new Set((await partialFiles(root, contentPaths(config))).map((relative) => path.resolve(root, relative)));
  files = [...files, ...partial];
  const file = path.resolve(root, given);
  if (!existsSync(file)) {
    return { texts, partials, diagnostics: [error('markdown-preprocessor', `markdown.preprocessor names ${given}, which does not exist.`, { ...at, hint: 'Name the Docusaurus config file that holds the markdown.preprocessor function (relative to the site folder), or remove the key.' })] };
  }
  // A file that cannot be read is left to the reader, which says so for that file.
  const read = await Promise.all(files.map((filePath) => readFile(filePath, 'utf8').then((fileContent) => ({ filePath, fileContent }), () => undefined)));
  const input = read.filter((one) => one !== undefined);
  try {
    const { value } = await evaluateModule(file, configFunctionsTimeMs(config), { child: CHILD, input: JSON.stringify(input), rerun: 'the build', moreTime: 'with siteCode.timeLimitSeconds in the site config' });
    for (const [index, text] of value as [number, string][]) {
      texts.set(input[index].filePath, text);
      if (partial.has(input[index].filePath)) partials[input[index].filePath] = text;
    }
  } catch (cause) {
    return { texts, partials, diagnostics: [error('markdown-preprocessor', `markdown.preprocessor: ${(cause as Error).message}`, { ...at, hint: HINT })] };
  }
  return { texts, partials, diagnostics: [] };
}
