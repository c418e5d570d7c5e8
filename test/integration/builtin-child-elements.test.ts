// A built-in written as a child of a site component is an element of the built-in, as MDX gives it in Docusaurus
// (issues 31/32): a theme's own tabs (a copy of Docusaurus's Tabs, as an OpenAPI theme's SchemaTabs is) read each
// child's `value`, `label` and `children`, a swizzled tabs component hands its children to @theme/Tabs, and a
// component that only draws its children draws them as lendocs draws them in the MDX file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}markdown:\n  format: mdx\n`;

// Reads its children's props as Docusaurus's Tabs does (sanitizeTabsChildren, with theme-common's duplicates and
// useStorageSlot, as a theme's copy of it imports them), and fails as it does without them.
const PICKER = `import React from 'react';
import { duplicates, useStorageSlot } from '@docusaurus/theme-common';
export default function Picker({ children, lazy }) {
  const items = React.Children.toArray(children).filter((child) => !(typeof child === 'string' && child.trim() === ''));
  for (const child of items) if (!child.props || !('value' in child.props)) throw new Error('Bad <Picker> child <' + (child.type && child.type.name) + '>');
  if (duplicates(items, (a, b) => a.props.value === b.props.value).length > 0) throw new Error('Duplicate values');
  const [stored] = useStorageSlot('docusaurus.tab.picker');
  const first = items.find((child) => child.props.value === stored || child.props.default) ?? items[0];
  return (
    <div data-picker>
      <ul>{items.map((child) => <li key={child.props.value} data-value={child.props.value}>{child.props.label ?? child.props.value}</li>)}</ul>
      {lazy ? React.cloneElement(first, { className: 'chosen' }) : items}
    </div>
  );
}
`;

// A swizzled tabs component: Docusaurus's Tabs with a group of its own.
const OS_TABS = `import React from 'react';
import Tabs from '@theme/Tabs';
export default function OsTabs({ children }) {
  return <Tabs groupId="os" className="os-tabs">{children}</Tabs>;
}
`;

const BOX = `import React from 'react';
export default function Box({ children }) {
  return <section data-box>{children}</section>;
}
`;

const PAGE = `---
title: Pick
---

import Picker from '@site/src/components/Picker';
import OsTabs from '@site/src/components/OsTabs';
import TabItem from '@theme/TabItem';

<Picker>
  <TabItem value="apple" label="Apple">

  An **apple** a day.

  </TabItem>
  <TabItem value="bee" label="Bee" default>
  Bees buzz.
  </TabItem>
</Picker>

<Picker lazy>
  <TabItem value="cat" label="Cat">Meow.</TabItem>
  <TabItem value="dog" label="Dog">Woof.</TabItem>
</Picker>

<OsTabs>
  <TabItem value="linux" label="Linux">

  Run \`apt install acme\`.

  </TabItem>
  <TabItem value="mac" label="Mac" default>

  Run \`brew install acme\`.

  </TabItem>
</OsTabs>
`;

test('a component reads the props of the TabItems written inside it, and clones them, as Docusaurus gives them', async () => {
  const result = await buildFixture({ 'src/components/Picker.jsx': PICKER, 'src/components/OsTabs.jsx': OS_TABS, 'docs/pick.mdx': PAGE }, { config: CONFIG });
  assert.deepEqual(result.diagnostics.map((d) => d.message), []);
  const $ = result.$('/pick');
  const pickers = $('[data-picker]');
  assert.equal(pickers.length, 2);
  const labels = (picker: ReturnType<typeof $>) => picker.find('li').map((_, li) => `${$(li).attr('data-value')}=${$(li).text()}`).get();
  assert.deepEqual(labels(pickers.eq(0)), ['apple=Apple', 'bee=Bee']);
  // Drawn as they were given: each TabItem's panel, its Markdown rendered.
  const panels = pickers.eq(0).find('[role="tabpanel"]');
  assert.deepEqual(panels.map((_, panel) => $(panel).attr('data-value')).get(), ['apple', 'bee']);
  assert.equal(panels.eq(0).find('strong').text(), 'apple');
  assert.equal(panels.eq(1).text().trim(), 'Bees buzz.');
  // Cloned with a prop of the component's: the TabItem drawn with it.
  assert.deepEqual(labels(pickers.eq(1)), ['cat=Cat', 'dog=Dog']);
  const chosen = pickers.eq(1).find('[role="tabpanel"]');
  assert.equal(chosen.length, 1);
  assert.ok(chosen.hasClass('chosen'));
  assert.equal(chosen.text().trim(), 'Meow.');
  // Handed to @theme/Tabs: a tab per TabItem, with its label, the default selected, each panel its Markdown.
  const tabs = $('[data-tabs].os-tabs');
  assert.equal(tabs.attr('data-group-id'), 'os');
  assert.deepEqual(tabs.find('[role="tab"]').map((_, tab) => `${$(tab).attr('data-value')}=${$(tab).text()}${$(tab).attr('aria-selected') === 'true' ? '*' : ''}`).get(), ['linux=Linux', 'mac=Mac*']);
  assert.deepEqual(tabs.find('[role="tabpanel"] code').map((_, code) => $(code).text()).get(), ['apt install acme', 'brew install acme']);
});

test('built-ins a component only draws are drawn as in the MDX file: tabs, admonitions and details', async () => {
  const inner = `<Tabs groupId="pm">
  <TabItem value="npm">

  Run \`npm i\`.

  </TabItem>
  <TabItem value="yarn" label="Yarn">

  Run \`yarn\`.

  </TabItem>
</Tabs>

<Admonition type="tip" title="Hint">

Mind the **gap**.

</Admonition>

<details>
  <summary>More</summary>

  Hidden *text*.

</details>
`;
  const page = (body: string) => `---\ntitle: Box\n---\n\nimport Box from '@site/src/components/Box';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Admonition from '@theme/Admonition';\n\n${body}\n`;
  const result = await buildFixture({ 'src/components/Box.jsx': BOX, 'docs/boxed.mdx': page(`<Box>\n\n${inner}\n</Box>`), 'docs/plain.mdx': page(inner) }, { config: CONFIG });
  assert.deepEqual(result.diagnostics.map((d) => d.message), []);
  const boxed = result.$('/boxed')('[data-box]').html()!.replace(/\s+/g, ' ').trim();
  const plain = result.$('/plain')('.markdown').html()!.replace(/\s+/g, ' ').trim();
  assert.ok(plain.includes('data-tabs'));
  assert.ok(plain.startsWith(boxed.slice(0, 40)), `boxed: ${boxed}\nplain: ${plain}`);
  assert.ok(plain.includes(boxed), `boxed: ${boxed}\nplain: ${plain}`);
});

test('Tabs whose children are components of the site drawing a TabItem take their tabs from those components\' props', async () => {
  const osTab = `import React from 'react';
import TabItem from '@theme/TabItem';
export default function OsTab({ children, ...props }) {
  return <TabItem {...props}><p data-os>{props.value}</p>{children}</TabItem>;
}
`;
  const page = `---
title: OS
---

import Tabs from '@theme/Tabs';
import OsTab from '@site/src/components/OsTab';

<Tabs groupId="os">
  <OsTab value="linux" label="Linux">

  Linux **text**.

  </OsTab>
  <OsTab value="mac" label="Mac" default>
  Mac text
  </OsTab>
</Tabs>
`;
  const result = await buildFixture({ 'src/components/OsTab.jsx': osTab, 'docs/os.mdx': page }, { config: CONFIG });
  assert.deepEqual(result.diagnostics.map((d) => d.message), []);
  const $ = result.$('/os');
  const tabs = $('[data-tabs]');
  assert.equal(tabs.length, 1);
  assert.deepEqual(tabs.find('[role="tab"]').map((_, tab) => `${$(tab).attr('data-value')}=${$(tab).text()}${$(tab).attr('aria-selected') === 'true' ? '*' : ''}`).get(), ['linux=Linux', 'mac=Mac*']);
  // Each component's own TabItem is a panel of the tabs, which the client script shows one at a time.
  const panels = tabs.children('[role="tabpanel"]');
  assert.deepEqual(panels.map((_, panel) => `${$(panel).attr('data-value')}:${$(panel).find('[data-os]').text()}`).get(), ['linux:linux', 'mac:mac']);
  assert.equal(panels.eq(0).find('strong').text(), 'text');
});
