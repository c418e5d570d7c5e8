// The site's own Docusaurus plugins (issue 31): `migrate` names the Docusaurus config in `siteCode.plugins` when its
// `plugins` list a path of the site's or a function, and each build runs those plugins once, as Docusaurus does:
// what setGlobalData gives, components read with usePluginData() and useGlobalData(); the files createData writes,
// pages and components import (`@generated/…`, `.docusaurus/…`). A plugin that throws, or whose step never ends,
// stops the build with a message naming it; so does one still running at the time limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir, writeFiles } from '../support/temp.js';
import { runCliHere } from '../support/cli-here.js';
import { loadConfig } from '../../src/config/load.js';
import { runSitePlugins } from '../../src/pipeline/site-plugins.js';

const lendocs = (args: string[]) => runCliHere(args);

async function build(root: string) {
  const out = path.join(tempDir(), 'out');
  return { built: await lendocs(['build', '--root', root, '--out', out, '--no-cache']), out };
}

const CONFIG = `const path = require('path');
module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [['classic', { blog: false, docs: { routeBasePath: '/' } }]],
  plugins: [
    path.resolve(__dirname, './src/plugins/releases/index.ts'),
    ['./src/plugins/notes', { greeting: 'Hello' }],
    './src/plugins/favicon.js',
    function inlinePlugin(context) {
      return { name: 'inline-plugin', async contentLoaded({ actions }) { actions.setGlobalData({ site: context.siteConfig.title }); } };
    },
  ],
};
`;

const PLUGINS = {
  // TypeScript with imports that sets module.exports, as jiti lets a Docusaurus site write it.
  'src/plugins/releases/index.ts': `import { latest } from './versions';
export interface Releases { stable: string }
module.exports = async function releasesPlugin() {
  return {
    name: 'releases-plugin',
    async loadContent(): Promise<{ stable: string }> { return { stable: latest(['1.2.0', '2.0.1', '1.9.9']) }; },
    async contentLoaded({ content, actions }) { actions.setGlobalData(content); },
  };
};
`,
  // Tags for the page's head only: nothing the build runs.
  'src/plugins/favicon.js': "module.exports = () => ({ injectHtmlTags: () => ({ headTags: [] }) });\n",
  'src/plugins/releases/versions.ts': 'export const latest = (all: string[]): string => [...all].sort().at(-1)!;\n',
  'src/plugins/notes/index.js': `module.exports = function notesPlugin(context, options) {
  return {
    name: 'notes-plugin',
    async loadContent() { return options.greeting; },
    async contentLoaded({ content, actions }) {
      await actions.createData('facts.json', JSON.stringify({ greeting: content, count: 3 }));
      await actions.createData('v1/part.md', '## From the plugin\\n\\nWritten by ' + content + '.\\n');
      actions.addRoute({ path: '/notes', component: '@site/src/components/Notes.js', exact: true });
    },
  };
};
`,
};

test('migrate names the config, and the build gives the plugins\' global data and createData files to components and pages', async () => {
  const root = writeFiles(tempDir(), {
    'docusaurus.config.js': CONFIG,
    ...PLUGINS,
    'src/components/Release.tsx': `import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';
import facts from '@generated/notes-plugin/default/facts.json';
export default function Release() {
  const { stable } = usePluginData('releases-plugin') as { stable: string };
  const all = useGlobalData() as Record<string, Record<string, { site: string }>>;
  return <p className="release">Stable {stable}, {facts.greeting} x{facts.count}, site {all['inline-plugin'].default.site}</p>;
}
`,
    'docs/intro.mdx': `import Release from '@site/src/components/Release';
import Part from '@site/.docusaurus/notes-plugin/default/v1/part.md';
import facts from '@generated/notes-plugin/default/facts.json';

# Intro

<Release />

Counted {facts.count}.

<Part />
`,
  });
  const migrated = await lendocs(['migrate', root]);
  assert.equal(migrated.code, 0, migrated.stderr);
  assert.match(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'), /plugins: docusaurus\.config\.js/);
  assert.match(migrated.stdout, /plugin \.\/src\/plugins\/notes: run at each build \(siteCode\.plugins names docusaurus\.config\.js\)/);
  assert.match(migrated.stdout, /plugin \.\/src\/plugins\/favicon\.js: not translated; port what it does by hand/);
  const { built, out } = await build(root);
  assert.equal(built.code, 0, built.stderr);
  const html = readFileSync(path.join(out, 'intro', 'index.html'), 'utf8');
  assert.match(html, /<p class="release">Stable 2\.0\.1, Hello x3, site Acme<\/p>/);
  assert.match(html, /Counted 3\./);
  assert.match(html, /<h2[^>]*id="from-the-plugin"/);
  assert.match(html, /Written by Hello\./);
  // The route the plugin adds names a component that is not there: it is not built, and a warning says why.
  assert.match(built.stderr + built.stdout, /The plugin "notes-plugin" \(src\/plugins\/notes\) adds the route \/notes with addRoute, which lendocs does not build: its component @site\/src\/components\/Notes\.js is not a module lendocs can find/);
  // Written into lendocs's own folder, not into what a Docusaurus build keeps.
  assert.ok(existsSync(path.join(root, '.lendocs-generated', 'notes-plugin', 'default', 'facts.json')));
  assert.ok(!existsSync(path.join(root, '.docusaurus')));
});

const CONFIG_YML = "title: Acme\nsiteCode:\n  plugins: docusaurus.config.js\n";

test('a plugin that throws stops the build, naming the plugin, its file and line, and what to do', async () => {
  const root = writeFiles(tempDir(), {
    'lendocs.config.yml': CONFIG_YML,
    'docs/intro.md': '# Intro\n',
    'docusaurus.config.js': "module.exports = { title: 'Acme', plugins: ['./plugins/prices.js'] };\n",
    'plugins/prices.js': `module.exports = () => ({
  name: 'prices-plugin',
  async loadContent() {
    throw new Error('the price service answered 503');
  },
});
`,
  });
  const { built, out } = await build(root);
  assert.equal(built.code, 1, built.stderr);
  assert.match(built.stderr, /plugins\/prices\.js:4/);
  assert.match(built.stderr, /The plugin "prices-plugin" \(plugins\/prices\.js\) failed in loadContent\(\): the price service answered 503/);
  assert.match(built.stderr, /Fix the plugin .*or remove siteCode\.plugins/);
  assert.ok(!existsSync(out));
});

test('a plugin whose step never ends is named', async () => {
  const root = writeFiles(tempDir(), {
    'lendocs.config.yml': CONFIG_YML,
    'docs/intro.md': '# Intro\n',
    'docusaurus.config.js': "module.exports = { title: 'Acme', plugins: [function waiting() { return { name: 'waiting-plugin', loadContent: () => new Promise(() => {}) }; }] };\n",
  });
  const { built } = await build(root);
  assert.equal(built.code, 1, built.stderr);
  assert.match(built.stderr, /the plugin "waiting-plugin" \(a function in the config\)'s loadContent\(\) returned a promise that never settles/);
});

test('a plugin still running at the time limit is stopped, and the message names its step', { timeout: 300_000 }, async (t) => {
  const root = writeFiles(tempDir(), {
    'lendocs.config.yml': CONFIG_YML,
    'docs/intro.md': '# Intro\n',
    'docusaurus.config.js': "module.exports = { title: 'Acme', plugins: [function busy() { return { name: 'busy-plugin', loadContent() { for (;;) {} } }; }] };\n",
  });
  const { config } = await loadConfig(root);
  // A small limit may pass before the plugin runs (Node and esbuild start first, slowly on a busy machine): then
  // the run is repeated with twice the limit until the limit comes while the plugin runs.
  for (let timeMs = 500; ; timeMs *= 2) {
    const { diagnostics } = await runSitePlugins({ root, config: config!, configFile: path.join(root, 'lendocs.config.yml'), timeMs });
    assert.equal(diagnostics.length, 1, JSON.stringify(diagnostics));
    const [stopped] = diagnostics;
    assert.equal(stopped.severity, 'error');
    assert.match(stopped.message, /docusaurus\.config\.js did not finish evaluating within [\d.]+ s/);
    assert.match(stopped.message, /allow more time with siteCode\.timeLimitSeconds in the site config/);
    if (!stopped.message.includes('while it ran') && timeMs < 8_000) {
      t.diagnostic(`${timeMs} ms: the limit came before the plugin ran; again with twice the limit`);
      continue;
    }
    assert.match(stopped.message, /so lendocs stopped it while it ran the plugin "busy-plugin" \(a function in the config\)'s loadContent\(\)\./);
    return;
  }
});

test('the config and its plugins read files by paths from the site folder, whatever folder lendocs runs in', async () => {
  const root = writeFiles(tempDir(), {
    'lendocs.config.yml': CONFIG_YML,
    'docs/intro.md': '# Intro\n',
    'data/title.txt': 'Acme Docs\n',
    'data/releases.json': '{ "stable": "2.0.1" }\n',
    'docusaurus.config.js': `const fs = require('fs');
const path = require('path');
module.exports = {
  title: fs.readFileSync('./data/title.txt', 'utf8').trim(),
  plugins: [function releases(context) {
    return {
      name: 'releases-plugin',
      loadContent: () => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data/releases.json'), 'utf8')),
      contentLoaded({ content, actions }) { actions.setGlobalData({ ...content, site: context.siteConfig.title }); },
    };
  }],
};
`,
  });
  assert.notEqual(process.cwd(), root);
  const { config } = await loadConfig(root);
  const { globalData, diagnostics } = await runSitePlugins({ root, config: config!, configFile: path.join(root, 'lendocs.config.yml') });
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(globalData, { 'releases-plugin': { default: { stable: '2.0.1', site: 'Acme Docs' } } });
});

test('a plugin that fails on a package that is not installed is named, and so is the package', async () => {
  const root = writeFiles(tempDir(), {
    'lendocs.config.yml': CONFIG_YML,
    'docs/intro.md': '# Intro\n',
    'docusaurus.config.js': "module.exports = { title: 'Acme', plugins: ['./plugins/blog-extended.js'] };\n",
    // A plugin extending a content plugin of a package, as sites extend Docusaurus's blog plugin.
    'plugins/blog-extended.js': `const base = require('acme-content-plugin');
module.exports = async function extended(...args) {
  const plugin = await base.default(...args);
  return { ...plugin, async contentLoaded({ actions }) { actions.setGlobalData({ featured: [] }); } };
};
`,
  });
  const { config } = await loadConfig(root);
  const { diagnostics } = await runSitePlugins({ root, config: config!, configFile: path.join(root, 'lendocs.config.yml') });
  assert.equal(diagnostics.length, 2, JSON.stringify(diagnostics));
  assert.match(diagnostics[0].message, /The plugin \(plugins\/blog-extended\.js\) failed in its function: the object its function returns has no name/);
  assert.equal(diagnostics[1].severity, 'warning');
  assert.match(diagnostics[1].message, /import packages that are not installed, which stand in for nothing: acme-content-plugin\./);
});

test("a default imported from a CommonJS package compiled from ES modules is its exports.default, as Docusaurus's loader gives it", async () => {
  const babelCompiled = (body: string) => `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\n${body}\n`;
  const root = writeFiles(tempDir(), {
    'lendocs.config.yml': CONFIG_YML,
    'docs/intro.md': '# Intro\n',
    'node_modules/acme-title/package.json': '{ "name": "acme-title", "main": "lib/index.js" }\n',
    'node_modules/acme-title/lib/index.js': babelCompiled('exports.default = "Acme Docs";\nexports.suffix = "!";'),
    'node_modules/acme-llm-plugin/package.json': '{ "name": "acme-llm-plugin", "main": "index.cjs" }\n',
    'node_modules/acme-llm-plugin/index.cjs': babelCompiled('exports.default = function llmPlugin(context) {\n  return { name: "llm-plugin", contentLoaded({ actions }) { actions.setGlobalData({ site: context.siteConfig.title }); } };\n};'),
    // A CommonJS package without __esModule: its default is module.exports, as before.
    'node_modules/acme-plain/package.json': '{ "name": "acme-plain" }\n',
    'node_modules/acme-plain/index.js': 'module.exports = function plain() { return { name: "plain-plugin", contentLoaded({ actions }) { actions.setGlobalData({ plain: true }); } }; };\n',
    // The default of a dynamic import too: `(await import('acme-title')).default`.
    'docusaurus.config.js': "import title from 'acme-title';\nexport default async function config() {\n  const { suffix, default: same } = await import('acme-title');\n  return { title: title + suffix + (same === title ? '' : ' (two defaults)'), plugins: ['./plugins/llm.js', './plugins/plain.js'] };\n}\n",
    'plugins/llm.js': "import llmPlugin from 'acme-llm-plugin';\nexport default function llm(context, options) {\n  return llmPlugin(context, options);\n}\n",
    'plugins/plain.js': "import plain from 'acme-plain';\nexport default plain;\n",
  });
  const { config } = await loadConfig(root);
  const { globalData, diagnostics } = await runSitePlugins({ root, config: config!, configFile: path.join(root, 'lendocs.config.yml') });
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(globalData, { 'llm-plugin': { default: { site: 'Acme Docs!' } }, 'plain-plugin': { default: { plain: true } } });
});

test("a plugin's validateOptions checks its options without the id, which Docusaurus adds to every plugin's schema", async () => {
  const root = writeFiles(tempDir(), {
    'lendocs.config.yml': CONFIG_YML,
    'docs/intro.md': '# Intro\n',
    'docusaurus.config.js': "module.exports = { title: 'Acme', plugins: [['./plugins/strict.js', { greeting: 'Hi' }]] };\n",
    // A schema that allows no key but its own, as a Joi object schema does.
    'plugins/strict.js': `const schema = {
  validate(options) {
    const extra = Object.keys(options).find((key) => key !== 'greeting');
    return extra ? { error: new Error('"' + extra + '" is not allowed') } : { value: { shout: false, ...options } };
  },
};
module.exports = function strict(context, options) {
  return { name: 'strict-plugin', contentLoaded({ actions }) { actions.setGlobalData(options); } };
};
module.exports.validateOptions = ({ validate, options }) => validate(schema, options);
`,
  });
  const { config } = await loadConfig(root);
  const { globalData, diagnostics } = await runSitePlugins({ root, config: config!, configFile: path.join(root, 'lendocs.config.yml') });
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(globalData, { 'strict-plugin': { default: { shout: false, greeting: 'Hi', id: 'default' } } });
});
