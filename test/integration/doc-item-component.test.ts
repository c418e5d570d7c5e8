// A docs instance's docItemComponent (Docusaurus's docs plugin option, `docItemComponent: '@theme/ApiItem'` in an
// OpenAPI theme's sites; src/load/components/doc-item.ts): every doc page of the instance is drawn through it, given
// the doc's content as a component with its front matter and metadata, so a context it provides (the theme's store)
// reaches the doc's components, and what it draws around the content is on the page; lendocs's own chrome (title,
// breadcrumbs, table of contents, pager) stays, and the parts of Docusaurus's doc page it imports draw nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs:\n  instances:\n    - { id: rest, path: api, routeBasePath: api, docItemComponent: '@theme/ApiItem' }\n`;

const API_ITEM = [
  "import DocItemLayout from '@theme/DocItem/Layout';",
  "import DocBreadcrumbs from '@theme/DocBreadcrumbs';",
  "import Paginator from '@theme/DocItem/Paginator';",
  "import { Store } from '@site/src/store';",
  'export default function ApiItem({ content: MDXContent }) {',
  '  const { frontMatter, metadata } = MDXContent;',
  '  return (',
  '    <Store.Provider value={{ method: frontMatter.method, id: metadata.id }}>',
  '      <DocItemLayout>',
  '        <DocBreadcrumbs />',
  '        <div className="api-row">',
  '          <div className="api-left"><MDXContent /></div>',
  '          <aside className="api-right">Try {frontMatter.method}</aside>',
  '        </div>',
  '        <Paginator />',
  '      </DocItemLayout>',
  '    </Store.Provider>',
  '  );',
  '}',
  '',
].join('\n');

// Reads the store as an OpenAPI theme's endpoint reads its redux store: without it, it throws.
const ENDPOINT = "import { useContext } from 'react';\nimport { Store } from '@site/src/store';\nexport default function Endpoint({ path }) {\n  const { method, id } = useContext(Store);\n  return <pre data-endpoint={id}>{method} {path}</pre>;\n}\n";

const files = {
  'src/store.js': "import { createContext } from 'react';\nexport const Store = createContext(null);\n",
  'src/theme/ApiItem/index.js': API_ITEM,
  'src/components/Endpoint.jsx': ENDPOINT,
  'api/get-pet.mdx': doc({ title: 'Get a pet', method: 'GET' }, ["import Endpoint from '@site/src/components/Endpoint';", '', '<Endpoint path="/pets/{id}" />', '', 'Finds a **pet**.', ''].join('\n')),
  'api/intro.md': doc({ title: 'About the API', method: 'NONE' }, 'Plain Markdown.'),
  'docs/index.md': doc({ title: 'Home' }, 'Welcome.'),
};

test("a doc's components are drawn inside its instance's docItemComponent, which is given the content with its front matter and metadata", async () => {
  const site = await buildFixture(files, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.warnings.map((d) => d.message), []);
  const $ = site.$('/api/get-pet');
  assert.equal($('pre[data-endpoint]').text(), 'GET /pets/{id}');
  assert.equal($('pre[data-endpoint]').attr('data-endpoint'), 'get-pet');
});

test("what the docItemComponent draws around the content is the doc's content on the page, in lendocs's own doc page", async () => {
  const site = await buildFixture(files, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  const $ = site.$('/api/get-pet');
  assert.equal($('.doc-article .api-row .api-left pre[data-endpoint]').length, 1);
  assert.equal($('.doc-article .api-row .api-left strong').text(), 'pet');
  assert.equal($('.doc-article .api-row aside.api-right').text(), 'Try GET');
  // lendocs's title, breadcrumbs and pager, once; the doc page parts the component imports draw nothing.
  assert.equal($('h1').text(), 'Get a pet');
  assert.equal($('nav.breadcrumbs').length, 1);
  assert.equal($('.api-row').length, 1);
  // A doc without components is drawn through it too; the main docs are not.
  assert.equal(site.$('/api/intro')('.api-row aside.api-right').text(), 'Try NONE');
  assert.equal(site.$('/api/intro')('.api-row .api-left').text().trim(), 'Plain Markdown.');
  assert.equal(site.$('/')('.api-row').length, 0);
});

test('a docItemComponent lendocs cannot find is one warning naming it, and the docs are drawn without it', async () => {
  const site = await buildFixture({ ...files, 'src/theme/ApiItem/index.js': undefined, 'src/components/Endpoint.jsx': 'export default function Endpoint({ path }) {\n  return <pre data-endpoint>{path}</pre>;\n}\n' }, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  const said = site.warnings.filter((d) => d.message.includes('docItemComponent'));
  assert.equal(said.length, 1, site.warnings.map((d) => d.message).join('\n'));
  assert.match(said[0].message, /^The docs instance "rest" is drawn through the docItemComponent "@theme\/ApiItem", which lendocs cannot find/);
  assert.equal(site.$('/api/get-pet')('pre[data-endpoint]').text(), '/pets/{id}');
});

test('a docItemComponent that fails on the server is a warning naming its file, and the docs are drawn without it', async () => {
  const failing = "export default function ApiItem({ content: MDXContent }) {\n  return <div data-width={window.innerWidth}><MDXContent /></div>;\n}\n";
  const site = await buildFixture({ ...files, 'src/theme/ApiItem/index.js': failing, 'src/components/Endpoint.jsx': 'export default function Endpoint({ path }) {\n  return <pre data-endpoint>{path}</pre>;\n}\n' }, { config: CONFIG });
  assert.deepEqual(site.errors, []);
  const said = site.warnings.map((d) => d.message);
  assert.ok(said.some((message) => message.startsWith("The docItemComponent src/theme/ApiItem/index.js, which Docusaurus draws around the doc's components, failed when lendocs drew them inside it: window is not defined.")), said.join('\n'));
  assert.ok(said.some((message) => /^The docItemComponent src\/theme\/ApiItem\/index\.js cannot be drawn on 2 pages \(the first: \/api\/.*\): .*window is not defined\. Those pages show lendocs's own doc page instead\./.test(message)), said.join('\n'));
  const $ = site.$('/api/get-pet');
  assert.equal($('pre[data-endpoint]').text(), '/pets/{id}');
  assert.equal($('[data-theme-override="DocItem"]').length, 0);
});
