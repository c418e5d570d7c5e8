// Highlighting tokenises each block once for both themes (src/load/two-theme-tokens.ts). Its output must be what
// shiki's own two-theme highlighting (one tokenisation per theme) gives, byte for byte once the tokens' classes are
// read as the inline styles they stand for (src/load/code-token-classes.ts), in every kind of grammar: plain,
// embedded languages, font styles, very long lines, blank lines and CRLF endings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHighlighter } from 'shiki';
import { createCodeHighlighter, TOKENIZE_OPTIONS, CODE_THEMES } from '../../../src/load/highlight.js';
import { loadCodeTokenClasses } from '../../../src/load/code-token-classes.js';
import { escapeHtml } from '../../../src/shared/html.js';
import { inlineStyles } from '../../support/code-token-styles.js';

const SAMPLES = {
  ts: 'import { x } from "./x";\n\n/** Doc comment with @param tags. */\nexport async function f<T extends object>(value: T): Promise<T> {\n  const re = /a+b*/gi; // trailing comment\n  return `template ${value} end`;\n}\n',
  tsx: 'export const App = () => (\n  <div className="app" onClick={() => alert(1)}>\n    {items.map((i) => <Item key={i} />)}\n  </div>\n);\n',
  markdown: '# Title\n\nSome *emphasis*, **strong**, ~~gone~~ and `code`.\n\n```js\nconst a = 1;\n```\n\n```python\ndef f():\n    return None\n```\n\n> quote\n\n- [link](https://example.test)\n',
  html: '<!doctype html>\n<html>\n<head><style>body { color: red; }</style></head>\n<body>\n<script>let x = 1 < 2 && "s";</script>\n<a href="/x">x</a>\n</body>\n</html>\n',
  css: '@media (max-width: 996px) {\n  .a > .b:hover::after { content: "\\2014"; color: #fff !important; }\n}\n',
  python: '@decorator\nclass A(B):\n    """Docstring."""\n    def f(self, x: int = 1) -> str:\n        return f"{x!r}"  # comment\n',
  bash: '#!/usr/bin/env bash\nset -euo pipefail\nfor f in *.md; do echo "$f" | sed -e \'s/a/b/\'; done\n',
  yaml: 'key: value\nlist:\n  - { a: 1, b: "two" }\n# comment\nanchor: &a !!str text\n',
  json: '{\n  "a": [1, 2.5e3, true, null],\n  "b": { "c": "d" }\n}\n',
  diff: 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old\n+new\n context\n',
  rust: 'fn main() {\n    let v: Vec<u8> = vec![1, 2];\n    println!("{:?}", v);\n}\n',
  sql: "SELECT a, COUNT(*) FROM t WHERE b = 'x' GROUP BY a; -- note\n",
  // The grammars lendocs runs on shiki's JavaScript regular-expression engine (JAVASCRIPT_ENGINE_GRAMMARS) must give
  // what the Oniguruma engine gives: shiki's default, used for the expected output here.
  solidity: '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\ncontract Pool {\n    mapping(address => uint256) public shares;\n    function deposit(uint256 assets) external returns (uint256) {\n        require(assets > 0, "zero");\n        emit Deposit(msg.sender, assets * 1e18 / 3);\n    }\n}\n',
  c: '#include <stdio.h>\n/* block */\nstatic int f(const char *s, size_t n) {\n    for (size_t i = 0; i < n; i++) printf("%c\\n", s[i]);\n    return 0x1F;\n}\n',
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tm := map[string]int{"a": 1}\n\tfor k, v := range m { fmt.Printf("%s=%d\\n", k, v) }\n}\n',
  zig: 'const std = @import("std");\npub fn main() !void {\n    var list = std.ArrayList(u8).init(std.heap.page_allocator);\n    defer list.deinit();\n    try list.append(\'x\'); // comment\n}\n',
  cairo: '#[starknet::contract]\nmod Vault {\n    use core::num::traits::Zero;\n    fn deposit(ref self: ContractState, amount: u256) -> felt252 {\n        assert(amount != 0, \'zero\');\n        \'ok\'\n    }\n}\n',
  console: '$ npm install lendocs\nadded 94 packages in 3s\n$ npx lendocs build --root site\nBuilt 12 pages\n',
};

/** shiki's own two-theme output, as lendocs wrote it before it tokenised once. */
function shikiHtml(shiki, code, lang) {
  const { tokens } = shiki.codeToTokens(code, { lang, themes: CODE_THEMES, defaultColor: false, ...TOKENIZE_OPTIONS });
  const token = (t) => {
    const style = t.htmlStyle ? Object.entries(t.htmlStyle).map(([k, v]) => `${k}:${v}`).join(';') : '';
    return style ? `<span style="${style}">${escapeHtml(t.content)}</span>` : escapeHtml(t.content);
  };
  return tokens.map((line) => `<span class="line">${line.map(token).join('')}</span>`).join('\n');
}

test('one tokenisation for both themes gives exactly what shiki gives with one per theme', async () => {
  const languages = Object.keys(SAMPLES);
  const shiki = await createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: languages });
  const ours = await createCodeHighlighter();
  const classes = await loadCodeTokenClasses();
  await ours.prepare(languages);
  const cases = Object.entries(SAMPLES).flatMap(([lang, code]) => [
    [lang, code],
    [lang, code.replace(/\n/g, '\r\n')],
  ]);
  // A line at the length limit is left uncoloured, and the lines after it go on from the state before it.
  cases.push(['ts', `const a = 1;\nconst long = "${'x'.repeat(TOKENIZE_OPTIONS.tokenizeMaxLineLength)}";\nconst b = "after";\n`]);
  for (const [lang, code] of cases) assert.equal(inlineStyles(ours.highlight(code, lang), classes), shikiHtml(shiki, code, lang), `${lang}: ${JSON.stringify(code.slice(0, 40))}`);
  // Font styles really occur in these samples (italic comments in one theme), so they are compared too.
  assert.match(inlineStyles(ours.highlight(SAMPLES.markdown, 'markdown'), classes), /font-style:italic/);
  // Every token of these grammars has classes: no inline style is left.
  for (const [lang, code] of Object.entries(SAMPLES)) assert.doesNotMatch(ours.highlight(code, lang), /style=/, lang);
  ours.dispose();
  shiki.dispose();
});

test('a fence named like an object property (constructor, __proto__) is plain text, not a grammar', async () => {
  const ours = await createCodeHighlighter();
  try {
    await ours.prepare(['constructor', '__proto__', 'toString']);
    for (const lang of ['constructor', '__proto__', 'toString']) assert.equal(ours.highlight('a < b', lang), '<span class="line">a &lt; b</span>');
  } finally {
    ours.dispose();
  }
});

test('Go: a function field with long parameter names is highlighted as Oniguruma highlights it (the JavaScript engine backtracked without end)', async () => {
  const code = 'type Session struct {\n\tUpdateSessionDataInDatabase func(newSessionData map[string]interface{}, userContext identity.UserContext) error\n}\n';
  const shiki = await createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: ['go'] });
  const ours = await createCodeHighlighter();
  try {
    await ours.prepare(['go']);
    assert.equal(inlineStyles(ours.highlight(code, 'go'), await loadCodeTokenClasses()), shikiHtml(shiki, code, 'go'));
  } finally {
    ours.dispose();
    shiki.dispose();
  }
});
