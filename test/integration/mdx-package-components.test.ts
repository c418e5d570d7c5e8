// A component an MDX file imports from a package of the site (`import Embed from 'tiny-embed'`), drawn as the site's
// own components are, as Docusaurus's webpack finds it in node_modules; a package not installed is an error at the
// import's line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, buildFixture, tempDir, withHelpers } from '../support/fixture-site.js';
import { writeFiles } from '../support/temp.js';

/** A package whose main (CommonJS) exports a component as its default, as compiled libraries do. */
const EMBED = {
  'node_modules/tiny-embed/package.json': JSON.stringify({ name: 'tiny-embed', version: '1.0.0', main: 'dist/index.js' }),
  'node_modules/tiny-embed/dist/index.js': `"use strict";\nObject.defineProperty(exports, '__esModule', { value: true });\nconst { createElement } = require('react');\nexports.default = function Embed({ id, title }) { return createElement('figure', { className: 'embed', 'data-id': id }, title); };\n`,
};

const PAGE = `---\ntitle: A\n---\n\nimport Embed from 'tiny-embed';\n\nSee the video:\n\n<Embed id="abc" title="Intro" />\n`;

test('a component imported from a package in MDX is drawn with its props', async () => {
  const result = await buildFixture({ ...EMBED, 'docs/a.mdx': PAGE });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  const figure = result.$('/a')('.markdown figure.embed');
  assert.equal(figure.attr('data-id'), 'abc');
  assert.equal(figure.text(), 'Intro');
});

test("the package may be hoisted to a folder above the site (a monorepo's node_modules)", async () => {
  const top = tempDir('lendocs-monorepo-');
  writeFiles(top, { ...EMBED, 'website/lendocs.config.yml': BASE_CONFIG, 'website/docs/a.mdx': PAGE });
  const root = path.join(top, 'website');
  const result = withHelpers(await build({ root, out: path.join(top, 'out'), write: false }), root);
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/a')('.markdown figure.embed').text(), 'Intro');
});

test('a package the site has not installed is an error at the import, naming it and npm install', async () => {
  const result = await buildFixture({ 'docs/a.mdx': PAGE });
  assert.equal(result.errors.length, 1);
  const [error] = result.errors;
  assert.match(error.message, /^The package "tiny-embed", which docs\/a\.mdx:5 imports, is not installed/);
  assert.match(error.hint!, /npm install tiny-embed/);
  assert.equal(error.line, 5);
});

test("a page in a docs folder beside the site folder finds the package in the site folder's node_modules, as webpack's resolve.modules does", async () => {
  const repository = tempDir('lendocs-repo-');
  mkdirSync(path.join(repository, '.git'));
  writeFiles(repository, {
    ...Object.fromEntries(Object.entries(EMBED).map(([file, text]) => [`website/${file}`, text])),
    'website/lendocs.config.yml': `${BASE_CONFIG}paths:\n  docs: ../docs\n`,
    'docs/a.mdx': PAGE,
  });
  const root = path.join(repository, 'website');
  const result = withHelpers(await build({ root, out: path.join(tempDir(), 'out'), write: false }), root);
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/a')('.markdown figure.embed').text(), 'Intro');
});

test('components imported by name from a package are drawn as the exports they name', async () => {
  const result = await buildFixture({
    'node_modules/tiny-maths/package.json': JSON.stringify({ name: 'tiny-maths', version: '1.0.0', main: 'index.js' }),
    'node_modules/tiny-maths/index.js': `const { createElement } = require('react');\nexports.InlineMath = ({ math }) => createElement('span', { className: 'inline-math' }, math);\nexports.BlockMath = ({ math }) => createElement('div', { className: 'block-math' }, math);\n`,
    'docs/a.mdx': `---\ntitle: A\n---\n\nimport { BlockMath, InlineMath as Inline } from 'tiny-maths';\n\nSee <Inline math="x^2" />.\n\n<BlockMath math="y" />\n`,
  });
  assert.deepEqual(result.diagnostics.map((d) => d.message), []);
  const $ = result.$('/a');
  assert.equal($('.markdown span.inline-math').text(), 'x^2');
  assert.equal($('.markdown div.block-math').text(), 'y');
});

// A package of "type": "module" whose "exports" give import and require different files, its require file being
// CommonJS code that Node would refuse in such a package (a video-embed package ships one): webpack takes the import
// file for an MDX import, and so does lendocs.
const DUAL = {
  'node_modules/dual-embed/package.json': JSON.stringify({ name: 'dual-embed', version: '1.0.0', type: 'module', main: 'dist/index.js', module: 'dist/index.es.js', exports: { '.': { types: './dist/index.d.ts', import: './dist/index.es.js', require: './dist/index.js', default: './dist/index.es.js' } } }),
  'node_modules/dual-embed/dist/index.es.js': "import { createElement } from 'react';\nexport default function Embed({ id }) { return createElement('figure', { className: 'embed', 'data-id': id }, 'import'); }\n",
  'node_modules/dual-embed/dist/index.js': "const { createElement } = require('react');\nmodule.exports = function Embed({ id }) { return createElement('figure', { className: 'embed', 'data-id': id }, 'require'); };\n",
};

test('an MDX import of a package takes the file its "exports" give import, as webpack does, not require\'s', async () => {
  const result = await buildFixture({ ...DUAL, 'docs/a.mdx': PAGE.replaceAll('tiny-embed', 'dual-embed') });
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/a')('.markdown figure.embed').text(), 'import');
});

// Docusaurus's webpack looks for packages in the node_modules folders up from the importing file, then in the site
// folder's (resolve.modules ends with `<cwd>/node_modules`): a component of the repository outside the site folder
// (a library's own src/, which a docs site beside it draws) imports the packages the site installed.
test("a component outside the site folder finds its packages in the site folder's node_modules, as webpack's resolve.modules does", async () => {
  const repository = tempDir('lendocs-repo-');
  mkdirSync(path.join(repository, '.git'));
  writeFiles(repository, {
    ...Object.fromEntries(Object.entries(EMBED).map(([file, text]) => [`website/${file}`, text])),
    'website/lendocs.config.yml': BASE_CONFIG,
    'website/docs/a.mdx': `---\ntitle: A\n---\n\nimport Shared from '../../src/Shared.jsx';\n\n<Shared />\n`,
    'src/Shared.jsx': "import Embed from 'tiny-embed';\n\nexport default function Shared() {\n  return <Embed id=\"lib\" title=\"From the library\" />;\n}\n",
  });
  const root = path.join(repository, 'website');
  const result = withHelpers(await build({ root, out: path.join(tempDir(), 'out'), write: false }), root);
  assert.deepEqual(result.errors.map((d) => d.message), []);
  assert.equal(result.$('/a')('.markdown figure.embed').text(), 'From the library');
});
