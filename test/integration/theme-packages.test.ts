// Docusaurus theme packages (config `siteCode.themes`): `@theme/X` is the site's src/theme/X, then the X of the last
// theme package that has one, then lendocs's own; `@theme-init/X` the first theme's; `@theme-original/X` in the
// site's src/theme the theme packages' X. Their components are bundled from node_modules and drawn at build time as
// Docusaurus's server render draws them (src/node/theme-folders.ts, src/load/components/theme-modules.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { parse } from 'yaml';
import { BASE_CONFIG, buildFixture, makeSite, tempDir } from '../support/fixture-site.js';
import { runCliHere, cliStdout } from '../support/cli-here.js';

const config = (themes: string[], pages = true) => `${BASE_CONFIG}${pages ? 'paths:\n  pages: src/pages\n' : ''}markdown:\n  format: mdx\nsiteCode:\n  themes: [${themes.map((t) => JSON.stringify(t)).join(', ')}]\n`;

const cjs = (body: string) => `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nconst react_1 = require("react");\n${body}`;

/** A theme package as they are published: compiled CommonJS in lib/theme, one folder per component. */
const API_THEME = {
  'node_modules/fake-theme-api/package.json': JSON.stringify({ name: 'fake-theme-api', version: '1.0.0', main: 'lib/index.js' }),
  'node_modules/fake-theme-api/lib/index.js': 'module.exports = () => ({ name: "fake-theme-api" });\n',
  // A component reading a context its own provider gives (as a theme's redux store), another of the theme's
  // components, and Docusaurus's Details, which lendocs stands in for.
  'node_modules/fake-theme-api/lib/theme/Endpoint/index.js': cjs(`const Details = require("@theme/Details").default;
const Method = require("@theme/ApiMethod").default;
const store = require("../store");
exports.default = function Endpoint({ method, path }) {
  return react_1.createElement(store.Provider, { value: { server: "https://api.test" } },
    react_1.createElement("div", { className: "endpoint" }, react_1.createElement(Method, { method }), react_1.createElement(Details, { summary: "Path" }, react_1.createElement("code", null, path))));
};
`),
  'node_modules/fake-theme-api/lib/theme/store.js': cjs('exports.Context = react_1.createContext(null);\nexports.Provider = exports.Context.Provider;\n'),
  'node_modules/fake-theme-api/lib/theme/ApiMethod/index.js': cjs(`const store = require("../store");
exports.default = function ApiMethod({ method }) {
  const { server } = react_1.useContext(store.Context);
  return react_1.createElement("span", { className: "method", "data-server": server }, method.toUpperCase());
};
`),
  'node_modules/fake-theme-api/lib/theme/ApiDoc/index.js': cjs('exports.default = function ApiDoc({ id }) { return react_1.createElement("section", { className: "api-doc", "data-id": id }); };\n'),
};

/** A second theme listed after the first: its ApiDoc overrides the first's, wrapping it through @theme-init. */
const OVERRIDE_THEME = {
  'node_modules/docusaurus-theme-extra/package.json': JSON.stringify({ name: 'docusaurus-theme-extra', version: '1.0.0', main: 'dist/index.js' }),
  'node_modules/docusaurus-theme-extra/dist/index.js': 'module.exports = () => ({ name: "extra", getThemePath: () => require("path").join(__dirname, "theme") });\n',
  'node_modules/docusaurus-theme-extra/dist/theme/ApiDoc.js': cjs('const Init = require("@theme-init/ApiDoc").default;\nexports.default = function ApiDoc(props) { return react_1.createElement("div", { className: "extra" }, react_1.createElement(Init, props)); };\n'),
};

const API_PAGE = `---\ntitle: Get pets\n---\n\nimport Endpoint from '@theme/Endpoint';\n\n<Endpoint method="get" path="/pets" />\n`;

const DOC_PAGE = `import Layout from '@theme/Layout';
import ApiDoc from '@theme/ApiDoc';
export default function Reference() {
  return <Layout title="Reference"><ApiDoc id="petstore" /></Layout>;
}
`;

test("an MDX file's @theme/X import of a theme package's component is drawn by the package's code", async () => {
  const result = await buildFixture({ ...API_THEME, 'docs/pets.mdx': API_PAGE }, { config: config(['fake-theme-api/lib/theme'], false) });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  const endpoint = result.$('/pets')('.markdown div.endpoint');
  assert.equal(endpoint.length, 1);
  assert.equal(endpoint.find('span.method').text(), 'GET', "the theme's own component, through @theme/ApiMethod");
  assert.equal(endpoint.find('span.method').attr('data-server'), 'https://api.test', "with the context the theme's provider gives");
  assert.equal(endpoint.find('details summary').text(), 'Path', "Docusaurus's Details, lendocs's stand-in");
  assert.equal(endpoint.find('details code').text(), '/pets');
});

test('a later theme overrides an earlier one; @theme-init/X is the first theme\'s; a package named alone is found in its theme folder', async () => {
  const result = await buildFixture({ ...API_THEME, ...OVERRIDE_THEME, 'src/pages/reference.tsx': DOC_PAGE }, { config: config(['fake-theme-api', 'docusaurus-theme-extra']) });
  assert.deepEqual(result.errors, []);
  const page = result.$('/reference');
  assert.equal(page('main div.extra > section.api-doc[data-id="petstore"]').length, 1);
});

test("the site's src/theme/X comes first, and its @theme-original/X is the theme package's", async () => {
  const wrapper = "import Original from '@theme-original/ApiDoc';\nexport default function ApiDoc(props) { return <aside className=\"site\"><Original {...props} /></aside>; }\n";
  const result = await buildFixture({ ...API_THEME, 'src/theme/ApiDoc/index.js': wrapper, 'src/pages/reference.tsx': DOC_PAGE }, { config: config(['fake-theme-api']) });
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/reference')('main aside.site > section.api-doc').length, 1);
});

test('without siteCode.themes, a theme package\'s component is not looked for (lendocs has no stand-in for it)', async () => {
  const result = await buildFixture({ ...API_THEME, 'src/pages/reference.tsx': DOC_PAGE }, { config: `${BASE_CONFIG}paths:\n  pages: src/pages\n` });
  assert.match(result.errors.map((d) => d.message).join('\n'), /no stand-in for "@theme\/ApiDoc"/);
});

test("migrate writes the theme folders the config's presets, plugins and themes give, in Docusaurus's order; the site builds with them", async () => {
  const root = makeSite({
    ...API_THEME,
    ...OVERRIDE_THEME,
    'node_modules/fake-theme-api/lib/index.js': 'module.exports = () => ({ name: "fake-theme-api", getThemePath: () => require("path").join(__dirname, "theme") });\n',
    // A preset giving its theme by path, as presets do (require.resolve).
    'node_modules/docusaurus-preset-apis/package.json': JSON.stringify({ name: 'docusaurus-preset-apis', main: 'index.js' }),
    'node_modules/docusaurus-preset-apis/index.js': 'module.exports = () => ({ themes: [[require.resolve("fake-theme-api"), {}]] });\n',
    'docusaurus.config.js': `module.exports = {
  title: 'Pets', url: 'https://pets.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }], ['apis', {}]],
  themes: ['extra'],
};
`,
    'docs/pets.mdx': API_PAGE,
    'src/pages/reference.tsx': DOC_PAGE,
  });
  const migrated = await cliStdout(['migrate', root, '--force']);
  assert.match(migrated, /siteCode\.themes: fake-theme-api\/lib\/theme, docusaurus-theme-extra\/dist\/theme/);
  assert.doesNotMatch(migrated, /lendocs does not run it/);
  const config = parse(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'));
  assert.deepEqual(config.siteCode.themes, ['fake-theme-api/lib/theme', 'docusaurus-theme-extra/dist/theme']);

  const out = path.join(tempDir(), 'out');
  const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr);
  const pets = cheerio.load(readFileSync(path.join(out, 'pets', 'index.html'), 'utf8'));
  assert.equal(pets('.markdown div.endpoint span.method').text(), 'GET');
  const reference = cheerio.load(readFileSync(path.join(out, 'reference', 'index.html'), 'utf8'));
  assert.equal(reference('main div.extra > section.api-doc').length, 1);
});

test("a theme package's component that fails to draw is one warning naming it, however many pages use it; the pages show its children", async () => {
  const failing = {
    'node_modules/fake-theme-api/lib/theme/Explorer/index.js': cjs('exports.default = function Explorer() { return react_1.createElement("div", null, window.location.href); };\n'),
  };
  const page = (title: string) => `---\ntitle: ${title}\n---\n\nimport Explorer from '@theme/Explorer';\n\n<Explorer>\n\nTry it.\n\n</Explorer>\n\nAfter.\n`;
  const result = await buildFixture({ ...API_THEME, ...failing, 'docs/a.mdx': page('A'), 'docs/b.mdx': page('B') }, { config: config(['fake-theme-api'], false) });
  assert.deepEqual(result.errors, []);
  const said = result.warnings.filter((d) => d.message.includes('<Explorer>'));
  assert.equal(said.length, 1, result.warnings.map((d) => d.message).join('\n'));
  assert.match(said[0].message, /^The component <Explorer> of the theme fake-theme-api \(node_modules\/fake-theme-api\/lib\/theme\/Explorer\/index\.js\) cannot be drawn at build time: window is not defined\. Pages that use it show its children in its place/);
  for (const route of ['/a', '/b']) assert.equal(result.$(route)('.markdown').text().replace(/\s+/g, ' ').trim(), 'Try it. After.');
});

test('a siteCode.themes entry that is not installed is an error naming the package and npm install', async () => {
  const result = await buildFixture({ 'docs/a.md': '# A\n' }, { config: config(['fake-theme-gone/lib/theme'], false) });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /^siteCode\.themes: "fake-theme-gone\/lib\/theme" is not a folder of theme components: the package fake-theme-gone is not installed/);
  assert.match(result.errors[0].hint!, /npm install fake-theme-gone/);
  assert.ok(result.errors[0].line! > 1, 'at the entry\'s line in the config');
});

test("a theme package's tabs built on Docusaurus 3.9's split internals (useTabsContextValue, TabsProvider, useTabs()) draw as Docusaurus's server render does", async () => {
  const tabs = {
    'node_modules/fake-theme-api/lib/theme/ApiTabs/index.js': cjs(`const internal_1 = require("@docusaurus/theme-common/internal");
function TabList({ children }) {
  const { selectedValue, tabValues } = internal_1.useTabs();
  return react_1.createElement("div", { className: "api-tabs" },
    react_1.createElement("ul", { role: "tablist" }, tabValues.map(({ value, label }) => react_1.createElement("li", { key: value, "aria-selected": selectedValue === value }, label ?? value))),
    children.map((child) => react_1.cloneElement(child, { key: child.props.value, hidden: child.props.value !== selectedValue })));
}
exports.default = function ApiTabs(props) {
  const tabs = (0, internal_1.useTabsContextValue)(props);
  return react_1.createElement(internal_1.TabsProvider, { value: tabs }, react_1.createElement(TabList, null, internal_1.sanitizeTabsChildren(props.children)));
};
`),
    'node_modules/fake-theme-api/lib/theme/StatusCodes/index.js': cjs(`const ApiTabs = require("@theme/ApiTabs").default;
const TabItem = require("@theme/TabItem").default;
exports.default = function StatusCodes({ responses }) {
  return react_1.createElement(ApiTabs, null, Object.entries(responses).map(([code, { description, isDefault }]) =>
    react_1.createElement(TabItem, { key: code, value: code, label: code, default: isDefault }, react_1.createElement("p", null, description))));
};
`),
  };
  const page = "---\ntitle: Codes\n---\n\nimport StatusCodes from '@theme/StatusCodes';\n\n<StatusCodes responses={{ '200': { description: 'Fine.' }, '404': { description: 'Gone.', isDefault: true } }} />\n";
  const result = await buildFixture({ ...API_THEME, ...tabs, 'docs/codes.mdx': page }, { config: config(['fake-theme-api'], false) });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((d) => d.message), []);
  const $ = result.$('/codes');
  assert.deepEqual($('.api-tabs li').map((_, li) => `${$(li).text()}:${$(li).attr('aria-selected')}`).get(), ['200:false', '404:true'], 'the item marked default is selected');
  assert.equal($('.api-tabs p').length, 2);
});

test("a theme package's tabs built on theme-common's internals (useTabs, sanitizeTabsChildren) draw as Docusaurus's server render does", async () => {
  const tabs = {
    'node_modules/fake-theme-api/lib/theme/ApiTabs/index.js': cjs(`const internal_1 = require("@docusaurus/theme-common/internal");
function TabList({ selectedValue, tabValues, children }) {
  return react_1.createElement("div", { className: "api-tabs" },
    react_1.createElement("ul", { role: "tablist" }, tabValues.map(({ value, label }) => react_1.createElement("li", { key: value, "aria-selected": selectedValue === value }, label ?? value))),
    children.map((child) => react_1.cloneElement(child, { key: child.props.value, hidden: child.props.value !== selectedValue })));
}
exports.default = function ApiTabs(props) {
  const tabs = internal_1.useTabs(props);
  const { blockElementScrollPositionUntilNextRender } = internal_1.useScrollPositionBlocker();
  return react_1.createElement(TabList, { ...tabs }, internal_1.sanitizeTabsChildren(props.children));
};
`),
    // As an OpenAPI theme's status codes: the component draws the tabs and their items itself.
    'node_modules/fake-theme-api/lib/theme/StatusCodes/index.js': cjs(`const ApiTabs = require("@theme/ApiTabs").default;
const TabItem = require("@theme/TabItem").default;
exports.default = function StatusCodes({ responses }) {
  return react_1.createElement(ApiTabs, null, Object.entries(responses).map(([code, { description, isDefault }]) =>
    react_1.createElement(TabItem, { key: code, value: code, label: code, default: isDefault }, react_1.createElement("p", null, description))));
};
`),
    'node_modules/fake-theme-api/lib/theme/Helper/index.js': cjs('const internal_1 = require("@docusaurus/theme-common/internal");\nexports.default = function Helper() { return react_1.createElement("i", null, (0, internal_1.useNotAHookOfDocusaurus)()); };\n'),
  };
  const page = "---\ntitle: Codes\n---\n\nimport StatusCodes from '@theme/StatusCodes';\nimport Helper from '@theme/Helper';\n\n<StatusCodes responses={{ '200': { description: 'Fine.' }, '404': { description: 'Gone.', isDefault: true } }} />\n\n<Helper />\n";
  const result = await buildFixture({ ...API_THEME, ...tabs, 'docs/codes.mdx': page }, { config: config(['fake-theme-api'], false) });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/codes');
  assert.deepEqual($('.api-tabs li').map((_, li) => `${$(li).text()}:${$(li).attr('aria-selected')}`).get(), ['200:false', '404:true'], 'the item marked default is selected');
  assert.equal($('.api-tabs p').length, 2);
  const said = result.warnings.map((d) => d.message);
  assert.equal(said.length, 1, said.join('\n'));
  assert.match(said[0], /^The component <Helper> of the theme fake-theme-api .* cannot be drawn at build time: lendocs has no stand-in for useNotAHookOfDocusaurus of "@docusaurus\/theme-common\/internal"/);
});
