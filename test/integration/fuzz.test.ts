// Fuzzing whole builds with fast-check (the settings and the worker threads: test/support/fuzz/harness.ts): random
// config values reach the templates, the sitemap and the feeds, and random sites build or report file:line; and the
// inputs the fuzzers once found crashing or hanging, each a fixed case. Modules alone: test/unit/fuzz.test.ts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { inWorker, runs, SEED, within, type Job } from '../support/fuzz/harness.js';
import { makeSite, tempDir } from '../support/fixture-site.js';

const JOBS = new URL('../support/fuzz/build-jobs.js', import.meta.url);

// Each job's cases assert in the worker; here, that every case the seed asks for ran and passed.
const cases = async (job: Job, t) => assert.ok((await inWorker(JOBS, job, t)) >= runs[job], `${job}: fewer than ${runs[job]} cases ran`);

describe('fuzzing workers', { concurrency: 2 }, () => {
  test(`config: random values for every key reach a whole build (${runs.configBuilds} builds, seed ${SEED})`, (t) => cases('configBuilds', t));
  test(`whole sites: random files, names, front matter and bodies build or report file:line (${runs.sites} builds, seed ${SEED})`, (t) => cases('sites', t));
});

test('inputs the fuzzer once found crashing or hanging now end in a build or in file:line diagnostics', async () => {
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
    if (file) assert.match(found.file!, file, shown);
    else assert.ok(found.file!.endsWith('.md'), shown);
  }
});

