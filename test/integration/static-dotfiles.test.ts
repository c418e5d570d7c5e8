// The static folder is copied whole, as Docusaurus copies it: the files hosts read by name (`.nojekyll` for GitHub
// Pages, `_headers` and `_redirects` for Netlify and Cloudflare Pages, `.well-known/`) are published, and a change
// to one of them is a change to the build's inputs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, makeSite, tempDir } from '../support/fixture-site.js';

const SITE = {
  'docs/a.md': '---\ntitle: Alpha\n---\n\nAlpha text.\n',
  'static/.nojekyll': '',
  'static/_headers': '/*\n  X-Frame-Options: DENY\n',
  'static/_redirects': '/old /docs/a 301\n',
  'static/.well-known/security.txt': 'Contact: mailto:security@example.com\n',
  'static/_drafts/notes.txt': 'a folder starting with _',
  'static/node_modules/left/index.js': 'not published',
};

test('dot files, dot folders and _-prefixed files of the static folder are published as they are', async () => {
  const root = makeSite(SITE, { config: BASE_CONFIG });
  const out = path.join(tempDir(), 'site');
  const result = await build({ root, out });
  assert.equal(result.diagnostics.filter((d) => d.severity === 'error').length, 0);
  for (const file of ['.nojekyll', '_headers', '_redirects', '.well-known/security.txt', '_drafts/notes.txt']) {
    assert.equal(readFileSync(path.join(out, file), 'utf8'), SITE[`static/${file}`], file);
  }
  assert.equal(existsSync(path.join(out, 'node_modules')), false, 'node_modules in static is not published');
});

test('a change to a static dot file makes the next build run, and it publishes the change', async () => {
  const root = makeSite(SITE, { config: BASE_CONFIG });
  const out = path.join(tempDir(), 'site');
  const cache = { dir: path.join(tempDir(), 'cache') };
  await build({ root, out, cache });
  assert.equal((await build({ root, out, cache })).stats.upToDate, true, 'nothing changed');
  writeFileSync(path.join(root, 'static/.well-known/security.txt'), 'Contact: mailto:team@example.com\n');
  const changed = await build({ root, out, cache });
  assert.equal(changed.stats.upToDate, undefined, 'the edit is seen');
  assert.equal(readFileSync(path.join(out, '.well-known/security.txt'), 'utf8'), 'Contact: mailto:team@example.com\n');
  writeFileSync(path.join(root, 'static/.nojekyll'), 'x');
  assert.equal((await build({ root, out, cache })).stats.upToDate, undefined, 'a top-level dot file too');
  assert.equal((await build({ root, out, cache })).stats.upToDate, true, 'and then it is up to date again');
});

test('a dot file outside the static folder is still not an input', async () => {
  const root = makeSite(SITE, { config: BASE_CONFIG });
  const out = path.join(tempDir(), 'site');
  const cache = { dir: path.join(tempDir(), 'cache') };
  await build({ root, out, cache });
  writeFileSync(path.join(root, '.editorconfig'), 'root = true\n');
  assert.equal((await build({ root, out, cache })).stats.upToDate, true);
});
