// `serve --watch` rebuilds for the site's inputs only: a `lendocs build` into the site folder (its output, staging
// folder and lock file) and the cache are not inputs, so they start no rebuild; the static folder's dot files are
// published, so a save to one rebuilds. The folder that holds the site folder is no input either, and is never read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs, { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { startServer } from '../../src/serve/server.js';
import { BASE_CONFIG, makeSite, tempDir } from '../support/fixture-site.js';
import { fetchRaw } from '../support/http.js';
import { saveAndReload } from '../support/live-events.js';

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

test('a build into the site folder starts no rebuild; a save to a static dot file does', async () => {
  const root = makeSite({ 'docs/intro.md': page('Intro', 'First.'), 'static/.well-known/security.txt': 'Contact: mailto:one@example.com\n' });
  // A cache folder inside the site folder with a name of its own (--cache-dir), which the build fills too.
  const cache = { dir: path.join(root, 'cache-here') };
  const triggers: string[] = [];
  const waiting: { match: RegExp; resolve: () => void }[] = [];
  const running = await startServer({
    root,
    port: 0,
    host: '127.0.0.1',
    watch: true,
    cache,
    onUpdate: (result) => {
      triggers.push(result.trigger);
      for (const waiter of waiting.filter((w) => w.match.test(result.trigger))) waiter.resolve();
    },
  });
  // The deadline only turns a hang into a failure; the rebuild is what the test waits for. Minutes, as live-events.ts's:
  // with both cores busy a rebuild outlasts 30 s.
  const rebuiltFor = (match: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no rebuild for ${match} (rebuilds: ${triggers.join(' | ').slice(0, 500)})`)), 300_000);
      waiting.push({ match, resolve: () => (clearTimeout(timer), resolve()) });
    });
  try {
    const built = await build({ root, out: path.join(root, 'build'), cache });
    assert.deepEqual(built.diagnostics.filter((d) => d.severity === 'error'), []);
    // A build over the first one swaps a staging folder in, under the lock again.
    writeFileSync(path.join(root, 'docs', 'intro.md'), page('Intro', 'Second.'));
    await build({ root, out: path.join(root, 'build'), cache });
    mkdirSync(path.join(root, 'build', 'more'), { recursive: true });

    const saved = rebuiltFor(/docs\/intro\.md/);
    writeFileSync(path.join(root, 'docs', 'intro.md'), page('Intro', 'Third.'));
    await saved;
    for (const trigger of triggers) assert.doesNotMatch(trigger, /build|lendocs-lock|lendocs-staging|cache-here/, trigger.slice(0, 300));

    const dotFile = rebuiltFor(/static\/\.well-known\/security\.txt/);
    writeFileSync(path.join(root, 'static', '.well-known', 'security.txt'), 'Contact: mailto:two@example.com\n');
    await dotFile;
    assert.match((await fetchRaw(running.url, '/.well-known/security.txt')).body, /two@example\.com/);
  } finally {
    await running.close();
  }
});

test('with two static folders (paths.static as a list), a save to the second\'s dot file rebuilds, and it is served', async () => {
  const root = makeSite({ 'docs/intro.md': page('Intro', 'First.'), 'public/robots.txt': 'User-agent: *\n', 'static/.well-known/security.txt': 'Contact: mailto:one@example.com\n' }, { config: `${BASE_CONFIG}paths:\n  static: [public, static]\n` });
  const triggers: string[] = [];
  let rebuilt: (() => void) | undefined;
  const running = await startServer({ root, port: 0, host: '127.0.0.1', watch: true, onUpdate: (result) => (triggers.push(result.trigger), /static\/\.well-known/.test(result.trigger) && rebuilt?.()) });
  try {
    assert.match((await fetchRaw(running.url, '/.well-known/security.txt')).body, /one@example\.com/);
    assert.match((await fetchRaw(running.url, '/robots.txt')).body, /User-agent/);
    // The deadline only turns a hang into a failure (minutes, as above); the rebuild is what the test waits for.
    const saved = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no rebuild for the dot file (rebuilds: ${triggers.join(' | ').slice(0, 500)})`)), 300_000);
      rebuilt = () => (clearTimeout(timer), resolve());
    });
    writeFileSync(path.join(root, 'static', '.well-known', 'security.txt'), 'Contact: mailto:two@example.com\n');
    await saved;
    assert.match((await fetchRaw(running.url, '/.well-known/security.txt')).body, /two@example\.com/);
  } finally {
    await running.close();
  }
});

test('the folder that holds the site folder is never read, however busy it is', async () => {
  const parent = tempDir();
  const root = path.join(parent, 'site');
  renameSync(makeSite({ 'docs/intro.md': page('Intro', 'First.') }), root);
  // Every folder read in this process, through fs.promises.readdir (as the watcher and the compiled modules import it).
  const read: string[] = [];
  const readdir = fs.promises.readdir;
  fs.promises.readdir = ((dir: fs.PathLike, ...rest: unknown[]) => {
    read.push(path.resolve(String(dir)));
    return (readdir as (...args: unknown[]) => unknown)(dir, ...rest);
  }) as typeof readdir;
  syncBuiltinESMExports();
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    running = await startServer({ root, port: 0, host: '127.0.0.1', watch: true });
    // Something new beside the site folder, then a save inside it: the save rebuilds as before.
    writeFileSync(path.join(parent, 'beside.txt'), 'not the site');
    const event = await saveAndReload(running, root, { 'docs/intro.md': page('Intro', 'Second.') }, '/intro');
    assert.deepEqual(event.routes, ['/intro']);
  } finally {
    fs.promises.readdir = readdir;
    syncBuiltinESMExports();
    await running?.close();
  }
  assert.ok(read.includes(path.join(root, 'docs')), 'the site folder was read');
  assert.deepEqual(read.filter((dir) => dir === parent), [], `${parent} was read`);
});
