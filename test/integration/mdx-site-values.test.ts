// Values of the site's own code passed into components, as MDX 3 and Docusaurus's bundle give them: a function written
// as a component's children (a render prop), values of the site's modules given to the components lendocs draws
// itself (Tabs, img, CodeBlock), and event handlers, which the server's HTML never holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { buildFixture, doc } from '../support/fixture-site.js';

const found = (diagnostics: { severity: string; file?: string; line?: number; message: string }[]) => diagnostics.map((d) => `${d.severity} ${path.basename(d.file ?? '')}:${d.line} ${d.message}`);

test('a function written as the children of a component of the site\'s is its children prop, as MDX passes it', async () => {
  const site = await buildFixture({
    'src/components/List.jsx': "export default function List({ items, children }) {\n  return <pre data-list>{items.map(children).join('\\n')}</pre>;\n}\n",
    'docs/render-prop.mdx': doc({ title: 'Render prop' }, [
      "import List from '@site/src/components/List';",
      '',
      "<List items={['Debug', 'Release']}>",
      '  {(conf) => `build ${conf.toLowerCase()}`}',
      '</List>',
      '',
      "Inline: <List items={['a', 'b']}>{function (x) { return x.toUpperCase(); }}</List>",
      '',
    ].join('\n')),
  });
  assert.deepEqual(found(site.diagnostics), []);
  const $ = site.$('/render-prop');
  assert.deepEqual($('pre[data-list]').map((_, pre) => $(pre).text()).get(), ['build debug\nbuild release', 'A\nB']);
});
