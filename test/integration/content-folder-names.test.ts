// Content folders are found whatever their names hold: a folder name is never read as a glob (picomatch took `'` and
// `"` for quotes, so `paths: { docs: "team's docs" }` built the site without a single doc, and said nothing). A
// folder the config names, or one that exists, that gives no pages is a warning that says which and what it lacks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const NAMES = [`team's docs`, 'say "hi"', 'all*', 'a[1]', '{a,b}', 'x(y)', '!important', 'two words', `mixed '"*[{(! all`];

const yamlString = (text) => JSON.stringify(text);

for (const name of NAMES) {
  test(`a docs folder named ${name} gives its pages, and no warning`, async () => {
    const site = await buildFixture(
      { [`${name}/intro.md`]: doc({ title: 'Intro' }, 'Hello.'), [`${name}/guide/setup.md`]: doc({ title: 'Setup' }, 'Set up.') },
      { config: `${BASE_CONFIG}paths: { docs: ${yamlString(name)} }\n` },
    );
    assert.deepEqual(site.diagnostics, []);
    assert.equal(site.$('/intro')('h1').text(), 'Intro');
    assert.equal(site.$('/guide/setup')('h1').text(), 'Setup');
  });
}

test('blog, pages and static folders with quotes and glob characters in their names give their files', async () => {
  const config = `${BASE_CONFIG}paths: { docs: ${yamlString(`it's docs`)}, blog: ${yamlString(`team's "blog"`)}, pages: ${yamlString('pages [draft] {x}')}, static: ${yamlString(`st'atic (files)`)} }\n`;
  const site = await buildFixture(
    {
      "it's docs/intro.md": doc({ title: 'Intro' }, 'Hello.'),
      [`team's "blog"/2024-01-01-hello.md`]: doc({ title: 'Hello post', date: '2024-01-01' }, 'Post.'),
      'pages [draft] {x}/about.md': doc({ title: 'About us' }, 'About.'),
      "st'atic (files)/img/logo.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    { config },
  );
  assert.deepEqual(site.diagnostics, []);
  assert.equal(site.$('/blog/2024-01-01-hello')('h1').text(), 'Hello post');
  assert.equal(site.$('/about')('h1').text(), 'About us');
  assert.match(site.text('img/logo.svg'), /<svg/);
});

test('a released version whose name holds a quote, and a docs instance folder with one, give their pages', async () => {
  const config = `${BASE_CONFIG}
docs:
  routeBasePath: docs
  instances:
    - { id: community, path: ${yamlString(`it's "community"`)}, routeBasePath: community }
`;
  const site = await buildFixture(
    {
      'versions.json': JSON.stringify(['2.0"x']),
      'docs/intro.md': doc({ title: 'Intro next' }, 'Next.'),
      'versioned_docs/version-2.0"x/intro.md': doc({ title: 'Intro 2.0' }, 'Released.'),
      [`it's "community"/welcome.md`]: doc({ title: 'Welcome' }, 'Hi.'),
    },
    { config },
  );
  assert.deepEqual(site.errors, []);
  assert.deepEqual(site.warnings.filter((d) => d.code === 'empty-content-folder'), []);
  assert.equal(site.$('/docs/intro')('h1').text(), 'Intro 2.0');
  assert.equal(site.$('/docs/next/intro')('h1').text(), 'Intro next');
  assert.equal(site.$('/community/welcome')('h1').text(), 'Welcome');
});

const emptyWarnings = (site) => site.warnings.filter((d) => d.code === 'empty-content-folder');

test('a docs folder the config names that has no Markdown files is a warning naming the folder and what was expected', async () => {
  const site = await buildFixture({ 'handbook/notes.txt': 'Not Markdown.', 'blog/2024-01-01-a.md': doc({ title: 'A', date: '2024-01-01' }) }, { config: `${BASE_CONFIG}paths: { docs: handbook }\n` });
  const [warning, ...rest] = emptyWarnings(site);
  assert.deepEqual(rest, []);
  assert.match(warning.message, /^The folder "handbook" \(paths\.docs\) has no Markdown files \(\.md or \.mdx\), so no docs pages are built from it/);
  assert.match(warning.file, /handbook$/);
  assert.match(warning.hint, /_.*\./);
});

test('a folder the config names that does not exist is a warning; default folders that do not exist are not', async () => {
  const site = await buildFixture({ 'docs/intro.md': doc({ title: 'Intro' }) }, { config: `${BASE_CONFIG}paths: { blog: news }\n` });
  const warnings = emptyWarnings(site);
  assert.equal(warnings.length, 1, JSON.stringify(warnings));
  assert.match(warnings[0].message, /^The folder "news" \(paths\.blog\) does not exist, so no blog posts are built from it/);
  assert.match(warnings[0].hint, /paths\.blog/);
});

test('a default folder that exists but holds no pages is a warning too', async () => {
  const site = await buildFixture({ 'docs/intro.md': doc({ title: 'Intro' }), 'blog/authors.yml': 'ann: { name: Ann }\n', 'pages/_partial.md': 'Partial.' });
  const messages = emptyWarnings(site).map((d) => d.message);
  assert.equal(messages.length, 2, messages.join('\n'));
  assert.match(messages[0], /^The folder "blog" \(paths\.blog\) has no Markdown files/);
  assert.match(messages[1], /^The folder "pages" \(paths\.pages\) has no Markdown files \(\.md or \.mdx\) or React components/);
});
