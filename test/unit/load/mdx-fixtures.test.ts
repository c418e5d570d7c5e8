// MDX as Docusaurus 3 reads it (src/load/mdx/), as a table: each case in test/fixtures/mdx/*.txt is a title line,
// then ".", the MDX, ".", the expected HTML, "." — compiled and rendered by the build's own code, no site built.
// JSX tags are parsed whole (over several lines, in lists, in HTML blocks), expressions evaluated, import/export
// never text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromRepo } from '../../support/repo.js';
import { fixtureCases } from '../../support/fixture-cases.js';
import { renderMdx } from '../../support/render-mdx.js';

const FOLDER = fromRepo('test/fixtures/mdx');

for (const file of readdirSync(FOLDER).filter((name) => name.endsWith('.txt')).sort()) {
  for (const { title, input, output } of fixtureCases(readFileSync(path.join(FOLDER, file), 'utf8'))) {
    test(`mdx ${file.replace(/\.txt$/, '')}: ${title}`, async () => {
      const { html, diagnostics } = await renderMdx(input);
      assert.deepEqual(diagnostics, []);
      assert.equal(html, output);
    });
  }
}

