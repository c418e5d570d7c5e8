// `lendocs serve`: static serving, hostile paths, watch and live reload, error overlay, crash page, busy port.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { symlinkSync, writeFileSync, unlinkSync, renameSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startServer, PortInUseError } from '../../src/serve/server.js';
import { makeSite, BASE_CONFIG } from '../support/fixture-site.js';
import { fetchRaw } from '../support/http.js';
import { listen, untilReloaded } from '../support/live-events.js';
import { BIN } from '../support/repo.js';

const page = (title, body = 'Text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;

let root;
let running;
let outside;
/** Read by the server at each page it draws (a test sets a route whose rendering fails). */
const testHooks: Record<string, any> = {};

before(async () => {
  root = makeSite(
    {
      'docs/a.md': page('Alpha', '## Section\n\nFirst version.'),
      'docs/b.md': page('Beta'),
      'pages/index.md': page('Home'),
      'static/img/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'static/files/data.json': '{"ok":true}',
    },
    { config: BASE_CONFIG },
  );
  outside = makeSite({ 'secret.txt': 'TOP SECRET' });
  running = await startServer({ root, port: 0, host: '127.0.0.1', watch: true }, testHooks);
  // A symlink inside the served folder that points outside it.
  symlinkSync(path.join(outside, 'secret.txt'), path.join(running.site.outDir, 'leak.txt'));
  symlinkSync(outside, path.join(running.site.outDir, 'leakdir'));
});

after(async () => {
  await running?.close();
});

describe('serving', () => {
  test('content types, trailing slashes and the 404 page', async () => {
    const html = await fetchRaw(running.url, '/a');
    assert.equal(html.status, 200);
    assert.equal(html.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(html.body, /<title>Alpha \| Acme Docs<\/title>/);
    assert.equal((await fetchRaw(running.url, '/a/')).status, 200);
    assert.equal((await fetchRaw(running.url, '/a/index.html')).status, 200);
    assert.equal((await fetchRaw(running.url, '/img/pic.svg')).headers['content-type'], 'image/svg+xml');
    assert.equal((await fetchRaw(running.url, '/files/data.json')).headers['content-type'], 'application/json; charset=utf-8');
    assert.equal((await fetchRaw(running.url, '/sitemap.xml')).headers['content-type'], 'application/xml; charset=utf-8');
    const css = html.body.match(/href="(\/assets\/css\/[^"]+)"/)![1];
    assert.equal((await fetchRaw(running.url, css)).headers['content-type'], 'text/css; charset=utf-8');
    const missing = await fetchRaw(running.url, '/no/such/page');
    assert.equal(missing.status, 404);
    assert.match(missing.body, /Page Not Found/);
  });

  test('ETag and Last-Modified give 304s; gzip for text; HEAD has no body', async () => {
    const first = await fetchRaw(running.url, '/b');
    assert.ok(first.headers.etag);
    assert.ok(first.headers['last-modified']);
    assert.equal((await fetchRaw(running.url, '/b', { headers: { 'if-none-match': first.headers.etag } })).status, 304);
    assert.equal((await fetchRaw(running.url, '/b', { headers: { 'if-modified-since': first.headers['last-modified'] } })).status, 304);
    const zipped = await fetchRaw(running.url, '/b', { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.match(zipped.body, /Beta/);
    const head = await fetchRaw(running.url, '/b', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.equal((await fetchRaw(running.url, '/b', { method: 'POST' })).status, 405);
  });

  const HOSTILE = [
    '/../../etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/..%252f..%252fetc%252fpasswd',
    '/a/../../../etc/passwd',
    '/..\\..\\etc\\passwd',
    '/%5c..%5c..%5cetc%5cpasswd',
    '/a%00.html',
    '/%00',
    '/..%00/etc/passwd',
    '/%',
    '/%zz',
    '/%c0%ae%c0%ae/etc/passwd',
    '/leak.txt',
    '/leakdir/secret.txt',
    '//etc/passwd',
    '/./../etc/passwd',
    '/assets/../../../../etc/passwd',
  ];
  for (const hostile of HOSTILE) {
    test(`hostile path ${hostile} gets 400 or 404 and never a file from outside`, async () => {
      const response = await fetchRaw(running.url, hostile);
      assert.ok([400, 404].includes(response.status), `status ${response.status}`);
      assert.doesNotMatch(response.body, /root:|TOP SECRET/);
    });
  }

  test('malformed percent-encoding is a 400', async () => {
    assert.equal((await fetchRaw(running.url, '/%E0%A4%A')).status, 400);
  });
});

describe('watching', () => {
  test('saving a page sends a reload event and serves the new content; only that page re-renders', async () => {
    const events = listen(running.url);
    await events.opened;
    const next = events.next((event) => event.routes.includes('/a'));
    writeFileSync(path.join(root, 'docs/a.md'), page('Alpha', '## Section\n\nSecond version.'));
    const event = await next;
    events.close();
    assert.deepEqual(event.routes, ['/a']);
    assert.match((await fetchRaw(running.url, '/a')).body, /Second version\./);
  });

  test('a changed title re-renders the pages whose sidebar shows it', async () => {
    const events = listen(running.url);
    await events.opened;
    const next = events.next((event) => event.routes.includes('/b'));
    writeFileSync(path.join(root, 'docs/b.md'), page('Beta renamed'));
    const event = await next;
    events.close();
    // Both docs show "Beta renamed" in their sidebar; the home page has no docs sidebar and stays as it was.
    assert.ok(event.routes.includes('/a') && event.routes.includes('/b'), JSON.stringify(event.routes));
    assert.equal(event.routes.includes('/'), false);
    assert.match((await fetchRaw(running.url, '/a')).body, /Beta renamed/);
  });

  test('a new file becomes a route; a removed or renamed one goes away', async () => {
    const status = async (route) => (await fetchRaw(running.url, route)).status;
    const events = listen(running.url);
    await events.opened;
    // A rename can arrive as one batch or two: check after each reload until the site shows the change.
    const until = (check) => untilReloaded(events, check);
    writeFileSync(path.join(root, 'docs/c.md'), page('Gamma'));
    await until(async () => (await status('/c')) === 200);
    renameSync(path.join(root, 'docs/c.md'), path.join(root, 'docs/d.md'));
    await until(async () => (await status('/d')) === 200 && (await status('/c')) === 404);
    unlinkSync(path.join(root, 'docs/d.md'));
    await until(async () => (await status('/d')) === 404);
    events.close();
    assert.deepEqual([await status('/c'), await status('/d')], [404, 404]);
  });

  test('moving a page re-renders the pages that link to it, with the new route', async () => {
    const events = listen(running.url);
    await events.opened;
    const until = (check) => untilReloaded(events, check);
    const linkToBeta = async () => /See <a href="([^"]*)">Beta/.exec((await fetchRaw(running.url, '/e')).body)?.[1];
    writeFileSync(path.join(root, 'docs/e.md'), page('Epsilon', 'See [Beta](./b.md).'));
    await until(async () => (await linkToBeta()) === '/b');
    // e.md does not change; only the page it links to moves.
    writeFileSync(path.join(root, 'docs/b.md'), '---\ntitle: Beta\nslug: /moved/beta\n---\n\nText.\n');
    await until(async () => (await linkToBeta()) === '/moved/beta');
    writeFileSync(path.join(root, 'docs/b.md'), page('Beta'));
    unlinkSync(path.join(root, 'docs/e.md'));
    await until(async () => (await fetchRaw(running.url, '/b')).status === 200 && (await fetchRaw(running.url, '/e')).status === 404);
    events.close();
    // The page moved back: its old route went with the same rebuild that brought /b back.
    assert.equal((await fetchRaw(running.url, '/moved/beta')).status, 404);
  });

  test('a front matter error shows the overlay with file, line and message, and fixing it recovers', async () => {
    const events = listen(running.url);
    await events.opened;
    writeFileSync(path.join(root, 'docs/b.md'), '---\ntitle: Beta\nsidebar_position: first\n---\n\nText.\n');
    await untilReloaded(events, async () => (await fetchRaw(running.url, '/a')).status === 500);
    const overlay = await fetchRaw(running.url, '/a');
    assert.match(overlay.body, /docs\/b\.md:3/);
    assert.match(overlay.body, /sidebar_position/);
    assert.match(overlay.body, /\/__lendocs\/live-reload\.js/);
    writeFileSync(path.join(root, 'docs/b.md'), page('Beta'));
    await untilReloaded(events, async () => (await fetchRaw(running.url, '/a')).status === 200);
    events.close();
  });

  test('a config error shows the overlay too, and the server keeps running', async () => {
    const events = listen(running.url);
    await events.opened;
    writeFileSync(path.join(root, 'lendocs.config.yml'), `${BASE_CONFIG}colour: red\n`);
    await untilReloaded(events, async () => (await fetchRaw(running.url, '/b')).status === 500);
    const overlay = await fetchRaw(running.url, '/b');
    assert.match(overlay.body, /Unknown site config key &quot;colour&quot;/);
    writeFileSync(path.join(root, 'lendocs.config.yml'), BASE_CONFIG);
    await untilReloaded(events, async () => (await fetchRaw(running.url, '/b')).status === 200);
    events.close();
  });

  test('a page whose render throws shows the crash page; fixing it recovers', async () => {
    const events = listen(running.url);
    await events.opened;
    // Valid input never makes a template throw: the home page's rendering fails on purpose (render/render-site.ts).
    testHooks.renderFault = '/';
    writeFileSync(path.join(root, 'pages/index.md'), page('Home', 'Changed.'));
    await untilReloaded(events, async () => (await fetchRaw(running.url, '/')).status === 500);
    const crash = await fetchRaw(running.url, '/');
    assert.match(crash.body, /This page crashed\./);
    assert.match(crash.body, /Try again/);
    assert.match(crash.body, /Rendering \/ failed/);
    assert.equal((await fetchRaw(running.url, '/a')).status, 200);
    delete testHooks.renderFault;
    writeFileSync(path.join(root, 'pages/index.md'), page('Home'));
    await untilReloaded(events, async () => (await fetchRaw(running.url, '/')).status === 200);
    events.close();
  });

  test('the live-reload channel exists only in serve mode', async () => {
    const script = await fetchRaw(running.url, '/__lendocs/live-reload.js');
    assert.match(script.body, /EventSource/);
    assert.match((await fetchRaw(running.url, '/a')).body, /\/__lendocs\/live-reload\.js/);
  });
});

describe('process', () => {
  test('a busy port is a clear error; the CLI exits 1', async () => {
    const port = new URL(running.url).port;
    await assert.rejects(startServer({ root, port: Number(port), host: '127.0.0.1', watch: false }), PortInUseError);
    const child = spawn(process.execPath, [BIN, 'serve', '--root', root, '--port', port]);
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<any>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(stderr, new RegExp(`Port ${port} is already in use on 127\\.0\\.0\\.1\\. .*--port 0 picks a free one`));
  });

  test('--port 0 prints the chosen port; Ctrl-C stops cleanly with exit 0', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--root', root, '--port', '0', '--watch']);
    // A failed assertion must not leave the server running: the suite would wait for it.
    try {
      let stdout = '';
      // Wait for the line that names the address (or for the process to end without it).
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk) => {
          stdout += chunk;
          if (/http:\/\/127\.0\.0\.1:\d+\//.test(stdout)) resolve();
        });
        child.on('exit', resolve);
      });
      const url = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(stdout);
      assert.ok(url, stdout);
      assert.notEqual(url[1], '0');
      assert.equal((await fetchRaw(url[0], '/a')).status, 200);
      child.kill('SIGINT');
      const code = await new Promise<any>((resolve) => child.on('exit', resolve));
      assert.equal(code, 0);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
