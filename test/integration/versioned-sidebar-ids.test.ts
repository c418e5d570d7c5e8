// Docusaurus 2 gave a released version's docs a second id, `version-<name>/<id>`, and its versioned sidebars files
// (versioned_sidebars/version-<name>-sidebars.json) named docs by it. Docusaurus 2 read both ids in a released
// version's sidebars; the docs folder itself ("current") has no such id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}
docs:
  routeBasePath: docs
`;

const hrefs = ($, selector) => $(selector).map((_, el) => $(el).attr('href')).get();

const FILES = {
  'versions.json': JSON.stringify(['1.0']),
  'docs/intro.md': doc({ title: 'Intro next' }, 'Next.'),
  'versioned_docs/version-1.0/intro.md': doc({ title: 'Intro 1.0' }, 'Old.'),
  'versioned_docs/version-1.0/guides/setup.md': doc({ title: 'Setup 1.0' }, 'Old.'),
  'versioned_docs/version-1.0/guides/tuning.md': doc({ title: 'Tuning 1.0' }, 'Old.'),
  'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({
    'version-1.0/docs': [
      'version-1.0/intro',
      {
        type: 'category',
        label: 'Guides',
        collapsed: false,
        link: { type: 'doc', id: 'version-1.0/guides/setup' },
        items: [{ type: 'doc', id: 'version-1.0/guides/tuning' }, 'guides/setup'],
      },
    ],
  }),
};

test('a released version\'s sidebars name its docs by their Docusaurus 2 versioned ids or their own ids', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.diagnostics, []);
  const page = site.$('/docs/intro');
  assert.equal(page('h1').text(), 'Intro 1.0');
  assert.deepEqual(hrefs(page, '.docs-sidebar a'), ['/docs/intro', '/docs/guides/setup', '/docs/guides/tuning', '/docs/guides/setup']);
  assert.equal(site.$('/docs/guides/tuning')('.pager-previous').attr('href'), '/docs/guides/setup');
});

test('a versioned id names a doc of its own version only, and never one of the docs folder itself', async () => {
  const site = await buildFixture(
    {
      ...FILES,
      'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ docs: ['version-2.0/intro'] }),
    },
    { config: `${CONFIG}sidebars:\n  docs: [version-1.0/intro]\n` },
  );
  const messages = site.errors.map((d) => d.message);
  assert.ok(messages.some((m) => m.includes('"version-2.0/intro", which does not exist')), messages.join('\n'));
  assert.ok(messages.some((m) => m.includes('"version-1.0/intro", which does not exist')), messages.join('\n'));
});
