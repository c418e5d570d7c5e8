// What Docusaurus gives every site without an entry in its package.json (issue 31, class 2), stood in for where the
// site's components and React pages import it: the router at the page's own location, theme-common's hooks, the
// docs plugin's global data and version hooks, ThemedImage (also imported by an MDX file), IdealImage and static
// images, Interpolate and Translate's values, ExecutionEnvironment, SearchBar; drawn as Docusaurus's server render.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\ndocs: { routeBasePath: docs }\ncolorMode: { defaultMode: light }\nnavbar:\n  items:\n    - { label: Guide, to: /docs/a }\n`;

const WHERE = `import React from 'react';
import { useLocation, useHistory, matchPath } from '@docusaurus/router';
import { Route, Switch, NavLink } from 'react-router-dom';
import { useColorMode, useThemeConfig, ThemeClassNames, useWindowSize, usePluralForm } from '@docusaurus/theme-common';
import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';
import { useActivePlugin, useActiveVersion, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Interpolate from '@docusaurus/Interpolate';
import Translate, { translate } from '@docusaurus/Translate';

export default function Where() {
  const { pathname } = useLocation();
  const history = useHistory();
  const { colorMode } = useColorMode();
  const { navbar } = useThemeConfig();
  const { versions } = usePluginData('docusaurus-plugin-content-docs');
  const plugin = useActivePlugin();
  const version = useDocsVersion();
  return (
    <dl>
      <dd id="path">{pathname}</dd>
      <dd id="history">{history.location.pathname}</dd>
      <dd id="match">{String(matchPath(pathname, { path: '/docs/:page' })?.params.page)}</dd>
      <dd id="route"><Switch><Route path="/blog">blog</Route><Route path="/docs">docs</Route></Switch></dd>
      <dd id="nav"><NavLink to="/docs/a">A</NavLink><NavLink to="/docs/b">B</NavLink></dd>
      <dd id="mode">{colorMode}</dd>
      <dd id="navbar">{navbar.items.map((item) => item.label).join(',')}</dd>
      <dd id="class">{ThemeClassNames.docs.docMarkdown}</dd>
      <dd id="size">{useWindowSize()}</dd>
      <dd id="plural">{usePluralForm().selectMessage(2, 'One doc|{count} docs')}</dd>
      <dd id="versions">{versions.map((v) => v.name + ':' + v.path + ':' + v.isLast).join(',')}</dd>
      <dd id="plugins">{Object.keys(useGlobalData()).join(',')}</dd>
      <dd id="active">{plugin.pluginId + ' ' + useActiveVersion().label + ' ' + version.version}</dd>
      <dd id="dom">{String(ExecutionEnvironment.canUseDOM)}</dd>
      <dd id="interpolate"><Interpolate values={{ name: <b>Ann</b> }}>{'Hello {name}!'}</Interpolate></dd>
      <dd id="translate"><Translate values={{ n: 3 }}>{'{n} items'}</Translate> {translate({ message: 'Hi {who}' }, { who: 'Bo' })}</dd>
    </dl>
  );
}
`;

const PICTURES = `import React from 'react';
import ThemedImage from '@theme/ThemedImage';
import IdealImage from '@theme/IdealImage';
import SearchBar from '@theme/SearchBar';
import logo from '@site/static/img/logo.png';
import Icon from '../../static/img/icon.svg';

export default function Pictures() {
  return (
    <div>
      <ThemedImage alt="Mode" sources={{ light: '/img/light.png', dark: '/img/dark.png' }} />
      <IdealImage img={require('@site/static/img/logo.png')} alt="Ideal" />
      <img id="plain" src={require('@site/static/img/logo.png').default} alt="" />
      <img id="imported" src={logo} alt="" />
      <SearchBar />
      <Icon id="icon" />
    </div>
  );
}
`;

const MOVED = `import React from 'react';
import { Redirect } from '@docusaurus/router';
export default function Moved() { return <Redirect to="/docs/a" />; }
`;

// A location object whose search lacks its question mark, which history's createPath adds.
const MOVED_QUERY = `import React from 'react';
import { Redirect } from '@docusaurus/router';
export default function MovedQuery() { return <Redirect to={{ pathname: '/docs/a', search: 'v=2' }} />; }
`;

const PNG = Buffer.from('89504e470d0a1a0a', 'hex').toString('latin1');

const files = () => ({
  'src/components/Where.jsx': WHERE,
  'src/components/Pictures.jsx': PICTURES,
  'src/pages/moved.jsx': MOVED,
  'src/pages/moved-query.jsx': MOVED_QUERY,
  'static/img/logo.png': PNG,
  'static/img/light.png': PNG,
  'static/img/dark.png': PNG,
  'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2" style="enable-background:new 0 0 2 2; fill-rule: evenodd"><circle cx="1" cy="1" r="1"/></svg>',
  'docs/a.mdx': `---\ntitle: A\n---\n\nimport Where from '@site/src/components/Where';\nimport Pictures from '@site/src/components/Pictures';\n\n<Where />\n\n<Pictures />\n`,
  'docs/b.mdx': `---\ntitle: B\n---\n\nimport ThemedImage from '@theme/ThemedImage';\n\n<ThemedImage alt="Diagram" sources={{ light: '/img/light.png', dark: '/img/dark.png' }} />\n`,
});

test("Docusaurus's router, theme-common, global data and docs hooks answer as its server render does, at the page's path", async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/docs/a');
  const text = (id: string) => $(`#${id}`).text();
  assert.equal(text('path'), '/docs/a');
  assert.equal(text('history'), '/docs/a');
  assert.equal(text('match'), 'a');
  assert.equal(text('route'), 'docs');
  assert.equal($('#nav a[href="/docs/a"]').attr('class'), 'active');
  assert.equal($('#nav a[href="/docs/b"]').attr('class'), undefined);
  assert.equal(text('mode'), 'light');
  assert.equal(text('navbar'), 'Guide');
  assert.equal(text('class'), 'theme-doc-markdown');
  assert.equal(text('size'), 'ssr');
  assert.equal(text('plural'), '{count} docs');
  assert.equal(text('versions'), 'current:/docs:true');
  assert.equal(text('plugins'), 'docusaurus-plugin-content-docs');
  assert.equal(text('active'), 'default Next current');
  assert.equal(text('dom'), 'false');
  assert.equal($('#interpolate').html(), 'Hello <b>Ann</b>!');
  assert.equal(text('translate'), '3 items Hi Bo');
  // A React page that is a <Redirect>: drawn once, with no browser to send on, it links to where it leads.
  assert.equal(result.$('/moved')('.markdown a[href="/docs/a"]').text(), '/docs/a');
  assert.equal(result.$('/moved-query')('.markdown a').attr('href'), '/docs/a?v=2');
});

test('ThemedImage draws an image per colour mode (with its CSS), in a component and imported by an MDX file; static images are their URLs', async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((w) => w.message), []);
  for (const route of ['/docs/a', '/docs/b']) {
    const $ = result.$(route);
    const images = $('.markdown img.themedComponent');
    assert.deepEqual(images.map((_, img) => `${$(img).attr('class')} ${$(img).attr('src')}`).get(), ['themedComponent themedComponent--light /img/light.png', 'themedComponent themedComponent--dark /img/dark.png']);
  }
  const $ = result.$('/docs/a');
  assert.equal($('img[alt="Ideal"]').attr('src'), '/img/logo.png');
  assert.equal($('#plain').attr('src'), '/img/logo.png');
  assert.equal($('#imported').attr('src'), '/img/logo.png');
  assert.equal($('.markdown button[data-search-button]').text(), 'Search');
  // An SVG's style attribute, as svgr makes it: a style object React draws (a string failed the page).
  assert.equal($('#icon').attr('style'), 'enable-background:new 0 0 2 2;fill-rule:evenodd');
  const css = result.text(result.$('/docs/b')('link[rel="stylesheet"]').attr('href')!.slice(1));
  assert.match(css, /\[data-theme='dark'\] \.themedComponent--dark/);
});

test('a hook lendocs cannot answer is an error naming it and its module', async () => {
  const more = {
    ...files(),
    'src/components/Doc.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';\nimport { useNoSuchHook } from '@docusaurus/theme-common';\nexport function A() { return useDoc().metadata.title; }\nexport default function B() { useNoSuchHook(); return null; }\n`,
    'docs/c.mdx': `---\ntitle: C\n---\n\nimport Doc, { A } from '@site/src/components/Doc';\n\n<Doc />\n`,
  };
  const result = await buildFixture(more, { config: CONFIG });
  const [problem] = result.errors;
  assert.equal(result.errors.length, 1);
  assert.match(problem.file!, /docs\/c\.mdx$/);
  assert.match(problem.message, /no stand-in for useNoSuchHook of "@docusaurus\/theme-common"/);
});

test("@theme/Icon/ExternalLink draws theme-classic's arrow, with the size it is given", async () => {
  const page = "import ExternalLinkIcon from '@theme/Icon/ExternalLink';\nexport default function Out() { return <a href=\"https://example.com\" data-out>Away<ExternalLinkIcon width={10} height={10} /></a>; }\n";
  const result = await buildFixture({ 'src/pages/out.jsx': page, 'docs/a.md': '# A\n' }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const icon = result.$('/out')('a[data-out] svg.iconExternalLink');
  assert.equal(icon.attr('width'), '10');
  assert.equal(icon.attr('aria-hidden'), 'true');
  assert.equal(icon.find('path').attr('fill'), 'currentColor');
});

// The rest of core's client exports (@docusaurus/core/lib/client/exports/), which theme packages import: an OpenAPI
// theme's tabs and schemas draw with useIsomorphicLayoutEffect, which is useEffect on the server (no effect runs).
test('useIsomorphicLayoutEffect, Noop and constants answer as in Docusaurus, by their name and by their path in core', async () => {
  const page = `import React from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import Noop from '@docusaurus/Noop';
import { DEFAULT_PLUGIN_ID } from '@docusaurus/constants';
import useDeepEffect from '@docusaurus/core/lib/client/exports/useIsomorphicLayoutEffect';

export default function Tabbed() {
  const [ran, setRan] = React.useState('no');
  useIsomorphicLayoutEffect(() => setRan('yes'), []);
  useDeepEffect(() => setRan('yes'), []);
  return <p data-tabbed>{ran} {DEFAULT_PLUGIN_ID}<Noop /></p>;
}
`;
  const result = await buildFixture({ 'src/pages/tabbed.jsx': page, 'docs/a.md': '# A\n' }, { config: CONFIG });
  assert.deepEqual(result.diagnostics.map((d) => d.message), []);
  assert.equal(result.$('/tabbed')('p[data-tabbed]').text(), 'no default');
});

test('BrowserOnly imported by an MDX file draws its fallback on the server, else nothing, as in a component', async () => {
  const site = await buildFixture({
    'src/components/Chart.jsx': "import BrowserOnly from '@docusaurus/BrowserOnly';\nexport default function Chart() {\n  return <BrowserOnly fallback={<div className=\"chart-loading\">Loading chart</div>}>{() => <canvas width={window.innerWidth} />}</BrowserOnly>;\n}\n",
    'docs/widget.mdx': [
      '---',
      'title: Widget',
      '---',
      '',
      "import BrowserOnly from '@docusaurus/BrowserOnly';",
      "import Chart from '@site/src/components/Chart';",
      '',
      '<BrowserOnly fallback={<div className="mdx-loading">Loading widget</div>}>',
      '  {() => <div>{window.location.href}</div>}',
      '</BrowserOnly>',
      '',
      '<BrowserOnly>{() => <span data-client>client only</span>}</BrowserOnly>',
      '',
      '<Chart />',
      '',
    ].join('\n'),
  });
  assert.deepEqual(site.diagnostics.map((d) => d.message), []);
  const $ = site.$('/widget');
  assert.deepEqual($('.markdown').children().map((_, el) => $(el).attr('class')).get(), ['mdx-loading', 'chart-loading']);
  assert.equal($('[data-component=BrowserOnly], [data-client], canvas').length, 0);
});

// Docusaurus 2's alpha and early betas gave the classic theme's hooks as `@theme/hooks/X`; a Docusaurus 2 site's
// swizzled announcement bar and navbar import them there. Drawn as their server render: the bar starts closed
// (the browser opens it), the window has no size yet.
test("Docusaurus 2's @theme/hooks/X are stood in for as their server render", async () => {
  const site = await buildFixture({
    'src/components/Old.jsx': [
      "import useUserPreferencesContext from '@theme/hooks/useUserPreferencesContext';\n",
      "import useThemeContext from '@theme/hooks/useThemeContext';\n",
      "import useWindowSize, { windowSizes } from '@theme/hooks/useWindowSize';\n",
      "import useLockBodyScroll from '@theme/hooks/useLockBodyScroll';\n",
      'export default function Old() {\n',
      '  const { isAnnouncementBarClosed, tabGroupChoices } = useUserPreferencesContext();\n',
      '  useLockBodyScroll(true);\n',
      '  return <p className="old" data-closed={String(isAnnouncementBarClosed)} data-dark={String(useThemeContext().isDarkTheme)} data-size={String(useWindowSize())} data-sizes={Object.keys(windowSizes).join()} data-tabs={JSON.stringify(tabGroupChoices)}>old</p>;\n}\n',
    ].join(''),
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport Old from '@site/src/components/Old';\n\n<Old />\n",
  }, { config: CONFIG });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  const old = site.$('/docs/a')('p.old');
  assert.deepEqual([old.attr('data-closed'), old.attr('data-dark'), old.attr('data-size'), old.attr('data-sizes'), old.attr('data-tabs')], ['true', 'false', 'undefined', 'desktop,mobile', '{}']);
});

// theme-common's own Details (`@docusaurus/theme-common/Details`), which @theme/Details wraps: a component that draws
// a collapsible table with it (corpus S15's API history tables) failed with 'lendocs has no stand-in for …'.
test("theme-common's Details draws a details element with its summary, as @theme/Details does", async () => {
  const page = "import React from 'react';\nimport { Details } from '@docusaurus/theme-common/Details';\nexport default function History() { return <Details summary={<summary>History</summary>} data-history><table><tbody><tr><td>v1</td></tr></tbody></table></Details>; }\n";
  const result = await buildFixture({ 'src/pages/history.jsx': page, 'docs/a.md': '# A\n' }, { config: CONFIG });
  assert.deepEqual(result.diagnostics.map((d) => d.message), []);
  const $ = result.$('/history');
  assert.equal($('details[data-history] > summary').text(), 'History');
  assert.equal($('details[data-history] td').text(), 'v1');
});
