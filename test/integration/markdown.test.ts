// Markdown on built pages: what only the whole site shows. Links between files become routes and their anchors are
// checked, images are published, the page draws its table of contents and takes a leading # heading as its title,
// and a page with maths loads KaTeX's stylesheet. One site holds a page per case. The Markdown stage alone (tables,
// headings, admonitions, code, maths, mermaid) is tested in test/unit/load/markdown.test.ts.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, type BuiltFixture } from '../support/fixture-site.js';

const md = (body: string) => `---\ntitle: Page\n---\n\n${body}\n`;

let site: BuiltFixture;
before(async () => {
  site = await buildFixture({
    'docs/index.md': md('Root.'),
    'docs/guide/other.md': md('## Target heading\n\nText.'),
    'docs/guide/links.md': md('[other](./other.md#target-heading) and [up](../index.md)'),
    'docs/guide/images.md': md('![Logo](/img/logo.png)\n\n![Local](./pic.png)'),
    'static/img/logo.png': 'png',
    'docs/guide/pic.png': 'png2',
    'docs/guide/toc.md': md('## Two\n\n### Three\n\n#### Four\n\n## Again'),
    'docs/x.md': '# From the body\n\nText.\n',
    'docs/guide/maths.md': md('Inline $E = mc^2$ costs $5 and $6.\n\n$$\n\\frac{a}{b}\n$$\n\n```math\nx^2\n```'),
  });
});

test('the site of all the cases builds without a diagnostic', () => {
  assert.deepEqual(site.diagnostics, []);
});

test('relative .md links become routes, with anchors checked', () => {
  const $ = site.$('/guide/links');
  const hrefs = $('.markdown a').map((_, el) => $(el).attr('href')).get();
  assert.deepEqual(hrefs, ['/guide/other#target-heading', '/']);
  assert.equal(site.diagnostics.filter((d) => d.file?.endsWith('links.md')).length, 0, 'the anchor #target-heading was found');
});

test('images from static/ and beside the Markdown are published', () => {
  const $ = site.$('/guide/images');
  assert.deepEqual($('.markdown img').map((_, el) => $(el).attr('src')).get(), ['/img/logo.png', '/assets/content/docs/guide/pic.png']);
  assert.equal(site.text('assets/content/docs/guide/pic.png'), 'png2');
  assert.equal(site.text('img/logo.png'), 'png');
});

test('the table of contents lists h2 and h3 only', () => {
  const $ = site.$('/guide/toc');
  assert.deepEqual($('[data-toc] a').map((_, el) => $(el).attr('href')).get(), ['#two', '#three', '#again']);
  assert.equal($('[data-toc] li.toc-level-3').length, 1);
  // The collapsible copy for narrow screens lists the same entries.
  assert.deepEqual($('.toc-mobile a').map((_, el) => $(el).attr('href')).get(), ['#two', '#three', '#again']);
});

test('a leading # heading becomes the title when front matter has none', () => {
  const $ = site.$('/x');
  assert.equal($('h1').length, 1);
  assert.equal($('h1').text(), 'From the body');
  assert.equal($('title').text(), 'From the body | Acme Docs');
});

test('maths is rendered at build time with KaTeX, and the page loads its stylesheet; a page without maths does not', () => {
  const $ = site.$('/guide/maths');
  assert.equal($('.markdown .katex').length, 3);
  assert.equal($('link[href="/assets/katex/katex.min.css"]').length, 1);
  assert.ok(site.files.has('assets/katex/katex.min.css'));
  assert.ok([...site.files.keys()].some((file) => file.startsWith('assets/katex/fonts/KaTeX_Main-Regular')));
  assert.equal(site.$('/guide/toc')('link[href="/assets/katex/katex.min.css"]').length, 0);
});
