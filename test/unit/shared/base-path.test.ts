// What a base path may be (src/shared/base-path.ts): `/` or `/segment/…/` of plain URL path segments; a base a
// browser reads as something else (`//evil.example/` is another host, `/x/../` is folded away) is refused. Also where
// a base path is read without a build: migrate's translation and a built folder's manifest. Each config key that
// takes one is in test/integration/base-path-rule.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { basePathProblem, routeBasePathProblem } from '../../../src/shared/base-path.js';
import { translateConfig } from '../../../src/migrate/translate.js';
import { readOutputManifest } from '../../../src/emit/output/output-guard.js';
import { tempDir } from '../../support/temp.js';

const BASE_PATHS: [string, boolean][] = [
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

const ROUTE_BASE_PATHS: [string, boolean][] = [
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
  assert.equal(readOutputManifest(out)!.baseUrl, undefined);
  writeFileSync(path.join(out, '.lendocs-build.json'), JSON.stringify({ generator: 'lendocs', baseUrl: '/widget/' }));
  assert.equal(readOutputManifest(out)!.baseUrl, '/widget/');
});
