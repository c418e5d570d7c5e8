// Encoding safety (issue 15, items 12, 13 and 17) in built sites: values in inline scripts, file names that need
// percent-encoding, and XML-forbidden characters in feeds. The serialisers alone (inlineJson, url-path, the Ask AI
// renderer, escapeXml) are tested in test/unit/.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as cheerio from 'cheerio';
import { buildFixture, makeSite, tempDir, BASE_CONFIG } from '../support/fixture-site.js';
import { encodeRoutePath } from '../../src/shared/url-path.js';
import { resolveRequestPath } from '../../src/serve/http/static-handler.js';
import { runCliHere } from '../support/cli-here.js';

const page = (title, body = 'Text.') => `---\ntitle: ${JSON.stringify(title)}\n---\n\n${body}\n`;

// ---------------------------------------------------------------------------------------------------------------
// Item 12: every value placed in an inline <script> is serialised safely.

const HOSTILE_ID = 'x</script><script>alert(1)</script>';

/** Runs the head script against a stub document; returns the attributes it sets. */
function runHeadScript(code, storage) {
  const attributes: Record<string, any> = {};
  const context = {
    document: { documentElement: { setAttribute: (name, value) => (attributes[name] = value) } },
    localStorage: { getItem: (key) => storage[key] ?? null },
    location: { search: '' },
    URLSearchParams,
    matchMedia: () => ({ matches: false }),
  };
  vm.runInNewContext(code, context);
  return attributes;
}

test('an announcement id holding </script> stays inside the head script and arrives exactly as written', async () => {
  const config = `${BASE_CONFIG}announcementBar:\n  id: ${JSON.stringify(HOSTILE_ID)}\n  content: Hello\n`;
  const site = await buildFixture({ 'docs/index.md': page('Home') }, { config });
  assert.deepEqual(site.errors, []);
  const $ = site.$('/');
  // The only scripts: the colour-mode script, JSON-LD (if any) and script files. Nothing the id could have opened.
  const scripts = $('script').toArray();
  const inline = scripts.filter((el) => !$(el).attr('src') && $(el).attr('type') !== 'application/ld+json');
  assert.equal(inline.length, 1, $.html(scripts));
  assert.equal($('script').filter((_, el) => /alert\(1\)/.test($(el).text()) && !$(el).is('[data-head-script]')).length, 0);
  assert.ok($(inline[0]).is('[data-head-script]'));
  const code = $(inline[0]).text();
  // The script compares the stored id with the configured one: equal only if the id came through exactly.
  assert.equal(runHeadScript(code, { 'docusaurus.announcement.id': HOSTILE_ID, 'docusaurus.announcement.dismiss': 'true' })['data-announcement-bar-initially-dismissed'], 'true');
  assert.equal(runHeadScript(code, { 'docusaurus.announcement.id': 'x', 'docusaurus.announcement.dismiss': 'true' })['data-announcement-bar-initially-dismissed'], 'false');
  // The bar's own attribute (read by the close button) holds the same text.
  assert.equal($('[data-announcement-bar]').attr('data-announcement-id'), HOSTILE_ID);
});

test('JSON-LD with </script> and U+2028 in a title parses back to the title, with no extra script', async () => {
  const title = `Post ${HOSTILE_ID} \u2028 & <!--`;
  const site = await buildFixture({ 'blog/2024-01-01-p.md': `---\ntitle: ${JSON.stringify(title)}\nauthors: []\n---\n\nHi.\n` });
  assert.deepEqual(site.errors, []);
  const $ = site.$('/blog/2024-01-01-p');
  const ld = $('script[type="application/ld+json"]');
  assert.equal(ld.length, 1);
  assert.doesNotMatch(ld.text(), /[<>\u2028]/);
  assert.equal(JSON.parse(ld.text()).headline, title);
  assert.equal($('script').filter((_, el) => /^alert/.test($(el).text())).length, 0);
});

// ---------------------------------------------------------------------------------------------------------------
// Item 13: file names with spaces, %, $ and non-ASCII letters work everywhere; ? and # are refused.

const ODD_DOCS = {
  'docs/index.md': page('Home', 'Links: [pct](100%25.md), [pct25](100%2525.md), [space](<with space.md>), [cafe](café.md#été), [dollar](dollar$.md), [route](/with%20space), [pic](<my pic 100%25.svg>).\n\n![pic](<my pic 100%25.svg>)'),
  'docs/100%.md': page('Percent', 'Back [home](index.md).'),
  'docs/100%25.md': page('Percent twenty-five'),
  'docs/with space.md': page('With space'),
  'docs/café.md': page('Café', '## Été\n\nText.'),
  'docs/dollar$.md': page('Dollar'),
  'docs/my pic 100%.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'static/img/a b.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'blog/2024-01-01-café post.md': '---\ntitle: Café post\nauthors: []\ntags: [x]\n---\n\nSee [space](</with space>) and ![a](</img/a b.svg>).\n',
};
const ODD_ROUTES = ['/100%', '/100%25', '/with space', '/café', '/dollar$', '/blog/2024-01-01-café post'];

let odd;
before(async () => {
  odd = await buildFixture(ODD_DOCS);
});

/** A URL path as written in output must be plain ASCII with well-formed escapes: no space, no stray `%`. */
function assertWellFormedUrl(url, where) {
  assert.doesNotMatch(url, /[\s\u0080-\uffff"<>\\^`{|}]/, `${where}: ${url} has a character that must be percent-encoded`);
  assert.doesNotMatch(url, /%(?![0-9A-F]{2})/i, `${where}: ${url} has a "%" that is not an escape`);
}

/** What a static server does with a URL path: decode it once and look for the file, index.html, or .html. */
function servedFile(files, urlPath, where) {
  const decoded = decodeURIComponent(urlPath);
  const relative = decoded.replace(/^\//, '');
  const candidates = decoded.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}/index.html`, `${relative}.html`];
  const found = candidates.find((file) => files.has(file));
  assert.ok(found, `${where}: ${urlPath} (decoded ${decoded}) is no output file`);
  return found;
}

/** Checks a site URL or path: well formed, and it leads to an output file once decoded. */
function assertReaches(site, url, where) {
  assertWellFormedUrl(url, where);
  const pathname = url.startsWith('/') ? url.split('#')[0] : new URL(url).pathname;
  return servedFile(site.files, pathname, where);
}

test('odd file names build, and are written under their decoded names', () => {
  assert.deepEqual(odd.errors, []);
  for (const route of ODD_ROUTES) assert.ok(odd.files.has(`${route.slice(1)}/index.html`), `no ${route}/index.html`);
  assert.ok(odd.files.has('100%.md') && odd.files.has('café.md'), 'Markdown twins under decoded names');
});

test('every internal href and src on every page is percent-encoded and reaches an output file', () => {
  let count = 0;
  for (const [file, text] of odd.files) {
    if (!file.endsWith('.html')) continue;
    const $ = cheerio.load(String(text));
    $('a[href], link[href], img[src], script[src]').each((_, el) => {
      const url = $(el).attr('href') ?? $(el).attr('src');
      if (!url!.startsWith('/') || url!.startsWith('//')) return;
      assertReaches(odd, url, file);
      count++;
    });
  }
  assert.ok(count > 50, `only ${count} links checked`);
});

test('the sidebar, canonical, og:url and Markdown links carry encoded hrefs of the decoded routes', () => {
  const $ = odd.$('/');
  const sidebar = $('.docs-sidebar a').map((_, el) => $(el).attr('href')).get();
  for (const route of ['/100%', '/100%25', '/with space', '/café', '/dollar$']) assert.ok(sidebar.includes(encodeRoutePath(route)), `sidebar lacks ${route}: ${sidebar}`);
  assert.ok(sidebar.includes('/100%25') && sidebar.includes('/100%2525') && sidebar.includes('/with%20space') && sidebar.includes('/caf%C3%A9') && sidebar.includes('/dollar$'));
  const body = $('.doc-article a').map((_, el) => $(el).attr('href')).get();
  for (const href of ['/100%25', '/100%2525', '/with%20space', '/caf%C3%A9#%C3%A9t%C3%A9', '/dollar$', '/assets/content/docs/my%20pic%20100%25.svg']) assert.ok(body.includes(href), `body lacks ${href}: ${body}`);
  // The current page is marked in the sidebar even when its href had to be encoded (and `$` is no pattern).
  for (const route of ['/100%', '/with space', '/dollar$']) {
    const page = odd.$(route);
    assert.equal(page('.sidebar-link.active').attr('href'), encodeRoutePath(route), route);
    assert.equal(page('link[rel="canonical"]').attr('href'), `https://example.test${encodeRoutePath(route)}`);
    assert.equal(page('meta[property="og:url"]').attr('content'), `https://example.test${encodeRoutePath(route)}`);
    assertReaches(odd, page('link[rel="canonical"]').attr('href'), `${route} canonical`);
  }
});

test('sitemap <loc>s are encoded and each reaches its page', () => {
  const $ = cheerio.load(odd.text('sitemap.xml'), { xml: true });
  const locs = $('loc').map((_, el) => $(el).text()).get();
  for (const route of ODD_ROUTES) assert.ok(locs.includes(`https://example.test${encodeRoutePath(route)}`), `sitemap lacks ${route}`);
  for (const loc of locs) assertReaches(odd, loc, 'sitemap.xml');
});

test('feed links (RSS, Atom, JSON Feed) are encoded and reach the post', () => {
  const post = `https://example.test${encodeRoutePath('/blog/2024-01-01-café post')}`;
  const rss = cheerio.load(odd.text('blog/rss.xml'), { xml: true });
  assert.equal(rss('item > link').text(), post);
  const atom = cheerio.load(odd.text('blog/atom.xml'), { xml: true });
  assert.equal(atom('entry > link').attr('href'), post);
  const json = JSON.parse(odd.text('blog/feed.json'));
  assert.equal(json.items[0].url, post);
  assertReaches(odd, post, 'feeds');
  // Links inside the post's content are made absolute and stay encoded.
  assert.match(json.items[0].content_html, /href="https:\/\/example\.test\/with%20space"/);
  assert.match(json.items[0].content_html, /src="https:\/\/example\.test\/img\/a%20b\.svg"/);
});

test('search index URLs, JSON-LD and llms.txt links are encoded and reach their pages', () => {
  const docs = JSON.parse(odd.text('search-index/docs.json'));
  const urls = docs.map((row) => row[0]);
  for (const route of ODD_ROUTES) assert.ok(urls.includes(encodeRoutePath(route)), `search index lacks ${route}`);
  for (const url of urls) assertReaches(odd, url, 'search-index/docs.json');

  const ld = JSON.parse(odd.$('/blog/2024-01-01-café post')('script[type="application/ld+json"]').text());
  assert.equal(ld.url, `https://example.test${encodeRoutePath('/blog/2024-01-01-café post')}`);

  const llms = odd.text('llms.txt');
  const links = [...llms.matchAll(/\]\((https:\/\/example\.test[^)]*)\)/g)].map((m) => m[1]);
  assert.ok(links.includes('https://example.test/100%25.md') && links.includes('https://example.test/caf%C3%A9.md'), llms);
  for (const link of links) assertReaches(odd, link, 'llms.txt');
  const full = odd.text('llms-full.txt');
  assert.match(full, /Source: https:\/\/example\.test\/with%20space\n/);
  assert.match(full, /\[pct\]\(https:\/\/example\.test\/100%25\.md\)/);
});

test('lendocs serve\'s handler decodes once: encoded URLs find the decoded files, %25 stays a literal %', async () => {
  const dir = tempDir();
  for (const [file, text] of odd.files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const root = realpathSync(dir);
  const served = async (url) => {
    const resolved = await resolveRequestPath(root, url);
    return 'file' in resolved ? path.relative(root, resolved.file) : resolved.status;
  };
  assert.equal(await served('/100%25'), path.join('100%', 'index.html'));
  assert.equal(await served('/100%2525'), path.join('100%25', 'index.html'));
  assert.equal(await served('/with%20space'), path.join('with space', 'index.html'));
  assert.equal(await served('/caf%C3%A9'), path.join('café', 'index.html'));
  assert.equal(await served('/assets/content/docs/my%20pic%20100%25.svg'), path.join('assets', 'content', 'docs', 'my pic 100%.svg'));
  assert.equal(await served('/100%'), 400);
});

test('lendocs check finds no broken links on a site with odd file names', async () => {
  const root = makeSite(ODD_DOCS);
  const out = path.join(tempDir(), 'site');
  const built = await runCliHere(['build', '--no-cache', '--root', root, '--out', out], { cwd: tempDir() });
  assert.equal(built.code, 0, built.stdout + built.stderr);
  const checked = await runCliHere(['check', '--root', root, '--out', out, '--format', 'json'], { cwd: tempDir() });
  assert.equal(checked.code, 0, checked.stdout + checked.stderr);
  const report = JSON.parse(checked.stdout);
  assert.deepEqual(report.broken, []);
  assert.ok(report.summary.pages >= ODD_ROUTES.length);
});

test('"?" and "#" in a file name are refused with an error naming the file and suggesting a rename', async () => {
  for (const name of ['q?.md', 'h#.md']) {
    const site = await buildFixture({ 'docs/index.md': page('Home'), [`docs/${name}`]: page('Odd') });
    const error = site.errors.find((d) => d.code === 'invalid-route');
    assert.ok(error, `${name}: ${JSON.stringify(site.diagnostics)}`);
    assert.ok(error.file!.endsWith(name), error.file);
    assert.match(error.message, /"\?" or "#"/);
    assert.match(error.hint!, /[Rr]ename the file/);
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Item 17: characters XML 1.0 forbids are stripped from feeds and the sitemap.

/** Characters no XML 1.0 document may hold, raw or as a character reference. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|&#x?0*(?:[0-8]|1[124-9]|2\d|3[01]|x[0-8bcef]|x1[0-9a-f]);/i;

test('a post title with \\x0B and other control characters still gives well-formed RSS, Atom and sitemap', async () => {
  const title = 'Vertical\x0Btab\x00nul\x1Funit\x08back \uFFFE end';
  const clean = 'Verticaltabnulunitback  end';
  const site = await buildFixture({
    'docs/index.md': page('Home'),
    'blog/2024-01-01-ctl.md': `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(`About ${title}`)}\nauthors: []\ntags: ["t\\x0Bag"]\n---\n\nBody \\x0B.\n`,
  });
  assert.deepEqual(site.errors, []);
  for (const file of ['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml']) {
    const xml = site.text(file);
    assert.doesNotMatch(xml, NOT_XML, `${file} holds a character XML forbids`);
    assert.match(xml, /^<\?xml version="1\.0"/);
  }
  const rss = cheerio.load(site.text('blog/rss.xml'), { xml: true });
  assert.equal(rss('item > title').text(), clean);
  const atom = cheerio.load(site.text('blog/atom.xml'), { xml: true });
  assert.equal(atom('entry > title').text(), clean);
  assert.equal(atom('entry > summary').text(), `About ${clean}`);
  // JSON escapes control characters, so the JSON feed keeps the title exactly.
  assert.equal(JSON.parse(site.text('blog/feed.json')).items[0].title, title);
});
