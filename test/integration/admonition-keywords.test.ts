// A site's own admonition keywords (Docusaurus's `admonitions.keywords`, lendocs' `markdown.admonitionKeywords`):
// `:::cpp` is an admonition drawn like a note, titled with the keyword, with its own class for the site's CSS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';
import { translateConfig } from '../../src/migrate/translate.js';

const body = '# Home\n\n:::cpp\n\nIn C++ you would write `auto`.\n\n:::\n\n:::go[Coming from Go]\n\nLike `var`.\n\n:::\n\n:::js\n\nNot declared.\n\n:::\n';

test('declared keywords are admonitions, titled with the keyword or with their own title', async () => {
  const site = await buildFixture({ 'docs/index.md': body }, { config: `${BASE_CONFIG}markdown:\n  admonitionKeywords: [cpp, go, js]\n` });
  assert.deepEqual(site.errors, []);
  const $ = site.$('/');
  const cpp = $('.admonition-cpp');
  assert.equal(cpp.length, 1);
  assert.ok(cpp.hasClass('admonition') && cpp.hasClass('admonition-note'));
  assert.equal(cpp.find('.admonition-heading').text(), 'Cpp');
  assert.equal(cpp.find('.admonition-content code').text(), 'auto');
  assert.equal($('.admonition-go .admonition-heading').text(), 'Coming from Go');
  assert.equal($('.admonition-js .admonition-content').text().trim(), 'Not declared.');
});

test('an undeclared keyword is a warning at its line, whose hint names the config key; its text is kept, as Docusaurus keeps it', async () => {
  const site = await buildFixture({ 'docs/index.md': body }, { config: `${BASE_CONFIG}markdown:\n  admonitionKeywords: [cpp, go]\n` });
  assert.deepEqual(site.errors, []);
  const warnings = site.warnings.filter((w) => w.code === 'unknown-directive');
  assert.equal(warnings.length, 1, site.warnings.map((w) => w.message).join('\n'));
  assert.match(warnings[0].message, /Unknown directive ":::js"/);
  assert.equal(warnings[0].line, 15);
  assert.match(warnings[0].hint!, /markdown\.admonitionKeywords: \[js\]/);
  const $ = site.$('/');
  assert.equal($('.admonition-js').length, 0);
  assert.equal($('.markdown div:not([class]) > p').text(), 'Not declared.');
});

test('a keyword that is not one word of lowercase letters is a config error at its line', async () => {
  const site = await buildFixture({ 'docs/index.md': '# Home\n' }, { config: `${BASE_CONFIG}markdown:\n  admonitionKeywords: ["C++"]\n` });
  assert.equal(site.errors.length, 1);
  assert.match(site.errors[0].message, /admonitionKeywords/);
  assert.match(site.errors[0].file!, /lendocs\.config\.yml$/);
});

test("migrate carries the content plugins' admonition keywords over, without Docusaurus's own types", () => {
  const { config, notes } = translateConfig({
    docusaurus: { title: 'Acme', url: 'https://acme.dev', presets: [['classic', { docs: { admonitions: { keywords: ['cpp', 'go', 'note'], extendDefaults: true } }, blog: { admonitions: { keywords: ['js'] } } }]] },
    pagesDir: 'src/pages',
  });
  assert.deepEqual(config.markdown.admonitionKeywords, ['cpp', 'go', 'js']);
  assert.ok(!notes.some((note) => note.includes('admonitions')), notes.join('\n'));
  const plain = translateConfig({ docusaurus: { title: 'Acme', url: 'https://acme.dev' }, pagesDir: 'src/pages' });
  assert.equal(plain.config.markdown.admonitionKeywords, undefined);
});
