// What a base path may be (src/shared/base-path.ts): `/` or `/segment/…/` of plain URL path segments. A base a
// browser reads as something else moves the site: `//evil.example/` is another host (pages loaded their script and
// stylesheet from it, and the sitemap said https://docs.example.com//evil.example/intro), `/x/../` is folded away.
// Each place a base path comes in through the config: baseUrl, the path of url, docs/instance/blog/version paths and
// versions.json. The rule itself, migrate's output and a built site's manifest: test/unit/shared/base-path.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const page = { 'docs/intro.md': doc({ title: 'Intro' }, 'Hello.') };

test('baseUrl "//evil.example/" is a config error naming the key with a valid example; nothing is built', async () => {
  for (const base of ['//evil.example/', '/../', '/x/../', '/.//']) {
    const site = await buildFixture(page, { config: `${BASE_CONFIG}url: https://docs.example.com\nbaseUrl: ${JSON.stringify(base)}\n`.replace('url: https://example.test\n', '') });
    assert.equal(site.errors.length, 1, `${base}: ${JSON.stringify(site.diagnostics)}`);
    const [error] = site.errors;
    assert.match(error.message, /^Site config key "baseUrl": /);
    assert.ok(error.message.includes(`${JSON.stringify(base)} is not a base path`), error.message);
    assert.match(error.message, /for example "\/docs\/"/);
    assert.match(error.file!, /lendocs\.config\.yml$/);
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
