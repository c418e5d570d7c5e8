// The stand-ins for what Docusaurus gives every site (src/load/components/stand-ins/), on their modules alone:
// react-router 5's matchPath, Docusaurus's interpolate, the docs plugin's global data and version hooks at a path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { interpolate } from '../../../src/load/components/stand-ins/components.js';
import { matchPath } from '../../../src/load/components/stand-ins/router.js';
import { docsGlobalData, siteDataModules } from '../../../src/load/components/stand-ins/site-data.js';
import { standIn, type PageMeta } from '../../../src/load/components/stand-ins.js';
import type { SiteInfo } from '../../../src/load/components/site-info.js';

test("matchPath reads react-router 5's paths: params, exact, strict, a list", () => {
  const table: [string, Parameters<typeof matchPath>[1], unknown][] = [
    ['/docs/intro', '/docs', { path: '/docs', url: '/docs', isExact: false, params: {} }],
    ['/docs/intro', { path: '/docs', exact: true }, null],
    ['/docs/intro', '/docs/:page', { path: '/docs/:page', url: '/docs/intro', isExact: true, params: { page: 'intro' } }],
    ['/docsx', '/docs', null],
    ['/docs/', { path: '/docs', exact: true }, { path: '/docs', url: '/docs/', isExact: true, params: {} }],
    ['/docs/', { path: '/docs', exact: true, strict: true }, null],
    ['/blog/a', ['/docs', '/blog'], { path: '/blog', url: '/blog', isExact: false, params: {} }],
    ['/anything', '/', { path: '/', url: '/', isExact: false, params: {} }],
  ];
  for (const [pathname, options, expected] of table) assert.deepEqual(matchPath(pathname, options), expected, `${pathname} ${JSON.stringify(options)}`);
});

test('interpolate fills {names}: a string when every value is text, elements otherwise; unknown names stay', () => {
  assert.equal(interpolate('{n} of {total}', { n: 1, total: '3' }), '1 of 3');
  assert.equal(interpolate('Hi {who}', {}), 'Hi {who}');
  assert.equal(interpolate('plain'), 'plain');
  assert.equal(renderToStaticMarkup(createElement('p', null, interpolate('See {link}.', { link: createElement('a', { href: '/x' }, 'x') }))), '<p>See <a href="/x">x</a>.</p>');
});

const site: SiteInfo = {
  title: 'T',
  tagline: '',
  url: 'https://example.com',
  docs: [
    { pluginId: 'default', name: 'current', label: 'Next', path: '/docs/next', isLast: false, banner: 'unreleased' },
    { pluginId: 'default', name: '2.0', label: '2.0', path: '/docs', isLast: true, banner: 'none' },
    { pluginId: 'api', name: 'current', label: 'Next', path: '/api', isLast: true, banner: 'none' },
  ],
};

test("the docs plugin's global data: each instance at its last version's path, with its versions", () => {
  const data = docsGlobalData(site);
  assert.deepEqual(Object.keys(data), ['default', 'api']);
  assert.equal(data.default.path, '/docs');
  assert.deepEqual(data.default.versions.map((version) => [version.name, version.path, version.isLast]), [['current', '/docs/next', false], ['2.0', '/docs', true]]);
});

test('the version hooks find the page in the version with the longest path holding it', () => {
  const at = (pathname: string) => siteDataModules(site, { pathname })['@docusaurus/plugin-content-docs/client'] as Record<string, (...args: unknown[]) => any>;
  assert.equal(at('/docs/next/a').useActiveVersion().name, 'current');
  assert.equal(at('/docs/a').useActiveVersion().name, '2.0');
  assert.equal(at('/docs/a').useDocsVersion().banner, null);
  assert.equal(at('/docs/next/a').useDocsVersion().banner, 'unreleased');
  assert.equal(at('/api/x').useActivePlugin().pluginId, 'api');
  assert.equal(at('/blog/x').useActivePlugin(), undefined);
  assert.throws(() => at('/blog/x').useDocsVersion(), /not a doc/);
  assert.throws(() => at('/docs/a').useDoc(), /useDoc\(\) reads the data of the doc/);
  const globalData = siteDataModules(site, {})['@docusaurus/useGlobalData'] as Record<string, (...args: unknown[]) => any>;
  assert.equal(globalData.usePluginData('docusaurus-plugin-content-docs', 'api').path, '/api');
  assert.throws(() => globalData.usePluginData('some-plugin'), /no data of that plugin/);
});

test('a module of Docusaurus lendocs does not stand in for is undefined; a hook missing from one it does is an error naming it', () => {
  const meta: PageMeta = {};
  assert.equal(standIn('@docusaurus/no-such-module', site, meta), undefined);
  const themeCommon = standIn('@docusaurus/theme-common', site, meta) as Record<string, unknown>;
  assert.equal(typeof themeCommon.useColorMode, 'function');
  assert.equal(themeCommon.someHelper, undefined);
  assert.throws(() => themeCommon.useNoSuchHook, /no stand-in for useNoSuchHook of "@docusaurus\/theme-common"/);
});

test("useBaseUrl as Docusaurus's: a path gets the site's root, and no URL, a fragment or a URL with a scheme stays as it is", () => {
  const useBaseUrl = (standIn('@docusaurus/useBaseUrl', site, {} as PageMeta) as { default: (url?: string) => string | undefined }).default;
  assert.equal(useBaseUrl('img/logo.png'), '/img/logo.png');
  assert.equal(useBaseUrl('/img/logo.png'), '/img/logo.png');
  assert.equal(useBaseUrl(undefined), undefined);
  assert.equal(useBaseUrl(''), '');
  assert.equal(useBaseUrl('#top'), '#top');
  assert.equal(useBaseUrl('mailto:team@example.com'), 'mailto:team@example.com');
  assert.equal(useBaseUrl('https://example.com/a.png'), 'https://example.com/a.png');
});

test("usePluralForm picks the form by the locale being built's plural rules, English's without i18n", () => {
  const selectOf = (info: SiteInfo) => (standIn('@docusaurus/theme-common', info, {} as PageMeta) as { usePluralForm: () => { selectMessage: (count: number, messages: string) => string } }).usePluralForm().selectMessage;
  assert.deepEqual([1, 2].map((count) => selectOf(site)(count, 'One doc|{count} docs')), ['One doc', '{count} docs']);
  const russian = selectOf({ ...site, i18n: { currentLocale: 'ru', defaultLocale: 'en', locales: ['en', 'ru'], messages: {} } });
  // Russian's forms are one, few, many, other: 3 is "few", 5 is "many".
  assert.deepEqual([1, 3, 5].map((count) => russian(count, 'документ|документа|документов|документа')), ['документ', 'документа', 'документов']);
});
