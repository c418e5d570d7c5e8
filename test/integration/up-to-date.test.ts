// A build whose inputs are exactly those of the last build into the same folder leaves the folder as it is and
// repeats the report; any change to what a build reads (a file's bytes, a new or removed file, the config, a
// component, git's HEAD for last updates) or to the output folder itself makes it build, equal to a cold build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/pipeline/build.js';
import { runCli } from '../../src/cli.js';
import { BASE_CONFIG, makeSite, tempDir } from '../support/fixture-site.js';

const page = (title, body) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const SITE = {
  'docs/a.md': page('Alpha', 'Alpha text.\n\n:::note\n\nNever closed.'),
  'docs/b.md': page('Beta', 'Beta text.'),
  'pages/index.md': page('Home', 'Welcome.'),
  'static/img/x.txt': 'static file',
};

/** Every output file with its bytes, and (with `times`) its inode and modification time. */
async function snapshot(dir, { times = false } = {}) {
  const files = (await fg('**/*', { cwd: dir, dot: true })).sort();
  return Object.fromEntries(
    files.map((file) => {
      const full = path.join(dir, file);
      const stats = statSync(full);
      return [file, `${readFileSync(full).toString('base64')}${times ? ` ${stats.ino} ${stats.mtimeMs}` : ''}`];
    }),
  );
}

function setup(files: Record<string, string> = SITE, config = BASE_CONFIG) {
  const root = makeSite(files, { config });
  const cache = { dir: path.join(tempDir(), 'cache') };
  const out = path.join(tempDir(), 'site');
  return { root, cache, out, run: () => build({ root, out, cache }) };
}

/** A cold build (no cache) of the site as it is now, into a folder of its own. */
async function coldSnapshot(root) {
  const out = path.join(tempDir(), 'cold');
  await build({ root, out });
  return snapshot(out);
}

test('a build with nothing changed leaves the output untouched and repeats the warnings', async () => {
  const { root, out, run } = setup();
  const first = await run();
  assert.equal(first.stats.upToDate, undefined);
  assert.equal(first.diagnostics.length, 1, 'the unclosed admonition is a warning');
  const before = await snapshot(out, { times: true });
  const second = await run();
  assert.equal(second.stats.upToDate, true);
  assert.equal(second.stats.pages, first.stats.pages);
  assert.equal(second.stats.parsedPages, 0);
  assert.deepEqual(second.diagnostics, first.diagnostics);
  assert.deepEqual(await snapshot(out, { times: true }), before, 'no file was rewritten, relinked or touched');
  assert.deepEqual(await snapshot(out), await coldSnapshot(root));
});

test('each kind of change to what a build reads makes it build again, equal to a cold build', async () => {
  const { root, out, run } = setup({ ...SITE, 'src/components/Note.js': 'export default function Note() { return null; }\n' });
  await run();
  const changes: [string, () => void][] = [
    // The same size and the same moment as the old bytes: only the contents tell.
    ['a body, same length', () => writeFileSync(path.join(root, 'docs/b.md'), page('Beta', 'Beta test.'))],
    ['a new page', () => writeFileSync(path.join(root, 'docs/c.md'), page('Gamma', 'New.'))],
    ['a removed page', () => rmSync(path.join(root, 'docs/c.md'))],
    ['a static file', () => writeFileSync(path.join(root, 'static/img/x.txt'), 'static fil!')],
    ['the config', () => writeFileSync(path.join(root, 'lendocs.config.yml'), BASE_CONFIG.replace('Test site', 'Test sitE'))],
    ['a file in src/', () => writeFileSync(path.join(root, 'src/components/Note.js'), 'export default function Note() { return 1; }\n')],
    ['a new folder with a page', () => (mkdirSync(path.join(root, 'docs/new')), writeFileSync(path.join(root, 'docs/new/d.md'), page('Delta', 'D.')))],
  ];
  for (const [what, change] of changes) {
    change();
    const result = await run();
    assert.notEqual(result.stats.upToDate, true, what);
    assert.deepEqual(await snapshot(out), await coldSnapshot(root), what);
    assert.equal((await run()).stats.upToDate, true, `${what}: the build after it finds nothing to do`);
  }
});

test('an output folder changed by hand is built again', async () => {
  const { out, run } = setup();
  await run();
  const before = await snapshot(out);
  const edits = [
    () => rmSync(path.join(out, 'b/index.html')),
    () => writeFileSync(path.join(out, 'b/index.html'), 'edited by hand'),
    () => writeFileSync(path.join(out, 'extra.html'), 'added by hand'),
  ];
  for (const edit of edits) {
    edit();
    assert.notEqual((await run()).stats.upToDate, true);
    assert.deepEqual(await snapshot(out), before);
  }
});

test('a build that stops before publishing leaves no record, so the next one builds', async () => {
  const { root, cache, out, run } = setup();
  await run();
  writeFileSync(path.join(root, 'docs/b.md'), page('Beta', 'Changed.'));
  await assert.rejects(
    build({ root, out, cache }, { onPublishStep: (step) => { if (step === 'cache-saved') throw new Error('stopped here'); } }),
    /stopped here/,
  );
  assert.equal(existsSync(path.join(cache.dir, 'build.json')), false);
  // Back to the bytes of the last published build: still not taken as up to date, since the record is gone.
  writeFileSync(path.join(root, 'docs/b.md'), SITE['docs/b.md']);
  assert.notEqual((await run()).stats.upToDate, true);
  assert.deepEqual(await snapshot(out), await coldSnapshot(root));
});

test('another output folder, lendocs version or current folder is not up to date', async () => {
  const { root, cache, out, run } = setup();
  await run();
  assert.notEqual((await build({ root, out: path.join(tempDir(), 'other'), cache })).stats.upToDate, true);
  await run();
  assert.notEqual((await build({ root, out, cache: { ...cache, version: '9.9.9' } })).stats.upToDate, true);
  const cwd = process.cwd();
  await run();
  try {
    process.chdir(root);
    assert.notEqual((await run()).stats.upToDate, true, 'diagnostics show paths relative to the current folder');
  } finally {
    process.chdir(cwd);
  }
});

test('a site showing last updates builds again after a commit; one with allowOutsideContent always builds', async () => {
  const config = `${BASE_CONFIG}docs:\n  showLastUpdateTime: true\n`;
  const { root, out, run } = setup(SITE, config);
  const git = (...args) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.test', '-c', 'commit.gpgsign=false', ...args], { cwd: root });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'one', '--date', '2024-03-12T10:00:00Z');
  await run();
  assert.equal((await run()).stats.upToDate, true);
  git('commit', '-q', '--allow-empty', '-m', 'two');
  assert.notEqual((await run()).stats.upToDate, true);
  assert.deepEqual(await snapshot(out), await coldSnapshot(root));

  const outside = setup(SITE, `${BASE_CONFIG}allowOutsideContent: true\n`);
  await outside.run();
  assert.notEqual((await outside.run()).stats.upToDate, true);
});

test('a page made from a file outside the site folder (a raw import of ../contracts, which the config allows) always builds', async () => {
  const contract = path.join(tempDir(), 'contracts', 'Vault.sol');
  mkdirSync(path.dirname(contract), { recursive: true });
  writeFileSync(contract, 'contract Vault { uint256 public first; }\n');
  const { root, out, run } = setup(SITE, `${BASE_CONFIG}markdown: { importRoots: ['${path.dirname(contract)}'] }\n`);
  const from = path.relative(path.join(root, 'docs'), contract);
  writeFileSync(path.join(root, 'docs', 'code.mdx'), `---\ntitle: Code\n---\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Source from '!!raw-loader!${from}';\n\n<CodeBlock language="solidity">{Source}</CodeBlock>\n`);
  await run();
  writeFileSync(contract, 'contract Vault { uint256 public second; }\n');
  const again = await run();
  assert.notEqual(again.stats.upToDate, true, 'the signature does not cover the contract, so the build may not be skipped');
  assert.match(readFileSync(path.join(out, 'code', 'index.html'), 'utf8'), /second/);
  assert.deepEqual(await snapshot(out), await coldSnapshot(root));
});

test('an environment variable the config names is an input: setting, changing or unsetting it builds again', async () => {
  const name = 'LENDOCS_TEST_UP_TO_DATE_ENDPOINT';
  const { root, out, run } = setup(SITE, `${BASE_CONFIG}search:\n  askAi:\n    endpointEnv: ${name}\n    model: m\n`);
  delete process.env[name];
  try {
    assert.ok((await run()).diagnostics.some((d) => d.code === 'ask-ai-endpoint-unset'));
    assert.equal((await run()).stats.upToDate, true);
    for (const value of ['https://llm.example/one', 'https://llm.example/two', undefined]) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
      assert.notEqual((await run()).stats.upToDate, true, String(value));
      assert.deepEqual(await snapshot(out), await coldSnapshot(root), String(value));
      assert.equal((await run()).stats.upToDate, true, String(value));
    }
  } finally {
    delete process.env[name];
  }
});

test('lendocs build says when it left the output folder as it was', async () => {
  const { root, out } = setup();
  const cwd = process.cwd();
  const lines: any[] = [];
  const output = { out: (text) => lines.push(text), err: (text) => lines.push(text), color: false, tty: false };
  try {
    process.chdir(tempDir());
    assert.equal(await runCli(['node', 'lendocs', 'build', '--root', root, '--out', out], output), 0);
    assert.doesNotMatch(lines.join('\n'), /Nothing had changed/);
    lines.length = 0;
    assert.equal(await runCli(['node', 'lendocs', 'build', '--root', root, '--out', out], output), 0);
  } finally {
    process.chdir(cwd);
  }
  assert.match(lines.join('\n'), /Built \d+ pages into .* \(0 errors, 1 warning.*\nNothing had changed since the last build, so the output folder was left as it was\./);
});
