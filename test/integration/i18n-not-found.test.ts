// The 404 page of a site with locales is headed as Docusaurus heads it: hreflang alternates to each locale's
// 404.html, the default locale's also as x-default, like every other page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}i18n:
  defaultLocale: en
  locales: [en, fr]
`;

test("each locale's 404 page has the hreflang alternates and x-default of Docusaurus's", async () => {
  const site = await buildFixture({ 'docs/intro.md': doc({ title: 'Intro' }, 'Hi.') }, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  const alternates = ($) => $('link[rel="alternate"][hreflang]').map((_, el) => `${$(el).attr('hreflang')}=${$(el).attr('href')}`).get();
  const expected = ['en=https://example.test/404.html', 'fr=https://example.test/fr/404.html', 'x-default=https://example.test/404.html'];
  assert.deepEqual(alternates(site.$('/404.html')), expected);
  assert.deepEqual(alternates(site.$('/fr/404.html')), expected);
});
