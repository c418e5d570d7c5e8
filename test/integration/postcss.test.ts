// PostCSS (issue 31, class 7): a site whose CSS needs its own PostCSS set-up (Tailwind through a plugin's
// configurePostCss, which migrate writes as postcssPlugins, or a postcss.config.js) has its CSS processed with the
// site's own postcss and plugins, run from the site folder; one that needs Tailwind without any set-up gets one
// warning. The site's `postcss` here is a tiny stand-in with the same API, and its plugin a fake Tailwind that
// expands `@tailwind utilities` with the classes it finds in the site's files (read from the current folder, as
// Tailwind does).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, buildFixture, makeSite, withHelpers } from '../support/fixture-site.js';
import { cliStdout } from '../support/cli-here.js';

const CONFIG = BASE_CONFIG;

const FAKE_POSTCSS = `module.exports = (plugins) => ({
  async process(css, { from }) {
    for (const plugin of plugins) {
      const made = typeof plugin === 'function' && plugin.postcss ? plugin() : plugin;
      css = made.transform(css, from);
    }
    return { css };
  },
});
`;

const FAKE_TAILWIND = `const fs = require('node:fs');
const path = require('node:path');
const tailwind = (options = {}) => ({
  postcssPlugin: 'tiny-tailwind',
  transform(css) {
    const config = require(path.join(process.cwd(), 'tailwind.config.js'));
    const used = new Set();
    for (const file of config.content) for (const match of fs.readFileSync(path.join(process.cwd(), file), 'utf8').matchAll(/\\b(p|m)-(\\d)\\b/g)) used.add(match[0]);
    const rules = [...used].sort().map((name) => '.' + name + ' { ' + (name[0] === 'p' ? 'padding' : 'margin') + ': ' + name.slice(2) * config.unit + 'px; }').join('\\n');
    return css.replace('@tailwind utilities;', rules).replace(/@apply ([\\w-]+);/g, '/* applied $1' + (options.mark ?? '') + ' */');
  },
});
tailwind.postcss = true;
module.exports = tailwind;
`;

const PACKAGES = {
  'node_modules/postcss/package.json': JSON.stringify({ name: 'postcss', version: '8.4.0', main: 'index.js' }),
  'node_modules/postcss/index.js': FAKE_POSTCSS,
  'node_modules/tiny-tailwind/package.json': JSON.stringify({ name: 'tiny-tailwind', version: '3.0.0', main: 'index.js' }),
  'node_modules/tiny-tailwind/index.js': FAKE_TAILWIND,
  'tailwind.config.js': "module.exports = { content: ['src/components/Box.jsx'], unit: 4 };\n",
};

const SITE = {
  'css/custom.css': '@tailwind utilities;\n.hero { color: red; }\n',
  'src/components/Box.jsx': `import React from 'react';\nimport styles from './Box.module.css';\nexport default function Box() { return <div className={'p-2 m-3 ' + styles.box}>Box</div>; }\n`,
  'src/components/Box.module.css': '.box { @apply p-2; }\n',
  'docs/a.mdx': `---\ntitle: A\n---\n\nimport Box from '@site/src/components/Box';\n\n<Box />\n`,
};

/** The stylesheet a page links to. */
function stylesheet(result: ReturnType<typeof withHelpers>, route: string): string {
  return result.text(result.$(route)('link[rel="stylesheet"]').attr('href')!.slice(1));
}

test("postcssPlugins: the site's CSS and its components' CSS go through the site's PostCSS, run from the site folder", async () => {
  const result = await buildFixture({ ...PACKAGES, ...SITE }, { config: `${CONFIG}customCss: [css/custom.css]\npostcssPlugins: [tiny-tailwind]\n` });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  const css = stylesheet(result, '/a');
  assert.match(css, /\/\* css\/custom\.css \*\/\n\.m-3 \{ margin: 12px; \}\n\.p-2 \{ padding: 8px; \}\n\.hero/);
  assert.match(css, /\.Box_[0-9a-f]{5}_box \{\s*\/\* applied p-2 \*\/\s*\}/);
  assert.ok(!css.includes('@tailwind'));
});

test('a postcss.config.js in the site folder is applied without any config key, with its plugin options', async () => {
  const result = await buildFixture({ ...PACKAGES, ...SITE, 'postcss.config.js': "module.exports = { plugins: { 'tiny-tailwind': { mark: '!' } } };\n" }, { config: `${CONFIG}customCss: [css/custom.css]\n` });
  assert.deepEqual(result.errors, []);
  const css = stylesheet(result, '/a');
  assert.match(css, /\.p-2 \{ padding: 8px; \}/);
  assert.match(css, /applied p-2! \*\//);
});

test('CSS that needs Tailwind with no PostCSS set-up is one warning saying its classes are missing', async () => {
  const result = await buildFixture(SITE, { config: `${CONFIG}customCss: [css/custom.css]\n` });
  assert.deepEqual(result.errors, []);
  assert.equal(result.warnings.length, 1);
  assert.match(result.warnings[0].message, /^The site's CSS needs PostCSS with Tailwind \("@tailwind utilities" in css\/custom\.css\), .* the Tailwind classes its pages use are missing/);
  assert.equal(path.relative(result.root, result.warnings[0].file!), path.join('css', 'custom.css'));
  // A site with plain CSS hears nothing.
  const plain = await buildFixture({ 'css/custom.css': '.a { color: red; }\n', 'docs/a.md': '---\ntitle: A\n---\n\nText.\n' }, { config: `${CONFIG}customCss: [css/custom.css]\n` });
  assert.deepEqual(plain.warnings, []);
});

test('a PostCSS plugin the site has not installed is the missing-package error', async () => {
  const result = await buildFixture({ ...PACKAGES, ...SITE }, { config: `${CONFIG}customCss: [css/custom.css]\npostcssPlugins: [tiny-autoprefixer]\n` });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /^The package "tiny-autoprefixer", which the config's postcssPlugins needs, is not installed/);
});

test("migrate writes postcssPlugins from a plugin's configurePostCss (in the config or a file of the site), and the site builds with them", async () => {
  const root = makeSite({
    ...PACKAGES,
    ...SITE,
    'node_modules/tiny-prefixer/package.json': JSON.stringify({ name: 'tiny-prefixer', version: '1.0.0', main: 'index.js' }),
    'node_modules/tiny-prefixer/index.js': "const p = () => ({ postcssPlugin: 'tiny-prefixer', transform: (css) => css }); p.postcss = true; module.exports = p;\n",
    'src/plugins/prefixer.js': "module.exports = function () { return { name: 'prefixer', configurePostCss(options) { options.plugins.push(require('tiny-prefixer')); return options; } }; };\n",
    'docusaurus.config.js': `module.exports = {
  title: 'Widgets', url: 'https://widgets.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: { customCss: './css/custom.css' } }]],
  plugins: [
    async function tailwind() { return { name: 'tw', configurePostCss(postcssOptions) { postcssOptions.plugins.push(require('tiny-tailwind')); return postcssOptions; } }; },
    './src/plugins/prefixer',
  ],
};
`,
  });
  const migrated = await cliStdout(['migrate', root, '--force']);
  assert.match(migrated, /postcssPlugins: tiny-tailwind, tiny-prefixer, from a plugin's configurePostCss/);
  const config = parse(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'));
  assert.deepEqual(config.postcssPlugins, ['tiny-tailwind', 'tiny-prefixer']);
  const result = withHelpers(await build({ root, out: path.join(root, '..', 'unused'), write: false }), root);
  assert.deepEqual(result.errors, []);
  assert.match(stylesheet(result, '/a'), /\.p-2 \{ padding: 8px; \}/);
});

test("without a postcss of its own at the top (a pnpm install), the site's CSS goes through the one Docusaurus runs", async () => {
  const { 'node_modules/postcss/package.json': manifest, 'node_modules/postcss/index.js': main, ...rest } = PACKAGES;
  const result = await buildFixture({
    ...rest,
    ...SITE,
    'node_modules/@docusaurus/core/package.json': JSON.stringify({ name: '@docusaurus/core', version: '3.0.0' }),
    'node_modules/@docusaurus/core/node_modules/postcss/package.json': manifest,
    'node_modules/@docusaurus/core/node_modules/postcss/index.js': main,
  }, { config: `${CONFIG}customCss: [css/custom.css]\npostcssPlugins: [tiny-tailwind]\n` });
  assert.deepEqual(result.errors, []);
  assert.match(stylesheet(result, '/a'), /\.p-2 \{ padding: 8px; \}/);
});
