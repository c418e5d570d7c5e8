// `lendocs migrate` on a Docusaurus site written here, then `lendocs build` of it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { runCliHere, cliStdout } from '../support/cli-here.js';

const site = {
  'docusaurus.config.js': `import {themes as prismThemes} from 'prism-react-renderer';
import preset from '@docusaurus/preset-classic';
export default {
  title: 'Acme Widgets', tagline: 'Widgets for all', url: 'https://acme.dev/', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', routeBasePath: '/', editUrl: 'https://git.example/acme/edit/main/website/' }, blog: { postsPerPage: 5, showReadingTime: true } }]],
  themeConfig: {
    navbar: { title: 'Acme', items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }, { to: '/blog', label: 'Blog' }, { href: 'https://github.com/acme', label: 'GitHub' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'Blog', to: '/blog' }] }], copyright: 'Copyright Acme' },
    announcementBar: { id: 'hello', content: 'Hello!', isCloseable: true },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
    algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'acme' },
    prism: { theme: prismThemes.github },
  },
  customFields: { cards: [{ type: 'link', label: 'Set it up', href: '/guides/setup' }, { type: 'category', label: 'Guides', items: [{ type: 'link', href: '/guides/tabs' }] }] },
};
`,
  // A component registered for every MDX file, reading customFields (as a Docusaurus site's own components do).
  'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocCardList from '@theme/DocCardList';
const Overview = () => <DocCardList items={useDocusaurusContext().siteConfig.customFields.cards} />;
export default { ...MDXComponents, Overview };
`,
  'sidebars.js': `module.exports = { main: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/setup', { type: 'doc', id: 'guides/tabs', label: 'Tabbed' }] }, { type: 'link', href: 'https://acme.dev/x', label: 'External' }] };\n`,
  'docs/01-intro.md': '---\nid: intro\ntitle: Introduction\n---\n\nWelcome. See [setup](./guides/02-setup.md).\n\n<Overview />\n',
  'docs/guides/_category_.yml': 'label: Guides\nposition: 2\n',
  'docs/guides/02-setup.md': '# Setup\n\nInstall it.\n',
  'docs/guides/tabs.mdx': `---
title: Tabs page
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Go <Link to="/intro">home</Link>.

<Tabs groupId="os">
  <TabItem value="mac" label="macOS" default>
    Mac **text**
  </TabItem>
  <TabItem value="linux" label="Linux">
    Linux text
  </TabItem>
</Tabs>

<details>
<summary>More</summary>

Hidden text
</details>

<Admonition type="tip" title="Tip title">
  Tip body
</Admonition>

<Mystery kind="x">
  Mystery child
</Mystery>
`,
  'blog/2024-05-01-launch/index.md': '---\ntitle: Launch\n---\n\nWe launched.\n',
  'src/pages/about.md': '# About\n\nAbout us.\n',
};

test('migrate a Docusaurus site, then build it', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lendocs-migrate-'));
  const out = path.join(dir, 'out');
  try {
    for (const [file, text] of Object.entries(site)) {
      mkdirSync(path.dirname(path.join(dir, 'site', file)), { recursive: true });
      writeFileSync(path.join(dir, 'site', file), text);
    }
    const root = path.join(dir, 'site');
    const migrated = await cliStdout(['migrate', root]);
    assert.match(migrated, /Wrote/);
    assert.match(migrated, /@docusaurus\/preset-classic/);
    assert.match(migrated, /prism/);
    const config = readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8');
    assert.match(config, /pages: src\/pages/);
    assert.match(config, /indexName: acme/);
    assert.match(config, /postsPerPage: 5/);
    assert.match(config, /editUrl: https:\/\/git\.example\/acme\/edit\/main\/website\//);
    assert.match(config, /format: mdx/); // Docusaurus 3 reads .md files as MDX
    assert.match(config, /customFields:\n  cards:\n    - type: link\n      label: Set it up/);
    assert.doesNotMatch(migrated, /customFields/, 'carried over, so not in the notes');

    const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
    assert.equal(built.code, 0, built.stderr);
    assert.match(built.stderr, /0 errors/);
    assert.match(built.stderr, /warning .*tabs\.mdx:28 .*Unknown MDX component <Mystery>/);
    const page = (route) => cheerio.load(readFileSync(path.join(out, route, 'index.html'), 'utf8'));

    const $ = page('guides/tabs');
    assert.equal($('.doc-edit-link').attr('href'), 'https://git.example/acme/edit/main/website/docs/guides/tabs.mdx');
    const sidebar = $('.docs-sidebar a').map((_, el) => $(el).text().trim()).get();
    assert.deepEqual(sidebar.filter(Boolean), ['Introduction', 'Guides', 'Setup', 'Tabbed', 'External']);
    assert.equal($('[role="tablist"] [role="tab"]').length, 2);
    assert.equal($('[role="tabpanel"]').first().find('strong').text(), 'text');
    assert.equal($('.tabs').attr('data-group-id'), 'os');
    assert.equal($('a[href="/intro"]').filter((_, el) => $(el).text() === 'home').length, 1);
    assert.equal($('details.details > summary').text(), 'More');
    assert.match($('.admonition-tip').text(), /Tip title[\s\S]*Tip body/);
    assert.match($('[data-component="Mystery"]').text(), /Mystery child/);
    assert.doesNotMatch($.html(), /import Tabs/);

    assert.match(page('category/guides')('.generated-index').text(), /Setup[\s\S]*Tabbed/);
    assert.equal(page('intro')('a[href="/guides/setup"]').length > 0, true);
    const cards = page('intro')('.markdown .doc-card-list .card');
    assert.deepEqual(cards.map((_, card) => cheerio.load(card).text()).get(), ['📄️ Set it up', '🗃️ Guides1 item']);
    assert.deepEqual(cards.find('a').map((_, a) => a.attribs.href).get(), ['/guides/setup', '/guides/tabs']);
    page('about');
    // Posts keep Docusaurus's URLs.
    page('blog/2024/05/01/launch');
    assert.match(config, /postUrl: date-folders/);
    assert.match(config, /emptyList: true/);
    // Docusaurus's blog sidebar lists 5 posts unless blogSidebarCount says otherwise.
    assert.match(config, /sidebarCount: 5/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
