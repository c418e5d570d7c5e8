// The search tokenizer (src/shared/search-index-format.ts), one table: text → the words the index and the query
// keep, identifiers followed by their parts, and the terms those become.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { plainWord, searchTerms, searchWords } from '../../../src/shared/search-index-format.js';

const WORDS: [text: string, words: string[]][] = [
  ['Health factor', ['Health', 'factor']],
  ['PriceOracle', ['PriceOracle', 'Price', 'Oracle']],
  ['priceOracle', ['priceOracle', 'price', 'Oracle']],
  ['getHTTPResponse', ['getHTTPResponse', 'get', 'HTTP', 'Response']],
  ['HTTPServer', ['HTTPServer', 'HTTP', 'Server']],
  ['ERC20Token', ['ERC20Token', 'ERC20', 'Token']],
  // A part of one letter is no word of its own; the identifier still is.
  ['VToken', ['VToken', 'Token']],
  ['iPhone', ['iPhone', 'Phone']],
  // snake_case and kebab-case: `_` and `-` end a word already.
  ['price_oracle', ['price', 'oracle']],
  ['rate-model', ['rate', 'model']],
  ['HTTP API', ['HTTP', 'API']],
  ['Café Crème', ['Café', 'Crème']],
  ['a I x', []],
];

test('words as written: identifiers followed by their parts', () => {
  for (const [text, words] of WORDS) assert.deepEqual(searchWords(text), words, text);
});

test('without parts, the words as they stand', () => {
  assert.deepEqual(searchWords('PriceOracle and getHTTPResponse', { parts: false }), ['PriceOracle', 'and', 'getHTTPResponse']);
});

test('terms: lower case, no accents, singular; plain words keep the plural', () => {
  assert.deepEqual(searchTerms('PriceOracles'), ['priceoracle', 'price', 'oracle']);
  assert.deepEqual(searchTerms('Liquidations'), ['liquidation']);
  assert.equal(plainWord('Liquidations'), 'liquidations');
  assert.equal(plainWord('Crème'), 'creme');
});
