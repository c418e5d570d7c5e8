// `lendocs serve` answers its first page before the site is compiled (issue 36): the page is drawn against an outline
// of the site made from the files' front matter, with its own body alone rendered; the full compile follows, and the
// browser that shows a page it draws otherwise is told to reload. Checked by the order of events: the full compile is
// held until the test lets it go on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../../src/serve/server.js';
import type { ServeTestHooks } from '../../src/serve/dev-drawing.js';
import { BASE_CONFIG, makeSite } from '../support/fixture-site.js';
import { fetchRaw } from '../support/http.js';
import { listen } from '../support/live-events.js';

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;

/** A server whose full compile waits for `release()`; `held` resolves once it waits there. */
function heldServer(root: string, { watch = false } = {}) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let markHeld!: () => void;
  const held = new Promise<string>((resolve) => (markHeld = () => resolve('full compile held')));
  const testHooks = {
    async beforeFullCompile() {
      markHeld();
      await gate;
    },
  } satisfies ServeTestHooks;
  let markListening!: (url: string) => void;
  const listening = new Promise<string>((resolve) => (markListening = resolve));
  const starting = startServer({ root, port: 0, host: '127.0.0.1', watch, onListening: markListening }, testHooks);
  // What came first: the full compile held, or the first build over without it.
  const firstOf = () => Promise.race([held, starting.then(() => 'first build over')]);
  return { listening, starting, firstOf, release };
}

test('serve answers its first page before the full compile, as the full build draws it', async () => {
  const root = makeSite({
    // Its title comes from its leading heading only: the sidebar and the pager show it.
    'docs/a.md': '# Getting *started*\n\nFirst steps.\n',
    'docs/b.md': page('Beta', 'Beta body, linking [the start](./a.md).\n\n## Setup\n\n```js\nconst answer = 42;\n```'),
    'docs/c.md': page('Gamma', '## One\n\nMore text.'),
    'docs/guide/d.md': '---\nsidebar_label: Delta label\n---\n\n# Delta\n\nBody.\n',
    'pages/index.md': page('Home'),
    // The blog's list shows each post's excerpt and reading time, which only its body gives.
    'blog/2024-01-01-first.md': page('First post', `Summary of the first.\n\n<!-- truncate -->\n\n${'Many more words. '.repeat(300)}`),
    'blog/2024-02-01-second.md': page('Second post', 'A whole post without a marker.'),
  });
  const server = heldServer(root, { watch: true });
  let running: RunningServer | undefined;
  try {
    const url = await server.listening;
    const first = await fetchRaw(url, '/b');
    assert.equal(first.status, 200);
    assert.equal(await server.firstOf(), 'full compile held', 'the page was answered before the full compile ran');
    assert.match(first.body, /<title>Beta \| /);
    assert.match(first.body, /Beta body/);
    assert.match(first.body, /Getting started/);
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    assert.match(cookie, /^lendocs-first-page=/, 'the page is named for the reload that may follow');
    const list = await fetchRaw(url, '/blog');
    assert.ok(list.body.includes('Summary of the first'), 'the list shows the excerpt of a post it lists');

    server.release();
    running = await server.starting;
    assert.equal(running.firstBuild.ok, true);
    // The full build drew the page the same, byte for byte.
    const after = await fetchRaw(url, '/b');
    assert.equal(after.body, first.body);
    assert.equal(after.headers['set-cookie'], undefined);
    assert.equal((await fetchRaw(url, '/blog')).body, list.body, 'the list was drawn with the bodies of the posts it shows');

    // …so the browser that shows it is not told to reload: the first event it gets is that of a later save.
    const events = listen(url, { headers: { cookie } });
    try {
      await events.opened;
      const saved = events.next();
      writeFileSync(path.join(root, 'docs/c.md'), page('Gamma', '## One\n\nOther text.'));
      const event = await saved;
      assert.equal(event.firstPage, undefined);
      assert.ok(event.routes.includes('/c'));
    } finally {
      events.close();
    }
  } finally {
    server.release();
    running ??= await server.starting.catch(() => undefined);
    await running?.close();
  }
});

test('a first page the full compile draws otherwise reloads, into the overlay of the errors it found', async () => {
  const root = makeSite({
    'docs/a.md': page('Alpha', 'Alpha body.'),
    'docs/b.md': page('Beta', 'See [the missing page](./missing.md).'),
  });
  const server = heldServer(root);
  let running: RunningServer | undefined;
  try {
    const url = await server.listening;
    const first = await fetchRaw(url, '/a');
    assert.equal(first.status, 200);
    assert.match(first.body, /Alpha body/);
    assert.equal(await server.firstOf(), 'full compile held');
    const cookie = String(first.headers['set-cookie']).split(';')[0];

    // The browser showing the page opens the events, as its live-reload script does, with the cookie it was given.
    const events = listen(url, { headers: { cookie } });
    try {
      await events.opened;
      const reload = events.next();
      server.release();
      running = await server.starting;
      assert.equal((await reload).firstPage, true);
    } finally {
      events.close();
    }
    // The errors reach the command (which prints them) and the browser.
    assert.equal(running.firstBuild.ok, false);
    assert.ok(running.firstBuild.diagnostics.some((d) => d.severity === 'error' && d.file?.endsWith('b.md')));
    const overlay = await fetchRaw(url, '/a');
    assert.equal(overlay.status, 500);
    assert.match(overlay.body, /missing\.md/);
  } finally {
    server.release();
    running ??= await server.starting.catch(() => undefined);
    await running?.close();
  }
});

test("a first page has its own data in a theme override that reads the page, and an MDX page's title below its imports", async () => {
  const root = makeSite(
    {
      // The outline compiles the Sass on a thread of its own: the stylesheet the page names is the same.
      'node_modules/sass/package.json': JSON.stringify({ name: 'sass', version: '1.77.0', main: 'sass.js' }),
      'node_modules/sass/sass.js': "const fs = require('node:fs');\nconst { pathToFileURL } = require('node:url');\nexports.compile = (file) => ({ css: fs.readFileSync(file, 'utf8').replace(/\\$brand/g, '#f06'), loadedUrls: [pathToFileURL(file)] });\n",
      'css/custom.scss': '.hero { color: $brand; }\n',
      // Drawn on each doc with that doc's data (its table of contents only the rendered body gives).
      'src/theme/DocItem/Footer/index.js':
        "import { useDoc } from '@docusaurus/plugin-content-docs/client';\nexport default function Footer() {\n  const { metadata, toc } = useDoc();\n  return <div data-doc-footer data-title={metadata.title} data-toc={toc.map((item) => item.id).join(',')} />;\n}\n",
      'src/components/Note.jsx': 'export default function Note() {\n  return <aside>Noted.</aside>;\n}\n',
      'docs/a.md': page('Alpha', 'Alpha body.\n\n## Setup\n\nText.\n\n## Usage\n\nMore.'),
      // Its title is the heading below its imports, in the sidebar of every page.
      'docs/b.mdx': "import Note from '@site/src/components/Note';\nexport const answer = 42;\n\n# Beta from MDX\n\n<Note />\n",
    },
    { config: `${BASE_CONFIG}customCss: [css/custom.scss]\n` },
  );
  const server = heldServer(root);
  let running: RunningServer | undefined;
  try {
    const url = await server.listening;
    const first = await fetchRaw(url, '/a');
    assert.equal(first.status, 200);
    assert.equal(await server.firstOf(), 'full compile held');
    assert.match(first.body, /data-doc-footer="true" data-title="Alpha" data-toc="setup,usage"/);
    assert.match(first.body, />Beta from MDX</);
    const stylesheet = /<link rel="stylesheet" href="\/([^"]+)"/.exec(first.body)![1];
    assert.match((await fetchRaw(url, `/${stylesheet}`)).body, /\.hero \{ color: #f06; \}/);
    server.release();
    running = await server.starting;
    assert.equal(running.firstBuild.ok, true);
    assert.equal((await fetchRaw(url, '/a')).body, first.body, 'the full build drew the page the same, byte for byte');
  } finally {
    server.release();
    running ??= await server.starting.catch(() => undefined);
    await running?.close();
  }
});
