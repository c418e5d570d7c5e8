// Routes a plugin adds with addRoute({ path, component, modules, props }) in contentLoaded(), as Docusaurus builds
// them: a page at the path, drawn at build time by the component with each module's value (the JSON files
// createData wrote) and the route's props as its props, in the site's chrome, in the sitemap, its links checked.
// Both the site's own plugins and packages' (a plugin with its theme's `@theme/X`). A route lendocs cannot build is
// a warning naming the plugin, the route and why, and is left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { tempDir, writeFiles, type Files } from '../support/temp.js';
import { runCliHere } from '../support/cli-here.js';

async function build(files: Files) {
  const root = writeFiles(tempDir(), files);
  const out = path.join(tempDir(), 'out');
  const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  return { built, said: built.stderr + built.stdout, out, page: (route: string) => load(readFileSync(path.join(out, route, 'index.html'), 'utf8')) };
}

const CONFIG_YML = 'title: Acme\nurl: https://acme.example\nsiteCode:\n  plugins: docusaurus.config.js\n';

const appsSite = (firstLink: string): Files => ({
  'lendocs.config.yml': CONFIG_YML,
  'docusaurus.config.js': "module.exports = { title: 'Acme', url: 'https://acme.example', baseUrl: '/', plugins: ['./src/plugins/apps'] };\n",
  'src/plugins/apps/index.js': `module.exports = function appsPlugin() {
  return {
    name: 'apps-plugin',
    async loadContent() { return { apps: [{ name: 'Fiddle', link: '${firstLink}' }, { name: 'Slack' }], categories: { tools: 2 } }; },
    async contentLoaded({ content, actions }) {
      const apps = await actions.createData('apps.json', JSON.stringify(content.apps));
      const categories = await actions.createData('categories.json', JSON.stringify(content.categories));
      actions.addRoute({ path: '/apps', component: '@site/src/plugins/apps/AppsPage.tsx', exact: true, modules: { apps, groups: { all: categories } }, props: { heading: 'Apps' } });
    },
  };
};
`,
  'src/plugins/apps/AppsPage.tsx': `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
export default function AppsPage({ apps, groups, heading, location }) {
  return (
    <Layout title={heading}>
      <main className="apps">
        <h1>{heading} at {location.pathname}</h1>
        <ul>{apps.map((app) => <li key={app.name}>{app.link ? <Link to={app.link}>{app.name}</Link> : app.name}</li>)}</ul>
        <p className="tools">{groups.all.tools} tools</p>
      </main>
    </Layout>
  );
}
`,
  'docs/intro.md': '# Intro\n\nSee [the apps](/apps).\n',
});

test("a route the site's own plugin adds is a page drawn by its component with its createData modules and props, in the site's chrome and sitemap", async () => {
  const { built, said, out, page } = await build(appsSite('/intro'));
  assert.equal(built.code, 0, said);
  assert.doesNotMatch(said, /addRoute/);
  const $ = page('apps');
  assert.equal($('title').text(), 'Apps | Acme');
  // lendocs's chrome around what the component drew inside @theme/Layout, as Docusaurus's Layout puts it in its own.
  assert.equal($('nav.navbar').length, 1);
  assert.equal($('footer.footer').length, 1);
  assert.equal($('main.apps h1').text(), 'Apps at /apps');
  assert.deepEqual($('main.apps li').map((_, li) => $(li).text()).get(), ['Fiddle', 'Slack']);
  assert.equal($('main.apps li a').attr('href'), '/intro');
  assert.equal($('main.apps .tools').text(), '2 tools');
  assert.match(readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/acme\.example\/apps<\/loc>/);
});

test("a link on a plugin's route to no page is a broken link, named at the route's component", async () => {
  const { built, said } = await build(appsSite('/nowhere'));
  assert.equal(built.code, 1, said);
  assert.match(said, /src\/plugins\/apps\/AppsPage\.tsx:1 +Broken link to "\/nowhere"/);
});

test('a route lendocs cannot build is a warning naming the plugin, the route and why, and is left out', async () => {
  const { built, said, out } = await build({
    'lendocs.config.yml': CONFIG_YML,
    'docusaurus.config.js': "module.exports = { title: 'Acme', plugins: ['./plugins/odd.js'] };\n",
    'plugins/odd.js': `const path = require('path');
module.exports = () => ({
  name: 'odd-plugin',
  async contentLoaded({ actions }) {
    const code = await actions.createData('values.js', 'export default 1;');
    actions.addRoute({ path: '/code', component: path.join(__dirname, 'Page.jsx'), modules: { values: code } });
    actions.addRoute({ path: '/throws', component: path.join(__dirname, 'Throws.jsx'), modules: {} });
    actions.addRoute({ path: '/shell', component: path.join(__dirname, 'Page.jsx'), routes: [{ path: '/shell/a', component: path.join(__dirname, 'Page.jsx') }] });
    actions.addRoute({ path: '/item/:id', component: path.join(__dirname, 'Page.jsx') });
    actions.addRoute({ path: '/gone', component: '@theme/NoSuchPage' });
    for (const name of ['a', 'b']) actions.addRoute({ path: '/posts/' + name, component: path.join(__dirname, 'Page.jsx'), modules: { content: '~posts/' + name + '.json' } });
  },
});
`,
    'plugins/Page.jsx': 'export default function Page() { return <p>page</p>; }\n',
    'plugins/Throws.jsx': "export default function Throws({ spec }) { return <p>{spec.title}</p>; }\n",
    'docs/intro.md': '# Intro\n',
  });
  assert.equal(built.code, 0, said);
  const plugin = 'The plugin "odd-plugin" \\(plugins/odd\\.js\\) adds the route';
  assert.match(said, new RegExp(`warning .*${plugin} /code with addRoute, which lendocs does not build: its module \`values\` \\(\\.lendocs-generated/odd-plugin/default/values\\.js\\) is not JSON data`));
  assert.match(said, new RegExp(`warning .*${plugin} /throws with addRoute; its component plugins/Throws\\.jsx cannot be drawn, so the route is not built: .*Cannot read properties of undefined \\(reading 'title'\\)`));
  assert.match(said, new RegExp(`${plugin} /shell with addRoute, which lendocs does not build: it holds 1 nested route`));
  assert.match(said, new RegExp(`${plugin} /item/:id with addRoute, which lendocs does not build: its path has parameters`));
  assert.match(said, new RegExp(`${plugin} /gone with addRoute, which lendocs does not build: its component @theme/NoSuchPage is not a module lendocs can find`));
  // Routes that fail alike are told once.
  assert.match(said, new RegExp(`warning .*The plugin "odd-plugin" \\(plugins/odd\\.js\\) adds 2 routes with addRoute that lendocs does not build \\(/posts/a, /posts/b\\), all for one reason; for /posts/a: its module \`content\` \\(~posts/a\\.json\\) is named through an alias of the plugin's bundler set-up`));
  for (const route of ['code', 'throws', 'shell', 'item', 'gone', 'posts']) assert.ok(!existsSync(path.join(out, route)), route);
});

const babelCompiled = (body: string) => `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\n${body}\n`;

test("a route a package's plugin adds is drawn by its theme's @theme/X with the specs it wrote, under the base URL", async () => {
  const { built, said, out, page } = await build({
    'lendocs.config.yml': 'title: Acme\nurl: https://acme.example\nbaseUrl: /base/\nsiteCode:\n  plugins: docusaurus.config.js\n  themes:\n    - acme-api-theme/theme\n',
    'docusaurus.config.js': "module.exports = { title: 'Acme', url: 'https://acme.example', baseUrl: '/base/', plugins: [['docusaurus-plugin-acme-api', { id: 'pets', spec: 'api/pets.json', route: '/api/pets/' }]], themes: ['acme-api-theme'] };\n",
    'node_modules/docusaurus-plugin-acme-api/package.json': '{ "name": "docusaurus-plugin-acme-api" }\n',
    'node_modules/docusaurus-plugin-acme-api/index.js': babelCompiled(`const fs = require('fs');
const path = require('path');
exports.default = function apiPlugin(context, options) {
  return {
    name: 'docusaurus-plugin-acme-api',
    async loadContent() { return JSON.parse(fs.readFileSync(path.resolve(context.siteDir, options.spec), 'utf8')); },
    async contentLoaded({ content, actions }) {
      const specProps = await actions.createData('spec-' + options.id + '.json', JSON.stringify({ spec: content }));
      const layoutProps = await actions.createData('layout-' + options.id + '.json', JSON.stringify({ wrapperClassName: 'api-' + options.id }));
      actions.addRoute({ path: context.baseUrl + options.route.slice(1), component: '@theme/ApiPage', exact: true, modules: { specProps, layoutProps } });
    },
  };
};`),
    'node_modules/acme-api-theme/package.json': '{ "name": "acme-api-theme" }\n',
    'node_modules/acme-api-theme/index.js': "module.exports = () => ({ name: 'acme-api-theme', getThemePath: () => require('path').join(__dirname, 'theme') });\n",
    'node_modules/acme-api-theme/theme/ApiPage/index.jsx': `import Layout from '@theme/Layout';
export default function ApiPage({ specProps, layoutProps }) {
  const { spec } = specProps;
  return (
    <Layout title={spec.title} {...layoutProps}>
      <section className={layoutProps.wrapperClassName}>{Object.keys(spec.paths).map((at) => <h2 key={at}>{at}</h2>)}</section>
    </Layout>
  );
}
`,
    'api/pets.json': '{ "title": "Pet store", "paths": { "/pets": {}, "/pets/{id}": {} } }\n',
    'docs/intro.md': '# Intro\n\nThe [pets API](/base/api/pets/).\n',
  });
  assert.equal(built.code, 0, said);
  assert.doesNotMatch(said, /addRoute/);
  const $ = page('api/pets');
  assert.equal($('title').text(), 'Pet store | Acme');
  assert.equal($('nav.navbar').length, 1);
  assert.deepEqual($('section.api-pets h2').map((_, h2) => $(h2).text()).get(), ['/pets', '/pets/{id}']);
  assert.match(readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/acme\.example\/base\/api\/pets\/<\/loc>/);
});

test("a plugin's route on a page's path is a warning that says to change the plugin's addRoute path, not a file name", async () => {
  const { said } = await build({ ...appsSite('/intro'), 'pages/apps.md': '# Our apps\n' });
  assert.match(said, /The route \/apps is claimed twice/);
  assert.match(said, /hint: Change the path the plugin "apps-plugin" \(src\/plugins\/apps\) gives addRoute\(\), or move the other page/);
});

test("a route's path is a URL path: an encoded segment is the page's folder decoded, and an encoded slash is a warning", async () => {
  const { built, said, out, page } = await build({
    'lendocs.config.yml': CONFIG_YML,
    'docusaurus.config.js': "module.exports = { title: 'Acme', plugins: ['./plugins/tags.js'] };\n",
    'plugins/tags.js': `const path = require('path');
module.exports = () => ({
  name: 'tags-plugin',
  async contentLoaded({ actions }) {
    for (const tag of ['c++', 'café', 'a b']) actions.addRoute({ path: '/tags/' + encodeURIComponent(tag), component: path.join(__dirname, 'Tag.jsx'), props: { tag } });
    actions.addRoute({ path: '/tags/a%2F..%2F..%2Fb', component: path.join(__dirname, 'Tag.jsx'), props: { tag: 'up' } });
  },
});
`,
    'plugins/Tag.jsx': "import Layout from '@theme/Layout';\nexport default function Tag({ tag }) { return <Layout title={tag}><p className=\"tag\">{tag}</p></Layout>; }\n",
    'docs/intro.md': '# Intro\n\n[c++](/tags/c%2B%2B), [café](/tags/café), [a b](</tags/a b>).\n',
  });
  assert.equal(built.code, 0, said);
  assert.equal(page('tags/c++')('p.tag').text(), 'c++');
  assert.equal(page('tags/café')('p.tag').text(), 'café');
  assert.equal(page('tags/a b')('p.tag').text(), 'a b');
  const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, /<loc>https:\/\/acme\.example\/tags\/caf%C3%A9<\/loc>/);
  assert.match(sitemap, /<loc>https:\/\/acme\.example\/tags\/a%20b<\/loc>/);
  assert.match(said, /adds the route \/tags\/a%2F\.\.%2F\.\.%2Fb with addRoute, which lendocs does not build: its path has an encoded "\/", "\\", "\?" or "#" inside a segment/);
  assert.ok(!existsSync(path.join(out, 'tags', 'a%2F..%2F..%2Fb')));
});
