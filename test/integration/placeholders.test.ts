// lendocs's own {{product.name}} and {{product.slug}} placeholders (issue 30, class 5) apply only where a site asked
// for them, and never inside code: a Helm or Jinja template in a code block is shown as written, with or without
// `product`, and `migrate` does not give a Docusaurus site a `product` it never had.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

const HELM = '```yaml\nname: {{product.name}}\nimage: "{{ .Values.image }}"\n```';
const page = (body) => `---\ntitle: Deploy\n---\n\n${body}\n`;

test('with product set, placeholders in prose are replaced and those in code blocks and code spans are shown as written', async () => {
  const site = await buildFixture(
    { 'docs/deploy.md': page(`Deploy {{product.name}} with \`helm install {{product.slug}}\`:\n\n${HELM}`) },
    { config: 'title: Docs\nurl: https://docs.example\nproduct: { name: Widget, slug: widget }\n' },
  );
  assert.deepEqual(site.errors, []);
  const $ = site.$('/deploy');
  assert.match($('.markdown p').first().text(), /^Deploy Widget with helm install \{\{product\.slug\}\}:/);
  assert.equal($('.markdown pre code').text(), 'name: {{product.name}}\nimage: "{{ .Values.image }}"');
});

test('without product, a placeholder in code is code, not an error; one in prose still is, at its line', async () => {
  const site = await buildFixture({ 'docs/deploy.md': page(`Run \`echo {{product.name}}\`.\n\n${HELM}`) }, { config: 'title: Docs\nurl: https://docs.example\n' });
  assert.deepEqual(site.errors, []);
  assert.match(site.$('/deploy')('.markdown pre code').text(), /name: \{\{product\.name\}\}/);
  const prose = await buildFixture({ 'docs/deploy.md': page(`${HELM}\n\nThen {{product.name}}.`) }, { config: 'title: Docs\nurl: https://docs.example\n' });
  assert.deepEqual(prose.errors.map((d) => [d.code, d.line]), [['placeholder-without-product', 10]]);
});
