// Issue 15, "Safety on real machines": symbolic links out of the content root, outputs that would overwrite each
// other and `$` in file names. Many repeated headings and highlighting that must not depend on time are tested on
// the Markdown stage alone: test/unit/load/markdown-scale.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, buildFixture, makeSite, tempDir, withHelpers } from '../support/fixture-site.js';

const page = (yaml, body = 'Body.') => `---\n${yaml}\n---\n\n${body}\n`;

async function buildRoot(root) {
  return withHelpers(await build({ root, out: path.join(root, '..', 'unused'), write: false }), root);
}

/** A folder outside any content root, holding a secret file and a folder of pages. */
function elsewhere() {
  const dir = realpathSync(tempDir());
  writeFileSync(path.join(dir, 'secret.env'), 'API_KEY=hunter2\n');
  mkdirSync(path.join(dir, 'shared'));
  writeFileSync(path.join(dir, 'shared', 'one.md'), page('title: One'));
  writeFileSync(path.join(dir, 'shared', 'two.md'), page('title: Two'));
  writeFileSync(path.join(dir, 'picture.png'), 'not really a png');
  writeFileSync(path.join(dir, 'category.json'), '{ "label": "Outside" }');
  writeFileSync(path.join(dir, 'authors.yml'), 'bob:\n  name: Bob\n');
  return dir;
}

function link(root, relative, target) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  symlinkSync(target, path.join(root, relative));
}

// ─── Item 5: symbolic links and paths that lead out of the content root ──────────────────────────────────────

test('a symbolic link to a file outside the content root is refused, naming the link and its target', async () => {
  const outside = elsewhere();
  const root = makeSite({ 'docs/a.md': page('title: A') });
  link(root, 'static/secret.env', path.join(outside, 'secret.env'));
  const result = await buildRoot(root);
  assert.equal(result.errors.length, 1, JSON.stringify(result.diagnostics));
  const [d] = result.errors;
  assert.equal(d.code, 'outside-link');
  assert.match(d.file!, /static\/secret\.env$/);
  assert.ok(d.message.startsWith('static/secret.env '), d.message);
  assert.ok(d.message.includes(path.join(outside, 'secret.env')), d.message);
  assert.match(d.hint!, /allowOutsideContent: true/);
  assert.equal(result.files, undefined);
});

test('a symbolic link to a folder outside the root is one error naming the folder link, not one per file', async () => {
  const outside = elsewhere();
  const root = makeSite({ 'docs/a.md': page('title: A') });
  link(root, 'docs/shared', path.join(outside, 'shared'));
  const result = await buildRoot(root);
  assert.deepEqual(
    result.errors.map((d) => [d.code, d.message.split(' ')[0]]),
    [['outside-link', 'docs/shared']],
  );
  assert.ok(result.errors[0].message.includes(path.join(outside, 'shared')));
});

test('every kind of content file reached through a link out of the root is refused', async () => {
  const outside = elsewhere();
  const cases = {
    'docs/page.md': 'shared/one.md',
    'pages/page.md': 'shared/one.md',
    'blog/2024-01-01-post.md': 'shared/one.md',
    'docs/x/_category_.json': 'category.json',
    'docs/picture.png': 'picture.png',
    'blog/authors.yml': 'authors.yml',
    'static/secret.env': 'secret.env',
  };
  for (const [relative, target] of Object.entries(cases)) {
    const root = makeSite({ 'docs/a.md': page('title: A') });
    link(root, relative, path.join(outside, target));
    const result = await buildRoot(root);
    const found = result.errors.find((d) => d.code === 'outside-link');
    assert.ok(found, `${relative}: ${JSON.stringify(result.diagnostics)}`);
    assert.ok(found.message.startsWith(`${relative} is a symbolic link to ${path.join(outside, target)}`), found.message);
  }
});

test('links that stay inside the content root are fine, and allowOutsideContent publishes links that leave it', async () => {
  const outside = elsewhere();
  const root = makeSite({ 'docs/a.md': page('title: A'), 'static/real.txt': 'real' });
  link(root, 'static/alias.txt', 'real.txt');
  link(root, 'docs/b.md', 'a.md');
  const inside = await buildRoot(root);
  assert.deepEqual(inside.errors, []);
  assert.equal(inside.text('alias.txt'), 'real');
  assert.ok(inside.files.has('b/index.html'));

  link(root, 'static/secret.env', path.join(outside, 'secret.env'));
  link(root, 'docs/shared', path.join(outside, 'shared'));
  writeFileSync(path.join(root, 'lendocs.config.yml'), `${BASE_CONFIG}allowOutsideContent: true\n`);
  const allowed = await buildRoot(root);
  assert.deepEqual(allowed.errors, []);
  assert.equal(allowed.text('secret.env'), 'API_KEY=hunter2\n');
  assert.ok(allowed.files.has('shared/one/index.html'));
});

test('an image linked from elsewhere in the site folder is published only if its real path stays inside the root', async () => {
  const outside = tempDir();
  writeFileSync(path.join(outside, 'secret.png'), 'not for publishing');
  const files = { 'docs/a.md': page('title: A', '![inside](../src/img/ok.png)\n\n![outside](../src/shared/secret.png)'), 'src/img/ok.png': 'png' };
  const root = makeSite(files);
  symlinkSync(outside, path.join(root, 'src/shared'));
  // Through the link the file is not published, so its image is reported missing; the one inside is found.
  const result = withHelpers(await build({ root, out: path.join(tempDir(), 'site'), write: false }), root);
  assert.deepEqual(result.errors.map((d) => [d.code, d.line]), [['broken-image', 7]]);
  writeFileSync(path.join(root, 'docs/a.md'), page('title: A', '![inside](../src/img/ok.png)'));
  const clean = withHelpers(await build({ root, out: path.join(tempDir(), 'site'), write: false }), root);
  assert.deepEqual(clean.errors, []);
  assert.ok(clean.files.has('assets/content/src/img/ok.png'));
});

test('a `paths` folder outside the content root is a config error with its line, unless allowed', async () => {
  const outside = elsewhere();
  const root = path.join(outside, 'site');
  mkdirSync(root);
  writeFileSync(path.join(root, 'lendocs.config.yml'), `${BASE_CONFIG}paths:\n  static: ../shared\n`);
  const result = await buildRoot(root);
  assert.equal(result.errors.length, 1, JSON.stringify(result.diagnostics));
  const [d] = result.errors;
  assert.equal(d.code, 'outside-path');
  assert.match(d.file!, /lendocs\.config\.yml$/);
  assert.equal(d.line, 6);
  assert.match(d.message, /paths\.static is "\.\.\/shared", which is outside the content folder/);
  assert.match(d.hint!, /allowOutsideContent: true/);

  writeFileSync(path.join(root, 'lendocs.config.yml'), `${BASE_CONFIG}allowOutsideContent: true\npaths:\n  static: ../shared\n`);
  const allowed = await buildRoot(root);
  assert.deepEqual(allowed.errors, []);
  assert.ok(allowed.files.has('one.md'));
});

// ─── Item 6: two sources for one output file ─────────────────────────────────────────────────────────────────

const tail = (file) => file.split('/').slice(-3).join('/');

test('a slug that lands on another page’s file is an error naming both files', async () => {
  const result = await buildFixture({
    'docs/explore/pools.md': page('title: Pools', 'The real pools page.'),
    'docs/explore/other.md': page('title: Other\nslug: /explore/pools/index.html'),
  });
  assert.equal(result.errors.length, 1, JSON.stringify(result.diagnostics));
  const [d] = result.errors;
  assert.equal(d.code, 'duplicate-route');
  assert.match(d.message, /would both be written to explore\/pools\/index\.html/);
  assert.match(d.message, /docs\/explore\/other\.md/);
  assert.match(d.message, /docs\/explore\/pools\.md/);
});

test('slug /index.html and the home page are an error naming both files', async () => {
  const result = await buildFixture({ 'pages/index.md': page('title: Home'), 'docs/x.md': page('title: X\nslug: /index.html') });
  assert.deepEqual(result.errors.map((d) => d.code), ['duplicate-route']);
  assert.match(result.errors[0].message, /written to index\.html: by \S*docs\/x\.md and by \S*pages\/index\.md\./);
});

test('two sources on one route warn (the spec\'s duplicate route), naming both files (no more blank names)', async () => {
  const same = await buildFixture({ 'docs/a.md': page('title: A'), 'docs/b.md': page('title: B\nslug: /a') });
  assert.deepEqual(same.errors, []);
  assert.deepEqual(same.warnings.map((d) => d.code), ['duplicate-route']);
  assert.match(same.warnings[0].message, /^The route \/a is claimed twice: by \S*docs\/a\.md and by \S*docs\/b\.md; the first one is kept\.$/);

  // A generated-index category page has no Markdown file; it is named by its _category_ file.
  const generated = await buildFixture({
    'docs/x/_category_.json': '{ "label": "X", "link": { "type": "generated-index", "slug": "/gen" } }',
    'docs/x/y.md': page('title: Y'),
    'docs/g.md': page('title: G\nslug: /gen'),
  });
  assert.deepEqual(generated.warnings.map((d) => d.code), ['duplicate-route']);
  const message = generated.warnings[0].message;
  assert.doesNotMatch(message, /by\s+and|by\s*\./);
  assert.match(message, /docs\/g\.md/);
  assert.match(message, /docs\/x\/_category_\.json/);
});

test('a static file where a page goes is an error naming both', async () => {
  const result = await buildFixture({ 'docs/explore/glossary.md': page('title: Glossary'), 'static/explore/glossary/index.html': '<p>stale</p>' });
  assert.deepEqual(result.errors.map((d) => d.code), ['output-conflict']);
  const [d] = result.errors;
  assert.equal(tail(d.file), 'explore/glossary/index.html');
  assert.match(d.message, /docs\/explore\/glossary\.md/);
  assert.match(d.message, /static\/explore\/glossary\/index\.html/);
  assert.match(d.message, /would both be written to explore\/glossary\/index\.html/);
});

test('static files on generated files (a Markdown twin, the search index) are errors', async () => {
  const result = await buildFixture({
    'docs/a.md': page('title: A'),
    'static/a.md': 'a copy',
    'static/search-index/pages.json': '[]',
  });
  const messages = result.errors.map((d) => [d.code, d.file, d.message]);
  assert.equal(messages.length, 2, JSON.stringify(messages));
  for (const [code] of messages) assert.equal(code, 'output-conflict');
  const about = (file) => messages.find(([, where]) => where!.endsWith(file))?.[2] ?? assert.fail(`no error on ${file}: ${JSON.stringify(messages)}`);
  assert.match(about('static/a.md'), /generated a\.md \(made from \S*docs\/a\.md\) and the file \S*static\/a\.md/);
  assert.match(about('static/search-index/pages.json'), /inside search-index\/, which holds only files lendocs generates/);
});

test("a site's own static/robots.txt replaces the generated one, as on a Docusaurus site", async () => {
  const result = await buildFixture({ 'docs/a.md': page('title: A'), 'static/robots.txt': 'User-agent: *\nDisallow: /private\n' });
  assert.deepEqual(result.errors, []);
  assert.equal(result.text('robots.txt'), 'User-agent: *\nDisallow: /private\n');
});

test("a site's own static/llms.txt replaces the generated one; llms-full.txt is still made where the site has none", async () => {
  const result = await buildFixture({ 'docs/a.md': page('title: A'), 'static/llms.txt': '# Our own summary\n' });
  assert.deepEqual(result.errors, []);
  assert.equal(result.text('llms.txt'), '# Our own summary\n');
  assert.match(result.text('llms-full.txt'), /^# A$/m);
});

test('two static files published at one path (through a placeholder) are an error naming both', async () => {
  const result = await buildFixture({ 'docs/a.md': page('title: A'), 'static/acme.txt': 'one', 'static/{{product.slug}}.txt': 'two' });
  assert.deepEqual(result.errors.map((d) => d.code), ['output-conflict']);
  assert.match(result.errors[0].message, /static\/acme\.txt and \S*static\/\{\{product\.slug\}\}\.txt would both be published at \/acme\.txt/);
});

// ─── Item 14: `$` in file names ──────────────────────────────────────────────────────────────────────────────

test('`$&`, `$1`, `$\'` and `$$` in file names do not corrupt the sidebar or links', async () => {
  const names = ['price-$&', '$1', "q-$'", 'pay-$$'];
  // `\$` in the Markdown, or `$…$` would be maths.
  const links = names.map((name, i) => `[link ${i}](./${name.replaceAll('$', () => '\\$')}.md)`).join(' ');
  const files = { 'docs/explore/index.md': page('title: Explore', links) };
  for (const name of names) files[`docs/explore/${name}.md`] = page(`title: "Page ${name}"`);
  const result = await buildFixture(files);
  assert.deepEqual(result.errors, []);
  const routeOf = (href) => decodeURIComponent(href);
  for (const name of names) {
    const html = result.text(`explore/${name}/index.html`);
    const $ = cheerio.load(html);
    const sidebar = $('.sidebar-column a.sidebar-link');
    assert.deepEqual(sidebar.map((_, a) => routeOf($(a).attr('href'))).get(), ['/explore/', ...names.map((n) => `/explore/${n}`)].sort((a, b) => sidebarOrder(a, b, names)));
    const active = $('.sidebar-column a.sidebar-link.active');
    assert.equal(active.length, 1, name);
    assert.equal(routeOf(active.attr('href')), `/explore/${name}`);
    assert.equal(active.attr('aria-current'), 'page');
    for (const href of $('a').map((_, a) => $(a).attr('href')).get()) assert.doesNotMatch(href, /[<>"]|sidebar-link/, href);
  }
  const $ = result.$('/explore/');
  const body = $('.markdown a, article a').map((_, a) => routeOf($(a).attr('href'))).get();
  for (const name of names) assert.ok(body.includes(`/explore/${name}`), `${name}: ${body}`);
});

/** The sidebar lists the index first, then the docs by file name. */
function sidebarOrder(a, b, names) {
  const rank = (href) => (href === '/explore/' ? -1 : [...names].sort().indexOf(href.slice('/explore/'.length)));
  return rank(a) - rank(b);
}

test('`$&` in the site URL does not corrupt feed links', async () => {
  const origin = 'https://example.test/a$&b';
  const config = BASE_CONFIG.replace('url: https://example.test', () => `url: "${origin}"`);
  const result = await buildFixture({ 'docs/a.md': page('title: A'), 'blog/2024-01-01-post.md': page('title: Post', 'See [A](/a).') }, { config });
  assert.deepEqual(result.errors, []);
  const feed = JSON.parse(result.text('blog/feed.json'));
  assert.match(feed.items[0].content_html, new RegExp(`href="${origin.replace(/[$&]/g, '\\$&')}/a"`));
});
