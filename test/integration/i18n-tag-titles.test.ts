// A tag's page title (blog and docs) is the theme's message in the page's locale, with the count in the form the
// locale's plural rules pick (Russian: one, few, many), and the site's code.json over Docusaurus's translations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, doc, makeSite, withHelpers } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}i18n:
  defaultLocale: en
  locales: [en, ru]
`;

const posts = Object.fromEntries(
  [1, 2, 3, 4, 5].map((n) => [`blog/2024-01-0${n}-post-${n}.md`, doc({ title: `Post ${n}`, tags: n <= 3 ? ['few', 'many'] : ['many'] }, 'Text.')]),
);

const FILES = {
  'docs/intro.md': doc({ title: 'Intro', tags: ['api'] }, 'Hello.'),
  'docs/more.md': doc({ title: 'More', tags: ['api', 'one'] }, 'More.'),
  'blog/2024-01-06-single.md': doc({ title: 'Single', tags: ['one'] }, 'Text.'),
  ...posts,
  'i18n/ru/code.json': JSON.stringify({ 'theme.blog.tagTitle': { message: 'Записи с тегом «{tagName}»: {nPosts}' } }),
};

test("tag pages are titled in the page's locale, by its plural rules, with code.json over the theme's words", async () => {
  const root = makeSite(FILES, { config: CONFIG });
  const site = withHelpers(await build({ root, out: path.join(root, '..', 'unused'), write: false }), root);
  assert.deepEqual(site.errors, []);
  const heading = (route: string) => site.$(route)('main h1').text().trim();
  const title = (route: string) => site.$(route)('title').text();
  // Russian: the site's title message around Docusaurus's Russian plurals (one, few, many).
  assert.equal(heading('/ru/blog/tags/one'), 'Записи с тегом «one»: 1 запись');
  assert.equal(heading('/ru/blog/tags/few'), 'Записи с тегом «few»: 3 записи');
  assert.equal(heading('/ru/blog/tags/many'), 'Записи с тегом «many»: 5 записей');
  assert.match(title('/ru/blog/tags/many'), /^Записи с тегом «many»: 5 записей/);
  // Docs tags: Docusaurus's Russian title, no code.json.
  assert.equal(heading('/ru/tags/api'), '2 страницы с тегом "api"');
  assert.equal(heading('/ru/tags/one'), 'Одна страница с тегом "one"');
  assert.match(title('/ru/tags/one'), /^Одна страница с тегом "one"/);
  // The default locale: Docusaurus's English, as a site with locales shows it.
  assert.equal(heading('/blog/tags/one'), 'One post tagged with "one"');
  assert.equal(heading('/blog/tags/many'), '5 posts tagged with "many"');
  assert.equal(heading('/tags/one'), 'One doc tagged with "one"');
  assert.equal(heading('/tags/api'), '2 docs tagged with "api"');
});
