// Docusaurus 3's `markdown.preprocessor` (issue 32): a function of the site's config that rewrites every Markdown and
// MDX file's text before it is read. `migrate` names the Docusaurus config in `markdown.preprocessor`, and each build
// runs the function on the docs, pages, posts and the partials they import; the files were read as written, so a
// link marker the function replaces (`@@name=url@@`) was a broken link. The page cache keys a page by the text read,
// so a change to a file of values the function reads makes the page again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { tempDir, writeFiles } from '../support/temp.js';
import { runCliHere } from '../support/cli-here.js';

const lendocs = (args: string[]) => runCliHere(args);

// The values live in a file of their own, as sites keep them; markers whose name it lacks are left as they are.
const CONFIG = `const values = require('./values.js');
module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  markdown: {
    preprocessor: ({ filePath, fileContent }) => {
      if (!require('path').isAbsolute(filePath)) throw new Error('filePath is not absolute: ' + filePath);
      return fileContent.replace(/@@(\\w+)=([^@]+)@@/g, (match, name) => values[name] || match);
    },
  },
  presets: [['classic', { blog: { path: 'blog' }, docs: { routeBasePath: '/' } }]],
};
`;

const SITE = {
  'docusaurus.config.js': CONFIG,
  'values.js': "module.exports = { form: 'https://forms.example/apply', guide: '/setup' };\n",
  'docs/intro.md': '# Intro\n\nApply [here](@@form=https://old.example/apply@@).\n',
  'docs/setup.md': '# Setup\n\nRead [the guide](@@guide=/nowhere@@).\n',
  'docs/partials/_links.mdx': 'The form is [there](@@form=https://old.example/apply@@).\n',
  'docs/with-partial.mdx': "import Links from './partials/_links.mdx';\n\n# With a partial\n\n<Links />\n",
  'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nSee [the form](@@form=https://old.example/apply@@).\n',
};

const hrefs = (out: string, page: string, selector: string) => {
  const $ = cheerio.load(readFileSync(path.join(out, page, 'index.html'), 'utf8'));
  return $(selector).map((_, a) => $(a).attr("href")).get();
};

test('migrate names the config, and the build runs the preprocessor on docs, partials and posts before reading them', async () => {
  const root = writeFiles(tempDir(), SITE);
  const migrated = await lendocs(['migrate', root]);
  assert.equal(migrated.code, 0, migrated.stderr);
  assert.match(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'), /preprocessor: docusaurus\.config\.js/);
  assert.match(migrated.stdout, /markdown\.preprocessor: a function, so `markdown\.preprocessor` names docusaurus\.config\.js/);
  const out = path.join(tempDir(), 'out');
  const built = await lendocs(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr + built.stdout);
  assert.deepEqual(hrefs(out, 'intro', 'article a[href*="forms"]'), ['https://forms.example/apply']);
  assert.deepEqual(hrefs(out, 'setup', 'article a[href="/setup"]'), ['/setup']);
  assert.deepEqual(hrefs(out, 'with-partial', 'article a[href*="forms"]'), ['https://forms.example/apply']);
  assert.deepEqual(hrefs(out, 'blog/2024/01/01/hello', 'article a[href*="forms"]'), ['https://forms.example/apply']);
});

test('a change to a file the preprocessor reads makes the pages again, through the page cache', async () => {
  const root = writeFiles(tempDir(), { ...SITE, 'lendocs.config.yml': 'title: Acme\ndocs:\n  routeBasePath: /\nmarkdown:\n  format: mdx\n  preprocessor: docusaurus.config.js\n' });
  const out = path.join(tempDir(), 'out');
  const cache = path.join(tempDir(), 'cache');
  const first = await lendocs(['build', '--root', root, '--out', out, '--cache-dir', cache]);
  assert.equal(first.code, 0, first.stderr + first.stdout);
  assert.deepEqual(hrefs(out, 'intro', 'article a[href*="forms"]'), ['https://forms.example/apply']);
  writeFileSync(path.join(root, 'values.js'), "module.exports = { form: 'https://forms.example/v2', guide: '/setup' };\n");
  const second = await lendocs(['build', '--root', root, '--out', out, '--cache-dir', cache]);
  assert.equal(second.code, 0, second.stderr + second.stdout);
  assert.deepEqual(hrefs(out, 'intro', 'article a[href*="forms"]'), ['https://forms.example/v2']);
  assert.deepEqual(hrefs(out, 'with-partial', 'article a[href*="forms"]'), ['https://forms.example/v2']);
});

test('a preprocessor that throws stops the build naming the file it threw for and the config', async () => {
  const root = writeFiles(tempDir(), {
    ...SITE,
    'docusaurus.config.js': "module.exports = { markdown: { preprocessor: ({ filePath, fileContent }) => { if (filePath.endsWith('setup.md')) throw new Error('no values for ' + filePath.split('/').pop()); return fileContent; } } };\n",
    'lendocs.config.yml': 'title: Acme\nmarkdown:\n  preprocessor: docusaurus.config.js\n',
  });
  const built = await lendocs(['build', '--root', root, '--out', path.join(tempDir(), 'out'), '--no-cache']);
  assert.equal(built.code, 1);
  const output = built.stdout + built.stderr;
  assert.match(output, /lendocs\.config\.yml:3/);
  assert.match(output, /markdown\.preprocessor: .*markdown\.preprocessor threw for \/.*docs\/setup\.md: no values for setup\.md/);
});
