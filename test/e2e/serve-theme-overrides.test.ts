// `lendocs serve` and a broken `src/theme/Footer`: an override that throws or does not parse is a warning, as in a
// build, and the pages show lendocs's own footer; saving it fixed brings the pages back with it. Every wait is for a
// live-reload event, never a timer.
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
  test(`an override that ${kind} is a warning and every page shows the built-in footer; fixed, the pages come back with it`, async () => {
    assert.match(await site.body('/intro'), /data-own-footer="true">Own Acme Docs/);
    const broken = await saveFooter(text, true);
    assert.ok(broken);
    for (const route of ['/intro', '/other']) {
      const { status, body } = await fetchRaw(site.server.url, route);
      assert.equal(status, 200);
      assert.doesNotMatch(body, /data-own-footer/);
      assert.match(body, /<footer class="footer/);
    }
    await saveFooter(footer('Own'), true);
    for (const route of ['/intro', '/other']) {
      const { status, body } = await fetchRaw(site.server.url, route);
      assert.equal(status, 200);
      assert.match(body, /data-own-footer="true">Own Acme Docs/);
    }
  });
  test(`serve started with an override that ${kind} starts, saying so once`, async () => {
    const root = makeSite({ ...FILES, 'src/theme/Footer.jsx': text });
    const server = await startServer({ root, port: 0, host: '127.0.0.1', watch: false });
    try {
      assert.equal(server.firstBuild.ok, true);
      const said = server.firstBuild.diagnostics.filter((d) => d.code === 'theme-override');
      assert.equal(said.length, 1);
      assert.equal(said[0].severity, 'warning');
      assert.match(said[0].message, message);
      const { status, body } = await fetchRaw(server.url, '/intro');
      assert.equal(status, 200);
      assert.match(body, /<footer class="footer/);
    } finally {
      await server.close();
    }
  });
}
