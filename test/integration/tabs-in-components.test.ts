// `@theme/Tabs` and `@theme/TabItem` drawn by the site's own code (issue 31, corpus class builtin-in-component): a
// React page or a component that draws tabs itself gets the markup lendocs gives an MDX file's tabs (a tab list,
// a panel per item, the default selected), so the same client script switches them; children that are no
// TabItem are an error, as in Docusaurus.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\n`;

const INSTALL = `import React from 'react';
import Layout from '@theme/Layout';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default function Install() {
  return (
    <Layout title="Install">
      <Tabs groupId="os" queryString>
        <TabItem value="linux" label="Linux"><pre>apt install acme</pre></TabItem>
        <TabItem value="mac" label="Mac" default><pre>brew install acme</pre></TabItem>
      </Tabs>
    </Layout>
  );
}
`;

const PICKER = `import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default function Picker({ tools }) {
  return (
    <Tabs className="picker" defaultValue="yarn" values={tools.map((tool) => ({ value: tool, label: tool.toUpperCase() }))}>
      {tools.map((tool) => <TabItem key={tool} value={tool}>{tool} add acme</TabItem>)}
    </Tabs>
  );
}
`;

const tabs = ($: ReturnType<Awaited<ReturnType<typeof buildFixture>>['$']>, root: string) =>
  $(`${root} [role="tab"]`).map((_, tab) => `${$(tab).attr('data-value')}=${$(tab).text()}${$(tab).attr('aria-selected') === 'true' ? '*' : ''}`).get();

test('a React page and a component draw Tabs and TabItem as the tabs of an MDX file', async () => {
  const result = await buildFixture(
    {
      'src/pages/install.jsx': INSTALL,
      'src/components/Picker.jsx': PICKER,
      'docs/a.mdx': "---\ntitle: A\n---\n\nimport Picker from '@site/src/components/Picker';\n\n<Picker tools={['npm', 'yarn']} />\n",
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  const page = result.$('/install');
  const set = page('main [data-tabs]');
  assert.equal(set.length, 1);
  assert.equal(set.attr('data-group-id'), 'os');
  assert.equal(set.attr('data-query-string'), 'os');
  assert.deepEqual(tabs(page, 'main [data-tabs]'), ['linux=Linux', 'mac=Mac*']);
  const panels = page('main [data-tabs] > [role="tabpanel"]');
  assert.deepEqual(panels.map((_, panel) => `${page(panel).attr('data-value')}:${page(panel).text()}`).get(), ['linux:apt install acme', 'mac:brew install acme']);
  // Each tab names its panel, and the ids are the page's own.
  const tab = page('main [role="tab"][data-value="mac"]');
  assert.equal(page(`#${tab.attr('aria-controls')}`).attr('data-value'), 'mac');
  const doc = result.$('/a');
  assert.ok(doc('.markdown [data-tabs]').hasClass('picker'));
  assert.deepEqual(tabs(doc, '.markdown [data-tabs]'), ['npm=NPM', 'yarn=YARN*']);
});

test('Tabs given children that are no TabItem, or one value twice, is an error naming the page, as in Docusaurus', async () => {
  const result = await buildFixture(
    {
      'src/pages/bad.jsx': "import Tabs from '@theme/Tabs';\nexport default function Bad() { return <Tabs><p>x</p></Tabs>; }\n",
      'src/pages/twice.jsx': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nexport default function Twice() { return <Tabs><TabItem value=\"a\">1</TabItem><TabItem value=\"a\">2</TabItem></Tabs>; }\n",
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors.map((d) => d.message).sort(), ['<Tabs> drawn by a component takes <TabItem> children, each with a "value"; it was given <p>.', '<Tabs> has the value "a" twice.']);
});

test('the tabs of two uses of a component on one page have ids of their own, so each tab names its own panel', async () => {
  const result = await buildFixture({ 'src/components/Picker.jsx': PICKER, 'docs/two.mdx': "---\ntitle: Two\n---\n\nimport Picker from '@site/src/components/Picker';\n\n<Picker tools={['npm', 'yarn']} />\n\n<Picker tools={['yarn', 'pnpm']} />\n" }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/two');
  const ids = $('.markdown [data-tabs] [id]').map((_, el) => $(el).attr('id')).get();
  assert.equal(ids.length, 8);
  assert.equal(new Set(ids).size, 8, `ids repeat: ${ids.join(', ')}`);
  $('.markdown [role="tab"]').each((_, tab) => assert.equal($(`#${$(tab).attr('aria-controls')}`).closest('[data-tabs]')[0], $(tab).closest('[data-tabs]')[0]));
});
