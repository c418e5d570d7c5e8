// MDX as Docusaurus 3 reads it (src/load/mdx/), in whole builds: markdown.format, lines after a tag over several lines
// and imported images. What MDX renders to, construct by construct, is the table of test/fixtures/mdx/*.txt, run on
// the MDX compiler and Markdown renderer alone in test/unit/load/mdx-fixtures.test.ts, with its messages in
// test/unit/load/mdx.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

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
