// Which content plugin of a Docusaurus config a Markdown file belongs to (load/remark/content-owners.ts), so that
// each file gets its own plugin's remark plugins.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentOwners, ownerOf } from '../../../src/load/remark/content-owners.js';

const config = {
  presets: [['classic', { docs: { path: 'docs', remarkPlugins: ['a'] }, blog: { path: 'news' }, pages: {} }]],
  plugins: [
    ['content-docs', { id: 'community', path: 'community' }],
    ['@docusaurus/plugin-content-blog', { id: 'changes', path: 'changes' }],
    ['/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js', { id: 'api', path: 'docs/api' }],
    ['docusaurus-plugin-sass', {}],
  ],
};

test('the preset and the plugins in `plugins`, by package, path or shorthand', () => {
  const owners = contentOwners(config, '/site');
  assert.deepEqual(owners.map((one) => `${one.kind}:${one.id}`), ['docs:default', 'blog:default', 'pages:default', 'docs:community', 'blog:changes', 'docs:api']);
});

test("a file belongs to the deepest folder's plugin, its versions' and its translations' too", () => {
  const owners = contentOwners(config, '/site');
  const of = (file: string) => {
    const one = ownerOf(file, owners, '/site');
    return one && `${one.kind}:${one.id}`;
  };
  assert.equal(of('/site/docs/intro.md'), 'docs:default');
  assert.equal(of('/site/docs/api/x.md'), 'docs:api');
  assert.equal(of('/site/versioned_docs/version-1/intro.md'), 'docs:default');
  assert.equal(of('/site/community_versioned_docs/version-1/x.md'), 'docs:community');
  assert.equal(of('/site/news/2024-01-01-a.md'), 'blog:default');
  assert.equal(of('/site/src/pages/about.md'), 'pages:default');
  assert.equal(of('/site/i18n/fr/docusaurus-plugin-content-docs-community/current/x.md'), 'docs:community');
  assert.equal(of('/site/i18n/fr/docusaurus-plugin-content-blog/2024-01-01-a.md'), 'blog:default');
  assert.equal(of('/site/elsewhere/x.md'), undefined);
});
