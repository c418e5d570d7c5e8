// What an MDX file imports besides components, as Docusaurus's webpack gives it: `!!raw-loader!` imports are the
// file's text, and Markdown partials (`import Part from './_part.md'`, then `<Part />`) are drawn in place, with their
// headings in the page's table of contents (Docusaurus 3.2 and later), their props, and their problems at their lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, buildFixture, makeSite, tempDir, withHelpers } from '../support/fixture-site.js';

const GUIDE = `---
title: Guide
---

import CodeBlock from '@theme/CodeBlock';
import TOCInline from '@theme/TOCInline';
import Example from '!!raw-loader!./_example.js';
import Setup from './_setup.md';
import Shared from '@site/docs/shared/_note.mdx';

<TOCInline toc={toc} />

## Before

<CodeBlock language="js" title="example.js">{Example}</CodeBlock>

<Setup />

## Middle

<Shared name="Ada" />

The example has {Example.length} characters.
`;

const files = () => ({
  'docs/guide.mdx': GUIDE,
  'docs/_example.js': 'export const x = 1;\nconsole.log(x < 2);\n',
  'docs/_setup.md': '## Install\n\nRun `npm i`. See [intro](./intro.md).\n\n### Details\n\nMore.\n',
  'docs/shared/_note.mdx': "## Hello {props.name}\n\n:::tip\nA tip with $x^2$, see [intro](../intro.md).\n:::\n",
  'docs/intro.md': '# Intro\n',
});

test('!!raw-loader! imports are the file\'s text: shown by <CodeBlock> and usable in expressions', async () => {
  const result = await buildFixture(files());
  assert.deepEqual(result.diagnostics, []);
  const $ = result.$('/guide');
  const block = $('.markdown .code-block').first();
  assert.equal(block.attr('data-language'), 'js');
  assert.equal(block.find('.code-title').text(), 'example.js');
  assert.equal(block.find('code').text(), 'export const x = 1;\nconsole.log(x < 2);');
  assert.match($('.markdown').text(), /The example has 40 characters\./);
});

test('a Markdown partial is drawn in place, with its props, links from its own folder and headings in the TOC', async () => {
  const result = await buildFixture(files());
  const $ = result.$('/guide');
  const headings = $('.markdown h2, .markdown h3').map((_, h) => $(h).attr('id')).get();
  assert.deepEqual(headings, ['before', 'install', 'details', 'middle', 'hello-propsname']);
  assert.equal($('.markdown #install + p a').attr('href'), '/intro', 'the partial\'s link, resolved from its folder');
  assert.equal($('.markdown .admonition-tip a').attr('href'), '/intro', 'a partial one folder down resolves ../intro.md from there');
  assert.equal($('.markdown .admonition-tip .katex').length, 1);
  assert.equal($('link[href="/assets/katex/katex.min.css"]').length, 1, 'maths in a partial loads KaTeX\'s stylesheet');
  // Docusaurus 3.2+ puts a partial's headings into the page's TOC, in reading order.
  const toc = (result.site!.routeByPath.get('/guide')!.data as any).page.headings.map((h) => h.id);
  assert.deepEqual(toc, ['before', 'install', 'details', 'middle', 'hello-propsname']);
  const inline = $('.markdown .toc-inline a').map((_, a) => $(a).attr('href')).get();
  assert.deepEqual(inline, ['#before', '#install', '#details', '#middle', '#hello-propsname'], '<TOCInline /> lists them too');
  assert.equal($('.markdown .mdx-component').length, 0, 'no unknown-component wrapper');
  assert.ok(!result.files.has('_setup/index.html') && !result.files.has('shared/_note/index.html'), 'partials are not pages');
});

const shown = (result) => result.diagnostics.map((d) => `${d.severity} ${path.basename(d.file)}:${d.line} ${d.message}`).sort();

test('a missing raw file or partial is an error at its import line', async () => {
  const result = await buildFixture({ 'docs/a.mdx': "---\ntitle: A\n---\n\nimport Gone from '!!raw-loader!./missing.txt';\nimport Part from './_missing.md';\n\nText.\n" });
  assert.deepEqual(shown(result), [
    'error a.mdx:5 The raw import "!!raw-loader!./missing.txt" cannot be read: there is no file ./missing.txt.',
    'error a.mdx:6 The Markdown partial "./_missing.md" cannot be found: docs/_missing.md is not a file.',
  ]);
});

test("problems inside a partial, broken links too, are at its own file and line, naming the page that draws it", async () => {
  const result = await buildFixture({
    'docs/b.mdx': "---\ntitle: B\n---\n\nimport Part from './_part.mdx';\n\nIntro.\n\n<Part />\n",
    'docs/_part.mdx': 'Fine line.\n\nSee [nowhere](./nowhere.md).\n\n{nothing}\n',
  });
  assert.deepEqual(shown(result).map((line) => line.replace(/on the page \S*\//, 'on the page ')), [
    'error _part.mdx:3 Broken link to "./nowhere.md": it points to docs/nowhere.md, which is not a page of this site (on the page b.mdx, which draws this partial).',
    'warning _part.mdx:5 The expression {nothing} is left out: "nothing" is not defined in this file (import it, or define it with export const).',
  ]);
});

test('a partial that includes itself is an error at the use, not an endless loop', async () => {
  const result = await buildFixture({
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport Loop from './_loop.mdx';\n\n<Loop />\n",
    'docs/_loop.mdx': "import Again from './_loop.mdx';\n\nOnce.\n\n<Again />\n",
  });
  const errors = result.errors.map((d) => `${path.basename(d.file!)}:${d.line} ${d.message}`);
  assert.deepEqual(errors, ['_loop.mdx:5 The partial <Again> includes itself (_loop.mdx → _loop.mdx).']);
});

test('a page is made again when a partial or a raw file it imports changes, even from the cache', async () => {
  const root = makeSite(files());
  const cacheDir = tempDir();
  const once = async () => withHelpers(await build({ root, out: path.join(root, '..', 'unused'), write: false, cache: { dir: cacheDir } }), root);
  const first = await once();
  assert.equal(first.$('/guide')('#install').length, 1);
  writeFileSync(path.join(root, 'docs/_setup.md'), '## Set up\n\nChanged.\n');
  writeFileSync(path.join(root, 'docs/_example.js'), 'changed();\n');
  const second = await once();
  const $ = second.$('/guide');
  assert.equal($('#install').length, 0);
  assert.equal($('#set-up').length, 1);
  assert.equal($('.markdown .code-block code').first().text(), 'changed();');
});

test('under markdown.format: mdx a .md partial is MDX too (props work); under detect it is plain Markdown', async () => {
  const site = {
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport Part from './_part.md';\n\n<Part who=\"you\" />\n",
    'docs/_part.md': 'Hello {props.who}.\n',
  };
  const mdx = await buildFixture(site, { config: `${BASE_CONFIG}markdown: { format: mdx }\n` });
  assert.equal(mdx.$('/a')('.markdown p').text(), 'Hello you.');
  const detect = await buildFixture(site);
  assert.equal(detect.$('/a')('.markdown p').text(), 'Hello {props.who}.');
});
