// Chinese and Japanese, written without spaces between words, are kept in the index as character bigrams and each
// run's last character (src/shared/search-index-format.ts), and queried as bigrams; text without them is cut as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchTerms, searchWords, termMatches, termShardsOf } from '../../../src/shared/search-index-format.js';
import { markTerms } from '../../../src/client/search/query.js';

test('a Chinese run is its bigrams and its last character; a query run its bigrams alone', () => {
  assert.deepEqual(searchWords('安装指南'), ['安装', '装指', '指南', '南']);
  assert.deepEqual(searchWords('安装指南', { tails: false }), ['安装', '装指', '指南']);
  assert.deepEqual(searchWords('装'), ['装']);
  assert.deepEqual(searchWords('装', { tails: false }), ['装']);
});

test('punctuation and Latin words end a run; Latin words are cut as always', () => {
  assert.deepEqual(searchTerms('使用Node安装。配置 PriceOracle'), ['使用', '用', 'node', '安装', '装', '配置', '置', 'priceoracle', 'price', 'oracle']);
});

test('Japanese kana and the long-vowel mark stay in one run', () => {
  assert.deepEqual(searchWords('サーバー設定'), ['サー', 'ーバ', 'バー', 'ー設', '設定', '定']);
});

test('text without Chinese or Japanese is cut exactly as before', () => {
  const text = 'Install the SDK, then run `npm start` — café naïve HTTPServer rate_model a';
  assert.deepEqual(searchWords(text), ['Install', 'the', 'SDK', 'then', 'run', 'npm', 'start', 'café', 'naïve', 'HTTPServer', 'HTTP', 'Server', 'rate', 'model']);
});

test('a word of one Chinese character matches the bigrams it begins; a bigram only itself', () => {
  assert.ok(termMatches('安装', '安'));
  assert.ok(termMatches('安', '安'));
  assert.ok(!termMatches('安装', '装'));
  assert.ok(termMatches('安装', '安装'));
  assert.ok(!termMatches('安装器', '安装'));
  // The shards that may hold the terms a character begins: the one its place falls in, and each that starts with it.
  assert.deepEqual(termShardsOf('安', ['a', '安全', '安装', '指南']), [0, 1, 2]);
});

test("a result's excerpt marks the query's bigrams inside a Chinese sentence", () => {
  assert.equal(markTerms('请阅读安装指南。', ['安装', '装指', '指南']), '请阅读<mark>安装</mark><mark>指南</mark>。');
  assert.equal(markTerms('Read the guide', ['guide']), 'Read the <mark>guide</mark>');
});
