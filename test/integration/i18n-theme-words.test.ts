// The rest of the words lendocs draws, in a translated locale's words (Docusaurus's ids, its translations, code.json
// over them): "Last updated on … by …" in the locale's order, breadcrumbs and sidebars' labels, tags, the blog's
// archive, authors and list pages, the search page. The default locale keeps lendocs's English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, doc, makeSite, withHelpers } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs:
  showLastUpdateTime: true
  showLastUpdateAuthor: true
blog:
  postsPerPage: 1
i18n:
  defaultLocale: en
  locales: [en, fr]
`;

const FILES = {
  'docs/intro.md': doc({ title: 'Intro', tags: ['start'] }, 'Hello.'),
  'blog/authors.yml': 'ana:\n  name: Ana\n  page: true\n',
  'blog/2024-01-01-one.md': doc({ title: 'One', authors: ['ana'], tags: ['news'] }, 'Post.'),
  'blog/2024-01-02-two.md': doc({ title: 'Two', authors: ['ana'] }, 'Post.'),
  'i18n/fr/code.json': JSON.stringify({ 'theme.tags.tagsPageTitle': { message: 'Étiquettes' } }),
};

test("a translated locale's pages say the theme's words in it; the default locale's stay as they were", async () => {
  const root = makeSite(FILES, { config: CONFIG });
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Ada', GIT_AUTHOR_EMAIL: 'a@example.test', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'a@example.test', GIT_AUTHOR_DATE: '2024-03-12T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-12T10:00:00Z' };
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '.'], { cwd: root, env });
  execFileSync('git', ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'all'], { cwd: root, env });
  const site = withHelpers(await build({ root, out: path.join(root, '..', 'unused'), write: false }), root);
  assert.deepEqual(site.errors, []);
  const en = site.$('/intro');
  const fr = site.$('/fr/intro');
  assert.equal(en('.doc-last-update').text(), 'Last updated on March 12, 2024 by Ada');
  assert.equal(fr('.doc-last-update').text(), 'Dernière mise à jour le 12 mars 2024 par Ada');
  assert.equal(fr('.doc-last-update time').attr('datetime'), '2024-03-12');
  assert.equal(fr('nav.breadcrumbs').attr('aria-label'), "Fil d'Ariane");
  assert.equal(en('nav.breadcrumbs').attr('aria-label'), 'Breadcrumbs');
  assert.equal(fr('.tag-list-label').text(), 'Tags :');
  // code.json over Docusaurus's own translation.
  assert.equal(site.$('/fr/tags')('h1').text(), 'Étiquettes');
  assert.equal(site.$('/tags')('h1').text(), 'Tags');
  assert.match(site.$('/fr/blog')('nav.pager').text(), /Anciennes entrées/);
  assert.equal(site.$('/fr/blog')('nav.pager').attr('aria-label'), 'Pagination de la liste des articles du blog');
  assert.match(site.$('/blog')('nav.pager').text(), /Older entries/);
  assert.equal(site.$('/fr/blog/archive')('h1').text(), 'Archive');
  assert.equal(site.$('/fr/blog/authors/ana')('a[href$="/authors"]').text(), 'View All Authors');
  assert.equal(site.$('/fr/search')('h1').text(), 'Chercher');
});
