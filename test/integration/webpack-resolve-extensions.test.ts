// A Docusaurus plugin's configureWebpack that sets resolve.extensions (issue 31), as a site drawing react-native
// components with react-native-web does: `['.web.js']` prepended (mergeStrategy) to Docusaurus's own, so a package's
// `Button.web.js` is taken before its `Button.js` (react-native source that no browser bundler reads), and a webpack
// DefinePlugin (`__DEV__`). migrate writes them as siteCode.resolveExtensions and siteCode.define, with the values
// `docusaurus build` gives (NODE_ENV production), and the site's components are bundled with them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { parse } from 'yaml';
import { BASE_CONFIG, buildFixture, makeSite, tempDir } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';

const PACKAGE = {
  'node_modules/acme-native/package.json': '{ "name": "acme-native", "main": "index.js" }\n',
  'node_modules/acme-native/index.js': "export { default as Button } from './Button';\n",
  // The react-native file: Flow, which esbuild cannot read (as webpack cannot without the .web.js file first).
  'node_modules/acme-native/Button.js': "import typeof NativeButton from './NativeButton';\nexport default function Button() { return null; }\n",
  'node_modules/acme-native/Button.web.js': "export default function Button({ label }) { return __DEV__ ? 'debug' : label; }\n",
  'src/components/Hello.jsx': "import { Button } from 'acme-native';\nexport default function Hello() { return <p data-hello><Button label=\"Pressed\" /> {String(globalThis.MODE)}</p>; }\n",
  'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Hello from '@site/src/components/Hello';\n\n<Hello />\n",
};

const WEBPACK = {
  'node_modules/webpack/package.json': '{ "name": "webpack", "main": "index.js" }\n',
  'node_modules/webpack/index.js': 'class DefinePlugin { constructor(definitions) { this.definitions = definitions; } }\nclass ProvidePlugin { constructor(given) { this.given = given; } }\nmodule.exports = { DefinePlugin, ProvidePlugin };\n',
};

test('siteCode.resolveExtensions and siteCode.define are what the site\'s components and their packages are bundled with', async () => {
  const config = `${BASE_CONFIG}markdown:\n  format: mdx\nsiteCode:\n  resolveExtensions: [.web.js, .mjs, .js, .jsx, .json]\n  define:\n    __DEV__: "false"\n    globalThis.MODE: '"docs"'\n`;
  const result = await buildFixture(PACKAGE, { config });
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/intro')('.markdown [data-hello]').text(), 'Pressed docs');
});

test("migrate reads a plugin's resolve.extensions (by its mergeStrategy) and DefinePlugin constants; the site builds with them", () => {
  const root = makeSite({
    ...PACKAGE,
    ...WEBPACK,
    'docusaurus.config.js': `const webpack = require('webpack');
module.exports = {
  title: 'Widgets', url: 'https://widgets.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [
    function reactNativeWeb() {
      return {
        name: 'react-native-web',
        configureWebpack: () => ({
          mergeStrategy: { 'resolve.extensions': 'prepend' },
          resolve: { extensions: ['.web.js'] },
          plugins: [
            new webpack.ProvidePlugin({ process: 'process/browser.js' }),
            new webpack.DefinePlugin({ __DEV__: JSON.stringify(process.env.NODE_ENV !== 'production'), globalThis: { MODE: JSON.stringify('docs') }, 'process.env.API_KEY': JSON.stringify('secret'), later: () => 1 }),
          ],
        }),
      };
    },
    // Appended, as webpack-merge merges a list by default.
    () => ({ name: 'markdown-extension', configureWebpack: () => ({ resolve: { extensions: ['.md'] } }) }),
  ],
};
`,
  });
  const migrated = execFileSync(process.execPath, [BIN, 'migrate', root, '--force'], { encoding: 'utf8', env: { ...process.env, NODE_ENV: undefined } });
  assert.match(migrated, /siteCode\.resolveExtensions: \.web\.js, \.wasm, \.mjs, \.js, \.jsx, \.ts, \.tsx, \.json, \.md, from a plugin's configureWebpack/);
  assert.match(migrated, /DefinePlugin's process\.env\.API_KEY \(the environment of the build/);
  assert.match(migrated, /DefinePlugin's later \(not a constant lendocs can put in/);
  const config = parse(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'));
  assert.deepEqual(config.siteCode.resolveExtensions, ['.web.js', '.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json', '.md']);
  assert.deepEqual(config.siteCode.define, { __DEV__: 'false', 'globalThis.MODE': '"docs"' });
  assert.doesNotMatch(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'), /secret/);

  const out = path.join(tempDir(), 'out');
  const built = spawnSync(process.execPath, [BIN, 'build', '--root', root, '--out', out, '--no-cache'], { encoding: 'utf8' });
  assert.equal(built.status, 0, built.stderr);
  const $ = cheerio.load(readFileSync(path.join(out, 'intro', 'index.html'), 'utf8'));
  assert.equal($('.markdown [data-hello]').text(), 'Pressed docs');
});
