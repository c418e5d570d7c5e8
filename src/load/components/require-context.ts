// webpack's `require.context(directory, useSubdirectories = true, regExp = /^\.\/.*$/, mode = 'sync')` in the site's
// own code (a component listing the changelog files of a folder, the images of a gallery): Docusaurus bundles with
// webpack, which finds the files when it builds and gives a function of the matching keys ('./a.md') with `keys()`,
// `resolve()` and `id`. esbuild has no such thing (the page failed with "__require.context is not a function"), so
// each call written with literal arguments is replaced by that function over `require()` calls of the files found
// now; the bundle then holds them as it holds any import. A call whose arguments are not literals is left as it is.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { WEBPACK_EXTENSIONS } from '../../node/module-file.js';

/** Docusaurus's mainFiles, which with its resolve.extensions give each file its other keys ('./a' beside './a.js'). */
const MAIN_FILE = 'index';

const STRING = String.raw`(['"\x60])((?:(?!\1)[^\\\n$]|\\.)*)\1`;
const REGEXP = String.raw`\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n\[])+)\/([dgimsuyv]*)`;
const CALL = new RegExp(String.raw`\brequire\.context\(\s*${STRING}\s*(?:,\s*(true|false)\s*)?(?:,\s*${REGEXP}\s*)?(?:,\s*(['"])(sync|eager|lazy|lazy-once|weak)\6\s*)?,?\s*\)`, 'g');

/** The function each replaced call makes: webpack's context over `map` (key → a function requiring the file). */
const CONTEXT_FUNCTION = `function __lendocsRequireContext(map, id, lazy) {
  function load(key) {
    if (!Object.prototype.hasOwnProperty.call(map, key)) { var error = new Error("Cannot find module '" + key + "'"); error.code = 'MODULE_NOT_FOUND'; throw error; }
    return map[key]();
  }
  function context(key) { return lazy ? Promise.resolve().then(function () { return load(key); }) : load(key); }
  context.keys = function () { return Object.keys(map); };
  context.resolve = function (key) { if (!Object.prototype.hasOwnProperty.call(map, key)) throw new Error("Cannot find module '" + key + "'"); return key; };
  context.id = id;
  return context;
}`;

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
    const entries = contextKeys(directory, deep !== 'false', regExp, folders).map(([key, target]) => {
      const relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
      const request = `${prefix}${relative.startsWith('../') ? '' : './'}${relative}`;
      return `${JSON.stringify(key)}: function () { return require(${JSON.stringify(request)}); }`;
    });
    const lazy = mode === 'lazy' || mode === 'lazy-once' || mode === 'eager';
    return `__lendocsRequireContext({${entries.join(', ')}}, ${JSON.stringify(written)}, ${lazy})`;
  });
  // A call left as written (computed arguments, a package's folder) fails where it runs with what to write instead,
  // not with esbuild's "__require.context is not a function".
  const rest = out.replace(/\brequire\.context\(/g, `__lendocsRequireContextUnread(${JSON.stringify(path.basename(file))}, `);
  return `${rest}\n${CONTEXT_FUNCTION}\n${UNREAD_FUNCTION}\n`;
}

/** The folder a call names, absolute: relative to the file, or `@site/…`; undefined for a package's or a missing one. */
function directoryOf(written: string, file: string, siteRoot: string): string | undefined {
  const absolute = written.startsWith('@site/') ? path.join(siteRoot, written.slice('@site/'.length)) : /^\.\.?(\/|$)/.test(written) ? path.resolve(path.dirname(file), written) : undefined;
  if (!absolute) return undefined;
  try {
    readdirSync(absolute);
    return absolute;
  } catch {
    return undefined;
  }
}

/**
 * The context's keys, in webpack's order (sorted), each with its file: every file under `directory` (its
 * subfolders too when `deep`) as './sub/a.js', with the other keys webpack gives it ('./sub/a' for a resolvable
 * extension; './sub/' and './sub' for an index file), those `regExp` matches.
 */
export function contextKeys(directory: string, deep: boolean, regExp: RegExp, folders?: Set<string>): [string, string][] {
  const keys = new Map<string, string>();
  for (const file of filesUnder(directory, deep, folders)) {
    const request = `./${path.relative(directory, file).split(path.sep).join('/')}`;
    const alternatives = [...WEBPACK_EXTENSIONS.filter((ext) => request.endsWith(ext)).map((ext) => request.slice(0, -ext.length)), request];
    for (const each of alternatives) {
      const mains = each.endsWith(`/${MAIN_FILE}`) ? [each.slice(0, -MAIN_FILE.length), each.slice(0, -MAIN_FILE.length - 1)] : [];
      for (const key of [...mains, each]) if (regExp.test(key)) keys.set(key, file);
    }
  }
  return [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Files and folders whose names start with a dot are left out, as webpack's ContextModuleFactory leaves them. Each
 * folder read is added to `folders`.
 */
function filesUnder(directory: string, deep: boolean, folders?: Set<string>): string[] {
  folders?.add(directory);
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(directory, entry.name.normalize('NFC'));
    if (entry.isDirectory()) return deep ? filesUnder(full, deep, folders) : [];
    return entry.isFile() ? [full] : [];
  });
}
