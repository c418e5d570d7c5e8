// Grammars' patterns translated for shiki's JavaScript regular-expression engine when lendocs is bundled
// (scripts/precompile-regexes.mjs), so a build does not translate them again. Translating an Oniguruma pattern
// into a JavaScript RegExp (parse, transform, generate) costs several times what constructing the RegExp does, and a
// grammar has hundreds of patterns: about a tenth of a 100-page build's CPU (issue 36).
//
// The tables hold what the engine's own translator gives, for the exact strings its scanners are given, so a build
// that uses them draws the same HTML. They are only used when the installed translator and this JavaScript engine
// are those they were made with (translatorKey); a pattern not in them is translated when needed, as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../version.js';

/** Where the tables are: one JSON file per grammar (its embedded grammars' patterns included). */
export const REGEX_TABLES = new URL('dist/regexes/', PACKAGE_ROOT);

/** A grammar's table: the pattern as the scanner is given it → the RegExp's source and flags. */
export interface RegexTable {
  key: string;
  patterns: Record<string, [source: string, flags: string]>;
}

/**
 * The packages that translate a pattern, each found as Node finds it from the one before (shiki's JavaScript engine
 * chooses the options; oniguruma-to-es and its three packages translate), with their versions, and which regular
 * expression features this JavaScript engine has (the translator's output depends on them).
 */
const TRANSLATOR_CHAIN = [['shiki'], ['@shikijs/engine-javascript'], ['oniguruma-to-es'], ['oniguruma-parser', 'regex', 'regex-recursion']];

export function translatorKey(): string | undefined {
  const versions: string[] = [];
  let from = fileURLToPath(PACKAGE_ROOT);
  for (const names of TRANSLATOR_CHAIN) {
    const dirs = names.map((name) => packageFolder(from, name));
    for (const [index, dir] of dirs.entries()) {
      if (!dir) return undefined;
      versions.push(`${names[index]}@${(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version}`);
    }
    from = dirs[0]!;
  }
  return [...versions, regexFeatures()].join(' ');
}

/** The package's folder as Node's resolution finds it from `from`: the nearest node_modules/<name> above it. */
function packageFolder(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
}

/** The same probes oniguruma-to-es makes of the engine it runs on (flag groups, the v flag and its two known bugs). */
function regexFeatures(): string {
  const compiles = (source: string, flags?: string) => {
    try {
      new RegExp(source, flags);
      return true;
    } catch {
      return false;
    }
  };
  const unicodeSets = compiles('[[]]', 'v');
  const features = [compiles('(?i:)'), unicodeSets, unicodeSets && !compiles(String.raw`[\d\-a]`, 'v'), unicodeSets && new RegExp('[[^a]]', 'v').test('a')];
  return `regexp:${features.map(Number).join('')}`;
}

/**
 * The JavaScript engine's cache of translated patterns (shiki's `cache` option), which first looks in the tables of
 * the grammars added. A RegExp is made from a table when a scanner first asks for its pattern.
 */
export class PrecompiledRegexes extends Map<string, RegExp | Error> {
  readonly #tables = new Map<string, [string, string]>();
  readonly #grammars = new Set<string>();
  #key: string | undefined | null = null;

  /** Adds the table of this grammar (shiki's name: `shellscript`, `json`), when there is one made for this translator. */
  addGrammar(grammar: string, folder: URL = REGEX_TABLES): void {
    const file = new URL(`${grammar}.json`, folder);
    if (this.#grammars.has(file.href) || !existsSync(file)) return;
    this.#grammars.add(file.href);
    if (this.#key === null) this.#key = translatorKey();
    const table = JSON.parse(readFileSync(file, 'utf8')) as RegexTable;
    if (this.#key === undefined || table.key !== this.#key) return;
    for (const [pattern, made] of Object.entries(table.patterns)) this.#tables.set(pattern, made);
  }

  override get(pattern: string): RegExp | Error | undefined {
    const made = super.get(pattern);
    if (made !== undefined) return made;
    const entry = this.#tables.get(pattern);
    if (!entry) return undefined;
    const regex = new RegExp(entry[0], entry[1]);
    this.set(pattern, regex);
    this.#tables.delete(pattern);
    return regex;
  }
}
