// `lendocs serve` answers a page before its first build has drawn every page (issue 36): once the site is compiled,
// a page not drawn yet is drawn for its request, ahead of the others, which follow in the background. Checked by
// the order of events, with the background drawing held at its first page until the test lets it go on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type RunningServer } from '../../src/serve/server.js';
import type { ServeTestHooks } from '../../src/serve/dev-drawing.js';
import { makeSite } from '../support/fixture-site.js';
import { fetchRaw } from '../support/http.js';

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;

test('serve answers a page, and shows a crashed one, while its first build still draws the rest', async () => {
  const root = makeSite({
    'docs/a.md': page('Alpha'),
    'docs/b.md': page('Beta', 'Beta body. [Alpha](./a.md)'),
    'docs/c.md': page('Gamma'),
    'docs/d.md': page('Delta'),
    'pages/index.md': page('Home'),
    'static/img/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const events: string[] = [];
  let letGo!: () => void;
  const goOn = new Promise<void>((resolve) => (letGo = resolve));
  let markHeld!: () => void;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  let holding = true;
  const testHooks: ServeTestHooks = {
    renderFault: '/c',
    // The drawing in turn stops before its first page until the test lets it go on.
    async beforeDrawInTurn() {
      if (!holding) return;
      holding = false;
      markHeld();
      await goOn;
    },
  };
  let markListening!: (url: string) => void;
  const listening = new Promise<string>((resolve) => (markListening = resolve));
  const starting = startServer({ root, port: 0, host: '127.0.0.1', watch: false, onListening: markListening }, testHooks).then((running) => {
    events.push('first build over');
    return running;
  });
  let running: RunningServer | undefined;
  try {
    const url = await listening;
    const beta = await fetchRaw(url, '/b');
    events.push('page answered');
    assert.equal(beta.status, 200);
    assert.match(beta.body, /<title>Beta \| /);
    assert.match(beta.body, /Beta body/);
    assert.deepEqual(events, ['page answered'], 'the page is answered before the first build is over');
    // …and the drawing in turn is held before its first page: the page was drawn for its request.
    await held;
    // A page whose template throws is the crash page, as after the first build.
    const crashed = await fetchRaw(url, '/c/');
    assert.equal(crashed.status, 500);
    assert.match(crashed.body, /This page crashed/);
    // A static file is there as soon as pages are.
    assert.equal((await fetchRaw(url, '/img/pic.svg')).status, 200);
    // A file made after the pages (the sitemap) is answered once the first build has made it, not as a 404.
    const sitemap = fetchRaw(url, '/sitemap.xml').then((response) => {
      events.push('sitemap answered');
      return response;
    });
    letGo();
    running = await starting;
    assert.equal((await sitemap).status, 200);
    assert.equal(events[0], 'page answered');
    // The rest of the pages were drawn in the background; the page drawn first was not drawn twice into something else.
    assert.match((await fetchRaw(url, '/d')).body, /<title>Delta \| /);
    assert.equal((await fetchRaw(url, '/b')).body, beta.body);
  } finally {
    letGo();
    running ??= await starting.catch(() => undefined);
    await running?.close();
  }
});
