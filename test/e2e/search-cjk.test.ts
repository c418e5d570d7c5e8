// Search in Chinese, in real headless Chromium on a fixture site with a zh locale: Chinese has no spaces between
// words, so the index and the query cut it into character bigrams (src/shared/search-index-format.ts); a word of
// the page, typed in the Chinese site's search, finds the Chinese page, and a sentence holding it finds it first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserOnFixtureSite, openSearch, searchTitles } from '../support/browser.js';
import { BASE_CONFIG, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}i18n:
  defaultLocale: en
  locales: [en, zh]
`;

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';
const FILES = {
  'docs/intro.md': doc({ title: 'Intro', sidebar_position: 1 }, 'How to install the software.'),
  'docs/config.md': doc({ title: 'Configuration', sidebar_position: 2 }, 'Read about the configuration file.'),
  'docs/faq.md': doc({ title: 'FAQ', sidebar_position: 3 }, 'Questions.'),
  [`${ZH}/intro.md`]: doc({ title: '简介' }, '本页介绍如何安装软件。安装之前请先阅读说明。'),
  [`${ZH}/config.md`]: doc({ title: '配置指南' }, '请阅读配置文件的说明，然后重新启动服务。'),
  [`${ZH}/faq.md`]: doc({ title: '常见问题' }, '这里是用户经常提出的问题。'),
};

const held = browserOnFixtureSite(FILES, { config: CONFIG });
let page: Page | undefined;

/** The results' titles for `query`, on one page whose search modal stays open from test to test. */
async function titles(query: string): Promise<string[]> {
  // Opened by the first test, not in a hook: the site is served by browserOnFixtureSite's own before() hook.
  page ??= await openSearch(held.browser, `${held.site.origin}/zh/faq`);
  return searchTitles(page, query);
}

test('a Chinese word finds the Chinese page that holds it', async () => {
  assert.deepEqual(await titles('安装'), ['简介']);
  assert.deepEqual(await titles('软件'), ['简介']);
  // In the title: first.
  assert.equal((await titles('配置'))[0], '配置指南');
  assert.equal((await titles('常见问题'))[0], '常见问题');
  // A word of one character: the pages holding it.
  assert.ok((await titles('装')).includes('简介'));
  // Words no page holds: none.
  assert.deepEqual(await titles('数据库'), []);
});

test('a question written as one Chinese sentence finds the page holding its words, first', async () => {
  assert.equal((await titles('如何安装软件')).at(0), '简介');
  assert.equal((await titles('配置文件在哪里')).at(0), '配置指南');
});

test("the excerpt marks the query's words inside the sentence", async () => {
  await titles('安装');
  const marked = await page!.evaluate(() => [...document.querySelectorAll('.search-hit-excerpt mark')].map((mark) => mark.textContent));
  assert.ok(marked.includes('安装'), marked.join(' | '));
});
