// `lendocs check` on a real machine (issue 15, item 8): links that time out or whose connection fails are reported
// as "could not check" (exit 3), never as a crash; broken still wins (exit 1); the site's own files are not held
// to --timeout, and are fetched from lendocs' own loopback server, whatever the proxy settings say.
// No assertion depends on timing: the servers below either never answer (the timeout firing is the event) or close
// the connection at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { crawlLocal } from '../../src/crawl/local-crawl.js';
import { makeSite, tempDir } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';
import { runCliHere } from '../support/cli-here.js';

const page = (title, body) => `---\ntitle: ${title}\n---\n\n${body}\n`;

/** A server on 127.0.0.1: /hang never answers, /close drops the connection, /gone is 404, /ok is fine. */
async function startStandIn() {
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    if (req.url === '/hang') return; // Held open until the test closes the server.
    if (req.url === '/close') return req.socket.destroy();
    if (req.url === '/half') {
      // Headers and part of the body, then the connection drops.
      res.writeHead(200, { 'content-type': 'text/css', 'content-length': '100' });
      res.write('body {');
      return setImmediate(() => req.socket.destroy());
    }
    if (req.url === '/ok') return res.writeHead(200).end('fine');
    res.writeHead(404).end('missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    requests: () => requests,
    close: () => new Promise<any>((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

let standIn;
before(async () => {
  standIn = await startStandIn();
});
after(() => standIn?.close());

async function builtSite(files?: Record<string, string>) {
  const root = makeSite({
    'docs/a.md': page('Alpha', 'See [Beta](./b.md).\n'),
    'docs/b.md': page('Beta', '## Part two\n\nSee [Alpha](./a.md).'),
    ...files,
  });
  const out = path.join(tempDir(), 'site');
  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  return { root, out };
}

/** Runs `lendocs check` in the test's process (test/support/cli-here.ts); the stand-in server answers meanwhile. */
async function check(args) {
  const { code, stdout, stderr } = await runCliHere(['check', ...args]);
  return { status: code, stdout, stderr, json: args.includes('json') && stdout ? JSON.parse(stdout) : undefined };
}

/** Runs `lendocs check` in a child process with `env` as its whole environment, read as a process starts. */
function checkInChild(args, env) {
  const child = spawn(process.execPath, [BIN, 'check', ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<any>((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr, json: args.includes('json') && stdout ? JSON.parse(stdout) : undefined })));
}

test('a link that never answers or drops the connection is "could not check": exit 3, with a report', async () => {
  // Two sites, two runs: silence needs a short limit to be met, and a dropped connection must be seen with no limit
  // near (a busy machine can keep the stand-in from dropping it for longer than 200 ms).
  const silent = await builtSite({ 'docs/ext.md': page('External', `[hangs](${standIn.origin}/hang)`) });
  const dropped = await builtSite({ 'docs/ext.md': page('External', `[drops](${standIn.origin}/close)`) });
  for (const [site, timeout, url, reason] of [
    [silent, '200', `${standIn.origin}/hang`, /timed out after 200 ms without an answer/],
    [dropped, '300000', `${standIn.origin}/close`, /closed the connection/],
  ] as const) {
    const result = await check(['--root', site.root, '--out', site.out, '--external', '--timeout', timeout, '--format', 'json']);
    assert.equal(result.status, 3, result.stderr);
    assert.doesNotMatch(result.stderr, /TimeoutError|Unhandled|unexpected error/);
    const { json } = result;
    assert.equal(json.version, 2);
    assert.deepEqual(json.broken, []);
    assert.equal(json.summary.broken, 0);
    assert.equal(json.summary.unchecked, 1);
    const [unchecked] = json.unchecked;
    assert.equal(unchecked.url, url);
    assert.equal(unchecked.kind, 'external');
    assert.match(unchecked.reason, reason);
    assert.deepEqual(unchecked.sources.map((s) => [s.page, path.basename(s.file), s.line]), [['/ext', 'ext.md', 5]]);
    assert.equal(unchecked.status, undefined);
  }
});

test('the text report lists what could not be checked and says what to do', async () => {
  const { root, out } = await builtSite({ 'docs/ext.md': page('External', `[hangs](${standIn.origin}/hang)`) });
  const result = await check(['--root', root, '--out', out, '--external', '--timeout', '200']);
  assert.equal(result.status, 3, result.stderr);
  assert.match(result.stdout, new RegExp(`could not check external {2}${standIn.origin}/hang {2}\\(timed out after 200 ms`));
  assert.match(result.stdout, /linked from \/ext {2}\S*ext\.md:5/);
  assert.match(result.stdout, /: 0 broken, 1 could not be checked, 0 skipped\./);
  assert.match(result.stdout, /not known to be broken[\s\S]*--timeout/);
});

test('broken wins over could not check: exit 1 with both listed', async () => {
  // The link that could not be checked drops its connection: a link that never answered would hold the run for three
  // whole time limits (a try and two retries), which the first test already waits for once, with a short limit.
  const { root, out } = await builtSite({ 'docs/ext.md': page('External', `[gone](${standIn.origin}/gone) [drops](${standIn.origin}/close)`) });
  const { status, json } = await check(['--root', root, '--out', out, '--external', '--timeout', '300000', '--format', 'json']);
  assert.equal(status, 1);
  assert.deepEqual(json.broken.map((b) => [b.url, b.status]), [[`${standIn.origin}/gone`, 404]]);
  assert.deepEqual(json.unchecked.map((b) => [b.url, b.reason]), [[`${standIn.origin}/close`, 'the server closed the connection without answering']]);
});

test('--timeout is for other sites: a tiny one still checks every file of the site itself', async () => {
  const files: Record<string, any> = {};
  for (let i = 0; i < 30; i++) files[`docs/p${i}.md`] = page(`Page ${i}`, `Back to [Alpha](./a.md) and [Beta](./b.md#part-two).`);
  const { root, out } = await builtSite(files);
  const { status, json, stderr } = await check(['--root', root, '--out', out, '--timeout', '1', '--concurrency', '2', '--format', 'json']);
  assert.equal(status, 0, stderr);
  assert.equal(json.summary.pages >= 32, true);
  assert.deepEqual([json.summary.broken, json.summary.unchecked], [0, 0]);
});

test('the site is fetched from lendocs\' own loopback server, never through a proxy from the environment', async () => {
  const proxy = await startStandIn();
  try {
    const { root, out } = await builtSite();
    const env = { ...process.env, HTTP_PROXY: proxy.origin, HTTPS_PROXY: proxy.origin, http_proxy: proxy.origin, https_proxy: proxy.origin };
    const { status, json, stderr } = await checkInChild(['--root', root, '--out', out, '--format', 'json'], env);
    assert.equal(status, 0, stderr);
    assert.deepEqual([json.summary.broken, json.summary.unchecked], [0, 0]);
    assert.equal(proxy.requests(), 0);
  } finally {
    await proxy.close();
  }
});

test('the local crawler turns silence and dropped connections into results, and never rejects', async () => {
  // Only the URL that never answers meets the short limit: on a busy machine an answer can take longer than 200 ms.
  const answering = ['/ok', '/gone', '/close', '/half'].map((p) => standIn.origin + p);
  const options = { concurrency: 2, wantsBody: () => true, discover: () => [] };
  const results = new Map([
    ...(await crawlLocal(answering, { ...options, idleTimeout: 5 * 60_000 })),
    ...(await crawlLocal([`${standIn.origin}/hang`], { ...options, idleTimeout: 200 })),
  ]);
  const by = (p) => results.get(standIn.origin + p);
  assert.deepEqual([by('/ok')!.status, by('/ok')!.failure, by('/ok')!.body], [200, undefined, 'fine']);
  assert.deepEqual([by('/gone')!.status, by('/gone')!.failure], [404, undefined]);
  assert.match(by('/hang')!.failure!, /the local server sent nothing for 200 ms/);
  assert.equal(by('/hang')!.status, undefined);
  assert.match(by('/close')!.failure!, /closed the connection/);
  assert.equal(by('/half')!.status, 200);
  assert.match(by('/half')!.failure!, /closed before the whole file was sent/);
});
