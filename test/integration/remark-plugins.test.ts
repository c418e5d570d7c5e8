// The site's own remark plugins (issues 31/32): a Docusaurus content plugin's `remarkPlugins` and
// `beforeDefaultRemarkPlugins` list unified plugins (packages or the site's own functions) that change each page's
// syntax tree. lendocs left them out, so a plugin that replaces `@@name@@` tokens in text and links with config values
// left the tokens, and the links broke. `migrate` now names the Docusaurus config in `markdown.remarkPlugins`, and
// each build runs every content plugin's list on its own files, in order, with their options; a rehype plugin (which
// lendocs cannot run) and a plugin that throws are said, naming the plugin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { tempDir, writeFiles } from '../support/temp.js';
import { runCliHere } from '../support/cli-here.js';

const lendocs = (args: string[]) => runCliHere(args);

// `variable` lives in a file of the site's own, as such plugins do; `suffix` (on titles) is written in the config,
// with options, and runs after it (remarkPlugins after beforeDefaultRemarkPlugins), on the docs only.
const PLUGIN = `module.exports = function variable(options) {
  const values = options.values;
  const swap = (text) => text.replace(/@@(\\w+)@@/g, (all, name) => values[name] ?? all);
  const walk = (node) => {
    if (node.type === 'text' || node.type === 'code') node.value = swap(node.value);
    if (node.type === 'link') node.url = swap(node.url);
    for (const child of node.children ?? []) walk(child);
  };
  return (tree, file) => {
    if (!require('path').isAbsolute(file.path)) throw new Error('file.path is not absolute: ' + file.path);
    walk(tree);
  };
};
`;

const CONFIG = (extra = '') => `const variable = require('./plugins/variable.js');
const values = { repo: 'https://code.example/acme', version: '2.1.0' };
function suffix({ mark }) {
  return (tree) => {
    const visit = (node) => { if (node.type === 'heading' && node.depth === 1) node.children.push({ type: 'text', value: mark }); (node.children || []).forEach(visit); };
    visit(tree);
  };
}
module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [['classic', {
    docs: { routeBasePath: '/', beforeDefaultRemarkPlugins: [[variable, { values }]], remarkPlugins: [[suffix, { mark: ' (v@@version@@)' }]${extra}] },
    blog: { path: 'blog', remarkPlugins: [[variable, { values }]] },
  }]],
};
`;

const SITE = {
  'plugins/variable.js': PLUGIN,
  'docusaurus.config.js': CONFIG(),
  'docs/intro.md': '---\ntitle: Intro\n---\n\n# Intro\n\nThe code is at [the repository](@@repo@@/tree/main), version @@version@@.\n\n<div className="kept">Left *as written*</div>\n\n```bash\nnpm install acme@@@version@@\n```\n\nA [link](./other.md) two lines below.\n',
  'docs/other.md': '# Other\n\nNothing to change.\n',
  // Read as Docusaurus 3 gives MDX the text: the heading id escaped, the admonition's title made its label.
  'docs/ids.md': '# Ids\n\n## Setup {#set-up}\n\n:::tip Read @@version@@ notes\n\nVersion @@version@@ is out.\n\n:::\n',
  'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\n## Release\n\nSee [the changes](@@repo@@/releases).\n',
};

const load = (out: string, page: string) => cheerio.load(readFileSync(path.join(out, page, 'index.html'), 'utf8'));

test("migrate names the config, and the build runs each content plugin's remark plugins, in order, with their options", async () => {
  const root = writeFiles(tempDir(), SITE);
  const migrated = await lendocs(['migrate', root]);
  assert.equal(migrated.code, 0, migrated.stderr);
  assert.match(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'), /remarkPlugins: docusaurus\.config\.js/);
  assert.match(migrated.stdout, /docs\.beforeDefaultRemarkPlugins: variable: run by each build/);
  const out = path.join(tempDir(), 'out');
  const built = await lendocs(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr + built.stdout);
  const $ = load(out, 'intro');
  assert.deepEqual($('article a[href^="https://code"]').map((_, a) => $(a).attr('href')).get(), ['https://code.example/acme/tree/main']);
  assert.match($('article p').first().text(), /version 2\.1\.0\./);
  // suffix (remarkPlugins) ran after variable (beforeDefaultRemarkPlugins): the token in the mark it adds stays.
  assert.match($('article h1').first().text(), /^Intro \(v@@version@@\)/);
  assert.match($('article pre').text(), /npm install acme@2\.1\.0/);
  // The blocks no plugin changed are the file's own text: the JSX block and the relative link still work.
  assert.equal($('article .kept em').text(), 'as written');
  assert.equal($('article p a[href="/other"]').text(), 'link');
  const ids = load(out, 'ids');
  assert.equal(ids('article h2#set-up').length, 1);
  assert.match(ids('article').text(), /Read 2\.1\.0 notes[\s\S]*Version 2\.1\.0 is out\./);
  assert.doesNotMatch(built.stdout + built.stderr, /not run/);
  // The blog runs its own list (no suffix on its headings).
  const post = load(out, 'blog/2024/01/01/hello');
  assert.deepEqual(post('article a[href^="https://code"]').map((_, a) => post(a).attr('href')).get(), ['https://code.example/acme/releases']);
  assert.match(post('article h2').first().text(), /^Release/);
  assert.doesNotMatch(post('article h2').first().text(), /\(v/);
});

test('a rehype plugin is a warning naming it, and a remark plugin that throws fails the build naming it and the file', async () => {
  const root = writeFiles(tempDir(), {
    ...SITE,
    'docusaurus.config.js': CONFIG(", function breaks() { return (tree, file) => { if (file.path.endsWith('other.md')) throw new Error('cannot read this page'); }; }").replace("blog: { path: 'blog',", "blog: { path: 'blog', rehypePlugins: [function rehypeMark() { return () => {}; }],"),
  });
  const migrated = await lendocs(['migrate', root]);
  assert.equal(migrated.code, 0, migrated.stderr);
  const out = path.join(tempDir(), 'out');
  const built = await lendocs(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.code, 1, built.stdout);
  const output = built.stderr + built.stdout;
  assert.match(output, /docs\/other\.md.*The remark plugin breaks failed on this file: cannot read this page/);
  assert.match(output, /The rehype plugin rehypeMark \(blog\.rehypePlugins\) is not run: lendocs writes the HTML of its pages without rehype/);
});

test('a remark plugin whose promise never settles fails the build naming it and the file', async () => {
  const root = writeFiles(tempDir(), {
    ...SITE,
    'docusaurus.config.js': CONFIG(", function waits() { return (tree, file) => (file.path.endsWith('other.md') ? new Promise(() => {}) : undefined); }"),
  });
  assert.equal((await lendocs(['migrate', root])).code, 0);
  const built = await lendocs(['build', '--root', root, '--out', path.join(tempDir(), 'out'), '--no-cache']);
  assert.equal(built.code, 1, built.stdout);
  assert.match(built.stderr + built.stdout, /the remark plugin waits on docs\/other\.md returned a promise that never settles/);
});

test("a remark plugin whose transformer on one file waits for another file's tree runs, as Docusaurus compiles every page at once", async () => {
  // `inline` puts the first paragraph of the page a file links to under the link's paragraph, waiting for that
  // page's tree: intro.md (read first) waits for other.md.
  const inline = `function inline() {
    const trees = new Map();
    const treeOf = (name) => { if (!trees.has(name)) { let give; trees.set(name, { promise: new Promise((r) => { give = r; }), give }); } return trees.get(name); };
    return async (tree, file) => {
      const name = require('path').basename(file.path);
      treeOf(name).give(tree);
      if (name !== 'intro.md') return;
      const other = await treeOf('other.md').promise;
      const first = other.children.find((node) => node.type === 'paragraph');
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Inlined: ' }, ...first.children] });
    };
  }`;
  const root = writeFiles(tempDir(), { ...SITE, 'docusaurus.config.js': CONFIG(`, ${inline}`) });
  assert.equal((await lendocs(['migrate', root])).code, 0);
  const out = path.join(tempDir(), 'out');
  const built = await lendocs(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr + built.stdout);
  assert.match(load(out, 'intro')('article').text(), /Inlined: Nothing to change\./);
});
