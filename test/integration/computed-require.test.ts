// A require whose path is computed when the code runs (issues 31/32, a class the corpus found on two sites: a code
// block component reading `require(\`!!raw-loader!@site/examples/${repo}/${file}\`).default`, a theme helper reading
// `require('!!raw-loader!@site/docs/' + path + '.txt').default`; every page using them failed with 'lendocs has no
// stand-in for "!!raw-loader!@site/…"'). webpack makes a context module of such a call: every file under the folder
// its static start names that the rest can match, each through the loaders written, keyed './a/b.ts'; the key the
// path gives at run time picks one, and one no file has throws "Cannot find module './x'".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs: { routeBasePath: docs }\n`;

const CODE_BLOCK = `import React from 'react';
export default function Example({ repo, file }: { repo: string; file: string }) {
  const code: string = require(\`!!raw-loader!@site/examples/\${repo}/\${file}\`).default;
  return <pre data-file={file}>{code}</pre>;
}
`;

const HELPERS = `export function snippet(name) {
  return require('!!raw-loader!@site/docs/' + 'code/' + name + '.txt').default;
}
export function picture(name) {
  return require('../pictures/' + name).default;
}
export function data(name) {
  return require(\`../data/\${name}\`);
}
`;

const SHOWCASE = `import React from 'react';
import { snippet, picture, data } from '../lib/helpers';
export default function Showcase({ name }) {
  return <div id={name}><code>{snippet(name)}</code><img src={picture('dot.png')} /><span>{data('team').lead}</span></div>;
}
`;

test('a require of a computed path is a context module, as webpack makes it: a template or a concatenation, through inline loaders, by the key the path gives', async () => {
  const result = await buildFixture(
    {
      'src/components/Example.tsx': CODE_BLOCK,
      'src/components/Showcase.jsx': SHOWCASE,
      'src/lib/helpers.js': HELPERS,
      'examples/orm/main.ts': 'const db = connect();\n',
      'examples/orm/schema/model.zmodel': 'model User { id Int }\n',
      'src/pictures/dot.png': 'not really a PNG',
      'src/data/team.json': '{ "lead": "Ada" }',
      'docs/code/first.txt': 'first snippet\n',
      'docs/code/deep/second.txt': 'second snippet\n',
      'docs/examples.mdx': [
        '---\ntitle: Examples\n---\n',
        "import Example from '@site/src/components/Example';\nimport Showcase from '@site/src/components/Showcase';\n",
        '<Example repo="orm" file="main.ts" />\n',
        '<Example repo="orm" file="schema/model.zmodel" />\n',
        '<Showcase name="first" />\n',
        '<Showcase name="deep/second" />\n',
      ].join('\n'),
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors.map((e) => e.message), []);
  const $ = result.$('/docs/examples');
  assert.deepEqual($('pre[data-file]').map((_, pre) => [[$(pre).attr('data-file'), $(pre).text()]]).get(), [
    ['main.ts', 'const db = connect();\n'],
    ['schema/model.zmodel', 'model User { id Int }\n'],
  ]);
  assert.equal($('[id="first"] code').text(), 'first snippet\n');
  assert.equal($('[id="deep/second"] code').text(), 'second snippet\n');
  // The picture is what url-loader gives an imported one (a small file: its data URL), the JSON its value.
  assert.equal($('[id="first"] img').attr('src'), `data:image/png;base64,${Buffer.from('not really a PNG').toString('base64')}`);
  assert.equal($('[id="first"] span').text(), 'Ada');
});

test('a key no file of the context has fails the page with webpack\'s "Cannot find module", naming the key', async () => {
  const result = await buildFixture(
    {
      'src/components/Example.tsx': CODE_BLOCK,
      'examples/orm/main.ts': 'const db = connect();\n',
      'docs/examples.mdx': "---\ntitle: Examples\n---\n\nimport Example from '@site/src/components/Example';\n\n<Example repo=\"orm\" file=\"missing.ts\" />\n",
    },
    { config: CONFIG },
  );
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /Cannot find module '\.\/orm\/missing\.ts'/);
  assert.equal(result.errors[0].file?.replace(/\\/g, '/').replace(/^.*\/docs\//, 'docs/'), 'docs/examples.mdx');
});

test("an MDX file's own code may require a computed path: the context is made from the file's folder", async () => {
  const result = await buildFixture(
    {
      'docs/snippets/a.js': 'export const a = 1;\n',
      'docs/snippets/b.js': 'export const b = 2;\n',
      'docs/guide.mdx': [
        '---\ntitle: Guide\n---\n',
        "export const Snippet = ({ name }) => <pre id={name}>{require('!!raw-loader!./snippets/' + name + '.js').default}</pre>;\n",
        '<Snippet name="a" />\n',
        '<Snippet name="b" />\n',
      ].join('\n'),
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors.map((e) => e.message), []);
  const $ = result.$('/docs/guide');
  assert.equal($('pre#a').text(), 'export const a = 1;\n');
  assert.equal($('pre#b').text(), 'export const b = 2;\n');
});
