// `1e999`, `.inf` and `.nan` are numbers to YAML (and `1e999` to JSON) but no key means infinity or "not a
// number": each is an error that quotes the key and the value as written, at its line, in front matter, the config
// and every other YAML or JSON file lendocs reads (issue 28, item c). It used to say "expected number, got number
// null". Front matter and the config alone: test/unit/load/front-matter.test.ts, test/unit/config/load.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

test('authors.yml, a category file in JSON and a page: each reports its own file and line', async () => {
  const result = await buildFixture({
    'docs/index.md': '# Home\n',
    'docs/guide/_category_.json': '{\n  "label": "Guide",\n  "position": 1e999\n}\n',
    'docs/guide/a.md': '---\nsidebar_position: .nan\n---\n# A\n',
    'blog/authors.yml': 'jo:\n  name: Jo\n  title: .inf\n',
  });
  const found = result.errors.map((d) => [d.file!.replace(/^.*?(docs|blog)\//, '$1/'), d.line, d.message]).sort();
  assert.deepEqual(found, [
    ['blog/authors.yml', 3, '`jo.title: .inf` is not a finite number (YAML reads it as infinity).'],
    ['docs/guide/_category_.json', 3, '`position: 1e999` is not a finite number (YAML reads it as infinity).'],
    ['docs/guide/a.md', 2, '`sidebar_position: .nan` is not a finite number (YAML reads it as "not a number").'],
  ]);
});
