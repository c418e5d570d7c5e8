// A Markdown file the site's own code imports as a component (issue 31), as Docusaurus's MDX loader gives it to
// webpack: `import Notes from './_notes.md'` in a component, `<Notes />` drawn in an MDX page's use of it and in a
// React page, rendered like a partial (its links checked, its problems at its own lines), its front matter exported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\nmarkdown:\n  format: mdx\n`;

const BOX = `import Notes, { frontMatter } from './_notes.md';
export default function NotesBox() {
  return <section data-notes data-title={frontMatter.title}><Notes /></section>;
}
`;

const NOTES = `---
title: Release notes
---

## Released versions

| Version | Notes |
| ------- | ----- |
| \`1.2\` | [Details](/other) |
`;

const files = (extra: Record<string, string> = {}) => ({
  'src/components/NotesBox.jsx': BOX,
  'src/components/_notes.md': NOTES,
  'src/pages/versions.jsx': "import NotesBox from '@site/src/components/NotesBox';\nexport default function Versions() { return <main><h1>Versions</h1><NotesBox /></main>; }\n",
  'docs/uses.mdx': "---\ntitle: Uses\n---\n\nimport NotesBox from '@site/src/components/NotesBox';\n\n## Own heading\n\n<NotesBox />\n",
  'docs/other.md': '---\ntitle: Other\n---\n\nText.\n',
  ...extra,
});

test('a Markdown file a component imports is drawn where the component draws it, in an MDX page and a React page', async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  for (const route of ['/uses', '/versions']) {
    const $ = result.$(route);
    const box = $('section[data-notes]');
    assert.equal(box.attr('data-title'), 'Release notes', route);
    assert.equal(box.find('table td code').text(), '1.2', route);
    assert.equal(box.find('table a').attr('href'), '/other', route);
    assert.equal(box.find('h2').attr('id'), 'released-versions', route);
    assert.doesNotMatch(box.text(), /\uE015|---|title:/, route);
  }
  // As in Docusaurus, what a component draws stays out of the page's table of contents.
  const toc = result.$('/uses')('.toc a').map((_, a) => result.$('/uses')(a).text()).get();
  assert.ok(toc.includes('Own heading') && !toc.includes('Released versions'), JSON.stringify(toc));
});

test("the drawn file's links are checked, and reported at its own file and line", async () => {
  const result = await buildFixture(files({ 'src/components/_notes.md': `${NOTES}\nSee [gone](/nowhere).\n` }), { config: CONFIG });
  const broken = result.errors.filter((d) => d.code === 'broken-link');
  assert.ok(broken.length > 0, JSON.stringify(result.diagnostics));
  for (const d of broken) assert.deepEqual([path.basename(d.file!), d.line], ['_notes.md', 11]);
});
