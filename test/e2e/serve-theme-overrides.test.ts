// `lendocs serve` and a broken `src/theme/Footer`: an override that throws or does not parse stops the site with the
// error overlay, as it stops a build (it was served without a footer, as a good rebuild); saving it fixed brings the
// pages back with it. Every wait is for a live-reload event, never a timer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../src/serve/server.js';
import { BASE_CONFIG, makeSite } from '../support/fixture-site.js';
import { fetchRaw } from '../support/http.js';
import { listen } from '../support/live-events.js';
import { watchedSite } from '../support/watched-site.js';

const footer = (text) => `export default function Footer({ title }) {\n  return <footer data-own-footer>${text} {title}</footer>;\n}\n`;
const THROWS = `${footer('Never')}\nthrow new Error('footer exploded');\n`;
const UNPARSABLE = footer('Never').replace('return <footer', 'return <<footer');
const FILES = { 'docs/intro.md': '# Intro\n', 'docs/other.md': '# Other\n', 'src/theme/Footer.jsx': footer('Own') };

const site = watchedSite(FILES, { config: BASE_CONFIG });

/** Saves the Footer and resolves with the first reload event whose `ok` is as given. */
async function saveFooter(text, ok) {
  const events = listen(site.server.url);
  try {
    await events.opened;
    const next = events.next((event) => event.ok === ok);
    writeFileSync(path.join(site.root, 'src/theme/Footer.jsx'), text);
    return await next;
  } finally {
    events.close();
  }
}

for (const { kind, text, message } of [
  { kind: 'throws', text: THROWS, message: /footer exploded/ },
  { kind: 'does not parse', text: UNPARSABLE, message: /Footer\.jsx cannot be bundled/ },
]) {
  test(`an override that ${kind} shows the overlay on every page; fixed, the pages come back with it`, async () => {
    assert.match(await site.body('/intro'), /data-own-footer="true">Own Acme Docs/);
    await saveFooter(text, false);
    for (const route of ['/intro', '/other']) {
      const { status, body } = await fetchRaw(site.server.url, route);
      assert.equal(status, 500);
      assert.match(body, message);
      assert.match(body, /src\/theme\/Footer\.jsx/);
    }
    await saveFooter(footer('Own'), true);
    for (const route of ['/intro', '/other']) {
      const { status, body } = await fetchRaw(site.server.url, route);
      assert.equal(status, 200);
      assert.match(body, /data-own-footer="true">Own Acme Docs/);
    }
  });
}

test('serve started with a broken override starts with the overlay', async () => {
  const root = makeSite({ ...FILES, 'src/theme/Footer.jsx': THROWS });
  const server = await startServer({ root, port: 0, host: '127.0.0.1', watch: false });
  try {
    assert.equal(server.firstBuild.ok, false);
    assert.equal(server.firstBuild.diagnostics.filter((d) => d.severity === 'error')[0].code, 'theme-override');
    const { status, body } = await fetchRaw(server.url, '/intro');
    assert.equal(status, 500);
    assert.match(body, /footer exploded/);
  } finally {
    await server.close();
  }
});
