// The manual (docs/) describes what lendocs really has: every command and each of its options, as the command line
// itself lists them, has its page and is named on it; every top-level config key is described by a page written by
// hand (the reference lists every key, nested ones too, and is checked by test/unit/config/config-reference.test.ts);
// the README's table names every command. A new option or key without a page fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, fromRepo } from '../support/repo.js';

function help(...args: string[]): string {
  const result = spawnSync(process.execPath, [BIN, ...args, '--help'], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

/** The lines of one section of commander's help ("Commands:", "Options:"), up to the next blank line. */
function section(text: string, title: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(title);
  assert.ok(start >= 0, `no "${title}" in:\n${text}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === '');
  return lines.slice(start + 1, end < 0 ? undefined : end).filter((line) => /^ {2}\S/.test(line));
}

const commands = section(help(), 'Commands:')
  .map((line) => line.trim().split(/\s+/)[0])
  .filter((name) => name !== 'help');

/** Every Markdown file of the manual written by hand (the generated config reference left out). */
function handWritten(folder = fromRepo('docs/docs')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return handWritten(file);
    return /\.mdx?$/.test(entry.name) && !file.endsWith(path.join('reference', 'config.md')) ? [file] : [];
  });
}

test('the command line has the commands the manual has pages for', () => {
  assert.deepEqual([...commands].sort(), ['build', 'check', 'init', 'migrate', 'preview', 'serve', 'write-translations']);
  const overview = readFileSync(fromRepo('docs/docs/commands/index.md'), 'utf8');
  const readme = readFileSync(fromRepo('README.md'), 'utf8');
  for (const command of commands) {
    assert.match(overview, new RegExp(`\\(\\./${command}\\.md\\)`), `commands/index.md does not link to ${command}.md`);
    assert.match(readme, new RegExp(`\`lendocs ${command}\\b`), `the README's table does not name lendocs ${command}`);
  }
});

test('each option of each command is named on its page, and each exit code the command line prints too', () => {
  for (const command of commands) {
    const text = help(command);
    const page = readFileSync(fromRepo(`docs/docs/commands/${command}.md`), 'utf8');
    const options = section(text, 'Options:').map((line) => /--[a-z][a-z-]*/.exec(line)?.[0]).filter((flag): flag is string => flag !== undefined && flag !== '--help');
    assert.ok(options.length > 0 || command === 'init', `no options read for ${command}`);
    for (const option of options) assert.match(page, new RegExp(`\`${option}[\` ]`), `docs/docs/commands/${command}.md does not describe ${option}`);
    const exitCodes = /Exit codes:(.*)/.exec(text)?.[1] ?? '';
    for (const [, code] of exitCodes.matchAll(/\b(\d) [a-z]/g)) assert.match(page, new RegExp(`\\| \`${code}\` \\|`), `docs/docs/commands/${command}.md has no exit code ${code}`);
  }
});

test('every top-level config key is described by a page written by hand', async () => {
  const schema = JSON.parse(readFileSync(fromRepo('schema/lendocs.config.schema.json'), 'utf8'));
  const text = handWritten().map((file) => readFileSync(file, 'utf8')).join('\n');
  const missing = Object.keys(schema.properties).filter((key) => !new RegExp(`\\b${key}\\b`).test(text));
  assert.deepEqual(missing, [], 'describe these keys in a page of docs/docs/ (the generated reference lists them, but explains none)');
});
