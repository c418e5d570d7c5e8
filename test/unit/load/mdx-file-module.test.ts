// The module made of an MDX file's own code (src/load/mdx/file-module.ts): each import/export block at its line in
// the file, so the bundler's messages name the file's own lines, then one component per expression it draws and one function per prop it computes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXPRESSION_EXPORT, exportedNames, fileModuleSource, VALUE_EXPORT } from '../../../src/load/mdx/file-module.js';

test('each block is at its line in the file (body line 5 is the first), the expressions after them', () => {
  const source = fileModuleSource({ blocks: [{ row: 0, text: "import a from './a';" }, { row: 3, text: 'export const b = 1;\nexport const c = () => <i />;' }], expressions: ['items.map((i) => i)'], values: ['items.length * 2'] }, 5);
  const lines = source.split('\n');
  assert.equal(lines[4], "import a from './a';");
  assert.equal(lines[7], 'export const b = 1;');
  assert.equal(lines[8], 'export const c = () => <i />;');
  assert.deepEqual(lines.slice(9, 13), [`export function ${EXPRESSION_EXPORT}0({ props }) {`, '  return <>{(items.map((i) => i)', '  )}</>;', '}']);
  assert.deepEqual(lines.slice(13, 17), [`export function ${VALUE_EXPORT}0({ props }) {`, '  return (items.length * 2', '  );', '}']);
});

test('a block that runs past the line of the next one pushes it down, never over it', () => {
  const lines = fileModuleSource({ blocks: [{ row: 0, text: 'export const a = [\n1,\n2];' }, { row: 1, text: 'export const b = 2;' }], expressions: [], values: [] }, 1).split('\n');
  assert.deepEqual(lines.slice(0, 4), ['export const a = [', '1,', '2];', 'export const b = 2;']);
});

test('exportedNames: every name the blocks export, as the walk reads them; not those in code fences', () => {
  const body = [
    'export const Grid = () => <div className="grid" />;', 'export function Card() {}', 'export async function load() {}', 'export class Store {}',
    '',
    'export let a = 1, b = 2;', 'export const { x, y: [z] } = source;',
    '',
    "import Tabs from '@theme/Tabs';", 'const d = 1;', 'const notExported = 2;', 'export { d };',
    '',
    'export { c };', '',
    '```js', 'export const InFence = 1;', '```', '~~~~', '```', 'export const InTilde = 1;', '~~~~', '',
    '  export const Indented = 1;', '', 'export default X;', '', 'export const = broken', '',
  ].join('\n');
  assert.deepEqual([...exportedNames(body)], ['Grid', 'Card', 'load', 'Store', 'a', 'b', 'x', 'z', 'd']);
});
