// A quoted scalar continued on lines indented no more than its key (src/shared/yaml-quoted-lines.ts): js-yaml, which
// Docusaurus reads front matter and its YAML files with, takes it; YAML 1.2 wants those lines indented. Each value
// below is js-yaml 3's reading of the text (gray-matter's), checked with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseYaml } from '../../../src/shared/yaml.js';
import { indentQuotedContinuations } from '../../../src/shared/yaml-quoted-lines.js';

const CASES: [string, unknown, string][] = [
  ["description: 'In v6 we dropped support of\nimage: /img/og.png\nnext.js'\ntitle: T", { description: 'In v6 we dropped support of image: /img/og.png next.js', title: 'T' }, 'single quotes over unindented lines that look like keys'],
  ['title: "A \\"quoted\\" start\nand: more\nend"\nslug: /s', { title: 'A "quoted" start and: more end', slug: '/s' }, 'double quotes, escaped quotes inside'],
  ["tags:\n  - 'one\ntwo'\n  - three", { tags: ['one two', 'three'] }, 'a sequence item'],
  ["a: 'it''s\nnot: ''done'''\nb: 1", { a: "it's not: 'done'", b: 1 }, "'' is a quote, not the end"],
  ["a: 'first\n\nsecond'\nb: 2", { a: 'first\nsecond', b: 2 }, 'an empty line is a line break'],
  ["- key: 'x\ny'\n  other: 2", [{ key: 'x y', other: 2 }], 'a key in a sequence item'],
  ["text: |\n  a: 'b\n  c\nd: 'e\nf'", { text: "a: 'b\nc\n", d: 'e f' }, 'a quote inside a block scalar opens nothing'],
];

for (const [yaml, value, why] of CASES) {
  test(`quoted scalars over unindented lines read as js-yaml reads them: ${why}`, () => {
    const { yaml: parsed, diagnostics } = parseYaml(yaml, 'x.yml');
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(parsed!.value, value);
  });
}

test('the line numbers stay those of the text as written', () => {
  const { yaml } = parseYaml("description: 'a\nb: c'\ntitle: T\n", 'x.yml', 2);
  assert.equal(yaml!.lineOf(['title']), 4);
});

test('text that is YAML as written is left alone, and an unclosed quote is still an error', () => {
  assert.equal(indentQuotedContinuations("title: it's\nb: 'c'\n"), undefined);
  const { diagnostics } = parseYaml("description: 'never closed\ntitle: T\n", 'x.yml');
  assert.match(diagnostics.map((d) => d.message).join('\n'), /Invalid YAML/);
});
