// "Edit this page" and "Last updated on … by …" under docs pages (docs.editUrl, showLastUpdateTime/Author), the
// dates and authors read from a real git history made here with fixed dates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { BASE_CONFIG, buildFixture, makeSite, doc } from '../support/fixture-site.js';
import { build } from '../../src/pipeline/build.js';

/** Commits `files` (already written) in `dir` as `author` on `date`, whatever the machine's git settings. */
function commit(dir, files, author, date) {
  const env = { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.test', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.test', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', ...files], { cwd: dir, env });
  execFileSync('git', ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', `edit ${files.join(' ')}`], { cwd: dir, env });
}

const CONFIG = `${BASE_CONFIG}docs:\n  editUrl: https://git.example/acme/edit/main/site/\n  showLastUpdateTime: true\n  showLastUpdateAuthor: true\n`;

test('each doc shows its edit link and the date and author of its last commit; a file git does not know shows none', async () => {
  const dir = makeSite({ 'docs/a.md': doc({ title: 'A' }, 'First.'), 'docs/with space.md': doc({ title: 'Spaced' }, 'Text.'), 'docs/new.md': doc({ title: 'New' }, 'Not committed.') }, { config: CONFIG });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  commit(dir, ['lendocs.config.yml', 'docs/a.md', 'docs/with space.md'], 'Ada Lovelace', '2024-03-12T10:00:00Z');
  writeFileSync(path.join(dir, 'docs/a.md'), doc({ title: 'A' }, 'Second.'));
  commit(dir, ['docs/a.md'], 'Grace Hopper', '2025-07-15T23:30:00Z');

  const result = await build({ root: dir, out: path.join(dir, '..', 'unused'), write: false });
  assert.deepEqual(result.diagnostics, []);
  const $ = (route) => cheerio.load(result.files!.get(`${route}/index.html`)!);
  const a = $('a');
  assert.equal(a('.doc-edit-link').attr('href'), 'https://git.example/acme/edit/main/site/docs/a.md');
  assert.equal(a('.doc-last-update').text(), 'Last updated on July 15, 2025 by Grace Hopper');
  assert.equal(a('.doc-last-update time').attr('datetime'), '2025-07-15');
  const spaced = $('with space');
  assert.equal(spaced('.doc-edit-link').attr('href'), 'https://git.example/acme/edit/main/site/docs/with%20space.md');
  assert.equal(spaced('.doc-last-update').text(), 'Last updated on March 12, 2024 by Ada Lovelace');
  const fresh = $('new');
  assert.equal(fresh('.doc-last-update').length, 0);
  assert.equal(fresh('.doc-edit-link').length, 1);
});

test('only the parts the config asks for are shown', async () => {
  const dir = makeSite({ 'docs/a.md': doc({ title: 'A' }, 'Text.') }, { config: `${BASE_CONFIG}docs:\n  showLastUpdateAuthor: true\n` });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  commit(dir, ['.'], 'Ada Lovelace', '2024-03-12T10:00:00Z');
  const result = await build({ root: dir, out: path.join(dir, '..', 'unused'), write: false });
  const $ = cheerio.load(result.files!.get('a/index.html')!);
  assert.equal($('.doc-last-update').text(), 'Last updated by Ada Lovelace');
  assert.equal($('.doc-edit-link').length, 0);
});

test('last updates outside a git repository are a warning naming the key, and the site still builds', async () => {
  const result = await buildFixture({ 'docs/a.md': doc({ title: 'A' }, 'Text.') }, { config: `${BASE_CONFIG}docs:\n  showLastUpdateTime: true\n` });
  assert.deepEqual(result.errors, []);
  const [warning] = result.warnings;
  assert.equal(warning.code, 'no-git-history');
  assert.match(warning.message, /^docs\.showLastUpdateTime needs the git history of the site folder, which could not be read: /);
  assert.equal(warning.line, 6);
});

test('without the options, pages show neither', async () => {
  const result = await buildFixture({ 'docs/a.md': doc({ title: 'A' }, 'Text.') });
  const $ = cheerio.load(result.files.get('a/index.html')!);
  assert.equal($('.doc-meta').length, 0);
});

test('the history is read again only when HEAD moves (serve --watch saves make no commit)', async () => {
  const { lastUpdates } = await import('../../src/load/git-history.js');
  const dir = makeSite({ 'docs/a.md': doc({ title: 'A' }, 'Text.') });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  commit(dir, ['.'], 'Ada Lovelace', '2024-03-12T10:00:00Z');
  const first = await lastUpdates(dir);
  writeFileSync(path.join(dir, 'docs/a.md'), doc({ title: 'A' }, 'Saved, not committed.'));
  assert.equal(await lastUpdates(dir, first), first, 'same HEAD: the same history');
  commit(dir, ['docs/a.md'], 'Grace Hopper', '2025-01-02T10:00:00Z');
  const second = await lastUpdates(dir, first);
  assert.notEqual(second, first);
  assert.deepEqual(second.updates.get(realpathSync(path.join(dir, 'docs/a.md'))), { date: '2025-01-02', author: 'Grace Hopper' });
  assert.deepEqual(second.updates.get(realpathSync(path.join(dir, 'lendocs.config.yml'))), { date: '2024-03-12', author: 'Ada Lovelace' });
});

test('the edit link names the file as it is in the repository, even when its path holds a product placeholder', async () => {
  // The placeholder is replaced in the page's route and source name, but the file on disk keeps it: an edit link
  // to the replaced path would lead to a file the repository does not have.
  const config = `${BASE_CONFIG}docs:\n  editUrl: https://git.example/acme/edit/main/site/\n`;
  const result = await buildFixture({ 'docs/{{product.slug}}-v1/intro.md': doc({ title: 'Intro' }, 'Text.') }, { config });
  assert.deepEqual(result.errors, []);
  const $ = cheerio.load(result.files!.get('acme-v1/intro/index.html')!);
  assert.equal($('.doc-edit-link').attr('href'), 'https://git.example/acme/edit/main/site/docs/%7B%7Bproduct.slug%7D%7D-v1/intro.md');
});
