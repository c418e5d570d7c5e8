// Messages that say what was meant, where only a whole site can tell: a sidebar or a navbar item naming a missing
// doc, broken links in the config, and the settings for broken links. The config's and front matter's own messages
// are in test/unit/config/load.test.ts and test/unit/load/front-matter.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

test('a sidebar that names a missing doc suggests the closest doc id', async () => {
  const result = await buildFixture(
    { 'docs/guides/borrow.md': doc({ title: 'Borrow' }, 'Text.') },
    { config: `${BASE_CONFIG}sidebars:\n  main: [guides/borow]\n` },
  );
  assert.equal(result.errors[0].message, 'The sidebar refers to the doc "guides/borow", which does not exist. Did you mean "guides/borrow"?');
});

test('navbar and footer links are checked by the build like any link, named by key and label', async () => {
  const config = `${BASE_CONFIG}navbar:\n  items:\n    - { label: Docs, to: /a }\n    - { label: Gone, to: /nowhere }\n    - { label: Feed, to: /sitemap.xml }\nfooter:\n  groups:\n    - title: More\n      items:\n        - { label: Old guide, to: /guides/old#top }\n`;
  const result = await buildFixture({ 'docs/a.md': doc({ title: 'A' }, 'Text.') }, { config });
  assert.deepEqual(
    result.errors.map((d) => [d.code, d.line, d.message]),
    [
      ['broken-link', 8, 'Broken link in the site config: navbar.items[1] ("Gone") goes to "/nowhere", but no page or file of this site is at /nowhere.'],
      ['broken-link', 14, 'Broken link in the site config: footer.groups[0].items[0] ("Old guide") goes to "/guides/old#top", but no page or file of this site is at /guides/old.'],
    ],
  );
  assert.match(result.errors[0].file!, /lendocs\.config\.yml$/);
});

test('a navbar or footer item may name a doc by id: it links to wherever the doc is; an unknown id is an error', async () => {
  const config = `${BASE_CONFIG}navbar:\n  items:\n    - { label: Start, doc: guides/setup }\nfooter:\n  groups:\n    - title: More\n      items:\n        - { label: Old, doc: guides/setpu }\n`;
  const result = await buildFixture({ 'docs/guides/setup.md': doc({ title: 'Setup', slug: '/getting-started' }, 'Text.') }, { config });
  assert.deepEqual(
    result.errors.map((d) => [d.code, d.line, d.message]),
    [['unknown-doc', 12, 'The link "Old" names the doc "guides/setpu", which is not a doc id of this site. Did you mean "guides/setup"?']],
  );
  const fixed = await buildFixture({ 'docs/guides/setup.md': doc({ title: 'Setup', slug: '/getting-started' }, 'Text.') }, { config: config.replace('guides/setpu', 'guides/setup') });
  assert.deepEqual(fixed.errors, []);
  assert.equal(fixed.$('/getting-started')('.navbar a.navbar-link:contains("Start")').attr('href'), '/getting-started');
});

test('onBrokenLinks, onBrokenMarkdownLinks and onBrokenAnchors make broken links errors, warnings or nothing', async () => {
  const files = { 'docs/a.md': doc({ title: 'A' }, 'See [gone](./gone.md), [nowhere](/nowhere) and [a part](./b.md#missing).'), 'docs/b.md': doc({ title: 'B' }, 'Text.') };
  const codes = (result) => result.diagnostics.map((d) => `${d.severity} ${d.code}`).sort();
  assert.deepEqual(codes(await buildFixture(files)), ['error broken-link', 'error broken-link', 'warning broken-anchor']);
  const relaxed = `${BASE_CONFIG}onBrokenLinks: warning\nonBrokenMarkdownLinks: ignore\nonBrokenAnchors: error\n`;
  assert.deepEqual(codes(await buildFixture(files, { config: relaxed })), ['error broken-anchor', 'warning broken-link']);
});

test('a logo with a dark variant shows one image per colour mode; metadata adds meta tags to every page', async () => {
  const config = `${BASE_CONFIG}navbar:\n  logo: { src: /img/logo.svg, srcDark: /img/logo-dark.svg, alt: Acme }\nmetadata:\n  - { name: keywords, content: "lending, docs" }\n  - { property: "og:see_also", content: "https://acme.example" }\n`;
  const result = await buildFixture({ 'docs/a.md': doc({ title: 'A' }, 'Text.'), 'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>', 'static/img/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' }, { config });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  assert.deepEqual($('.navbar-brand img').map((_, el) => [[$(el).attr('src'), $(el).attr('class')]]).get(), [['/img/logo.svg', 'navbar-logo-light'], ['/img/logo-dark.svg', 'navbar-logo-dark']]);
  assert.equal($('meta[name="keywords"]').attr('content'), 'lending, docs');
  assert.equal($('meta[property="og:see_also"]').attr('content'), 'https://acme.example');
});
