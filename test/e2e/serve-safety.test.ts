// `lendocs serve` on real machines (issue 15): symlinks that lead out, files that vanish mid-rebuild, a content
// folder deleted and made again, wrong --root, busy ports, signals during the first build, leftover folders,
// DNS rebinding, and the Accept-Encoding and If-None-Match headers.
// Faults are injected deterministically: a FIFO as the config file holds the first build for as long as a test
// needs, and wrapped fs functions remove or replace a file at the exact moment between a check and its use.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { spawnSync } from 'node:child_process';
import fs, { constants, existsSync, mkdirSync, openSync, closeSync, writeSync, readdirSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { startServer, PortInUseError } from '../../src/serve/server.js';
import { makeSite, tempDir, BASE_CONFIG } from '../support/fixture-site.js';
import { fetchRaw } from '../support/http.js';
import { runLendocs } from '../support/cli-process.js';

const page = (title, body = 'Text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;
const FILES = { 'docs/a.md': page('Alpha'), 'pages/index.md': page('Home') };
// Only reached when something hangs (as live-events.ts): with both cores busy a rebuild outlasts 20 s.
const DEADLINE = 5 * 60_000;

/** Live-reload events of a server; next(predicate) waits for the next event that matches. */
function reloadEvents(base) {
  const events: any[] = [];
  const waiters = new Set<() => void>();
  let connected!: () => void;
  const open = new Promise<void>((resolve) => (connected = resolve));
  const req = get(new URL('/__lendocs/events', base), (res) => {
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk) => {
      buffer += chunk;
      if (buffer.includes('retry:')) connected();
      const parts = buffer.split('\n\n');
      buffer = parts.pop() ?? '';
      for (const part of parts) {
        const data = /^data: (.*)$/m.exec(part);
        if (!/^event: reload$/m.test(part) || !data) continue;
        events.push(JSON.parse(data[1]));
        for (const waiter of waiters) waiter();
      }
    });
  });
  return {
    open,
    next(predicate: (event: any) => boolean = () => true) {
      const start = events.length;
      return new Promise<any>((resolve, reject) => {
        const timer = setTimeout(() => (waiters.delete(check), reject(new Error(`no matching reload event; got ${JSON.stringify(events)}`))), DEADLINE);
        const check = () => {
          const found = events.slice(start).find(predicate);
          if (found) (clearTimeout(timer), waiters.delete(check), resolve(found));
        };
        waiters.add(check);
      });
    },
    /** Resolves once `check()` holds, looking again after each reload (a change may arrive in several batches). */
    async until(check) {
      const end = Date.now() + DEADLINE;
      for (let seen = events.length; !(await check()); seen = events.length) {
        // Events that came while check() ran count too, so none is missed.
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => (waiters.delete(wake), reject(new Error('condition not met after reloads'))), Math.max(0, end - Date.now()));
          const wake = () => events.length > seen && (clearTimeout(timer), waiters.delete(wake), resolve());
          waiters.add(wake);
          wake();
        });
      }
    },
    close: () => req.destroy(),
  };
}

const lendocs = (args: string[], { env = {} } = {}) => runLendocs(args, { env, deadline: DEADLINE });

/** Replaces fs.promises[name] (as the compiled modules import it) for the length of `body`. */
async function withFsHook(name, wrap, body) {
  const original = fs.promises[name];
  fs.promises[name] = wrap(original);
  syncBuiltinESMExports();
  try {
    return await body();
  } finally {
    fs.promises[name] = original;
    syncBuiltinESMExports();
  }
}

// A content folder whose config is a FIFO: reading it blocks, so the first build starts and never ends.
const fifos: any[] = [];
function siteStuckInFirstBuild() {
  const root = makeSite(FILES);
  const config = path.join(root, 'lendocs.config.yml');
  rmSync(config);
  assert.equal(spawnSync('mkfifo', [config]).status, 0, 'mkfifo');
  fifos.push(config);
  return root;
}
after(() => {
  // Let go of any reader still blocked on a FIFO (only when a test failed), so the process can end.
  for (const fifo of fifos) {
    try {
      const fd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
      writeSync(fd, BASE_CONFIG);
      closeSync(fd);
    } catch {
      // ENXIO: nobody is reading it.
    }
  }
});

const unix = process.platform !== 'win32';
const serveDirs = (dir) => readdirSync(dir).filter((name) => name.startsWith('lendocs-serve-'));

describe('item 5: nothing from outside the served folder', () => {
  test('a static file that is a symlink out of the content folder is not served, at start or after a save', async () => {
    const outside = makeSite({ 'secret.env': 'API_KEY=TOP-SECRET' });
    const root = makeSite(FILES);
    mkdirSync(path.join(root, 'static'));
    symlinkSync(path.join(outside, 'secret.env'), path.join(root, 'static/secret.env'));
    const running = await startServer({ root, port: 0, host: '127.0.0.1', watch: true });
    try {
      const first = await fetchRaw(running.url, '/secret.env');
      assert.notEqual(first.status, 200);
      assert.doesNotMatch(first.body, /TOP-SECRET/);
      const events = reloadEvents(running.url);
      await events.open;
      const next = events.next();
      symlinkSync(path.join(outside, 'secret.env'), path.join(root, 'static/later.env'));
      await next;
      events.close();
      const later = await fetchRaw(running.url, '/later.env');
      assert.notEqual(later.status, 200);
      assert.doesNotMatch(later.body, /TOP-SECRET/);
    } finally {
      await running.close();
    }
  });

  test('a file replaced by a symlink between the check and the read is not sent', async () => {
    const outside = makeSite({ 'secret.txt': 'TOP SECRET' });
    const running = await startServer({ root: makeSite(FILES), port: 0, host: '127.0.0.1', watch: false });
    try {
      const target = path.join(fs.realpathSync(running.site.outDir), 'swap.txt');
      writeFileSync(target, 'public');
      let swapped = false;
      // Right after the handler has resolved the path (inside the folder), the file becomes a link out of it.
      const response = await withFsHook(
        'realpath',
        (original) =>
          async (...args) => {
            const real = await original(...args);
            if (String(args[0]) === target && !swapped) {
              swapped = true;
              unlinkSync(target);
              symlinkSync(path.join(outside, 'secret.txt'), target);
            }
            return real;
          },
        () => fetchRaw(running.url, '/swap.txt'),
      );
      assert.ok(swapped, 'the hook ran');
      assert.equal(response.status, 404);
      assert.doesNotMatch(response.body, /TOP SECRET/);
    } finally {
      await running.close();
    }
  });
});

describe('item 9: serve --watch survives what happens to files', () => {
  test('a static file that vanishes during a rebuild is not fatal, and the next rebuild picks up the state', async () => {
    const root = makeSite({ ...FILES, 'static/keep.txt': 'kept' });
    const running = await startServer({ root, port: 0, host: '127.0.0.1', watch: false });
    try {
      writeFileSync(path.join(root, 'static/vanish.txt'), 'here');
      // The file is found by the walk, then removed just before it is copied (ENOENT: copyfile).
      const result = await withFsHook(
        'copyFile',
        (original) =>
          async (from, ...rest) => {
            if (path.basename(String(from)) === 'vanish.txt' && existsSync(from)) unlinkSync(from);
            return original(from, ...rest);
          },
        () => running.site.update({ changed: new Set(['static/vanish.txt']) }),
      );
      assert.equal(result.ok, true);
      assert.equal((await fetchRaw(running.url, '/vanish.txt')).status, 404);
      assert.equal((await fetchRaw(running.url, '/keep.txt')).body, 'kept');
      writeFileSync(path.join(root, 'static/vanish.txt'), 'back');
      assert.equal((await running.site.update({ changed: new Set(['static/vanish.txt']) })).ok, true);
      assert.equal((await fetchRaw(running.url, '/vanish.txt')).body, 'back');
    } finally {
      await running.close();
    }
  });

  test('a served file that vanishes between lookup and read is a 404, not a 500', async () => {
    const running = await startServer({ root: makeSite(FILES), port: 0, host: '127.0.0.1', watch: false });
    try {
      const target = path.join(fs.realpathSync(running.site.outDir), 'gone.txt');
      writeFileSync(target, 'soon gone');
      // Removed right after the handler has seen that it is a file (a rebuild removing a page).
      const response = await withFsHook(
        'stat',
        (original) =>
          async (...args) => {
            const info = await original(...args);
            if (String(args[0]) === target && existsSync(target)) unlinkSync(target);
            return info;
          },
        () => fetchRaw(running.url, '/gone.txt'),
      );
      assert.equal(response.status, 404);
    } finally {
      await running.close();
    }
  });

  test('an unexpected error in a rebuild shows the overlay; the next save recovers', async () => {
    const root = makeSite({ ...FILES, 'static/keep.txt': 'kept' });
    const running = await startServer({ root, port: 0, host: '127.0.0.1', watch: true });
    const events = reloadEvents(running.url);
    try {
      await events.open;
      // While the hook is in place, every copy of broken.txt fails (a disk error).
      await withFsHook(
        'copyFile',
        (original) =>
          async (from, ...rest) => {
            if (path.basename(String(from)) === 'broken.txt') throw Object.assign(new Error('EIO: i/o error, copyfile'), { code: 'EIO' });
            return original(from, ...rest);
          },
        async () => {
          const next = events.next((event) => event.ok === false);
          writeFileSync(path.join(root, 'static/broken.txt'), 'content');
          await next;
          const overlay = await fetchRaw(running.url, '/a');
          assert.equal(overlay.status, 500);
          assert.match(overlay.body, /The rebuild stopped: EIO/);
        },
      );
      writeFileSync(path.join(root, 'docs/a.md'), page('Alpha', 'Saved again.'));
      await events.until(async () => /Saved again\./.test((await fetchRaw(running.url, '/a')).body));
      assert.equal((await fetchRaw(running.url, '/broken.txt')).body, 'content');
    } finally {
      events.close();
      await running.close();
    }
  });

  test('deleting the content folder and making it again recovers, and the new folder is watched', async () => {
    const parent = tempDir();
    const root = path.join(parent, 'site');
    renameSync(makeSite(FILES), root);
    const running = await startServer({ root, port: 0, host: '127.0.0.1', watch: true });
    const events = reloadEvents(running.url);
    try {
      await events.open;
      const next = events.next((event) => event.ok === false);
      rmSync(root, { recursive: true });
      await next;
      const replacement = makeSite({ 'docs/new.md': page('New'), 'pages/index.md': page('Home') });
      renameSync(replacement, root);
      await events.until(async () => (await fetchRaw(running.url, '/new')).status === 200);
      assert.equal((await fetchRaw(running.url, '/a')).status, 404);
      writeFileSync(path.join(root, 'docs/new.md'), page('New', 'Edited in the new folder.'));
      await events.until(async () => /Edited in the new folder\./.test((await fetchRaw(running.url, '/new')).body));
    } finally {
      events.close();
      await running.close();
    }
  });

  const WRONG_ROOTS: [string, () => string, RegExp][] = [
    ['a folder that does not exist', () => path.join(tempDir(), 'nonexistent'), /does not exist/],
    ['a folder without lendocs.config.yml', () => tempDir(), /has no lendocs\.config\.yml/],
    ['a file', () => path.join(makeSite(FILES), 'lendocs.config.yml'), /is a file, not a site folder/],
  ];
  for (const [what, make, message] of WRONG_ROOTS) {
    test(`--root naming ${what} exits 2 with the path and what to do, before serving`, async () => {
      const root = make();
      const { done } = lendocs(['serve', '--root', root, '--port', '0']);
      const { code, stdout, stderr } = await done;
      assert.equal(code, 2, stderr);
      assert.match(stderr, message);
      assert.ok(stderr.includes(root), stderr);
      assert.match(stderr, /--root DIR/);
      assert.match(stderr, /A site folder holds lendocs\.config\.yml, with docs\/, blog\/, pages\/ and static\/ beside it\..*npx lendocs init my-docs/);
      assert.doesNotMatch(stdout, /Serving/);
    });
  }

  test('a busy port is reported before the first build starts', { skip: !unix, timeout: DEADLINE + 60_000 }, async () => {
    const blocker = createNetServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      // The first build of this site would never end, so only a port checked beforehand can be reported.
      const root = siteStuckInFirstBuild();
      await assert.rejects(startServer({ root, port, host: '127.0.0.1', watch: false }), PortInUseError);
      const { code, stderr } = await lendocs(['serve', '--root', root, '--port', String(port)]).done;
      assert.equal(code, 1, stderr);
      assert.match(stderr, new RegExp(`Port ${port} is already in use`));
    } finally {
      blocker.close();
    }
  });

  test('SIGTERM during the first build removes the serve folder', { skip: !unix }, async () => {
    const temp = tempDir();
    const run = lendocs(['serve', '--root', siteStuckInFirstBuild(), '--port', '0'], { env: { TMPDIR: temp } });
    // "Building …" is printed once the serve folder exists (serve/server.ts).
    await run.printed(/Building /);
    assert.equal(serveDirs(temp).length, 1);
    run.child.kill('SIGTERM');
    const { code, signal, stderr } = await run.done;
    // It ends as SIGTERM asks (by the signal, once its folder is gone), not by the test's own time limit.
    assert.ok(code === 0 || signal === 'SIGTERM', `exited with ${code ?? signal}: ${stderr}`);
    assert.deepEqual(serveDirs(temp), [], stderr);
  });

  test('leftovers of a killed server are removed at the next start; folders of live processes are kept', { skip: !unix }, async () => {
    const temp = tempDir();
    const killed = lendocs(['serve', '--root', siteStuckInFirstBuild(), '--port', '0'], { env: { TMPDIR: temp } });
    await killed.printed(/Building /);
    const [leftover] = serveDirs(temp);
    killed.child.kill('SIGKILL');
    await killed.done;
    assert.ok(existsSync(path.join(temp, leftover)), 'kill -9 leaves the folder');
    // A folder of a live process (this one), and one without a pid (from an older lendocs): neither is touched.
    const live = `lendocs-serve-${process.pid}-abc123`;
    mkdirSync(path.join(temp, live));
    mkdirSync(path.join(temp, 'lendocs-serve-Xy12zq'));

    const run = lendocs(['serve', '--root', makeSite(FILES), '--port', '0'], { env: { TMPDIR: temp } });
    await run.printed(/Serving/);
    const now = serveDirs(temp);
    assert.equal(now.includes(leftover), false, `leftover ${leftover} removed`);
    assert.ok(now.includes(live) && now.includes('lendocs-serve-Xy12zq'), JSON.stringify(now));
    assert.ok(now.some((name) => name.startsWith(`lendocs-serve-${run.child.pid}-`)), `its own folder carries its pid: ${now}`);
    run.child.kill('SIGINT');
    assert.equal((await run.done).code, 0);
    assert.deepEqual(serveDirs(temp).sort(), [live, 'lendocs-serve-Xy12zq'].sort());
  });
});

describe('item 19: host, Host header and request headers', () => {
  let running;
  before(async () => {
    running = await startServer({ root: makeSite({ ...FILES, 'static/data.json': '{"ok":true}' }), port: 0, host: '127.0.0.1', watch: false });
  });
  after(() => running?.close());

  test('--host other than loopback warns on stderr (and an address not of this machine is a clear error)', async () => {
    // 192.0.2.1 is a documentation address: the bind fails locally, nothing goes on the network.
    const { code, stderr } = await lendocs(['serve', '--root', makeSite(FILES), '--port', '0', '--host', '192.0.2.1']).done;
    assert.match(stderr, /warning: --host 192\.0\.2\.1 is not a loopback address/);
    assert.match(stderr, /Cannot listen on 192\.0\.2\.1: it is not an address of this machine/);
    assert.equal(code, 2);
  });

  test('requests whose Host is not a loopback name or the configured host are refused', async () => {
    const port = new URL(running.url).port;
    for (const host of ['evil.example', `evil.example:${port}`, `localhost.evil.example:${port}`, '127.0.0.1.nip.io', 'attacker.test:80']) {
      for (const pathname of ['/a', '/__lendocs/events', '/__lendocs/live-reload.js']) {
        const response = await fetchRaw(running.url, pathname, { headers: { host } });
        assert.ok([403, 421].includes(response.status), `${host} ${pathname}: ${response.status}`);
        assert.doesNotMatch(response.body, /Alpha|EventSource/);
      }
    }
    for (const host of ['localhost', `localhost:${port}`, 'LocalHost', `127.0.0.1:${port}`, '127.0.0.2', `[::1]:${port}`]) {
      assert.equal((await fetchRaw(running.url, '/a', { headers: { host } })).status, 200, host);
    }
  });

  const ENCODINGS: [string, boolean][] = [
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['br, gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['identity', false],
    ['deflate, br', false],
    ['gzip', true],
    ['GZIP', true],
    ['deflate, gzip;q=0.5', true],
    ['*', true],
    ['br;q=1, *;q=0.1', true],
    ['x-gzip', true],
  ];
  for (const [header, gzip] of ENCODINGS) {
    test(`Accept-Encoding: ${header} ${gzip ? 'gets' : 'does not get'} gzip`, async () => {
      const response = await fetchRaw(running.url, '/data.json', { headers: { 'accept-encoding': header } });
      assert.equal(response.status, 200);
      assert.equal(response.headers['content-encoding'], gzip ? 'gzip' : undefined);
      assert.equal(response.headers.vary, 'accept-encoding');
      assert.equal(response.body, '{"ok":true}');
    });
  }

  test('If-None-Match: a list, a weak or strong form of the tag, or * gets 304; other tags get 200', async () => {
    const { etag } = (await fetchRaw(running.url, '/a')).headers;
    const strong = etag!.replace(/^W\//, '');
    const status = async (header) => (await fetchRaw(running.url, '/a', { headers: { 'if-none-match': header } })).status;
    assert.equal(await status(`"other", ${etag}`), 304);
    assert.equal(await status(`"a,b", ${etag} , "c"`), 304);
    assert.equal(await status(strong), 304);
    assert.equal(await status('*'), 304);
    assert.equal(await status('"other", W/"nope"'), 200);
    assert.equal(await status(`${strong.slice(0, -1)}x"`), 200);
  });
});
