// `lendocs check` on fixture sites: clean, broken link, broken anchor, missing image, missing stylesheet,
// JSON shape, --build, and --external against a local stand-in.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { makeSite, tempDir } from '../support/fixture-site.js';
import { runCliHere } from '../support/cli-here.js';

const page = (title, body) => `---\ntitle: ${title}\n---\n\n${body}\n`;

let standIn;
before(async () => {
  const server = createServer((req, res) => {
    if (req.url === '/ok') return res.writeHead(200).end('fine');
    // Never answers: only the checker's own timeout ends the request, however busy the machine is.
    if (req.url === '/slow') return;
    res.writeHead(404).end('missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn = { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }) };
});
after(() => standIn?.close());

/** Builds a small site and returns its folders; `files` may add pages. */
async function builtSite(files = {}) {
  const root = makeSite({
    'docs/a.md': page('Alpha', 'Intro.\n\nSee [Beta](./b.md) and [its part](./b.md#part-two).\n\n![Pic](/img/pic.png)\n'),
    'docs/b.md': page('Beta', '## Part two\n\nText.'),
    'static/img/pic.png': 'png',
    ...files,
  });
  const out = path.join(tempDir(), 'site');
  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  return { root, out };
}

/** `lendocs check` in the test's process (test/support/cli-here.ts): what the command prints and its exit code. */
async function check(args) {
  const result = await runCliHere(['check', ...args]);
  return { ...result, status: result.code, json: args.includes('json') && result.stdout ? JSON.parse(result.stdout) : undefined };
}

test('a clean site exits 0 with a summary, without compiling its Markdown to trace lines it has no use for', async () => {
  const { root, out } = await builtSite();
  const result = await check(['--root', root, '--out', out]);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /Checked \d+ pages and \d+ links: 0 broken, 0 skipped\./);
  assert.doesNotMatch(result.stderr, /\btrace\b/);
  // A broken link is traced to its Markdown line (the stage shows in the timings).
  rmSync(path.join(out, 'img/pic.png'));
  assert.match((await check(['--root', root, '--out', out])).stderr, /\btrace\b/);
});

test('build and check agree on relative route links, on a folder\'s index page too', async () => {
  // On /guides/ (an index page) `how-it-works/x` is /guides/how-it-works/x, as a browser at that URL resolves it.
  const { root, out } = await builtSite({
    'docs/guides/index.md': page('Guides', 'Read [how it works](how-it-works/x) and [the other](how-it-works/x#details).'),
    'docs/guides/how-it-works/x.md': page('X', '## Details\n\nText.'),
  });
  const result = await check(['--root', root, '--out', out, '--format', 'json']);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.deepEqual(result.json.broken, []);
});

test('a broken link exits 1 with the linking page and its Markdown line', async () => {
  const { root, out } = await builtSite();
  rmSync(path.join(out, 'b'), { recursive: true });
  const result = await check(['--root', root, '--out', out, '--format', 'json']);
  assert.equal(result.status, 1);
  const item = result.json.broken.find((b) => b.url === '/b');
  assert.equal(item.kind, 'page');
  assert.equal(item.status, 404);
  const source = item.sources.find((s) => s.page === '/a');
  assert.match(source.file, /docs\/a\.md$/);
  assert.equal(source.line, 7);
});

test('a broken anchor exits 1 with page and line', async () => {
  const { root, out } = await builtSite({ 'docs/c.md': page('Gamma', 'Go to [nowhere](./b.md#no-such-part).') });
  const result = await check(['--root', root, '--out', out, '--format', 'json']);
  assert.equal(result.status, 1);
  const [item] = result.json.broken;
  assert.equal(item.kind, 'anchor');
  assert.equal(item.url, '/b#no-such-part');
  assert.match(item.reason, /has no element with id "no-such-part"/);
  assert.deepEqual(item.sources.map((s) => [s.page, path.basename(s.file), s.line]), [['/c', 'c.md', 5]]);
});

test('a missing image exits 1 naming the page and line', async () => {
  const { root, out } = await builtSite();
  rmSync(path.join(out, 'img/pic.png'));
  const result = await check(['--root', root, '--out', out]);
  assert.equal(result.status, 1);
  assert.match(result.stdout, /broken image {2}\/img\/pic\.png {2}\(HTTP 404\)/);
  assert.match(result.stdout, /linked from \/a {2}\S*docs\/a\.md:9/);
});

test('a missing stylesheet exits 1 and lists the pages that load it', async () => {
  const { root, out } = await builtSite();
  const css = readdirSync(path.join(out, 'assets/css'))[0];
  rmSync(path.join(out, 'assets/css', css));
  const result = await check(['--root', root, '--out', out, '--format', 'json']);
  assert.equal(result.status, 1);
  const item = result.json.broken.find((b) => b.kind === 'stylesheet');
  assert.equal(item.url, `/assets/css/${css}`);
  assert.ok(item.sources.some((s) => s.page === '/a') && item.sources.some((s) => s.page === '/b'));
});

test('the JSON report has its documented shape', async () => {
  const { root, out } = await builtSite({ 'docs/ext.md': page('External', `[out](${'https://example.invalid/page'})`) });
  const { json, status } = await check(['--root', root, '--out', out, '--format', 'json']);
  assert.equal(status, 0);
  assert.deepEqual(Object.keys(json), ['version', 'summary', 'broken', 'unchecked', 'skipped']);
  assert.equal(json.version, 2);
  assert.deepEqual(Object.keys(json.summary), ['pages', 'links', 'broken', 'unchecked', 'skipped']);
  for (const value of Object.values(json.summary)) assert.equal(typeof value, 'number');
  assert.deepEqual(json.skipped, [{ url: 'https://example.invalid/page', reason: 'external link (check with --external)' }]);
});

test('--build builds first; no build is a usage error that says what to do', async () => {
  const root = makeSite({ 'docs/a.md': page('Alpha', 'Text.') });
  const out = path.join(tempDir(), 'never-built');
  const missing = await check(['--root', root, '--out', out]);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /no built site in .*never-built\. Build it first with "lendocs build --root .* --out .*", or run "lendocs check --build"\./);
  const built = await check(['--root', root, '--out', out, '--build']);
  assert.equal(built.status, 0, built.stderr);
  assert.match(built.stderr, /Built \d+ pages/);
  assert.match(built.stdout, /0 broken/);
});

test('--external reports a 404 as broken and a timeout as could not check', async () => {
  // Two runs, so that only the link that never answers meets a short limit: it is tried three times (a try and two
  // retries), and under a limit the answering links meet on a busy machine too those three waits took 5 s.
  const answering = await builtSite({
    'docs/ext.md': page('External', `[fine](${standIn.origin}/ok) [gone](${standIn.origin}/gone)`),
  });
  const reported = await check(['--root', answering.root, '--out', answering.out, '--external', '--timeout', '300000', '--format', 'json']);
  assert.equal(reported.status, 1);
  assert.deepEqual(reported.json.broken.map((b) => [b.kind, b.url, b.status]), [['external', `${standIn.origin}/gone`, 404]]);
  assert.equal(reported.json.broken[0].sources[0].line, 5);
  assert.deepEqual([reported.json.unchecked, reported.json.skipped], [[], []]);
  const silent = await builtSite({ 'docs/ext.md': page('External', `[slow](${standIn.origin}/slow)`) });
  const timedOut = await check(['--root', silent.root, '--out', silent.out, '--external', '--timeout', '250', '--format', 'json']);
  assert.equal(timedOut.status, 3);
  assert.deepEqual(timedOut.json.unchecked.map((b) => [b.kind, b.url, b.status ?? null]), [['external', `${standIn.origin}/slow`, null]]);
  assert.match(timedOut.json.unchecked[0].reason, /timed out after 250 ms/);
  assert.deepEqual(timedOut.json.skipped, []);
});
