// `lendocs serve --watch` and the site's own code: a change in src/components, src/pages, src/theme, a customCss
// file (src/css) or a Markdown partial re-renders the pages that use it and reloads the browser; pages that do not use it stay as they are.
// Every wait is for a live-reload event, never a timer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_CONFIG } from '../support/fixture-site.js';
import { fetchRaw } from '../support/http.js';
import { listen } from '../support/live-events.js';
import { watchedSite } from '../support/watched-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\ncustomCss: [src/css/custom.css]\n`;
const badge = (text, color) => ({
  'src/components/Badge.jsx': `import styles from './Badge.module.css';\nexport default function Badge({ children }) { return <span className={styles.badge}>${text} {children}</span>; }\n`,
  'src/components/Badge.module.css': `.badge { color: ${color}; }\n`,
});
const footer = (text) => `export default function Footer({ title }) { return <footer data-own-footer>${text} {title}</footer>; }\n`;

const site = watchedSite(
  {
    ...badge('Old', 'teal'),
    'src/pages/index.jsx': "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout title=\"Home\"><p>Home one</p></Layout>; }\n",
    'src/theme/Footer.jsx': footer('Footer one'),
    'src/css/custom.css': '.custom-one { margin: 0; }\n',
    'docs/uses.mdx': "---\ntitle: Uses\n---\n\nimport Badge from '@site/src/components/Badge';\nimport Part from './_part.md';\n\n<Badge>here</Badge>\n\n<Part />\n",
    'docs/_part.md': 'Partial one.\n',
    'docs/plain.md': '---\ntitle: Plain\n---\n\nNo components.\n',
  },
  { config: CONFIG },
);
const { save, body } = site;
const stylesheet = async (route) => (await fetchRaw(site.server.url, /href="([^"]*styles\.[0-9a-f]+\.css)"/.exec(await body(route))![1])).body;

test("editing a component's code re-renders the pages that use it, and only those", async () => {
  const event = await save({ 'src/components/Badge.jsx': badge('New', 'teal')['src/components/Badge.jsx'] }, '/uses');
  assert.deepEqual(event.routes, ['/uses']);
  assert.match(await body('/uses'), /New here/);
});

test("editing a component's CSS module puts the new rules in the stylesheet every page links", async () => {
  const event = await save({ 'src/components/Badge.module.css': '.badge { color: crimson; }\n' }, '/uses');
  // The stylesheet's name changes with its contents, so every page links the new one.
  assert.ok(event.routes.includes('/plain'), JSON.stringify(event.routes));
  const css = await stylesheet('/plain');
  assert.match(css, /_badge \{\s*color: crimson;/);
  assert.doesNotMatch(css, /color: teal/);
});

test('editing a Markdown partial re-renders the pages that import it', async () => {
  const event = await save({ 'docs/_part.md': 'Partial two.\n' }, '/uses');
  assert.deepEqual(event.routes, ['/uses']);
  assert.match(await body('/uses'), /Partial two\./);
});

test('editing a React page in src/pages re-renders it', async () => {
  await save({ 'src/pages/index.jsx': "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout title=\"Home\"><p>Home two</p></Layout>; }\n" }, '/');
  assert.match(await body('/'), /Home two/);
});

test('editing src/theme/Footer re-renders every page with the new footer', async () => {
  const event = await save({ 'src/theme/Footer.jsx': footer('Footer two') }, '/plain');
  assert.ok(event.routes.includes('/uses') && event.routes.includes('/'), JSON.stringify(event.routes));
  assert.match(await body('/plain'), /Footer two/);
});

test('editing a customCss file in src/css updates the stylesheet', async () => {
  await save({ 'src/css/custom.css': '.custom-two { margin: 1px; }\n' }, '/plain');
  const css = await stylesheet('/plain');
  assert.match(css, /\.custom-two/);
  assert.doesNotMatch(css, /\.custom-one/);
});

test('a page whose component did not exist yet is built once the component is saved', async () => {
  const events = listen(site.server.url);
  await events.opened;
  const failed = events.next((event) => event.ok === false);
  writeFileSync(path.join(site.root, 'docs/later.mdx'), "---\ntitle: Later\n---\n\nimport Later from '@site/src/components/Later';\n\n<Later />\n");
  await failed;
  events.close();
  await save({ 'src/components/Later.jsx': 'export default function Later() { return <p>Made later</p>; }\n' }, '/later');
  assert.match(await body('/later'), /Made later/);
});
