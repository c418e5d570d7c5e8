import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from '../../src/pipeline/build.js';
import { buildFixture, makeSite, tempDir } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';
import { runCliHere } from '../support/cli-here.js';

const page = (body) => `---\ntitle: Page\n---\n\n${body}\n`;

test('a link to a missing page fails the build with file, line and target', async () => {
  const result = await buildFixture({ 'docs/a.md': page('Text.\n\nSee [b](./b.md).') });
  assert.equal(result.errors.length, 1);
  const [d] = result.errors;
  assert.equal(d.code, 'broken-link');
  assert.match(d.file!, /docs\/a\.md$/);
  assert.equal(d.line, 7);
  assert.match(d.message, /"\.\/b\.md"/);
  assert.ok(d.hint);
});

test('a site-absolute link to a missing route fails the build', async () => {
  const result = await buildFixture({ 'docs/a.md': page('[x](/nowhere)') });
  assert.equal(result.errors[0].code, 'broken-link');
});

test('links to generated files (feeds, sitemap, llms.txt, search index) are not broken', async () => {
  const result = await buildFixture({
    'docs/a.md': page('[rss](/blog/rss.xml) [map](/sitemap.xml) [llms](/llms.txt) [index](/search-index/docs.json)'),
    'docs/b.md': page('B.'),
    'blog/2024-01-01-post.md': page('Post.'),
  });
  assert.deepEqual(result.errors, []);
  for (const file of ['blog/rss.xml', 'sitemap.xml', 'llms.txt', 'search-index/docs.json']) assert.ok(result.files.has(file), file);
});

test('a missing image fails the build', async () => {
  const result = await buildFixture({ 'docs/a.md': page('![gone](/img/gone.png)') });
  assert.equal(result.errors[0].code, 'broken-image');
  assert.equal(result.errors[0].line, 5);
});

test('a broken anchor only warns', async () => {
  const result = await buildFixture({ 'docs/a.md': page('[x](./b.md#nope) [y](#also-nope)'), 'docs/b.md': page('## Real') });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((d) => d.code), ['broken-anchor', 'broken-anchor']);
  assert.match(result.warnings[0].message, /has no heading or element with id "nope"/);
  assert.ok(result.files.has('a/index.html'));
});

test('two sources claiming one route warn, naming both, and the first wins', async () => {
  const result = await buildFixture({ 'docs/a.md': page('First.'), 'docs/b.md': '---\ntitle: B\nslug: /a\n---\n\nSecond.\n' });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((d) => d.code), ['duplicate-route']);
  assert.match(result.warnings[0].message, /The route \/a is claimed twice: by \S*docs\/a\.md and by \S*docs\/b\.md; the first one is kept\./);
  assert.match(result.text('a/index.html'), /First\./);
});

test('a failed build leaves the previous output untouched and no temporary folders', async () => {
  const root = makeSite({ 'docs/a.md': page('Good.') });
  const out = path.join(tempDir(), 'site');
  const first = await build({ root, out });
  assert.deepEqual(first.diagnostics, []);
  const before = readFileSync(path.join(out, 'a/index.html'), 'utf8');
  writeFileSync(path.join(root, 'docs/a.md'), page('Changed [bad](./missing.md).'));
  const second = await build({ root, out });
  assert.equal(second.diagnostics[0].code, 'broken-link');
  assert.equal(readFileSync(path.join(out, 'a/index.html'), 'utf8'), before);
  assert.deepEqual(readdirSync(path.dirname(out)), ['site']);
});

test('a template that throws fails the build without touching the output', async () => {
  // Valid input never makes a template throw: the home page's rendering fails on purpose (render/render-site.ts).
  const root = makeSite({ 'docs/a.md': page('Good.'), 'pages/index.md': '---\ntitle: Home\n---\n\nHi.\n' });
  const out = path.join(tempDir(), 'site');
  mkdirSync(out);
  writeFileSync(path.join(out, 'keep.txt'), 'previous');
  const result = await build({ root, out, emptyOutDir: true }, { renderFault: '/' });
  const [d] = result.diagnostics;
  assert.equal(d.code, 'render-failed');
  assert.match(d.message, /Rendering \/ failed/);
  assert.match(d.file!, /pages\/index\.md$/);
  assert.deepEqual(readdirSync(out), ['keep.txt']);
  assert.deepEqual(readdirSync(path.dirname(out)), ['site']);
});

test('a successful build replaces the output folder completely', async () => {
  const root = makeSite({ 'docs/a.md': page('Good.') });
  const out = path.join(tempDir(), 'site');
  mkdirSync(out);
  writeFileSync(path.join(out, 'stale.html'), 'old');
  // The folder holds a file lendocs did not write, so replacing it needs --empty-out-dir (output-safety.test.js).
  assert.deepEqual((await build({ root, out, emptyOutDir: true })).diagnostics, []);
  assert.equal(existsSync(path.join(out, 'stale.html')), false);
  assert.ok(existsSync(path.join(out, 'a/index.html')));
  assert.ok(existsSync(path.join(out, '404.html')));
});

test('sitemap.xml: weekly, 0.5, no noindex pages, /lp/ excluded; robots.txt points at it', async () => {
  const result = await buildFixture({ 'docs/a.md': page('A.'), 'docs/lp/promo.md': page('Promo.'), 'pages/index.md': page('Home.') });
  const xml = result.text('sitemap.xml');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.deepEqual(locs, ['https://example.test/a', 'https://example.test/']);
  assert.equal((xml.match(/<changefreq>weekly<\/changefreq>/g) ?? []).length, 2);
  assert.equal((xml.match(/<priority>0\.5<\/priority>/g) ?? []).length, 2);
  assert.doesNotMatch(xml, /404|lastmod/);
  assert.match(result.text('robots.txt'), /^Sitemap: https:\/\/example\.test\/sitemap\.xml$/m);
});

/** bin/lendocs.js in a process of its own: the exit codes a shell sees. */
function cli(args: string[], cwd?: string) {
  return spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8' });
}

test('CLI: exit 0 with a timed summary, 1 on build errors, 2 on usage errors', () => {
  const good = makeSite({ 'docs/a.md': page('Fine.') });
  const out = path.join(tempDir(), 'out');
  const ok = cli(['build', '--root', good, '--out', out]);
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stderr, /Built \d+ pages into .* in \d+\.\d\d s \(0 errors, 0 warnings/);

  const bad = makeSite({ 'docs/a.md': page('[x](./missing.md)') });
  const failed = cli(['build', '--root', bad, '--out', path.join(tempDir(), 'out')]);
  assert.equal(failed.status, 1);
  assert.match(failed.stderr, /error {2}\S*docs\/a\.md:5 {2}Broken link to "\.\/missing\.md"/);
  assert.match(failed.stderr, /hint: /);
  assert.match(failed.stderr, /Build failed .* the output folder was not changed/);
  assert.doesNotMatch(failed.stderr, /    at /);

  assert.equal(cli(['build', '--nope']).status, 2);
  assert.equal(cli(['frobnicate']).status, 2);
  const help = cli(['--help']);
  assert.equal(help.status, 0);
  assert.match(help.stdout, /build/);
  assert.match(cli(['--version']).stdout, /^\d+\.\d+\.\d+/);
});

test('CLI: a missing content folder is a clear error, not a stack trace', async () => {
  const result = await runCliHere(['build', '--root', '/nonexistent/content', '--out', path.join(tempDir(), 'o')]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /The site folder "\/nonexistent\/content" does not exist\./);
  assert.match(result.stderr, /hint: A site folder holds lendocs\.config\.yml, with docs\/, blog\/, pages\/ and static\/ beside it\. .*--root DIR.*npx lendocs init my-docs/);
  assert.doesNotMatch(result.stderr, /    at /);
});

test('CLI: a missing config file says how to create one', async () => {
  const dir = tempDir();
  const result = await runCliHere(['build', '--root', dir, '--out', path.join(tempDir(), 'o')]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /No site config: .*lendocs\.config\.yml does not exist\./);
  assert.match(result.stderr, /hint: A site folder holds lendocs\.config\.yml.*npx lendocs init my-docs/);
});

test('CLI: lendocs build in a Docusaurus site, without a lendocs config, says to run migrate', async () => {
  const dir = tempDir();
  writeFileSync(path.join(dir, 'docusaurus.config.ts'), 'export default { title: "Site", url: "https://x.dev", baseUrl: "/" };\n');
  // Given as the site folder: its config is missing.
  const given = await runCliHere(['build', '--root', dir, '--out', path.join(tempDir(), 'o')]);
  assert.equal(given.code, 1);
  assert.match(given.stderr, /No site config: .*lendocs\.config\.yml does not exist\./);
  assert.match(given.stderr, /hint: ".*" is a Docusaurus site \(docusaurus\.config\.ts\): write its lendocs\.config\.yml with "npx lendocs migrate .*", then run "npx lendocs build --root .*"\./);
  // Run in it with the default site folder (content/, which it does not have).
  const here = await runCliHere(['build', '--out', path.join(tempDir(), 'o')], { cwd: dir });
  assert.equal(here.code, 1);
  assert.match(here.stderr, /The site folder "content" does not exist\./);
  assert.match(here.stderr, /hint: This folder is a Docusaurus site \(docusaurus\.config\.ts\): write its lendocs\.config\.yml with "npx lendocs migrate \.", then run "npx lendocs build --root \."\./);
});
