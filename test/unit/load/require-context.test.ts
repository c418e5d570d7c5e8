// webpack's require.context as lendocs gives it to the site's code (src/load/components/require-context.ts): the keys
// webpack makes for a folder's files (with the other keys its resolve.extensions and index files give, filtered by
// the call's regExp, sorted), which calls are replaced, and that a listed folder is an input of the bundle (serve keeps
// bundles while their inputs are unchanged). Whole builds: test/integration/require-context.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { contextKeys } from '../../../src/load/components/context-module.js';
import { withRequireContexts } from '../../../src/load/components/require-context.js';
import { createComponentLoader } from '../../../src/load/components/site-components.js';
import { tempDir, writeFiles } from '../../support/temp.js';

// Names starting with a dot are left out, files and folders, as webpack's ContextModuleFactory leaves them.
const FILES = { 'b.md': '', 'a.js': '', 'sub/index.ts': '', 'sub/c.md': '', 'data.json': '', '.gitkeep': '', '.hidden/x.md': '' };

test('the keys of a context are those webpack gives, sorted, with the other keys of resolvable files', () => {
  const dir = tempDir('lendocs-context-');
  writeFiles(dir, FILES);
  const keys = (deep: boolean, regExp: RegExp) => contextKeys(dir, deep, regExp).map(([key]) => key);
  const cases: [string, boolean, RegExp, string[]][] = [
    ['every file, deep (the defaults)', true, /^\.\/.*$/, ['./a', './a.js', './b.md', './data', './data.json', './sub', './sub/', './sub/c.md', './sub/index', './sub/index.ts']],
    ['only this folder', false, /^\.\/.*$/, ['./a', './a.js', './b.md', './data', './data.json']],
    ['Markdown files, deep', true, /\.md$/, ['./b.md', './sub/c.md']],
    ['scripts by their extension', true, /\.[jt]s$/, ['./a.js', './sub/index.ts']],
  ];
  for (const [what, deep, regExp, expected] of cases) assert.deepEqual(keys(deep, regExp), expected, what);
  assert.equal(contextKeys(dir, true, /\.md$/)[1][1], path.join(dir, 'sub', 'c.md'));
});

test('a call with literal arguments is replaced, with its loader prefix kept; one it cannot read fails saying what to write', () => {
  const root = tempDir('lendocs-context-site-');
  writeFiles(root, { 'docs/log/1.md': '', 'docs/log/2.md': '', 'src/List.jsx': '' });
  const file = path.join(root, 'src', 'List.jsx');
  const source = [
    "const a = require.context('../docs/log', false, /\\.md$/);",
    'const b = require.context("!!raw-loader!@site/docs/log", true, /\\.md$/, "lazy");',
    'const c = require.context(folder, false);',
  ].join('\n');
  const out = withRequireContexts(source, file, root)!;
  assert.match(out, /const a = __lendocsRequireContext\(\{"\.\/1\.md": function \(\) \{ return require\("\.\.\/docs\/log\/1\.md"\); \}, "\.\/2\.md": [^}]+\}\}, "\.\.\/docs\/log", false\);/);
  assert.match(out, /require\("!!raw-loader!\.\.\/docs\/log\/2\.md"\)/);
  assert.match(out, /"!!raw-loader!@site\/docs\/log", true\);/);
  assert.match(out, /const c = __lendocsRequireContextUnread\("List\.jsx", folder, false\);/);
  assert.throws(() => new Function(`${out.split('\n').filter((line) => !line.startsWith('const ')).join('\n')}\n__lendocsRequireContextUnread('List.jsx', 'x');`)(), /List\.jsx calls require\.context with arguments lendocs cannot read when it builds: write them as webpack reads them, literally/);
  assert.match(out, /function __lendocsRequireContext\(map, id, lazy\)/);
  assert.equal(withRequireContexts('const x = 1;', file, root), undefined);
});

test('a folder a require.context call lists is an input of the bundle: a file added to it makes the bundle again', async () => {
  const root = tempDir('lendocs-context-loader-');
  writeFiles(root, { 'notes/a.md': 'A\n', 'src/Notes.js': "const notes = require.context('../notes', false, /\\.md$/);\nexport default notes.keys();\n" });
  const loader = createComponentLoader({ siteRoot: root });
  const first = await loader.load(path.join(root, 'src', 'Notes.js'));
  assert.ok(path.join(root, 'notes') in first.inputs, JSON.stringify(Object.keys(first.inputs)));
  assert.equal((await loader.load(path.join(root, 'src', 'Notes.js'))).hash, first.hash, 'unchanged: the same bundle');
  writeFileSync(path.join(root, 'notes', 'b.md'), 'B\n');
  loader.beginRun(); // the next build, or serve's next save: a bundle's files are checked once a run
  const second = await loader.load(path.join(root, 'src', 'Notes.js'));
  assert.match(second.code, /"\.\/b\.md"/);
});
