// The JavaScript engine's patterns translated when lendocs is bundled (scripts/precompile-regexes.mjs,
// src/load/precompiled-regexes.ts, issue 36): each table entry is the RegExp the engine's own translator makes for
// that string, highlighting through the tables gives the same tokens as translating at build time and takes most of
// its patterns from them, and a table made for another translator is not used.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHighlighter, createJavaScriptRegexEngine } from 'shiki';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { TOKENIZE_OPTIONS } from '../../../src/load/highlight.js';
import { PrecompiledRegexes, translatorKey, type RegexTable } from '../../../src/load/precompiled-regexes.js';

const DIST = new URL('../../../', import.meta.url);
const SCRIPT = new URL('../../../../scripts/precompile-regexes.mjs', import.meta.url);

const withFolder = async (use: (folder: URL) => Promise<void>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lendocs-regexes-'));
  try {
    await use(pathToFileURL(`${dir}/`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const BASH = '#!/usr/bin/env bash\nset -euo pipefail\nfor f in *.md; do echo "${f%.md}" | sed -e \'s/a/b/\'; done\ncat <<EOF > out.txt\nhello $USER\nEOF\ncase "$1" in\n  start) run --port=8080 ;;\nesac\n';
const JSON_CODE = '{\n  "a": [1, 2.5e3, true, null],\n  "b": { "c": "d\\n" }\n}\n';

/** The tokens of both samples, and how many patterns the engine translated itself (the ones no table held). */
const tokens = async (cache: Map<string, RegExp | Error> | undefined) => {
  let translated = 0;
  // The engine's own constructor, as createJavaScriptRegexEngine calls it, counted.
  const regexConstructor = (pattern: string) => ((translated += 1), defaultJavaScriptRegexConstructor(pattern, { target: 'auto' }));
  const shiki = await createHighlighter({ themes: ['github-light'], langs: ['bash', 'json'], engine: createJavaScriptRegexEngine({ regexConstructor, ...(cache ? { cache } : {}) }) });
  try {
    // No time limit, as the build has none (highlight.ts): under load, shiki's default one leaves the rest of a line uncoloured.
    const drawn = JSON.stringify([shiki.codeToTokensBase(BASH, { lang: 'bash', theme: 'github-light', ...TOKENIZE_OPTIONS }), shiki.codeToTokensBase(JSON_CODE, { lang: 'json', theme: 'github-light', ...TOKENIZE_OPTIONS })]);
    return { drawn, translated };
  } finally {
    shiki.dispose();
  }
};

test('each table entry is what the engine translates its pattern into, and highlighting takes most patterns from the tables, with the same tokens', async () => {
  const { precompileRegexes } = (await import(SCRIPT.href)) as { precompileRegexes: (dist: URL, options: { grammars: string[]; folder: URL }) => Promise<void> };
  await withFolder(async (folder) => {
    await precompileRegexes(DIST, { grammars: ['shellscript', 'json'], folder });
    const regexes = new PrecompiledRegexes();
    let entries = 0;
    for (const grammar of ['shellscript', 'json']) {
      const table = (await import(new URL(`${grammar}.json`, folder).href, { with: { type: 'json' } })).default as RegexTable;
      assert.equal(table.key, translatorKey());
      for (const [pattern, [source, flags]] of Object.entries(table.patterns)) {
        const made = defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });
        assert.deepEqual([made.source, made.flags], [source, flags], pattern);
        entries++;
      }
      regexes.addGrammar(grammar, folder);
    }
    assert.ok(entries > 100, `${entries} patterns`);
    const [through, alone] = [await tokens(regexes), await tokens(undefined)];
    assert.equal(through.drawn, alone.drawn);
    // The tables are keyed by the strings the scanners are given: most of the patterns used come from them, not
    // from the translator (the rest are those a table never holds, such as back-references to the begin).
    assert.ok(through.translated * 2 < alone.translated, `${through.translated} of ${alone.translated} patterns translated with the tables`);
  });
});

test('a table made for another translator is left unused; a pattern not in a table is left to the engine', async () => {
  await withFolder(async (folder) => {
    const pattern = '\\b(done)\\b';
    const other: RegexTable = { key: 'oniguruma-to-es@0.0.1 regexp:0000', patterns: { [pattern]: ['x', 'dg'] } };
    writeFileSync(new URL('json.json', folder), JSON.stringify(other));
    const stale = new PrecompiledRegexes();
    stale.addGrammar('json', folder);
    assert.equal(stale.get(pattern), undefined);

    const current: RegexTable = { key: translatorKey()!, patterns: { [pattern]: ['\\b(done)\\b', 'dgv'] } };
    writeFileSync(new URL('json.json', folder), JSON.stringify(current));
    const fresh = new PrecompiledRegexes();
    fresh.addGrammar('json', folder);
    const made = fresh.get(pattern);
    assert.ok(made instanceof RegExp);
    assert.deepEqual([made.source, made.flags], ['\\b(done)\\b', 'dgv']);
    assert.equal(fresh.get(pattern), made, 'made once, then kept');
    assert.equal(fresh.get('(other)'), undefined);
  });
});
