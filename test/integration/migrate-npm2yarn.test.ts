// `lendocs migrate` carries Docusaurus's npm2yarn remark plugin over as config `markdown.npm2yarn`, with its options,
// whether the site has the package installed (a CommonJS function named `plugin`, which only its package names) or
// not (a stand-in that still knows its package); the build then draws the tabs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { runCliHere, cliStdout } from '../support/cli-here.js';
import { tempDir, writeFiles } from '../support/temp.js';

const PAGE = '# Intro\n\n```bash npm2yarn\nnpm install acme-sdk\n```\n';

async function migrate(files: Record<string, string>): Promise<{ notes: string; config: string; root: string }> {
  const root = writeFiles(tempDir('lendocs-migrate-npm2yarn-'), files);
  const notes = await cliStdout(['migrate', root]);
  return { notes, config: readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'), root };
}

test('an installed npm2yarn plugin with its options in the docs: markdown.npm2yarn, and the build draws the tabs', async () => {
  const { notes, config, root } = await migrate({
    'node_modules/@docusaurus/remark-plugin-npm2yarn/package.json': '{ "name": "@docusaurus/remark-plugin-npm2yarn", "main": "lib/index.js" }\n',
    // As the package is compiled: an arrow function whose name is only `plugin`.
    'node_modules/@docusaurus/remark-plugin-npm2yarn/lib/index.js': 'const plugin = (options = {}) => () => {};\nmodule.exports = plugin;\n',
    'docusaurus.config.js': `module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true, converters: ['pnpm', ['Custom', (code) => code]] }]] }, blog: false }]],
};
`,
    'docs/intro.md': PAGE,
  });
  assert.match(notes, /docs\.remarkPlugins: @docusaurus\/remark-plugin-npm2yarn: npm2yarn: on \(markdown\.npm2yarn\)/);
  assert.match(notes, /npm2yarn: the converter "Custom" left out: lendocs converts to yarn, pnpm, bun only/);
  assert.match(config, /npm2yarn:\n\s+sync: true\n\s+converters:\n\s+- pnpm\n/);
  const out = tempDir();
  const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr);
  const $ = cheerio.load(readFileSync(path.join(out, 'intro', 'index.html'), 'utf8'));
  assert.deepEqual($('.tabs [role=tab]').map((_, tab) => $(tab).text()).get(), ['npm', 'pnpm']);
  assert.equal($('.tabs').attr('data-group-id'), 'npm2yarn');
});

test('an npm2yarn plugin that is not installed, in the pages plugin: still known by its package, with the default options', async () => {
  const { notes, config } = await migrate({
    'docusaurus.config.mjs': `import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
export default {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, pages: { remarkPlugins: [npm2yarn] } }]],
};
`,
    'docs/intro.md': PAGE,
  });
  assert.match(notes, /@docusaurus\/remark-plugin-npm2yarn/);
  assert.match(config, /npm2yarn: \{\}/);
});
