// An import of a name its module does not export (`import { Props } from './types'` in a .jsx file, where
// types.ts exports only `interface Props`). Webpack, which bundles Docusaurus's sites, warns ("export 'Props' (imported
// as 'Props') was not found in './types'") and goes on with the binding undefined; esbuild stops with "No matching
// export". So the bundle is made again with each such module giving the missing names as undefined exports, and the
// page gets a warning for each import, naming the importing file, its line, the name and the module.
import path from 'node:path';

/** One import of a name its module lacks, as esbuild said it. */
export interface MissingExport {
  /** The module that lacks it, absolute. */
  module: string;
  name: string;
  /** The importing file, relative to the site folder, and the import's line. */
  importer: string;
  line: number;
}

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number } | null;
}

const NO_MATCHING_EXPORT = /^No matching export in "([^"]+)" for import "([^"]+)"$/;

/**
 * The missing exports esbuild's failure names, when every error it gives is one (any other error is said as it
 * is); undefined otherwise. `realPath`: a metafile path as the file's path relative to the site folder.
 */
export function missingExportsOf(cause: unknown, siteRoot: string, realPath: (input: string) => string): MissingExport[] | undefined {
  const errors = (cause as { errors?: EsbuildMessage[] }).errors ?? [];
  if (errors.length === 0) return undefined;
  const found: MissingExport[] = [];
  for (const { text, location } of errors) {
    const match = NO_MATCHING_EXPORT.exec(text);
    if (!match || !location) return undefined;
    const module = path.resolve(siteRoot, realPath(match[1]));
    if (!/\.[cm]?[jt]sx?$/.test(module)) return undefined; // a stylesheet, an SVG…: esbuild's message stands
    found.push({ module, name: match[2], importer: realPath(location.file).split(path.sep).join('/'), line: location.line });
  }
  return found;
}

/** The warning of one import of a missing name (shown on each page whose component bundle has it). */
export function missingExportWarning(missing: MissingExport, siteRoot: string): { message: string; hint: string; code: string } {
  const module = path.relative(siteRoot, missing.module).split(path.sep).join('/');
  const what = missing.name === 'default' ? 'a default export' : `"${missing.name}"`;
  return {
    code: 'missing-export',
    message: `${missing.importer}:${missing.line} imports ${what} from ${module}, which does not export it: the import is undefined, as webpack (Docusaurus's bundler) makes it with a warning.`,
    hint: missing.name === 'default' ? 'Import what the module exports, or give it a default export.' : `Import only what the module exports; a name that is only a type (an interface) is imported with \`import type { ${missing.name} }\` in a TypeScript file, or not at all in a .js/.jsx file.`,
  };
}

/** The lines that give `file` the names its importers lack (`missing`) as undefined exports; '' when it lacks none. */
export function missingExportLines(missing: MissingExport[], file: string): string {
  const lacking = [...new Set(missing.filter((each) => each.module === file).map((each) => each.name))];
  // Local names no module can already have, so the added exports clash with nothing the file declares.
  const added = lacking.map((name, index) => `const __lendocsMissingExport${index} = undefined;\nexport { __lendocsMissingExport${index} as ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)} };`);
  return added.length ? `\n${added.join('\n')}\n` : '';
}
