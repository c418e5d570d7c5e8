// Several docs instances (config `docs.instances`, Docusaurus's extra docs plugins): each at its own base path, with
// its own sidebars, ids, prev/next, breadcrumbs, tags and generated indexes; links and navbar items across them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}
docs:
  routeBasePath: docs
  instances:
    - id: community
      path: community-docs
      routeBasePath: community
      sidebars:
        communitySidebar:
          - intro
          - type: category
            label: Events
            link: { type: generated-index }
            items: [events/meetups, events/calls]
    - id: api
      path: api
      routeBasePath: /reference/
navbar:
  items:
    - { label: Docs, doc: intro }
    - { label: Community, doc: intro, docsPluginId: community }
footer:
  groups:
    - title: More
      items:
        - { label: API, doc: overview, docsPluginId: api }
`;

const FILES = {
  'docs/intro.md': doc({ title: 'Docs intro', tags: ['start'], sidebar_position: 1 }, 'Meet [the community](/community-docs/intro.md), the [meetups](../community-docs/events/meetups.md) and the [API](@site/api/overview.md).'),
  'docs/guide.md': doc({ title: 'Guide', sidebar_position: 2 }, 'Guide body.'),
  // The same id as docs/intro.md: fine, ids are per instance.
  'community-docs/intro.md': doc({ title: 'Community intro', tags: ['start'] }, 'Back to [the docs](/docs/intro.md); see [meetups](./events/meetups.md) and [calls](events/calls.md).'),
  'community-docs/events/meetups.md': doc({ title: 'Meetups' }, '![A meetup](./meetup.png)'),
  'community-docs/events/meetup.png': 'not really a png',
  'community-docs/events/calls.md': doc({ title: 'Calls' }, 'Calls body.'),
  'api/overview.md': doc({ title: 'API overview', sidebar_position: 1 }, 'See [the docs intro](/docs/intro.md).'),
  'api/endpoints/_category_.json': JSON.stringify({ label: 'Endpoints', link: { type: 'generated-index' } }),
  'api/endpoints/intro.md': doc({ title: 'Endpoints intro' }, 'Endpoints.'),
};

const hrefs = ($, selector) => $(selector).map((_, el) => $(el).attr('href')).get();

test('each instance is built at its own base path, and a doc id used in two instances is no clash', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.diagnostics, []);
  for (const route of ['/docs/intro', '/docs/guide', '/community/intro', '/community/events/meetups', '/community/events/calls', '/reference/overview', '/reference/endpoints/intro']) {
    assert.ok(site.site!.routeByPath.has(route), `${route} is a route`);
  }
  assert.equal(site.$('/docs/intro')('h1').text(), 'Docs intro');
  assert.equal(site.$('/community/intro')('h1').text(), 'Community intro');
});

test('each instance has its own sidebar, prev/next and breadcrumbs', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  const community = site.$('/community/events/meetups');
  assert.deepEqual(hrefs(community, '.docs-sidebar a'), ['/community/intro', '/community/category/events', '/community/events/meetups', '/community/events/calls']);
  assert.equal(community('.pager-previous').attr('href'), '/community/category/events');
  assert.equal(community('.pager-next').attr('href'), '/community/events/calls');
  assert.deepEqual(community('nav.breadcrumbs li').map((_, el) => community(el).text()).get(), ['Home', 'Events', 'Meetups']);

  const docs = site.$('/docs/intro');
  assert.deepEqual(hrefs(docs, '.docs-sidebar a'), ['/docs/intro', '/docs/guide']);
  assert.equal(docs('.pager-next').attr('href'), '/docs/guide');
  assert.equal(docs('.pager-previous').length, 0);

  // An instance without hand-written sidebars gets one from its folder tree, with its `_category_` generated index.
  const api = site.$('/reference/endpoints/intro');
  assert.deepEqual(hrefs(api, '.docs-sidebar a'), ['/reference/overview', '/reference/category/endpoints', '/reference/endpoints/intro']);
  assert.equal(site.$('/reference/category/endpoints')('.generated-index a').attr('href'), '/reference/endpoints/intro');
  assert.equal(site.$('/community/category/events')('.generated-index a').length, 2);
});

test('.md links across instances resolve from the file, the content folder and the site folder', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(hrefs(site.$('/docs/intro'), '.markdown a'), ['/community/intro', '/community/events/meetups', '/reference/overview']);
  assert.deepEqual(hrefs(site.$('/community/intro'), '.markdown a'), ['/docs/intro', '/community/events/meetups', '/community/events/calls']);
  assert.deepEqual(hrefs(site.$('/reference/overview'), '.markdown a'), ['/docs/intro']);
  // An image beside an instance's doc is published with it.
  const src = site.$('/community/events/meetups')('.markdown img').attr('src');
  assert.ok(site.files.has(src!.slice(1)), `${src} is published`);
});

test('navbar and footer doc items follow docsPluginId', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  const $ = site.$('/docs/guide');
  const link = (selector, text) => $(selector).filter((_, el) => $(el).text() === text).attr('href');
  assert.equal(link('.navbar a', 'Docs'), '/docs/intro');
  assert.equal(link('.navbar a', 'Community'), '/community/intro');
  assert.equal(link('footer a', 'API'), '/reference/overview');
});

test('tags, search records, the sitemap and llms.txt cover every instance', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(hrefs(site.$('/community/tags/start'), 'main a[href^="/community/"]').filter((href) => href === '/community/intro'), ['/community/intro']);
  assert.ok(!hrefs(site.$('/community/tags/start'), 'main a').includes('/docs/intro'), 'an instance tag page lists its own docs only');
  assert.equal(site.$('/community/intro')('meta[name="docsearch:docusaurus_tag"]').attr('content'), 'docs-community-current');
  assert.equal(site.$('/docs/intro')('meta[name="docsearch:docusaurus_tag"]').attr('content'), 'docs-default-current');
  const records = JSON.parse(site.text('search-index/docs.json'));
  const tagOf = new Map(records.map((record) => [record[0], record[3]]));
  assert.equal(tagOf.get('/community/events/calls'), 'docs-community-current');
  assert.equal(tagOf.get('/reference/overview'), 'docs-api-current');
  assert.equal(tagOf.get('/docs/guide'), 'docs-default-current');
  const sitemap = site.text('sitemap.xml');
  for (const route of ['/docs/intro', '/community/intro', '/reference/endpoints/intro']) assert.match(sitemap, new RegExp(`<loc>https://example.test${route}</loc>`));
  const llms = site.text('llms.txt');
  for (const route of ['/docs/intro.md', '/community/events/calls.md', '/reference/overview.md']) assert.ok(llms.includes(`https://example.test${route}`), `llms.txt lists ${route}`);
  assert.ok(site.files.has('community/intro.md'), 'each doc has its Markdown twin');
});

test('a doc item naming another instance\'s doc, or an instance that does not exist, is an error on its config line', async () => {
  const config = `${BASE_CONFIG}
docs:
  instances:
    - { id: community, path: community, routeBasePath: community }
navbar:
  items:
    - { label: Guide, doc: guide, docsPluginId: community }
    - { label: Other, doc: intro, docsPluginId: comunity }
`;
  const site = await buildFixture({ 'docs/guide.md': doc({ title: 'Guide' }), 'community/intro.md': doc({ title: 'Intro' }) }, { config });
  const messages = site.errors.map((e) => [e.line, e.message]);
  assert.deepEqual(messages, [
    [11, 'The link "Guide" names the doc "guide", which is not a doc id of the docs instance "community".'],
    [12, 'The link "Other" names the docs instance "comunity", which this site does not have. Did you mean "community"?'],
  ]);
});

test('a hand-written sidebar of an instance names its own doc ids only', async () => {
  const config = `${BASE_CONFIG}
docs:
  instances:
    - id: community
      path: community
      routeBasePath: community
      sidebars:
        main: [intro, guide]
`;
  const site = await buildFixture({ 'docs/guide.md': doc({ title: 'Guide' }), 'community/intro.md': doc({ title: 'Intro' }) }, { config });
  assert.deepEqual(site.errors.map((e) => e.message), ['The sidebar refers to the doc "guide", which does not exist.']);
});

test('instance ids that clash with other content, repeat, or a folder outside the content root are config errors', async () => {
  const bad = (instances) => buildFixture({ 'docs/a.md': doc({ title: 'A' }) }, { config: `${BASE_CONFIG}\ndocs:\n  instances:\n${instances}` });
  const reserved = await bad('    - { id: blog, path: more, routeBasePath: more }\n');
  assert.match(reserved.errors[0].message, /docs\.instances\.0\.id|docs\.instances\[0\]\.id|"blog"/);
  const twice = await bad('    - { id: a, path: a, routeBasePath: a }\n    - { id: a, path: b, routeBasePath: b }\n');
  assert.match(twice.errors.map((e) => e.message).join('\n'), /given twice/);
  const outside = await bad('    - { id: a, path: ../elsewhere, routeBasePath: a }\n');
  assert.match(outside.errors[0].message, /docs\.instances\[0\]\.path is "\.\.\/elsewhere", which is outside the content folder/);
});
