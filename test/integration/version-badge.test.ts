// The "Version: label" badge on docs pages (issue 35), as Docusaurus draws it: on a site building more than one
// version, unless the version's `badge` option says otherwise; on a single version only when its `badge` (or
// lendocs's docs.showVersionBadge) asks for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const VERSIONED = {
  'versions.json': JSON.stringify(['1.0']),
  'docs/intro.md': doc({ title: 'Intro next' }, 'Next.'),
  'versioned_docs/version-1.0/intro.md': doc({ title: 'Intro 1.0' }, 'One.'),
};
const SINGLE = { 'docs/intro.md': doc({ title: 'Intro' }, 'Text.') };

const badge = (site, route: string) => site.$(route)('.version-badge').text();

test('a site with more than one version shows each version on its pages; a version whose badge is false does not', async () => {
  const plain = await buildFixture(VERSIONED);
  assert.deepEqual(plain.errors, []);
  assert.equal(badge(plain, '/intro'), 'Version: 1.0');
  assert.equal(badge(plain, '/next/intro'), 'Version: Next');
  const off = await buildFixture(VERSIONED, { config: `${BASE_CONFIG}docs:\n  versions:\n    current: { badge: false }\n` });
  assert.deepEqual(off.errors, []);
  assert.equal(badge(off, '/intro'), 'Version: 1.0');
  assert.equal(badge(off, '/next/intro'), '');
});

test('a single version shows no badge, unless its badge option asks for one', async () => {
  const plain = await buildFixture(SINGLE);
  assert.equal(badge(plain, '/intro'), '');
  const on = await buildFixture(SINGLE, { config: `${BASE_CONFIG}docs:\n  versions:\n    current: { label: '2.x', badge: true }\n` });
  assert.deepEqual(on.errors, []);
  assert.equal(badge(on, '/intro'), 'Version: 2.x');
});
