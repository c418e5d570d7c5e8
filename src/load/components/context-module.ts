// What webpack's context modules share, whether a `require.context(…)` call (require-context.ts) or a require whose
// path is computed (computed-require.ts) makes one: the folder a request names, the keys of the files in it, and
// the function the module is (called with a key, it requires that key's file; an unknown key throws as webpack's does).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { WEBPACK_EXTENSIONS } from '../../node/module-file.js';

/** Docusaurus's mainFiles, which with its resolve.extensions give each file its other keys ('./a' beside './a.js'). */
const MAIN_FILE = 'index';

/** The function each replaced call makes: webpack's context over `map` (key → a function requiring the file). */
export const CONTEXT_FUNCTION = `function __lendocsRequireContext(map, id, lazy) {
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

/** The folder a call names, absolute: relative to the file, or `@site/…`; undefined for a package's or a missing one. */
export function directoryOf(written: string, file: string, siteRoot: string): string | undefined {
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
 * The context's map as source, `{"./a.md": function () { return require("./a.md"); }, …}`: each key of the files
 * under `directory` that `regExp` matches, required from `file` through the loaders written before the folder
 * (`loaders`, `!!raw-loader!` or ''), as webpack requires each file of a context through them.
 */
export function contextMap(loaders: string, directory: string, deep: boolean, regExp: RegExp, file: string, folders?: Set<string>): string {
  const entries = contextKeys(directory, deep, regExp, folders).map(([key, target]) => {
    const relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
    const request = `${loaders}${relative.startsWith('../') ? '' : './'}${relative}`;
    return `${JSON.stringify(key)}: function () { return require(${JSON.stringify(request)}); }`;
  });
  return `{${entries.join(', ')}}`;
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
