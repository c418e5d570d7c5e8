// webpack's inline loader requests as webpack reads them (NormalModuleFactory): an optional prefix (`!`, `!!`, `-!`),
// loaders separated by `!`, each with options after its `?`, and the resource last, with its own `?query`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseLoaderRequest } from '../../../src/load/components/webpack-loader-imports.js';

test('inline loader requests are read as webpack reads them', () => {
  const table: [string, ReturnType<typeof parseLoaderRequest>][] = [
    ['!!image-dimensions-loader!./x.png', { loaders: [{ name: 'image-dimensions-loader' }], resource: './x.png', resourceQuery: '' }],
    ['!a-loader?mode=b&c!./x.txt?raw', { loaders: [{ name: 'a-loader', options: 'mode=b&c' }], resource: './x.txt', resourceQuery: '?raw' }],
    ['-!a-loader?{"x":1}!b-loader!@site/docs/y.md', { loaders: [{ name: 'a-loader', options: '{"x":1}' }, { name: 'b-loader' }], resource: '@site/docs/y.md', resourceQuery: '' }],
    ['a-loader!./x', { loaders: [{ name: 'a-loader' }], resource: './x', resourceQuery: '' }],
    ['!!../loaders/local.js!./x', { loaders: [{ name: '../loaders/local.js' }], resource: './x', resourceQuery: '' }],
    ['./plain.png', undefined],
    ['!!./only-a-resource', undefined],
    ['a-loader!', undefined],
  ];
  for (const [specifier, expected] of table) assert.deepEqual(parseLoaderRequest(specifier), expected, specifier);
});
