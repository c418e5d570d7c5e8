// The property that matters most of migrate: whatever evaluated Docusaurus config it accepts, the lendocs config
// it writes is one the build accepts (src/config/load.ts, the build's own validation). Many config shapes are made
// from a seeded generator (the same ones every run): values Docusaurus accepts that lendocs has no equivalent for
// (`changefreq: null`, an editUrl function or path, odd base paths, colours, sizes…) must be left out with a note,
// never written invalid.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { translateConfig } from '../../../src/migrate/translate.js';
import { docusaurusConfigProblems } from '../../../src/migrate/config-shape.js';
import { loadConfig } from '../../../src/config/load.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A small seeded generator (mulberry32), so a failing shape is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  /** Each key present about half the time. */
  const some = (entries: Record<string, readonly unknown[]>): Any => Object.fromEntries(Object.entries(entries).filter(() => next() < 0.5).map(([key, values]) => [key, pick(values)]));
  return { next, pick, some };
}

const FUNCTION = '[function]';
/** Where migrate's child process puts what it made of an editUrl function (src/migrate/edit-url-calls.ts). */
const EDIT_URL_FROM_FUNCTION = '$lendocsEditUrl';
const urls = ['https://git.example/acme/edit/main/', '/edit/main/', 'edit/main/', 'git.example/acme', 'javascript:alert(1)', '', 'https://git.example/a b/'];
const outcomes = [{ template: 'https://git.example/edit/{versionDocsDirPath}/{docPath}', pages: 3 }, { problem: 'it gives no link for docs/a.md' }, undefined];
const routes = ['/', 'docs', '/docs/', 'a//b', '/x/../', '', 'guides/v2'];
const texts = ['Acme', '', 'A "quoted" <b>title</b>', '{price}', 'x'.repeat(300)];

function docusaurusConfig(seed: number): Any {
  const { next, pick, some } = random(seed);
  const editUrl = (): Any => (next() < 0.5 ? { editUrl: pick(urls) } : { editUrl: FUNCTION, [EDIT_URL_FROM_FUNCTION]: pick(outcomes) });
  const docs = next() < 0.15 ? false : { ...some({ path: ['docs', 'content/docs'], routeBasePath: routes, showLastUpdateTime: [true, false], lastVersion: ['current', '1.0'], versions: [{ current: { label: 'Next', path: 'next', banner: 'none' } }, { current: { path: 'a//b' } }] }), ...(next() < 0.7 ? editUrl() : {}) };
  const blog = next() < 0.15 ? false : { ...some({ routeBasePath: routes, postsPerPage: [5, 'ALL', 0], blogSidebarCount: [0, 'ALL', 5, -1], blogTitle: texts, showReadingTime: [true, false], feedOptions: [{ type: 'all' }, { type: null }] }), ...(next() < 0.3 ? editUrl() : {}) };
  const sitemap = some({ changefreq: [null, 'weekly', 'daily', 'fortnightly'], priority: [null, 0.5, 1, 2, -1], ignorePatterns: [['/tags/**'], []], lastmod: [null, 'date'], filename: ['sitemap.xml'] });
  const classic: Any = { docs, blog, ...(next() < 0.6 ? { sitemap } : {}) };
  const navItems = [{ to: '/docs/intro', label: 'Docs', position: 'left' }, { href: 'https://git.example', label: 'Git', position: 'right' }, { type: 'docSidebar', sidebarId: 'main', label: 'Docs' }, { type: 'doc', docId: 'intro' }, { type: 'localeDropdown', position: 'right' }, { href: 'https://git.example', position: 'right', className: 'header-git-link', 'aria-label': 'Git' }, { to: 'https://git.example/x', label: 'Out' }, { label: 'Nowhere' }];
  const themeConfig = some({
    navbar: [{ title: 'Acme', items: navItems.filter(() => next() < 0.5) }, { logo: { src: 'img/logo.svg' } }, {}],
    footer: [{ links: [{ title: 'More', items: navItems.filter(() => next() < 0.5) }, { items: [] }], copyright: pick(texts) }, { logo: { src: 'img/f.svg', width: pick([10, '10px', '50%']) } }],
    algolia: [{ appId: 'A', apiKey: 'K', indexName: 'i' }, { appId: 'A' }, { appId: 'A', apiKey: 'K', indexName: 'i', contextualSearch: false }],
    announcementBar: [{ id: 'x', content: 'Hi' }, { content: '' }, { id: '', content: 'Hi', isCloseable: false }],
    colorMode: [{ defaultMode: 'dark', disableSwitch: true }, {}],
    metadata: [[{ name: 'keywords', content: 'a' }, { property: 'og:x', content: 'b' }, { name: 'x' }]],
    image: ['img/social.png', 'https://cdn.example/x.png'],
  });
  return {
    title: pick(['Acme', 'Docs']),
    ...some({ url: ['https://acme.example', 'https://acme.example/', 'https://acme.example/sub', 'http://localhost:3000'], baseUrl: ['/', '/acme/', '//evil.example/', '/a/../', 'acme'], tagline: texts, favicon: ['img/favicon.ico'], trailingSlash: [true, false], onBrokenLinks: ['throw', 'warn', 'ignore', 'log'], staticDirectories: [['static'], ['public', 'static'], []] }),
    presets: [['classic', classic]],
    plugins: [
      ...(next() < 0.5 ? [['@docusaurus/plugin-content-docs', { id: pick(['community', 'docs', 'a b']), path: 'community', routeBasePath: pick(routes), ...editUrl() }]] : []),
      ...(next() < 0.5 ? [['@docusaurus/plugin-client-redirects', { redirects: [{ from: pick(['/old', 'old', '/a b']), to: pick(['/new', 'new', 'https://acme.example/x', 'javascript:x']) }, { from: ['/a', '/b'], to: '/c' }] }]] : []),
      ...(next() < 0.3 ? ['docusaurus-plugin-sass', FUNCTION, ['@docusaurus/plugin-content-blog', { id: 'news', path: 'news' }]] : []),
    ],
    themeConfig,
  };
}

test('every config migrate accepts becomes one the build accepts (400 generated shapes)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lendocs-migrate-validates-'));
  try {
    let checked = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const docusaurus = docusaurusConfig(seed);
      // migrate refuses (with a message) a config of the wrong shape, and writes nothing: nothing to check.
      if (docusaurusConfigProblems(docusaurus).length > 0) continue;
      const { config, notes } = translateConfig({ docusaurus, pagesDir: 'src/pages', siteDir: dir });
      writeFileSync(path.join(dir, 'lendocs.config.yml'), stringify(config, { lineWidth: 0 }));
      const loaded = await loadConfig(dir);
      const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
      assert.deepEqual(errors.map((d) => d.message), [], `seed ${seed}: ${JSON.stringify(docusaurus)}\nwrote: ${stringify(config)}\nnotes: ${notes.join('\n')}`);
      checked++;
    }
    assert.ok(checked >= 300, `only ${checked} of the 400 shapes passed migrate's shape check: the generator should make configs migrate accepts`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
