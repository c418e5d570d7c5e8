// A blog post with no date in its front matter or its path (blog/NOTES.md) is dated by its file, as Docusaurus
// dates it: the day git first committed it, else the file's modification time. It stopped the build ("This post
// has no date"). A date that is given but wrong is still an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { doc, makeSite, tempDir, withHelpers } from '../support/fixture-site.js';

const files = { 'docs/a.md': doc({ title: 'A' }), 'blog/NOTES.md': doc({ title: 'Notes' }, 'Notes for contributors.'), 'blog/2024-05-01-launch.md': doc({ title: 'Launch' }) };
const buildAt = async (root: string) => withHelpers(await build({ root, out: path.join(tempDir(), 'site'), write: false }), root);
const dates = (result) => Object.fromEntries(result.site!.posts.map((post) => [post.title, post.date]));

test('in a git repository, the day the post was first committed', async () => {
  const root = makeSite(files);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.test', '-c', 'commit.gpgsign=false', ...args], { cwd: root, env: { ...process.env, GIT_COMMITTER_DATE: '2021-03-04T10:00:00Z' } });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'one', '--date', '2021-03-04T10:00:00Z');
  // A later change does not move it: Docusaurus takes the first commit.
  utimesSync(path.join(root, 'blog/NOTES.md'), new Date('2023-01-01T00:00:00Z'), new Date('2023-01-01T00:00:00Z'));
  git('commit', '-q', '--allow-empty', '-m', 'two', '--date', '2022-06-07T10:00:00Z');
  const result = await buildAt(root);
  assert.deepEqual(result.errors, []);
  assert.deepEqual(dates(result), { Notes: '2021-03-04', Launch: '2024-05-01' });
});

test("outside git, the file's modification time; a wrong date written in the front matter is still an error", async () => {
  const root = makeSite(files);
  utimesSync(path.join(root, 'blog/NOTES.md'), new Date('2020-02-03T12:00:00Z'), new Date('2020-02-03T12:00:00Z'));
  const result = await buildAt(root);
  assert.deepEqual(result.errors, []);
  assert.deepEqual(dates(result), { Notes: '2020-02-03', Launch: '2024-05-01' });
  const wrong = await buildAt(makeSite({ ...files, 'blog/NOTES.md': doc({ title: 'Notes', date: 'soon' }) }));
  assert.deepEqual(wrong.errors.map((d) => d.message), ['The post date "soon" is not a valid date.']);
});
