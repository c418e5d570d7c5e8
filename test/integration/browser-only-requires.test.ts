// Docusaurus's idiom for a module only the browser loads, `if (ExecutionEnvironment.canUseDOM) { X = require('x') }`
// (src/load/components/browser-only-requires.ts): lendocs draws where canUseDOM is false, as Docusaurus's server
// render, so the module is not bundled with the component, and one it could not bundle does not stop it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, doc } from '../support/fixture-site.js';

const CHART = [
  "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
  'let Plot = () => <span data-static>static chart</span>;',
  'if (ExecutionEnvironment.canUseDOM) {',
  "  Plot = require('./plot-browser').default;",
  '}',
  'export default function Chart() {',
  '  return <div data-chart><Plot /></div>;',
  '}',
  '',
].join('\n');

test('a module a component requires only when ExecutionEnvironment.canUseDOM is not bundled, and the component draws its server branch', async () => {
  const site = await buildFixture({
    'src/components/Chart.jsx': CHART,
    // A browser-only library the site's server render never loads (not installed here: it cannot be bundled).
    'src/components/plot-browser.js': "import Plotly from 'plotly-browser-only';\nexport default function Plot() {\n  return Plotly.draw();\n}\n",
    'docs/index.mdx': doc({ title: 'Charts' }, "import Chart from '@site/src/components/Chart';\n\n<Chart />\n"),
  });
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.warnings.map((d) => d.message), []);
  assert.equal(site.$('/')('[data-chart] [data-static]').text(), 'static chart');
});
