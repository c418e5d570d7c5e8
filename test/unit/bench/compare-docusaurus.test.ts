// bench/compare-docusaurus.mjs on two tiny hand-made build folders: one laid out as Docusaurus writes a build, one
// as lendocs does. The verdicts, lists and counts must say exactly what differs between them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fromRepo, requireFromRepo } from '../../support/repo.js';
import { tempDir, writeFiles, type Files } from '../../support/temp.js';

const { compareBuilds, formatReport } = requireFromRepo('bench/compare-docusaurus.mjs');
const { routeOfHtmlFile } = requireFromRepo('bench/compare/routes.mjs');
const SCRIPT = fromRepo('bench/compare-docusaurus.mjs');

const writeTree = (files: Files) => writeFiles(tempDir(), files);

const page = (title, body) => `<!doctype html><html><body><nav><h2>Menu</h2></nav><main><h1>${title}</h1>${body}</main></body></html>`;
const docusaurusDoc = (title, body) => page(title, `<div class="theme-doc-markdown markdown">${body}</div>`);
const lendocsDoc = (title, body) => page(title, `<article class="doc-article"><div class="markdown">${body}</div></article>`);

// Two headings, a table, a code block showing an import (code may), an image and an admonition.
const GUIDE = '<h2>A</h2><h2>B</h2><h3>C</h3><table><tr><td>1</td></tr></table><pre><code>import x from "y";\nconst a={b};</code></pre><img src="/img/a.png">';
const NOTE = (kind) => `<div class="${kind}"><p>Careful.</p></div>`;

function docusaurusBuild() {
  return writeTree({
    'index.html': docusaurusDoc('Home', `<p>Welcome.</p>${NOTE('theme-admonition theme-admonition-note alert')}`),
    'guide/index.html': docusaurusDoc('Guide', GUIDE),
    // trailingSlash: false writes `page.html`; it is the same route as lendocs' `page/index.html`.
    'flat.html': docusaurusDoc('Flat', '<h2>One</h2><span class="katex-error">\\frac</span>'),
    'maths/index.html': docusaurusDoc('Maths', '<h2>Sum</h2><span class="katex">x</span>'),
    'old-path/index.html': '<html><head><meta http-equiv="refresh" content="0; url=/guide"></head><body></body></html>',
    'category/start/index.html': page('Start', '<section class="row"><article class="card">Card</article></section>'),
    'md-page/index.html': page('Page', '<div class="row mdxPageWrapper_x1"><div class="col"><article><h2>Section</h2></article></div></div>'),
    'assets/js/main.1234.js': 'console.log(1)',
    'img/a.png': 'png',
    'blog/rss.xml': '<rss/>',
  });
}

function lendocsBuild({ faithful }) {
  const guide = faithful ? GUIDE : `${GUIDE}<h2>Extra</h2>`;
  const leaks = faithful ? '' : `<p>import Tabs from '@theme/Tabs';</p><p>style={{color: 'red'}}</p><img src="{useBaseUrl('x.png')}">`;
  return writeTree({
    'index.html': lendocsDoc('Home', `<p>Welcome.</p>${NOTE('admonition admonition-note')}`),
    'guide/index.html': lendocsDoc('Guide', guide + leaks),
    'flat/index.html': lendocsDoc('Flat', '<h2>One</h2><span class="katex-error">\\frac</span>'),
    'maths/index.html': lendocsDoc('Maths', faithful ? '<h2>Sum</h2>' : '<h2>Sum</h2><span class="katex-error">x</span>'),
    ...(faithful ? { 'old-path/index.html': '<html><head><meta http-equiv="refresh" content="0; url=/guide/"></head></html>' } : {}),
    'category/start/index.html': lendocsDoc('Start', '<p>Pages in this category.</p>'),
    'md-page/index.html': lendocsDoc('Page', '<h2>Section</h2>'),
    'search/index.html': page('Search', '<form></form>'),
    'assets/css/site.css': 'body{}',
    'img/a.png': 'png',
    ...(faithful ? { 'blog/rss.xml': '<rss/>' } : {}),
  });
}

test('HTML files map to one route whatever their layout', () => {
  assert.equal(routeOfHtmlFile('index.html'), '/');
  assert.equal(routeOfHtmlFile('docs/intro/index.html'), '/docs/intro/');
  assert.equal(routeOfHtmlFile('docs/intro.html'), '/docs/intro/');
  assert.equal(routeOfHtmlFile('404.html'), '/404/');
});

test('a faithful build passes every verdict, with the routes and counts matched', () => {
  const result = compareBuilds(docusaurusBuild(), lendocsBuild({ faithful: true }));
  assert.deepEqual(result.verdicts, { everyRoute: true, parity: true, noNewKatexErrors: true, noLeaks: true });
  assert.deepEqual(result.missingRoutes, []);
  assert.deepEqual(result.extraRoutes, ['/search/']);
  assert.deepEqual(result.missingFiles, [], 'Docusaurus assets/js is not a public file to compare');
  // Home, guide, flat, maths and the Markdown page are comparable; the redirect and the generated category page
  // have no Markdown content in Docusaurus's build.
  assert.equal(result.summary.comparablePages, 5);
  assert.equal(result.summary.sameCounts, 5);
  const guide = result.pages.find((p) => p.route === '/guide/');
  assert.deepEqual(
    { h1: guide.lendocs.h1, h2: guide.lendocs.h2, h3: guide.lendocs.h3, tables: guide.lendocs.tables, code: guide.lendocs.codeBlocks, images: guide.lendocs.images, leaks: guide.lendocs.leaks },
    { h1: 1, h2: 2, h3: 1, tables: 1, code: 1, images: 1, leaks: 0 },
    'the navigation h2 outside the content is not counted; code may show import and ={',
  );
  const home = result.pages.find((p) => p.route === '/');
  assert.equal(home.docusaurus.admonitions, 1);
  assert.equal(home.lendocs.admonitions, 1);
  assert.equal(result.pages.find((p) => p.route === '/flat/').docusaurus.katexErrors, 1);
});

test('a build that loses routes, changes counts, adds KaTeX errors and leaks MDX fails each verdict', () => {
  const result = compareBuilds(docusaurusBuild(), lendocsBuild({ faithful: false }));
  assert.deepEqual(result.verdicts, { everyRoute: false, parity: false, noNewKatexErrors: false, noLeaks: false });
  assert.deepEqual(result.missingRoutes, ['/old-path/']);
  assert.deepEqual(result.missingFiles, ['blog/rss.xml']);
  assert.equal(result.summary.comparablePages, 5);
  assert.equal(result.summary.sameCounts, 4);
  const guide = result.pages.find((p) => p.route === '/guide/');
  assert.deepEqual(guide.differences.h2, [2, 3]);
  assert.equal(guide.lendocs.leaks, 3, 'an import line, style={{ in text, and an attribute value {…}');
  const report = formatReport(result);
  assert.match(report, /FAIL every Docusaurus route exists in lendocs' output \(1 missing\)/);
  assert.match(report, /FAIL 4 of 5 comparable pages \(80\.0 %\)/);
  assert.match(report, /\/guide\/ {2}h2 2→3, images 1→2, leaks 0→3/);
  assert.match(report, /\/maths\/ {2}katexErrors 0→1/);
});

test('the command prints JSON, and --check sets the exit code from the verdicts', () => {
  const dus = docusaurusBuild();
  const good = spawnSync(process.execPath, [SCRIPT, dus, lendocsBuild({ faithful: true }), '--json', '--check'], { encoding: 'utf8' });
  assert.equal(good.status, 0, good.stderr);
  assert.equal(JSON.parse(good.stdout).summary.sameCounts, 5);
  const bad = spawnSync(process.execPath, [SCRIPT, dus, lendocsBuild({ faithful: false }), '--check'], { encoding: 'utf8' });
  assert.equal(bad.status, 1);
  assert.match(bad.stdout, /Routes missing from lendocs \(1\):\n {2}\/old-path\//);
  const usage = spawnSync(process.execPath, [SCRIPT, dus, path.join(dus, 'nope')], { encoding: 'utf8' });
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /nope is not a folder \(build the site first\)/);
});

test('footnotes and task items are counted alike in both builds, the notes\' hidden h2 as an h2 of each', () => {
  // remark-gfm's markup, as Docusaurus renders it (React writes data-footnote-ref="true") and as lendocs writes it.
  const notes = (ref) => `<p>Text<sup><a href="#user-content-fn-1" id="user-content-fnref-1" ${ref} aria-describedby="footnote-label">1</a></sup></p><ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled> a</li></ul><section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2><ol><li id="user-content-fn-1"><p>Note.</p></li></ol></section>`;
  const dus = writeTree({ 'notes/index.html': docusaurusDoc('Notes', `<h2>A</h2>${notes('data-footnote-ref="true"')}`) });
  const len = writeTree({ 'notes/index.html': lendocsDoc('Notes', `<h2>A</h2>${notes('data-footnote-ref')}`) });
  const [page] = compareBuilds(dus, len).pages;
  assert.deepEqual(page.differences, {});
  assert.deepEqual([page.lendocs.h2, page.lendocs.footnotes, page.lendocs.taskItems], [2, 1, 1]);
});

test('mermaid diagrams are counted apart from code blocks, whether Docusaurus draws them in the browser or as code', () => {
  const diagram = '<pre class="mermaid" data-mermaid>graph TD; A-->B</pre>';
  const code = '<pre class="prism-code language-js"><code>x()</code></pre>';
  // With its mermaid theme Docusaurus's HTML has nothing of the diagram; without it, a language-mermaid code block.
  const dus = writeTree({
    'themed/index.html': docusaurusDoc('Themed', code),
    'plain/index.html': docusaurusDoc('Plain', `${code}<pre class="prism-code language-mermaid"><code>graph TD; A-->B</code></pre>`),
  });
  const len = writeTree({ 'themed/index.html': lendocsDoc('Themed', `${code}${diagram}`), 'plain/index.html': lendocsDoc('Plain', `${code}${diagram}`) });
  const pages = compareBuilds(dus, len).pages;
  assert.deepEqual(pages.map((p) => [p.route, p.same, p.lendocs.codeBlocks, p.lendocs.diagrams]), [['/plain/', true, 1, 1], ['/themed/', true, 1, 1]]);
  assert.deepEqual(pages[1].differences, { diagrams: [0, 1] });
});
