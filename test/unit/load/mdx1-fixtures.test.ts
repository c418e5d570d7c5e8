// MDX 1 as Docusaurus 2 read it (markdown.mdxVersion: 1, src/load/mdx/mdx1.ts), as a table: each case in
// test/fixtures/mdx1/*.txt is a title line, then ".", the MDX, ".", the expected HTML, "." — compiled and rendered by
// the build's own code, no site built. Braces and a "<" MDX 1 does not take for a tag are text in prose; JSX is a
// block that starts with a tag, and the inline tags MDX 1's pattern matches. The same cases read as MDX 3 differ.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromRepo } from '../../support/repo.js';
import { fixtureCases } from '../../support/fixture-cases.js';
import { renderMdx } from '../../support/render-mdx.js';

const FOLDER = fromRepo('test/fixtures/mdx1');

for (const file of readdirSync(FOLDER).filter((name) => name.endsWith('.txt')).sort()) {
  for (const { title, input, output } of fixtureCases(readFileSync(path.join(FOLDER, file), 'utf8'))) {
    test(`mdx1 ${file.replace(/\.txt$/, '')}: ${title}`, async () => {
      const { html, diagnostics } = await renderMdx(input, { mdxVersion: 1 });
      assert.deepEqual(diagnostics, []);
      assert.equal(html, output);
    });
  }
}

test('the same prose read as MDX 3 is expressions and tags: MDX 1 is chosen by markdown.mdxVersion alone', async () => {
  const prose = 'The response is {"status":200} and a Map<String, Integer> of names.';
  const mdx1 = await renderMdx(prose, { mdxVersion: 1 });
  assert.deepEqual(mdx1.diagnostics, []);
  assert.equal(mdx1.html, '<p>The response is {&quot;status&quot;:200} and a Map&lt;String, Integer&gt; of names.</p>');
  const mdx3 = await renderMdx(prose);
  assert.notEqual(mdx3.errors.length, 0);
});
