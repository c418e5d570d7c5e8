// Plain front matter read without the YAML parser (shared/yaml-plain.ts): whatever it reads must be exactly what
// parseYaml() reads (the value, and the line of each key); anything else it leaves to the parser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseYaml } from '../../../src/shared/yaml.js';
import { plainYaml } from '../../../src/shared/yaml-plain.js';

/** plainYaml's reading of `text` is the parser's, key by key and line by line; true when it read it at all. */
function readsAsTheParser(text: string): boolean {
  const fast = plainYaml(text, 2);
  if (!fast) return false;
  const parsed = parseYaml(text, 'x.md', 2);
  assert.deepEqual(parsed.diagnostics, [], `the parser found no error in ${JSON.stringify(text)}`);
  assert.deepEqual(fast.value, parsed.yaml!.value, JSON.stringify(text));
  for (const path of [[], ...Object.keys(fast.value as object).map((key) => [key]), ['missing'], [Object.keys(fast.value as object)[0], 0]]) {
    assert.equal(fast.lineOf(path), parsed.yaml!.lineOf(path), `line of ${JSON.stringify(path)} in ${JSON.stringify(text)}`);
  }
  return true;
}

test('plain front matter is read as the YAML parser reads it', () => {
  const read: string[] = [
    'title: Getting started\nsidebar_position: 3\n',
    'title: "Curators"\ndescription: "Fee inflation: roughly # deploy, permission."\nsidebar_position: 3\n',
    "id: accessibility\ntitle: Accessibility\ndescription: Create apps accessible with React Native's suite of APIs (Android, iOS).\n",
    'title: Into in rewards\nauthors: [team, ana]\ntags: [announcement, research, unlocking-product]\n',
    "title: 'Single quoted'\nslug: /guide/setup\nkeywords: []\n",
    '\ntitle: Leading blank line\n\nsidebar_label: After a blank line\n',
    'title: Spaces   inside   kept\nposition: -2\nzero: 0\nlist: [1, two, 3]\n',
    'title: yes\nhide_title: no\ntoc: on\nconstructor: kept as a key\n',
    'title: "Ünïcödé and emoji 🎉 in quotes"\n',
  ];
  for (const text of read) assert.ok(readsAsTheParser(text), `read without the parser: ${JSON.stringify(text)}`);
});

test('anything else is left to the parser', () => {
  const left = [
    'draft: true\n',
    'title: null\n',
    'title: ~\n',
    'sidebar_position: 007\n',
    'sidebar_position: 1.5\n',
    'sidebar_position: 1e3\n',
    'sidebar_position: 0x1F\n',
    'sidebar_position: .inf\n',
    'title: Note: a colon\n',
    'title: A # comment\n',
    '# a comment\ntitle: A\n',
    'title: "escaped \\" quote"\n',
    "title: 'it''s'\n",
    'title: A\ntitle: B\n',
    'title:\n',
    'title: >\n  folded\n',
    'title: |\n  literal\n',
    'tags:\n  - a\n  - b\n',
    'authors: [{ name: Ada }]\n',
    'tags: [a, [b]]\n',
    'tags: [a, b,]\n',
    'tags: [true, b]\n',
    'title: &anchor A\nlabel: *anchor\n',
    'title: A\r\n',
    'title: A\t\n',
    '__proto__: polluted\n',
    'true: key\n',
    '  title: indented\n',
    'title: Caf\u00e9\n',
    'title: `code`\n',
    'title: "multi\n  line"\n',
    '',
    '\n\n',
  ];
  for (const text of left) assert.equal(plainYaml(text, 2), undefined, JSON.stringify(text));
});

test('whatever plain value it reads, in every combination of tricky characters, is what the parser reads', () => {
  const pieces = ['a', 'Z', '/', '0', '1', '-', '.', ',', ' ', "'", '"', '(', '/', '!', '?', '&', '=', ';', '+', '_', 'e', 'x', 'n', 'true', 'null', '[', ']', ':', '#'];
  let readHere = 0;
  for (const first of pieces) for (const second of pieces) for (const third of ['', ':', '#']) {
    const written = first + second + third;
    for (const text of [`key: ${written}\n`, `key: [${written}]\n`, `key: [a, ${written}]\n`, `key: "${written}"\n`, `key: '${written}'\n`]) {
      let parsesCleanly = true;
      try {
        parsesCleanly = parseYaml(text, 'x.md', 2).diagnostics.length === 0;
      } catch {
        parsesCleanly = false;
      }
      if (!parsesCleanly) assert.equal(plainYaml(text, 2), undefined, `the parser rejects ${JSON.stringify(text)}`);
      else if (readsAsTheParser(text)) readHere++;
    }
  }
  assert.ok(readHere > 500, `${readHere} of them read without the parser`);
});

test("the front matter of this repository's own pages reads as the parser reads it", () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.mdx?$/.test(name)) files.push(file);
    }
  };
  for (const folder of ['content', 'docs']) walk(path.join(root, folder));
  let readHere = 0;
  for (const file of files) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1];
    if (front !== undefined && readsAsTheParser(`${front}\n`)) readHere++;
  }
  assert.ok(files.length > 20 && readHere > files.length / 2, `${readHere} of ${files.length} files read without the parser`);
});
