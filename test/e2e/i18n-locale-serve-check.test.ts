// `serve --locale` and `check --locale` on a site with i18n: the dev server serves one locale at a time, under its
// base (Docusaurus's dev server); check crawls one locale's pages, and an output built with `build --locale` leaves
// the links into the locales it does not hold unchecked, not broken.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { runCli } from '../../src/cli.js';
import { build } from '../../src/pipeline/build.js';
import { startServer } from '../../src/serve/server.js';
import { fetchRaw } from '../support/http.js';
import { BASE_CONFIG, doc, makeSite, tempDir } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}
i18n:
  defaultLocale: en
  locales: [en, fr]
navbar:
  items:
    - { type: localeDropdown, position: right }
`;

const FILES = {
  'pages/index.md': doc({ title: 'Home' }, 'Welcome.'),
  'docs/intro.md': doc({ title: 'Intro' }, 'Read [the guide](./guide.md).'),
  'docs/guide.md': doc({ title: 'Guide' }, 'The guide.'),
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': doc({ title: 'Introduction' }, 'Lisez [le guide](./guide.md).'),
};

function capture() {
  const lines: string[] = [];
  return { lines, output: { out: (text: string) => lines.push(text), err: (text: string) => lines.push(text), tty: false, color: false } };
}

test('serve --locale fr serves the French site under /fr/', async () => {
  const root = makeSite(FILES, { config: CONFIG });
  const running = await startServer({ root, port: 0, host: '127.0.0.1', watch: false, locale: 'fr' });
  try {
    assert.match(running.url, /^http:\/\/127\.0\.0\.1:\d+\/fr\/$/);
    const page = await fetchRaw(running.url, '/fr/intro/');
    assert.equal(page.status, 200);
    assert.match(page.body, /<h1[^>]*>Introduction<\/h1>/);
    assert.match(page.body, /<html lang="fr"/);
  } finally {
    await running.close();
  }
});

test('check --locale fr crawls the French pages only; an output built with --locale fr checks clean', async () => {
  const root = makeSite(FILES, { config: CONFIG });
  const out = path.join(tempDir(), 'site');
  assert.deepEqual((await build({ root, out })).diagnostics.filter((d) => d.severity === 'error'), []);
  const whole = capture();
  assert.equal(await runCli(['node', 'lendocs', 'check', '--root', root, '--out', out, '--format', 'json', '--locale', 'fr'], whole.output), 0);
  const report = JSON.parse(whole.lines.find((line) => line.startsWith('{'))!);
  assert.equal(report.summary.broken, 0);
  // The pages of fr/, not the English ones: half of them.
  const all = capture();
  assert.equal(await runCli(['node', 'lendocs', 'check', '--root', root, '--out', out, '--format', 'json'], all.output), 0);
  assert.equal(JSON.parse(all.lines.find((line) => line.startsWith('{'))!).summary.pages, report.summary.pages * 2);

  const only = path.join(tempDir(), 'site');
  const built = capture();
  assert.equal(await runCli(['node', 'lendocs', 'check', '--build', '--root', root, '--out', only, '--format', 'json', '--locale', 'fr'], built.output), 0, built.lines.join('\n'));
  const partial = JSON.parse(built.lines.find((line) => line.startsWith('{'))!);
  assert.equal(partial.summary.broken, 0);
  assert.ok(partial.skipped.some((item: { url: string; reason: string }) => item.url === '/intro' && /locale en, not in this output/.test(item.reason)), JSON.stringify(partial.skipped));
  const wrong = capture();
  assert.equal(await runCli(['node', 'lendocs', 'check', '--root', root, '--out', only, '--locale', 'en'], wrong.output), 2);
  assert.match(wrong.lines.join('\n'), /the output was built without it/);
});
