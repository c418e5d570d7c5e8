// Docusaurus's `pathname:///x` escape hatch (issue 32, class 3): a path of the site that its Link writes without
// the prefix, with the base but not the trailingSlash rule, opened as a URL with a scheme (a new tab unless the
// item names its target) and never checked. In the navbar, footer, a sidebar link, Markdown and MDX's <Link>.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as yaml from 'yaml';
import { translateConfig } from '../../src/migrate/translate.js';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}baseUrl: /base/
trailingSlash: true
navbar:
  items:
    - { label: Playground, href: "pathname:///playground", target: _self }
    - { label: Files, href: "pathname:///files/" }
footer:
  groups:
    - title: More
      items:
        - { label: Report, href: "pathname:///report.html" }
sidebars:
  main:
    - a
    - { type: link, label: Raw, href: "pathname:///raw" }
    - b
`;

const PAGES = {
  'docs/a.md': doc({ title: 'A' }, 'Get [the PDF](pathname:///files/guide.pdf) and see ![shot](pathname:///img/shot.png).'),
  'docs/b.mdx': doc({ title: 'B' }, 'Open <Link to="pathname:///playground/">the playground</Link>.'),
};

test('pathname:/// links in the config, a sidebar, Markdown and MDX are paths of the site, opened as a new page and not checked', async () => {
  const result = await buildFixture(PAGES, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  const $ = result.$('/a');
  const attributes = (selector: string) => { const a = $(selector).first(); return [a.attr('href'), a.attr('target'), a.attr('rel')]; };
  // The base is added; the trailingSlash rule is not (Docusaurus's Link treats the path as external).
  assert.deepEqual(attributes('.navbar-items a:contains("Playground")'), ['/base/playground', '_self', 'noopener noreferrer']);
  assert.deepEqual(attributes('.navbar-items a:contains("Files")'), ['/base/files/', '_blank', 'noopener noreferrer']);
  assert.deepEqual(attributes('footer a:contains("Report")'), ['/base/report.html', '_blank', 'noopener noreferrer']);
  assert.deepEqual(attributes('.sidebar-link:contains("Raw")'), ['/base/raw', '_blank', 'noopener noreferrer']);
  assert.deepEqual(attributes('main a:contains("the PDF")'), ['/base/files/guide.pdf', '_blank', 'noopener noreferrer']);
  // An image's path is written as it is, as Docusaurus's transformImage leaves it.
  assert.equal($('main img[alt="shot"]').attr('src'), '/img/shot.png');
  assert.deepEqual(result.$('/b')('main a:contains("the playground")').toArray().map((a) => [a.attribs.href, a.attribs.target]), [['/base/playground/', '_blank']]);
  // The pager goes from doc to doc: the sidebar's pathname link is no page.
  assert.equal($('.pager-next').attr('href'), '/base/b/');
  assert.ok(!result.text('a/index.html').includes('pathname:'));
});

test('a pathname:// value that names no path of the site is refused at its key', async () => {
  for (const href of ['pathname://javascript:alert(1)', 'pathname:////evil.example/x', 'pathname://']) {
    const result = await buildFixture(PAGES, { config: `${BASE_CONFIG}navbar:\n  items:\n    - { label: X, href: "${href}" }\n` });
    assert.ok(result.errors.length > 0, href);
    assert.match(result.errors.map((error) => error.message).join('\n'), /navbar\.items\[0\]\.href.*does not name a path on this site after "pathname:\/\/"; write it as pathname:\/\/\/path/, href);
  }
});

test('migrate keeps a pathname:/// navbar item as an href, with its target', () => {
  const docusaurus = {
    title: 'Acme',
    url: 'https://example.com',
    baseUrl: '/',
    themeConfig: { navbar: { items: [{ href: 'pathname:///playground/', label: 'Playground', position: 'right', target: '_self' }] } },
  };
  const { config } = translateConfig({ docusaurus, pagesDir: 'src/pages' });
  assert.deepEqual(config.navbar.items, [{ label: 'Playground', href: 'pathname:///playground/', target: '_self', position: 'right' }]);
  assert.ok(yaml.stringify(config).includes('pathname:///playground/'));
});
