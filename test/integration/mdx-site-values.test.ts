// Values of the site's own code passed into components, as MDX 3 and Docusaurus's bundle give them: a function written
// as a component's children (a render prop), values of the site's modules given to the components lendocs draws
// itself (Tabs, img, CodeBlock), and event handlers, which the server's HTML never holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { buildFixture, doc, makeSite, tempDir } from '../support/fixture-site.js';

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

const CONSTANTS = [
  "export const defaultPackageManager = 'yarn';",
  "export const packageManagers = [{ label: 'npm', value: 'npm' }, { label: 'Yarn', value: 'yarn' }];",
  "export function branchName() { return 'main'; }",
  "export const ASSETS = { logo: 'https://cdn.example.com/logo.png' };",
  '',
].join('\n');
// As a site module often is: a default export object, one value read from a Docusaurus module, one a function.
const PLATFORMS = [
  "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
  "const defaultPlatform = ExecutionEnvironment.canUseDOM ? 'ios' : 'android';",
  "const tabs = (names) => names.map((value) => ({ label: value.toUpperCase(), value }));",
  'export default { defaultPlatform, tabs };',
  '',
].join('\n');

test('values of the site\'s modules given to Tabs, an img and a CodeBlock are computed with the file\'s code', async () => {
  const site = await buildFixture({
    'src/data/constants.js': CONSTANTS,
    'src/data/platforms.jsx': PLATFORMS,
    'docs/values.mdx': doc({ title: 'Values' }, [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import CodeBlock from '@theme/CodeBlock';",
      "import * as constants from '@site/src/data/constants';",
      "import platforms from '@site/src/data/platforms';",
      '',
      '<Tabs groupId="pm" defaultValue={constants.defaultPackageManager} values={constants.packageManagers}>',
      '<TabItem value="npm">npm install</TabItem>',
      '<TabItem value="yarn">yarn add</TabItem>',
      '</Tabs>',
      '',
      "<Tabs defaultValue={platforms.defaultPlatform} values={platforms.tabs(['android', 'ios'])}>",
      '<TabItem value="android">Droid</TabItem>',
      '<TabItem value="ios">Phone</TabItem>',
      '</Tabs>',
      '',
      '<img src={constants.ASSETS.logo} alt="logo" />',
      '',
      '<CodeBlock language="bash">',
      '{`curl -O https://example.com/${constants.branchName()}/package.json`}',
      '</CodeBlock>',
      '',
    ].join('\n')),
  });
  assert.deepEqual(found(site.diagnostics), []);
  const $ = site.$('/values');
  const tabs = $('[data-tabs]').map((_, list) => $(list).find('[role=tab]').map((__, tab) => `${$(tab).text()}${$(tab).attr('aria-selected') === 'true' ? '*' : ''}`).get().join(' ')).get();
  // The server's render: canUseDOM is false there, so the default platform is android.
  assert.deepEqual(tabs, ['npm Yarn*', 'ANDROID* IOS']);
  assert.equal($('img[alt=logo]').attr('src'), 'https://cdn.example.com/logo.png');
  assert.equal($('pre code').text(), 'curl -O https://example.com/main/package.json');
});

test('a value is computed on the page it is drawn on, as a hook of Docusaurus\'s reads it (the page\'s path)', async () => {
  const site = await buildFixture({
    'src/data/here.js': "import { useLocation } from '@docusaurus/router';\nexport function here() {\n  return useLocation().pathname;\n}\n",
    'docs/_where.mdx': ["import CodeBlock from '@theme/CodeBlock';", "import { here } from '@site/src/data/here';", '', '<CodeBlock>{`partial on ${here()}`}</CodeBlock>', ''].join('\n'),
    'docs/where.mdx': doc({ title: 'Where' }, ["import CodeBlock from '@theme/CodeBlock';", "import { here } from '@site/src/data/here';", "import Where from './_where.mdx';", '', '<CodeBlock>{`page on ${here()}`}</CodeBlock>', '', '<Where />', ''].join('\n')),
  });
  assert.deepEqual(found(site.diagnostics), []);
  assert.deepEqual(site.$('/where')('pre code').map((_, code) => site.$('/where')(code).text()).get(), ['page on /where', 'partial on /where']);
});

test('a hook of the site\'s called in an expression gives its first value, as in Docusaurus\'s render of the page', async () => {
  const site = await buildFixture({
    'src/hooks/latest.js': "import { useEffect, useState } from 'react';\nexport function useLatestTag(repo, fallback = 'main') {\n  const [tag, setTag] = useState(fallback);\n  useEffect(() => { setTag(repo + '-from-network'); }, [repo]);\n  return tag;\n}\n",
    'docs/hooked.mdx': doc({ title: 'Hooked' }, ["import CodeBlock from '@theme/CodeBlock';", "import { useLatestTag } from '@site/src/hooks/latest';", '', "<CodeBlock>{`go get example.com/client@${useLatestTag('client', 'v1.2.3')}`}</CodeBlock>", ''].join('\n')),
  });
  assert.deepEqual(found(site.diagnostics), []);
  assert.equal(site.$('/hooked')('pre code').text(), 'go get example.com/client@v1.2.3');
});

test('a Markdown partial\'s Tabs take values of a site module too, with the props its page gave it', async () => {
  const site = await buildFixture({
    'src/data/constants.js': CONSTANTS,
    'docs/_install.mdx': ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", "import * as constants from '@site/src/data/constants';", '', '<Tabs defaultValue={constants.defaultPackageManager} values={constants.packageManagers}>', '<TabItem value="npm">npm install {props.name}</TabItem>', '<TabItem value="yarn">{`yarn add ${props.name}@${constants.branchName()}`}</TabItem>', '</Tabs>', ''].join('\n'),
    'docs/install.mdx': doc({ title: 'Install' }, ["import Install from './_install.mdx';", '', '<Install name="left-pad" />', ''].join('\n')),
  });
  assert.deepEqual(found(site.diagnostics), []);
  const $ = site.$('/install');
  assert.deepEqual($('[role=tab]').map((_, tab) => `${$(tab).text()}${$(tab).attr('aria-selected') === 'true' ? '*' : ''}`).get(), ['npm', 'Yarn*']);
  assert.deepEqual($('[role=tabpanel]').map((_, panel) => $(panel).text().trim()).get(), ['npm install left-pad', 'yarn add left-pad@main']);
});

test('a value the site\'s code gives that the page cannot hold, or that throws, is left out saying so', async () => {
  const site = await buildFixture({
    'src/data/odd.js': "export const handler = () => 1;\nexport function broken() { throw new Error('no branch'); }\nexport const when = new Map();\n",
    'docs/odd.mdx': doc({ title: 'Odd' }, [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import CodeBlock from '@theme/CodeBlock';",
      "import { handler, broken, when } from '@site/src/data/odd';",
      '',
      '<Tabs values={handler} groupId={when}>',
      '<TabItem value="a">A</TabItem>',
      '</Tabs>',
      '',
      '<CodeBlock>{`x ${broken()}`}</CodeBlock>',
      '',
    ].join('\n')),
  });
  assert.deepEqual(found(site.diagnostics).sort(), [
    'warning odd.mdx:10 The expression {handler} is left out: its value is a function, which the page cannot hold here.',
    'warning odd.mdx:10 The expression {when} is left out: its value is an object of class Map, not plain data.',
    'warning odd.mdx:14 The expression {`x ${broken()}`} is left out: the site\'s code threw while computing it: no branch.',
  ]);
  assert.equal(site.$('/odd')('[role=tab]').text(), 'a');
});

test('an event handler is drawn as the server writes it, without the handler: a warning on HTML elements only', async () => {
  const site = await buildFixture({
    'src/components/Button.jsx': 'export default function Button({ onClick, children }) {\n  return <button className="site-button" onClick={onClick}>{children}</button>;\n}\n',
    'docs/handlers.mdx': doc({ title: 'Handlers' }, [
      "import Button from '@site/src/components/Button';",
      '',
      '<Button onClick={() => window.open("https://example.com")}>Open</Button>',
      '',
      'Use <a href="#" onClick={() => document.querySelector(".search").click()}>the search bar</a> here.',
      '',
    ].join('\n')),
  });
  assert.deepEqual(found(site.diagnostics), [
    "warning handlers.mdx:9 The event handler onClick of <a> does nothing on the published page: the element is drawn as Docusaurus's server render writes it, without the handler, and lendocs runs none of the page's code in the browser, where Docusaurus's script attaches it.",
  ]);
  const $ = site.$('/handlers');
  assert.equal($('button.site-button').text(), 'Open');
  assert.equal($('.markdown a[href="#"]').text(), 'the search bar');
  assert.equal($('[onclick]').length, 0);
});

test('a page whose Tabs took values of a site module is made again when the module changes, with the same cache', async () => {
  const root = makeSite({
    'src/data/constants.js': CONSTANTS,
    'docs/cached.mdx': doc({ title: 'Cached' }, ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", "import * as constants from '@site/src/data/constants';", '', '<Tabs values={constants.packageManagers}>', '<TabItem value="npm">A</TabItem>', '<TabItem value="yarn">B</TabItem>', '</Tabs>', ''].join('\n')),
  });
  const cache = { dir: path.join(tempDir(), 'cache') };
  const out = path.join(tempDir(), 'site');
  const labels = () => [...readFileSync(path.join(out, 'cached/index.html'), 'utf8').matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]).join(' ');
  await build({ root, out, cache });
  assert.equal(labels(), 'npm Yarn');
  writeFileSync(path.join(root, 'src/data/constants.js'), CONSTANTS.replace("label: 'Yarn'", "label: 'Yarn Berry'"));
  const again = await build({ root, out, cache });
  assert.deepEqual(again.diagnostics.map((d) => d.message), []);
  assert.equal(labels(), 'npm Yarn Berry');
});
