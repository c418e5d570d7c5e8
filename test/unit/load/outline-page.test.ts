// A page's outline (serve's first page): its title from the front matter, else from the body's leading heading, read
// from the Markdown line without rendering it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { leadingHeading, outlinePage } from '../../../src/load/outline-page.js';

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
