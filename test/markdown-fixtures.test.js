// Markdown behaviour as tables, in the style of markdown-it's own tests: each case in test/fixtures/markdown/*.txt
// is a title line, then ".", the Markdown, ".", the expected HTML, "." — so a failure names the rule it breaks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { renderMarkdown } from './support/render-markdown.js';

const FOLDER = new URL('./fixtures/markdown/', import.meta.url);

/** The cases of one fixture file. */
function cases(text) {
  const found = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '' || lines[i + 1] !== '.') continue;
    const title = lines[i];
    const input = [];
    const output = [];
    let j = i + 2;
    while (lines[j] !== '.') input.push(lines[j++]);
    j++;
    while (lines[j] !== '.') output.push(lines[j++]);
    found.push({ title, input: input.join('\n'), output: output.join('\n') });
    i = j;
  }
  return found;
}

for (const file of readdirSync(FOLDER).filter((name) => name.endsWith('.txt')).sort()) {
  for (const { title, input, output } of cases(readFileSync(new URL(file, FOLDER), 'utf8'))) {
    test(`${file.replace(/\.txt$/, '')}: ${title}`, async () => {
      const { html, diagnostics } = await renderMarkdown(input);
      assert.deepEqual(diagnostics, []);
      assert.equal(html, output);
    });
  }
}
