// `migrate` carries a Docusaurus config's i18n over (src/migrate/translate-i18n.ts): the same keys, written only for
// a site with more than one locale or locale options.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateConfig } from '../../../src/migrate/translate.js';

const translated = (i18n: unknown) => translateConfig({ docusaurus: { title: 'T', url: 'https://docs.example.com', baseUrl: '/', i18n }, pagesDir: 'src/pages' });

test('a Docusaurus i18n block is carried over with its locales and their options', () => {
  const { config, notes } = translated({
    defaultLocale: 'en',
    locales: ['en', 'fr', 'he'],
    path: 'i18n',
    localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr', url: 'https://fr.example.com/', baseUrl: '/', translate: true }, he: { direction: 'rtl', label: 'עברית' } },
  });
  assert.deepEqual(config.i18n, {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'he'],
    localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr', url: 'https://fr.example.com', baseUrl: '/', translate: true }, he: { direction: 'rtl', label: 'עברית' } },
  });
  assert.equal(notes.some((note) => /i18n/.test(note)), false, notes.join('\n'));
});

test('a site with one locale gets no i18n block; an unknown locale option is named', () => {
  assert.equal(translated({ defaultLocale: 'en', locales: ['en'] }).config.i18n, undefined);
  const { config, notes } = translated({ defaultLocale: 'en', locales: ['en', 'de'], path: './translations/', localeConfigs: { de: { label: 'Deutsch', other: 1 } } });
  assert.deepEqual(config.i18n, { defaultLocale: 'en', locales: ['en', 'de'], path: 'translations', localeConfigs: { de: { label: 'Deutsch' } } });
  assert.deepEqual(notes.filter((note) => /i18n/.test(note)), ['i18n.localeConfigs.de.other: not translated.']);
});

test('a localeDropdown navbar item is carried over as lendocs\'s own', () => {
  const { config, notes } = translateConfig({
    docusaurus: { title: 'T', url: 'https://docs.example.com', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } } },
    pagesDir: 'src/pages',
  });
  assert.deepEqual(config.navbar.items, [{ type: 'localeDropdown', position: 'right' }]);
  assert.equal(notes.some((note) => /localeDropdown/.test(note)), false, notes.join('\n'));
});
