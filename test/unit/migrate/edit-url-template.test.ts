// A Docusaurus editUrl function → a lendocs template (src/migrate/edit-url-template.ts), and the build's reading of
// a template or a URL (src/shared/edit-url.ts). The whole path (the function called in migrate's child process for
// each page, then the edit links of the built pages) is in test/integration/migrate-config.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editUrlTemplate, type EditUrlCall } from '../../../src/migrate/edit-url-template.js';
import { EDIT_URL_FIELDS, fillEditUrl } from '../../../src/shared/edit-url.js';

const pages = [
  { version: 'current', versionDocsDirPath: 'docs', docPath: 'intro.md' },
  { version: 'current', versionDocsDirPath: 'docs', docPath: 'guides/setup.mdx' },
  { version: '1.0', versionDocsDirPath: 'versioned_docs/version-1.0', docPath: 'intro.md' },
];
const callsOf = (fn: (fields: Record<string, string>) => unknown): EditUrlCall[] => pages.map((fields) => ({ fields, result: fn(fields) }));
const page = (call: EditUrlCall) => `${call.fields.versionDocsDirPath}/${call.fields.docPath}`;
const derive = (fn: (fields: Record<string, string>) => unknown) => editUrlTemplate(callsOf(fn), EDIT_URL_FIELDS, page);

test('a function that is a template of its fields becomes that template, which gives what it gave for every page', () => {
  const cases: [(f: Record<string, string>) => unknown, string][] = [
    [({ docPath }) => `https://git.example/acme/edit/main/docs/${docPath}`, 'https://git.example/acme/edit/main/docs/{docPath}'],
    [({ versionDocsDirPath, docPath }) => `https://git.example/acme/edit/main/website/${versionDocsDirPath}/${docPath}`, 'https://git.example/acme/edit/main/website/{versionDocsDirPath}/{docPath}'],
    // A literal that only looks like a field's value in one page ("docs" in the host path) stays literal.
    [({ version, docPath }) => `https://docs.example/edit/${version}/${docPath}`, 'https://docs.example/edit/{version}/{docPath}'],
  ];
  for (const [fn, template] of cases) {
    const outcome = derive(fn);
    assert.deepEqual(outcome, { template, pages: 3 });
    for (const fields of pages) assert.equal(fillEditUrl(template, fields, 'versionDocsDirPath', 'docPath'), fn(fields));
  }
});

test('a function no one template reproduces is named with the page where it differs, never kept', () => {
  // Another repository for one folder.
  const branching = derive(({ versionDocsDirPath, docPath }) => (docPath.startsWith('guides/') ? `https://git.example/other/edit/${docPath}` : `https://git.example/acme/edit/${versionDocsDirPath}/${docPath}`));
  assert.ok('problem' in branching && /fits 2 of 3 pages, but for docs\/guides\/setup\.mdx it gives "https:\/\/git\.example\/other\/edit\/guides\/setup\.mdx"/.test(branching.problem), JSON.stringify(branching));
  // What a swizzled edit button reads: JSON, not a URL.
  const json = derive(({ docPath }) => JSON.stringify([{ label: 'Edit', href: `https://git.example/${docPath}` }]));
  assert.ok('problem' in json && /which is not a web URL/.test(json.problem));
  const none = derive(({ docPath }) => (docPath === 'intro.md' ? undefined : `https://git.example/${docPath}`));
  assert.ok('problem' in none && /no link for docs\/intro\.md/.test(none.problem));
  const threw = editUrlTemplate([{ fields: pages[0], threw: 'docPath.foo is not a function' }], EDIT_URL_FIELDS, page);
  assert.ok('problem' in threw && /threw for docs\/intro\.md: docPath\.foo is not a function/.test(threw.problem));
  const same = derive(() => 'https://translate.example/project');
  assert.ok('problem' in same && /for every page/.test(same.problem));
  assert.ok('problem' in editUrlTemplate([], EDIT_URL_FIELDS, page));
  const unsafe = derive(({ docPath }) => `javascript:alert(${JSON.stringify(docPath)})`);
  assert.ok('problem' in unsafe && /not a web URL/.test(unsafe.problem));
});

test('the build fills a template with the page\'s fields, and adds the folder and path to a URL, both encoded', () => {
  const fields = { version: 'current', versionDocsDirPath: 'docs', docPath: 'a b/intro.md' };
  const encode = (value: string) => value.split('/').map(encodeURIComponent).join('/');
  assert.equal(fillEditUrl('https://git.example/edit/main/{versionDocsDirPath}/{docPath}', fields, 'versionDocsDirPath', 'docPath', encode), 'https://git.example/edit/main/docs/a%20b/intro.md');
  assert.equal(fillEditUrl('https://git.example/edit/main/website/', fields, 'versionDocsDirPath', 'docPath', encode), 'https://git.example/edit/main/website/docs/a%20b/intro.md');
  // A brace that names no field is no template.
  assert.equal(fillEditUrl('https://git.example/{x}', fields, 'versionDocsDirPath', 'docPath'), 'https://git.example/{x}/docs/a b/intro.md');
});

test('a field\'s value that is also part of the literal URL (a repository named acme-docs) stays literal there', () => {
  const outcome = derive(({ versionDocsDirPath, docPath }) => `https://git.example/acme-docs/edit/main/${versionDocsDirPath}/${docPath}`);
  assert.deepEqual(outcome, { template: 'https://git.example/acme-docs/edit/main/{versionDocsDirPath}/{docPath}', pages: 3 });
  // With the docs folder alone, the literal is kept too: the fewest placeholders that give every link.
  const current = editUrlTemplate(callsOf(({ versionDocsDirPath, docPath }) => `https://git.example/acme-docs/edit/main/${versionDocsDirPath}/${docPath}`).slice(0, 2), EDIT_URL_FIELDS, page);
  assert.deepEqual(current, { template: 'https://git.example/acme-docs/edit/main/{versionDocsDirPath}/{docPath}', pages: 2 });
});
