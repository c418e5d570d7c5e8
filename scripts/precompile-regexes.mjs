// Translates the patterns of the grammars lendocs highlights on shiki's JavaScript engine into JavaScript regular
// expressions, once, when lendocs is bundled (scripts/bundle-cli.mjs), into dist/regexes/<grammar>.json; a build
// then makes each RegExp from its source instead of translating the pattern again (src/load/precompiled-regexes.ts).
//
// The strings are those vscode-textmate gives the scanner (its RegExpSource: `\z` rewritten, and each pattern with
// `\A` or `\G` in its four anchor variants), each translated by the engine's own translator with the engine's own
// options (defaultJavaScriptRegexConstructor, target "auto", as createJavaScriptRegexEngine does). Patterns the
// translator makes into its RegExp subclass (emulated features, lazy compilation) or cannot translate are left out:
// a build translates those as before. Patterns whose end refers to what the begin captured are made when a line is
// read, and are never in a table either.
import { mkdirSync, writeFileSync } from 'node:fs';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';

const REGEX_KEYS = new Set(['match', 'begin', 'end', 'while']);

/** vscode-textmate's RegExpSource: what the scanner is given for one grammar pattern. */
function scannerSources(pattern) {
  let source = '';
  let anchored = false;
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '\\' && i + 1 < pattern.length) {
      const next = pattern[i + 1];
      if (next === 'z') source += '$(?!\\n)(?<!\\n)';
      else {
        if (next === 'A' || next === 'G') anchored = true;
        source += `\\${next}`;
      }
      i++;
    } else source += pattern[i];
  }
  if (!anchored) return [source];
  const variant = (allowA, allowG) => {
    let out = '';
    for (let i = 0; i < source.length; i++) {
      if (source[i] === '\\' && i + 1 < source.length) {
        const next = source[i + 1];
        out += `\\${next === 'A' ? (allowA ? 'A' : '\uFFFF') : next === 'G' ? (allowG ? 'G' : '\uFFFF') : next}`;
        i++;
      } else out += source[i];
    }
    return out;
  };
  return [variant(false, false), variant(false, true), variant(true, false), variant(true, true)];
}

function grammarPatterns(node, found = new Set()) {
  if (Array.isArray(node)) for (const item of node) grammarPatterns(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && REGEX_KEYS.has(key)) found.add(value);
      else grammarPatterns(value, found);
    }
  }
  return found;
}

/**
 * Writes one table per grammar; `dist` is the compiled package's dist/ folder (a file URL). By default every grammar
 * lendocs highlights on the JavaScript engine, into dist/regexes/ (the tests choose a few, and a folder of their own).
 */
export async function precompileRegexes(dist, { grammars, folder } = {}) {
  const { JAVASCRIPT_ENGINE_GRAMMARS } = await import(new URL('src/load/highlight.js', dist).href);
  const { translatorKey, REGEX_TABLES } = await import(new URL('src/load/precompiled-regexes.js', dist).href);
  const key = translatorKey();
  if (!key) return;
  const out = folder ?? REGEX_TABLES;
  mkdirSync(out, { recursive: true });
  for (const grammar of grammars ?? JAVASCRIPT_ENGINE_GRAMMARS) {
    const registrations = (await import(`@shikijs/langs/${grammar}`)).default;
    const patterns = {};
    for (const pattern of grammarPatterns(registrations)) {
      for (const source of scannerSources(pattern)) {
        if (source in patterns) continue;
        let regex;
        try {
          regex = defaultJavaScriptRegexConstructor(source, { target: 'auto' });
        } catch {
          continue;
        }
        if (Object.getPrototypeOf(regex) === RegExp.prototype) patterns[source] = [regex.source, regex.flags];
      }
    }
    writeFileSync(new URL(`${grammar}.json`, out), JSON.stringify({ key, patterns }));
  }
}
