// `1e999`, `.inf` and `.nan` are numbers to YAML (and `1e999` to JSON) but no key means infinity or "not a
// number": each is an error that quotes the key and the value as written, at its line, in front matter, the config
// and every other YAML or JSON file lendocs reads (issue 28, item c). It used to say "expected number, got number
// null".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, makeSite } from './helpers.js';
import { readFrontMatter } from '../dist/src/load/front-matter.js';
import { loadConfig } from '../dist/src/config/load.js';

const VALUES = [
  ['1e999', 'infinity'],
  ['-1e999', 'minus infinity'],
  ['.inf', 'infinity'],
  ['-.Inf', 'minus infinity'],
  ['.nan', '"not a number"'],
  ['.NaN', '"not a number"'],
];

/** [kind of page, front matter lines before the value, the key path shown, the value's line]. */
const FRONT_MATTER = [
  ['doc', 'sidebar_position: ', 'sidebar_position', 2],
  ['doc', 'toc_min_heading_level: ', 'toc_min_heading_level', 2],
  ['doc', 'title: A\ntoc_max_heading_level: ', 'toc_max_heading_level', 3],
  ['doc', 'title: ', 'title', 2],
  ['doc', 'tags: [a, ', 'tags[1]', 2],
  ['doc', 'my_own_key: ', 'my_own_key', 2],
  ['post', 'authors:\n  - name: Jo\n    title: ', 'authors[0].title', 4],
  ['page', 'layout: home\nlatest_posts: ', 'latest_posts', 3],
];

test('front matter: a non-finite number names the key and the value as written, at its line', () => {
  for (const [kind, before, key, line] of FRONT_MATTER) {
    for (const [value, reads] of VALUES) {
      const close = before.endsWith('[a, ') ? ']' : '';
      const { diagnostics } = readFrontMatter(`---\n${before}${value}${close}\n---\n\nBody.\n`, 'docs/a.md', kind);
      const where = `${kind} ${key}: ${value}`;
      assert.equal(diagnostics.length, 1, where);
      assert.equal(diagnostics[0].message, `\`${key}: ${value}\` is not a finite number (YAML reads it as ${reads}).`, where);
      assert.equal(diagnostics[0].line, line, where);
      assert.equal(diagnostics[0].file, 'docs/a.md', where);
      assert.match(diagnostics[0].hint, new RegExp(`quote it \\("${value.replace('.', '\\.')}"\\)`), where);
    }
  }
});

/** [config lines added to the base config, the key path shown, the value's line]. */
const CONFIG = [
  ['blog:\n  postsPerPage: ', 'blog.postsPerPage', 6],
  ['blog:\n  wordsPerMinute: ', 'blog.wordsPerMinute', 6],
  ['blog:\n  sidebarCount: ', 'blog.sidebarCount', 6],
  ['sitemap:\n  priority: ', 'sitemap.priority', 6],
  ['footer:\n  logo:\n    src: /img/logo.svg\n    alt: Logo\n    width: ', 'footer.logo.width', 9],
  ['customFields:\n  ratio: ', 'customFields.ratio', 6],
  ['favicon: ', 'favicon', 5],
];

test('config: a non-finite number names the key and the value as written, at its line', async () => {
  for (const [lines, key, line] of CONFIG) {
    for (const [value, reads] of VALUES) {
      const root = makeSite({}, { config: `${BASE_CONFIG}${lines}${value}\n` });
      const { diagnostics } = await loadConfig(root);
      const where = `${key}: ${value}`;
      assert.equal(diagnostics.length, 1, `${where}: ${JSON.stringify(diagnostics)}`);
      assert.equal(diagnostics[0].message, `\`${key}: ${value}\` is not a finite number (YAML reads it as ${reads}).`, where);
      assert.equal(diagnostics[0].line, line, where);
      assert.match(diagnostics[0].file, /lendocs\.config\.yml$/, where);
    }
  }
});

test('authors.yml, a category file in JSON and a page: each reports its own file and line', async () => {
  const result = await buildFixture({
    'docs/index.md': '# Home\n',
    'docs/guide/_category_.json': '{\n  "label": "Guide",\n  "position": 1e999\n}\n',
    'docs/guide/a.md': '---\nsidebar_position: .nan\n---\n# A\n',
    'blog/authors.yml': 'jo:\n  name: Jo\n  title: .inf\n',
  });
  const found = result.errors.map((d) => [d.file.replace(/^.*?(docs|blog)\//, '$1/'), d.line, d.message]).sort();
  assert.deepEqual(found, [
    ['blog/authors.yml', 3, '`jo.title: .inf` is not a finite number (YAML reads it as infinity).'],
    ['docs/guide/_category_.json', 3, '`position: 1e999` is not a finite number (YAML reads it as infinity).'],
    ['docs/guide/a.md', 2, '`sidebar_position: .nan` is not a finite number (YAML reads it as "not a number").'],
  ]);
});

test('finite numbers, and the same words quoted as text, are accepted', () => {
  const { diagnostics, data } = readFrontMatter('---\nsidebar_position: 1e300\ntitle: ".nan"\nmy_own_key: "1e999"\n---\n', 'docs/a.md', 'doc');
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(data, { sidebar_position: 1e300, title: '.nan', my_own_key: '1e999' });
});
