// Navbar and footer settings carried over from Docusaurus: navbar.hideOnScroll and style, the footer logo and
// style, and per-item className and aria-label (icon links with no label). Markup with cheerio and `migrate`'s
// translation; hideOnScroll in Chromium is in test/e2e/navbar-footer.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateConfig } from '../../src/migrate/translate.js';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const PAGES = { 'docs/a.md': doc({ title: 'A' }, 'Text.'), 'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' };

const STYLED = `${BASE_CONFIG}navbar:
  hideOnScroll: true
  style: dark
  items:
    - { label: Docs, to: /a, className: docs-link, aria-label: Read the docs }
    - { href: "https://github.com/acme", aria-label: GitHub repository, className: header-github-link }
    - { to: /a, className: home-icon }
footer:
  style: dark
  logo: { src: /img/logo.svg, srcDark: /img/logo-dark.svg, alt: Acme, href: "https://acme.test", width: 160, height: 51 }
  groups:
    - title: More
      items:
        - { href: "https://x.com/acme", aria-label: Acme on X, className: x-icon }
        - { label: Guide, to: /a }
`;

test('navbar style, hideOnScroll and item classes and aria-labels reach the markup; icon links are empty and named', async () => {
  const result = await buildFixture(PAGES, { config: STYLED });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  const nav = $('nav[data-navbar]');
  assert.equal(nav.attr('class'), 'navbar navbar--dark');
  assert.equal(nav.attr('data-hide-on-scroll'), '');
  const links = nav.find('.navbar-items a');
  assert.deepEqual(
    links.toArray().map((a) => [$(a).attr('class'), $(a).attr('aria-label'), $(a).text()]),
    [
      ['navbar-link docs-link', 'Read the docs', 'Docs'],
      ['navbar-link nav-icon-link header-github-link', 'GitHub repository', ''],
      // className only: named by where it goes.
      ['navbar-link nav-icon-link home-icon', '/a', ''],
    ],
  );
  assert.equal(links.eq(1).attr('target'), '_blank');
  // The mobile drawer lists words: an icon link's aria-label, or its route.
  assert.deepEqual($('.drawer-items a').toArray().map((a) => $(a).text()), ['Docs', 'GitHub repository (opens in a new tab)', '/a']);
});

test('the footer logo (both colour modes, linked, sized) and dark style; footer icon links', async () => {
  const result = await buildFixture(PAGES, { config: STYLED });
  const $ = result.$('/a');
  const footer = $('footer');
  assert.equal(footer.attr('class'), 'footer footer--dark');
  const link = footer.find('.footer-logo a');
  assert.equal(link.attr('href'), 'https://acme.test');
  assert.equal(link.attr('rel'), 'noopener noreferrer');
  assert.deepEqual(
    link.find('img').toArray().map((img) => [$(img).attr('src'), $(img).attr('alt'), $(img).attr('width'), $(img).attr('height'), $(img).attr('class')]),
    [
      ['/img/logo.svg', 'Acme', '160', '51', 'footer-logo-image footer-logo-light'],
      ['/img/logo-dark.svg', 'Acme', '160', '51', 'footer-logo-image footer-logo-dark'],
    ],
  );
  const icon = footer.find('.footer-link').first();
  assert.deepEqual([icon.attr('class'), icon.attr('aria-label'), icon.text()], ['footer-link nav-icon-link x-icon', 'Acme on X', '']);
});

test('without the settings, the navbar does not hide on scroll, follows the colour mode, and the footer has no logo', async () => {
  const result = await buildFixture(PAGES);
  const $ = result.$('/a');
  assert.equal($('nav[data-navbar]').attr('class'), 'navbar');
  assert.equal($('nav[data-navbar]').attr('data-hide-on-scroll'), undefined);
  assert.equal($('footer').attr('class'), 'footer');
  assert.equal($('.footer-logo').length, 0);
});

test('an item with no label, aria-label or className is an error at its line; a broken icon link is named by its href', async () => {
  const bare = await buildFixture(PAGES, { config: `${BASE_CONFIG}navbar:\n  items:\n    - { to: /a }\n` });
  assert.deepEqual(
    bare.errors.map((d) => [d.message, d.line]),
    [['Site config key "navbar.items[0]": give a "label" (the link text), or for an icon link an "aria-label" (what screen readers say) and a "className" (what draws the icon).', 7]],
  );
  const broken = await buildFixture(PAGES, { config: `${BASE_CONFIG}footer:\n  groups:\n    - title: More\n      items:\n        - { to: /gone, aria-label: Gone, className: gone-icon }\n` });
  assert.deepEqual(
    broken.errors.map((d) => d.message),
    ['Broken link in the site config: footer.groups[0].items[0] ("/gone") goes to "/gone", but no page or file of this site is at /gone.'],
  );
});

test('migrate carries over hideOnScroll, style, the footer logo and style, and icon links with className and aria-label', () => {
  const docusaurus = {
    title: 'Acme',
    url: 'https://acme.test',
    themeConfig: {
      navbar: {
        hideOnScroll: true,
        style: 'primary',
        items: [
          { to: 'docs/intro', label: 'Docs', className: 'docs-link' },
          { href: 'https://github.com/acme', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' },
          { type: 'html', value: '<b>x</b>' },
        ],
      },
      footer: {
        style: 'dark',
        logo: { alt: 'Acme logo', src: 'img/footer.svg', srcDark: 'https://cdn.test/dark.svg', href: 'https://acme.test', width: '160px', height: 'auto' },
        links: [{ title: 'Social', items: [{ href: 'https://x.com/acme', 'aria-label': 'X', className: 'x-icon' }, { label: 'Mail us', href: 'mailto:team@acme.test' }] }],
      },
    },
  };
  const { config, notes } = translateConfig({ docusaurus, pagesDir: 'src/pages' });
  assert.deepEqual(config.navbar, {
    items: [
      { label: 'Docs', to: '/docs/intro', className: 'docs-link' },
      { href: 'https://github.com/acme', className: 'header-github-link', 'aria-label': 'GitHub repository', position: 'right' },
      { type: 'html', value: '<b>x</b>' },
    ],
    hideOnScroll: true,
    style: 'primary',
  });
  assert.deepEqual(config.footer, {
    // A mailto: link stays one (it used to become the route /mailto:…).
    groups: [{ title: 'Social', items: [{ href: 'https://x.com/acme', className: 'x-icon', 'aria-label': 'X' }, { label: 'Mail us', href: 'mailto:team@acme.test' }] }],
    copyright: '',
    logo: { src: '/img/footer.svg', alt: 'Acme logo', srcDark: 'https://cdn.test/dark.svg', href: 'https://acme.test', width: 160 },
    style: 'dark',
  });
  assert.deepEqual(notes.filter((note) => note.startsWith('navbar')), []);
  assert.ok(notes.includes('footer.logo.height "auto": only pixels are kept; set it in CSS (.footer-logo-image).'), notes.join('\n'));
});

test('a navbar item naming a sidebar opens its first page, also when the sidebar is autogenerated; a wrong name is an error', async () => {
  const docs = {
    'docs/intro.md': doc({ title: 'Intro', sidebar_position: 1 }, 'Text.'),
    'docs/guide/setup.md': doc({ title: 'Setup' }, 'Text.'),
  };
  const sidebars = 'sidebars:\n  tutorialSidebar:\n    - { type: autogenerated, dirName: . }\n';
  const named = await buildFixture(docs, { config: `${BASE_CONFIG}${sidebars}navbar:\n  items:\n    - { label: Docs, sidebar: tutorialSidebar, className: docs }\n` });
  assert.deepEqual(named.errors, []);
  const link = named.$('/intro')('.navbar-items a');
  assert.deepEqual([link.attr('href'), link.attr('class'), link.text()], ['/intro', 'navbar-link docs', 'Docs']);
  // Without hand-written sidebars, the folder tree's sidebar is the one there is.
  const tree = await buildFixture(docs, { config: `${BASE_CONFIG}navbar:\n  items:\n    - { label: Docs, sidebar: tutorialSidebar }\n` });
  assert.equal(tree.$('/intro')('.navbar-items a').attr('href'), '/intro');
  const wrong = await buildFixture(docs, { config: `${BASE_CONFIG}${sidebars}navbar:\n  items:\n    - { label: Docs, sidebar: tutorialSidbar }\n` });
  assert.deepEqual(
    wrong.errors.map((d) => [d.message, d.line]),
    [['The link "Docs" names the sidebar "tutorialSidbar", which is not a sidebar of this site. Did you mean "tutorialSidebar"?', 10]],
  );
});

test('migrate turns a docSidebar item into a sidebar link when only the build knows its first page', () => {
  const docusaurus = { title: 'Acme', url: 'https://acme.test', themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Tutorial' }] } } };
  const sidebars = { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] };
  const { config, notes } = translateConfig({ docusaurus, sidebars, pagesDir: 'src/pages' });
  assert.deepEqual(config.navbar.items, [{ label: 'Tutorial', sidebar: 'tutorialSidebar' }]);
  assert.deepEqual(notes.filter((note) => note.startsWith('navbar')), []);
});

test('an external link says so to screen readers and shows the arrow from the stylesheet, not an inline SVG of its own', async () => {
  const config = `${BASE_CONFIG}navbar:\n  items:\n    - { label: Launch, href: "https://app.acme.test" }\nfooter:\n  groups:\n    - title: More\n      items:\n        - { label: GitHub, href: "https://github.com/acme" }\n        - { label: Guide, to: /a }\n`;
  const result = await buildFixture(PAGES, { config });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  for (const link of [$('.navbar-items a').first(), $('.footer-link').first()]) {
    assert.equal(link.find('.sr-only').text(), ' (opens in a new tab)');
    const icon = link.find('.external-icon');
    assert.equal(icon.length, 1);
    assert.equal(icon.get(0)!.tagName, 'span');
    assert.equal(icon.attr('aria-hidden'), 'true');
    assert.equal(icon.html(), '');
  }
  assert.equal($('.footer-link').eq(1).find('.external-icon').length, 0, 'a link of the site has no arrow');
  const css = [...result.files.entries()].find(([file]) => /^assets\/css\/styles\.\w+\.css$/.test(file))?.[1]?.toString() ?? '';
  assert.match(css, /--icon-external: url\("data:image\/svg\+xml,/);
  assert.match(css, /\.external-icon \{[^}]*mask: var\(--icon-external\)/);
});
