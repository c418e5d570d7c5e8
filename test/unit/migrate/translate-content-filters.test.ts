// The content plugins' `exclude` carries over (docs, blog, pages, other docs and blog instances); `include` is a
// note unless it is Docusaurus's default.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateConfig } from '../../../src/migrate/translate.js';
import { configSchema } from '../../../src/config/schema.js';

const EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/NOTES.md'];

const translate = (classic: Record<string, unknown>, plugins: unknown[] = []) =>
  translateConfig({ docusaurus: { title: 'Acme', url: 'https://example.com', baseUrl: '/', presets: [['classic', classic]], plugins }, pagesDir: 'src/pages' });

test("each content plugin's exclude is kept as its folder's exclude, and the config is valid", () => {
  const { config, notes } = translate(
    { docs: { exclude: EXCLUDE, include: ['**/*.{md,mdx}'] }, blog: { exclude: EXCLUDE }, pages: { exclude: ['**/drafts/**'] } },
    [
      ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', include: ['**/*.{md,mdx}'], exclude: EXCLUDE }],
      ['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news', exclude: ['**/old/**'] }],
    ],
  );
  assert.deepEqual(config.docs.exclude, EXCLUDE);
  assert.deepEqual(config.blog.exclude, EXCLUDE);
  assert.deepEqual(config.pages, { exclude: ['**/drafts/**'] });
  assert.deepEqual(config.docs.instances[0].exclude, EXCLUDE);
  assert.deepEqual(config.blog.instances[0].exclude, ['**/old/**']);
  // Docusaurus's default include needs nothing.
  assert.deepEqual(notes.filter((note) => /include|exclude/.test(note)), []);
  const parsed = configSchema.safeParse(config);
  assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
});

test('without exclude nothing is written; another include, or an exclude that is not globs, is a note', () => {
  const plain = translate({ docs: {}, blog: {} });
  assert.equal(plain.config.docs?.exclude, undefined);
  assert.equal(plain.config.blog.exclude, undefined);
  assert.equal(plain.config.pages, undefined);
  const { config, notes } = translate({ docs: { include: ['guides/**/*.md'], exclude: 'drafts' }, pages: { include: ['**/*.mdx'] } });
  assert.equal(config.docs?.exclude, undefined);
  assert.ok(notes.some((note) => note.startsWith('docs.include: not translated')), notes.join('\n'));
  assert.ok(notes.some((note) => note.startsWith('docs.exclude: not a list of globs')), notes.join('\n'));
  assert.ok(notes.some((note) => note.startsWith('pages.include: not translated')), notes.join('\n'));
});

test("a docs plugin's docItemComponent other than @theme/DocItem is kept, for the docs and another instance; one lendocs cannot find is named in a note", () => {
  const { config, notes } = translate({ docs: { docItemComponent: '@theme/DocItem' } }, [['@docusaurus/plugin-content-docs', { id: 'rest-api', path: 'api', routeBasePath: 'api', docItemComponent: '@theme/ApiItem' }]]);
  assert.equal(config.docs?.docItemComponent, undefined);
  assert.equal(config.docs?.instances?.[0]?.docItemComponent, '@theme/ApiItem');
  configSchema.parse(config);
  const said = notes.filter((note) => note.includes('docItemComponent'));
  assert.equal(said.length, 1, said.join('\n'));
  assert.ok(said[0].startsWith('plugin @docusaurus/plugin-content-docs (id rest-api): docItemComponent "@theme/ApiItem" kept: each doc page is drawn through it'), said[0]);
  assert.equal(translate({ docs: { docItemComponent: '@site/src/ApiDoc' } }).config.docs?.docItemComponent, '@site/src/ApiDoc');
  const other = translate({ docs: { docItemComponent: 'some-package/DocItem' } });
  assert.equal(other.config.docs?.docItemComponent, undefined);
  assert.ok(other.notes.some((note) => note.startsWith('docs: docItemComponent "some-package/DocItem" is not translated')), other.notes.join('\n'));
});
