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

test("a docs plugin's docItemComponent other than @theme/DocItem is named in a note, for the docs and another instance", () => {
  const { notes } = translate({ docs: { docItemComponent: '@theme/DocItem' } }, [['@docusaurus/plugin-content-docs', { id: 'rest-api', path: 'api', routeBasePath: 'api', docItemComponent: '@theme/ApiItem' }]]);
  assert.deepEqual(notes.filter((note) => note.includes('docItemComponent')), [
    'plugin @docusaurus/plugin-content-docs (id rest-api): docItemComponent "@theme/ApiItem" is not translated: lendocs draws its own doc page around each doc\'s content, so what that component gives the content\'s components (a theme\'s store, its layout) is missing; a component that needs it is one warning naming it, and its pages show its children in its place.',
  ]);
  assert.equal(translate({ docs: { docItemComponent: '@theme/ApiItem' } }).notes.filter((note) => note.startsWith('docs: docItemComponent')).length, 1);
});
