// The persistent cache: a warm build equals a cold one byte for byte, and an edit, a config change and a new
// lendocs version each invalidate what they must.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/pipeline/build.js';
import { startServer } from '../../src/serve/server.js';
import { makeSite, tempDir, BASE_CONFIG } from '../support/fixture-site.js';

const page = (title, body) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const SITE = {
  'docs/a.md': page('Alpha', '## One\n\n```ts\nconst a = 1;\n```\n\nSee [Beta](./b.md).'),
  'docs/b.md': page('Beta', 'Text about {{product.name}}.'),
  'blog/2024-01-02-post.md': page('Post', 'Intro.\n\n<!-- truncate -->\n\nMore.'),
  'pages/index.md': page('Home', 'Welcome.'),
};

async function snapshot(dir) {
  const files = (await fg('**/*', { cwd: dir, dot: true })).sort();
  return Object.fromEntries(files.map((file) => [file, readFileSync(path.join(dir, file)).toString('base64')]));
}

async function buildWith(root: string, cacheDir: string | undefined, version?: string) {
  const out = path.join(tempDir(), 'site');
  const result = await build({ root, out, cache: cacheDir ? { dir: cacheDir, version } : undefined });
  assert.deepEqual(result.diagnostics, []);
  return { out, result };
}

/** How many pages were parsed (not taken from the cache). */
const parsed = (result) => result.stats.parsedPages;

test('a warm build is byte-identical to a cold one and parses nothing', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  const cold = await buildWith(root, undefined);
  const first = await buildWith(root, cacheDir);
  const warm = await buildWith(root, cacheDir);
  assert.equal(parsed(first.result), 4);
  assert.equal(parsed(warm.result), 0);
  assert.deepEqual(await snapshot(warm.out), await snapshot(cold.out));
});

test('a warm build into the same folder re-renders only pages whose inputs changed', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  const out = path.join(tempDir(), 'site');
  const cold = await build({ root, out, cache: { dir: cacheDir } });
  assert.equal(cold.stats.reusedPages, 0);
  const before = await snapshot(out);
  const warm = await build({ root, out, cache: { dir: cacheDir } });
  assert.equal(warm.stats.reusedPages, warm.stats.pages);
  assert.deepEqual(await snapshot(out), before);
  // A new body changes only that page; a new title also changes every page whose sidebar shows it.
  writeFileSync(path.join(root, 'docs/b.md'), page('Beta', 'New body.'));
  const edited = await build({ root, out, cache: { dir: cacheDir } });
  assert.equal(edited.stats.pages - edited.stats.reusedPages!, 1);
  writeFileSync(path.join(root, 'docs/b.md'), page('Beta renamed', 'New body.'));
  const renamed = await build({ root, out, cache: { dir: cacheDir } });
  assert.ok(renamed.stats.pages - renamed.stats.reusedPages! >= 2);
  assert.match(readFileSync(path.join(out, 'a/index.html'), 'utf8'), /Beta renamed/);
});

test('an edit re-parses only the edited file, and shows up in the output', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  await buildWith(root, cacheDir);
  writeFileSync(path.join(root, 'docs/b.md'), page('Beta', 'Changed text.'));
  const { out, result } = await buildWith(root, cacheDir);
  assert.deepEqual(result.stats.slowest!.map((s) => path.basename(s.file)), ['b.md']);
  assert.match(readFileSync(path.join(out, 'b/index.html'), 'utf8'), /Changed text\./);
});

test('a config change invalidates every cached page', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  await buildWith(root, cacheDir);
  writeFileSync(path.join(root, 'lendocs.config.yml'), BASE_CONFIG.replace('name: Acme', 'name: Renamed'));
  const { out, result } = await buildWith(root, cacheDir);
  assert.equal(parsed(result), 4);
  assert.match(readFileSync(path.join(out, 'b/index.html'), 'utf8'), /Text about Renamed\./);
});

test('a new lendocs version invalidates every cached page', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  await buildWith(root, cacheDir, '1.0.0');
  assert.equal(parsed((await buildWith(root, cacheDir, '1.0.0')).result), 0);
  assert.equal(parsed((await buildWith(root, cacheDir, '1.0.1')).result), 4);
});

test('a corrupt cache is ignored, and deleting it is safe', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  await buildWith(root, cacheDir);
  // Cut in the middle of its last entry.
  const file = path.join(cacheDir, 'pages.jsonl');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.slice(0, text.length - 40));
  const { result } = await buildWith(root, cacheDir);
  assert.equal(parsed(result), 4);
});

test('parsed pages are counted one by one, beyond the ten slowest that --profile lists', async () => {
  const files: Record<string, any> = {};
  for (let i = 0; i < 14; i++) files[`docs/p${i}.md`] = page(`Page ${i}`, `Text ${i}.`);
  const root = makeSite(files);
  const cacheDir = path.join(tempDir(), 'cache');
  assert.equal(parsed((await buildWith(root, cacheDir)).result), 14);
  assert.equal(parsed((await buildWith(root, cacheDir)).result), 0);
});

test('a page whose link target moves is rendered again with the new route, though its own text is unchanged', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  const first = await buildWith(root, cacheDir);
  assert.match(readFileSync(path.join(first.out, 'a/index.html'), 'utf8'), /See <a href="\/b">Beta</);
  writeFileSync(path.join(root, 'docs/b.md'), `---\ntitle: Beta\nslug: /moved/beta\n---\n\nText.\n`);
  const { out, result } = await buildWith(root, cacheDir);
  // b.md changed; a.md did not, but it links to b.md, whose route changed.
  assert.deepEqual(result.stats.slowest!.map((s) => path.basename(s.file)).sort(), ['a.md', 'b.md']);
  assert.match(readFileSync(path.join(out, 'a/index.html'), 'utf8'), /See <a href="\/moved\/beta">Beta</);
  // And once more with nothing changed: both come from the cache again.
  assert.equal(parsed((await buildWith(root, cacheDir)).result), 0);
});

test('a link to a file that did not exist is written as a route once the file appears', async () => {
  const root = makeSite({ ...SITE, 'docs/a.md': page('Alpha', 'See [Gamma](./c.md).') });
  const cacheDir = path.join(tempDir(), 'cache');
  const out = path.join(tempDir(), 'site');
  const broken = await build({ root, out, cache: { dir: cacheDir } });
  assert.deepEqual(broken.diagnostics.map((d) => d.code), ['broken-link']);
  writeFileSync(path.join(root, 'docs/c.md'), page('Gamma', 'Here now.'));
  const fixed = await buildWith(root, cacheDir);
  assert.match(readFileSync(path.join(fixed.out, 'a/index.html'), 'utf8'), /See <a href="\/c">Gamma</);
});

test('a warm build with nothing new leaves the cache file alone; an edit rewrites it', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  await buildWith(root, cacheDir);
  const file = path.join(cacheDir, 'pages.jsonl');
  const before = statSync(file);
  await buildWith(root, cacheDir);
  const after = statSync(file);
  assert.equal(after.ino, before.ino, 'written again (written files are renamed into place)');
  writeFileSync(path.join(root, 'docs/b.md'), page('Beta', 'Edited.'));
  await buildWith(root, cacheDir);
  assert.notEqual(statSync(file).ino, before.ino);
});

test('unchanged pages of the previous output are hard-linked into the new one; static files are copied', async () => {
  const root = makeSite({ ...SITE, 'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  const cacheDir = path.join(tempDir(), 'cache');
  const out = path.join(tempDir(), 'site');
  assert.deepEqual((await build({ root, out, cache: { dir: cacheDir } })).diagnostics, []);
  // A new file in the site folder: the build does not find its output up to date, and no page changes.
  writeFileSync(path.join(root, 'notes.txt'), 'Not part of the site.');
  const links: Record<string, any> = {};
  const result = await build(
    { root, out, cache: { dir: cacheDir } },
    {
      onPublishStep: (step) => {
        if (step !== 'staged') return;
        const staging = readdirSync(path.dirname(out)).find((name) => name.startsWith('site.lendocs-staging-'));
        for (const file of ['a/index.html', 'img/logo.svg']) links[file] = statSync(path.join(path.dirname(out), staging!, file)).nlink;
      },
    },
  );
  assert.deepEqual(result.diagnostics, []);
  // The page is the previous output's file under a second name; the author's static file is a copy of its own.
  assert.deepEqual(links, { 'a/index.html': 2, 'img/logo.svg': 1 });
  assert.equal(statSync(path.join(out, 'a/index.html')).nlink, 1, 'the previous output is gone');
});

test('serve starts from the build cache: a site built before is not parsed again', async () => {
  const root = makeSite(SITE);
  const cacheDir = path.join(tempDir(), 'cache');
  await buildWith(root, cacheDir);
  const running = await startServer({ root, port: 0, host: '127.0.0.1', watch: false, cache: { dir: cacheDir } });
  try {
    assert.equal(running.firstBuild.ok, true);
    assert.equal(running.firstBuild.parsed, 0);
  } finally {
    await running.close();
  }
  const uncached = await startServer({ root, port: 0, host: '127.0.0.1', watch: false });
  try {
    assert.equal(uncached.firstBuild.parsed, 4);
  } finally {
    await uncached.close();
  }
});

test('a cached page is rendered again when a new file becomes what one of its links means', async () => {
  // `a.md` written without `./` means docs/a.md when there is one (Docusaurus looks there first), else the one beside.
  const root = makeSite({ 'docs/sub/a.md': page('Sub A', 'Text.'), 'docs/sub/b.md': page('B', 'See [A](a.md).') });
  const cacheDir = path.join(tempDir(), 'cache');
  const first = await buildWith(root, cacheDir);
  assert.match(readFileSync(path.join(first.out, 'sub/b/index.html'), 'utf8'), /See <a href="\/sub\/a">A</);
  writeFileSync(path.join(root, 'docs/a.md'), page('Top A', 'Text.'));
  const { out } = await buildWith(root, cacheDir);
  assert.match(readFileSync(path.join(out, 'sub/b/index.html'), 'utf8'), /See <a href="\/a">A</);
});

test('a page drawing a partial from another folder is reused when a page is added: the partial\'s links resolve from its folder', async () => {
  const root = makeSite({
    'docs/guide/page.mdx': "---\ntitle: Guide\n---\n\nimport Part from '../shared/_part.md';\n\n<Part />\n",
    'docs/shared/_part.md': 'See [the target](./target.md).\n',
    'docs/shared/target.md': page('Target', 'Text.'),
  });
  const cacheDir = path.join(tempDir(), 'cache');
  const first = await buildWith(root, cacheDir);
  assert.equal(parsed(first.result), 2);
  writeFileSync(path.join(root, 'docs/added.md'), page('Added', 'New page.'));
  const second = await buildWith(root, cacheDir);
  assert.equal(parsed(second.result), 1, 'only the new page is parsed');
});
