// `lendocs preview` and the static handler it shares with serve and check: MIME types from a maintained table,
// Range requests, 304s, path safety, the site's base path, and a clear refusal of a folder that is not a build.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { startPreview } from '../../src/serve/preview-server.js';
import { ServeSetupError } from '../../src/serve/server.js';
import { fetchRaw } from '../support/http.js';
import { BASE_CONFIG, makeSite, tempDir } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';

const VIDEO = 'abcdefghijklmnopqrstuvwxyz';
let preview;
let out;

async function buildSite(config = BASE_CONFIG) {
  const root = makeSite(
    {
      'docs/index.md': '# Home\n',
      'static/media/clip.mp4': VIDEO,
      'static/fonts/body.ttf': 'ttf-bytes',
      'static/data/rates.csv': 'a,b\n1,2\n',
      'static/site.webmanifest': '{"name":"Acme"}',
      'static/favicon.ico': 'ico',
      'static/notes.unknownext': 'x',
    },
    { config },
  );
  const dir = path.join(tempDir(), 'build');
  const result = await build({ root, out: dir });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  return dir;
}

before(async () => {
  out = await buildSite();
  preview = await startPreview({ outDir: out, port: 0, host: '127.0.0.1' });
});
after(() => preview?.close());

describe('MIME types', () => {
  test('fonts, video, data and manifests get their types; text gets its charset; unknown files are bytes', async () => {
    const expected = {
      '/media/clip.mp4': 'video/mp4',
      '/fonts/body.ttf': 'font/ttf',
      '/data/rates.csv': 'text/csv; charset=utf-8',
      '/site.webmanifest': 'application/manifest+json; charset=utf-8',
      '/favicon.ico': 'image/x-icon',
      '/sitemap.xml': 'application/xml; charset=utf-8',
      '/': 'text/html; charset=utf-8',
      '/notes.unknownext': 'application/octet-stream',
    };
    for (const [url, type] of Object.entries(expected)) {
      const response = await fetchRaw(preview.url, url);
      assert.equal(response.status, 200, url);
      assert.equal(response.headers['content-type'], type, url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
    }
  });
});

describe('Range requests', () => {
  test('one range is a 206 with Content-Range; suffix and open ranges too', async () => {
    const cases = [
      ['bytes=0-3', 'abcd', 'bytes 0-3/26'],
      ['bytes=24-', 'yz', 'bytes 24-25/26'],
      ['bytes=-3', 'xyz', 'bytes 23-25/26'],
      ['bytes=20-100', 'uvwxyz', 'bytes 20-25/26'],
    ];
    for (const [range, body, contentRange] of cases) {
      const response = await fetchRaw(preview.url, '/media/clip.mp4', { headers: { range, 'accept-encoding': 'gzip' } });
      assert.equal(response.status, 206, range);
      assert.equal(response.body, body, range);
      assert.equal(response.headers['content-range'], contentRange);
      assert.equal(response.headers['content-length'], String(body.length));
      assert.equal(response.headers['content-encoding'], undefined, 'a part is never gzipped');
    }
    assert.equal((await fetchRaw(preview.url, '/media/clip.mp4')).headers['accept-ranges'], 'bytes');
  });

  test('a range past the end is 416 with the size; several ranges, other units and a stale If-Range get the whole file', async () => {
    const past = await fetchRaw(preview.url, '/media/clip.mp4', { headers: { range: 'bytes=26-' } });
    assert.equal(past.status, 416);
    assert.equal(past.headers['content-range'], 'bytes */26');
    for (const headers of [{ range: 'bytes=0-1,4-5' }, { range: 'items=0-1' }, { range: 'bytes=5-2' }, { range: 'bytes=0-1', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' }]) {
      const whole = await fetchRaw(preview.url, '/media/clip.mp4', { headers });
      assert.equal(whole.status, 200, JSON.stringify(headers));
      assert.equal(whole.body, VIDEO);
    }
    const { headers } = await fetchRaw(preview.url, '/media/clip.mp4');
    const current = await fetchRaw(preview.url, '/media/clip.mp4', { headers: { range: 'bytes=0-1', 'if-range': headers['last-modified'] } });
    assert.equal(current.status, 206, 'If-Range with the current date');
    assert.equal((await fetchRaw(preview.url, '/missing.mp4', { headers: { range: 'bytes=0-1' } })).status, 404, 'never a part of the 404 page');
  });

});

describe('conditional requests', () => {
  test('If-None-Match and If-Modified-Since give 304; a different tag wins over a matching date', async () => {
    const first = await fetchRaw(preview.url, '/data/rates.csv');
    const { etag } = first.headers;
    const lastModified = first.headers['last-modified'];
    const byTag = await fetchRaw(preview.url, '/data/rates.csv', { headers: { 'if-none-match': etag } });
    assert.equal(byTag.status, 304);
    assert.equal(byTag.body, '');
    assert.equal(byTag.headers.etag, etag);
    assert.equal((await fetchRaw(preview.url, '/data/rates.csv', { headers: { 'if-none-match': `"other", ${etag}` } })).status, 304);
    assert.equal((await fetchRaw(preview.url, '/data/rates.csv', { headers: { 'if-modified-since': lastModified } })).status, 304);
    assert.equal((await fetchRaw(preview.url, '/data/rates.csv', { headers: { 'if-modified-since': 'Wed, 21 Oct 2015 07:28:00 GMT' } })).status, 200);
    assert.equal((await fetchRaw(preview.url, '/data/rates.csv', { headers: { 'if-none-match': '"other"', 'if-modified-since': lastModified } })).status, 200);
  });
});

describe('path safety', () => {
  test('traversal, encoded traversal, NUL and a symlink out of the folder never reach a file outside it', async () => {
    const outside = path.join(tempDir(), 'secret.txt');
    writeFileSync(outside, 'secret');
    symlinkSync(outside, path.join(out, 'leak.txt'));
    for (const raw of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd', '/a%00b', '/leak.txt', '/%5c..%5cetc']) {
      const response = await fetchRaw(preview.url, raw);
      assert.ok([400, 404].includes(response.status), `${raw}: ${response.status}`);
      assert.doesNotMatch(response.body, /secret|root:/, raw);
    }
  });

  test('a request for another host name is refused (DNS rebinding)', async () => {
    const response = await fetchRaw(preview.url, '/', { headers: { host: 'evil.example' } });
    assert.equal(response.status, 421);
  });
});

describe('the folder', () => {
  test('a build with a baseUrl is served under it, and / leads there', async () => {
    const based = await buildSite(`${BASE_CONFIG}baseUrl: /widget/\n`);
    const running = await startPreview({ outDir: based, port: 0, host: '127.0.0.1' });
    try {
      assert.match(running.url, /^http:\/\/127\.0\.0\.1:\d+\/widget\/$/);
      assert.equal((await fetchRaw(running.url, '/')).headers.location, '/widget/');
      assert.equal((await fetchRaw(running.url, '/widget/')).status, 200);
      assert.equal((await fetchRaw(running.url, '/widget/media/clip.mp4', { headers: { range: 'bytes=0-1' } })).body, 'ab');
      assert.equal((await fetchRaw(running.url, '/media/clip.mp4')).status, 404);
    } finally {
      await running.close();
    }
  });

  test('a missing folder, a file and a folder lendocs did not build are refused with what to do (exit 2)', async () => {
    const plain = path.join(tempDir(), 'plain');
    mkdirSync(plain);
    writeFileSync(path.join(plain, 'index.html'), '<p>hand-made</p>');
    const cases: [string, RegExp][] = [
      [path.join(plain, 'nope'), /There is no folder .*nope to preview\. Build the site first/],
      [path.join(plain, 'index.html'), /index\.html is a file, not a built site/],
      [plain, /plain is not a lendocs build: it has no \.lendocs-build\.json, which every build writes/],
    ];
    for (const [outDir, message] of cases) {
      await assert.rejects(startPreview({ outDir, port: 0, host: '127.0.0.1' }), (cause) => cause instanceof ServeSetupError && cause.exitCode === 2 && message.test(cause.message));
    }
    const cli = spawnSync(process.execPath, [BIN, 'preview', '--out', plain, '--port', '0'], { encoding: 'utf8' });
    assert.equal(cli.status, 2);
    assert.match(cli.stderr, /^lendocs: .*is not a lendocs build.*--out DIR\.\n$/s);
    assert.doesNotMatch(cli.stderr, /at .*\.js:\d+/, 'no stack trace');
  });
});
