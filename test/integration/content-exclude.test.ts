// A content folder's `exclude` (Docusaurus's content plugins' option, which migrate keeps): the files it names are not
// pages, in the docs (and their released versions), another docs instance, the blog and the pages folder; given,
// it replaces the defaults, so a `_`-prefixed file it does not name is a page, as in Docusaurus.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const FILES = {
  'versions.json': JSON.stringify(['1.0']),
  'docs/intro.md': doc({ title: 'Intro' }, 'Hello.'),
  'docs/NOTES.md': '# Notes for the team\n',
  'docs/drafts/wip.md': doc({ title: 'Work in progress' }, 'Soon.'),
  'docs/_shown.md': doc({ title: 'Shown' }, 'An underscore, not excluded.'),
  'versioned_docs/version-1.0/intro.md': doc({ title: 'Intro 1.0' }, 'One.'),
  'versioned_docs/version-1.0/NOTES.md': '# Old notes\n',
  'guides/start.md': doc({ title: 'Start' }, 'Go.'),
  'guides/NOTES.md': '# Guide notes\n',
  'blog/2024-01-01-hello.md': doc({ title: 'Hello' }, 'Post.'),
  'blog/NOTES.md': '# Blog notes\n',
  'pages/about.md': doc({ title: 'About' }, 'Us.'),
  'pages/NOTES.md': '# Page notes\n',
};

const CONFIG = `${BASE_CONFIG}docs:
  routeBasePath: docs
  exclude: ['**/NOTES.md', 'drafts/**']
  instances:
    - { id: guides, path: guides, routeBasePath: guides, exclude: ['**/NOTES.md'] }
blog:
  exclude: ['**/NOTES.md']
pages:
  exclude: ['**/NOTES.md']
`;

const routesOf = (site: { site?: { routes: { path: string }[] } }) => new Set(site.site?.routes.map((route) => route.path));

test("each folder's exclude leaves its files out, and replaces the defaults", async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  const routes = routesOf(site);
  for (const present of ['/docs/next/intro', '/docs/intro', '/guides/start', '/about', '/docs/next/_shown']) assert.ok(routes.has(present), `${present} in ${[...routes].join(' ')}`);
  for (const absent of ['/docs/next/NOTES', '/docs/next/drafts/wip', '/docs/NOTES', '/guides/NOTES', '/blog/NOTES', '/NOTES']) assert.ok(!routes.has(absent), `${absent} is left out`);
  assert.ok(![...routes].some((route) => /NOTES/.test(route)), [...routes].join(' '));
});

test('without exclude the defaults apply: every Markdown file but the `_`-prefixed ones is a page', async () => {
  const site = await buildFixture(FILES, { config: `${BASE_CONFIG}docs:\n  routeBasePath: docs\n  instances:\n    - { id: guides, path: guides, routeBasePath: guides }\n` });
  assert.deepEqual(site.errors, []);
  const routes = routesOf(site);
  for (const present of ['/docs/next/NOTES', '/docs/next/drafts/wip', '/guides/NOTES', '/NOTES']) assert.ok(routes.has(present), `${present} in ${[...routes].join(' ')}`);
  assert.ok(![...routes].some((route) => route.includes('_shown')));
});
