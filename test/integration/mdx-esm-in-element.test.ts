// An import written inside an element's children (`<TabItem>`, a blank line, then the tab's imports, often in an
// mdx-code-block fence) is an import of the file, as MDX reads it (issue 32, corpus: a site's tabs each import a
// data file and a table component there, and lendocs left out every table and expression): a tag on its own line
// is no container, so the import is at the top level, and MDX hoists it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, doc } from '../support/fixture-site.js';

const TABS = (fence: boolean) => `${fence ? '```mdx-code-block\n' : ''}<Tabs groupId="langs">
<TabItem value="go" label="Go" default>

import GoData from "@site/src/data/go.json";
import Table from "@site/src/data/Table";

<Table data={GoData} />

</TabItem>
<TabItem value="js" label="JS">

import JsData from "@site/src/data/js.json";

<Table data={JsData} />

</TabItem>
</Tabs>
${fence ? '```\n' : ''}`;

const FILES = {
  'src/data/go.json': '[{ "name": "gopher" }]\n',
  'src/data/js.json': '[{ "name": "node" }]\n',
  'src/data/Table.jsx': 'export default function Table({ data }) {\n  return <table data-table><tbody>{data.map((d) => <tr key={d.name}><td>{d.name}</td></tr>)}</tbody></table>;\n}\n',
  'docs/fenced.mdx': doc({ title: 'Fenced' }, TABS(true)),
  'docs/plain.mdx': doc({ title: 'Plain' }, TABS(false)),
};

test('imports inside a tab are the file\'s imports: the component and the values they name are drawn', async () => {
  const site = await buildFixture(FILES);
  assert.deepEqual(site.diagnostics.map((d) => d.message), []);
  for (const page of ['fenced', 'plain']) {
    const $ = site.$(`/${page}`);
    assert.deepEqual($('table[data-table] td').map((_, td) => $(td).text()).get(), ['gopher', 'node'], page);
  }
});

// An expression lendocs cannot give a value (here it reads a name the file never imports; a call on what a .js module
// exports is computed with the file's code: mdx-file-code.test.ts) leaves its prop out with a warning. A component
// that cannot draw without it is left out with a warning too, as the expression is, and the build goes on (it failed
// the build: a real site's tables, each given its data from a .js module, once their imports were read).
test('a component that fails without a prop lendocs left out is left out with a warning, not a failed build', async () => {
  const site = await buildFixture({
    'src/data/go.js': 'export const GoData = [{ name: "gopher" }];\n',
    'src/data/Table.jsx': FILES['src/data/Table.jsx'],
    'src/data/Note.jsx': 'export default function Note({ data }) {\n  return <p data-note>{data === undefined ? "none" : "some"}</p>;\n}\n',
    'docs/tables.mdx': doc({ title: 'Tables' }, 'import { GoData } from "@site/src/data/go";\nimport Table from "@site/src/data/Table";\nimport Note from "@site/src/data/Note";\n\nBefore.\n\n<Table data={GoRows} />\n\n<Note data={GoRows.length} />\n\nAfter.\n'),
  });
  const said = site.diagnostics.map((d) => `${d.severity} ${d.message}`);
  assert.equal(said.filter((m) => m.startsWith('error')).length, 0, said.join('\n'));
  assert.ok(said.some((m) => /^warning The expression \{GoRows\} is left out/.test(m)), said.join('\n'));
  assert.ok(said.some((m) => /^warning The component <Table> is left out: it failed while rendering without data, which lendocs left out/.test(m)), said.join('\n'));
  // A component that draws without the prop is drawn, as before.
  assert.ok(!said.some((m) => m.includes('<Note>')), said.join('\n'));
  const $ = site.$('/tables');
  assert.equal($('table[data-table]').length, 0);
  assert.equal($('p[data-note]').text(), 'none');
  assert.match($('article').text(), /Before\.[\s\S]*After\./);
});
