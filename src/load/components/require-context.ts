// webpack's `require.context(directory, useSubdirectories = true, regExp = /^\.\/.*$/, mode = 'sync')` in the site's
// own code (a component listing the changelog files of a folder, the images of a gallery): Docusaurus bundles with
// webpack, which finds the files when it builds and gives a function of the matching keys ('./a.md') with `keys()`,
// `resolve()` and `id`. esbuild has no such thing (the page failed with "__require.context is not a function"), so
// each call written with literal arguments is replaced by that function over `require()` calls of the files found
// now; the bundle then holds them as it holds any import. A call whose arguments are not literals is left as it is.
import path from 'node:path';
import { CONTEXT_FUNCTION, contextMap, directoryOf } from './context-module.js';

const STRING = String.raw`(['"\x60])((?:(?!\1)[^\\\n$]|\\.)*)\1`;
const REGEXP = String.raw`\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n\[])+)\/([dgimsuyv]*)`;
const CALL = new RegExp(String.raw`\brequire\.context\(\s*${STRING}\s*(?:,\s*(true|false)\s*)?(?:,\s*${REGEXP}\s*)?(?:,\s*(['"])(sync|eager|lazy|lazy-once|weak)\6\s*)?,?\s*\)`, 'g');

/** What a call lendocs could not read at build time does when it runs. */
const UNREAD_FUNCTION = `function __lendocsRequireContextUnread(file) {
  throw new Error(file + " calls require.context with arguments lendocs cannot read when it builds: write them as webpack reads them, literally (a relative or @site/ folder, true or false, a regular expression literal), e.g. require.context('./notes', false, /\\\\.md$/).");
}`;

/**
 * `text` (the file `file`'s) with each `require.context(…)` of literal arguments replaced (any other call made to fail
 * saying what to write), or undefined when it has none. `siteRoot` answers `@site/…` directories; a loader prefix (`!!raw-loader!…`, `!!a-loader?x=1!`) is kept on every file's require.
 * Each folder listed is added to `folders`: the bundle depends on its listing (a file added there is a new key).
 */
export function withRequireContexts(text: string, file: string, siteRoot: string, folders?: Set<string>): string | undefined {
  if (!text.includes('require.context(')) return undefined;
  const out = text.replace(CALL, (call: string, _quote: string, written: string, deep?: string, pattern?: string, flags?: string, _modeQuote?: string, mode?: string) => {
    const prefix = /^(?:!!?|-!)?(?:[^!]+!)+/.exec(written)?.[0] ?? '';
    const directory = directoryOf(written.slice(prefix.length), file, siteRoot);
    if (!directory) return call;
    const regExp = pattern === undefined ? /^\.\/.*$/ : new RegExp(pattern, (flags ?? '').replace('g', ''));
    const entries = contextMap(prefix, directory, deep !== 'false', regExp, file, folders);
    const lazy = mode === 'lazy' || mode === 'lazy-once' || mode === 'eager';
    return `__lendocsRequireContext(${entries}, ${JSON.stringify(written)}, ${lazy})`;
  });
  // A call left as written (computed arguments, a package's folder) fails where it runs with what to write instead,
  // not with esbuild's "__require.context is not a function".
  const rest = out.replace(/\brequire\.context\(/g, `__lendocsRequireContextUnread(${JSON.stringify(path.basename(file))}, `);
  return `${rest}\n${CONTEXT_FUNCTION}\n${UNREAD_FUNCTION}\n`;
}

