// The site's remark plugins' results are kept between builds (issues 31/32): each build ran every file through them
// in a Node process of its own, even when nothing had changed (a corpus site went from 52 to 79 s of CPU when its
// plugins began to run), and `serve --watch` ran the saved file and every partial again after each save. Now a build in which nothing
// changed starts no process for them, and a save runs them on the saved file (and the pages it links to, whose trees
// a plugin may wait for) only; a change to a plugin's own module runs every file again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir, writeFiles } from '../support/temp.js';
import { runCliHere } from '../support/cli-here.js';
import { watchedSite } from '../support/watched-site.js';

// `stamp` writes each file it runs on into a log outside the site (a file in it would be a change to the site), and
// appends its mark to the page's first paragraph.
const PLUGIN = (log: string, mark: string) => `const fs = require('fs'), path = require('path');
module.exports = function stamp() {
  return (tree, file) => {
    fs.appendFileSync(${JSON.stringify(log)}, path.basename(file.path) + '\\n');
    const first = tree.children.find((node) => node.type === 'paragraph');
    if (first) first.children.push({ type: 'text', value: ' ${mark}' });
  };
};
`;
const CONFIG = `module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [require('./plugins/stamp.js')] }, blog: false }]],
};
`;
const LENDOCS = 'title: Acme\nurl: https://acme.example\npaths:\n  docs: docs\nmarkdown:\n  remarkPlugins: docusaurus.config.js\ndocs:\n  routeBasePath: /\n';
const DOCS = {
  'docs/a.md': '# A\n\nSee [B](./b.md).\n',
  'docs/b.md': '# B\n\nThe second page.\n',
  'docs/c.md': '# C\n\nThe third page.\n',
  // A partial (no page of its own) went through the plugins at every build and every save.
  'docs/_note.md': 'A note.\n',
};

function logged(log: string): string[] {
  const text = (() => {
    try {
      return readFileSync(log, 'utf8');
    } catch {
      return '';
    }
  })();
  writeFileSync(log, '');
  return text.split('\n').filter(Boolean).sort();
}

test('a build in which nothing changed runs no remark plugin; after a save only the saved file and the pages it links to run; a changed plugin runs every file', async () => {
  const log = path.join(tempDir(), 'runs.log');
  const root = writeFiles(tempDir(), { 'lendocs.config.yml': LENDOCS, 'docusaurus.config.js': CONFIG, 'plugins/stamp.js': PLUGIN(log, '(stamped)'), ...DOCS });
  const cache = path.join(tempDir(), 'cache');
  const build = async () => {
    const out = path.join(tempDir(), 'out');
    const run = await runCliHere(['build', '--root', root, '--out', out, '--cache-dir', cache]);
    assert.equal(run.code, 0, run.stderr + run.stdout);
    return (page: string) => readFileSync(path.join(out, page, 'index.html'), 'utf8');
  };
  let page = await build();
  assert.deepEqual(logged(log), ['_note.md', 'a.md', 'b.md', 'c.md']);
  page = await build();
  assert.deepEqual(logged(log), []);
  assert.match(page('c'), /The third page\. \(stamped\)/);
  writeFileSync(path.join(root, 'docs/a.md'), '# A\n\nSee [B](./b.md), again.\n');
  page = await build();
  assert.deepEqual(logged(log), ['a.md', 'b.md']);
  assert.match(page('a'), /again\. \(stamped\)/);
  assert.match(page('c'), /The third page\. \(stamped\)/);
  writeFileSync(path.join(root, 'plugins/stamp.js'), PLUGIN(log, '(stamped again)'));
  page = await build();
  assert.deepEqual(logged(log), ['_note.md', 'a.md', 'b.md', 'c.md']);
  assert.match(page('c'), /The third page\. \(stamped again\)/);
});

const log = path.join(tempDir(), 'runs.log');
appendFileSync(log, '');
const site = watchedSite({ 'docusaurus.config.js': CONFIG, 'plugins/stamp.js': PLUGIN(log, '(stamped)'), ...DOCS }, { config: LENDOCS, cache: path.join(tempDir(), 'cache') });

test('serve --watch runs the remark plugins on the saved file only, not again on the partials', async () => {
  assert.deepEqual(logged(log), ['_note.md', 'a.md', 'b.md', 'c.md']);
  await site.save({ 'docs/c.md': '# C\n\nThe third page, saved.\n' }, '/c');
  assert.match(await site.body('/c'), /The third page, saved\. \(stamped\)/);
  assert.deepEqual(logged(log), ['c.md']);
});
