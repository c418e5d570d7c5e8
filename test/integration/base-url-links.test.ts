// Links written with the site's base already (`[x](/widget/intro)` under `baseUrl: /widget/`): Docusaurus leaves
// them as they are (useBaseUrl does not add the base twice), so lendocs must accept them and not prefix them again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const config = `${BASE_CONFIG}baseUrl: /widget/\n`;

test('a Markdown link that carries the base resolves without it and is written with the base once', async () => {
  const site = await buildFixture(
    {
      'docs/index.md': '# Home\n\n[With base](/widget/intro) [With hash](/widget/intro#part) [Base root](/widget/) [Bare base](/widget) [Without base](/intro)\n',
      'docs/intro.md': '# Intro\n\n## Part\n',
    },
    { config },
  );
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.warnings, []);
  const $ = site.$('/');
  assert.equal($('a:contains("With base")').attr('href'), '/widget/intro');
  assert.equal($('a:contains("With hash")').attr('href'), '/widget/intro#part');
  assert.equal($('a:contains("Base root")').attr('href'), '/widget/');
  assert.equal($('a:contains("Bare base")').attr('href'), '/widget/');
  assert.equal($('a:contains("Without base")').attr('href'), '/widget/intro');
});

test('a link with the base to no page is still broken, named as written; a path that only starts like the base is not cut', async () => {
  const site = await buildFixture(
    { 'docs/index.md': '# Home\n\n[Gone](/widget/gone)\n\n[Look-alike](/widgetry/intro)\n', 'docs/intro.md': '# Intro\n' },
    { config },
  );
  assert.equal(site.errors.length, 2, site.errors.map((e) => e.message).join('\n'));
  assert.match(site.errors[0].message, /Broken link to "\/widget\/gone": no page or file of this site is at \/gone/);
  assert.match(site.errors[1].message, /Broken link to "\/widgetry\/intro"/);
});

test('without a base, a link whose first segment looks like a base stays as written', async () => {
  const site = await buildFixture({ 'docs/index.md': '# Home\n\n[Deep](/widget/intro)\n', 'docs/widget/intro.md': '# Intro\n' });
  assert.deepEqual(site.errors, []);
  assert.equal(site.$('/')('a:contains("Deep")').attr('href'), '/widget/intro');
});
