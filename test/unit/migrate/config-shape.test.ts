// The shape Docusaurus accepts for a config and a sidebars file (src/migrate/config-shape.ts): each wrong-typed key
// is named with what was found and what Docusaurus expects; what Docusaurus accepts passes. Through the command
// (exit 1, nothing written) in test/integration/migrate-shapes.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docusaurusConfigProblems, keyPath, readSidebarsShape } from '../../../src/migrate/config-shape.js';

const problems = (value) => docusaurusConfigProblems(value).map((problem) => `${keyPath(problem.path)}: ${problem.found} / ${problem.expects}`);

test('each wrong-typed key of a Docusaurus config is named with what was found and what Docusaurus expects', () => {
  const cases: [unknown, (string | RegExp)[]][] = [
    [{ presets: 5 }, ['presets: 5 (a number) / a list of presets']],
    [{ presets: [5] }, [/^presets\[0\]: 5 \(a number\) \/ a preset name \(a text\), a function, a \[name, options\] pair, or false or null/]],
    [{ presets: [['classic', 'x']] }, [/^presets\[0\]\[1\]: "x" \(a text\) \/ an object of the preset's options/]],
    [{ presets: [['classic', { docs: 5, blog: 'on', theme: { customCss: 5 } }]] }, [/^presets\[0\]\[1\]\.docs: 5 \(a number\) \/ an object of docs options, or false/, /^presets\[0\]\[1\]\.blog: "on" \(a text\) \/ an object of blog options, or false/, /^presets\[0\]\[1\]\.theme\.customCss: 5 \(a number\) \/ a path \(a text\) or a list of paths/]],
    [{ presets: [['classic', { docs: { sidebarPath: 5, versions: { current: 'Next' } }, blog: { postsPerPage: 'many' } }]] }, [/^presets\[0\]\[1\]\.docs\.sidebarPath: 5/, /^presets\[0\]\[1\]\.docs\.versions\.current: "Next" \(a text\) \/ an object/, /^presets\[0\]\[1\]\.blog\.postsPerPage: "many" \(a text\) \/ a number or "ALL"/]],
    [{ plugins: {} }, ['plugins: an object / a list of plugins']],
    [{ plugins: [['@docusaurus/plugin-content-docs', { path: 5 }], ['@docusaurus/plugin-client-redirects', { redirects: 'all' }]] }, ['plugins[0][1].path: 5 (a number) / a text (a string)', 'plugins[1][1].redirects: "all" (a text) / a list of redirects']],
    [{ themes: 'classic' }, ['themes: "classic" (a text) / a list of themes']],
    [{ themeConfig: 'x' }, [/^themeConfig: "x" \(a text\) \/ an object/]],
    [{ themeConfig: { navbar: null } }, [/^themeConfig\.navbar: null \/ an object \(title, logo, items/]],
    [{ themeConfig: { navbar: { items: 5, logo: 'logo.svg' } } }, [/^themeConfig\.navbar\.logo: "logo\.svg" \(a text\) \/ an object/, 'themeConfig.navbar.items: 5 (a number) / a list of navbar items']],
    [{ themeConfig: { navbar: { items: [null, { label: 5, to: '/x' }] } } }, [/^themeConfig\.navbar\.items\[0\]: null \/ an object/, 'themeConfig.navbar.items[1].label: 5 (a number) / a text (a string)']],
    [{ themeConfig: { footer: { links: 5 } } }, ['themeConfig.footer.links: 5 (a number) / a list of link columns or link items']],
    [{ themeConfig: { footer: { links: [{ title: 'More', items: { a: 1 } }] } } }, ['themeConfig.footer.links[0].items: an object / a list of link items']],
    [{ themeConfig: { colorMode: true, announcementBar: 'Hi', metadata: {} } }, [/^themeConfig\.announcementBar: "Hi"/, /^themeConfig\.colorMode: true \(a true\/false value\) \/ an object/, 'themeConfig.metadata: an object / a list of meta tags']],
    [{ title: { text: 'Acme' }, url: 5, baseUrl: null, trailingSlash: 'yes', staticDirectories: 'static' }, ['title: an object / a text (a string)', 'url: 5 (a number) / a text (a string)', 'baseUrl: null / a text (a string)', 'trailingSlash: "yes" (a text) / true or false', 'staticDirectories: "static" (a text) / a list of texts']],
    [{ onBrokenLinks: 'fail', markdown: { format: 'html' }, headTags: [5], scripts: [5], customFields: [] }, [/^onBrokenLinks: "fail" \(a text\) \/ one of "ignore", "log", "warn", "throw"/, /^headTags\[0\]: 5/, /^scripts\[0\]: 5/, 'customFields: a list / an object', /^markdown\.format: "html"/]],
    [5, [/^: 5 \(a number\) \/ an object \(the site config\), or a function or promise that gives one/]],
    [null, [/^: nothing \(null or undefined\) \/ an object/]],
    [undefined, [/^: nothing/]],
    ['[function]', [/^: a function \/ an object/]],
  ];
  for (const [config, expected] of cases) {
    const found = problems(config);
    assert.equal(found.length, expected.length, `${JSON.stringify(config)}: ${found.join('\n')}`);
    expected.forEach((line, i) => (typeof line === 'string' ? assert.equal(found[i], line) : assert.match(found[i], line)));
  }
});

test('configs Docusaurus accepts have no problems: functions, stand-ins, false and null entries, nulls Docusaurus allows', () => {
  const config = {
    title: 'Acme',
    url: 'https://acme.dev',
    baseUrl: '/',
    trailingSlash: false,
    presets: [
      ['classic', { docs: { sidebarPath: './sidebars.js', editUrl: '[function]', versions: { current: { label: 'Next' } } }, blog: false, theme: { customCss: ['./src/css/custom.css'] }, sitemap: false }],
      '[stub]',
      false,
      null,
    ],
    plugins: ['[function]', ['[function]', { a: 1 }], 'local-plugin', ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', sidebarPath: false }], ['@docusaurus/plugin-client-redirects', { redirects: [{ from: ['/a', '/b'], to: '/x' }], createRedirects: '[function]' }], false, null],
    themeConfig: {
      navbar: { title: 'Acme', logo: { src: 'img/logo.svg' }, items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }, { type: 'dropdown', label: 'More', items: [] }] },
      footer: { style: 'dark', links: [{ title: null, items: [{ label: 'Blog', to: '/blog' }] }, { label: 'Alone', href: 'https://example.com' }], logo: { src: 'img/f.svg', width: 160, height: '40px' } },
      prism: { theme: '[stub]' },
      algolia: '[stub]',
    },
    customFields: { anything: [1, 'two', null] },
  };
  assert.deepEqual(problems(config), []);
  assert.deepEqual(problems({}), []);
});

test('a sidebars file: wrong types are named; the shorthand sidebar becomes a list; functions and stand-ins are left out', () => {
  const found = (value) => readSidebarsShape(value).problems.map((problem) => `${keyPath(problem.path)}: ${problem.found}`);
  assert.deepEqual(found(5), [': 5 (a number)']);
  assert.deepEqual(found(null), [': nothing (null or undefined)']);
  assert.deepEqual(found({ main: 5, other: 'intro' }), ['main: 5 (a number)', 'other: "intro" (a text)']);
  assert.deepEqual(found({ main: [5, { type: 'category', label: 'G', items: 'a' }, { Guides: 'a' }, { type: 'doc', id: 'x', link: 'y' }] }), ['main[0]: 5 (a number)', 'main[1].items: "a" (a text)', 'main[2].Guides: "a" (a text)', 'main[3].link: "y" (a text)']);
  const shaped = readSidebarsShape({ main: ['intro', '[stub]', { type: 'link', href: 'https://example.com', customProps: '[function]' }], guides: { Guides: ['a', { type: 'category', label: 'B', items: ['b'] }] } });
  assert.deepEqual(shaped.problems, []);
  assert.deepEqual(shaped.sidebars, { main: ['intro', null, { type: 'link', href: 'https://example.com' }], guides: [{ Guides: ['a', { type: 'category', label: 'B', items: ['b'] }] }] });
});

test("a category's items written as the shorthand pass, at any depth, as Docusaurus normalizes them", () => {
  const shaped = readSidebarsShape({ main: [{ type: 'category', label: 'C', items: { Inner: ['a', { Deeper: ['b'] }] } }], other: { A: { B: ['c'] } } });
  assert.deepEqual(shaped.problems, []);
  assert.deepEqual(readSidebarsShape({ main: [{ type: 'category', label: 'C', items: { Inner: 5 } }] }).problems.map((problem) => keyPath(problem.path)), ['main[0].items.Inner']);
});

test("'error' as a severity is what Docusaurus 2 accepted and Docusaurus 3 does not", () => {
  const config = { onBrokenLinks: 'error', onBrokenMarkdownLinks: 'error' };
  assert.deepEqual(docusaurusConfigProblems(config, 2), []);
  const v3 = docusaurusConfigProblems(config, 3).map((problem) => `${keyPath(problem.path)}: ${problem.found} / ${problem.expects}`);
  assert.deepEqual(v3, ['onBrokenLinks: "error" (a text) / one of "ignore", "log", "warn", "throw"', 'onBrokenMarkdownLinks: "error" (a text) / one of "ignore", "log", "warn", "throw"']);
  assert.equal(docusaurusConfigProblems(config).length, 2);
  // Whatever the version, a value neither accepted is named.
  assert.match(`${docusaurusConfigProblems({ onBrokenLinks: 'fail' }, 2)[0]?.expects}`, /one of "ignore", "log", "warn", "error", "throw"/);
});
