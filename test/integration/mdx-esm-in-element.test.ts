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
