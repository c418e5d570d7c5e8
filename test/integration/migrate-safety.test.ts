// `lendocs migrate` on configs that would hurt: an existing lendocs.config.yml is not overwritten without --force,
// and a config that never returns or throws ends with a message instead of a hang or a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeSite, tempDir } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';
import { runCliHere } from '../support/cli-here.js';

const CONFIG = "module.exports = { title: 'Acme', url: 'https://acme.dev', baseUrl: '/' };\n";

function migrate(args) {
  return new Promise<any>((resolve) => {
    const child = spawn(process.execPath, [BIN, 'migrate', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A Docusaurus site folder (makeSite writes a lendocs config too: kept only when a test asks). */
function docusaurusSite(config = CONFIG, { keepLendocsConfig = false } = {}) {
  const dir = makeSite({ 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n' });
  if (!keepLendocsConfig) rmSync(path.join(dir, 'lendocs.config.yml'));
  return dir;
}

test('an existing lendocs.config.yml is not overwritten without --force (exit 2), and is with it', async () => {
  const dir = docusaurusSite(CONFIG, { keepLendocsConfig: true });
  const file = path.join(dir, 'lendocs.config.yml');
  writeFileSync(file, '# edited by hand\ntitle: Mine\n');
  const refused = await migrate([dir]);
  assert.equal(refused.code, 2, refused.output);
  assert.match(refused.output, /lendocs\.config\.yml already exists/);
  assert.match(refused.output, /--force/);
  assert.equal(readFileSync(file, 'utf8'), '# edited by hand\ntitle: Mine\n');

  const forced = await migrate([dir, '--force']);
  assert.equal(forced.code, 0, forced.output);
  assert.match(readFileSync(file, 'utf8'), /title: Acme/);
});

test('a config that never returns is stopped after --timeout, with a message saying where to look', async () => {
  const dir = docusaurusSite('while (true) {}\nmodule.exports = {};\n');
  const run = await migrate([dir, '--timeout', '500']);
  assert.equal(run.code, 1, run.output);
  assert.match(run.output, /docusaurus\.config\.js did not finish evaluating within/);
  assert.match(run.output, /--timeout/);
  assert.doesNotMatch(run.output, /This is a bug|at .*\.js:\d+:\d+/);
});

test('a config that throws names the file and the error', async () => {
  const dir = docusaurusSite("throw new Error('no such theme');\n");
  const run = await migrate([dir]);
  assert.equal(run.code, 1, run.output);
  assert.match(run.output, /docusaurus\.config\.js failed while lendocs evaluated it/);
  assert.match(run.output, /no such theme/);
});

test('require.resolve of a plugin not installed, an async config function, process.env and import.meta.url all migrate', async () => {
  const config = `
const path = require('node:path');
module.exports = async function createConfig() {
  const env = process.env.LENDOCS_TEST_MISSING ?? 'production';
  return {
    title: 'Acme ' + env,
    url: 'https://acme.dev',
    baseUrl: '/',
    plugins: [
      require.resolve('docusaurus-plugin-not-installed-here'),
      [require.resolve('another-missing-plugin'), { id: 'x' }],
      ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api' }],
      ['@docusaurus/plugin-client-redirects', { redirects: [] }],
      './src/plugins/local',
    ],
    customFields: { here: typeof __filename === 'string' ? 'cjs' : 'esm', loaded: require('yet-another-' + 'missing-package') !== undefined },
  };
};
`;
  const dir = docusaurusSite(config);
  const run = await migrate([dir]);
  assert.equal(run.code, 0, run.output);
  assert.match(readFileSync(path.join(dir, 'lendocs.config.yml'), 'utf8'), /title: Acme production/);
  // Each package that is not installed here is named in the notes.
  for (const name of ['docusaurus-plugin-not-installed-here', 'another-missing-plugin', 'yet-another-missing-package']) assert.match(run.output, new RegExp(name));
  // Each plugin is named with what it did.
  assert.match(run.output, /plugin @docusaurus\/plugin-content-docs \(id api\): kept as the docs instance "api" \(api\/ at \/api, sidebar from its folder tree\)/);
  assert.match(run.output, /plugin @docusaurus\/plugin-client-redirects: 0 redirects kept as `redirects`/);
  assert.match(run.output, /plugin another-missing-plugin \(id x\): not translated/);
  assert.match(run.output, /plugin \.\/src\/plugins\/local: not translated/);
});

test('an ES module config that awaits, reads import.meta.url and exports a promise migrates', async () => {
  const dir = makeSite({
    'docusaurus.config.mjs': `const here = new URL('.', import.meta.url).pathname;\nexport default (async () => ({ title: 'Acme ' + (here.length > 0 ? 'esm' : ''), url: 'https://acme.dev', baseUrl: '/' }))();\n`,
    'docs/intro.md': '# Intro\n',
  });
  rmSync(path.join(dir, 'lendocs.config.yml'));
  const run = await migrate([dir]);
  assert.equal(run.code, 0, run.output);
  assert.match(readFileSync(path.join(dir, 'lendocs.config.yml'), 'utf8'), /title: Acme esm/);
});

test('__dirname and __filename in a TypeScript config and the files it imports are each file\'s own, as Docusaurus gives them', async () => {
  const dir = makeSite({
    'docusaurus.config.ts': `import { resolve } from 'path';
import { here } from './config/paths';
import { esm } from './config/esm';
import { BIN } from '../support/repo.js';
export default {
  title: 'Acme ' + (__filename.endsWith('docusaurus.config.ts') ? 'ts' : 'unknown'), tagline: here + ' ' + esm, url: 'https://acme.dev', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: resolve(__dirname, './sidebars.js') } }]],
};
`,
    'config/paths.ts': "import path from 'path';\nexport const here: string = path.basename(__dirname);\n",
    // A module that declares its own __dirname keeps it.
    'config/esm.ts': "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nconst __dirname = path.dirname(fileURLToPath(import.meta.url));\nexport const esm = typeof __dirname;\n",
    'sidebars.js': "module.exports = { main: ['intro'] };\n",
    'docs/intro.md': '# Intro\n',
  });
  rmSync(path.join(dir, 'lendocs.config.yml'));
  const run = await migrate([dir]);
  assert.equal(run.code, 0, run.output);
  const written = readFileSync(path.join(dir, 'lendocs.config.yml'), 'utf8');
  assert.match(written, /title: Acme ts/);
  assert.match(written, /tagline: config string/);
  assert.match(written, /sidebars:\n {2}main:\n {4}- intro/);
});

test('docs keep the URLs Docusaurus gave them (/docs/… by default), and a full URL written as `to` stays one', async () => {
  const config = `module.exports = {
  title: 'Acme', url: 'https://acme.dev', baseUrl: '/',
  themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Docs' }, { to: 'https://status.acme.dev', label: 'Status' }, { type: 'doc', docId: 'intro', label: 'Start' }, { href: 'https://git.example/acme', position: 'right', className: 'header-git-link', 'aria-label': 'Source' }] } },
};
`;
  const dir = makeSite({ 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n\nSee [more](./more.md).\n', 'docs/more.md': '# More\n' });
  rmSync(path.join(dir, 'lendocs.config.yml'));
  const run = await migrate([dir]);
  assert.equal(run.code, 0, run.output);
  const written = readFileSync(path.join(dir, 'lendocs.config.yml'), 'utf8');
  assert.match(written, /routeBasePath: docs/);
  assert.match(written, /to: \/docs\/intro/);
  assert.match(written, /doc: intro/);
  // Docusaurus's broken-link defaults: links throw, Markdown links and anchors warn.
  assert.match(written, /onBrokenLinks: error/);
  assert.match(written, /onBrokenMarkdownLinks: warning/);
  assert.match(written, /onBrokenAnchors: warning/);
  assert.match(written, /href: https:\/\/status\.acme\.dev/);
  assert.doesNotMatch(written, /\/https:/);
  // An icon link has no label: it is kept with its class and aria-label (the site's CSS draws the icon).
  assert.match(written, /href: https:\/\/git\.example\/acme/);
  assert.match(written, /aria-label: Source/);
  assert.match(written, /className: header-git-link/);
  const out = path.join(tempDir(), 'out');
  const built = await runCliHere(['build', '--root', dir, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr);
  assert.ok(existsSync(path.join(out, 'docs/intro/index.html')) && existsSync(path.join(out, 'docs/more/index.html')));
});

test('client redirects migrate into `redirects`, and the old URLs keep working', async () => {
  const config = `module.exports = {
  title: 'Acme', url: 'https://acme.dev', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old-intro', to: '/intro' }, { from: ['/a', '/b'], to: '/intro' }] }]],
};
`;
  const dir = makeSite({ 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n' });
  rmSync(path.join(dir, 'lendocs.config.yml'));
  const run = await migrate([dir]);
  assert.equal(run.code, 0, run.output);
  assert.match(run.output, /2 redirects kept as `redirects`/);
  const out = path.join(tempDir(), 'out');
  const built = await runCliHere(['build', '--root', dir, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr);
  for (const file of ['old-intro/index.html', 'a/index.html', 'b/index.html']) assert.match(readFileSync(path.join(out, file), 'utf8'), /url=\/intro/);
});

test('migrate notes versioned docs (built from versions.json), keeps a full image URL, and does not call a sidebars path a package', async () => {
  const config = `module.exports = {
  title: 'Acme', url: 'https://acme.dev', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],
  themeConfig: { image: 'https://cdn.acme.dev/card.png', navbar: { logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Acme' } }, metadata: [{ name: 'keywords', content: 'widgets' }] },
};
`;
  const dir = makeSite({ 'docusaurus.config.js': config, 'sidebars.ts': 'export default { main: ["intro"] };\n', 'docs/intro.md': '# Intro\n', 'versions.json': '["1.0"]\n', 'versioned_docs/version-1.0/intro.md': '# Old\n' });
  rmSync(path.join(dir, 'lendocs.config.yml'));
  const run = await migrate([dir]);
  assert.equal(run.code, 0, run.output);
  assert.match(run.output, /versions\.json: each released version is built from versioned_docs\//);
  assert.doesNotMatch(run.output, /stand-ins while reading the config: .*sidebars/);
  const written = readFileSync(path.join(dir, 'lendocs.config.yml'), 'utf8');
  assert.match(written, /image: https:\/\/cdn\.acme\.dev\/card\.png/);
  assert.match(written, /srcDark: \/img\/logo-dark\.svg/);
  assert.match(written, /name: keywords/);
});
