// Front matter alone (src/load/front-matter.ts): YAML errors, types and unknown keys, each at its file and line, with
// "did you mean" for a misspelt key; numbers YAML reads as infinity or "not a number" are refused (issue 28, item c).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFrontMatter } from '../../../src/load/front-matter.js';
import type { PageKind } from '../../../src/types.js';
import { NON_FINITE } from '../../support/non-finite.js';
import { heldStrings } from '../../support/heap-strings.js';

/** The front matter of `text` read as the build reads a page of `kind`, its diagnostics by severity. */
function read(text: string, file = 'docs/a.md', kind: PageKind = 'doc') {
  const result = readFrontMatter(text, file, kind);
  return { ...result, errors: result.diagnostics.filter((d) => d.severity === 'error'), warnings: result.diagnostics.filter((d) => d.severity === 'warning') };
}

test('invalid YAML front matter names the file and line', () => {
  const result = read('---\ntitle: Fine\ndescription: "unclosed\n---\n\nBody.\n');
  const [d] = result.errors;
  assert.equal(d.code, 'invalid-yaml');
  assert.match(d.file!, /docs\/a\.md$/);
  assert.ok(d.line! >= 3, `line ${d.line}`);
});

test('a front matter value of the wrong type names key and line', () => {
  const result = read('---\ntitle: Fine\nsidebar_position: first\n---\n\nBody.\n');
  const [d] = result.errors;
  assert.match(d.message, /Front matter key "sidebar_position": expected number, got string "first"/);
  assert.equal(d.line, 3);
});

/** [front matter line, kind, the key, the value read]: strings Docusaurus's Joi `convert` reads as numbers or booleans. */
const CONVERTED: [string, PageKind, string, unknown][] = [
  ['sidebar_position: "2"', 'doc', 'sidebar_position', 2],
  ["sidebar_position: ' 1.5 '", 'doc', 'sidebar_position', 1.5],
  ['sidebar_position: "-3e1"', 'doc', 'sidebar_position', -30],
  ['toc_max_heading_level: "4"', 'doc', 'toc_max_heading_level', 4],
  ['hide_title: "true"', 'doc', 'hide_title', true],
  ['draft: "FALSE"', 'post', 'draft', false],
  ['hide_table_of_contents: "True"', 'page', 'hide_table_of_contents', true],
  ['latest_posts: "3"', 'page', 'latest_posts', 3],
];

test('a number or boolean written as a string is read as Docusaurus reads it (Joi convert): "2" is 2, "true" is true', () => {
  for (const [line, kind, key, value] of CONVERTED) {
    const result = read(`---\ntitle: A\n${line}\n---\n\nBody.\n`, 'docs/a.md', kind);
    assert.deepEqual(result.errors, [], line);
    assert.equal(result.data[key], value, line);
  }
  // What Joi does not convert is still an error at its line: a word, a number with other text, a level out of range.
  for (const line of ['sidebar_position: "2nd"', 'hide_title: "yes"', 'toc_min_heading_level: "9"']) {
    const result = read(`---\ntitle: A\n${line}\n---\n\nBody.\n`);
    assert.equal(result.errors.length, 1, line);
    assert.equal(result.errors[0].line, 3, line);
  }
});

test('unclosed front matter is an error', () => {
  const result = read('---\ntitle: Fine\n\nBody.\n');
  assert.equal(result.errors[0].code, 'unclosed-front-matter');
  assert.equal(result.errors[0].line, 1);
});

test('duplicate keys in front matter are an error', () => {
  const result = read('---\ntitle: A\ntitle: B\n---\n\nBody.\n');
  assert.equal(result.errors[0].code, 'invalid-yaml');
  assert.equal(result.errors[0].line, 3);
});

test('a misspelt front matter key is a warning naming the key it probably meant; other extra keys are fine', () => {
  const result = read('---\ntitle: A\nsidebar_lable: Short\nmy_template_key: 1\n---\n\nText.\n');
  assert.deepEqual(result.errors, []);
  assert.deepEqual(
    result.warnings.map((d) => [d.code, d.message, d.line]),
    [['unknown-front-matter-key', 'Unknown front matter key "sidebar_lable". Did you mean "sidebar_label"?', 3]],
  );
});

test('a value that fits none of a union of types says what each alternative accepts', () => {
  const result = read('---\ntitle: A\ntags: [5]\n---\n\nText.\n');
  const [d] = result.errors;
  assert.equal(d.message, 'Front matter key "tags[0]": expected string or a mapping, got number 5.');
  assert.equal(d.line, 3);
});

test("the home page's hero and cards are checked like any front matter, each problem at its own line", () => {
  const home = '---\ntitle: Home\nhero:\n  tagLine: Hi\n  actions: 5\ncards:\n  - title: Lenders\n    text: Earn.\nlatest_posts: -1\n---\n\nHi.\n';
  const result = read(home, 'pages/index.md', 'page');
  assert.deepEqual(
    result.errors.map((d): [string, number] => [d.message, d.line!]).sort((a, b) => a[1] - b[1]),
    [
      ['Unknown front matter key "tagLine" in "hero". Did you mean "tagline"?', 4],
      ['Front matter key "hero.actions": expected array, got number 5.', 5],
      ['Missing front matter key "cards[0].href" (expected string).', 7],
      ['Front matter key "latest_posts": Too small: expected number to be >=0.', 9],
    ],
  );
});

/** [kind of page, front matter lines before the value, the key path shown, the value's line]. */
const NON_FINITE_FRONT_MATTER: ['doc' | 'post' | 'page', string, string, number][] = [
  ['doc', 'sidebar_position: ', 'sidebar_position', 2],
  ['doc', 'toc_min_heading_level: ', 'toc_min_heading_level', 2],
  ['doc', 'title: A\ntoc_max_heading_level: ', 'toc_max_heading_level', 3],
  ['doc', 'title: ', 'title', 2],
  ['doc', 'tags: [a, ', 'tags[1]', 2],
  ['doc', 'my_own_key: ', 'my_own_key', 2],
  ['post', 'authors:\n  - name: Jo\n    title: ', 'authors[0].title', 4],
  ['page', 'layout: home\nlatest_posts: ', 'latest_posts', 3],
];

for (const [kind, before, key, line] of NON_FINITE_FRONT_MATTER) {
  test(`front matter: a non-finite number names the key and the value as written, at its line: ${kind} ${key}`, () => {
    for (const [value, reads] of NON_FINITE) {
      const close = before.endsWith('[a, ') ? ']' : '';
      const { diagnostics } = readFrontMatter(`---\n${before}${value}${close}\n---\n\nBody.\n`, 'docs/a.md', kind);
      const where = `${kind} ${key}: ${value}`;
      assert.equal(diagnostics.length, 1, where);
      assert.equal(diagnostics[0].message, `\`${key}: ${value}\` is not a finite number (YAML reads it as ${reads}).`, where);
      assert.equal(diagnostics[0].line, line, where);
      assert.equal(diagnostics[0].file, 'docs/a.md', where);
      assert.match(diagnostics[0].hint!, new RegExp(`quote it \\("${value.replace('.', '\\.')}"\\)`), where);
    }
  });
}

test('finite numbers, and the same words quoted as text, are accepted', () => {
  const { diagnostics, data } = readFrontMatter('---\nsidebar_position: 1e300\ntitle: ".nan"\nmy_own_key: "1e999"\n---\n', 'docs/a.md', 'doc');
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(data, { sidebar_position: 1e300, title: '.nan', my_own_key: '1e999' });
});

test('a key Docusaurus keeps without a word is not warned; one clearly misspelt is, with the key it meant', () => {
  // Docusaurus's front matter schemas accept unknown keys: a site's own short key is not a misspelt known one.
  const own = read('---\ntitle: A\nuid: about-page\nsidebar_key: a-key\nsidebar_custom_props: { emoji: x }\n---\n\nText.\n');
  assert.deepEqual(own.diagnostics, []);
  assert.deepEqual(read('---\ntitle: A\nid: old-id\n---\n\nText.\n', 'blog/2024-01-01-a.md', 'post').diagnostics, []);
  const cases: [string, string][] = [
    ['sidebar-position: 2', 'sidebar_position'],
    ['sidebarLabel: Short', 'sidebar_label'],
    ['Hide_Table_Of_Contents: true', 'hide_table_of_contents'],
    ['descripton: Text', 'description'],
    ['sidebar_lable: Short', 'sidebar_label'],
  ];
  for (const [line, meant] of cases) {
    const result = read(`---\ntitle: A\n${line}\n---\n\nText.\n`);
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings.map((d) => d.message), [`Unknown front matter key "${line.split(':')[0]}". Did you mean "${meant}"?`], line);
  }
});

test("the values read from front matter do not hold the file's text in memory once the file is let go", async () => {
  // V8 keeps a slice of 13 characters or more as a view of the string it was cut from: a title cut from the file's
  // text held the whole file for as long as the page lived (every page, through the whole build).
  const keptOf = (kind: 'plain' | 'yaml') => {
    const title = kind === 'plain' ? 'title: Held in memory by its title' : 'title: "Held in memory by its title"\nkeywords: [a, "b c"]';
    const text = `---\n${title}\ndescription: A description long enough to be a slice\n---\n\n${'Lending pools hold assets. '.repeat(80_000)}`;
    return readFrontMatter(text, 'docs/a.md', 'doc').data;
  };
  const kept = [keptOf('plain'), keptOf('yaml')];
  assert.deepEqual(await heldStrings('---\ntitle: ', 1_000_000), [], 'no file of about 2 MB is left in the heap');
  assert.deepEqual(kept.map((data) => [data.title, data.description]), [
    ['Held in memory by its title', 'A description long enough to be a slice'],
    ['Held in memory by its title', 'A description long enough to be a slice'],
  ]);
});
