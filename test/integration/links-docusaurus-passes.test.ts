// Broken links Docusaurus's own check lets pass are warnings that say what is wrong, not errors (issue 32: a site
// that Docusaurus builds must build): a path that names a page but for its letters' case (Docusaurus's router and
// check match paths regardless of case), and, on a Docusaurus 2 site, a relative URL that names a page when read
// from the site's root (Docusaurus 2 looked for a built file at the link as written, before resolving it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const FILES = {
  'docs/api/getActions.md': doc({ title: 'getActions' }, 'Reference.'),
  'docs/ops/archive/start.md': doc({ title: 'Start' }, 'Start.'),
  'docs/rosetta/build.md': doc({ title: 'Build' }, 'See [the API](/api/getactions#returns), [the reference](../api/GETACTIONS) and [the archive](ops/archive/start).'),
};

const codes = (site: Awaited<ReturnType<typeof buildFixture>>) => site.diagnostics.filter((d) => /link/.test(d.code ?? '')).map((d) => [d.severity, d.code, d.line]);

test('a link to a page whose path differs only in case is a warning naming the page, as Docusaurus lets it pass', async () => {
  const site = await buildFixture(FILES);
  const caseOnly = site.warnings.filter((d) => d.code === 'link-passed-by-docusaurus');
  assert.equal(caseOnly.length, 2, JSON.stringify(site.diagnostics));
  assert.match(caseOnly[0].message, /"\/api\/getactions#returns": it matches the page \/api\/getActions only if case is ignored/);
  assert.match(caseOnly[1].message, /Write "\/api\/getActions"/);
  // A Docusaurus 3 site: the relative link read from the root is no excuse (Docusaurus 3 reports it too).
  assert.deepEqual(site.errors.map((d) => [d.code, d.message]), [['broken-link', 'Broken link to "ops/archive/start": no page or file of this site is at /rosetta/ops/archive/start.']]);
});

test('on a Docusaurus 2 site a relative URL that names a page from the site root is a warning saying where it leads', async () => {
  const site = await buildFixture(FILES, { config: `${BASE_CONFIG}markdown:\n  mdxVersion: 1\n` });
  assert.deepEqual(site.errors, [], JSON.stringify(site.errors));
  assert.deepEqual(codes(site), [['warning', 'link-passed-by-docusaurus', 5], ['warning', 'link-passed-by-docusaurus', 5], ['warning', 'link-passed-by-docusaurus', 5]]);
  const fromRoot = site.warnings.find((d) => d.message.includes('ops/archive/start'))!;
  assert.match(fromRoot.message, /leads to \/rosetta\/ops\/archive\/start, where there is no page or file\. Docusaurus 2 let it pass, as its check looked for \/ops\/archive\/start/);
});

test('onBrokenLinks: ignore says nothing of them either', async () => {
  const site = await buildFixture(FILES, { config: `${BASE_CONFIG}onBrokenLinks: ignore\nmarkdown:\n  mdxVersion: 1\n` });
  assert.deepEqual(codes(site), []);
});
