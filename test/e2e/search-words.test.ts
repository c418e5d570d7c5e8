// Search in a reader's words (issue 35), in real headless Chromium on a fixture site's local index: an identifier
// is found by its words, a title holding the word as typed ranks above one holding only its stem, and a query of
// many words finds the pages that hold most of them, however many the reader adds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserOnFixtureSite, openSearch, searchTitles } from '../support/browser.js';
import { doc } from '../support/fixture-site.js';

// Words are chosen so each page holds only what its test says: PriceOracle's text names neither word.
const PAGES = {
  'docs/price-oracle.md': doc({ title: 'PriceOracle', sidebar_position: 1 }, 'The contract that answers what an asset is worth.'),
  'docs/price-feeds.md': doc({ title: 'Price feeds', sidebar_position: 2 }, 'Where the oracle adapter reads a price from.'),
  'docs/oracle-adapter.md': doc({ title: 'Oracle adapter', sidebar_position: 3 }, 'An adapter between an oracle and the protocol; it keeps the last price.'),
  'docs/rate_model.md': doc({ title: 'rate_model', sidebar_position: 4 }, 'Interest as a function of use.'),
  // The same text: only the title's form of the word tells them apart.
  'docs/liquidation-bot.md': doc({ title: 'Liquidation bot', sidebar_position: 5 }, 'Text.'),
  'docs/liquidations.md': doc({ title: 'Liquidations', sidebar_position: 6 }, 'Text.'),
  'docs/create-vault.md': doc({ title: 'Create a vault', sidebar_position: 7 }, 'Open the app and press New.'),
  // Holds every word of the question below, in its text: by itself it must not hide the page the title names.
  'docs/faq.md': doc({ title: 'Questions', sidebar_position: 8 }, 'How do I know my vault was created? Look for it in the app.'),
};

const held = browserOnFixtureSite(PAGES);
let page: Page | undefined;

/** The results' titles for `query`, on one page whose search modal stays open from test to test. */
async function titles(query: string): Promise<string[]> {
  // Opened by the first test, not in a hook: the site is served by browserOnFixtureSite's own before() hook.
  page ??= await openSearch(held.browser, `${held.site.origin}/price-feeds`);
  return searchTitles(page, query);
}

test('an identifier is found by its words, and still as itself', async () => {
  for (const query of ['price oracle', 'Price Oracle', 'priceoracle', 'PriceOracle', 'priceOracle']) assert.equal((await titles(query))[0], 'PriceOracle', query);
  for (const query of ['rate model', 'rate_model', 'rate']) assert.equal((await titles(query))[0], 'rate_model', query);
});

test('a title holding the query word as typed ranks above one holding only its stem', async () => {
  assert.deepEqual((await titles('liquidations')).slice(0, 2), ['Liquidations', 'Liquidation bot']);
  assert.deepEqual((await titles('liquidation')).slice(0, 2), ['Liquidation bot', 'Liquidations']);
});

test("a question in the reader's words finds the pages holding most of them, the title's words first", async () => {
  const question = await titles('how do I create my vault');
  assert.equal(question[0], 'Create a vault');
  assert.ok(question.includes('Questions'), question.join(' | '));
  // Words no page holds never leave the reader without results.
  assert.equal((await titles('how can I set up my price oracle please'))[0], 'PriceOracle');
  // More of the query's words rank higher: both hold "price"; one holds "adapter" too.
  assert.deepEqual((await titles('adapter price')).slice(0, 2), ['Oracle adapter', 'Price feeds']);
});
