// Images of a translated page (i18n/<locale>/docusaurus-plugin-content-{docs,blog}/…): as Docusaurus's image plugin
// resolves them, relative to the file compiled, which is the translation, not the default locale's file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';
import { pngBytes } from '../support/image-bytes.js';

const CONFIG = `${BASE_CONFIG}
docs:
  routeBasePath: docs
i18n:
  defaultLocale: en
  locales: [en, fr]
`;

const FILES = {
  'docs/guide/setup.md': doc({ title: 'Setup' }, '![Screen](../img/screen.png)'),
  'docs/img/screen.png': pngBytes(4, 3),
  'blog/2024-01-01-hello.md': doc({ title: 'Hello', date: '2024-01-01' }, '![Banner](../static/img/banner.png)'),
  'static/img/banner.png': pngBytes(8, 2),
  // The translation has its own picture, beside it, under another name.
  'i18n/fr/docusaurus-plugin-content-docs/current/guide/setup.md': doc({ title: 'Installation' }, '![Écran](../pictures/ecran.png)'),
  'i18n/fr/docusaurus-plugin-content-docs/current/pictures/ecran.png': pngBytes(5, 5),
  // Three folders up from the blog's translation is the site folder.
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md': doc({ title: 'Bonjour', date: '2024-01-01' }, '![Bannière](../../../static/img/banner.png)'),
};

test('a translated page\'s images are found beside its translation and published', async () => {
  const site = await buildFixture(FILES as never, { config: CONFIG });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  const src = site.$('/fr/docs/guide/setup')('main img').attr('src')!;
  assert.match(src, /ecran\.png$/);
  assert.ok(site.files.has(src.replace(/^\//, '')), `${src} is not in the output: ${[...site.files.keys()].filter((f) => f.endsWith('.png')).join(', ')}`);
  assert.equal(site.$('/fr/blog/2024-01-01-hello')('main img').attr('src'), '/fr/img/banner.png');
  // The default locale's pages keep theirs.
  assert.match(site.$('/docs/guide/setup')('main img').attr('src')!, /docs\/img\/screen\.png$/);
});

test('an image that is only beside the default locale\'s file is not found from the translation, as in Docusaurus', async () => {
  const files = { ...FILES, 'i18n/fr/docusaurus-plugin-content-docs/current/guide/setup.md': doc({ title: 'Installation' }, '![Écran](../img/screen.png)') };
  const site = await buildFixture(files as never, { config: CONFIG });
  const broken = site.errors.filter((d) => d.code === 'broken-image');
  assert.equal(broken.length, 1, JSON.stringify(site.errors));
  assert.match(broken[0].file!, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/guide\/setup\.md$/);
  assert.match(broken[0].message, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/img\/screen\.png does not exist/);
});
