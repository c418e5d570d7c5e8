// The deploy guides' files are valid as their hosts read them: the GitHub Actions workflow against the workflow
// schema (a validator from the registry, a development dependency), vercel.json as JSON, and the lendocs config
// lines each guide shows against lendocs's own schema. (test/e2e/docs-site.test.ts builds the manual as the
// GitHub Pages guide says and serves it with preview.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { configSchema } from '../../../src/config/schema.js';
import { fromRepo } from '../../support/repo.js';

/** The code blocks of a deploy guide whose title is `title`. */
function blocks(page: string, title: string): string[] {
  const text = readFileSync(fromRepo('docs/docs/deploying', page), 'utf8');
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp('^```\\w+ title="' + escaped + '"\\n([\\s\\S]*?)^```$', 'gm');
  return [...text.matchAll(pattern)].map((match) => match[1]);
}

test('the GitHub Pages workflow is valid against the workflow schema, and builds and checks the site', () => {
  const [workflow] = blocks('github-pages.md', '.github/workflows/docs.yml');
  assert.ok(workflow, 'no workflow in github-pages.md');
  assert.deepEqual(validateWorkflow(workflow).errors, []);
  // The validator does report a mistake (runs_on for runs-on).
  assert.notDeepEqual(validateWorkflow(workflow.replace('runs-on:', 'runs_on:')).errors, []);
  const runs: string[] = parse(workflow).jobs.build.steps.map((step: { run?: string }) => step.run ?? '');
  assert.ok(runs.some((run) => /lendocs build\b/.test(run)), 'the workflow builds the site');
  assert.ok(runs.some((run) => /lendocs check\b/.test(run)), 'the workflow checks the site');
});

test('vercel.json is JSON, and each guide\'s lendocs.config.yml lines are a valid config', () => {
  const [vercel] = blocks('vercel.md', 'vercel.json');
  assert.equal(JSON.parse(vercel).outputDirectory, 'build');
  for (const page of ['github-pages.md', 'vercel.md', 'cloudflare-pages.md']) {
    const [config] = blocks(page, 'lendocs.config.yml');
    assert.ok(config, `no config in ${page}`);
    const parsed = configSchema.safeParse({ title: 'Docs', ...parse(config) });
    assert.ok(parsed.success, `${page}: ${parsed.error?.message}`);
    assert.equal(parsed.data.trailingSlash, true, page);
  }
});
