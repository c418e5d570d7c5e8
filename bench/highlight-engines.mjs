#!/usr/bin/env node
// For each language of the fenced code blocks found under the given folders: the time shiki's two regular-expression
// engines (Oniguruma in WebAssembly, and the JavaScript one) take to tokenise those blocks once the grammar is warm,
// and whether their tokens are identical. Behind the list JAVASCRIPT_ENGINE_GRAMMARS in src/load/highlight.ts.
//
//   node bench/highlight-engines.mjs FOLDER [FOLDER…]
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';
import { createHighlighter, createJavaScriptRegexEngine, bundledLanguages } from 'shiki';
import { INITIAL } from '@shikijs/vscode-textmate';

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node bench/highlight-engines.mjs FOLDER [FOLDER…]');
  process.exit(2);
}
const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#-]+)[^\n]*\n([\s\S]*?)\n {0,3}\1\s*$/gm;
const blocksByLanguage = new Map();
for (const folder of folders) {
  for (const file of fg.sync('**/*.{md,mdx}', { cwd: folder, absolute: true, ignore: ['**/node_modules/**'] })) {
    for (const [, , language, code] of readFileSync(file, 'utf8').matchAll(FENCE)) {
      const name = language.toLowerCase();
      if (!(name in bundledLanguages)) continue;
      if (!blocksByLanguage.has(name)) blocksByLanguage.set(name, []);
      blocksByLanguage.get(name).push(code);
    }
  }
}
const languages = [...blocksByLanguage.keys()].filter((name) => blocksByLanguage.get(name).length >= 3).sort();
const oniguruma = await createHighlighter({ themes: [], langs: languages });
const javascript = await createHighlighter({ themes: [], langs: languages, engine: createJavaScriptRegexEngine() });

/** Tokenises every block twice and times the second pass (the grammar's patterns are compiled by then). */
function tokenise(highlighter, language, blocks) {
  const grammar = highlighter.getLanguage(language);
  let tokens = [];
  let ms = 0;
  for (let pass = 0; pass < 2; pass++) {
    tokens = [];
    const started = performance.now();
    for (const code of blocks) {
      let state = INITIAL;
      for (const line of code.split('\n')) {
        const result = grammar.tokenizeLine(line, state, 0);
        state = result.ruleStack;
        tokens.push(JSON.stringify(result.tokens));
      }
    }
    ms = performance.now() - started;
  }
  return { ms, tokens };
}

console.log('| language | blocks | lines | Oniguruma ms | JavaScript ms | JavaScript ÷ Oniguruma | same tokens |');
console.log('|---|---|---|---|---|---|---|');
for (const language of languages) {
  const blocks = blocksByLanguage.get(language);
  const lines = blocks.reduce((sum, code) => sum + code.split('\n').length, 0);
  const a = tokenise(oniguruma, language, blocks);
  let b;
  try {
    b = tokenise(javascript, language, blocks);
  } catch (cause) {
    console.log(`| ${language} | ${blocks.length} | ${lines} | ${a.ms.toFixed(0)} | fails: ${cause.message.slice(0, 60)} | | |`);
    continue;
  }
  const same = a.tokens.length === b.tokens.length && a.tokens.every((line, index) => line === b.tokens[index]);
  console.log(`| ${language} | ${blocks.length} | ${lines} | ${a.ms.toFixed(0)} | ${b.ms.toFixed(0)} | ${(b.ms / a.ms).toFixed(2)} | ${same ? 'yes' : 'NO'} |`);
}
