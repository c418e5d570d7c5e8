// The output folder: which --out values a build refuses, how it recognises its own previous output, one build at
// a time per folder, and render-cache fingerprints that agree with the output at every step of publishing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, makeSite, tempDir } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';
import { runCliHere } from '../support/cli-here.js';

const MANIFEST = '.lendocs-build.json';

function smallSite(title = 'Alpha') {
  return {
    'docs/intro.md': `---\ntitle: ${title}\n---\n\nWelcome to ${title}.\n`,
    'docs/guide/_category_.json': JSON.stringify({ label: 'Guide' }),
    'docs/guide/setup.md': '---\ntitle: Setup\n---\n\nSee [the intro](../intro.md).\n',
    'pages/index.md': '---\ntitle: Home\n---\n\nHome page.\n',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
}

/** Runs the CLI in its own process; resolves with the exit code and everything it printed. */
function lendocs(args: string[], { cwd, env }: { cwd?: string; env?: Record<string, string | undefined> } = {}) {
  return new Promise<any>((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code, signal, output }));
  });
}

/**
 * The CLI in the test's own process (test/support/cli-here.ts), for the refusals and builds that need no process of
 * their own: a child per command paid Node's start and the loading of lendocs for a refusal that takes milliseconds.
 * What the tests read is the same: the exit code and everything printed. The lock, kill and file-limit tests keep
 * lendocs() above.
 */
const here = runCliHere;

/** sha256 of every file under `dir` by relative path (undefined when missing); `skip` leaves names out. */
function snapshot(dir: string, skip: string[] = []): Record<string, string> | undefined {
  if (!existsSync(dir)) return undefined;
  const result: Record<string, any> = {};
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const relative = path.relative(dir, full);
      if (skip.includes(relative)) continue;
      if (entry.isDirectory()) walk(full);
      else result[relative] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

function write(root: string, files: Record<string, string>) {
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  }
}

test('--out inside, equal to or around the content folder is refused with exit 2 and nothing touched', async () => {
  const root = makeSite(smallSite());
  const before = snapshot(root);
  for (const out of [path.join(root, 'docs'), path.join(root, 'static', 'build'), root, path.dirname(root)]) {
    const run = await here(['build', '--root', root, '--out', out]);
    assert.equal(run.code, 2, `${out}: ${run.output}`);
    assert.match(run.output, /content folder/);
    assert.deepEqual(snapshot(root), before, `--out ${out} changed the sources`);
  }
});

test('an empty --out, the current folder, its parents, / and the home folder are refused', async () => {
  const root = makeSite(smallSite());
  const work = tempDir();
  const inside = path.join(work, 'project');
  mkdirSync(inside);
  writeFileSync(path.join(inside, 'thesis.txt'), 'years of work');
  const cases: [string, RegExp][] = [
    ['', /--out\) is empty/],
    ['.', /current folder/],
    ['..', /current folder or one of its parents/],
    ['/', /root of the file system/],
    [work, /current folder or one of its parents/],
  ];
  for (const [out, message] of cases) {
    const run = await here(['build', '--root', root, '--out', out], { cwd: inside });
    assert.equal(run.code, 2, `--out "${out}": ${run.output}`);
    assert.match(run.output, message, `--out "${out}"`);
  }
  const home = await here(['build', '--root', root, '--out', work], { env: { HOME: work } });
  assert.equal(home.code, 2, home.output);
  assert.match(home.output, /home folder/);
  assert.equal(readFileSync(path.join(inside, 'thesis.txt'), 'utf8'), 'years of work');
  assert.deepEqual(readdirSync(inside), ['thesis.txt'], 'nothing (no cache folder, no output) was written');
});

test('an existing file, or a path below one, is refused as --out', async () => {
  const root = makeSite(smallSite());
  const work = tempDir();
  const file = path.join(work, 'notes.txt');
  writeFileSync(file, 'keep me');
  for (const out of [file, path.join(file, 'site')]) {
    const run = await here(['build', '--root', root, '--out', out], { cwd: work });
    assert.equal(run.code, 2, run.output);
    assert.match(run.output, /is an existing file|which is a file/);
  }
  assert.equal(readFileSync(file, 'utf8'), 'keep me');
});

test('a folder lendocs did not write is refused unless --empty-out-dir; its own output is rebuilt without the flag', async () => {
  const root = makeSite(smallSite());
  const work = tempDir();
  const out = path.join(work, 'public');
  mkdirSync(out);
  writeFileSync(path.join(out, 'thesis.txt'), 'years of work');

  const refused = await here(['build', '--root', root, '--out', out], { cwd: work });
  assert.equal(refused.code, 2, refused.output);
  assert.match(refused.output, /holds files that lendocs did not write/);
  assert.match(refused.output, /--empty-out-dir/);
  assert.deepEqual(readdirSync(out), ['thesis.txt']);

  const emptied = await here(['build', '--root', root, '--out', out, '--empty-out-dir'], { cwd: work });
  assert.equal(emptied.code, 0, emptied.output);
  assert.ok(!existsSync(path.join(out, 'thesis.txt')));
  assert.deepEqual(JSON.parse(readFileSync(path.join(out, MANIFEST), 'utf8')).generator, 'lendocs');

  const again = await here(['build', '--root', root, '--out', out], { cwd: work });
  assert.equal(again.code, 0, again.output);
  assert.ok(existsSync(path.join(out, 'intro', 'index.html')));
});

/** A build() whose publishing stops at `step` until the returned `release` is called. */
function pausedBuild(options, step) {
  let release;
  const gate = new Promise<any>((resolve) => (release = resolve));
  let reached;
  const paused = new Promise<any>((resolve) => (reached = resolve));
  const running = build(options, {
    onPublishStep: async (current) => {
      if (current !== step) return;
      reached();
      await gate;
    },
  });
  return { running, paused, release };
}

test('a second build into the same folder fails clearly while the first is writing; the first publishes a whole site', async () => {
  const root = makeSite(smallSite());
  const out = path.join(tempDir(), 'site');
  const first = pausedBuild({ root, out }, 'staged');
  await first.paused;

  const second = await build({ root, out });
  assert.deepEqual(second.diagnostics.map((d) => d.code), ['output-locked']);
  assert.match(second.diagnostics[0].message, new RegExp(`process ${process.pid}`));
  const cli = await lendocs(['build', '--root', root, '--out', out]);
  assert.equal(cli.code, 2, cli.output);
  assert.match(cli.output, /Another lendocs build/);

  first.release();
  const result = await first.running;
  assert.deepEqual(result.diagnostics, []);
  assert.ok(existsSync(path.join(out, '404.html')));
  assert.ok(existsSync(path.join(out, 'intro', 'index.html')));
  const siblings = readdirSync(path.dirname(out));
  assert.deepEqual(siblings, ['site'], 'no lock, staging or old folder is left');
});

test('a lock left by a killed build is taken over, and its staging folder removed', async () => {
  const root = makeSite(smallSite());
  const parent = tempDir();
  const out = path.join(parent, 'site');
  // A process that has exited: its pid is free (or reused by something unrelated). Its lock, the pid alone, is an
  // older lendocs's (test/output-lock-holder.test.js has the locks of this one).
  const gone = await new Promise<any>((resolve) => {
    const child = spawn(process.execPath, ['-e', '0']);
    child.on('exit', () => resolve(child.pid));
  });
  writeFileSync(`${out}.lendocs-lock`, `${gone}\n`);
  mkdirSync(`${out}.lendocs-staging-${gone}`);
  writeFileSync(`${out}.lendocs-staging-${gone}/half.html`, 'half a page');

  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.map((d) => d.code), ['stale-output-lock']);
  assert.deepEqual(readdirSync(parent), ['site']);
});

// Item: a build killed at any step of publishing must leave fingerprints that agree with the output. Each step is
// reached deterministically: a child process builds with a hook that kills it with SIGKILL at that exact step.
const STEPS = ['staged', 'cache-saved', 'before-swap', 'old-moved', 'swapped'];

function buildKilledAt(root, out, cacheDir, step) {
  const script = `
    import { build } from ${JSON.stringify(new URL('../../src/pipeline/build.js', import.meta.url).href)};
    await build(
      { root: ${JSON.stringify(root)}, out: ${JSON.stringify(out)}, cache: { dir: ${JSON.stringify(cacheDir)} } },
      { onPublishStep: (step) => { if (step === ${JSON.stringify(step)}) process.kill(process.pid, 'SIGKILL'); } },
    );
    process.stdout.write('finished without reaching the step');`;
  return new Promise<any>((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code, signal, output }));
  });
}

for (const step of STEPS) {
  test(`a cached build after one killed at "${step}" equals a cold build (render cache never serves stale pages)`, async () => {
    const work = tempDir();
    const root = makeSite(smallSite('Alpha'));
    const out = path.join(work, 'site');
    const cacheDir = path.join(work, 'cache');
    assert.deepEqual((await build({ root, out, cache: { dir: cacheDir } })).diagnostics, []);

    // An edit whose build is killed at this step…
    write(root, { 'docs/intro.md': smallSite('Beta')['docs/intro.md'] });
    const killed = await buildKilledAt(root, out, cacheDir, step);
    assert.equal(killed.signal, 'SIGKILL', killed.output);

    // …then reverted: the cached build must show Alpha everywhere, exactly as a cold build does.
    write(root, { 'docs/intro.md': smallSite('Alpha')['docs/intro.md'] });
    const warm = await build({ root, out, cache: { dir: cacheDir } });
    // The killed build's lock is taken over, and said so.
    assert.deepEqual(warm.diagnostics.map((d) => d.code), ['stale-output-lock']);
    const coldOut = path.join(work, 'cold');
    assert.deepEqual((await build({ root, out: coldOut })).diagnostics, []);
    assert.deepEqual(snapshot(out, [MANIFEST]), snapshot(coldOut, [MANIFEST]));
    assert.doesNotMatch(readFileSync(path.join(out, 'intro', 'index.html'), 'utf8'), /Beta/);
    assert.deepEqual(readdirSync(work).sort(), ['cache', 'cold', 'site']);
  });
}

test('the Markdown worker pool fails the files of a worker that dies, and gives it no new ones', async () => {
  const { createMarkdownPool } = await import('../../src/load/markdown-pool.js');
  const dir = tempDir();
  const script = path.join(dir, 'dying-worker.mjs');
  writeFileSync(script, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n");
  const pool = createMarkdownPool({ size: 2, workerUrl: new URL(`file://${script}`) });
  try {
    const where = { file: 'x.md', source: 'docs/x.md', bodyLine: 1 };
    const first = await Promise.allSettled([pool.render('# a', where, new Map()), pool.render('# b', where, new Map())]);
    assert.deepEqual(first.map((r) => r.status), ['rejected', 'rejected']);
    assert.match((first[0] as PromiseRejectedResult).reason.message, /stopped unexpectedly \(exit code 3\)/);
    // Both workers are gone: a new file fails at once instead of waiting forever.
    await assert.rejects(pool.render('# c', where, new Map()), /stopped unexpectedly/);
  } finally {
    await pool.close();
  }
});

test('a 400-page site builds under `ulimit -n 256`', { timeout: 300_000 }, async () => {
  const files: Record<string, any> = {};
  for (let section = 0; section < 8; section++) {
    files[`docs/s${section}/_category_.json`] = JSON.stringify({ label: `Section ${section}` });
    for (let page = 0; page < 50; page++) {
      files[`docs/s${section}/p${page}.md`] = `---\ntitle: Page ${section}.${page}\n---\n\nText of page ${page}.\n\n![logo](/img/logo.svg)\n\n![own](/img/p${section}-${page}.svg)\n`;
      // 400 images of their own: each one's size is read from its file, never more open at once than the limit allows.
      files[`static/img/p${section}-${page}.svg`] = `<svg xmlns="http://www.w3.org/2000/svg" width="${page + 1}" height="${section + 1}"/>`;
    }
  }
  for (let i = 0; i < 300; i++) files[`static/files/f${i}.txt`] = `file ${i}\n`;
  files['static/img/logo.svg'] = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  const root = makeSite(files, { config: BASE_CONFIG });
  const out = path.join(tempDir(), 'site');
  const run = await new Promise<any>((resolve) => {
    const child = spawn('bash', ['-c', 'ulimit -n 256 && exec "$0" "$@"', process.execPath, BIN, 'build', '--root', root, '--out', out, '--no-cache'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
  assert.equal(run.code, 0, run.output);
  assert.ok(existsSync(path.join(out, 's7', 'p49', 'index.html')));
  assert.equal(readdirSync(path.join(out, 'files')).length, 300);
  const unsized: string[] = [];
  for (let section = 0; section < 8; section++) {
    for (let page = 0; page < 50; page++) {
      const html = readFileSync(path.join(out, `s${section}`, `p${page}`, 'index.html'), 'utf8');
      const tag = new RegExp(`<img[^>]*src="/img/p${section}-${page}\\.svg"[^>]*>`).exec(html)?.[0] ?? '';
      if (!tag.includes(`width="${page + 1}" height="${section + 1}"`)) unsized.push(`s${section}/p${page}`);
    }
  }
  assert.deepEqual(unsized, [], 'every image is sized, however many files the build may open');
});

/** Mounts a tmpfs at `dir` (root only); returns an unmount function, or undefined where mounting is not allowed. */
async function mountTmpfs(dir, options) {
  mkdirSync(dir, { recursive: true });
  const run = (command, args) =>
    new Promise<any>((resolve) => {
      const child = spawn(command, args, { stdio: 'ignore' });
      child.on('error', () => resolve(1));
      child.on('exit', (code) => resolve(code));
    });
  if ((await run('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir])) !== 0) return undefined;
  return () => run('umount', [dir]);
}

const FILE_SYSTEM_CASES = [
  { name: 'a full disk', options: 'size=64k', out: (mount) => path.join(mount, 'site'), message: /The disk is full/ },
  { name: 'a read-only disk', options: 'ro,size=1m', out: (mount) => path.join(mount, 'site'), message: /read-only file system/ },
  { name: 'a mount point as --out', options: 'size=4m', out: (mount) => mount, message: /is busy or is a mount point/ },
];

for (const { name, options, out: outFor, message } of FILE_SYSTEM_CASES) {
  test(`${name} is explained, not reported as a bug`, async (t) => {
    const root = makeSite(smallSite());
    const mount = path.join(tempDir(), 'disk');
    const unmount = await mountTmpfs(mount, options);
    if (!unmount) return t.skip('mounting a tmpfs needs root');
    try {
      const run = await lendocs(['build', '--root', root, '--out', outFor(mount), '--no-cache']);
      assert.equal(run.code, 1, run.output);
      assert.match(run.output, message);
      assert.doesNotMatch(run.output, /This is a bug|unexpected error/);
      assert.deepEqual(readdirSync(mount).filter((entry) => entry.includes('.lendocs-')), [], 'no staging folder is left');
    } finally {
      await unmount();
    }
  });
}

test('--out inside the site folder but outside its content folders builds there, and the next build does not read it', async () => {
  const root = makeSite(smallSite());
  const before = snapshot(root);
  const first = await here(['build', '--root', '.', '--out', 'build'], { cwd: root });
  assert.equal(first.code, 0, first.output);
  assert.ok(existsSync(path.join(root, 'build', 'intro', 'index.html')));
  const built = snapshot(path.join(root, 'build'), [MANIFEST]);
  // Twice, with a Markdown file left in the output: the second build replaces its own output and reads nothing in it.
  writeFileSync(path.join(root, 'build', 'stray.md'), '---\ntitle: Stray\n---\n\nNot content.\n');
  const second = await here(['build', '--root', root, '--out', path.join(root, 'build')]);
  assert.equal(second.code, 0, second.output);
  assert.deepEqual(snapshot(path.join(root, 'build'), [MANIFEST]), built);
  assert.ok(!existsSync(path.join(root, 'build', 'build')), 'the output was not published into itself');
  const sources = snapshot(root, ['build', '.lendocs-cache']);
  for (const file of Object.keys(before!)) assert.equal(sources![file], before![file], file);
});

test('--out in a content folder of the config (paths, src) is refused; the hint offers build in the site folder', async () => {
  const root = makeSite({ ...smallSite(), 'lendocs.config.yml': `${BASE_CONFIG}paths:\n  static: assets\n`, 'assets/logo.svg': '<svg/>' });
  const before = snapshot(root);
  for (const out of ['assets/out', 'src', 'docs/build', '.']) {
    const run = await here(['build', '--root', '.', '--out', out], { cwd: root });
    assert.equal(run.code, 2, `${out}: ${run.output}`);
    assert.match(run.output, /content folder/);
    assert.match(run.output, /for example --out build\b/);
    assert.deepEqual(snapshot(root), before, `--out ${out} changed the sources`);
  }
});

test('an --out whose parent cannot be made fails with a message at once (Node\'s recursive mkdir never returns under /proc)', { skip: !existsSync('/proc/1') && 'no /proc on this system' }, async () => {
  const root = makeSite({ 'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n' });
  const result = await build({ root, out: '/proc/1/lendocs-nowhere/site' });
  assert.deepEqual(result.diagnostics.map((d) => d.message), ['/proc/1/lendocs-nowhere or one of its parent folders does not exist or could not be created.']);
});

test('an --out several folders deep is made, parents and all', async () => {
  const root = makeSite({ 'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n' });
  const out = path.join(tempDir(), 'a', 'b', 'c', 'site');
  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  assert.ok(existsSync(path.join(out, 'intro', 'index.html')));
});

test('an --out below a file fails with a message and leaves the file as it was', async () => {
  const root = makeSite({ 'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n' });
  const file = path.join(tempDir(), 'notes.txt');
  writeFileSync(file, 'mine');
  const result = await build({ root, out: path.join(file, 'deeper', 'site') });
  assert.equal(result.diagnostics.length, 1);
  assert.equal(result.diagnostics[0].severity, 'error');
  assert.equal(readFileSync(file, 'utf8'), 'mine');
});
