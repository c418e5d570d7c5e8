// The site's page frame (src/load/components/page-frame.ts): Docusaurus draws every page's components inside the
// site's src/theme/Root and src/theme/Layout, so a context they provide (a UI kit's theme, a store) reaches an MDX
// file's components and a React page. lendocs draws them inside both too, keeping only their own markup: the Layout's
// navbar, footer and wrappers are not drawn, lendocs's own chrome is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const THEME = "import { createContext, useContext } from 'react';\nexport const Palette = createContext(undefined);\nexport const usePalette = () => useContext(Palette);\n";

const LAYOUT = [
  "import Navbar from '@theme/Navbar';",
  "import Footer from '@theme/Footer';",
  "import { Palette } from '@site/src/palette';",
  'export default function Layout({ children }) {',
  '  return (',
  '    <div className="site-wrapper">',
  '      <Navbar />',
  "      <Palette.Provider value={{ custom: { tableBorder: 'var(--table-border)' } }}>",
  '        <main data-site-main>{children}</main>',
  '      </Palette.Provider>',
  '      <Footer />',
  '    </div>',
  '  );',
  '}',
  '',
].join('\n');

const ROOT = "import { Tenant } from '@site/src/tenant';\nexport default function Root({ children }) {\n  return <Tenant.Provider value=\"acme\"><div data-site-root>{children}</div></Tenant.Provider>;\n}\n";

const TABLE = [
  "import { usePalette } from '@site/src/palette';",
  "import { useContext } from 'react';",
  "import { Tenant } from '@site/src/tenant';",
  'export default function Table({ children }) {',
  '  const palette = usePalette();',
  '  return <table data-table style={{ borderColor: palette.custom.tableBorder }} data-tenant={useContext(Tenant)}><tbody><tr><td>{children}</td></tr></tbody></table>;',
  '}',
  '',
].join('\n');

const files = {
  'src/palette.js': THEME,
  'src/tenant.js': "import { createContext } from 'react';\nexport const Tenant = createContext('none');\n",
  'src/theme/Layout/index.js': LAYOUT,
  'src/theme/Root.js': ROOT,
  'src/components/Table.jsx': TABLE,
  'docs/colours.mdx': doc({ title: 'Colours' }, ["import Table from '@site/src/components/Table';", '', '<Table>Cell **text**</Table>', ''].join('\n')),
};

test("an MDX file's component reads the contexts of the site's Root and Layout, drawn without the Layout's chrome", async () => {
  const site = await buildFixture(files);
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.warnings.filter((d) => d.code !== 'theme-override').map((d) => d.message), []);
  const $ = site.$('/colours');
  const table = $('.markdown table[data-table]');
  assert.equal(table.attr('style'), 'border-color:var(--table-border)');
  assert.equal(table.attr('data-tenant'), 'acme');
  assert.equal(table.find('td strong').text(), 'text');
  // The Layout's wrappers are not drawn around the component; Root's is drawn once, around the page.
  assert.equal($('[data-site-main]').length, 0);
  assert.equal($('.site-wrapper').length, 0);
  assert.equal($('[data-site-root]').length, 1);
  assert.equal($('.markdown [data-site-root]').length, 0);
});

test('a React page reads them too', async () => {
  const site = await buildFixture({
    ...files,
    'src/pages/status.jsx': "import Layout from '@theme/Layout';\nimport Table from '@site/src/components/Table';\nexport default function Status() {\n  return <Layout title=\"Status\"><Table>ok</Table></Layout>;\n}\n",
  }, { config: `${BASE_CONFIG}paths:\n  pages: src/pages\n` });
  assert.deepEqual(site.errors, []);
  const $ = site.$('/status');
  assert.equal($('table[data-table]').attr('data-tenant'), 'acme');
  assert.equal($('table[data-table]').attr('style'), 'border-color:var(--table-border)');
  assert.equal($('[data-site-main]').length, 0);
});

test("a Layout that fails on the server is one warning, and the components are drawn without it", async () => {
  const site = await buildFixture({
    ...files,
    'src/theme/Layout/index.js': "export default function Layout() {\n  return <div>{window.innerWidth}</div>;\n}\n",
    'src/components/Table.jsx': 'export default function Table({ children }) {\n  return <table data-table><tbody><tr><td>{children}</td></tr></tbody></table>;\n}\n',
  });
  assert.deepEqual(site.errors, []);
  const said = site.warnings.filter((d) => d.code === 'theme-module');
  assert.equal(said.length, 1);
  assert.match(said[0].message, /^The site's src\/theme\/Root and src\/theme\/Layout, which Docusaurus draws around every page's components, failed when lendocs drew them inside it: window is not defined\./);
  assert.equal(site.$('/colours')('table[data-table] td').text(), 'Cell text');
});

test('a Layout that cannot be bundled is one warning, and the components are drawn without it', async () => {
  const site = await buildFixture({ ...files, 'src/theme/Layout/index.js': "import Gone from './gone';\nexport default function Layout({ children }) {\n  return <Gone>{children}</Gone>;\n}\n", 'src/components/Table.jsx': 'export default function Table({ children }) {\n  return <table data-table><tbody><tr><td>{children}</td></tr></tbody></table>;\n}\n' });
  assert.deepEqual(site.errors, []);
  const said = site.warnings.filter((d) => d.code === 'theme-module');
  assert.equal(said.length, 1);
  assert.match(said[0].message, /^The site's src\/theme\/Root and src\/theme\/Layout, which Docusaurus draws around every page's components, cannot be bundled: Could not resolve "\.\/gone"/);
  assert.equal(site.$('/colours')('table[data-table] td').text(), 'Cell text');
});

test("contexts of the site's packages (CommonJS, and ES modules with a default export) reach the components from the frame", async () => {
  const site = await buildFixture({
    'node_modules/kit/package.json': '{ "name": "kit", "main": "index.js" }\n',
    'node_modules/kit/index.js': "const { createContext } = require('react');\nexports.Kit = createContext('none');\n",
    'node_modules/esm-kit/package.json': '{ "name": "esm-kit", "type": "module", "exports": "./index.js" }\n',
    'node_modules/esm-kit/index.js': "import { createContext } from 'react';\nexport default createContext('none');\nexport const named = 'named export';\n",
    'src/theme/Layout/index.js': "import { Kit } from 'kit';\nimport Tone from 'esm-kit';\nexport default function Layout({ children }) {\n  return <Kit.Provider value=\"cjs\"><Tone.Provider value=\"esm\">{children}</Tone.Provider></Kit.Provider>;\n}\n",
    'src/components/Reader.jsx': "import { useContext } from 'react';\nimport kit from 'kit';\nimport Tone, { named } from 'esm-kit';\nexport default function Reader() {\n  return <p data-reader data-kit={useContext(kit.Kit)} data-tone={useContext(Tone)}>{named}</p>;\n}\n",
    'docs/read.mdx': doc({ title: 'Read' }, ["import Reader from '@site/src/components/Reader';", '', '<Reader />', ''].join('\n')),
  });
  assert.deepEqual(site.errors, []);
  const reader = site.$('/read')('[data-reader]');
  assert.equal(reader.attr('data-kit'), 'cjs');
  assert.equal(reader.attr('data-tone'), 'esm');
  assert.equal(reader.text(), 'named export');
});
