// Links a component draws are checked as Docusaurus checks them: its Link collects a link for the broken-link check
// only when react-router draws it, so not a link that opens in a new tab (`target="_blank"`, any target but
// `_self`: drawn as a plain <a>), nor one marked `data-noBrokenLinkCheck`. A card component that opens each card
// in a new tab, some to pages the site no longer has, builds with Docusaurus; it builds here too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs: { routeBasePath: docs }\nonBrokenLinks: warning\n`;

const FILES = {
  'src/components/Card.jsx': "import Link from '@docusaurus/Link';\nexport default function Card({ href, target, check }) { return <Link href={href} target={target} data-noBrokenLinkCheck={check}>card</Link>; }\n",
  'docs/cards.mdx': [
    '---\ntitle: Cards\n---\n',
    "import Card from '@site/src/components/Card';\n",
    '<Card href="/docs/gone-new-tab" target="_blank" />\n',
    '<Card href="/docs/gone-unchecked" check={true} />\n',
    '<Card href="/docs/gone-same-tab" target="_self" />\n',
    '<Card href="/docs/gone" />\n',
    '<a href="/docs/gone-plain-new-tab" target="_blank">plain</a>\n',
  ].join('\n'),
};

test('a link drawn to open in a new tab, or marked data-noBrokenLinkCheck, is not checked; others are', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  const broken = site.warnings.map((d) => /Broken link to "([^"]+)"/.exec(d.message)?.[1]).filter(Boolean).sort();
  assert.deepEqual(broken, ['/docs/gone', '/docs/gone-same-tab']);
  // Still drawn as written.
  assert.equal(site.$('/docs/cards')('a[target="_blank"][href="/docs/gone-new-tab"]').length, 1);
});

test("data-noBrokenLinkCheck is Docusaurus's Link's own prop: not drawn on a Link in a component, a React page or MDX (false leaves the link checked); a literal <a> in MDX, which MDX leaves alone, keeps it", async () => {
  const site = await buildFixture({
    ...FILES,
    'src/pages/tour.jsx': "import Link from '@docusaurus/Link';\nexport default function Tour() { return <main><Link to=\"/docs/gone-page\" data-noBrokenLinkCheck className=\"tour\">tour</Link></main>; }\n",
    'docs/more.mdx': [
      '---\ntitle: More\n---\n',
      "import Link from '@docusaurus/Link';\nimport Card from '@site/src/components/Card';\n",
      '<Link to="/docs/cards" data-noBrokenLinkCheck className="block">block</Link>\n',
      'Inline <Link to="/docs/cards" data-noBrokenLinkCheck={true}>link</Link> and <a href="/docs/cards" data-noBrokenLinkCheck="true">a plain one</a>.\n',
      '<Card href="/docs/gone-checked" check={false} />\n',
    ].join('\n'),
  }, { config: `${CONFIG}paths:\n  pages: src/pages\n` });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  const broken = site.warnings.map((d) => /Broken link to "([^"]+)"/.exec(d.message)?.[1]).filter(Boolean).sort();
  assert.deepEqual(broken, ['/docs/gone', '/docs/gone-checked', '/docs/gone-same-tab']);
  const marked = (html: string) => [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => tag).filter((tag) => /data-(nobrokenlinkcheck|lendocs)/i.test(tag));
  assert.deepEqual(marked(site.text('docs/cards/index.html')), []);
  assert.deepEqual(marked(site.text('tour/index.html')), []);
  assert.deepEqual(marked(site.text('docs/more/index.html')), ['<a href="/docs/cards" data-noBrokenLinkCheck="true">']);
  assert.equal(site.$('/tour')('a.tour').attr('href'), '/docs/gone-page');
});

// Docusaurus's check sees the links its Link collects while it draws them; an <a> element the site's code makes
// itself (createElement or JSX, in a component, a React page or a package's component) is not collected, so a React
// page that links older releases published beside the site (`<a href="/7.0.0">`) builds with Docusaurus.
test("an <a> element the site's code draws itself is not checked, as Docusaurus's check sees only its Link's links", async () => {
  const site = await buildFixture({
    ...FILES,
    'src/pages/versions.jsx': [
      "import React from 'react';\nimport Link from '@docusaurus/Link';\n",
      'export default function Versions() {\n',
      "  return <main><a href=\"/7.0.0\" className=\"old\">7.0.0</a>{React.createElement('a', { href: '/6.0.0' }, '6.0.0')}<Link to=\"/docs/gone-linked\">gone</Link></main>;\n}\n",
    ].join(''),
  }, { config: `${CONFIG}paths:\n  pages: src/pages\n` });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  const broken = site.warnings.map((d) => /Broken link to "([^"]+)"/.exec(d.message)?.[1]).filter(Boolean).sort();
  assert.deepEqual(broken, ['/docs/gone', '/docs/gone-linked', '/docs/gone-same-tab']);
  const $ = site.$('/versions');
  assert.deepEqual($('main a').map((_, a) => $(a).attr('href')).get(), ['/7.0.0', '/6.0.0', '/docs/gone-linked']);
  assert.equal(site.text('versions/index.html').includes('data-lendocs'), false);
});

// useBrokenLinks() is how a component tells Docusaurus's check of links and anchors it does not draw as such: a
// React page that draws only the chosen tool's section (`<Link id={tool}>`) collects every tool's anchor, so links
// to `/setup#browser` from posts are no broken anchors.
test("the links and anchors a React page gives useBrokenLinks() are checked with the page's own", async () => {
  const site = await buildFixture({
    ...FILES,
    'src/pages/setup.jsx': [
      "import useBrokenLinks from '@docusaurus/useBrokenLinks';\n",
      'export default function Setup() {\n',
      "  const links = useBrokenLinks();\n  ['browser', 'cli'].forEach((tool) => links.collectAnchor(tool));\n  links.collectLink('/docs/gone-collected');\n",
      '  return <main><h2>Setup</h2></main>;\n}\n',
    ].join(''),
    'docs/tools.md': '---\ntitle: Tools\n---\n\nSee [the browser](/setup#browser), [the CLI](/setup#cli) and [nothing](/setup#nothing).\n',
  }, { config: `${CONFIG}paths:\n  pages: src/pages\n` });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  const broken = site.warnings.map((d) => /Broken (?:link to|anchor in) "([^"]+)"/.exec(d.message)?.[1]).filter(Boolean).sort();
  assert.deepEqual(broken, ['/docs/gone', '/docs/gone-collected', '/docs/gone-same-tab', '/setup#nothing']);
});

// Docusaurus's Link hands a relative link (`./components/x`, `../reference/#y`) to react-router, which resolves it
// against the page's path as a browser would; its broken-link check resolves it the same way. A gallery component
// that links each card `./components/${name}` from a doc whose slug is `/components` links the pages under it.
test("a relative link a component draws with Link goes where the page's path resolves it, and is checked there", async () => {
  const site = await buildFixture({
    'src/components/Grid.jsx': [
      "import Link from '@docusaurus/Link';\n",
      'export default function Grid({ names }) {\n',
      '  return <div className="grid">{names.map((name) => <Link key={name} to={`./components/${name}`}>{name}</Link>)}',
      '<Link className="ref" to="../docs/reference#props">ref</Link><Link className="away" to="./components/new-tab" target="_blank">new tab</Link></div>;\n}\n',
    ].join(''),
    'docs/gallery.mdx': "---\ntitle: Gallery\nslug: /components\n---\n\nimport Grid from '@site/src/components/Grid';\n\n<Grid names={['button', 'gone']} />\n",
    'docs/components/button.md': '---\ntitle: Button\n---\n\nA button.\n',
    'docs/reference.md': '---\ntitle: Reference\n---\n\n## Props\n\nThe props.\n',
  }, { config: CONFIG });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  const broken = site.warnings.map((d) => /Broken link to "([^"]+)"/.exec(d.message)?.[1]).filter(Boolean).sort();
  assert.deepEqual(broken, ['/docs/components/gone']);
  const $ = site.$('/docs/components');
  assert.deepEqual($('.grid a').map((_, a) => $(a).attr('href')).get(), ['/docs/components/button', '/docs/components/gone', '/docs/reference#props', './components/new-tab']);
});

// Under `trailingSlash: true` the router's path of a doc ends with a slash (`/docs/gallery/`): useLocation() gives
// it so, and a relative Link resolves against it, so `./child` from the doc /docs/gallery is /docs/gallery/child.
test('under trailingSlash: true, a component reads the page path with its slash and its relative Links resolve against it', async () => {
  const site = await buildFixture({
    'src/components/Here.jsx': "import Link from '@docusaurus/Link';\nimport { useLocation } from '@docusaurus/router';\nexport default function Here() { return <p className=\"here\" data-path={useLocation().pathname}><Link to=\"./child\">child</Link></p>; }\n",
    'docs/gallery.mdx': "---\ntitle: Gallery\n---\n\nimport Here from '@site/src/components/Here';\n\n<Here />\n",
    'docs/gallery/child.md': '---\ntitle: Child\n---\n\nA child.\n',
  }, { config: `${CONFIG}trailingSlash: true\n` });
  assert.deepEqual(site.diagnostics.map((d) => d.message), []);
  const $ = site.$('/docs/gallery/');
  assert.equal($('.here').attr('data-path'), '/docs/gallery/');
  assert.equal($('.here a').attr('href'), '/docs/gallery/child/');
});

// Docusaurus gives a category's index doc the folder's path with a slash (`/docs/guides/`) and then applies the
// trailingSlash rule to every route: with `trailingSlash: false` the page is `/docs/guides`, so `./guides/setup/react`
// from it (or from a partial it draws) is `/docs/guides/setup/react`, as authors of such sites write it.
test('a relative Link on an index doc, or in a partial it draws, resolves against the path the trailingSlash rule gives', async () => {
  const site = await buildFixture({
    'src/components/Card.jsx': "import Link from '@docusaurus/Link';\nexport default function Card({ to }) { return <Link className=\"card\" to={to}>card</Link>; }\n",
    'docs/guides/index.mdx': "---\ntitle: Guides\n---\n\nimport Card from '@site/src/components/Card';\nimport Cards from '@site/docs/_cards.mdx';\n\n<Card to=\"./guides/setup/react\" />\n\n<Cards />\n",
    'docs/_cards.mdx': "import Card from '@site/src/components/Card';\n\n<Card to=\"./guides/setup/vue\" />\n",
    'docs/guides/setup/react.md': '---\ntitle: React\n---\n\nReact.\n',
    'docs/guides/setup/vue.md': '---\ntitle: Vue\n---\n\nVue.\n',
  }, { config: `${CONFIG}trailingSlash: false\n` });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  assert.deepEqual(site.warnings.filter((d) => /Broken link/.test(d.message)).map((d) => d.message), []);
  const $ = cheerio.load(site.text('docs/guides.html'));
  assert.deepEqual($('a.card').map((_, a) => $(a).attr('href')).get(), ['/docs/guides/setup/react', '/docs/guides/setup/vue']);
});
