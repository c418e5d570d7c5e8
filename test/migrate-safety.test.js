// `lendocs migrate` on configs that would hurt: an existing lendocs.config.yml is not overwritten without --force,
// and a config that never returns or throws ends with a message instead of a hang or a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeSite } from './helpers.js';

const BIN = new URL('../bin/lendocs.js', import.meta.url).pathname;
const CONFIG = "module.exports = { title: 'Acme', url: 'https://acme.dev', baseUrl: '/' };\n";

function migrate(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, 'migrate', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A Docusaurus site folder (makeSite writes a lendocs config too: kept only when a test asks). */
function docusaurusSite(config = CONFIG, { keepLendocsConfig = false } = {}) {
  const dir = makeSite({ 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n' });
  if (!keepLendocsConfig) rmSync(path.join(dir, 'lendocs.config.yml'));
  return dir;
}

test('an existing lendocs.config.yml is not overwritten without --force (exit 2), and is with it', async () => {
  const dir = docusaurusSite(CONFIG, { keepLendocsConfig: true });
  const file = path.join(dir, 'lendocs.config.yml');
  writeFileSync(file, '# edited by hand\ntitle: Mine\n');
  const refused = await migrate([dir]);
  assert.equal(refused.code, 2, refused.output);
  assert.match(refused.output, /lendocs\.config\.yml already exists/);
  assert.match(refused.output, /--force/);
  assert.equal(readFileSync(file, 'utf8'), '# edited by hand\ntitle: Mine\n');

  const forced = await migrate([dir, '--force']);
  assert.equal(forced.code, 0, forced.output);
  assert.match(readFileSync(file, 'utf8'), /title: Acme/);
});

test('a config that never returns is stopped after --timeout, with a message saying where to look', async () => {
  const dir = docusaurusSite('while (true) {}\nmodule.exports = {};\n');
  const run = await migrate([dir, '--timeout', '500']);
  assert.equal(run.code, 1, run.output);
  assert.match(run.output, /docusaurus\.config\.js did not finish evaluating within/);
  assert.match(run.output, /--timeout/);
  assert.doesNotMatch(run.output, /This is a bug|at .*\.js:\d+:\d+/);
});

test('a config that throws names the file and the error', async () => {
  const dir = docusaurusSite("throw new Error('no such theme');\n");
  const run = await migrate([dir]);
  assert.equal(run.code, 1, run.output);
  assert.match(run.output, /docusaurus\.config\.js failed while lendocs evaluated it/);
  assert.match(run.output, /no such theme/);
});
