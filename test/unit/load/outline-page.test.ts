// A page's outline (serve's first page): its title from the front matter, else from the body's leading heading, read
// from the Markdown line without rendering it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { leadingHeading, outlinePage, withoutEsm } from '../../../src/load/outline-page.js';

test('the leading heading is read as the text it shows', () => {
  const cases: [string, string | undefined][] = [
    ['# Getting started\n\nText.', 'Getting started'],
    ['\n\n# Spaced out   \n', 'Spaced out'],
    ['# Closed #\n', 'Closed'],
    ['# With an id {#custom-id}\n', 'With an id'],
    ['# The `lendocs` *command* and **more** [link](./x.md)\n', 'The lendocs command and more link'],
    ['# Escaped \\*star\\*\n', 'Escaped *star*'],
    ['Underlined\n==========\n', 'Underlined'],
    ['Text first.\n\n# Later\n', undefined],
    ['## Second level\n', undefined],
    ['#NoSpace\n', undefined],
    ['', undefined],
  ];
  for (const [body, expected] of cases) assert.equal(leadingHeading(body), expected, JSON.stringify(body));
});

test('an outline has the front matter title first, then the leading heading, then the file name; no body', () => {
  const parsed = (frontMatter: Record<string, unknown>, body: string) => ({
    kind: 'doc' as const,
    file: 'content/docs/guide/setup.md',
    source: 'docs/guide/setup.md',
    frontMatter,
    frontMatterLines: {},
    body,
    markdown: body,
    bodyLine: 4,
    diagnostics: [],
  });
  assert.equal(outlinePage(parsed({ title: 'From front matter' }, '# From the body\n')).title, 'From front matter');
  const fromBody = outlinePage(parsed({ description: 'Said.' }, '# From the body\n\nText.'));
  assert.equal(fromBody.title, 'From the body');
  assert.equal(fromBody.heading, 'From the body');
  assert.equal(fromBody.description, 'Said.');
  assert.equal(fromBody.html, '');
  assert.equal(outlinePage(parsed({}, 'Text.')).title, 'setup');
});

test("an MDX body not compiled yet is read for its heading below its imports and exports", () => {
  const cases: [string, string][] = [
    ["import A from './a';\nimport B from './b';\n\n# Title\n", '# Title\n'],
    ["\nimport A from './a';\n\nexport const meta = {\n  level: 1,\n};\n\n# Title\n\nText.", '# Title\n\nText.'],
    ['# Title\n\nimport A from "./a";\n', '# Title\n\nimport A from "./a";\n'],
    ['important: not an import.\n', 'important: not an import.\n'],
    ["import A from './a';\n", ''],
  ];
  for (const [body, expected] of cases) assert.equal(withoutEsm(body), expected, JSON.stringify(body));
  const pending = { kind: 'doc' as const, file: 'docs/x.mdx', source: 'docs/x.mdx', frontMatter: {}, frontMatterLines: {}, body: "import A from './a';\n\n# From MDX\n", markdown: '', bodyLine: 1, diagnostics: [] };
  assert.equal(outlinePage({ ...pending, pendingMdx: { where: { file: 'docs/x.mdx', bodyLine: 1 } as never, readsValues: false } }).title, 'From MDX');
  assert.equal(outlinePage(pending).title, 'x', 'a body compiled (or Markdown) is read as it is');
});
