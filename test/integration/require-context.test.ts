// webpack's require.context in a site's component (issues 31/32, a class the corpus found: a component listing a
// folder's changelog files failed its page with "__require.context is not a function"). Docusaurus bundles with
// webpack, which finds the files at build time; lendocs does the same for a call written with literal arguments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs: { routeBasePath: docs }\n`;

const CHANGELOG = `import React from 'react';
const pages = require.context('../../docs/log', false, /\\.md$/);
const texts = require.context('!!raw-loader!../../docs/log', false, /\\.md$/);
export default function Changelog() {
  return (
    <ol id="log">
      {pages.keys().map((key) => {
        const Page = pages(key).default;
        return <li key={key} data-key={key} data-chars={texts(key).default.length}><Page /></li>;
      })}
    </ol>
  );
}
`;

test('require.context gives a component the matching files of a folder, as webpack does: keys, modules and raw text', async () => {
  const result = await buildFixture(
    {
      'src/components/Changelog.jsx': CHANGELOG,
      'docs/log/v2.md': '## Two\n\nThe **second** release.\n',
      'docs/log/v1.md': '## One\n\nThe first release.\n',
      'docs/log/notes.txt': 'not Markdown\n',
      'docs/changes.mdx': `---\ntitle: Changes\n---\n\nimport Changelog from '@site/src/components/Changelog';\n\n<Changelog />\n`,
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  const $ = result.$('/docs/changes');
  const items = $('#log > li').map((_, li) => [[$(li).attr('data-key'), $(li).find('h2').text().replace(/\s*#$/, ''), Number($(li).attr('data-chars'))]]).get();
  assert.deepEqual(items, [
    ['./v1.md', 'One', '## One\n\nThe first release.\n'.length],
    ['./v2.md', 'Two', '## Two\n\nThe **second** release.\n'.length],
  ]);
  assert.equal($('#log strong').text(), 'second');
});
