// Fuzzing modules alone with fast-check (the settings and the worker threads: test/support/fuzz/harness.ts): random
// and mutated Markdown, front matter, YAML data files and config values end in a result or in diagnostics that each
// name a file and a line, never an exception, a hang or runaway memory; random request paths never resolve to a
// file outside the site folder. Whole sites: test/integration/fuzz.test.ts; requests to a server: test/e2e/fuzz.test.ts.
// `npm run fuzz` runs them all with a random seed and many more cases.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { realpathSync } from 'node:fs';
import fc from 'fast-check';
import { resolveRequestPath } from '../../src/serve/http/static-handler.js';
import { inWorker, runs, SEED, within, type Job } from '../support/fuzz/harness.js';
import { rawPath, servedFolder } from '../support/fuzz/served-folder.js';

const JOBS = new URL('../support/fuzz/unit-jobs.js', import.meta.url);

// Each job's cases assert in the worker; here, that every case the seed asks for ran and passed.
const cases = async (job: Job, t) => assert.ok((await inWorker(JOBS, job, t)) >= runs[job], `${job}: fewer than ${runs[job]} cases ran`);

// The workers are independent: two at a time use both cores of a CI machine.
describe('fuzzing workers', { concurrency: 2 }, () => {
  test(`Markdown stage: random and mutated Markdown never throws, hangs or loses lines (${runs.markdown} cases, seed ${SEED})`, (t) => cases('markdown', t));
  test(`front matter: random YAML, anchors, alias bombs and duplicate keys (${runs.frontMatter} cases, seed ${SEED})`, (t) => cases('frontMatter', t));
  test(`YAML data files: authors.yml, tags.yml and _category_ files (${runs.dataFiles} cases, seed ${SEED})`, (t) => cases('dataFiles', t));
  test(`config: random values for every key (${runs.configLoads} loads, seed ${SEED})`, (t) => cases('configLoads', t));
});

const { root, inside } = servedFolder();

test(`resolveRequestPath never returns a file outside the site folder (${runs.paths} paths, seed ${SEED})`, async () => {
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
});
