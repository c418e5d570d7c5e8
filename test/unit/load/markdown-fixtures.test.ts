// Markdown behaviour as tables, in the style of markdown-it's own tests: each case in test/fixtures/markdown/*.txt
// is a title line, then ".", the Markdown, ".", the expected HTML, "." — so a failure names the rule it breaks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromRepo } from '../../support/repo.js';
import { fixtureCases } from '../../support/fixture-cases.js';
import { renderMarkdown } from '../../support/render-markdown.js';

const FOLDER = fromRepo('test/fixtures/markdown');

for (const file of readdirSync(FOLDER).filter((name) => name.endsWith('.txt')).sort()) {
  for (const { title, input, output } of fixtureCases(readFileSync(path.join(FOLDER, file), 'utf8'))) {
    test(`${file.replace(/\.txt$/, '')}: ${title}`, async () => {
      const { html, diagnostics } = await renderMarkdown(input);
      assert.deepEqual(diagnostics, []);
      assert.equal(html, output);
    });
  }
}
