// `<Link to="…">` written in MDX is checked as a Markdown link is: Docusaurus's Link hands its URL to the
// broken-link check while it draws, wherever the element stands (a table, a list, an admonition, a tab, a partial,
// the children of the site's own component), so a link to a page the site no longer has fails its build. A Link
// that opens in a new tab, or says data-noBrokenLinkCheck, is not checked; a literal <a>, which MDX leaves alone, is
// not either.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs: { routeBasePath: docs }\nonBrokenLinks: warning\n`;

const PAGE = [
  '---\ntitle: A\n---\n',
  "import Link from '@docusaurus/Link';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Card from '@site/src/components/Card';\nimport Part from './_part.mdx';\n",
  '<Link to="/docs/gone-block">x</Link>\n',
  'Inline <Link to="/docs/gone-inline">y</Link>, a plain <a href="/docs/gone-plain">z</a>, <Link href="/docs/gone-href">h</Link>.\n',
  '- item <Link to={\'/docs/gone-list\'}>l</Link>\n',
  ':::note\n\n<Link to="/docs/gone-admonition">n</Link>\n\n:::\n',
  '<Tabs>\n  <TabItem value="a">\n    <Link to="/docs/gone-tab">tab</Link>\n  </TabItem>\n</Tabs>\n',
  '<Card>\n  <Link to="/docs/gone-card">c</Link>\n</Card>\n',
  '<Link to="./b">relative</Link> <Link to="/docs/b#nowhere">anchor</Link> <Link to="/docs/b">fine</Link>\n',
  '<Link to="/docs/gone-new-tab" target="_blank">t</Link> <Link to="/docs/gone-unchecked" data-noBrokenLinkCheck>u</Link> <Link to="https://example.com/x">e</Link>\n',
  '<Part />\n',
].join('\n');

const FILES = {
  'src/components/Card.jsx': 'export default function Card({ children }) { return <section className="card">{children}</section>; }\n',
  'docs/_part.mdx': "import Link from '@docusaurus/Link';\n\nSee <Link to=\"/docs/gone-partial\">p</Link>.\n",
  'docs/a.mdx': PAGE,
  'docs/b.md': '# B\n',
};

const broken = (site: { warnings: { message: string; file?: string; line?: number }[] }) =>
  site.warnings.map((d) => `${d.file?.replace(/^.*\/docs\//, '')}:${d.line} ${/Broken (?:link to|anchor in) "([^"]+)"/.exec(d.message)?.[1]}`).sort();

test('a Link written in MDX is link-checked where it is written; a new tab, data-noBrokenLinkCheck and a plain <a> are not', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  assert.deepEqual(broken(site), [
    '_part.mdx:3 /docs/gone-partial',
    'a.mdx:11 /docs/gone-block',
    'a.mdx:13 /docs/gone-href',
    'a.mdx:13 /docs/gone-inline',
    'a.mdx:15 /docs/gone-list',
    'a.mdx:19 /docs/gone-admonition',
    'a.mdx:25 /docs/gone-tab',
    'a.mdx:30 /docs/gone-card',
    'a.mdx:33 /docs/b#nowhere',
  ]);
  const $ = site.$('/docs/a');
  // Drawn as the router draws it: a relative URL resolved against the page's path; the check's mark never shown.
  assert.equal($('a:contains("relative")').attr('href'), '/docs/b');
  assert.equal($('a:contains("fine")').attr('href'), '/docs/b');
  assert.equal(site.text('docs/a/index.html').includes('data-lendocs'), false);
});

test('a Link written with the base already is the same page, drawn with the base once', async () => {
  const site = await buildFixture({
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport Link from '@docusaurus/Link';\n\n<Link to=\"/project/docs/b\">based</Link> <Link to=\"/docs/b\">bare</Link> <Link to=\"/docs/gone\">gone</Link>\n",
    'docs/b.md': '# B\n',
  }, { config: `${CONFIG}baseUrl: /project/\n` });
  assert.deepEqual(broken(site), ['a.mdx:7 /docs/gone']);
  const $ = site.$('/docs/a');
  assert.equal($('a:contains("based")').attr('href'), '/project/docs/b');
  assert.equal($('a:contains("bare")').attr('href'), '/project/docs/b');
});

test('a broken Link in MDX fails the build under the default onBrokenLinks, naming the file and line', async () => {
  const site = await buildFixture({
    'blog/2024-01-01-post.mdx': "---\ntitle: Post\n---\n\nimport Link from '@docusaurus/Link';\n\nRead <Link to=\"/docs/gone\">the guide</Link>.\n",
    'docs/b.md': '# B\n',
  }, { config: `${BASE_CONFIG}docs: { routeBasePath: docs }\n` });
  assert.equal(site.errors.length, 1);
  assert.match(site.errors[0].message, /Broken link to "\/docs\/gone"/);
  assert.match(site.errors[0].file ?? '', /2024-01-01-post\.mdx$/);
  assert.equal(site.errors[0].line, 7);
});
