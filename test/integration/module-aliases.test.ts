// Module aliases a Docusaurus plugin gives webpack (issue 31): a local plugin's or a package's configureWebpack
// returning resolve.alias becomes siteCode.aliases in migrate, and the site's components and MDX files import by
// them (`@components/X`), as webpack resolves them for Docusaurus.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { parse } from 'yaml';
import { BASE_CONFIG, buildFixture, makeSite, tempDir } from '../support/fixture-site.js';
import { runCliHere, cliStdout } from '../support/cli-here.js';

const COMPONENTS = {
  'src/components/global/Card.jsx': "import Label from '@parts/Label';\nexport default function Card({ children }) { return <div data-card><Label />{children}</div>; }\n",
  'src/parts/Label.jsx': 'export default function Label() { return <b data-label>Label</b>; }\n',
  'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Card from '@components/global/Card';\n\n<Card>In a card.</Card>\n",
};

test('an MDX file and a component import by siteCode.aliases, paths from the site folder', async () => {
  const config = `${BASE_CONFIG}markdown:\n  format: mdx\nsiteCode:\n  aliases:\n    '@components': ./src/components\n    '@parts': ./src/parts\n`;
  const result = await buildFixture(COMPONENTS, { config });
  assert.deepEqual(result.errors, []);
  const card = result.$('/intro')('.markdown [data-card]');
  assert.equal(card.find('b[data-label]').text(), 'Label');
  assert.match(card.text(), /In a card\./);
});

test("migrate reads the aliases a plugin's configureWebpack sets, from a local plugin and a package; the site builds with them", async () => {
  const root = makeSite({
    ...COMPONENTS,
    'docusaurus.config.js': `const path = require('path');
module.exports = {
  title: 'Widgets', url: 'https://widgets.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [
    function parts() {
      return { name: 'parts', configureWebpack() { return { resolve: { alias: { '@parts': path.resolve(__dirname, 'src/parts'), react: path.resolve(__dirname, 'node_modules/react') } } }; } };
    },
    ['alias-maker', { alias: { '@components': path.resolve(__dirname, './src/components'), 'left-out': false } }],
  ],
};
`,
    'node_modules/docusaurus-plugin-alias-maker/package.json': '{ "name": "docusaurus-plugin-alias-maker", "main": "index.js" }\n',
    'node_modules/docusaurus-plugin-alias-maker/index.js': "module.exports = function (context, options) { return { name: 'alias-maker', configureWebpack: () => ({ resolve: { alias: options.alias } }) }; };\n",
  });
  const migrated = await cliStdout(['migrate', root, '--force']);
  assert.match(migrated, /configureWebpack: the alias\(es\) left-out are no path or package name/);
  const config = parse(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'));
  assert.deepEqual(config.siteCode.aliases, { '@parts': './src/parts', '@components': './src/components' });

  const out = path.join(tempDir(), 'out');
  const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr);
  const $ = cheerio.load(readFileSync(path.join(out, 'intro', 'index.html'), 'utf8'));
  assert.equal($('.markdown [data-card] b[data-label]').text(), 'Label');
});
