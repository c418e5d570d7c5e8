// Markdown behaviour as tables, in the style of markdown-it's own tests: each case in test/fixtures/markdown/*.txt
// is a title line, then ".", the Markdown, ".", the expected HTML, "." — so a failure names the rule it breaks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fixtureCases } from './support/fixture-cases.js';
import { renderMarkdown } from './support/render-markdown.js';

const FOLDER = new URL('./fixtures/markdown/', import.meta.url);

for (const file of readdirSync(FOLDER).filter((name) => name.endsWith('.txt')).sort()) {
  for (const { title, input, output } of fixtureCases(readFileSync(new URL(file, FOLDER), 'utf8'))) {
    test(`${file.replace(/\.txt$/, '')}: ${title}`, async () => {
      const { html, diagnostics } = await renderMarkdown(input);
      assert.deepEqual(diagnostics, []);
      assert.equal(html, output);
    });
  }
}
