// The file an `import` of a package gets (src/node/site-package.ts resolvePackageImport), as webpack picks it for
// Docusaurus: the "exports" entry under import conditions (never require's), `*` patterns, the "module" field when
// there are no exports, else what Node's require gets; from a folder below the site, a package hoisted above it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { resolvePackageImport } from '../../../src/node/site-package.js';
import { tempDir, writeFiles } from '../../support/temp.js';

const json = (value: unknown) => JSON.stringify(value);

const PACKAGES = {
  // Conditions by subpath, require's first, and a pattern.
  'node_modules/dual/package.json': json({ name: 'dual', exports: { '.': { require: './cjs/index.js', import: './esm/index.js' }, './feature/*': { require: './cjs/feature/*.js', import: './esm/feature/*.js' }, './package.json': './package.json' } }),
  'node_modules/dual/esm/index.js': '', 'node_modules/dual/cjs/index.js': '', 'node_modules/dual/esm/feature/tabs.js': '', 'node_modules/dual/cjs/feature/tabs.js': '',
  // No exports: "module" for the package itself, require's file for a path in it.
  'node_modules/classic/package.json': json({ name: 'classic', main: './index.js', module: './index.mjs' }),
  'node_modules/classic/index.js': '', 'node_modules/classic/index.mjs': '', 'node_modules/classic/other.js': '',
  // Conditions without subpaths (sugar for "."), nested; a condition webpack's server build does not match first.
  'node_modules/sugar/package.json': json({ name: 'sugar', exports: { browser: './browser.js', node: { import: './node.mjs', require: './node.cjs' }, default: './fallback.js' } }),
  'node_modules/sugar/browser.js': '', 'node_modules/sugar/node.mjs': '', 'node_modules/sugar/node.cjs': '', 'node_modules/sugar/fallback.js': '',
  // A fallback array; a target that is not on disk falls back to require's file.
  'node_modules/arrayed/package.json': json({ name: 'arrayed', exports: { '.': [{ worker: './worker.js' }, './main.js'], './gone': { import: './gone.mjs', default: './gone.js' } } }),
  'node_modules/arrayed/main.js': '', 'node_modules/arrayed/gone.js': '',
  // A scoped package whose file lies below a package.json of its own ({"type":"module"}), hoisted above the site.
  'node_modules/@scope/ui/package.json': json({ name: '@scope/ui', exports: { './button': { import: './dist/esm/button.js', require: './dist/cjs/button.js' } } }),
  'node_modules/@scope/ui/dist/esm/button.js': '', 'node_modules/@scope/ui/dist/cjs/button.js': '', 'node_modules/@scope/ui/dist/cjs/package.json': json({ type: 'commonjs' }),
};

test('an import of a package gets the file webpack picks for an import', () => {
  const root = writeFiles(tempDir('lendocs-packages-'), PACKAGES);
  const site = path.join(root, 'site');
  writeFiles(site, { 'docs/guide/page.mdx': '' });
  const from = path.join(site, 'docs', 'guide');
  const cases: [string, string | undefined][] = [
    ['dual', 'dual/esm/index.js'],
    ['dual/feature/tabs', 'dual/esm/feature/tabs.js'],
    ['classic', 'classic/index.mjs'],
    ['classic/other', 'classic/other.js'],
    ['sugar', 'sugar/node.mjs'],
    ['arrayed', 'arrayed/main.js'],
    ['arrayed/gone', 'arrayed/gone.js'],
    ['@scope/ui/button', '@scope/ui/dist/esm/button.js'],
    ['not-installed', undefined],
  ];
  for (const [specifier, expected] of cases) {
    const found = resolvePackageImport(specifier, from);
    assert.equal(found && path.relative(path.join(root, 'node_modules'), found).split(path.sep).join('/'), expected, specifier);
  }
});
