// A relative URL link in Markdown (`[x](setup)`, `[x](guide/start)`, no .md) is resolved as Docusaurus's router
// resolves it when it draws the page: against the page's own path under the trailingSlash rule, which for a folder's
// index doc (index.md, README.md, or named as its folder) is `/ops/archive/`, or `/ops/archive` with
// trailingSlash: false. The link is written as the path it leads to, as Docusaurus's server render writes it.
// A `.md` link is resolved from the file, whatever the page's path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const FILES = {
  'docs/ops/archive/index.md': doc({ title: 'Archive' }, '[Start](archive/start), [up](other), [file](./start.md), [here](#part).\n\n## Part'),
  'docs/ops/archive/start.md': doc({ title: 'Start' }, '[Sibling](setup?tab=a#top), [parent](../other).'),
  'docs/ops/archive/setup.md': doc({ title: 'Setup' }, 'Setup.'),
  'docs/ops/other.md': doc({ title: 'Other' }, 'Other.'),
  'docs/ops/cluster/cluster.md': doc({ title: 'Cluster' }, '[Nodes](cluster/nodes).'),
  'docs/ops/cluster/nodes.md': doc({ title: 'Nodes' }, 'Nodes.'),
};

const hrefs = (site: Awaited<ReturnType<typeof buildFixture>>, route: string) => site.$(route)('.markdown a:not(.hash-link):not(.heading-anchor)').map((_, a) => site.$(route)(a).attr('href')).get();

test('with trailingSlash: false an index doc\'s relative links start from its folder, and every relative link is written as its path', async () => {
  const site = await buildFixture(FILES, { config: `${BASE_CONFIG}trailingSlash: false\n` });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  assert.deepEqual(hrefs(site, '/ops/archive.html'), ['/ops/archive/start', '/ops/other', '/ops/archive/start', '#part']);
  assert.deepEqual(hrefs(site, '/ops/archive/start.html'), ['/ops/archive/setup?tab=a#top', '/ops/other']);
  assert.deepEqual(hrefs(site, '/ops/cluster.html'), ['/ops/cluster/nodes']);
});

test('without trailingSlash an index doc\'s path ends with a slash, as Docusaurus gives it, so the same link leads one folder deeper', async () => {
  const site = await buildFixture(FILES, { config: `${BASE_CONFIG}onBrokenLinks: warning\n` });
  const broken = site.warnings.filter((d) => d.code === 'broken-link').map((d) => d.message);
  assert.equal(broken.length, 3, broken.join('\n'));
  assert.match(broken.join('\n'), /"archive\/start": no page or file of this site is at \/ops\/archive\/archive\/start\./);
  assert.match(broken.join('\n'), /"cluster\/nodes": no page or file of this site is at \/ops\/cluster\/cluster\/nodes\./);
  // A doc that is no index: its path has no slash, and its links are written whole, so they lead where Docusaurus's
  // do even when the page is served at /ops/archive/start/.
  assert.deepEqual(hrefs(site, '/ops/archive/start'), ['/ops/archive/setup?tab=a#top', '/ops/other']);
});
