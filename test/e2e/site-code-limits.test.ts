// The site's own code (components in MDX pages, React pages, theme overrides) runs where a runaway can be stopped
// (issue 28): a loop that never ends is stopped at the config's time limit, an allocation without end at its memory
// limit, and process.exit() ends nothing but the thread the code ran on. `build` fails with the component's file
// and leaves the output as it was; `serve --watch` shows the overlay, keeps answering, and a fix brings the page back.
// A theme override stopped so is a warning instead, and the pages show lendocs's own part (never a failed build).
// The limits are tiny here (siteCode in the config); builds and servers run as child processes, so a limit that
// does not hold fails the test at its deadline instead of stopping the test runner.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_CONFIG, fileHashes, makeSite, tempDir } from '../support/fixture-site.js';
import { fetchRaw } from '../support/http.js';
import { listen, untilReloaded } from '../support/live-events.js';
import { runLendocs } from '../support/cli-process.js';

// Generous: only reached when a limit does not hold (the child would run or wait for ever).
const DEADLINE = 90_000;

/**
 * A time limit the loops meet (and a trivial drawing never does, even on a busy machine: the limit counts the code's
 * own time, not the time its thread waits for a processor; these drawings pass a limit of 0.05 s at a load average
 * of 36 on 2 cores); memory at its default. Tiny, as every case here waits for it.
 */
const TIME = `${BASE_CONFIG}siteCode:\n  timeLimitSeconds: 0.5\n`;
/** A memory limit the allocations meet, well before a time limit that is never waited for. */
const MEMORY = `${BASE_CONFIG}siteCode:\n  timeLimitSeconds: 600\n  memoryLimitMb: 64\n`;

const LOOP = 'while (true) {}';
// Code that never returns, as the loop, but blocked instead of spinning: lendocs cannot tell them apart and stops
// both the same way (the thread is ended where it is). The loop is kept where a kind of site code first meets the
// limit; elsewhere this one spares the suite a core spinning for the limit's time each time.
const STUCK = 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);';
// Large arrays: the heap fills in a few steps (many small objects make V8 collect for long near its limit).
const ALLOCATE = 'const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length));';
const EXIT = 'process.exit(9);';

/** A component that runs `bad` when its `n` prop is over 1, and draws its number otherwise. */
const box = (bad) => `export default function Box({ n = 1 }) {\n  if (n > 1) { ${bad} }\n  return <b data-box>box {n}</b>;\n}\n`;
const usesBox = (n) => `---\ntitle: Box\n---\n\nimport Box from '@site/src/components/Box';\n\nA <Box n={${n}} /> here.\n`;
const reactPage = (body) => `export default function Page() {\n  ${body}\n  return <main data-react>React page</main>;\n}\n`;
const footer = (body) => `export default function Footer({ title }) {\n  ${body}\n  return <footer data-own-footer>{title}</footer>;\n}\n`;
const plain = { 'docs/plain.md': '---\ntitle: Plain\n---\n\nNo components.\n', 'pages/index.md': '# Home\n' };

/** The CLI, its heap capped: an allocation that escapes the site's code limit ends it instead of taking the machine's memory. */
const lendocs = (args: string[], { env = {} } = {}) => runLendocs(args, { env, deadline: DEADLINE, heapMb: 512 });

async function build(files, config) {
  const root = makeSite(files, { config });
  const out = path.join(tempDir(), 'site');
  const result = await lendocs(['build', '--root', root, '--out', out, '--no-cache']).done;
  return { ...result, root, out };
}

describe('build stops the site code that runs away, and fails naming its file', { concurrency: 2 }, () => {
  const cases: [string, string, string, RegExp][] = [
    ['a loop that never ends', LOOP, TIME, /did not finish in 0\.5 s/],
    ['an allocation without end', ALLOCATE, MEMORY, /used more than 64 MB of memory/],
    // No limit is needed to stop it: the default config.
    ['process.exit(9)', EXIT, BASE_CONFIG, /called process\.exit\(9\)/],
  ];
  for (const [what, bad, config, said] of cases) {
    // One build holds both uses: each is stopped and named, and the build goes on to the other.
    test(`${what} in a component an MDX page draws, and in a React page`, async () => {
      const { code, stderr, out } = await build({ ...plain, 'docs/box.mdx': usesBox(2), 'src/components/Box.jsx': box(bad), 'pages/react.jsx': reactPage(bad) }, config);
      assert.equal(code, 1, stderr);
      assert.match(stderr, new RegExp(`docs/box\\.mdx:7 +The component Box \\(src/components/Box\\.jsx\\) ${said.source}`));
      assert.match(stderr, new RegExp(`pages/react\\.jsx +The React page pages/react\\.jsx ${said.source}`));
      assert.match(stderr, /Build failed .*the output folder was not changed/);
      assert.equal(existsSync(out), false, 'no output');
    });
    // An override is never a failed build: stopped, it is a warning, and the pages show lendocs's own footer.
    test(`${what} in a theme override`, async () => {
      const { code, stderr, out } = await build({ ...plain, 'src/theme/Footer.jsx': footer(bad) }, config);
      assert.equal(code, 0, stderr);
      assert.match(stderr, new RegExp(`warning +\\S*src/theme/Footer\\.jsx +The override src/theme/Footer\\.jsx ${said.source}.* The pages show lendocs's own footer instead\\.`));
      assert.match(readFileSync(path.join(out, 'plain', 'index.html'), 'utf8'), /<footer class="footer/);
    });
  }

  test('code that never returns in src/theme/MDXComponents, when the module is loaded', async () => {
    const map = `import MDXComponents from '@theme-original/MDXComponents';\n${STUCK}\nexport default { ...MDXComponents };\n`;
    const { code, stderr } = await build({ ...plain, 'src/theme/MDXComponents.js': map }, TIME);
    assert.equal(code, 1, stderr);
    assert.match(stderr, /src\/theme\/MDXComponents\.js +src\/theme\/MDXComponents\.js did not finish in 0\.5 s/);
  });

  test('a failed build leaves the output of the last good one as it was; each use after the first is not run again', async () => {
    const root = makeSite({ ...plain, 'docs/box.mdx': usesBox(1), 'docs/more.mdx': usesBox(1), 'src/components/Box.jsx': box(STUCK) }, { config: TIME });
    const out = path.join(tempDir(), 'site');
    const good = await lendocs(['build', '--root', root, '--out', out, '--no-cache']).done;
    assert.equal(good.code, 0, good.stderr);
    const before = fileHashes(out);
    writeFileSync(path.join(root, 'docs/box.mdx'), usesBox(2));
    writeFileSync(path.join(root, 'docs/more.mdx'), usesBox(2));
    const failed = await lendocs(['build', '--root', root, '--out', out, '--no-cache']).done;
    assert.equal(failed.code, 1, failed.stderr);
    assert.match(failed.stderr, /The component Box \(src\/components\/Box\.jsx\) did not finish in 0\.5 s/);
    assert.match(failed.stderr, /The component Box \(src\/components\/Box\.jsx\) did not finish in 0\.5 s earlier in this build, so lendocs stopped it and did not run it again here/);
    assert.deepEqual(fileHashes(out), before);
  });

  test('on a site large enough for Markdown worker threads too', async () => {
    const many = Object.fromEntries(Array.from({ length: 160 }, (_, i) => [`docs/many/p${i}.md`, `# Page ${i}\n\nText.\n`]));
    const { code, stderr } = await build({ ...plain, ...many, 'docs/box.mdx': usesBox(2), 'src/components/Box.jsx': box(STUCK) }, TIME);
    assert.equal(code, 1, stderr);
    assert.match(stderr, /docs\/box\.mdx:7 +The component Box \(src\/components\/Box\.jsx\) did not finish in 0\.5 s/);
  });
});

/**
 * `lendocs serve --watch` in a child process whose temporary folder is its own, so the test sees what it leaves
 * there. Resolves once it serves, with its address and helpers; `stop()` ends it with SIGTERM.
 */
async function serve(files, config) {
  const root = makeSite(files, { config });
  const tmp = path.join(tempDir(), 'tmp');
  mkdirSync(tmp);
  const run = lendocs(['serve', '--root', root, '--port', '0', '--watch'], { env: { TMPDIR: tmp } });
  const [, url] = await run.printed(/Serving .* at (http:\/\/\S+?) \(watching/);
  const page = (route) => fetchRaw(url, route);
  /** Writes the files and waits for the rebuild that follows, good or not. */
  const save = async (changes: Record<string, string>, ok: boolean) => {
    const events = listen(url);
    try {
      await events.opened;
      const next = events.next((event) => event.ok === ok, { timeout: DEADLINE });
      for (const [relative, text] of Object.entries(changes)) writeFileSync(path.join(root, relative), text);
      return await next;
    } finally {
      events.close();
    }
  };
  const stop = async () => {
    run.child.kill('SIGTERM');
    const { code, signal, stderr } = await run.done;
    assert.ok(code === 0 || signal === 'SIGTERM', `exited with ${code ?? signal}: ${stderr}`);
    assert.deepEqual(readdirSync(tmp).filter((name) => name.startsWith('lendocs-serve-')), [], 'no serve folder left behind');
  };
  /**
   * The page once it shows `pattern`, checked again after each rebuild: an editor's save can bring two rebuilds (a
   * change, then the check after it), so the rebuild `save` waited for may be the one before the file's last text.
   */
  const pageOnceShowing = async (route: string, pattern: RegExp) => {
    const events = listen(url);
    try {
      await events.opened;
      let answer!: Awaited<ReturnType<typeof page>>;
      await untilReloaded(events, async () => pattern.test((answer = await page(route)).body));
      return answer;
    } finally {
      events.close();
    }
  };
  return { root, url, page, pageOnceShowing, save, stop, run };
}

describe('serve --watch stops the site code that runs away, shows it, and keeps serving', { concurrency: 2 }, () => {
  test('a loop a page edit starts: the overlay names the component, other pages answer, the edit undone brings the page back', async () => {
    const server = await serve({ ...plain, 'docs/box.mdx': usesBox(1), 'src/components/Box.jsx': box(LOOP) }, TIME);
    try {
      assert.match((await server.page('/box')).body, /data-box="true">box 1/);
      await server.save({ 'docs/box.mdx': usesBox(2) }, false);
      const shown = await server.page('/box');
      assert.equal(shown.status, 500);
      assert.match(shown.body, /The component Box \(src\/components\/Box\.jsx\) did not finish in 0\.5 s/);
      assert.match(shown.body, /box\.mdx:7/);
      // The server is not frozen: another page answers (with the overlay, as the site has an error).
      assert.match((await server.page('/plain')).body, /did not finish in 0\.5 s/);
      await server.save({ 'docs/box.mdx': usesBox(1) }, true);
      const back = await server.page('/box');
      assert.equal(back.status, 200);
      assert.match(back.body, /data-box="true">box 1/);
    } finally {
      await server.stop();
    }
  });

  test('an allocation without end: the overlay, the component fixed brings the page back, and no folder is left', async () => {
    const server = await serve({ ...plain, 'docs/box.mdx': usesBox(2), 'src/components/Box.jsx': box(ALLOCATE) }, MEMORY);
    try {
      const shown = await server.page('/box');
      assert.equal(shown.status, 500);
      assert.match(shown.body, /The component Box \(src\/components\/Box\.jsx\) used more than 64 MB of memory/);
      assert.equal((await server.page('/plain')).status, 500);
      await server.save({ 'src/components/Box.jsx': box('') }, true);
      assert.match((await server.page('/box')).body, /data-box="true">box 2/);
    } finally {
      await server.stop();
    }
  });

  test('process.exit(9) in a component ends nothing but its thread: the server answers and recovers', async () => {
    const server = await serve({ ...plain, 'docs/box.mdx': usesBox(2), 'src/components/Box.jsx': box(EXIT) }, BASE_CONFIG);
    try {
      assert.match((await server.page('/box')).body, /The component Box \(src\/components\/Box\.jsx\) called process\.exit\(9\)/);
      await server.save({ 'src/components/Box.jsx': box('') }, true);
      assert.match((await server.page('/box')).body, /data-box="true">box 2/);
      assert.equal(server.run.child.exitCode, null, 'still running');
    } finally {
      await server.stop();
    }
  });

  test('code that never returns in a React page and in a theme override: the overlay names the page, a warning the override, and each fix brings the site back', async () => {
    const server = await serve({ ...plain, 'pages/react.jsx': reactPage(''), 'src/theme/Footer.jsx': footer('') }, TIME);
    try {
      assert.match((await server.page('/react')).body, /data-react="true">React page/);
      await server.save({ 'pages/react.jsx': reactPage(STUCK) }, false);
      assert.match((await server.page('/react')).body, /The React page pages\/react\.jsx did not finish in 0\.5 s/);
      await server.save({ 'pages/react.jsx': reactPage('') }, true);
      await server.save({ 'src/theme/Footer.jsx': footer(EXIT) }, true);
      await server.run.printed(/The override src\/theme\/Footer\.jsx called process\.exit\(9\)/);
      assert.match((await server.page('/plain')).body, /<footer class="footer/);
      await server.save({ 'src/theme/Footer.jsx': footer(STUCK) }, true);
      await server.run.printed(/The override src\/theme\/Footer\.jsx did not finish in 0\.5 s/);
      assert.match((await server.page('/plain')).body, /<footer class="footer/);
      await server.save({ 'src/theme/Footer.jsx': footer('') }, true);
      const back = await server.pageOnceShowing('/plain', /data-own-footer/);
      assert.equal(back.status, 200);
      assert.match(back.body, /data-own-footer="true">Acme Docs/);
      assert.match((await server.page('/react')).body, /data-react="true">React page/);
    } finally {
      await server.stop();
    }
  });
});
