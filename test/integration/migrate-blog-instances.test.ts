// `lendocs migrate` of a site with extra blog plugins: each becomes a `blog.instances` entry with its folder, base
// path and options (a note says so, and it is no longer called left out), and the migrated site builds them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildMigrated, migrateSite } from '../support/migrated-site.js';

const CONFIG = `module.exports = {
  title: 'Acme', url: 'https://acme.dev', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  plugins: [
    ['@docusaurus/plugin-content-blog', { id: 'events', routeBasePath: 'events', path: './events', blogTitle: 'Events', postsPerPage: 5 }],
    ['@docusaurus/plugin-content-blog', { id: 'docs', path: 'changelog', routeBasePath: '/changelog/', showReadingTime: false }],
  ],
  themeConfig: { footer: { links: [{ title: 'More', items: [{ label: 'Events', to: '/events' }] }] } },
};
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'docs/intro.md': '# Intro\n\nSee [the meetup](../events/2024-05-01-meetup.md).\n',
  'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nMain.\n',
  'events/2024-05-01-meetup.md': '---\ntitle: Meetup\n---\n\nCome.\n',
  'changelog/2024-06-01-v2.md': '---\ntitle: Version 2\n---\n\nNew.\n',
};

test('extra blog plugins become blog instances, and the migrated site builds each blog at its URLs', async () => {
  const { root, output, config } = await migrateSite(FILES);
  const feed = { types: ['rss', 'atom'], limit: 20 };
  assert.deepEqual(config.blog.instances, [
    { id: 'events', path: 'events', postUrl: 'date-folders', emptyList: true, title: 'Events', postsPerPage: 5, routeBasePath: 'events', sidebarCount: 5, feed },
    { id: 'docs-instance', path: 'changelog', postUrl: 'date-folders', emptyList: true, routeBasePath: 'changelog', sidebarCount: 5, showReadingTime: false, feed },
  ]);
  assert.match(output, /\(id events\): kept as the blog "events" \(events\/ at \/events\)/);
  assert.match(output, /\(id docs\): its id is "docs-instance" in lendocs/);
  assert.doesNotMatch(output, /another blog; not built/);
  const { read } = await buildMigrated(root);
  assert.match(read('events/2024/05/01/meetup/index.html'), /Meetup/);
  assert.match(read('changelog/2024/06/01/v2/index.html'), /Version 2/);
  assert.match(read('intro/index.html'), /href="\/events\/2024\/05\/01\/meetup"/);
  assert.match(read('events/rss.xml'), /Meetup/);
});
