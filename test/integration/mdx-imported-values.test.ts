// A name an MDX file imports from a module of the site's, passed as a prop of one of the site's components, is the
// value the module exports, as the MDX file's bundle gives it in Docusaurus (`import { Rows } from
// '@site/src/data/rows'` then `<Table data={Rows} />`): a data module's array, a component given to another. lendocs
// does not evaluate the module in the MDX file; the component's thread runs it with the component.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { buildFixture, doc, makeSite, tempDir } from '../support/fixture-site.js';

const TABLE = 'export default function Table({ data, caption }) {\n  return <table data-table><caption>{caption}</caption><tbody>{data.map((d) => <tr key={d.name}><td>{d.name}</td></tr>)}</tbody></table>;\n}\n';

test('a name imported from a module of the site is passed to a component as the value the module exports', async () => {
  const site = await buildFixture({
    'src/data/rows.js': 'export const GoRows = [{ name: "gopher" }, { name: "crab" }];\nexport const caption = "Languages";\n',
    'src/data/default-rows.js': 'const rows = [{ name: "node" }];\nexport default rows;\n',
    'src/data/common-rows.js': 'module.exports = [{ name: "deno" }];\n',
    'src/components/Table.jsx': TABLE,
    'src/components/Star.jsx': 'export default function Star() {\n  return <i data-star>*</i>;\n}\n',
    'src/components/Card.jsx': 'export default function Card({ icon: Icon, items }) {\n  return <div data-card><Icon />{items.length}</div>;\n}\n',
    'docs/tables.mdx': doc({ title: 'Tables' }, [
      'import { GoRows as Rows, caption } from "@site/src/data/rows";',
      'import DefaultRows from "@site/src/data/default-rows";',
      'import CommonRows from "@site/src/data/common-rows";',
      'import Table from "@site/src/components/Table";',
      'import Card from "@site/src/components/Card";',
      'import Star from "@site/src/components/Star";',
      '',
      '<Table data={Rows} caption={caption} />',
      '',
      '<Table data={DefaultRows} caption="Default" />',
      '',
      '<Table data={CommonRows} caption="CommonJS" />',
      '',
      '<Card icon={Star} items={[Rows, DefaultRows]} />',
      '',
    ].join('\n')),
  });
  assert.deepEqual(site.diagnostics.map((d) => `${d.severity} ${d.message}`), []);
  const $ = site.$('/tables');
  const tables = $('table[data-table]').map((_, table) => `${$(table).find('caption').text()}: ${$(table).find('td').map((__, td) => $(td).text()).get().join(',')}`).get();
  assert.deepEqual(tables, ['Languages: gopher,crab', 'Default: node', 'CommonJS: deno']);
  assert.equal($('div[data-card] i[data-star]').length, 1);
  assert.equal($('div[data-card]').text(), '*2');
});

test('an imported name the module does not export is undefined, as a bundler gives it', async () => {
  const site = await buildFixture({
    'src/data/rows.js': 'export const Rows = [];\n',
    'src/components/Count.jsx': 'export default function Count({ data }) {\n  return <p data-count>{data === undefined ? "undefined" : data.length}</p>;\n}\n',
    'docs/count.mdx': doc({ title: 'Count' }, 'import { Rows, Missing } from "@site/src/data/rows";\nimport Count from "@site/src/components/Count";\n\n<Count data={Rows} />\n\n<Count data={Missing} />\n'),
  });
  assert.deepEqual(site.diagnostics.map((d) => `${d.severity} ${d.message}`), []);
  const $ = site.$('/count');
  assert.deepEqual($('p[data-count]').map((_, p) => $(p).text()).get(), ['0', 'undefined']);
});

test('a component imported by name is drawn as the export it names', async () => {
  const site = await buildFixture({
    'src/components/badges.jsx': 'export function Badge({ label }) {\n  return <b data-badge>{label}</b>;\n}\nexport default function Other() {\n  return <i data-other />;\n}\n',
    'docs/badge.mdx': doc({ title: 'Badge' }, 'import { Badge as Tag } from "@site/src/components/badges";\n\n<Tag label="new" />\n'),
  });
  assert.deepEqual(site.diagnostics.map((d) => `${d.severity} ${d.message}`), []);
  const $ = site.$('/badge');
  assert.equal($('b[data-badge]').text(), 'new');
  assert.equal($('i[data-other]').length, 0);
});

test('a page that passes a module\'s export is made again, with the same cache, when that module changes', async () => {
  const root = makeSite({
    'src/data/rows.js': 'export const Rows = [{ name: "first" }];\n',
    'src/components/Table.jsx': TABLE,
    'docs/rows.mdx': doc({ title: 'Rows' }, 'import { Rows } from "@site/src/data/rows";\nimport Table from "@site/src/components/Table";\n\n<Table data={Rows} />\n'),
  });
  const cache = { dir: path.join(tempDir(), 'cache') };
  const out = path.join(tempDir(), 'site');
  const page = () => readFileSync(path.join(out, 'rows/index.html'), 'utf8');
  await build({ root, out, cache });
  assert.match(page(), /<td>first<\/td>/);
  writeFileSync(path.join(root, 'src/data/rows.js'), 'export const Rows = [{ name: "second" }];\n');
  const again = await build({ root, out, cache });
  assert.deepEqual(again.diagnostics, []);
  assert.match(page(), /<td>second<\/td>/);
});
