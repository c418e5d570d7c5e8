// Redirects made from the site's own pages, as Docusaurus's client-redirects plugin makes them (config
// `clientRedirects`): old extensions, and the site's createRedirects function, called at build time from the
// Docusaurus config that holds it. The collecting rules alone: test/unit/route/redirect-routes.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, buildFixture, makeSite, tempDir } from '../support/fixture-site.js';
import { runCliHere } from '../support/cli-here.js';

const DOCS = { 'docs/intro.md': '# Intro\n\nIntro text.\n', 'docs/guide/setup.md': '# Setup\n\nSetup text.\n' };

const DOCUSAURUS_CONFIG = `module.exports = {
  title: 'Acme', url: 'https://example.test', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  plugins: [
    ['client-redirects', {
      createRedirects(existingPath) {
        if (existingPath.startsWith('/guide/')) return [existingPath.replace('/guide/', '/old-guide/'), '/v1' + existingPath];
        if (existingPath === '/intro') return '/intro';
        return undefined;
      },
    }],
  ],
};
`;

test('fromExtensions and createRedirects give each page its old URLs, with pages as Docusaurus writes them', async () => {
  const site = await buildFixture({ ...DOCS, 'docusaurus.config.js': DOCUSAURUS_CONFIG }, { config: `${BASE_CONFIG}clientRedirects:\n  fromExtensions: [html]\n  createRedirects: docusaurus.config.js\n` });
  assert.deepEqual(site.errors, []);
  // fromExtensions: /intro.html, written as a folder so that it never takes a page's file name.
  const old = site.text('intro.html/index.html');
  assert.match(old, /<meta http-equiv="refresh" content="0; url=\/intro">/);
  assert.match(old, /<link rel="canonical" href="https:\/\/example\.test\/intro">/);
  // The query and the fragment go along, as Docusaurus's page sends them.
  assert.match(old, /location\.replace\("\/intro" \+ location\.search \+ location\.hash\)/);
  assert.match(site.text('guide/setup.html/index.html'), /url=\/guide\/setup"/);
  // createRedirects: called with each page's path; each path it returns leads to that page.
  for (const file of ['old-guide/setup/index.html', 'v1/guide/setup/index.html']) assert.match(site.text(file), /url=\/guide\/setup"/, file);
  // A path that is a page already stays the page, with one warning.
  assert.match(site.text('intro/index.html'), /Intro text/);
  const taken = site.warnings.filter((d) => d.code === 'redirect-taken');
  assert.equal(taken.length, 1);
  assert.match(taken[0].message, /1 redirect that clientRedirects made would take the URL of a page or of an earlier redirect, so it is left out: \/intro → \/intro\./);
  // Redirect pages are listed nowhere.
  assert.doesNotMatch(site.text('sitemap.xml'), /old-guide|intro\.html/);
  assert.equal(site.files.has('search/index.html'), true);
});

test('a createRedirects that throws, or returns what is not a path, stops the build with a message naming the key, the page and the file; nothing is written', async () => {
  const cases: [string, RegExp][] = [
    ["createRedirects(p) { if (p === '/intro') throw new Error('no rule for ' + p); }", /clientRedirects\.createRedirects: .*docusaurus\.config\.js failed while lendocs evaluated it: createRedirects threw for the page \/intro: no rule for \/intro.*\nFix the error in docusaurus\.config\.js, then run the build again\./s],
    ["createRedirects(p) { return p === '/intro' ? ['first', 5] : []; }", /clientRedirects\.createRedirects: the function returned what is not a path: "first" for \/intro, 5 for \/intro\./],
  ];
  for (const [fn, message] of cases) {
    const root = makeSite({ ...DOCS, 'docusaurus.config.js': `module.exports = { plugins: [['@docusaurus/plugin-client-redirects', { ${fn} }]] };\n` }, { config: `${BASE_CONFIG}clientRedirects:\n  createRedirects: docusaurus.config.js\n` });
    const out = path.join(tempDir(), 'out');
    const result = await build({ root, out });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    assert.equal(errors.length, 1, fn);
    assert.equal(errors[0].code, 'create-redirects');
    assert.match(errors[0].message, message);
    assert.match(errors[0].file ?? '', /lendocs\.config\.yml$/);
    assert.equal(errors[0].line, 6, 'the line of createRedirects');
    assert.equal(existsSync(out), false, 'no output folder');
  }
});

test('a createRedirects file that is missing, or has no such function, is a clear error', async () => {
  const missing = await buildFixture(DOCS, { config: `${BASE_CONFIG}clientRedirects:\n  createRedirects: docusaurus.config.ts\n` });
  assert.match(missing.errors[0]?.message ?? '', /^clientRedirects\.createRedirects names docusaurus\.config\.ts, which does not exist\.$/);
  const none = await buildFixture({ ...DOCS, 'docusaurus.config.js': 'module.exports = { plugins: [] };\n' }, { config: `${BASE_CONFIG}clientRedirects:\n  createRedirects: docusaurus.config.js\n` });
  assert.match(none.errors[0]?.message ?? '', /it has no client-redirects plugin with a createRedirects function/);
});

test('a site without clientRedirects runs no site code for redirects', async () => {
  const site = await buildFixture({ ...DOCS, 'docusaurus.config.js': 'throw new Error("never evaluated");\n' });
  assert.deepEqual(site.errors, []);
  assert.equal(site.files.has('intro.html/index.html'), false);
});

test('migrate carries the plugin over, by its short name too: extensions as they are, createRedirects as the config file the build reads it from', async () => {
  const root = makeSite({ ...DOCS, 'docusaurus.config.js': DOCUSAURUS_CONFIG.replace("['client-redirects', {", "['client-redirects', { fromExtensions: ['html'], toExtensions: ['.php'], redirects: [{ from: '/start', to: '/intro' }],") });
  rmSync(path.join(root, 'lendocs.config.yml'));
  const migrated = await runCliHere(['migrate', root]);
  assert.equal(migrated.code, 0, migrated.stderr);
  assert.match(migrated.stdout + migrated.stderr, /toExtensions "\.php" left out/);
  assert.match(migrated.stdout + migrated.stderr, /createRedirects is a function, so `clientRedirects\.createRedirects` names docusaurus\.config\.js/);
  assert.doesNotMatch(migrated.stdout + migrated.stderr, /plugin client-redirects|not built, so those URLs will answer 404/);
  const written = readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8');
  assert.match(written, /clientRedirects:\n {2}fromExtensions:\n {4}- html\n {2}createRedirects: docusaurus\.config\.js\n/);
  const out = path.join(tempDir(), 'out');
  const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr);
  for (const [file, to] of [['start/index.html', '/intro'], ['intro.html/index.html', '/intro'], ['old-guide/setup/index.html', '/guide/setup']]) assert.match(readFileSync(path.join(out, file), 'utf8'), new RegExp(`url=${to}"`), file);
});
