// Fuzzing with fast-check: hostile Markdown, front matter, YAML data files, config values and URL paths.
// The property everywhere: an input ends in a successful build or in diagnostics that each name a file and a
// line — never an uncaught exception, a hang or runaway memory.
//
//   FUZZ_SEED  the fast-check seed (default fixed, so CI runs the same cases every time)
//   FUZZ_RUNS  cases for the cheap properties (default 300 in `npm test`; `npm run fuzz` runs 30,000 with a random
//              seed); the whole-site builds run a thirtieth of it, the
//              data-file and config properties a third
//
// Each property runs in a worker thread watched from here: a case that takes longer than CASE_MS is a hang
// (caught even if the code never yields), and the worker's heap is capped, so runaway memory fails the test.
// `node scripts/fuzz.mjs` runs this file with a random seed and many more runs.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SEED = integerFromEnv('FUZZ_SEED', 20251012);
const RUNS = Math.max(1, integerFromEnv('FUZZ_RUNS', 300));
/**
 * A single case slower than this is a hang. Cases take milliseconds; the bound is wide because a machine whose two
 * cores are shared with other builds can stall a healthy case for many seconds, and a hang still fails well within
 * CI's time.
 */
const CASE_MS = 60_000;
/** Heap cap of each fuzzing worker: an input that makes memory run away kills the worker and fails the test. */
const HEAP_MB = 1024;

const runs = {
  markdown: RUNS,
  frontMatter: RUNS,
  dataFiles: Math.ceil(RUNS / 3),
  config: Math.ceil(RUNS / 3),
  configBuilds: Math.ceil(RUNS / 60),
  sites: Math.ceil(RUNS / 30),
  paths: RUNS,
  requests: Math.ceil(RUNS / 6),
};

function integerFromEnv(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

if (isMainThread) await defineTests();
else await runJob(workerData);

// ───────────────────────────── main thread: the tests ─────────────────────────────

async function defineTests() {
  const { describe, test, after } = await import('node:test');
  const assert: typeof import('node:assert/strict') = (await import('node:assert/strict')).default;

  // The workers are independent: two at a time use both cores of a CI machine.
  describe('fuzzing workers', { concurrency: 2 }, () => {
    // Each job's cases assert in the worker; here, that every case the seed asks for ran and passed.
    const cases = async (job, t, expected = runs[job]) => assert.ok((await inWorker(job, t)) >= expected, `${job}: fewer than ${expected} cases ran`);
    test(`Markdown stage: random and mutated Markdown never throws, hangs or loses lines (${runs.markdown} cases, seed ${SEED})`, (t) => cases('markdown', t));
    test(`front matter: random YAML, anchors, alias bombs and duplicate keys (${runs.frontMatter} cases, seed ${SEED})`, (t) => cases('frontMatter', t));
    test(`YAML data files: authors.yml, tags.yml and _category_ files (${runs.dataFiles} cases, seed ${SEED})`, (t) => cases('dataFiles', t));
    test(`config: random values for every key (${runs.config} loads and ${runs.configBuilds} builds, seed ${SEED})`, (t) => cases('config', t, runs.config + runs.configBuilds));
    test(`whole sites: random files, names, front matter and bodies build or report file:line (${runs.sites} builds, seed ${SEED})`, (t) => cases('sites', t));
  });

  test('inputs the fuzzer once found crashing or hanging now end in a build or in file:line diagnostics', async () => {
    const { makeSite, tempDir } = await import('../support/fixture-site.js');
    const { build } = await import('../../src/pipeline/build.js');
    const { existsSync } = await import('node:fs');
    const page = (yaml, body = 'Text.') => `---\n${yaml}\n---\n\n${body}\n`;
    const cases = [
      // parseFenceInfo looped for ever: n++ cannot pass 1e20.
      { files: { 'docs/a.md': page('title: A', '```js {99999999999999999999}\nx\n```') }, ok: true },
      // An admonition title was rendered without the page's env: a link in it threw.
      { files: { 'docs/a.md': page('title: A', ':::note See [this](https://example.test)\nBody.\n:::') }, ok: true },
      // A YAML alias inside its own anchor made a cycle that overflowed the stack.
      { files: { 'docs/a.md': page('title: A\nx: &x [*x, 1]') }, code: 'invalid-yaml', line: 3 },
      // An inline author's url of the wrong type threw in the Atom feed.
      { files: { 'blog/2024-01-01-a.md': page('title: A\nauthors: { name: Bob, url: 5 }') }, code: 'invalid-value', line: 3 },
      // NUL bytes: reported with the line they are on.
      { files: { 'docs/a.md': 'line one\nline \u0000two\n' }, code: 'binary-file', line: 2 },
      // Written builds threw "Refusing to write outside the output folder" or EISDIR.
      // (A relative slug that climbs above the docs base now stops there, as Docusaurus resolves it: it is /etc/x.)
      { files: { 'docs/a.md': page('title: A\nslug: ../../../etc/x') }, ok: true, output: 'etc/x/index.html' },
      { files: { 'docs/a.md': page('title: A\nslug: /guide/../../etc/x') }, code: 'invalid-route', line: 3 },
      { files: { 'docs/a.md': page('title: A\nslug: /sitemap.xml') }, code: 'output-conflict', line: 3 },
      { files: { 'blog/2024-01-01-a.md': page('title: A'), 'static/blog': 'a file where the blog folder goes' }, code: 'output-conflict', file: /static\/blog$/ },
      { files: { 'blog/2024-01-01-a.md': page('title: A\nauthors: ["../../../q"]'), 'blog/authors.yml': '"../../../q":\n  name: Q\n  page: { permalink: ../../../q }\n' }, code: 'invalid-route', file: /authors\.yml$/, line: 1 },
      // A tag without letters or digits lost its page to the tags index (/tags/).
      { files: { 'docs/a.md': page('title: A\ntags: ["!!!"]') }, ok: true, output: 'tags/tag-21-21-21/index.html' },
    ];
    for (const { files, ok, code, line, file, output } of cases) {
      const root = makeSite(files);
      const out = path.join(tempDir(), 'site');
      const result = await within(build({ root, out }), 'build');
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      const shown = JSON.stringify({ files, diagnostics: result.diagnostics });
      if (ok) {
        assert.deepEqual(errors, [], shown);
        if (output) assert.ok(existsSync(path.join(out, output)), `${output} missing: ${shown}`);
        continue;
      }
      assert.ok(!existsSync(out), `a failed build wrote its output: ${shown}`);
      const found = errors.find((d) => d.code === code);
      assert.ok(found, `no ${code} error: ${shown}`);
      if (line !== undefined) assert.equal(found.line, line, shown);
      if (file) assert.match(found.file, file, shown);
      else assert.ok(found.file.endsWith('.md'), shown);
    }
  });

  const { pathCases, requestCases } = await serverCases(assert, after);
  test(`resolveRequestPath never returns a file outside the site folder (${runs.paths} paths, seed ${SEED})`, pathCases);
  test(`the static handler answers hostile raw requests without 500s or leaks (${runs.requests} requests, seed ${SEED})`, requestCases);
}

/**
 * Runs one job in a worker and resolves with the number of cases it ran; fails on its report, on a case that
 * outlives CASE_MS, or on the worker dying (out of memory).
 */
function inWorker(job, context): Promise<number> {
  return new Promise<any>((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { job, seed: SEED, runs: runs[job], configBuilds: runs.configBuilds },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      stdout: false,
      stderr: false,
    });
    let last: { n: number; preview: string; input?: string } = { n: -1, preview: '(before the first case)' };
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearInterval(watchdog);
      void worker.terminate();
      if (error) reject(error);
      else resolve(last.n + 1);
    };
    let lastBeat = Date.now();
    const watchdog = setInterval(() => {
      // The worker's own per-case limit (Promise.race) catches async hangs and lets fast-check shrink them;
      // this one catches code that never yields.
      // Before the first case the worker is still loading lendocs, which on a machine busy with other work can
      // take far longer than any case: a hang is only called once it has had a minute to start.
      const limit = last.n === -1 ? 60_000 : CASE_MS + 5_000;
      if (Date.now() - lastBeat > limit) {
        const file = path.join(tmpdir(), `lendocs-fuzz-${job}-${SEED}-hang.json`);
        writeFileSync(file, last.input ?? '');
        finish(new Error(`${job}: case ${last.n} ran over ${limit} ms without yielding (seed ${SEED}, path "${last.n}"; whole input in ${file}).\nInput: ${last.preview}`));
      }
    }, 500);
    worker.on('message', (message) => {
      lastBeat = Date.now();
      if (message.type === 'case') last = message;
      else if (message.type === 'done') {
        if (message.summary) context.diagnostic(message.summary);
        finish();
      }
      else if (message.type === 'failed') finish(new Error(`${job} (seed ${SEED}): ${message.report}`));
    });
    worker.on('error', (error) => finish(new Error(`${job}: the worker died on case ${last.n} (seed ${SEED}): ${error.message}\nInput: ${last.preview}`)));
    worker.on('exit', (code) => finish(code === 0 ? undefined : new Error(`${job}: the worker exited with code ${code} on case ${last.n} (seed ${SEED}).\nInput: ${last.preview}`)));
  });
}

// ───────────────────────────── URL paths against the static server (main thread) ─────────────────────────────

async function serverCases(assert, after) {
  const fc = (await import('fast-check')).default;
  const { mkdtempSync, mkdirSync, symlinkSync, realpathSync, rmSync } = await import('node:fs');
  const { createServer } = await import('node:http');
  const net = await import('node:net');
  const { resolveRequestPath, createStaticHandler } = await import('../../src/serve/http/static-handler.js');

  // parent/site is served; parent/site-secret, parent/secret.txt and /etc/passwd are outside it.
  const parent = realpathSync(mkdtempSync(path.join(tmpdir(), 'lendocs-fuzz-serve-')));
  after(() => rmSync(parent, { recursive: true, force: true }));
  const root = path.join(parent, 'site');
  const SECRET = 'SECRET-OUTSIDE-THE-SITE';
  const files = {
    'site/index.html': '<!doctype html><p>home</p>',
    'site/404.html': '<!doctype html><p>not found</p>',
    'site/a/index.html': '<p>a</p>',
    'site/a/b.html': '<p>b</p>',
    'site/img/x.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'site/über/ü.txt': 'unicode',
    'site/a b/c.txt': 'space',
    'site-secret/secret.txt': SECRET,
    'secret.txt': SECRET,
  };
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(parent, relative)), { recursive: true });
    writeFileSync(path.join(parent, relative), text);
  }
  symlinkSync(path.join(parent, 'secret.txt'), path.join(root, 'link-out.txt'));
  symlinkSync(path.join(parent, 'site-secret'), path.join(root, 'dir-out'));
  symlinkSync('/etc', path.join(root, 'etc'));

  const segment = fc.oneof(
    fc.constantFrom(
      '', '.', '..', '...', '%2e', '%2e%2e', '%2E%2e', '.%2e', '%252e%252e', '%2f', '%2F', '%5c', '%5C', '\\', '..\\', '%00', '%', '%zz',
      '%c0%ae%c0%ae', '%e0%80%ae', '%uff0e', '\u2024\u2024', '．．', 'site-secret', 'secret.txt', '..%2fsecret.txt', '..%2f..%2fsecret.txt',
      'link-out.txt', 'dir-out', 'etc', 'passwd', 'index.html', '404.html', 'a', 'b', 'b.html', 'img', 'x.svg', 'über', '%C3%BC', 'ü.txt',
      '%C3%BC.txt', 'a b', 'a%20b', 'c.txt', '?', '#', ';', '~', '*', '//', '%0a', '%0d', ' ', '\t', '\u0000', '%ff', '%fe%ff', 'CON', 'a'.repeat(300),
    ),
    fc.string({ maxLength: 8 }),
    fc.string({ unit: 'binary', maxLength: 4 }),
  );
  const rawPath = fc
    .tuple(fc.constantFrom('/', '', '//', '\\', '%2f', 'http://x/', '*', '/./', '/../'), fc.array(segment, { maxLength: 8 }), fc.constantFrom('', '/', '?q=1', '#x', '/?', '%'))
    .map(([start, segments, end]) => start + segments.join('/') + end);

  const inside = (file) => file === root || file.startsWith(root + path.sep);

  async function pathCases() {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(rawPath, async (raw) => {
        const resolved = await within(resolveRequestPath(root, raw), `resolveRequestPath(${JSON.stringify(raw)})`);
        assert.ok([200, 400, 404].includes(resolved.status), `status ${resolved.status} for ${JSON.stringify(raw)}`);
        if ('file' in resolved) {
          assert.ok(inside(resolved.file), `${JSON.stringify(raw)} resolved to ${resolved.file}, outside ${root}`);
          assert.ok(inside(realpathSync(resolved.file)), `${JSON.stringify(raw)} resolved through a link to ${realpathSync(resolved.file)}`);
        }
        checked++;
      }),
      { seed: SEED, numRuns: runs.paths, includeErrorInReport: true },
    );
    assert.equal(checked >= runs.paths, true);
  }

  async function requestCases() {
    const handler = createStaticHandler(root);
    const server = createServer((request, response) => {
      handler(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500).end('handler threw');
        else response.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const methods = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'BREW');
    const headers = fc.array(
      fc.constantFrom(
        'Accept-Encoding: gzip',
        'Accept-Encoding: br, gzip;q=0',
        'If-None-Match: *',
        'If-None-Match: W/"0-0"',
        'If-Modified-Since: Thu, 01 Jan 2099 00:00:00 GMT',
        'If-Modified-Since: garbage',
        'Range: bytes=0-1',
        'Host: evil.test',
        'X-Forwarded-For: 1.2.3.4',
      ),
      { maxLength: 3 },
    );
    try {
      await fc.assert(
        fc.asyncProperty(methods, rawPath, headers, async (method, raw, extra) => {
          const response = await within(rawRequest(port, `${method} ${raw || '/'} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`), `${method} ${raw}`);
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response.toString('latin1'))?.[1]);
          assert.ok([200, 206, 304, 400, 404, 405, 416].includes(status), `status ${status} for ${method} ${JSON.stringify(raw)}:\n${response.toString('latin1').slice(0, 300)}`);
          assert.ok(!response.includes(SECRET), `${method} ${JSON.stringify(raw)} leaked a file from outside the site`);
        }),
        { seed: SEED, numRuns: runs.requests, includeErrorInReport: true },
      );
      // Still serving after all that.
      const home = (await rawRequest(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).toString();
      assert.match(home, /^HTTP\/1\.1 200/);
      assert.match(home, /home/);
    } finally {
      server.closeAllConnections();
      await new Promise<any>((resolve) => server.close(resolve));
    }
  }

  /** Sends bytes as written (no client-side URL checks) and returns the whole response. */
  function rawRequest(port, text) {
    return new Promise<any>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: any[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks)));
      socket.on('error', reject);
      // Written without ending our side: the server closes the connection after its answer (Connection: close).
      socket.write(Buffer.from(text, 'utf8'));
      socket.setTimeout(CASE_MS, () => socket.destroy(new Error('no answer')));
    });
  }

  return { pathCases, requestCases };
}

/** Promise.race with a time limit: a case that never settles is a failure, not a stuck test run. */
function within(promise, what, ms = CASE_MS) {
  let timer;
  return Promise.race([
    promise,
    new Promise<any>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

// ───────────────────────────── worker: the fuzzing jobs ─────────────────────────────

async function runJob({ job, seed, runs: numRuns, configBuilds }) {
  const fc = (await import('fast-check')).default;
  const assert: typeof import('node:assert/strict') = (await import('node:assert/strict')).default;
  const gen = makeGenerators(fc);
  let n = 0;
  /** Tells the watchdog which case is running (and what it is, should it hang). */
  const beat = (input) => parentPort!.postMessage({ type: 'case', n: n++, preview: preview(input), input: JSON.stringify(input, bytesAsArrays) });
  const options = { seed, numRuns, includeErrorInReport: true, plugins: [fc.interruptAfterTimeLimit(15 * 60_000, { failOnInterrupt: true })] };
  const jobs = { markdown: fuzzMarkdown, frontMatter: fuzzFrontMatter, dataFiles: fuzzDataFiles, config: fuzzConfig, sites: fuzzSites };
  try {
    const summary = await jobs[job]({ fc, assert, gen, beat, options, configBuilds });
    parentPort!.postMessage({ type: 'done', summary });
  } catch (error) {
    // A counterexample can be megabytes long: keep the report readable and put the whole of it in a file.
    const cause = error?.cause instanceof Error ? `\nStack of the first failure:\n${error.cause.stack?.split('\n').slice(0, 12).join('\n')}` : '';
    const report = `${String(error?.message ?? error)}${cause}`;
    const file = path.join(tmpdir(), `lendocs-fuzz-${job}-${seed}.txt`);
    writeFileSync(file, report);
    parentPort!.postMessage({ type: 'failed', report: report.length > 6000 ? `${report.slice(0, 3000)}\n…\n${report.slice(-2500)}\n(whole report in ${file})` : report });
  }
}

function bytesAsArrays(_key, value) {
  return value instanceof Uint8Array ? { bytes: [...value] } : value;
}

function preview(input) {
  const text = typeof input === 'string' ? input : JSON.stringify(input, (_k, v) => (v instanceof Uint8Array ? `<${v.length} bytes>` : v));
  return JSON.stringify(text?.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} chars)` : text);
}

/** Lines as Markdown counts them: "\r\n", "\r" and "\n" each end one. */
function countLines(text) {
  return text.split(/\r\n|\r|\n/).length;
}

/** Every diagnostic names a file; every one about a text file also names a line within it. */
function checkDiagnostics(assert, diagnostics, { lineOk = (_d: any): boolean => true, lineOptional = (_d: any): boolean => false } = {}) {
  for (const d of diagnostics) {
    const shown = JSON.stringify(d);
    assert.ok(d.severity === 'error' || d.severity === 'warning', `bad severity: ${shown}`);
    assert.equal(typeof d.code, 'string', shown);
    assert.ok(typeof d.message === 'string' && d.message.length > 0, `no message: ${shown}`);
    assert.ok(typeof d.file === 'string' && d.file.length > 0, `a diagnostic without a file: ${shown}`);
    if (d.line === undefined && lineOptional(d)) continue;
    assert.ok(Number.isInteger(d.line) && d.line >= 1, `a diagnostic without a line: ${shown}`);
    assert.ok(lineOk(d), `line out of range: ${shown}`);
  }
}

async function fuzzMarkdown({ fc, assert, gen, beat, options }) {
  const { createMarkdown } = await import('../../src/load/markdown.js');
  const { createCodeHighlighter } = await import('../../src/load/highlight.js');
  const highlighter = await createCodeHighlighter();
  const markdown = createMarkdown(highlighter);
  const BODY_LINE = 5;
  try {
    await fc.assert(
      fc.asyncProperty(gen.markdownInput, async (body) => {
        beat(body);
        const rendered = await within(markdown.render(body, { file: 'docs/fuzz.md', source: 'docs/fuzz.md', bodyLine: BODY_LINE }, new Map([['docs/fees.md', '/fees']])), 'render');
        assert.equal(typeof rendered.html, 'string');
        assert.equal(typeof rendered.excerptHtml, 'string');
        const last = BODY_LINE + countLines(body) - 1;
        const inFile = (line) => Number.isInteger(line) && line >= BODY_LINE && line <= last;
        checkDiagnostics(assert, rendered.env.diagnostics, { lineOk: (d) => d.file === 'docs/fuzz.md' && inFile(d.line) });
        for (const link of rendered.env.links) assert.ok(inFile(link.line), `link line ${link.line} outside ${BODY_LINE}..${last}: ${JSON.stringify(link)}`);
        for (const heading of rendered.env.headings) assert.ok(inFile(heading.line), `heading line ${heading.line} outside ${BODY_LINE}..${last}`);
        assert.ok(process.memoryUsage().heapUsed < 900 * 2 ** 20, 'heap over 900 MB');
      }),
      options,
    );
  } finally {
    highlighter.dispose();
  }
}

async function fuzzFrontMatter({ fc, assert, gen, beat, options }) {
  const { readFrontMatter } = await import('../../src/load/front-matter.js');
  const { substituteDeep } = await import('../../src/shared/placeholders.js');
  await fc.assert(
    fc.asyncProperty(gen.frontMatterDocument, fc.constantFrom('doc', 'post', 'page'), async (text, kind) => {
      beat({ kind, text });
      const result = await within(Promise.resolve().then(() => readFrontMatter(text, 'docs/fuzz.md', kind)), 'readFrontMatter');
      const last = countLines(text);
      checkDiagnostics(assert, result.diagnostics, { lineOk: (d) => d.file === 'docs/fuzz.md' && d.line <= last });
      assert.equal(typeof result.body, 'string');
      assert.ok(Number.isInteger(result.bodyLine) && result.bodyLine >= 1 && result.bodyLine <= last + 1, `bodyLine ${result.bodyLine} of ${last}`);
      if (result.diagnostics.length === 0) {
        assert.ok(result.data && typeof result.data === 'object');
        substituteDeep(result.data, { name: 'Acme', slug: 'acme' });
        for (const [key, line] of Object.entries<number>(result.lines)) assert.ok(Number.isInteger(line) && line >= 2 && line <= last, `line of ${key}: ${line}`);
      }
    }),
    options,
  );
}

async function fuzzDataFiles({ fc, assert, gen, beat, options }) {
  const { loadBlogData } = await import('../../src/load/blog-data.js');
  const { loadCategories } = await import('../../src/load/categories.js');
  const { mkdtempSync, mkdirSync, rmSync } = await import('node:fs');
  const root = mkdtempSync(path.join(tmpdir(), 'lendocs-fuzz-data-'));
  mkdirSync(path.join(root, 'blog'));
  mkdirSync(path.join(root, 'docs/x'), { recursive: true });
  const product = { name: 'Acme', slug: 'acme' };
  try {
    await fc.assert(
      fc.asyncProperty(gen.dataFileText('author'), gen.dataFileText('tag'), gen.dataFileText('category'), async (authors, tags, category) => {
        beat({ authors, tags, category });
        writeFileSync(path.join(root, 'blog/authors.yml'), authors);
        writeFileSync(path.join(root, 'blog/tags.yml'), tags);
        writeFileSync(path.join(root, 'docs/x/_category_.yml'), category);
        const blog = await within(loadBlogData({ root, product, shown: (file) => file }), 'loadBlogData');
        const categories = await within(loadCategories({ root, files: ['docs/x/_category_.yml'], product, shown: (file) => file }), 'loadCategories');
        const lines = { 'authors.yml': countLines(authors), 'tags.yml': countLines(tags), '_category_.yml': countLines(category) };
        checkDiagnostics(assert, [...blog.diagnostics, ...categories.diagnostics], { lineOk: (d) => d.line <= lines[path.basename(d.file)] });
        for (const entry of [...blog.data.authors.values(), ...(blog.data.tags?.values() ?? [])]) assert.ok(Number.isInteger(entry.line) && entry.line >= 1);
      }),
      options,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function fuzzConfig({ fc, assert, gen, beat, options, configBuilds }) {
  const { loadConfig } = await import('../../src/config/load.js');
  const { build } = await import('../../src/pipeline/build.js');
  const { mkdtempSync, mkdirSync, rmSync } = await import('node:fs');
  const root = mkdtempSync(path.join(tmpdir(), 'lendocs-fuzz-config-'));
  const configFile = path.join(root, 'lendocs.config.yml');
  try {
    await fc.assert(
      fc.asyncProperty(gen.configText, async (text) => {
        beat(text);
        writeFileSync(configFile, text);
        const { config, diagnostics } = await within(loadConfig(root), 'loadConfig');
        checkDiagnostics(assert, diagnostics, { lineOk: (d) => d.line <= countLines(text) });
        for (const d of diagnostics) assert.equal(path.resolve(d.file), configFile);
        assert.equal(Boolean(config), diagnostics.length === 0);
      }),
      options,
    );
    // A few whole builds, so the values reach the templates, the sitemap and the feeds.
    const site = {
      'docs/guide/intro.md': '---\ntitle: Intro\ntags: [a]\n---\n\n# Intro\n\nText [next](./next.md).\n',
      'docs/guide/next.md': '---\ntitle: Next\n---\n\n## Part {#part}\n\nText.\n',
      'pages/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
      'blog/2024-05-01-news.md': '---\ntitle: News\ntags: [release]\n---\n\nFirst paragraph.\n\n<!-- truncate -->\n\nMore.\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    for (const [relative, text] of Object.entries(site)) {
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      writeFileSync(path.join(root, relative), text);
    }
    await fc.assert(
      fc.asyncProperty(gen.configText, async (text) => {
        beat(text);
        writeFileSync(configFile, text);
        const result = await within(build({ root, out: path.join(root, 'unused'), write: false }), 'build');
        checkSiteResult(assert, result, { root, lineLimits: { 'lendocs.config.yml': countLines(text) } });
      }),
      { ...options, numRuns: configBuilds },
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function fuzzSites({ fc, assert, gen, beat, options }) {
  const { build } = await import('../../src/pipeline/build.js');
  const { mkdtempSync, mkdirSync, rmSync, existsSync, readdirSync, readFileSync } = await import('node:fs');
  const outcomes = { built: 0, failed: 0, codes: new Map() };
  await fc.assert(
    fc.asyncProperty(gen.site, async (site) => {
      beat(site);
      const root = mkdtempSync(path.join(tmpdir(), 'lendocs-fuzz-site-'));
      try {
        const written: Record<string, any> = {};
        for (const [relative, contents] of site.files) {
          const file = path.join(root, relative);
          try {
            mkdirSync(path.dirname(file), { recursive: true });
            // A file and a folder of one name cannot both exist: the second one is skipped, as on a real disk.
            if (existsSync(file)) continue;
            writeFileSync(file, contents);
            written[relative] = contents;
          } catch {
            continue;
          }
        }
        const lineLimits: Record<string, any> = {};
        for (const [relative, contents] of Object.entries(written)) lineLimits[relative] = countLines(Buffer.from(contents).toString('utf8'));
        // Beside the content folder, not inside it: an --out inside the content is refused (output-safety.test.js).
        const out = path.join(`${root}-out`, 'site');
        const result = await within(build({ root, out, write: site.write }), 'build');
        checkSiteResult(assert, result, { root, lineLimits, write: site.write });
        const errorCodes = new Set(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code));
        if (errorCodes.size === 0) outcomes.built++;
        else outcomes.failed++;
        for (const code of errorCodes) outcomes.codes.set(code, (outcomes.codes.get(code) ?? 0) + 1);
        if (site.write) {
          const ok = !result.diagnostics.some((d) => d.severity === 'error');
          assert.equal(existsSync(path.join(out, '404.html')), ok, ok ? 'a successful build left no output' : 'a failed build left an output folder');
          if (ok) assert.match(readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), /<urlset/);
          const stray = (existsSync(path.dirname(out)) ? readdirSync(path.dirname(out)) : []).filter((name) => name.includes('.lendocs-staging-') || name.includes('.lendocs-old-'));
          assert.deepEqual(stray, [], 'temporary folders left behind');
        }
      } finally {
        rmSync(root, { recursive: true, force: true });
        rmSync(`${root}-out`, { recursive: true, force: true });
      }
    }),
    options,
  );
  const codes = [...outcomes.codes].sort((a, b) => b[1] - a[1]).map(([code, count]) => `${code} ${count}`).join(', ');
  return `${outcomes.built} sites built, ${outcomes.failed} failed with errors (${codes})`;
}

/**
 * A build's result is either output files (no errors) or errors with no output; every diagnostic names a file
 * and, for text files, a line inside it. Output paths must be writable: relative, normalised, and no file may
 * also be a folder of another file.
 */
function checkSiteResult(assert, result, { root, lineLimits, write = false }) {
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const relativeOf = (file) => path.relative(root, path.resolve(file)).split(path.sep).join('/');
  checkDiagnostics(assert, result.diagnostics, {
    // Files that are not text have no lines (a static file in the way of a page). A template that throws names the
    // page's file; the template, not a line of it, is at fault.
    lineOptional: (d) => d.code === 'render-failed' || relativeOf(d.file).startsWith('static/') || !/\.(mdx?|ya?ml|json)$/i.test(d.file),
    lineOk: (d) => {
      const limit = lineLimits[relativeOf(d.file)];
      return limit === undefined || d.line <= limit;
    },
  });
  for (const d of result.diagnostics) {
    const relative = relativeOf(d.file);
    assert.ok(!relative.startsWith('..') && !path.isAbsolute(relative), `diagnostic names a file outside the site: ${JSON.stringify(d)}`);
  }
  if (errors.length > 0) {
    assert.equal(result.files, undefined, 'a failed build returned output files');
    return;
  }
  if (write) return;
  assert.ok(result.files instanceof Map, 'a successful build returned no files');
  const names = [...result.files.keys()];
  for (const name of names) {
    assert.ok(name.length > 0 && !name.startsWith('/') && !name.includes('\\') && !name.includes('\0'), `unwritable output path ${JSON.stringify(name)}`);
    assert.ok(!name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'), `output path leaves its folder: ${JSON.stringify(name)}`);
  }
  const set = new Set(names);
  for (const name of names) {
    const parts = name.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      assert.ok(!set.has(folder), `output ${JSON.stringify(folder)} is both a file and the folder of ${JSON.stringify(name)}`);
    }
  }
  assert.ok(set.has('404.html') && set.has('sitemap.xml'), 'output lacks 404.html or sitemap.xml');
}

// ───────────────────────────── generators ─────────────────────────────

function makeGenerators(fc) {
  const pick = (...values) => fc.constantFrom(...values);
  const noNul = (arb) => arb.map((value) => value.replace(/\u0000/g, ''));

  /**
   * Markdown generators. `clean` ones make bodies that should build (hostile text, but no NUL bytes, unknown or
   * unclosed admonitions or links to missing pages), so whole-site cases get past the load stage.
   */
  function markdownArbitraries(clean, { grammars = true } = {}) {
    const hostile = pick(
      '<script>alert(1)</script>', '"quotes\'', '</title>', ']]>', '<!--', '-->', '&amp;', '&#0;', '&#x110000;', '<b>', '</div>', '<div>',
      'javascript:alert(1)', '{{product.name}}', '{{product.slug}}', '{{ product.nope }}', '{{', '}}', '\\', '`', '*', '_', '~', '|', '#',
      ...(clean ? [] : ['\u0000', '\r', '\r\n']), '\u0001', '\u0007', '\b', '\u000b', '\f', '\u001b[31m', '\u007f', '\u0085', '\u2028', '\u2029', '\u202e', '\u200b', '\uFEFF',
      '\uD800', '\uDFFF', '\uFFFD', '\uFFFF', '😀', '👩‍👩‍👧', 'é', 'e\u0301', '日本語', 'Ünïcödé', 'עברית', '\t', '%', '%zz', '%E0%A4%A',
    );
    // Clean text has no line breaks either: a stray "\r" ends a list item or quote early, leaving an admonition open.
    const randomText = clean ? (arb) => arb.map((value) => value.replace(/[\u0000\r\n]/g, '')) : (arb) => arb;
    const word = fc.oneof(
      { weight: 6, arbitrary: pick('alpha', 'Beta', 'gamma', 'lending', 'pool', 'vault', 'x', 'Oracle', 'LTV', 'a-b', 'snake_case', '123', '1.5') },
      { weight: 2, arbitrary: hostile },
      { weight: 1, arbitrary: randomText(fc.string({ maxLength: 12 })) },
      { weight: 1, arbitrary: randomText(fc.string({ unit: 'binary', maxLength: 6 })) },
    );
    const text = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));
    const id = pick('intro', 'same', 'same', 'part', 'x', 'custom-id', 'Ünï', 'a b', '', '-', '1', 'top', 'section', 'a"b', '<x>', '{#x}');

    const safeHrefs = ['#part', '#same', '#missing', '#', 'https://example.test/x', '//cdn.test/a.js', 'mailto:a@b.test', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/img/logo.svg', '/sitemap.xml', '/404.html', '<>'];
    const href = clean
      ? pick(...safeHrefs)
      : pick(
          ...safeHrefs, './next.md', 'next.md', 'next.md#part', '../guide/next.md', '/guide/next', '/guide/next.md', '/guide/next/', '', './img.png', 'img.png',
          '/img/missing.png', '%zz', '%E0%A4%A', '../../../../etc/passwd', 'a/../../b.md', '?q=1', 'next.md?x=1#part', ' ', 'missing.md', '/blog',
          '/blog/2024-05-01-news', '/tags', '/search', 'C:\\x.md', 'next.md#%zz', '\u0000.md', '..', '.', './', '/./guide/../guide/next',
        );
    const inline = fc.oneof(
      { weight: 5, arbitrary: text },
      fc.tuple(text, href).map(([t, h]) => `[${t}](${h})`),
      fc.tuple(text, href).map(([t, h]) => `[${t}](<${h}> "ti\\"tle")`),
      fc.tuple(text, href).map(([t, h]) => `![${t}](${h})`),
      fc.tuple(text, href).map(([t, h]) => `[${t}][ref]\n\n[ref]: ${h}`),
      text.map((t) => `*${t}*`),
      text.map((t) => `**${t}**`),
      text.map((t) => `~~${t}~~`),
      text.map((t) => `\`${t}\``),
      fc.tuple(id, text).map(([i, t]) => `<span id="${i}">${t}</span>`),
      pick('<https://example.test>', 'www.example.test', '<br>', '<img src=x onerror=alert(1)>', '<a href="/x">x</a>', '<!-- c -->', '\\', '  ', '[', ']', '![', '](', '<', '&', '&nbsp;', '{#x}', '{/* truncate */}'),
    );
    const line = fc.array(inline, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' '));

    // Loading a grammar costs a whole-site build 50-250 ms; whole-site cases use only languages without one.
    const plainLanguages = ['', 'text', 'plaintext', 'txt', 'mermaid', 'unknownlang', 'c++', '{', '<b>'];
    const languages = grammars ? pick(...plainLanguages, 'js', 'ts', 'tsx', 'python', 'bash', 'sh', 'json', 'yaml', 'solidity', 'rust', 'JS', 'js{1}') : pick(...plainLanguages);
    const fenceInfo = fc
      .tuple(languages, fc.option(pick('title="a.ts"', 'title=\'x y\'', 'title=<b>', 'title="', 'title=""', 'title="</title><script>alert(1)</script>"'), { nil: '' }), fc.option(pick('{1,3-5}', '{1-999999999}', '{-5}', '{0}', '{a}', '{1,,2}', '{3-1}', '{99999999999999999999}'), { nil: '' }))
      .map((parts) => parts.join(' '));
    const codeLine = fc.oneof(text, pick('const a = 1;', 'function f() {', '}', '"unterminated', '/* open comment', '`template ${x}`', 'def f():', '    return 1', '```', '~~~', ':::', '---', '</code></pre><script>alert(1)</script>'));

    const leaf = fc.oneof(
      { weight: 6, arbitrary: fc.array(line, { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n')) },
      { weight: 3, arbitrary: fc.tuple(fc.integer({ min: 1, max: 7 }), line, fc.option(id)).map(([level, t, i]) => `${'#'.repeat(level)} ${t}${i === null ? '' : ` {#${i}}`}`) },
      { weight: 1, arbitrary: fc.tuple(line, pick('=', '-')).map(([t, u]) => `${t}\n${u.repeat(3)}`) },
      {
        weight: 3,
        arbitrary: fc
          .tuple(pick('```', '~~~', '````', '```'), fenceInfo, fc.array(codeLine, { maxLength: 6 }), fc.boolean())
          .map(([fence, info, lines, closed]) => `${fence}${info}\n${lines.join('\n')}${closed ? `\n${fence}` : ''}`),
      },
      { weight: 1, arbitrary: fc.array(codeLine, { minLength: 1, maxLength: 3 }).map((lines) => lines.map((l) => `    ${l}`).join('\n')) },
      {
        weight: 2,
        arbitrary: pick(
          '<div id="raw">\n\ntext\n\n</div>', '<div>', '</div>', '<details><summary>S</summary>\n\nhidden\n</details>', '<script>alert(1)</script>',
          '<style>body{}</style>', '<!-- truncate -->', '{/* truncate */}', '<!--', '<table><tr><td>x', '<p id="dup">a</p>\n<p id="dup">b</p>', '<?php ?>',
          '<![CDATA[ x ]]>', '<textarea>', '<pre>\n', '<iframe src="javascript:alert(1)"></iframe>', '<svg><script>alert(1)</script></svg>',
        ),
      },
      { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.array(text, { minLength: 1, maxLength: 6 })).map(([cols, cells]) => `| ${cells.slice(0, cols).join(' | ')} |\n|${' --- |'.repeat(cols)}\n| ${cells.join(' | ')} |`) },
      { weight: 1, arbitrary: pick('---', '***', '___', '- - -', '', '\n\n\n', '[^1]: note', '> ', '-', '1.', '+', ...(clean ? [] : [':::', '::::', ':::note', ':::tip[x', ':::[x]', ': : :'])) },
    );

    const admonitionType = clean
      ? pick('note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success', 'NOTE', 'Tip')
      : pick('note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success', 'NOTE', 'hint', 'x-y', 'note-', 'Tip');
    // Nested admonitions need longer fences outside: depth d gets 3 + (4 - d) colons, so clean ones always close.
    const { block } = fc.letrec((tie) => ({
      block: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('list'), tie('quote'), tie('admonition')),
      blocks: fc.array(tie('block'), { minLength: 1, maxLength: 4 }).map((blocks) => blocks.join('\n\n')),
      list: fc
        .tuple(pick('- ', '* ', '+ ', '1. ', '2) ', '- [ ] ', '- [x] ', '10. '), fc.array(tie('blocks'), { minLength: 1, maxLength: 3 }), fc.boolean())
        .map(([marker, items, tight]) => items.map((item) => marker + item.split('\n').join(`\n${' '.repeat(marker.length)}`)).join(tight ? '\n' : '\n\n')),
      quote: tie('blocks').map((inner) => inner.split('\n').map((l) => `> ${l}`).join('\n')),
      admonition: fc
        .record({ type: admonitionType, title: fc.option(text), bracket: fc.boolean(), body: tie('blocks'), closed: clean ? fc.constant(true) : fc.boolean() })
        .map(({ type, title, bracket, body, closed }) => {
          // A fence longer than any inside it (nested admonitions use the same rule), so the outer one closes last.
          const inner = Math.max(2, ...[...body.matchAll(/:{3,}/g)].map((m) => m[0].length));
          const fence = ':'.repeat(inner + 1);
          const head = title === null ? '' : bracket ? `[${title.replace(/[[\]\n\r]/g, '')}]` : ` ${title.replace(/[\n\r]/g, ' ')}`;
          return `${fence}${type}${head}\n${body}${closed ? `\n${fence}` : ''}`;
        }),
    }));
    const document = fc.array(block, { minLength: 1, maxLength: 6 }).map((blocks) => blocks.join('\n\n'));
    return { hostile, text, line, leaf, document };
  }

  const dirty = markdownArbitraries(false);
  const { hostile, text, line, leaf, document } = dirty;
  const tidy = markdownArbitraries(true);
  const cheap = markdownArbitraries(false, { grammars: false });
  const cheapTidy = markdownArbitraries(true, { grammars: false });

  /** Deep nesting of one construct, beyond markdown-it's nesting limit. */
  const deep = fc.tuple(fc.integer({ min: 20, max: 250 }), pick('quote', 'list', 'admonition', 'div', 'link', 'emphasis', 'parens', 'ordered', 'mixed')).map(([depth, kind]) => {
    switch (kind) {
      case 'quote':
        return `${'> '.repeat(depth)}deep`;
      case 'list':
        return Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
      case 'ordered':
        return Array.from({ length: depth }, (_, i) => `${'   '.repeat(i)}1. item ${i}`).join('\n');
      case 'admonition':
        return [...Array.from({ length: depth }, (_, i) => `${':'.repeat(3 + depth - i)}note Level ${i}`), 'deep', ...Array.from({ length: depth }, (_, i) => ':'.repeat(4 + i))].join('\n');
      case 'div':
        return `${'<div>'.repeat(depth)}\n\ndeep\n\n${'</div>'.repeat(depth)}`;
      case 'link':
        return `${'['.repeat(depth)}x${']('.repeat(depth)}y${')'.repeat(depth)}`;
      case 'emphasis':
        return `${'*_'.repeat(depth)}x${'_*'.repeat(depth)}`;
      case 'parens':
        return `[x](${'('.repeat(depth)}y${')'.repeat(depth)})`;
      default:
        return Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}${['- ', '> ', '1. '][i % 3]}:::note\n`).join('');
    }
  });
  /** One very long line of one repeated piece. */
  const huge = fc
    .tuple(pick('a', 'a ', '*', '_', '[', '](', '`', '<', '\\', '{#', '|', '&', '#', ':', '-', '![', '<a ', '*a', 'a*', '\t', '\u0000', '😀', 'x '), fc.integer({ min: 1000, max: 30_000 }))
    .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)));

  // Real pages of the Lendara docs, mutated.
  const seeds = pick(
    '# Pools\n\nA pool holds **one** asset.\n\n:::tip[Before you start]\nRead [fees](./fees.md#rates).\n:::\n\n## Rates {#rates}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```ts title="pool.ts" {2}\nconst pool = 1;\nexport default pool;\n```\n',
    '---\ntitle: Borrow\n---\n\n## Borrow\n\n1. Connect.\n2. Pick a pool:\n   - USDC\n   - ETH\n\n> Note: quoted\n> - list in quote\n\n::::info Outer\n:::danger Inner\nDeep.\n:::\n::::\n',
    'Intro paragraph with a [link](/explore/pools) and ![img](./img.png).\n\n<!-- truncate -->\n\n## Details {#details}\n\n<div id="raw">html</div>\n\n~~~bash\nnpm i\n~~~\n',
  );
  const mutation = fc.record({ at: fc.nat(), length: fc.nat({ max: 200 }), kind: pick('delete', 'duplicate', 'insert', 'byte', 'truncate', 'swapcase'), piece: fc.oneof(hostile, leaf, line) });
  const mutate = (base) => fc.tuple(base, fc.array(mutation, { minLength: 1, maxLength: 8 })).map(([start, mutations]) => {
    let doc = start;
    for (const { at, length, kind, piece } of mutations) {
      const i = doc.length ? at % doc.length : 0;
      if (kind === 'delete') doc = doc.slice(0, i) + doc.slice(i + length);
      else if (kind === 'duplicate') doc = doc.slice(0, i + length) + doc.slice(i);
      else if (kind === 'insert') doc = doc.slice(0, i) + piece + doc.slice(i);
      else if (kind === 'byte') doc = doc.slice(0, i) + String.fromCharCode(length % 256) + doc.slice(i + 1);
      else if (kind === 'truncate') doc = doc.slice(0, i);
      else doc = doc.slice(0, i) + doc.slice(i, i + length).toUpperCase() + doc.slice(i + length);
    }
    return doc;
  });
  const mutated = mutate(fc.oneof(seeds, document));
  const lineEndings = (arb) => fc.tuple(arb, pick('\n', '\n', '\n', '\r\n', '\r')).map(([doc, eol]) => (eol === '\n' ? doc : doc.replace(/\n/g, eol)));
  const markdownInput = lineEndings(
    fc.oneof(
      { weight: 4, arbitrary: document },
      { weight: 4, arbitrary: tidy.document },
      { weight: 5, arbitrary: mutated },
      { weight: 1, arbitrary: deep },
      { weight: 1, arbitrary: huge },
      { weight: 1, arbitrary: fc.tuple(document, deep).map((parts) => parts.join('\n\n')) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    ),
  );

  // ── YAML ──
  const scalar = fc.oneof(
    { weight: 4, arbitrary: text.map((t) => JSON.stringify(t)) },
    { weight: 3, arbitrary: pick('plain words', 'x', '"quoted"', "'single'", "'it''s'", '', '~', 'null', 'true', 'false', 'yes', 'no', 'on', '0', '-1', '1.5', '1e309', '.nan', '-.inf', '0x1F', '0o17', '2024-01-01', '2024-02-30', '2024-13-45', '2024-01-01T25:61:00Z', '12:30:00', '"\\u0000"', '"\\uD800"', '"\\x00"', '|', '>', '|-\n  block\n  text', '>+\n  folded', '"unclosed', "'unclosed", '[unclosed', '{unclosed', '@at', '`tick', '%pct', '!', '!!str 5', '!!int x', '!!binary aGVsbG8=', '!!float abc', '!!timestamp 2024-01-01', '!!set {a, b}', '!!omap [a: 1]', '!!js/function f', '!custom x', '*undefined_alias', '&anchor', '&a x', '<<', 'a: b: c', '- x', '? x', '#comment', '"a"b', '{{product.name}}', '"{{product.slug}}"', '/absolute/path', '../../../etc', '/', '//', '"/a?b#c"', '"a\\\\b"', '"\\t"') },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double().map(String) },
  );
  const { yamlValue } = fc.letrec((tie) => ({
    yamlValue: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('flowList'), tie('flowMap')),
    flowList: fc.array(tie('yamlValue'), { maxLength: 4 }).map((items) => `[${items.join(', ')}]`),
    flowMap: fc.array(fc.tuple(yamlKey(), tie('yamlValue')), { maxLength: 4 }).map((pairs) => `{ ${pairs.map(([k, v]) => `${k}: ${v}`).join(', ')} }`),
  }));
  function yamlKey(extra: string[] = []) {
    return fc.oneof(
      { weight: 4, arbitrary: pick(...extra, 'title', 'label', 'name', 'description', 'slug', 'id', 'tags', 'url', 'permalink') },
      { weight: 1, arbitrary: pick('__proto__', 'constructor', 'prototype', 'toString', '"quoted key"', '? complex', '1', 'true', 'null', '<<', '"a: b"', '[a, b]', '{a: b}', '&k key', '*k', '"\\u0000"', '', '-') },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 8 }).map((s) => JSON.stringify(s)) },
    );
  }
  /** Billion laughs: each level refers `width` times to the one before. */
  const aliasBomb = fc.tuple(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 12 }), fc.option(yamlKey())).map(([levels, width, key]) => {
    const lines = ['l0: &l0 "lol"'];
    for (let i = 1; i <= levels; i++) lines.push(`l${i}: &l${i} [${Array.from({ length: width }, () => `*l${i - 1}`).join(', ')}]`);
    if (key !== null) lines.push(`${key}: *l${levels}`);
    return lines.join('\n');
  });
  const deepYaml = fc.tuple(fc.integer({ min: 10, max: 1200 }), pick('[', '{a: ', '- ', '  a:\n', '&x [')).map(([depth, open]) => {
    if (open === '[') return `deep: ${'['.repeat(depth)}${']'.repeat(depth)}`;
    if (open === '{a: ') return `deep: ${'{a: '.repeat(depth)}1${'}'.repeat(depth)}`;
    if (open === '&x [') return `deep: &x [${'*x, '.repeat(Math.min(depth, 200))}1]`;
    if (open === '- ') return `deep:\n${Array.from({ length: Math.min(depth, 300) }, (_, i) => `${'  '.repeat(i)}- `).join('\n')}x`;
    return `deep:\n${Array.from({ length: Math.min(depth, 300) }, (_, i) => `${'  '.repeat(i + 1)}a:`).join('\n')} 1`;
  });
  const yamlEntry = (keys) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.tuple(yamlKey(keys), yamlValue).map(([k, v]) => `${k}: ${v}`) },
      { weight: 2, arbitrary: fc.tuple(yamlKey(keys), fc.array(yamlValue, { minLength: 1, maxLength: 3 })).map(([k, items]) => `${k}:\n${items.map((v) => `  - ${v}`).join('\n')}`) },
      { weight: 2, arbitrary: fc.tuple(yamlKey(keys), fc.array(fc.tuple(yamlKey(keys), yamlValue), { minLength: 1, maxLength: 3 })).map(([k, pairs]) => `${k}:\n${pairs.map(([kk, v]) => `  ${kk}: ${v}`).join('\n')}`) },
      { weight: 1, arbitrary: fc.tuple(yamlKey(keys), yamlValue).map(([k, v]) => `base: &base { ${k}: ${v} }\nderived:\n  <<: *base\n  ${k}: ${v}`) },
      { weight: 1, arbitrary: pick('%YAML 1.1', '...', '\t', '  badly: indented', 'a:\n\tb: tab', ': no key', '- list at top', '--- # second document', 'key: value # comment', '"unterminated: x', '&a', '*a', '? [complex]\n: key') },
    );
  const yamlDoc = (keys, entries = 6) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.array(yamlEntry(keys), { maxLength: entries }).map((lines) => lines.join('\n')) },
      { weight: 1, arbitrary: aliasBomb },
      { weight: 1, arbitrary: deepYaml },
      { weight: 1, arbitrary: fc.tuple(yamlKey(keys), yamlValue, yamlValue).map(([k, a, b]) => `${k}: ${a}\n${k}: ${b}`) },
      { weight: 1, arbitrary: pick('', '[]', '5', '"just a string"', 'null', '- a\n- b', '{', '}', '---', '\uFEFF', '\u0000') },
    );

  // Front matter: plausible values of the right types most of the time (so builds reach the later stages),
  // wild YAML the rest of the time.
  const FRONT_MATTER_KEYS = ['title', 'description', 'slug', 'id', 'tags', 'keywords', 'image', 'draft', 'unlisted', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'hide_title', 'pagination_label', 'date', 'authors', 'layout', 'hero', 'cards', 'latest_posts'];
  const q = (arb) => arb.map((t) => JSON.stringify(t));
  const benignSlug = pick('intro', '/custom', 'nested/slug', '/', '', ' ', '//double//', '/über', '/%2e%2e/x', '/{{product.slug}}', '/x.html', '/index.html', '/a b', '/<b>', '/"q\'');
  const hostileSlug = pick('/a?b#c', '../../../etc/x', '/guide/../../x', './x', '/./', '/search', '/404.html', '/sitemap.xml', '/robots.txt', '/blog', '/blog/rss.xml', '/tags', '/tags/', '/assets', '/pagefind/', '/img', '/img/logo.svg', '/a\\b', 'C:/x', `/${'x'.repeat(300)}`, '/llms.txt', '/guide/next.md', '/search/index.html');
  const slug = fc.oneof({ weight: 4, arbitrary: benignSlug }, { weight: 1, arbitrary: hostileSlug });
  const plausibleEntry = fc.oneof(
    q(text).map((v) => `title: ${v}`),
    q(text).map((v) => `description: ${v}`),
    q(slug).map((v) => `slug: ${v}`),
    q(pick('intro', 'x', '..', '.', 'a b', 'ü', '{{product.slug}}', 'index')).map((v) => `id: ${v}`),
    fc.array(fc.oneof(q(text), q(pick('Release', 'release', 'a', 'A', '!!!', '', ' ', 'x/y', '..', 'tag with spaces')), fc.tuple(q(text), fc.option(q(slug))).map(([l, p]) => `{ label: ${l}${p === null ? '' : `, permalink: ${p}`} }`)), { maxLength: 3 }).map((tags) => `tags: [${tags.join(', ')}]`),
    fc.array(q(text), { maxLength: 3 }).map((k) => `keywords: [${k.join(', ')}]`),
    q(pick('/img/logo.svg', 'https://x.test/a.png', 'img.png', '', '<script>', 'javascript:alert(1)')).map((v) => `image: ${v}`),
    pick('draft: true', 'draft: false', 'unlisted: true', 'unlisted: false', 'hide_table_of_contents: true', 'hide_title: true', 'toc_min_heading_level: 2', 'toc_max_heading_level: 6', 'toc_min_heading_level: 5', 'layout: home', 'layout: page', 'latest_posts: 2', 'latest_posts: -1', 'latest_posts: x', 'latest_posts: 1e9'),
    fc.integer({ min: -5, max: 5 }).map((n) => `sidebar_position: ${n}`),
    q(text).map((v) => `sidebar_label: ${v}`),
    q(text).map((v) => `pagination_label: ${v}`),
    pick('date: 2024-05-01', 'date: 2024-02-30', 'date: "2023-12-31T23:59:59Z"', 'date: 1999-01-01', 'date: 0001-01-01', 'date: 9999-12-31', 'date: x', 'date: ""'),
    fc.oneof(
      pick('authors: alice', 'authors: [alice, bob]', 'authors: [ghost]', 'authors: []', 'authors: [alice, alice]', 'authors: { name: Bob, url: 5 }', 'authors: [{ name: [1], image_url: { a: 1 } }]', 'authors: [{ title: x }]', 'authors: [alice, { name: Inline }]'),
      fc.tuple(q(text), fc.option(q(pick('https://x.test', '/a', 'javascript:alert(1)', '')))).map(([name, url]) => `authors:\n  - name: ${name}${url === null ? '' : `\n    url: ${url}`}\n    title: "T"\n    image_url: ${url ?? '"/img/logo.svg"'}`),
    ),
    fc.tuple(q(text), q(text), q(pick('/guide/next', 'https://x.test', '#', ''))).map(([title, label, h]) => `hero:\n  title: ${title}\n  tagline: ${label}\n  actions:\n    - label: ${label}\n      href: ${h}\n      primary: true`),
    fc.tuple(q(text), q(text)).map(([title, t]) => `cards:\n  - title: ${title}\n    text: ${t}\n    href: "/guide/next"`),
  );
  const frontMatterBody = (keys = FRONT_MATTER_KEYS) =>
    fc.oneof({ weight: 3, arbitrary: fc.array(plausibleEntry, { maxLength: 6 }).map((lines) => lines.join('\n')) }, { weight: 1, arbitrary: yamlDoc(keys) });
  const withFrontMatter = (yamlArb, bodyArb) =>
    fc
      .tuple(yamlArb, bodyArb, pick('normal', 'normal', 'normal', 'unclosed', 'bom', 'crlf', 'spaces', 'none', 'empty', 'dots', 'four'))
      .map(([yaml, body, style]) => {
        switch (style) {
          case 'unclosed':
            return `---\n${yaml}\n${body}`;
          case 'bom':
            return `\uFEFF---\n${yaml}\n---\n${body}`;
          case 'crlf':
            return `---\r\n${yaml.replace(/\n/g, '\r\n')}\r\n---\r\n${body}`;
          case 'spaces':
            return `--- \t\n${yaml}\n---   \n${body}`;
          case 'none':
            return body;
          case 'empty':
            return `---\n---\n${body}`;
          case 'dots':
            return `---\n${yaml}\n...\n${body}`;
          case 'four':
            return `----\n${yaml}\n----\n${body}`;
          default:
            return `---\n${yaml}\n---\n\n${body}`;
        }
      });
  const frontMatterDocument = withFrontMatter(frontMatterBody(), fc.oneof(document, pick('', 'body', '---', '---\nmore: yaml\n---')));

  // authors.yml, tags.yml and _category_ files.
  const entryFields = {
    author: ['name', 'title', 'url', 'image_url', 'email', 'page', 'socials'],
    tag: ['label', 'permalink', 'description'],
    category: ['label', 'position', 'collapsed', 'collapsible', 'className', 'customProps', 'description', 'link'],
  };
  const plausibleData = {
    author: fc
      .array(fc.tuple(pick('alice', 'bob', 'ghost', '__proto__', '../../../q', 'a b', 'ü', '', 'x/y', '.', '..', '{{product.slug}}', 'constructor'), q(text), fc.option(pick('page: false', 'page: true', 'page: { permalink: "/x" }', 'url: "https://x.test"', 'url: 5', 'image_url: "/img/logo.svg"', 'socials: { x: "https://x.test" }', 'socials: 5'))), { maxLength: 3 })
      .map((entries) => entries.map(([key, name, extra]) => `${JSON.stringify(key)}:\n  name: ${name}\n  title: "Writer"${extra === null ? '' : `\n  ${extra}`}`).join('\n')),
    tag: fc
      .array(fc.tuple(pick('release', 'a', 'A', '!!!', '', ' ', '__proto__', 'x/y', '..'), q(text), fc.option(q(slug))), { maxLength: 3 })
      .map((entries) => entries.map(([key, label, permalink]) => `${JSON.stringify(key)}:\n  label: ${label}${permalink === null ? '' : `\n  permalink: ${permalink}`}\n  description: "d"`).join('\n')),
    category: fc
      .tuple(q(text), fc.option(fc.integer({ min: -3, max: 3 })), fc.option(pick('link: null', 'link: { type: doc, id: intro }', 'link: { type: doc, id: missing }', 'link: { type: generated-index, slug: /gen }', 'link: { type: generated-index }', 'link: { type: other }', 'collapsed: false', 'customProps: { a: 1 }')))
      .map(([label, position, extra]) => [`label: ${label}`, position === null ? '' : `position: ${position}`, extra ?? ''].filter(Boolean).join('\n')),
  };
  const dataFileText = (kind) =>
    fc.oneof(
      { weight: 3, arbitrary: plausibleData[kind] },
      { weight: 1, arbitrary: fc.tuple(yamlKey(['alice', 'release']), yamlDoc(entryFields[kind], 4)).map(([key, inner]) => `${key}:\n${inner.split('\n').map((l) => `  ${l}`).join('\n')}`) },
      { weight: 1, arbitrary: yamlDoc(entryFields[kind]) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    );

  // The config: a valid base with random keys replaced, or wild YAML.
  const configValue = fc.oneof(
    { weight: 3, arbitrary: q(text) },
    { weight: 2, arbitrary: yamlValue },
    { weight: 1, arbitrary: pick('"https://example.test"', '"https://example.test/"', '"http://[::1]:99999"', '"not a url"', '"javascript:alert(1)"', '"https://ex<script>.test"', '"https://example.test/<x>"', '"https://example.test/a\\"b"', '"file:///etc/passwd"', '0', '-1', '1', '2', '0.5', '1.5', '1e9', 'true', 'null', '[]', '{}', '"local"', '"algolia"', '"light"', '"dark"', '"weekly"', '"/lp/**"', '["/lp/**", "**", "/(", "[", "/a?b"]', '"/img/logo.svg"') },
  );
  const CONFIG_PATHS = [
    ['title'], ['tagline'], ['url'], ['product'], ['product', 'name'], ['product', 'slug'], ['favicon'], ['image'], ['navbar'], ['navbar', 'title'], ['navbar', 'logo'], ['navbar', 'items'],
    ['footer'], ['footer', 'copyright'], ['footer', 'groups'], ['announcementBar'], ['announcementBar', 'id'], ['announcementBar', 'content'], ['announcementBar', 'dismissible'], ['colorMode', 'defaultMode'],
    ['colorMode', 'respectPrefersColorScheme'], ['sitemap', 'changefreq'], ['sitemap', 'priority'], ['sitemap', 'ignorePatterns'], ['docs', 'versionLabel'], ['blog', 'title'], ['blog', 'description'],
    ['blog', 'postsPerPage'], ['blog', 'wordsPerMinute'], ['search', 'provider'], ['search', 'appId'], ['search', 'apiKey'], ['search', 'indexName'], ['search', 'host'], ['search', 'askAi'], ['unknownKey'],
  ];
  const baseConfig = () => ({
    title: '"Acme Docs"',
    tagline: '"Test site"',
    url: '"https://example.test"',
    product: { name: '"Acme"', slug: '"acme"' },
    navbar: { items: '[{ label: "Docs", to: "/guide/intro" }, { label: "GitHub", href: "https://github.test/x" }]' },
    footer: { groups: '[{ title: "More", items: [{ label: "Blog", to: "/blog" }] }]', copyright: '"© Acme"' },
    announcementBar: { id: '"a1"', content: '"<b>New</b>"' },
    colorMode: { defaultMode: '"dark"' },
    sitemap: { changefreq: '"weekly"' },
    blog: { postsPerPage: '2' },
  });
  const toYaml = (value, indent = '') =>
    Object.entries(value)
      .map(([key, v]) => (typeof v === 'object' && v !== null ? `${indent}${key}:\n${toYaml(v, `${indent}  `)}` : `${indent}${key}: ${v}`))
      .join('\n');
  const configText = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(fc.tuple(pick(...CONFIG_PATHS), configValue), { maxLength: 4 }).map((changes) => {
        const config = baseConfig();
        for (const [keys, value] of changes) {
          let node = config;
          for (const key of keys.slice(0, -1)) node = typeof node[key] === 'object' && node[key] !== null ? node[key] : (node[key] = {});
          node[keys.at(-1)] = value;
        }
        return toYaml(config);
      }),
    },
    { weight: 1, arbitrary: fc.constant(toYaml(baseConfig())) },
    { weight: 1, arbitrary: fc.tuple(fc.constant(toYaml(baseConfig())), yamlDoc(['title', 'url', 'product', 'navbar', 'blog'], 3)).map(([base, extra]) => `${base}\n${extra}`) },
    { weight: 1, arbitrary: yamlDoc(['title', 'url', 'product', 'navbar', 'blog']) },
    { weight: 1, arbitrary: fc.tuple(fc.constant(toYaml(baseConfig())), fc.array(mutation, { minLength: 1, maxLength: 4 })).map(([base, mutations]) => mutations.reduce((doc, m) => doc.slice(0, m.at % doc.length) + m.piece + doc.slice((m.at % doc.length) + (m.kind === 'delete' ? m.length : 0)), base)) },
  );

  // Raw bytes: invalid UTF-8 sequences dropped into a file.
  const badBytes = fc.oneof(
    pick([0xc3, 0x28], [0xa0, 0xa1], [0xe2, 0x28, 0xa1], [0xf0, 0x90, 0x28, 0xbc], [0xff], [0xfe, 0xff], [0xed, 0xa0, 0x80], [0xc0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x00], [0xef, 0xbb, 0xbf]),
    fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 6 }),
  );
  const asBytes = (arb) =>
    fc.tuple(arb, fc.array(fc.tuple(fc.nat(), badBytes), { maxLength: 2 }), fc.integer({ min: 0, max: 9 })).map(([textValue, inserts, chance]) => {
      let bytes = Buffer.from(textValue, 'utf8');
      if (chance > 1) return textValue;
      for (const [at, raw] of inserts) {
        const i = bytes.length ? at % bytes.length : 0;
        bytes = Buffer.concat([bytes.subarray(0, i), Buffer.from(raw), bytes.subarray(i)]);
      }
      return new Uint8Array(bytes);
    });

  // Whole sites.
  const docName = fc
    .tuple(fc.array(pick('guide', 'guide', 'a', '01-basics', 'Über uns', '{{product.slug}}-v1', '{{product.name}}', 'x.y', '...', 'a b', '_partial', '.hidden', 'node_modules', 'UPPER', 'intro'), { maxLength: 2 }), pick('intro', 'next', 'index', 'README', '01-intro', 'guide', 'a b', 'ü', '_draft', '.dot', 'x.y', '{{product.slug}}', '<b>', '%20'), pick('.md', '.md', '.mdx', '.MD'))
    .map(([folders, name, ext]) => ['docs', ...folders, `${name}${ext}`].join('/'));
  const postName = fc
    .tuple(pick('2024-05-01-news', '2024-05-02-second', '2024-02-30-bad-date', 'no-date', '2024-01-01-folder/index', '0000-00-00-zero', '2024-1-1-short', '9999-12-31-far', '2024-05-01-news', '{{product.slug}}-2024'), pick('.md', '.mdx'))
    .map(([name, ext]) => `blog/${name}${ext}`);
  const pageName = pick('pages/index.md', 'pages/markdown-page.md', 'pages/a/index.md', 'pages/search.md', 'pages/404.md', 'pages/blog.md', 'pages/tags.md', 'pages/sitemap.xml.md', 'pages/x.html.md');
  const categoryName = pick('docs/guide/_category_.json', 'docs/guide/_category_.yml', 'docs/a/_category_.yaml', 'docs/_category_.json');
  const staticName = pick('static/img/logo.svg', 'static/img/a.png', 'static/blog', 'static/sitemap.xml', 'static/robots.txt', 'static/assets', 'static/assets/css', 'static/x/index.html', 'static/search', 'static/pagefind', 'static/a b.txt', 'static/{{product.slug}}.txt', 'static/guide', 'static/404.html', 'static/tags', 'static/index.html', 'docs/img.png', 'docs/guide/img.png', 'blog/img.png', 'static/.hidden', 'static/_under');
  const bodyWithTitle = fc.oneof(cheap.document, mutate(cheap.document), fc.tuple(cheap.line, cheap.document).map(([t, d]) => `# ${t}\n\n${d}`));
  const markdownFile = (nameArb) => fc.tuple(nameArb, asBytes(withFrontMatter(frontMatterBody(), bodyWithTitle)));
  const dirtySite = fc.record({
    config: fc.oneof({ weight: 6, arbitrary: fc.constant(toYaml(baseConfig())) }, { weight: 1, arbitrary: configText }),
    docs: fc.array(markdownFile(docName), { maxLength: 5 }),
    pages: fc.array(markdownFile(pageName), { maxLength: 2 }),
    posts: fc.array(markdownFile(postName), { maxLength: 4 }),
    categories: fc.array(fc.tuple(categoryName, asBytes(dataFileText('category'))), { maxLength: 2 }),
    authors: fc.option(asBytes(dataFileText('author'))),
    tags: fc.option(asBytes(dataFileText('tag'))),
    statics: fc.array(fc.tuple(staticName, pick('<svg xmlns="http://www.w3.org/2000/svg"/>', 'text', '')), { maxLength: 3 }),
  });

  // Clean sites: every value of the right type (but hostile text, slugs and names), so the build reaches the route,
  // render and emit stages.
  const t = q(cheapTidy.text);
  const cleanEntry = (kind) =>
    fc.oneof(
      t.map((v) => ['title', `title: ${v}`]),
      t.map((v) => ['description', `description: ${v}`]),
      q(slug).map((v) => ['slug', `slug: ${v}`]),
      fc.array(t, { maxLength: 3 }).map((k) => ['keywords', `keywords: [${k.join(', ')}]`]),
      q(pick('/img/logo.svg', 'https://x.test/a.png', 'img.png', '', '<script>', 'javascript:alert(1)', '"quoted"')).map((v) => ['image', `image: ${v}`]),
      pick(['draft', 'draft: false'], ['unlisted', 'unlisted: true'], ['hide_table_of_contents', 'hide_table_of_contents: true'], ['toc_max_heading_level', 'toc_max_heading_level: 3']),
      ...(kind === 'doc'
        ? [
            q(pick('intro', 'x', '..', '.', 'a b', 'ü', '{{product.slug}}', 'index', '<b>')).map((v) => ['id', `id: ${v}`]),
            fc.integer({ min: -5, max: 5 }).map((n) => ['sidebar_position', `sidebar_position: ${n}`]),
            t.map((v) => ['sidebar_label', `sidebar_label: ${v}`]),
            fc
              .array(fc.oneof(t, fc.tuple(t, fc.option(q(slug))).map(([l, p]) => `{ label: ${l}${p === null ? '' : `, permalink: ${p}`} }`)), { maxLength: 3 })
              .map((tags) => ['tags', `tags: [${tags.join(', ')}]`]),
          ]
        : []),
      ...(kind === 'post'
        ? [
            pick('2024-05-01', '"2023-12-31T23:59:59Z"', '1999-01-01', '9999-12-31').map((v) => ['date', `date: ${v}`]),
            fc.uniqueArray(pick('release', 'a'), { maxLength: 2 }).map((tags) => ['tags', `tags: [${tags.join(', ')}]`]),
            fc.oneof(
              pick('authors: alice', 'authors: [alice, bob]', 'authors: []'),
              fc.tuple(t, q(pick('https://x.test', '/a', 'javascript:alert(1)', '"quoted"'))).map(([name, url]) => `authors:\n  - name: ${name}\n    url: ${url}\n    title: ${name}\n    image_url: ${url}`),
            ).map((v) => ['authors', v]),
          ]
        : []),
      ...(kind === 'page'
        ? [
            fc.tuple(t, t, q(pick('/guide/intro', 'https://x.test', '#', ''))).map(([title, label, h]) => ['hero', `hero:\n  title: ${title}\n  tagline: ${label}\n  actions:\n    - label: ${label}\n      href: ${h}\n      primary: true`]),
            fc.tuple(t, t).map(([title, body]) => ['cards', `cards:\n  - title: ${title}\n    text: ${body}\n    href: "/guide/intro"`]),
            pick(['layout', 'layout: page'], ['layout', 'layout: home'], ['latest_posts', 'latest_posts: 1']),
          ]
        : []),
    );
  const cleanMarkdownFile = (kind, nameArb) =>
    fc.tuple(
      nameArb,
      fc
        .tuple(fc.uniqueArray(cleanEntry(kind), { selector: ([key]) => key, maxLength: 6 }), fc.option(cheapTidy.line), cheapTidy.document, pick('\n', '\n', '\r\n'))
        .map(([entries, title, body, eol]) => `---\n${entries.map(([, entry]) => entry).join('\n')}\n---\n\n${title === null ? '' : `# ${title}\n\n`}${body}\n`.replace(/\n/g, eol)),
    );
  const cleanSite = fc.record({
    config: fc.constant(toYaml(baseConfig())),
    docs: fc.array(cleanMarkdownFile('doc', docName), { minLength: 1, maxLength: 5 }),
    pages: fc.array(cleanMarkdownFile('page', pageName), { maxLength: 2 }),
    posts: fc.array(cleanMarkdownFile('post', pick('blog/2024-05-01-news.md', 'blog/2024-05-02-second.md', 'blog/2024-01-01-folder/index.md', 'blog/9999-12-31-far.mdx', 'blog/2023-03-03-{{product.slug}}.md')), { maxLength: 3 }),
    categories: fc.array(
      fc.tuple(
        categoryName,
        fc
          .tuple(t, fc.option(fc.integer({ min: -3, max: 3 })), pick('', 'link: null', 'link: { type: doc, id: intro }', 'link: { type: doc, id: missing }', 'link: { type: generated-index }', 'collapsed: false'))
          .map(([label, position, extra]) => [`label: ${label}`, position === null ? '' : `position: ${position}`, extra].filter(Boolean).join('\n')),
      ),
      { maxLength: 2 },
    ),
    authors: fc
      .tuple(t, t, fc.boolean())
      .map(([alice, bob, page]) => `alice:\n  name: ${alice}\n  title: ${bob}\n  url: "https://x.test/alice"\n  image_url: "/img/logo.svg"\nbob:\n  name: ${bob}${page ? '' : '\n  page: false'}`),
    tags: fc.option(
      fc.tuple(t, t, fc.option(q(slug.filter((p) => p.startsWith('/')))), fc.option(q(slug.filter((p) => p.startsWith('/'))))).map(([release, a, p1, p2]) => `release:\n  label: ${release}\n  description: ${a}${p1 === null ? '' : `\n  permalink: ${p1}`}\na:\n  label: ${a}${p2 === null ? '' : `\n  permalink: ${p2}`}`),
    ),
    statics: fc.array(fc.tuple(fc.oneof({ weight: 3, arbitrary: pick('static/img/a.png', 'static/a b.txt', 'static/{{product.slug}}.txt', 'static/x/data.json', 'docs/img.png', 'blog/img.png') }, { weight: 1, arbitrary: staticName }), pick('<svg xmlns="http://www.w3.org/2000/svg"/>', 'text', '')), { maxLength: 2 }).map((files) => [['static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'], ...files]),
  });

  const site = fc
    .tuple(fc.oneof({ weight: 3, arbitrary: cleanSite }, { weight: 2, arbitrary: dirtySite }), fc.integer({ min: 0, max: 7 }).map((n) => n === 0))
    .map(([s, write]) => ({
      write,
      files: [
        ['lendocs.config.yml', s.config],
        ...s.docs,
        ...s.pages,
        ...s.posts,
        ...s.categories,
        ...(s.authors === null ? [] : [['blog/authors.yml', s.authors]]),
        ...(s.tags === null ? [] : [['blog/tags.yml', s.tags]]),
        ...s.statics,
      ],
    }));

  return { markdownInput, frontMatterDocument, dataFileText, configText, site };
}
