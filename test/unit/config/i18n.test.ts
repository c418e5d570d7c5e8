// The `i18n` block of the site config (src/config/i18n-schema.ts), as Docusaurus's: its keys and defaults, and each
// mistake named at its key. How `migrate` writes it: test/unit/migrate/translate-i18n.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../../src/config/load.js';
import { BASE_CONFIG } from '../../support/site-config.js';
import { tempDir, writeFiles } from '../../support/temp.js';

const load = (yaml: string) => loadConfig(writeFiles(tempDir(), { 'lendocs.config.yml': `${BASE_CONFIG}${yaml}` }));

test('i18n takes Docusaurus\'s keys, with its defaults', async () => {
  const { config, diagnostics } = await load(
    'i18n:\n  defaultLocale: en\n  locales: [en, fr, ar]\n  localeConfigs:\n    fr: { label: Français, htmlLang: fr-FR, calendar: gregory, path: francais }\n    ar: { direction: rtl, url: "https://ar.example.com", baseUrl: /, translate: true }\n',
  );
  assert.deepEqual(diagnostics.filter((d) => d.severity === 'error'), []);
  assert.deepEqual(config!.i18n, {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'ar'],
    path: 'i18n',
    localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR', calendar: 'gregory', path: 'francais' }, ar: { direction: 'rtl', url: 'https://ar.example.com', baseUrl: '/', translate: true } },
  });
});

test('a site without i18n resolves to a config without it', async () => {
  const { config } = await load('');
  assert.equal('i18n' in config!, false);
});

test('each mistake in i18n is named at its key', async () => {
  const cases: [string, RegExp][] = [
    ['i18n:\n  defaultLocale: de\n  locales: [en, fr]\n', /i18n\.defaultLocale.*"de" is not one of the locales \(en, fr\)/s],
    ['i18n:\n  defaultLocale: en\n  locales: [en, fr, en]\n', /"en" is listed twice/],
    ['i18n:\n  defaultLocale: en\n  locales: [en]\n  localeConfigs:\n    es: { label: Español }\n', /"es" is not one of the locales/],
    ['i18n:\n  defaultLocale: en\n  locales: [en, "../x"]\n', /a locale name such as "en"/],
    ['i18n:\n  defaultLocale: en\n  locales: [en]\n  path: ../elsewhere\n', /a folder inside the site folder/],
    ['i18n:\n  defaultLocale: en\n  locales: [en, fr]\n  localeConfigs:\n    fr: { direction: up }\n', /i18n\.localeConfigs\.fr\.direction/],
    ['i18n:\n  locales: [en]\n', /i18n\.defaultLocale/],
  ];
  for (const [yaml, expected] of cases) {
    const { config, diagnostics } = await load(yaml);
    assert.equal(config, undefined, yaml);
    assert.match(diagnostics.map((d) => `${d.message} ${d.hint ?? ''}`).join('\n'), expected, yaml);
  }
});
