// A require of a computed path as lendocs gives it to the site's code (src/load/components/computed-require.ts):
// which calls become webpack's context modules (a template or a `+` chain starting with a folder), the folder and
// regular expression webpack's ContextDependencyHelpers make of them, and the key the call then asks for. Whole
// builds: test/integration/computed-require.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { withComputedRequires } from '../../../src/load/components/computed-require.js';
import { stripCode } from '../../../src/load/components/site-scripts.js';
import { tempDir, writeFiles } from '../../support/temp.js';

const strip = stripCode(transformSync, 'tsx');

test('a computed path becomes a context of the files its static pieces can match, keyed as the path gives', () => {
  const root = tempDir('lendocs-computed-');
  writeFiles(root, { 'code/a/b/x.ts': '', 'code/a/y.txt': '', 'code/z.txt': '', 'code/.hidden.txt': '', 'src/C.jsx': '' });
  const file = path.join(root, 'src', 'C.jsx');
  const replaced = (source: string) => {
    const out = withComputedRequires(source, file, root, { strip });
    if (out === undefined) return undefined;
    const [, map, id, key] = /^__lendocsRequireContext\((\{.*\}), ("[^"]*"), false\)\((.*)\)$/.exec(out)!;
    return { keys: [...map.matchAll(/"(\.\/[^"]*)": function/g)].map((m) => m[1]), requests: [...new Set([...map.matchAll(/require\("([^"]*)"\)/g)].map((m) => m[1]))], id: JSON.parse(id), key };
  };
  // A template: the folder before the last `/` of its start, every file under it (dot files left out).
  assert.deepEqual(replaced('require(`!!raw-loader!@site/code/${repo}/${file}`)'), {
    keys: ['./a/b/x', './a/b/x.ts', './a/y.txt'],
    requests: ['!!raw-loader!../code/a/b/x.ts', '!!raw-loader!../code/a/y.txt'],
    id: '!!raw-loader!@site/code',
    key: '`./${repo}/${file}`',
  });
  // A `+` chain: its last literal piece ends every key; the part of the start after the folder begins them.
  assert.deepEqual(replaced("require('../code/a' + name + '.txt')"), { keys: ['./a/y.txt'], requests: ['../code/a/y.txt'], id: '../code', key: '"./a" + name + \'.txt\'' });
  assert.deepEqual(replaced("require('../code/' + (n + 1) + `.t${'x'}t`)")?.keys, ['./a/y.txt', './z.txt']);
  // Not a context module: a literal path, a computed start, a conditional, a second argument, a missing folder.
  for (const source of ["require('./x')", 'require(`./x`)', 'require(name)', "require(folder + '/x')", "require('../code/' + a ? b : c)", 'require(`../code/${x}`, 1)', "require('../nowhere/' + x)", "require('x' + y)", 'x.require(`../code/${x}`)']) {
    assert.equal(withComputedRequires(source, file, root, { strip }), undefined, source);
  }
});

test('only the calls are replaced, the code around them kept as it is', () => {
  const root = tempDir('lendocs-computed-');
  writeFiles(root, { 'docs/code/a.txt': '', 'src/C.jsx': '' });
  const source = "const x = 1;\nexport const get = (p) => require('!!raw-loader!@site/docs/' + p + '.txt').default;\nconst y = require('./y');\n";
  const out = withComputedRequires(source, path.join(root, 'src', 'C.jsx'), root, { strip })!;
  assert.ok(out.startsWith('const x = 1;\nexport const get = (p) => __lendocsRequireContext({"./code/a.txt": function () { return require("!!raw-loader!../docs/code/a.txt"); }}, '));
  assert.ok(out.endsWith(')("./" + p + \'.txt\').default;\nconst y = require(\'./y\');\n'));
});

test('what only looks like such a call (in a string, a template\'s text, JSX text) is left as it is', () => {
  const root = tempDir('lendocs-computed-');
  writeFiles(root, { 'docs/code/a.txt': '', 'src/C.tsx': '' });
  const file = path.join(root, 'src', 'C.tsx');
  const samples = [
    "const sample: string = \"require('../docs/' + name)\";",
    "const sample = `load it: require('../docs/' + name)`;",
    "export const C = () => <p>Don't write require('../docs/' + name) here</p>;",
  ];
  for (const source of samples) assert.equal(withComputedRequires(source, file, root, { strip }), undefined, source);
  const both = `${samples[0]}\nexport const read = (name: string) => require('../docs/' + name);\n`;
  assert.equal(withComputedRequires(both, file, root, { strip })?.split('\n')[0], samples[0]);
  assert.match(withComputedRequires(both, file, root, { strip })!.split('\n')[1], /^export const read = \(name: string\) => __lendocsRequireContext\(/);
});
