// MDX as Docusaurus 3 reads it (src/load/mdx/): JSX tags parsed whole (over several lines, in lists, in HTML
// blocks), expressions evaluated, import/export never text; tables in test/fixtures/mdx/*.txt (title, ".", the MDX,
// ".", the expected HTML, "."), then whole builds for markdown.format, error messages, lines and imported images.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromRepo } from '../support/repo.js';
import { fixtureCases } from '../support/fixture-cases.js';
import { renderMdx } from '../support/render-mdx.js';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

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

const page = (title, body) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const JSX = '<div className="note" style={{color: \'red\'}}>Hi</div>\n\nText {/* hidden */} end.';

test('markdown.format: detect (the default) reads only .mdx as MDX; mdx reads .md files too, as Docusaurus 3', async () => {
  const detect = await buildFixture({ 'docs/a.md': page('A', JSX), 'docs/b.mdx': page('B', JSX) });
  assert.deepEqual(detect.errors, []);
  assert.match(detect.$('/a')('.markdown').html()!, /classname=/i);
  assert.equal(detect.$('/b')('.markdown div.note').attr('style'), 'color:red');
  const mdx = await buildFixture({ 'docs/a.md': page('A', JSX) }, { config: `${BASE_CONFIG}markdown: { format: mdx }\n` });
  assert.deepEqual(mdx.errors, []);
  const $ = mdx.$('/a');
  assert.equal($('.markdown div.note').text(), 'Hi');
  assert.doesNotMatch($('.markdown').html()!, /className|hidden|\{/);
});

test('a tag that never ends is an error with its file and line, and a hint', async () => {
  const result = await buildFixture({ 'docs/a.mdx': page('A', 'Intro.\n\n<Tabs groupId="x"\n\nMore.') });
  assert.deepEqual(
    result.errors.map((d) => [d.file!.replace(/^.*docs\//, 'docs/'), d.line, d.message]),
    [['docs/a.mdx', 7, 'This file is not valid MDX: The tag <Tabs> is never closed with ">".']],
  );
  assert.match(result.errors[0].hint!, /Close the tag/);
});

test('an import that is not JavaScript is an error at its line', async () => {
  const result = await buildFixture({ 'docs/a.mdx': page('A', "import Tabs from '@theme/Tabs'\nimport { from 'x';\n\nText.") });
  assert.equal(result.errors.length, 1);
  assert.equal(result.errors[0].line, 6);
  assert.match(result.errors[0].message, /^This import or export is not valid JavaScript/);
});

test('lines stay right after a tag written over several lines', async () => {
  const body = '<img\n  src="https://img.example/a.png"\n  alt="A"\n/>\n\nSee [the missing page](./missing.md).';
  const result = await buildFixture({ 'docs/a.mdx': page('A', body) });
  const broken = result.diagnostics.find((d) => /missing\.md/.test(d.message));
  assert.equal(broken?.line, 10);
});

test('an imported image is published and written as its output path', async () => {
  const result = await buildFixture({
    'docs/a.mdx': page('A', "import shot from './img/shot.png';\n\n<img src={shot} alt=\"Shot\" />"),
    'docs/img/shot.png': 'png',
  });
  assert.deepEqual(result.errors, []);
  const src = result.$('/a')('.markdown img').attr('src');
  assert.match(src!, /^\/assets\/content\/.*shot\.png$/);
  assert.ok(result.files.has(src!.slice(1)), `${src} is written`);
});

test('an expression lendocs cannot evaluate is a warning naming it, not text', async () => {
  const result = await buildFixture({ 'docs/a.mdx': page('A', 'Today is {new Date().getFullYear()}.') });
  assert.equal(result.warnings.length, 1);
  assert.match(result.warnings[0].message, /^The expression \{new Date\(\)\.getFullYear\(\)\} is left out/);
  assert.equal(result.$('/a')('.markdown p').text(), 'Today is .');
});
