// The config in a whole build: product placeholders filled in config strings, paths and content. The config's own
// messages (unknown keys, types, YAML) are tested on the config alone in test/unit/config/load.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG } from '../support/fixture-site.js';

test('product placeholders are replaced in config strings and content', async () => {
  const result = await buildFixture(
    {
      'docs/{{product.slug}}-v1/index.md': '---\ntitle: "{{product.name}} v1"\n---\n\nAbout {{product.name}}.\n',
    },
    { config: `${BASE_CONFIG}footer:\n  copyright: "© {{product.name}}"\n` },
  );
  assert.deepEqual(result.errors, []);
  const $ = result.$('/acme-v1/');
  assert.equal($('h1').text(), 'Acme v1');
  assert.match($('.markdown').text(), /About Acme\./);
  assert.equal($('.footer-copyright').text(), '© Acme');
  assert.equal($('title').text(), 'Acme v1 | Acme Docs');
});
