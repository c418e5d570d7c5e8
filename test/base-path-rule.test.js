// What a base path may be (src/shared/base-path.ts): `/` or `/segment/…/` of plain URL path segments. A base a
// browser reads as something else moves the site: `//evil.example/` is another host (pages loaded their script and
// stylesheet from it, and the sitemap said https://docs.example.com//evil.example/intro), `/x/../` is folded away.
// The rule, then each place a base path comes in: baseUrl, the path of url, docs/instance/blog/version paths,
// versions.json, migrate's output, a built site's manifest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { basePathProblem, routeBasePathProblem } from '../dist/src/shared/base-path.js';
import { translateConfig } from '../dist/src/migrate/translate.js';
import { readOutputManifest } from '../dist/src/emit/output/output-guard.js';
import { buildFixture, BASE_CONFIG, doc, tempDir } from './helpers.js';

const BASE_PATHS = [
  ['/', true],
  ['/docs/', true],
  ['/a/b-c/d.e/', true],
  ['/v1.2/', true],
  ['/%7Euser/', true],
  ["/it's/", false],
  ['/.well/', true],
  ['//evil.example/', false],
  ['//', false],
  ['/a//b/', false],
  ['/../', false],
  ['/x/../', false],
  ['/./', false],
  ['/.//', false],
  ['/x/./y/', false],
  ['/%2e%2e/', false],
  ['/.%2E/', false],
  ['/%2e/', false],
  ['/a\\b/', false],
  ['/\\evil.example/', false],
  ['/a?b/', false],
  ['/a#b/', false],
  ['/a\tb/', false],
  ['/a\nb/', false],
  ['/a\u0000/', false],
  ['/a\u007f/', false],
  ['/a b/', false],
  ['/a"b/', false],
  ['/a%zz/', false],
  ['docs/', false],
  ['/docs', false],
  ['', false],
];

for (const [value, valid] of BASE_PATHS) {
  test(`base path ${JSON.stringify(value)} is ${valid ? 'valid' : 'refused'}`, () => {
    const problem = basePathProblem(value);
    if (valid) assert.equal(problem, undefined);
    else assert.match(problem ?? 'accepted', /^it (must|has) /);
  });
}

const ROUTE_BASE_PATHS = [
  ['/', true],
  ['', true],
  ['docs', true],
  ['/docs/', true],
  ['docs/v2', true],
  ['/docs', true],
  ['docs/', true],
  ['dökümanlar', true],
  ['a b', true],
  ['//evil.example', false],
  ['//', false],
  ['docs//v2', false],
  ['..', false],
  ['docs/..', false],
  ['/./', false],
  ['%2e%2e', false],
  ['a\\b', false],
  ['a\u0001', false],
];

for (const [value, valid] of ROUTE_BASE_PATHS) {
  test(`route base path ${JSON.stringify(value)} is ${valid ? 'valid' : 'refused'}`, () => {
    const problem = routeBasePathProblem(value);
    if (valid) assert.equal(problem, undefined);
    else assert.match(problem ?? 'accepted', /^it has /);
  });
}

const page = { 'docs/intro.md': doc({ title: 'Intro' }, 'Hello.') };

test('baseUrl "//evil.example/" is a config error naming the key with a valid example; nothing is built', async () => {
  for (const base of ['//evil.example/', '/../', '/x/../', '/.//']) {
    const site = await buildFixture(page, { config: `${BASE_CONFIG}url: https://docs.example.com\nbaseUrl: ${JSON.stringify(base)}\n`.replace('url: https://example.test\n', '') });
    assert.equal(site.errors.length, 1, `${base}: ${JSON.stringify(site.diagnostics)}`);
    const [error] = site.errors;
    assert.match(error.message, /^Site config key "baseUrl": /);
    assert.ok(error.message.includes(`${JSON.stringify(base)} is not a base path`), error.message);
    assert.match(error.message, /for example "\/docs\/"/);
    assert.match(error.file, /lendocs\.config\.yml$/);
    assert.equal(error.line, 5);
    assert.equal(site.files, undefined);
  }
});

test('a url whose path is not a base path is refused too (the base comes from it); one the URL parser escaped is fine', async () => {
  const fine = await buildFixture(page, { config: BASE_CONFIG.replace('url: https://example.test', "url: https://docs.example.com/r&d") });
  assert.deepEqual(fine.errors, []);
  const site = await buildFixture(page, { config: BASE_CONFIG.replace('url: https://example.test', 'url: https://docs.example.com//evil.example') });
  assert.equal(site.errors.length, 1);
  assert.match(site.errors[0].message, /url "https:\/\/docs\.example\.com\/\/evil\.example" has the path "\/\/evil\.example\/", which is not a base path: it has an empty segment/);
  assert.equal(site.errors[0].line, 4);
});

test('docs, docs instance, blog and version paths with dot or empty segments are config errors naming the key', async () => {
  const cases = [
    ['docs:\n  routeBasePath: docs/../x\n', 'docs.routeBasePath'],
    ['docs:\n  routeBasePath: //evil.example\n', 'docs.routeBasePath'],
    ['docs:\n  instances:\n    - { id: community, path: community, routeBasePath: "./" }\n', 'docs.instances[0].routeBasePath'],
    ['blog:\n  routeBasePath: "a//b"\n', 'blog.routeBasePath'],
    ['docs:\n  versions:\n    current: { path: ".." }\n', 'docs.versions.current.path'],
    ['docs:\n  released: [".."]\n', 'docs.released[0]'],
  ];
  for (const [yaml, key] of cases) {
    const site = await buildFixture(page, { config: `${BASE_CONFIG}${yaml}` });
    assert.equal(site.errors.length, 1, `${yaml}: ${JSON.stringify(site.diagnostics)}`);
    assert.ok(site.errors[0].message.startsWith(`Site config key "${key}": `), site.errors[0].message);
    assert.match(site.errors[0].message, /: (it has|in a URL it would be) (an empty segment|a "\.\.?" segment)/);
  }
});

test('versions.json naming a version ".." is refused', async () => {
  const site = await buildFixture({ ...page, 'versions.json': JSON.stringify(['..']), 'versioned_docs/version-../intro.md': doc({ title: 'Old' }) });
  assert.deepEqual(site.errors.map((d) => d.code), ['invalid-versions']);
});

test('migrate leaves out a base path it cannot keep, with a note, and keeps the valid ones', () => {
  const docusaurus = {
    title: 'Acme',
    url: 'https://docs.example.com',
    baseUrl: '//evil.example/',
    presets: [['classic', { docs: { routeBasePath: '/docs/../x/', versions: { current: { path: 'a//b', label: 'Next' } } }, blog: { routeBasePath: '//news' } }]],
  };
  const { config, notes } = translateConfig({ docusaurus, pagesDir: 'src/pages' });
  assert.equal(config.baseUrl, undefined);
  assert.equal(config.docs?.routeBasePath, undefined);
  assert.equal(config.blog.routeBasePath, undefined);
  assert.equal(config.docs?.versions?.current?.path, undefined);
  assert.equal(config.docs?.versions?.current?.label, 'Next');
  for (const what of ['baseUrl "//evil.example/"', 'docs routeBasePath "/docs/../x/"', 'blog routeBasePath "//news"', 'versions.current.path "a//b"']) {
    assert.ok(notes.some((note) => note.startsWith(what) && /left out/.test(note)), `${what}\n${notes.join('\n')}`);
  }
  const kept = translateConfig({ docusaurus: { ...docusaurus, baseUrl: 'widget', presets: [['classic', { docs: { routeBasePath: '/guides/' }, blog: { routeBasePath: '/' } }]] }, pagesDir: 'src/pages' });
  assert.equal(kept.config.baseUrl, '/widget/');
  assert.equal(kept.config.docs.routeBasePath, 'guides');
  assert.equal(kept.config.blog.routeBasePath, '/');
});

test('a built site whose manifest names a base that is not one is served at the root by check and preview', () => {
  const out = tempDir();
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, '.lendocs-build.json'), JSON.stringify({ generator: 'lendocs', baseUrl: '//evil.example/' }));
  assert.equal(readOutputManifest(out).baseUrl, undefined);
  writeFileSync(path.join(out, '.lendocs-build.json'), JSON.stringify({ generator: 'lendocs', baseUrl: '/widget/' }));
  assert.equal(readOutputManifest(out).baseUrl, '/widget/');
});
