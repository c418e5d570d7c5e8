import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blogTagTitle, docsTagTitle, tagTitleWords } from '../../../src/shared/tag-titles.js';

const BASE = { url: 'https://docs.example.com', baseUrl: '/' };
const I18N = { defaultLocale: 'en', locales: ['en', 'ru'], path: 'i18n', localeConfigs: {} };

test("a site without locales keeps lendocs's English titles", () => {
  const words = tagTitleWords(BASE);
  assert.deepEqual(words, { strings: undefined, locale: undefined });
  assert.equal(blogTagTitle(words, 1, 'news'), '1 post tagged with "news"');
  assert.equal(blogTagTitle(words, 3, 'news'), '3 posts tagged with "news"');
  assert.equal(docsTagTitle(words, 1, 'api'), '1 doc tagged with "api"');
  assert.equal(docsTagTitle(words, 2, 'api'), '2 docs tagged with "api"');
});

test("a site with locales starts from Docusaurus's English", () => {
  const words = tagTitleWords({ ...BASE, i18n: I18N });
  assert.equal(words.locale, 'en');
  assert.equal(blogTagTitle(words, 1, 'news'), 'One post tagged with "news"');
  assert.equal(blogTagTitle(words, 3, 'news'), '3 posts tagged with "news"');
  assert.equal(docsTagTitle(words, 1, 'api'), 'One doc tagged with "api"');
});

test("a locale's messages and plural rules pick the title", () => {
  const strings = {
    'theme.blog.post.plurals': '{count} запись|{count} записи|{count} записей',
    'theme.blog.tagTitle': '{nPosts} с тегом "{tagName}"',
    'theme.docs.tagDocListPageTitle.nDocsTagged': 'Одна страница|{count} страницы|{count} страниц',
    'theme.docs.tagDocListPageTitle': '{nDocsTagged} с тегом "{tagName}"',
  };
  const words = tagTitleWords({ ...BASE, i18n: I18N, localeBuild: { name: 'ru', siteUrl: BASE.url, siteBaseUrl: '/' }, themeStrings: strings });
  assert.equal(blogTagTitle(words, 1, 'новости'), '1 запись с тегом "новости"');
  assert.equal(blogTagTitle(words, 3, 'новости'), '3 записи с тегом "новости"');
  assert.equal(blogTagTitle(words, 5, 'новости'), '5 записей с тегом "новости"');
  assert.equal(docsTagTitle(words, 1, 'api'), 'Одна страница с тегом "api"');
  assert.equal(docsTagTitle(words, 22, 'api'), '22 страницы с тегом "api"');
  // A tag named like a placeholder stays as it is.
  assert.equal(blogTagTitle(words, 5, '{nPosts}'), '5 записей с тегом "{nPosts}"');
});
