// Tag URLs as Docusaurus 3 makes them (src/route/tag-slug.ts, src/shared/kebab-case.ts): lodash's kebabCase of a
// tag written as a string, a tag object's or a tags.yml entry's own permalink.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capitalize, kebabCase } from '../../../src/shared/kebab-case.js';
import { frontMatterTagPermalink, tagLabel, tagPermalink, tagSlug } from '../../../src/route/tag-slug.js';

// Expected values are what lodash 4's kebabCase returns (the function Docusaurus calls).
const KEBAB: [string, string][] = [
  ['Zig 0.15.x', 'zig-0-15-x'],
  ['Node.js', 'node-js'],
  ['v2', 'v-2'],
  ['Web3 apps', 'web-3-apps'],
  ['camelCase', 'camel-case'],
  ['XMLHttpRequest', 'xml-http-request'],
  ['Open Source', 'open-source'],
  ['foo_bar', 'foo-bar'],
  ["don't stop", 'dont-stop'],
  ['1st place', '1st-place'],
  ['Crème brûlée', 'creme-brulee'],
  ['Ærø Straße', 'aero-strasse'],
  ['数据结构', '数据结构'],
  ['Ελληνικά Test', 'ελληνικά-test'],
  ['C++', 'c'],
  ['🚀 launch', '🚀-launch'],
  ['unlocking-acme', 'unlocking-acme'],
  ['!!!', ''],
];
for (const [label, slug] of KEBAB) {
  test(`kebabCase splits words as lodash does: ${JSON.stringify(label)} → ${JSON.stringify(slug)}`, () => assert.equal(kebabCase(label), slug));
}

test('capitalize as lodash: the first letter upper, the rest lower', () => {
  assert.equal(capitalize('open source'), 'Open source');
  assert.equal(capitalize('RESEARCH'), 'Research');
});

test('tagSlug: kebab-case, or the code points of a label without letters or digits, so it gets a page of its own', () => {
  assert.equal(tagSlug('Zig 0.15.x'), 'zig-0-15-x');
  assert.equal(tagSlug('!!!'), 'tag-21-21-21');
});

test('tagPermalink: an explicit permalink as written, slashes folded; otherwise the label\'s slug', () => {
  assert.equal(tagPermalink('News', 'latest/news'), '/latest/news');
  assert.equal(tagPermalink('News', '/latest//news/'), '/latest/news');
  assert.equal(tagPermalink('News', ''), '/news');
  assert.equal(tagPermalink('News'), '/news');
});

test('front matter tags: a string or {label, permalink}; a permalink that is not a string is ignored', () => {
  assert.equal(tagLabel('x'), 'x');
  assert.equal(tagLabel({ label: 'L' }), 'L');
  assert.equal(tagLabel({ permalink: '/p' }), '');
  assert.equal(frontMatterTagPermalink('Open Source'), '/open-source');
  assert.equal(frontMatterTagPermalink({ label: 'Guides', permalink: '/how-to' }), '/how-to');
  assert.equal(frontMatterTagPermalink({ label: 'Guides', permalink: 5 }), '/guides');
});
