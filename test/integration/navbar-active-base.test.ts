// A navbar link's activeBaseRegex and activeBasePath, as Docusaurus's NavbarNavLink reads them: when either is set,
// the link is marked as the reader's section on the pages whose path matches it (the regex against the browser's
// path, with the site's base; the base path as a prefix after the base), in place of the rule lendocs uses otherwise
// (a link to a doc marks every page of its sidebar). A dropdown holds the reader's page when an entry's pattern
// matches the path without the base (Docusaurus's dropdown asks with useLocalPathname).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateConfig } from '../../src/migrate/translate.js';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const PAGES = {
  'docs/intro.md': doc({ title: 'Intro' }, 'Text.'),
  'docs/next/intro.md': doc({ title: 'Next intro' }, 'Text.'),
  'docs/next/support.md': doc({ title: 'Support' }, 'Text.'),
};

const NAVBAR = `docs: { routeBasePath: docs }
navbar:
  items:
    - { label: Docs, to: /docs/intro, activeBaseRegex: "^/docs/(?!next/)" }
    - { label: Next, to: /docs/next/intro, activeBaseRegex: "docs/next/(?!support)" }
    - { label: Support, to: /docs/next/support, activeBasePath: docs/next/support }
    - { type: dropdown, label: Versions, items: [{ label: Stable, to: /docs/intro, activeBaseRegex: "^/docs/(?!next/)" }] }
`;

/** The navbar's links marked as the reader's section, and whether the dropdown holds the page. */
function marked(result: Awaited<ReturnType<typeof buildFixture>>, route: string): { links: string[]; dropdown: boolean } {
  const $ = result.$(route);
  const links = $('.navbar-items a[aria-current]').map((_, a) => $(a).text()).get();
  return { links, dropdown: $('.nav-dropdown').hasClass('nav-dropdown-current') };
}

test('activeBaseRegex and activeBasePath decide which navbar link is marked, and whether a dropdown holds the page', async () => {
  const result = await buildFixture(PAGES, { config: `${BASE_CONFIG}${NAVBAR}` });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(marked(result, '/docs/intro'), { links: ['Docs', 'Stable'], dropdown: true });
  assert.deepEqual(marked(result, '/docs/next/intro'), { links: ['Next'], dropdown: false });
  assert.deepEqual(marked(result, '/docs/next/support'), { links: ['Support'], dropdown: false });
});

test("under a base, the link's regex reads the path with the base and the dropdown's without it, as in Docusaurus", async () => {
  const result = await buildFixture(PAGES, { config: `${BASE_CONFIG}baseUrl: /project/\n${NAVBAR}` });
  assert.deepEqual(result.errors, []);
  // `^/docs/` no longer matches /project/docs/intro; `docs/next/(?!support)` and the base path still do.
  assert.deepEqual(marked(result, '/docs/intro'), { links: [], dropdown: true });
  assert.deepEqual(marked(result, '/docs/next/intro'), { links: ['Next'], dropdown: false });
  assert.deepEqual(marked(result, '/docs/next/support'), { links: ['Support'], dropdown: false });
});

test('an activeBaseRegex JavaScript cannot read is a config error at its key, saying why', async () => {
  const result = await buildFixture(PAGES, { config: `${BASE_CONFIG}navbar:\n  items:\n    - { label: Docs, to: /intro, activeBaseRegex: "docs/(" }\n` });
  assert.deepEqual(result.errors.map((d) => d.line), [7]);
  // V8's own words for the fault in the middle.
  assert.match(result.errors[0].message, /^Site config key "navbar\.items\[0\]\.activeBaseRegex": not a regular expression JavaScript reads \(Invalid regular expression: .*Unterminated group\); write it as Docusaurus's activeBaseRegex, without slashes or flags\.$/);
});

test('migrate keeps activeBaseRegex and activeBasePath on navbar links and dropdowns, not on footer links', () => {
  const { config } = translateConfig({
    docusaurus: {
      title: 'Acme', url: 'https://acme.test', baseUrl: '/',
      themeConfig: {
        navbar: { items: [
          { label: 'Docs', to: 'docs/intro', activeBaseRegex: '^/docs/(?!next/)' },
          { label: 'Archive', to: 'docs/old', activeBaseRegex: 'docs/old', items: [{ label: 'v1', to: 'docs/v1', activeBasePath: 'docs/v1' }] },
        ] },
        footer: { links: [{ title: 'More', items: [{ label: 'Docs', to: '/docs/intro', activeBasePath: 'docs' }] }] },
      },
    },
    pagesDir: 'src/pages',
  });
  assert.deepEqual(config.navbar.items, [
    { label: 'Docs', to: '/docs/intro', activeBaseRegex: '^/docs/(?!next/)' },
    { type: 'dropdown', label: 'Archive', to: '/docs/old', items: [{ label: 'v1', to: '/docs/v1', activeBasePath: 'docs/v1' }], activeBaseRegex: 'docs/old' },
  ]);
  assert.deepEqual(config.footer.groups, [{ title: 'More', items: [{ label: 'Docs', to: '/docs/intro' }] }]);
});
