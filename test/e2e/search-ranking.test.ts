// Search ranking and excerpts on content/, in real headless Chromium: what a reader types, what must come first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveDir } from '../support/browser.js';
import { builtContent } from '../support/content-site.js';

let browser;
let content;
let page;

before(async () => {
  browser = await launchBrowser();
  content = await serveDir(await builtContent());
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${content.origin}/explore/`);
  await page.keyboard.press('Control+k');
  await page.locator('[data-search-input]').waitFor();
});

after(async () => {
  await browser?.close();
  await content?.close();
});

/** Types a query and returns the results as the modal shows them, once its status names this query. */
async function results(query) {
  await page.locator('[data-search-input]').fill(query);
  await page.waitForFunction((q) => document.querySelector('[data-search-status]')?.textContent.includes(`"${q}"`), query);
  return page.evaluate(() =>
    [...document.querySelectorAll('.search-hit')].map((hit) => ({
      title: hit.querySelector('[data-hit-title]')?.textContent,
      excerpt: hit.querySelector(':scope > a .search-hit-excerpt')?.textContent ?? '',
      subExcerpts: [...hit.querySelectorAll('.search-sub-hit .search-hit-excerpt')].map((el) => el.textContent),
    })),
  );
}

// Query → the first result's title: an exact title, then title words, then headings, then text.
const FIRST = [
  ['vtoken', 'VToken'],
  ['VToken', 'VToken'],
  ['bug bounty', 'Bug bounty'],
  ['oracle', 'Oracle adapter'],
  ['contract addresses', 'Contract addresses'],
  ['contract address', 'Contract addresses'],
  ['withdraw', 'Supply and withdraw'],
  ['glossary', 'Glossary'],
  ['create vault', 'Create a vault'],
  ['claim fees', 'Claim curator fees'],
  ['liquidation bot', 'Build a liquidation bot'],
  ['migrate wsteth', 'Migrate a wstETH position from v1 to v2'],
  ['poolfactory', 'PoolFactory'],
  ['rewards', 'STRK Rewards'],
  ['health factor', 'Health factor and liquidations'],
  ['security council', 'Security council'],
  ['multiply', 'Multiply basics'],
  ['leaderboar', 'Leaderboard'],
  ['audit', 'Audits'],
  ['monitorng', undefined],
];

test('the first result for each of 20 queries', async () => {
  for (const [query, expected] of FIRST) {
    const hits = await results(query);
    assert.equal(hits[0]?.title, expected, `"${query}" → ${hits.slice(0, 3).map((h) => h.title).join(' | ')}`);
  }
});

test('plurals, word forms and accents find the same pages', async () => {
  const titles = async (query) => (await results(query)).map((hit) => hit.title);
  // The same pages; their order may differ, since a title holding the word as typed ranks first (search-words.test.ts).
  const same = async (a, b) => assert.deepEqual((await titles(a)).sort(), (await titles(b)).sort());
  await same('liquidations', 'liquidation');
  assert.deepEqual(await titles('curátors'), await titles('curators'));
  assert.match((await titles('liquidations'))[0], /liquidat/i);
  assert.ok((await titles('Liquidations')).includes('Health factor and liquidations'));
});

test('excerpts come from prose, differ from their sub-results and have no space before punctuation', async () => {
  for (const query of ['withdraw', 'oracle', 'vtoken', 'liquidation bonus', 'health factor']) {
    for (const hit of await results(query)) {
      assert.ok(!hit.subExcerpts.includes(hit.excerpt), `"${query}" / ${hit.title}: the page excerpt repeats a sub-result's`);
      for (const text of [hit.excerpt, ...hit.subExcerpts]) assert.doesNotMatch(text, / [.,;:!?)](\s|$)/, `"${query}" / ${hit.title}: ${text}`);
    }
  }
  // "withdraw" is all over the VToken interface's code, and in its prose too: the excerpt is the prose.
  const vtoken = (await results('withdraw')).find((hit) => hit.title === 'VToken');
  assert.doesNotMatch(vtoken.excerpt, /fn |\(ref self/);
});

test('starring a result keeps keyboard focus on its star', async () => {
  await results('oracle');
  const star = page.locator('.search-hit [data-favourite]').first();
  const url = await star.getAttribute('data-favourite');
  await star.focus();
  /** Presses the focused star; the list is drawn again, so once the pressed star is gone, focus has its final place. */
  const press = async () => {
    const pressed = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press('Enter');
    await page.waitForFunction((element) => !element!.isConnected, pressed);
    return page.evaluate(() => [document.activeElement?.getAttribute('data-favourite'), document.activeElement?.getAttribute('aria-pressed')]);
  };
  assert.deepEqual(await press(), [url, 'true']);
  assert.deepEqual(await press(), [url, 'false']);
});
