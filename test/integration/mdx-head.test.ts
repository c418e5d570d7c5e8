// `<Head>` in an MDX file, with or without `import Head from '@docusaurus/Head'`: Docusaurus's MDXComponents map has
// it, and its children are react-helmet's, so they go to the page's <head> (title, meta, link) and to <html>'s
// attributes, never into the body, and a tag of the same key replaces the theme's (one description, one canonical).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture } from '../support/fixture-site.js';

const FILES = {
  'docs/plain.mdx': '---\ntitle: Plain\n---\n\n<Head>\n  <html className="onboarding" />\n  <title>Custom title</title>\n  <meta name="keywords" content="alpha, beta" />\n  <meta name="description" content="From the head" />\n  <link rel="canonical" href="https://example.com/elsewhere" />\n</Head>\n\nBody text.\n',
  'docs/imported.mdx': "---\ntitle: Imported\n---\n\nimport Head from '@docusaurus/Head';\n\nBefore.\n\n<Head>\n  <meta property=\"og:image\" content=\"https://example.com/card.png\" />\n</Head>\n\nAfter.\n",
  'docs/none.md': '# None\n\nNo head.\n',
};

test('<Head> children in MDX are the page\'s head tags and <html> attributes, not its body', async () => {
  const site = await buildFixture(FILES);
  assert.deepEqual(site.diagnostics.map((d) => d.message), []);
  const $ = site.$('/plain');
  assert.equal($('html').attr('class'), 'onboarding');
  assert.equal($('head > title').text(), 'Custom title');
  assert.equal($('head meta[name="keywords"]').attr('content'), 'alpha, beta');
  assert.deepEqual($('head meta[name="description"]').map((_, m) => $(m).attr('content')).get(), ['From the head']);
  assert.deepEqual($('head link[rel="canonical"]').map((_, l) => $(l).attr('href')).get(), ['https://example.com/elsewhere']);
  assert.equal($('body meta, body title, body link[rel="canonical"], body lendocs-head').length, 0);
  assert.match($('.markdown').text(), /Body text\./);
  // The head's title is not the page's text: the search index has the body only.
  const route = site.site!.routes.find((r) => r.source === 'docs/plain.mdx')!;
  const search = JSON.stringify(route.data.type === 'doc' && route.data.page.search);
  assert.match(search, /Body text/);
  assert.doesNotMatch(search, /Custom title/);
  const imported = site.$('/imported');
  assert.deepEqual(imported('head meta[property="og:image"]').map((_, m) => imported(m).attr('content')).get(), ['https://example.com/card.png']);
  assert.equal(imported('head > title').text(), 'Imported | Acme Docs');
  assert.equal(imported('.markdown meta').length, 0);
  assert.match(imported('.markdown').text(), /Before\.\s*After\./);
  const none = site.$('/none');
  assert.equal(none('html').attr('class'), undefined);
  assert.equal(none('head link[rel="canonical"]').length, 1);
});
