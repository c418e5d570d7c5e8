// Infima for a site that asks for it (config `infima`, issue 31 class 5): the site's React page and components are
// laid out by its classes, scoped to page content, while lendocs's own chrome is untouched; a site without the key
// gets the same stylesheet as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const files = {
  'src/pages/index.jsx': `import Layout from '@theme/Layout';
export default function Home() {
  return <Layout title="Home"><div className="container"><div className="row"><div className="col col--4">One</div><div className="col col--4">Two</div></div><a className="button button--primary" href="/a">Go</a></div></Layout>;
}
`,
  'docs/a.md': '---\ntitle: A\n---\n\nHello.\n',
};
const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\n`;

const stylesheet = (result: Awaited<ReturnType<typeof buildFixture>>) => result.text(result.$('/')('link[rel="stylesheet"]').attr('href')!.slice(1));

test("infima: true puts Infima's classes, scoped to page content and the site's footer, into the stylesheet", async () => {
  const result = await buildFixture(files, { config: `${CONFIG}infima: true\n` });
  assert.deepEqual(result.errors, []);
  const css = stylesheet(result);
  assert.match(css, /:where\(\.markdown, \.theme-override\) \.col--4 \{/);
  assert.match(css, /:where\(\.markdown, \.theme-override\) \.button--primary/);
  // lendocs's own navbar, sidebar, table of contents and pager keep their look: none of Infima's rules name them.
  const infima = css.slice(css.indexOf('/* infima'), css.indexOf('/* lendocs: Infima'));
  assert.ok(infima.length > 10_000);
  assert.doesNotMatch(infima, /\.(navbar|menu|table-of-contents|pagination-nav)(__|--)?[\w-]* *\{/);
  // The site's page is inside the scope.
  assert.equal(result.$('/')('.markdown .container .row .col.col--4').length, 2);
  // After lendocs's own rules, before the config's colours and the site's CSS, which may override it.
  assert.ok(css.indexOf('.col--4 {') > css.indexOf('.skip-link'));
});

test('a site without infima gets the stylesheet it had, with nothing of Infima in it', async () => {
  const without = await buildFixture(files, { config: CONFIG });
  const off = await buildFixture(files, { config: `${CONFIG}infima: false\n` });
  assert.doesNotMatch(stylesheet(without), /ifm-|col--4/);
  assert.equal(stylesheet(off), stylesheet(without));
});
