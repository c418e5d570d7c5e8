import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CLIENT_STRINGS, clientStringsPayload, pluralForm } from '../../../src/shared/client-strings.js';

test('no payload without translations, or when every translation is the English', () => {
  assert.equal(clientStringsPayload(undefined), undefined);
  assert.equal(clientStringsPayload({}), undefined);
  assert.equal(clientStringsPayload({ 'theme.CodeBlock.copy': 'Copy', 'theme.common.editThisPage': 'Modifier' }), undefined);
});

test("an own id takes its stand-in's translation, and its own over that", () => {
  assert.deepEqual(clientStringsPayload({ 'theme.CodeBlock.copied': 'Copié' }), { 'theme.CodeBlock.copied': 'Copié', 'lendocs.CodeBlock.copiedAriaLabel': 'Copié' });
  assert.equal(clientStringsPayload({ 'theme.CodeBlock.copied': 'Copié', 'lendocs.CodeBlock.copiedAriaLabel': 'Copié dans le presse-papiers' })!['lendocs.CodeBlock.copiedAriaLabel'], 'Copié dans le presse-papiers');
});

test('every stand-in is an id of Docusaurus', () => {
  for (const entry of Object.values(CLIENT_STRINGS) as { or?: string }[]) if (entry.or) assert.match(entry.or, /^theme\./);
});

test("plural forms follow the locale's rules, as Docusaurus's usePluralForm", () => {
  assert.equal(pluralForm('one|many', 1, 'en'), 'one');
  assert.equal(pluralForm('one|many', 0, 'en'), 'many');
  assert.equal(pluralForm('one|many', 0, 'fr'), 'one');
  // Russian: one, few, many, other.
  assert.equal(pluralForm('a|b|c|d', 3, 'ru'), 'b');
  assert.equal(pluralForm('a|b|c|d', 5, 'ru'), 'c');
  assert.equal(pluralForm('single', 5, 'en'), 'single');
});

test('with fewer forms than the locale has categories, a category takes its own place, the last form past the end', () => {
  // Russian with three forms (Docusaurus's own translations): 3 is `few`, the second form; 5 is `many`, the third.
  assert.equal(pluralForm('a|b|c', 3, 'ru'), 'b');
  assert.equal(pluralForm('a|b|c', 5, 'ru'), 'c');
  assert.equal(pluralForm('a|b|c', 1.5, 'ru'), 'c');
  // Chinese has one category, `other`: the first form, whatever the count.
  assert.equal(pluralForm('One post|{count} posts', 8, 'zh'), 'One post');
});
