// webpack's inline loader requests in a site's code (`!!a-loader!./file`, `!a-loader?x=1!./file`, `-!a!b!./file`,
// in an import, a require or a require.context), run as webpack runs them for Docusaurus: the loader found from the
// importing file's folder (node_modules up the folders, or a path), its context's resourcePath, query, getOptions,
// async, addDependency, raw…, right to left over the file; the module is what it gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\n`;

const loaderPackage = (name: string, main: string, extra: Record<string, unknown> = {}) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js', ...extra }),
  [`node_modules/${name}/index.js`]: main,
});

/** Like an image-dimensions loader: raw, reads the file's size from disk itself, gives a CommonJS module. */
const SIZE_LOADER = loaderPackage('size-loader', `var fs = require('fs');
module.exports = function (content) {
  this.cacheable && this.cacheable(true);
  this.addDependency(this.resourcePath);
  var bytes = fs.statSync(this.resourcePath).size;
  return 'module.exports = ' + JSON.stringify({ bytes: bytes, raw: Buffer.isBuffer(content), first: content[0], query: this.query }) + ';';
};
module.exports.raw = true;
`);

/** Async, with options: webpack's getOptions reads `?a=1&b=2` and `?{"json":true}`. */
const SHOUT_LOADER = loaderPackage('shout-loader', `module.exports = function (text) {
  var done = this.async();
  var options = this.getOptions();
  setTimeout(function () { done(null, 'export default ' + JSON.stringify((options.prefix || '') + text.trim().toUpperCase()) + ';'); }, 0);
};
`);

/** Takes the module code the loader to its right gave, as a chained loader does. */
const WRAP_LOADER = loaderPackage('wrap-loader', `module.exports = function (code) { return code.trim().replace(/;$/, '').replace('export default ', 'export default "[" + ') + ' + "]";'; };
`);

const MDX_COMPONENTS = `import MDXComponents from '@theme-original/MDXComponents';
import { Size, Shout } from '@site/src/components/Loaded';
export default { ...MDXComponents, Size, Shout };
`;

const LOADED = `import React from 'react';
import picSize from '!!size-loader!./pic.png';
import hello from '!shout-loader?prefix=Hi%20!./hello.txt';
import json from '-!shout-loader?{"prefix":"Yo "}!./hello.txt';
import wrapped from '!!wrap-loader!shout-loader!./hello.txt';
const sizes = require.context('!!size-loader!@site/docs/', true, /\\.png$/);
export function Size({ src }) {
  const size = sizes('./' + src);
  return <span className="size">{size.bytes} {String(size.raw)} {size.first} [{size.query}] {picSize.bytes}</span>;
}
export function Shout() {
  return <span className="shout">{hello}|{json}|{wrapped}</span>;
}
`;

test("inline webpack loaders in the site's components are run as webpack runs them, and the MDXComponents map that imports them draws its components", async () => {
  const result = await buildFixture({
    ...SIZE_LOADER,
    ...SHOUT_LOADER,
    ...WRAP_LOADER,
    'src/theme/MDXComponents.js': MDX_COMPONENTS,
    'src/components/Loaded.jsx': LOADED,
    'src/components/pic.png': 'PNG!',
    'src/components/hello.txt': 'hello there\n',
    'docs/img/a.png': 'ABCDEFG',
    'docs/a.mdx': '---\ntitle: A\n---\n\n<Size src="img/a.png" />\n\n<Shout />\n',
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.filter((w) => /Unknown MDX component/.test(w.message)), []);
  const $ = result.$('/a');
  // 7 bytes, a Buffer (raw) whose first byte is "A" (65), no query; the component's own import: 4 bytes.
  assert.equal($('.markdown .size').text(), '7 true 65 [] 4');
  assert.equal($('.markdown .shout').text(), 'Hi HELLO THERE|Yo HELLO THERE|[HELLO THERE]');
});

test('a loader given by its path, and an ES module loader, run too; a loader sees NODE_ENV alone of the environment', async () => {
  process.env.LENDOCS_LOADER_SECRET = 'secret-value';
  try {
    const result = await buildFixture({
      ...loaderPackage('esm-loader', "export default function (text) { return 'export default ' + JSON.stringify('esm:' + text.trim() + ':' + (process.env.LENDOCS_LOADER_SECRET ?? 'none') + ':' + process.env.NODE_ENV) + ';'; }\n", { type: 'module' }),
      'src/loaders/count-loader.js': "module.exports = function (text) { return 'export default ' + JSON.stringify(text.split('\\n').filter(Boolean).length + ' lines in ' + require('path').basename(this.resourcePath) + this.resourceQuery) + ';'; };\n",
      'src/components/Local.jsx': "import count from '!!../loaders/count-loader!./list.txt?v=1';\nimport esm from '!!esm-loader!./list.txt';\nexport default function Local() { return <span className=\"local\">{count}|{esm}</span>; }\n",
      'src/components/list.txt': 'a\nb\nc\n',
      'docs/a.mdx': "---\ntitle: A\n---\n\nimport Local from '@site/src/components/Local';\n\n<Local />\n",
    }, { config: CONFIG });
    assert.deepEqual(result.errors, []);
    assert.equal(result.$('/a')('.markdown .local').text(), '3 lines in list.txt?v=1|esm:a\nb\nc:none:production');
  } finally {
    delete process.env.LENDOCS_LOADER_SECRET;
  }
});

test('a loader that is not installed, one that throws and one that writes files of its own are errors naming the file, the line, the loader and what to do', async () => {
  const result = await buildFixture({
    ...loaderPackage('broken-loader', "module.exports = function () { throw new Error('cannot read this format'); };\n"),
    ...loaderPackage('emit-loader', "module.exports = function (content) { this.emitFile('out.bin', content); return 'export default 1;'; };\n"),
    'src/components/Missing.jsx': "import React from 'react';\nimport size from '!!absent-loader!./x.txt';\nexport default function Missing() { return <b>{size}</b>; }\n",
    'src/components/Broken.jsx': "import React from 'react';\n\nimport size from '!!broken-loader!./x.txt';\nexport default function Broken() { return <b>{size}</b>; }\n",
    'src/components/Emit.jsx': "import React from 'react';\nimport size from '!!emit-loader!./x.txt';\nexport default function Emit() { return <b>{size}</b>; }\n",
    'src/components/x.txt': 'x',
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport Missing from '@site/src/components/Missing';\nimport Broken from '@site/src/components/Broken';\nimport Emit from '@site/src/components/Emit';\n\n<Missing />\n\n<Broken />\n\n<Emit />\n",
  }, { config: CONFIG });
  const messages = result.errors.map((e) => e.message);
  assert.equal(messages.length, 3, messages.join('\n'));
  // At the MDX file's use of each component, the component's own line in the message.
  assert.deepEqual(result.errors.map((e) => [path.relative(result.root, e.file ?? ''), e.line]), [['docs/a.mdx', 9], ['docs/a.mdx', 11], ['docs/a.mdx', 13]]);
  assert.match(messages[0], /^The package "absent-loader", which src\/components\/Missing\.jsx:2 names as a webpack loader \(in "!!absent-loader!\.\/x\.txt"\), is not installed/);
  assert.match(result.errors[0].hint ?? '', /npm install absent-loader/);
  assert.equal(messages[1], 'The webpack loader "broken-loader" failed on src/components/x.txt (imported by src/components/Broken.jsx:3 as "!!broken-loader!./x.txt"): cannot read this format.');
  assert.match(messages[2], /^The webpack loader "emit-loader" failed on src\/components\/x\.txt .*this\.emitFile\("out\.bin"\)\), which lendocs does not publish\.$/);
  assert.match(result.errors[2].hint ?? '', /import the file without it/);
});

test("a loader's warnings (this.emitWarning) are warnings at the page that draws its component, once each, and its errors (this.emitError) fail the import, as webpack fails Docusaurus's build", async () => {
  const result = await buildFixture({
    ...loaderPackage('chatty-loader', "module.exports = function (text) { this.emitWarning(new Error('the option \"legacy\" is deprecated')); this.emitWarning('second thought.'); return 'export default ' + JSON.stringify(text.trim()) + ';'; };\n"),
    ...loaderPackage('picky-loader', "module.exports = function (text) { this.emitError(new Error('line 1 is not valid')); return 'export default 1;'; };\n"),
    'src/components/Chatty.jsx': "import React from 'react';\nimport text from '!!chatty-loader!./x.txt';\nexport default function Chatty() { return <b className=\"chatty\">{text}</b>; }\n",
    'src/components/Picky.jsx': "import React from 'react';\nimport one from '!!picky-loader!./x.txt';\nexport default function Picky() { return <b>{one}</b>; }\n",
    'src/components/x.txt': 'said\n',
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport Chatty from '@site/src/components/Chatty';\n\n<Chatty />\n\n<Chatty />\n",
    'docs/b.mdx': "---\ntitle: B\n---\n\nimport Picky from '@site/src/components/Picky';\n\n<Picky />\n",
  }, { config: CONFIG });
  const said = result.warnings.filter((w) => w.code === 'webpack-loader').map((w) => [path.relative(result.root, w.file ?? ''), w.line, w.message]);
  assert.deepEqual(said, [
    ['docs/a.mdx', 7, 'The webpack loader "chatty-loader" warned on src/components/x.txt (imported by src/components/Chatty.jsx:2 as "!!chatty-loader!./x.txt"): the option "legacy" is deprecated.'],
    ['docs/a.mdx', 7, 'The webpack loader "chatty-loader" warned on src/components/x.txt (imported by src/components/Chatty.jsx:2 as "!!chatty-loader!./x.txt"): second thought.'],
  ]);
  assert.deepEqual(result.errors.map((e) => [path.relative(result.root, e.file ?? ''), e.line, e.message]), [
    ['docs/b.mdx', 7, 'The webpack loader "picky-loader" failed on src/components/x.txt (imported by src/components/Picky.jsx:2 as "!!picky-loader!./x.txt"): line 1 is not valid.'],
  ]);
});
