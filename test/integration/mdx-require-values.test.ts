// `require()` in an MDX file's JSX gives what webpack gives Docusaurus (issues 31/32): a JSON file's parsed value and
// a script's exports, not a file's URL. An OpenAPI theme's generated pages pass each component its data this way,
// `<Schema {...require("./pet.Schema.json")} />` (corpus S07); lendocs gave every such require `{ default: path }`,
// an image's idiom, so the component got `{ default: "./pet.Schema.json" }` for props and failed on what it lacked.
// A JSON file is read as an import of one is; a script's exports are computed by the file's module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs: { routeBasePath: docs }\n`;

// Shows what it was given, so the test reads the props themselves.
const SHOW = `import React from 'react';
export default function Show(props) {
  const { children, ...rest } = props;
  return <pre className="props">{JSON.stringify(rest)}</pre>;
}
`;

test('require() of a JSON file or a script in a prop or a spread gives the value webpack gives, an image its URL as before', async () => {
  const result = await buildFixture(
    {
      'src/components/Show.jsx': SHOW,
      'docs/api/pet.Schema.json': '{ "schema": { "type": "object", "discriminator": { "propertyName": "kind" } }, "title": "Pet" }',
      'docs/api/limits.js': 'module.exports = { max: 3, unit: "req/s" };\n',
      'docs/api/dot.png': 'not really a PNG',
      'docs/api/pet.mdx': [
        '---\ntitle: Pet\n---\n',
        "import Show from '@site/src/components/Show';\n",
        '<Show\n  {...require("./pet.Schema.json")}\n>\n  \n</Show>\n',
        '<Show limits={require("./limits.js")} />\n',
        '<Show src={require("./dot.png").default} />\n',
      ].join('\n'),
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors.map((e) => e.message), []);
  assert.deepEqual(result.warnings.map((w) => w.message), []);
  const $ = result.$('/docs/api/pet');
  const shown = $('pre.props').map((_, pre) => JSON.parse($(pre).text())).get();
  assert.deepEqual(shown[0], { schema: { type: 'object', discriminator: { propertyName: 'kind' } }, title: 'Pet' });
  assert.deepEqual(shown[1], { limits: { max: 3, unit: 'req/s' } });
  assert.equal(typeof shown[2].src, 'string');
  assert.match(shown[2].src, /dot|^data:image\/png/);
});

test('a require() of a JSON file that is not there leaves the expression out, saying which file', async () => {
  const result = await buildFixture(
    {
      'src/components/Show.jsx': SHOW,
      'docs/api/pet.mdx': "---\ntitle: Pet\n---\n\nimport Show from '@site/src/components/Show';\n\n<Show {...require('./gone.json')} />\n",
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors.map((e) => e.message), []);
  assert.equal(result.warnings.length, 1);
  assert.match(result.warnings[0].message, /^The expression \{require\('\.\/gone\.json'\)\} is left out: require\("\.\/gone\.json"\) names no file: there is no docs\/api\/gone\.json\./);
  assert.equal(result.warnings[0].line, 7);
});
