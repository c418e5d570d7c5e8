// The theme's words for a locale named by its language alone, found as Docusaurus finds them (its likely script or
// region: `zh` reads Docusaurus's `zh-Hans` translations), and the docs version badge as a theme string.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs:
  routeBasePath: docs
i18n:
  defaultLocale: en
  locales: [en, zh]
`;

const FILES = {
  'versions.json': JSON.stringify(['2.0']),
  'docs/intro.md': doc({ title: 'Intro next' }, 'Next.'),
  'versioned_docs/version-2.0/intro.md': doc({ title: 'Intro 2.0' }, 'Two.'),
};

test("a locale named zh draws the theme's zh-Hans words, the version badge among them", async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  assert.equal(site.$('/zh/404.html')('h1').text(), '找不到页面');
  assert.equal(site.$('/zh/docs/intro')('.version-badge').text(), '版本：2.0');
  assert.equal(site.$('/docs/intro')('.version-badge').text(), 'Version: 2.0');
  assert.equal(site.$('/404.html')('h1').text(), 'Page Not Found');
});
