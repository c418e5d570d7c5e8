// Docusaurus's blog option `authorsMapPath`: the authors file posts name authors from, relative to the blog folder
// (default authors.yml). A site whose build script writes `authors.generated.yml` first names that file. `migrate`
// keeps the option, for the main blog and for another blog, and the build reads the file it names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildMigrated, migrateSite } from '../support/migrated-site.js';

const CONFIG = `module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [['classic', { docs: false, blog: { authorsMapPath: 'authors.generated.yml' } }]],
  plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news', authorsMapPath: './people.yml' }]],
};
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'blog/authors.generated.yml': 'ada:\n  name: Ada Generated\n  title: Maintainer\n',
  'blog/2024-01-01-first.md': '---\ntitle: First\nauthors: [ada]\n---\n\nOne.\n',
  'news/people.yml': 'bob:\n  name: Bob Person\n',
  'news/2024-02-01-launch.md': '---\ntitle: Launch\nauthors: bob\n---\n\nTwo.\n',
};

test("a blog's authorsMapPath is kept by migrate and read by the build", async () => {
  const { root, config } = await migrateSite(FILES);
  assert.equal(config.blog.authorsMapPath, 'authors.generated.yml');
  assert.equal(config.blog.instances[0].authorsMapPath, 'people.yml');
  const built = await buildMigrated(root);
  assert.match(built.page('blog/2024/01/01/first')('article').text(), /Ada Generated/);
  assert.match(built.page('news/2024/02/01/launch')('article').text(), /Bob Person/);
});
