// URLs people give (authors.yml, front matter, the site config, sidebars) that lendocs writes into hrefs, srcs,
// redirects, feeds and JSON-LD: only http(s), mailto (for links) and paths; any other scheme, however it is
// disguised, is an error at its file, line and key that says what is allowed (issue 28, item a).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const AUTHORS = (field, value) => `jo:\n  name: Jo\n  ${field}: ${JSON.stringify(value)}\n`;
const POST = (frontMatter) => `---\ntitle: A post\n${frontMatter}\n---\n\nHello.\n`;

/** [what, files, config (or undefined), file the error is in, its line, the key named]. */
const CASES = (bad: string): [string, Record<string, string>, string | undefined, string, number, string][] => [
  ['authors.yml url', { 'blog/authors.yml': AUTHORS('url', bad), 'blog/2024-01-01-a.md': POST('authors: jo') }, undefined, 'blog/authors.yml', 3, 'Author key "jo.url"'],
  ['authors.yml image_url', { 'blog/authors.yml': AUTHORS('image_url', bad), 'blog/2024-01-01-a.md': POST('authors: jo') }, undefined, 'blog/authors.yml', 3, 'Author key "jo.image_url"'],
  ['authors.yml socials', { 'blog/authors.yml': `jo:\n  name: Jo\n  socials:\n    x: ${JSON.stringify(bad)}\n` }, undefined, 'blog/authors.yml', 4, 'Author key "jo.socials.x"'],
  ['inline author url', { 'blog/2024-01-01-a.md': POST(`authors:\n  - name: Jo\n    url: ${JSON.stringify(bad)}`) }, undefined, 'blog/2024-01-01-a.md', 5, 'Front matter key "authors[0].url"'],
  ['legacy author_url', { 'blog/2024-01-01-a.md': POST(`author: Jo\nauthor_url: ${JSON.stringify(bad)}`) }, undefined, 'blog/2024-01-01-a.md', 4, 'Front matter key "author_url"'],
  ['legacy authorImageURL', { 'blog/2024-01-01-a.md': POST(`author: Jo\nauthorImageURL: ${JSON.stringify(bad)}`) }, undefined, 'blog/2024-01-01-a.md', 4, 'Front matter key "authorImageURL"'],
  ['front matter image', { 'docs/a.md': `---\nimage: ${JSON.stringify(bad)}\n---\n# A\n` }, undefined, 'docs/a.md', 2, 'Front matter key "image"'],
  ['home hero action', { 'pages/index.md': `---\nlayout: home\nhero:\n  actions:\n    - label: Go\n      href: ${JSON.stringify(bad)}\n---\n` }, undefined, 'pages/index.md', 6, 'Front matter key "hero.actions[0].href"'],
  ['home card', { 'pages/index.md': `---\nlayout: home\ncards:\n  - title: T\n    text: x\n    href: ${JSON.stringify(bad)}\n---\n` }, undefined, 'pages/index.md', 6, 'Front matter key "cards[0].href"'],
  ['navbar href', {}, `navbar:\n  items:\n    - label: X\n      href: ${JSON.stringify(bad)}\n`, 'lendocs.config.yml', 8, 'Site config key "navbar.items[0].href"'],
  ['footer link', {}, `footer:\n  groups:\n    - title: G\n      items:\n        - label: X\n          href: ${JSON.stringify(bad)}\n`, 'lendocs.config.yml', 10, 'Site config key "footer.groups[0].items[0].href"'],
  ['footer logo href', {}, `footer:\n  logo:\n    src: /img/logo.svg\n    alt: Logo\n    href: ${JSON.stringify(bad)}\n`, 'lendocs.config.yml', 9, 'Site config key "footer.logo.href"'],
  ['navbar logo src', {}, `navbar:\n  logo:\n    src: ${JSON.stringify(bad)}\n    alt: Logo\n`, 'lendocs.config.yml', 7, 'Site config key "navbar.logo.src"'],
  ['favicon', {}, `favicon: ${JSON.stringify(bad)}\n`, 'lendocs.config.yml', 5, 'Site config key "favicon"'],
  ['editUrl', {}, `docs:\n  editUrl: ${JSON.stringify(bad)}\n`, 'lendocs.config.yml', 6, 'Site config key "docs.editUrl"'],
  ['redirect target', {}, `redirects:\n  - from: /old\n    to: ${JSON.stringify(bad)}\n`, 'lendocs.config.yml', 7, 'Site config key "redirects[0].to"'],
  ['sidebar link', {}, `sidebars:\n  main:\n    - type: link\n      label: L\n      href: ${JSON.stringify(bad)}\n`, 'lendocs.config.yml', 9, 'Site config key "sidebars.main[0].href"'],
  ['announcement link', {}, `announcementBar:\n  id: a\n  content: ${JSON.stringify(`<a href="${bad}">x</a>`)}\n`, 'lendocs.config.yml', 7, 'Site config key "announcementBar.content"'],
  ['copyright link', {}, `footer:\n  copyright: ${JSON.stringify(`<a href="${bad}">x</a>`)}\n`, 'lendocs.config.yml', 6, 'Site config key "footer.copyright"'],
];

for (const bad of ['javascript:throw 1', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x']) {
  test(`an unsafe URL is an error at its file, line and key, whatever the key: ${JSON.stringify(bad)}`, async () => {
    for (const [what, files, extraConfig, file, line, key] of CASES(bad)) {
      const result = await buildFixture({ 'docs/index.md': '# Home\n', ...files }, extraConfig ? { config: BASE_CONFIG + extraConfig } : {});
      const found = result.errors.find((d) => d.message.startsWith(key!));
      assert.ok(found, `${what}: expected an error at ${key}, got ${JSON.stringify(result.errors.map((d) => d.message))}`);
      assert.ok(found.file!.endsWith(file!), `${what}: ${found.file}`);
      assert.equal(found.line, line, what);
      assert.match(found.message, /not allowed here|control character/, what);
      assert.match(found.message, /give an http\(s\)/, what);
    }
  });
}

test('an entity-encoded javascript: link in the announcement bar is refused', async () => {
  const config = `${BASE_CONFIG}announcementBar:\n  id: a\n  content: '<a href="&#106;ava&#x73;cript&colon;alert(1)">x</a>'\n`;
  const result = await buildFixture({ 'docs/index.md': '# Home\n' }, { config });
  assert.match(result.errors[0]?.message ?? '', /announcementBar\.content.*"javascript:" URL/);
});

test('safe author, link and image URLs are published as written (http(s), mailto, paths)', async () => {
  const result = await buildFixture({
    'docs/index.md': '# Home\n',
    'blog/authors.yml': 'jo:\n  name: Jo\n  url: https://jo.example.com\n  image_url: /img/jo.png\n  socials:\n    x: jo\n',
    'blog/2024-01-01-a.md': POST('authors: [jo, { name: Al, url: "mailto:al@example.com" }]'),
  }, { config: `${BASE_CONFIG}navbar:\n  items:\n    - { label: Mail, href: "mailto:team@example.com" }\n` });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/blog/2024-01-01-a');
  assert.deepEqual($('.post-author a').map((_, a) => $(a).attr('href')).get(), ['https://jo.example.com', 'mailto:al@example.com']);
  assert.ok($('a[href="mailto:team@example.com"]').length > 0);
  assert.match(result.text('blog/atom.xml'), /<uri>https:\/\/jo\.example\.com<\/uri>/);
});

test('no page, feed or structured data of a site with a hostile author carries a javascript: URL', async () => {
  const result = await buildFixture({
    'docs/index.md': '# Home\n',
    'blog/authors.yml': AUTHORS('url', 'javascript:throw 1'),
    'blog/2024-01-01-a.md': POST('authors: [jo, { name: Al, url: " JaVaScRiPt:alert(1)" }]'),
  });
  assert.ok(result.errors.length >= 2);
  for (const [file, content] of result.files ?? []) assert.doesNotMatch(String(content), /javascript:/i, file);
});
