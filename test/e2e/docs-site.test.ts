// The manual (docs/) is a lendocs site: it builds with no error and no warning, `lendocs check` finds nothing
// broken, and it uses what it documents (admonitions, tabs, code titles, diagrams, search). Built as the deploy
// guides build it too: under a base path with trailing slashes (GitHub Pages), then served by `lendocs preview` as
// the host will serve it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runLendocs } from '../support/cli-process.js';
import { runCliHere } from '../support/cli-here.js';
import { fromRepo } from '../support/repo.js';
import { tempDir } from '../support/temp.js';

/** lendocs in the test's process (test/support/cli-here.ts), from an empty folder so its cache is not the repository's. */
function lendocs(...args: string[]) {
  return runCliHere(args, { cwd: tempDir('lendocs-docs-cwd-') });
}

/** Builds a copy of docs/ with `configEdit` applied to its config, then checks it; returns the output folder. */
async function buildAndCheck(configEdit: (config: string) => string = (config) => config): Promise<string> {
  const root = path.join(tempDir('lendocs-docs-'), 'docs');
  cpSync(fromRepo('docs'), root, { recursive: true });
  const configFile = path.join(root, 'lendocs.config.yml');
  writeFileSync(configFile, configEdit(readFileSync(configFile, 'utf8')));
  const out = path.join(tempDir('lendocs-docs-out-'), 'build');
  const built = await lendocs('build', '--root', root, '--out', out, '--no-cache');
  assert.equal(built.code, 0, built.stderr);
  assert.match(built.stderr, /\(0 errors, 0 warnings,/, built.stderr);
  const checked = await lendocs('check', '--root', root, '--out', out);
  assert.equal(checked.code, 0, checked.stdout + checked.stderr);
  assert.match(checked.stdout, /: 0 broken, 0 skipped\./);
  return out;
}

test('the manual builds with no error or warning, check finds nothing broken, and it uses the features it documents', async () => {
  const out = await buildAndCheck();
  const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
  assert.match(page('concepts/markdown'), /<div class="admonition admonition-tip"/);
  assert.match(page('getting-started'), /role="tab"/);
  assert.match(page('deploying/github-pages'), /<div class="code-title">\.github\/workflows\/docs\.yml/);
  assert.match(page('concepts/site-folder'), /<pre class="mermaid"/);
  assert.ok(existsSync(path.join(out, 'search-index', 'docs.json')), 'no search index');
  assert.match(page('reference/config'), /<code>siteCode\.memoryLimitMb<\/code>/);
});

test('built as the GitHub Pages guide says (a base path, trailing slashes), preview serves it under the base and check is clean', async () => {
  const out = await buildAndCheck((config) => config.replace(/^url: .*$/m, 'url: https://lendocs.example.org/widget') + '\ntrailingSlash: true\n');
  const preview = runLendocs(['preview', '--out', out, '--port', '0'], { deadline: 120_000 });
  try {
    const [, origin] = await preview.printed(/at (http:\/\/\S+?)\/widget\//);
    const inside = await fetch(`${origin}/widget/deploying/github-pages/`);
    assert.equal(inside.status, 200);
    assert.match(await inside.text(), /href="\/widget\/deploying\/netlify\/"/);
    assert.equal((await fetch(`${origin}/deploying/github-pages/`)).status, 404, 'a URL without the base is not the site');
  } finally {
    preview.child.kill('SIGTERM');
    await preview.done;
  }
});
