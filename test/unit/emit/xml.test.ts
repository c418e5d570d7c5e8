// Feeds and the sitemap are XML 1.0 (src/emit/xml.ts): characters it forbids are dropped (issue 15, item 17).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeXml } from '../../../src/emit/xml.js';

test('escapeXml drops the characters XML 1.0 forbids and keeps tab, newline and astral characters', () => {
  assert.equal(escapeXml('a\x00b\x0Bc\x0Cd\x1Fe\uFFFEf\uFFFFg\ud800h'), 'abcdefgh');
  assert.equal(escapeXml('t\tn\nr\r 😀 é'), 't\tn\nr\r 😀 é');
});
