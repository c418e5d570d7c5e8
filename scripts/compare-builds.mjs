#!/usr/bin/env node
// Builds content/ with an earlier commit of lendocs and with the working tree, and compares the two outputs file by
// file. For refactors that must not change what readers get:
//
//   node scripts/compare-builds.mjs <commit> [--root content] [--ignore name ...] [--same-pages]
//
// Exit 0 when both outputs hold the same files with the same bytes (apart from --ignore'd names), 1 otherwise,
// listing what differs. --same-pages compares everything but the browser code: the client bundles' hashed names
// and the inline head script are set aside in the pages, and the bundles are only listed when they differ. The earlier commit is checked out into a temporary worktree that uses this checkout's
// node_modules, compiled there, and removed afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const commit = args.find((arg) => !arg.startsWith('--'));
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const ignored = args.flatMap((arg, i) => (args[i - 1] === '--ignore' ? [arg] : []));
const samePages = args.includes('--same-pages');
const BUNDLE = /assets\/js\/(main|search)\.[0-9a-f]{10}\.js/g;
/** A file's name and bytes as compared: with --same-pages, client bundle names lose their content hash. */
const comparable = (name) => (samePages ? name.replace(BUNDLE, 'assets/js/$1.js') : name);
// The inline head script is browser code too (src/client/head/): with --same-pages its body is set aside as well.
const HEAD_SCRIPT = /<script(?: data-head-script="true")?>(?:"use strict";)?\(.*?<\/script>/;
const bytesOf = (file) => {
  const bytes = readFileSync(file);
  if (!samePages || !/\.(html|xml|json|txt|md)$/.test(file)) return bytes;
  return Buffer.from(bytes.toString('utf8').replace(BUNDLE, 'assets/js/$1.js').replace(HEAD_SCRIPT, '<script>[head script]</script>'));
};
if (!commit) {
  console.error('usage: node scripts/compare-builds.mjs <commit> [--root content] [--ignore name ...]');
  process.exit(2);
}
const root = path.resolve(REPO, option('--root') ?? 'content');

class CommandFailed extends Error {}

function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  // Thrown, not process.exit(): the `finally` below must still remove the temporary worktree.
  if (result.status !== 0) throw new CommandFailed(`${command} ${commandArgs.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(dir, relative));
    else if (!ignored.includes(relative)) files.push(relative);
  }
  return files.sort();
}

const work = mkdtempSync(path.join(tmpdir(), 'lendocs-compare-'));
const before = path.join(work, 'before');
try {
  run('git', ['worktree', 'add', '--detach', before, commit], REPO);
  symlinkSync(path.join(REPO, 'node_modules'), path.join(before, 'node_modules'));
  run('npx', ['tsc', '-p', 'tsconfig.json'], before);
  // bin/lendocs.js runs the bundled command line (dist/bundle/) in commits that have scripts/bundle-cli.mjs.
  if (existsSync(path.join(before, 'scripts/bundle-cli.mjs'))) run(process.execPath, ['scripts/bundle-cli.mjs'], before);
  run(process.execPath, ['scripts/bundle-client.mjs'], before);
  for (const [name, checkout] of [['before-out', before], ['after-out', REPO]]) {
    run(process.execPath, [path.join(checkout, 'bin/lendocs.js'), 'build', '--root', root, '--out', path.join(work, name), '--no-cache'], work);
  }
  const byName = (dir) => new Map(listFiles(dir).map((file) => [comparable(file), path.join(dir, file)]));
  const [old, now] = [byName(path.join(work, 'before-out')), byName(path.join(work, 'after-out'))];
  const onlyBefore = [...old.keys()].filter((file) => !now.has(file));
  const onlyAfter = [...now.keys()].filter((file) => !old.has(file));
  const differs = (file) => !bytesOf(old.get(file)).equals(bytesOf(now.get(file)));
  const bundles = samePages ? [...old.keys()].filter((file) => now.has(file) && /^assets\/js\//.test(file) && differs(file)) : [];
  if (bundles.length) console.log(`Client bundles that differ (browser code changed): ${bundles.join(', ')}`);
  const changed = [...old.keys()].filter((file) => now.has(file) && !bundles.includes(file) && differs(file));
  const report = [
    ...onlyBefore.map((file) => `  only before: ${file}`),
    ...onlyAfter.map((file) => `  only after:  ${file}`),
    ...changed.map((file) => `  changed:     ${file}`),
  ];
  if (report.length === 0) {
    console.log(`Identical: ${now.size} files, byte for byte${samePages ? ' (client bundles aside)' : ''} (${commit} and the working tree).`);
  } else {
    console.log(`${report.length} difference${report.length === 1 ? '' : 's'} between ${commit} and the working tree:`);
    console.log(report.join('\n'));
    process.exitCode = 1;
  }
} catch (cause) {
  if (!(cause instanceof CommandFailed)) throw cause;
  console.error(cause.message);
  process.exitCode = 2;
} finally {
  if (existsSync(before)) spawnSync('git', ['worktree', 'remove', '--force', before], { cwd: REPO });
  rmSync(work, { recursive: true, force: true });
}
