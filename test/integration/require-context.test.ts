// webpack's require.context in a site's component (issues 31/32, a class the corpus found: a component listing a
// folder's changelog files failed its page with "__require.context is not a function"). Docusaurus bundles with
// webpack, which finds the files at build time; lendocs does the same for a call written with literal arguments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, buildFixture, makeSite, tempDir } from '../support/fixture-site.js';

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

test('a file added to a folder a require.context call lists is on the page of the next build with the same cache', async () => {
  const notes = "const notes = require.context('../notes', true, /\\.md$/);\nexport default function Notes() { return <ul id=\"notes\">{notes.keys().map((key) => <li key={key}>{key}</li>)}</ul>; }\n";
  const root = makeSite({ 'src/notes/a.md': 'A\n', 'src/notes/deep/b.md': 'B\n', 'src/components/Notes.jsx': notes, 'docs/notes.mdx': "---\ntitle: Notes\n---\n\nimport Notes from '@site/src/components/Notes';\n\n<Notes />\n" }, { config: CONFIG });
  const cache = { dir: path.join(tempDir(), 'cache') };
  const out = path.join(tempDir(), 'site');
  const keys = async () => {
    const result = await build({ root, out, cache });
    assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
    return [...readFileSync(path.join(out, 'docs/notes/index.html'), 'utf8').matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
  };
  assert.deepEqual(await keys(), ['./a.md', './deep/b.md']);
  writeFileSync(path.join(root, 'src/notes/c.md'), 'C\n');
  assert.deepEqual(await keys(), ['./a.md', './c.md', './deep/b.md'], 'a file added to the folder');
  mkdirSync(path.join(root, 'src/notes/deep/er'));
  writeFileSync(path.join(root, 'src/notes/deep/er/d.md'), 'D\n');
  assert.deepEqual(await keys(), ['./a.md', './c.md', './deep/b.md', './deep/er/d.md'], 'a file added to a folder below it');
});
