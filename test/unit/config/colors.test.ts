// The theme's colours (colors.primary, colors.primaryDark) are written into the stylesheet: one a browser cannot read
// is a config error at its key and line, saying what a colour looks like, never a declaration every browser drops.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../../src/config/load.js';
import { isCssColor } from '../../../src/config/css-color.js';
import { BASE_CONFIG } from '../../support/site-config.js';
import { tempDir, writeFiles } from '../../support/temp.js';

async function errorsOf(config: string) {
  const { diagnostics } = await loadConfig(writeFiles(tempDir(), { 'lendocs.config.yml': config }));
  return diagnostics.filter((d) => d.severity === 'error');
}

test('a colour that is no CSS colour is an error naming the file, the key, its line and what to write', async () => {
  for (const [key, value] of [['primary', 'reddish'], ['primaryDark', '"#12345"'], ['primary', 'rgb(1 2)'], ['primary', 'rgb(red green blue)'], ['primary', '"red; } body { display: none"']]) {
    const errors = await errorsOf(`${BASE_CONFIG}colors:\n  ${key}: ${value}\n`);
    assert.equal(errors.length, 1, `${key}: ${value}`);
    const [error] = errors;
    assert.match(error.file!, /lendocs\.config\.yml$/);
    assert.equal(error.line, 6);
    assert.match(error.message, new RegExp(`colors\\.${key}`));
    assert.match(error.message, /a CSS colour such as "#2e8555"/);
  }
});

test('the colours browsers read are accepted', async () => {
  for (const value of ['"#2e8555"', '"#abc"', '"#abcd"', '"#2e855580"', 'teal', 'RebeccaPurple', 'rgb(46 133 85)', 'rgba(46, 133, 85, 0.5)', 'hsl(150deg 49% 35%)', 'oklch(0.6 0.1 150 / 50%)', 'lab(52 -40 20)', 'hwb(150 20% 40%)']) {
    assert.deepEqual(await errorsOf(`${BASE_CONFIG}colors:\n  primary: ${value}\n  primaryDark: ${value}\n`), [], value);
  }
});

test('isCssColor: hex lengths, functions of numbers, and named colours only', () => {
  for (const value of ['#fff', '#ffff', '#ffffff', '#ffffff00', 'transparent', 'currentColor', 'rgb(0 0 0 / .5)', 'hsla(1, 2%, 3%, 0.4)']) assert.ok(isCssColor(value), value);
  for (const value of ['reddish', '#ff', '#fffff', '#fffffff', 'rgb()', 'rgb(1 2)', 'rgb(1 2 3 4 5)', 'blue;}', 'rgb(var 1 2)', '']) assert.ok(!isCssColor(value), value);
});
