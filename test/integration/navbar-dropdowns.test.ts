// Docusaurus's navbar dropdowns (`type: dropdown`, or `items` with no type) and HTML items (`type: html`), and the
// footer's single row of links (its "simple" footer) and HTML items: the config, the markup of the navbar, the
// mobile drawer and the footer, the link checks of the entries, and the stylesheet, which gains their rules only on
// a site that has one. Opening a dropdown in Chromium is tested in test/e2e/navbar-dropdowns.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';
import { buildMigrated, migrateSite } from '../support/migrated-site.js';

const PAGES = { 'pages/about.md': '# About\n', 'docs/intro.md': doc({ title: 'Intro' }, 'Text.'), 'docs/guides/setup.md': doc({ title: 'Setup', slug: '/start-here' }, 'Text.'), 'docs/other.md': doc({ title: 'Other' }, 'Text.') };

const DROPDOWNS = `${BASE_CONFIG}navbar:
  items:
    - type: dropdown
      label: Guides
      items:
        - { label: Setup, doc: guides/setup }
        - { type: html, value: '<hr class="menu-rule">' }
        - { label: Other, to: /other }
        - { label: Forum, href: "https://forum.example.test" }
    - { type: html, value: '<span class="badge">beta</span>', className: badge-item }
    - { type: dropdown, label: More, to: /intro, position: right, className: more-menu, items: [{ label: Intro, to: /intro }] }
footer:
  links:
    - { label: Intro, to: /intro }
    - { type: html, value: '<button class="consent">Cookies</button>' }
    - { label: Status, href: "https://status.example.test" }
`;

test('a dropdown draws its label and a menu of its entries, links (a doc item followed to its slug) and HTML as given', async () => {
  const result = await buildFixture(PAGES, { config: DROPDOWNS });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/other');
  const items = $('.navbar-items').first().children('li');
  assert.equal(items.length, 2, 'the left side: the dropdown and the HTML item');
  const guides = items.eq(0).children('.nav-dropdown');
  const toggle = guides.children('button.nav-dropdown-toggle');
  assert.equal(toggle.text(), 'Guides');
  assert.equal(toggle.attr('type'), 'button');
  const menu = guides.children('ul.nav-dropdown-menu');
  assert.equal(toggle.attr('aria-controls'), menu.attr('id'));
  assert.equal(menu.attr('aria-label'), 'Guides');
  assert.deepEqual(
    menu.find('a').toArray().map((a) => [$(a).text(), $(a).attr('href'), $(a).attr('aria-current') ?? '']),
    [
      // As Docusaurus marks a doc item: the page, or any page of its sidebar.
      ['Setup', '/start-here', 'true'],
      ['Other', '/other', 'true'],
      ['Forum (opens in a new tab)', 'https://forum.example.test', ''],
    ],
  );
  assert.equal(menu.children('li.nav-html').html(), '<hr class="menu-rule">');
  assert.ok(guides.hasClass('nav-dropdown-current'), 'the dropdown holding the page being read is marked');
  assert.ok(!result.$('/about')('.nav-dropdown').first().hasClass('nav-dropdown-current'));
  // An HTML item is its value as given, in the list item with its className.
  assert.equal(items.eq(1).attr('class'), 'navbar-html badge-item');
  assert.equal(items.eq(1).html(), '<span class="badge">beta</span>');
  // A dropdown with `to`: its label is a link there; `position: right` puts it beside search.
  const more = $('.navbar-items--right .nav-dropdown.nav-dropdown--right');
  const link = more.children('a.nav-dropdown-toggle');
  assert.equal(link.attr('href'), '/intro');
  assert.equal(link.attr('class'), 'navbar-link nav-dropdown-toggle more-menu');
  assert.equal(link.attr('aria-controls'), more.children('ul').attr('id'));
  assert.notEqual(link.attr('aria-controls'), menu.attr('id'), 'each menu has its own id');
});

test('in the mobile drawer a dropdown is a group that opens and closes, open on a page of one of its links', async () => {
  const result = await buildFixture(PAGES, { config: DROPDOWNS });
  const drawer = (path: string) => result.$(path)('.drawer-items');
  const onOther = drawer('/other');
  const group = onOther.find('details.drawer-dropdown').first();
  assert.equal(group.children('summary').text(), 'Guides');
  assert.equal(group.attr('open'), 'open', 'open: the page is one of its links');
  assert.deepEqual(group.find('a').toArray().map((a) => onOther.find(a).attr('href')), ['/start-here', '/other', 'https://forum.example.test']);
  assert.equal(group.find('li.nav-html').length, 1);
  assert.equal(drawer('/start-here').find('details.drawer-dropdown').first().attr('open'), 'open');
  assert.equal(drawer('/about').find('details.drawer-dropdown').first().attr('open'), undefined);
  // Where a dropdown's label leads is the first link of its group.
  const more = onOther.find('details.drawer-dropdown.more-menu');
  assert.deepEqual(more.find('a').toArray().map((a) => [onOther.find(a).text(), onOther.find(a).attr('href')]), [['More', '/intro'], ['Intro', '/intro']]);
  assert.equal(onOther.children('li.drawer-html').html(), '<span class="badge">beta</span>');
});

test("the footer's links given as one row: in order, a dot between each two, HTML items as given", async () => {
  const result = await buildFixture(PAGES, { config: DROPDOWNS });
  const $ = result.$('/intro');
  const row = $('footer .footer-links');
  assert.deepEqual(row.children().toArray().map((el) => $(el).attr('class')), ['footer-link', 'footer-link-separator', 'footer-html', 'footer-link-separator', 'footer-link']);
  assert.equal(row.find('.footer-html').html(), '<button class="consent">Cookies</button>');
  assert.equal($('footer .footer-groups').length, 0);
});

test('footer columns may have no title, and hold HTML items', async () => {
  const config = `${BASE_CONFIG}footer:\n  groups:\n    - items: [{ label: Intro, to: /intro }, { type: html, value: '<img src="https://badge.test/b.svg" alt="Badge">', className: badge }]\n    - { title: More, items: [{ label: Other, to: /other }] }\n`;
  const result = await buildFixture(PAGES, { config });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/intro');
  const groups = $('.footer-group');
  assert.equal(groups.eq(0).find('.footer-title').length, 0);
  assert.equal(groups.eq(0).find('li.footer-html.badge').html(), '<img src="https://badge.test/b.svg" alt="Badge">');
  assert.equal(groups.eq(1).find('.footer-title').text(), 'More');
});

test('the stylesheet has the dropdown rules only on a site with a dropdown, an HTML item or a footer row', async () => {
  const css = (result: Awaited<ReturnType<typeof buildFixture>>) => [...result.files].find(([name]) => /^assets\/css\/styles\.\w+\.css$/.test(name))![1].toString();
  const plain = await buildFixture(PAGES, { config: `${BASE_CONFIG}navbar:\n  items: [{ label: Intro, to: /intro }]\nfooter:\n  groups: [{ title: More, items: [{ label: Other, to: /other }] }]\n` });
  assert.doesNotMatch(css(plain), /nav-dropdown/);
  const withMenus = await buildFixture(PAGES, { config: DROPDOWNS });
  assert.match(css(withMenus), /\.nav-dropdown:hover > \.nav-dropdown-menu, \.nav-dropdown:focus-within > \.nav-dropdown-menu \{ display: block; \}/);
});

test("a dropdown's entries are checked like any navbar link, and reported at their keys", async () => {
  const config = `${BASE_CONFIG}navbar:\n  items:\n    - type: dropdown\n      label: Guides\n      items:\n        - { label: Gone, to: /gone }\n        - { label: Missing, doc: guides/missing }\n`;
  const result = await buildFixture(PAGES, { config });
  const messages = result.errors.map((d) => `${d.line} ${d.message}`);
  assert.equal(messages.length, 2, messages.join('\n'));
  assert.match(messages.join('\n'), /^10 Broken link in the site config: navbar\.items\[0\]\.items\[0\] \("Gone"\) goes to "\/gone"/m);
  assert.match(messages.join('\n'), /^11 The link "Missing" names the doc "guides\/missing", which is not a doc id of this site\./m);
});

test('a dropdown or HTML item written wrong is a config error saying what it needs', async () => {
  const errors = async (items: string, where = 'navbar:\n  items:\n') => (await buildFixture(PAGES, { config: `${BASE_CONFIG}${where}${items}` })).errors.map((d) => d.message).join('\n');
  assert.match(await errors('    - { type: dropdown, items: [{ label: A, to: /intro }] }\n'), /a dropdown needs a "label"/);
  assert.match(await errors('    - { type: dropdown, label: A }\n'), /"items" \(the links of a menu\) goes with `type: dropdown`, which needs it/);
  assert.match(await errors('    - { label: A, to: /intro, items: [] }\n'), /"items" \(the links of a menu\) goes with `type: dropdown`/);
  assert.match(await errors('    - { type: html }\n'), /"value" \(HTML drawn as it is\) goes with `type: html`, which needs it/);
  assert.match(await errors('    - { type: html, value: "<a href=\'javascript:alert(1)\'>x</a>" }\n'), /javascript/);
  assert.match(await errors('    - { type: dropdown, label: A, items: [{ label: B }] }\n'), /give exactly one of "to"/);
  assert.match(await errors('    - { type: dropdown, label: A, items: [{ type: dropdown, label: B, items: [] }] }\n'), /"navbar\.items\[0\]\.items\[0\]\.type": expected "html" or no type: an entry of a dropdown is a link or an HTML item \(dropdowns do not nest/);
  assert.match(await errors('  groups: [{ title: A, items: [{ type: dropdown, label: B, items: [{ label: C, to: /intro }] }] }]\n', 'footer:\n'), /The dropdown "B" goes in the navbar, not the footer\./);
  assert.match(await errors('  groups: [{ title: A, items: [{ label: B, to: /intro }] }]\n  links: [{ label: C, to: /intro }]\n', 'footer:\n'), /give either "groups" \(columns of links\) or "links" \(one row of links\), not both/);
});

test('a Docusaurus site with dropdowns, HTML items and a one-row footer migrates and builds with them all', async () => {
  const { root, config, output } = await migrateSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Acme', url: 'https://acme.test', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: {
    navbar: { items: [
      { type: 'dropdown', label: 'Guides', items: [{ type: 'doc', docId: 'intro', label: 'Intro' }, { type: 'html', value: '<b>More soon</b>' }] },
      { label: 'Community', position: 'right', items: [{ label: 'Forum', href: 'https://forum.acme.test' }] },
      { type: 'html', position: 'right', value: '<div class="separator" aria-hidden></div>' },
    ] },
    footer: { links: [{ label: 'Intro', to: '/docs/intro' }, { html: '<span>Made with care</span>' }] },
  },
};
`,
    'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    'docs/intro.md': '# Intro\n\nHello.\n',
  });
  assert.doesNotMatch(output, /left out/);
  assert.deepEqual(config.navbar.items.map((item: { type?: string }) => item.type), ['dropdown', 'dropdown', 'html']);
  const $ = (await buildMigrated(root)).page('docs/intro');
  assert.deepEqual($('.navbar-items .nav-dropdown-toggle').toArray().map((el) => $(el).text()), ['Guides', 'Community']);
  assert.equal($('.nav-dropdown-menu a').first().attr('href'), '/docs/intro');
  assert.equal($('.navbar-items--right .navbar-html').html(), '<div class="separator" aria-hidden=""></div>');
  assert.equal($('footer .footer-links .footer-html').text(), 'Made with care');
});

test("a dropdown's label and entries, and the footer row's links, are translated by navbar.json and footer.json", async () => {
  const config = `${BASE_CONFIG}i18n:\n  defaultLocale: en\n  locales: [en, fr]\nnavbar:\n  items:\n    - { type: dropdown, label: Guides, items: [{ label: Setup, to: /start-here }] }\nfooter:\n  links: [{ label: Status, href: "https://status.example.test" }]\n`;
  const result = await buildFixture(
    {
      ...PAGES,
      'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Guides': { message: 'Guides (fr)' }, 'item.label.Setup': { message: 'Installation' } }),
      'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({ 'link.item.label.Status': { message: 'État' } }),
    },
    { config },
  );
  assert.deepEqual(result.errors, []);
  const fr = result.$('/fr/intro');
  assert.equal(fr('.navbar-items .nav-dropdown-toggle').text(), 'Guides (fr)');
  assert.equal(fr('.navbar-items .nav-dropdown-menu a').text(), 'Installation');
  assert.match(fr('.footer-links a').text(), /^État/);
  assert.equal(result.$('/intro')('.navbar-items .nav-dropdown-menu a').text(), 'Setup');
});
