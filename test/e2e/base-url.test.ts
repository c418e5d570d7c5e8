// A site served under a base path (config `baseUrl: /docs/`): content/ itself, copied with that one key added (plus
// a page of raw HTML, redirects, maths and a diagram), built to disk. Every file it writes is scanned for a
// root-relative URL without the base; then the site is served under /docs/ and used in real Chromium.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { build } from '../../src/pipeline/build.js';
import { checkSite } from '../../src/crawl/check-site.js';
import { startServer } from '../../src/serve/server.js';
import { launchBrowser, serveDir } from '../support/browser.js';
import { fetchRaw } from '../support/http.js';
import { CONTENT } from '../support/content-site.js';
import { BASE_CONFIG, buildFixture, makeSite, tempDir } from '../support/fixture-site.js';
import { translateConfig } from '../../src/migrate/translate.js';

const BASE = '/docs/';
const ORIGIN = 'https://lendara.xyz';
/** Absolute URLs content/ itself writes (footer links to the product's own pages), which are not lendocs' doing. */
const AUTHORED = new Set(['', '/terms', '/privacy']);

const RAW_HTML_DOC = `---
title: Raw HTML
---

# Raw HTML

<img src="/img/logo.svg" alt="logo" srcset="/img/logo.svg 1x, /img/logo.svg 2x" />
<div style="background: url('/img/logo.svg')">styled</div>
<a href='/explore/'>single quotes</a>

In a code block, a URL is text and stays as written: \`<a href="/explore/">\`

$$
E = mc^2
$$

\`\`\`mermaid
graph TD; A-->B;
\`\`\`
`;

let out;
let files;

before(async () => {
  const root = path.join(tempDir(), 'site');
  cpSync(CONTENT, root, { recursive: true });
  appendFileSync(path.join(root, 'lendocs.config.yml'), `\nbaseUrl: ${BASE}\nredirects:\n  - { from: /old-explore, to: /explore/ }\n`);
  writeFileSync(path.join(root, 'docs', 'raw-html.md'), RAW_HTML_DOC);
  out = path.join(tempDir(), 'build');
  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  files = listFiles(out);
});

function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** A root-relative URL (not `//host`) that does not start with the base. */
const unprefixed = (url) => /^\/(?!\/)/.test(url.trim()) && !url.trim().startsWith(BASE);

/** Every URL in a string that names the site's origin must carry the base too. */
function badAbsoluteUrls(text) {
  return [...text.matchAll(/https:\/\/lendara\.xyz(\/[^\s"'<>)\]\\]*)?/g)]
    .map((match) => match[1] ?? '')
    .filter((urlPath) => !urlPath.startsWith(BASE) && !AUTHORED.has(urlPath));
}

/** Strings of a parsed JSON value, at any depth. */
function jsonStrings(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** What is wrong with the URLs of one HTML document or fragment. */
function htmlProblems(html) {
  const $ = cheerio.load(html);
  const problems: any[] = [];
  $('*').each((_index, element) => {
    for (const [name, value] of Object.entries<string>((element as any).attribs ?? {})) {
      if (unprefixed(value)) problems.push(`${(element as any).name}[${name}]=${value}`);
      if (name === 'srcset' || name === 'imagesrcset') for (const candidate of value.split(',')) if (unprefixed(candidate.trim().split(/\s+/)[0])) problems.push(`srcset ${candidate}`);
      if (name === 'style') for (const [, url] of value.matchAll(/url\(\s*["']?([^"')]*)/g)) if (unprefixed(url)) problems.push(`style url(${url})`);
      if (name === 'content' && /url=\//i.test(value) && !value.includes(`url=${BASE}`)) problems.push(`refresh ${value}`);
      if (value.trim().startsWith('{')) for (const string of jsonStrings(JSON.parse(value))) if (unprefixed(string)) problems.push(`${name} JSON ${string}`);
    }
  });
  $('script:not([src])').each((_index, element) => {
    const code = $(element).text();
    if ($(element).attr('type') === 'application/ld+json') problems.push(...jsonStrings(JSON.parse(code)).filter(unprefixed).map((s) => `JSON-LD ${s}`));
    for (const [, url] of code.matchAll(/location\.replace\("([^"]*)"/g)) if (unprefixed(url)) problems.push(`script ${url}`);
  });
  problems.push(...badAbsoluteUrls(html).map((p) => `absolute ${p}`));
  return problems;
}

function problemsOf(file) {
  const text = readFileSync(path.join(out, file), 'utf8');
  const extension = path.extname(file);
  if (extension === '.html') return htmlProblems(text);
  if (extension === '.json') {
    return jsonStrings(JSON.parse(text)).flatMap((string) => {
      // The sidebar's shared items are HTML; the search index's strings are text (code included).
      if (file.startsWith('assets/sidebar/')) return htmlProblems(string);
      return [...(unprefixed(string) ? [string] : []), ...badAbsoluteUrls(string)];
    });
  }
  if (extension === '.css') return [...text.matchAll(/url\(\s*["']?([^"')]*)/g)].map((m) => m[1]).filter(unprefixed);
  if (['.xml', '.txt', '.md'].includes(extension)) {
    const markdownLinks = [...text.matchAll(/\]\((\/[^)\s]*)/g)].map((m) => m[1]).filter(unprefixed);
    return [...markdownLinks, ...badAbsoluteUrls(text)];
  }
  return [];
}

describe('baseUrl: every URL a build writes carries the base', () => {
  test('output files stay at the root of the output folder', () => {
    for (const file of ['index.html', '404.html', 'explore/index.html', 'sitemap.xml', 'llms.txt', 'search-index/docs.json', 'old-explore/index.html']) {
      assert.ok(files.includes(file), `${file} in ${files.slice(0, 20).join(', ')}`);
    }
    assert.ok(!files.some((file) => file.startsWith('docs/explore/')), 'nothing is written under docs/');
  });

  test('no HTML, XML, JSON, CSS, Markdown or text file has a root-relative or site URL without the base', () => {
    const scanned = files.filter((file) => /\.(html|xml|json|css|txt|md)$/.test(file));
    assert.ok(scanned.length > 100, `${scanned.length} files scanned`);
    const problems = scanned.flatMap((file) => problemsOf(file).map((problem) => `${file}: ${problem}`));
    assert.deepEqual(problems, []);
  });

  test('each kind of URL has the base: assets, links, canonical, sitemap, feeds, search index, llms.txt, redirects', () => {
    const $ = cheerio.load(readFileSync(path.join(out, 'explore/index.html'), 'utf8'));
    assert.equal($('html').attr('data-base-url'), BASE);
    assert.match($('link[rel="stylesheet"]').attr('href')!, /^\/docs\/assets\/css\/styles\.[0-9a-f]+\.css$/);
    assert.match($('script[src]').attr('src')!, /^\/docs\/assets\/js\/main\./);
    assert.equal($('link[rel="icon"]').attr('href'), '/docs/img/favicon.svg');
    assert.equal($('link[rel="canonical"]').attr('href'), `${ORIGIN}/docs/explore/`);
    assert.equal($('meta[property="og:image"]').attr('content'), `${ORIGIN}/docs/img/social-card.svg`);
    assert.equal($('.navbar-brand').attr('href'), '/docs/');
    assert.match(JSON.parse($('[data-search-config]').attr('data-search-config')!).script, /^\/docs\/assets\/js\/search\./);
    assert.match(readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/lendara\.xyz\/docs\/explore\/<\/loc>/);
    assert.match(readFileSync(path.join(out, 'robots.txt'), 'utf8'), /Sitemap: https:\/\/lendara\.xyz\/docs\/sitemap\.xml/);
    assert.match(readFileSync(path.join(out, 'blog/rss.xml'), 'utf8'), /<link>https:\/\/lendara\.xyz\/docs\/blog\//);
    assert.match(readFileSync(path.join(out, 'llms.txt'), 'utf8'), /\(https:\/\/lendara\.xyz\/docs\/explore\/[^)]*\.md\)/);
    const docs = JSON.parse(readFileSync(path.join(out, 'search-index/docs.json'), 'utf8'));
    assert.ok(docs.every(([url]) => url.startsWith(BASE)), docs.slice(0, 3).join(' | '));
    const redirect = readFileSync(path.join(out, 'old-explore/index.html'), 'utf8');
    assert.match(redirect, /content="0; url=\/docs\/explore\/"/);
    assert.match(redirect, /location\.replace\("\/docs\/explore\/"/);
    const raw = cheerio.load(readFileSync(path.join(out, 'raw-html/index.html'), 'utf8'));
    assert.equal(raw('img[alt="logo"]').attr('srcset'), '/docs/img/logo.svg 1x, /docs/img/logo.svg 2x');
    assert.match(raw('div[style]').attr('style')!, /url\('\/docs\/img\/logo\.svg'\)/);
    assert.equal(raw('a:contains("single quotes")').attr('href'), '/docs/explore/');
    assert.match(raw('code').first().text(), /^<a href="\/explore\/">$/, 'a URL in code is text, left as written');
    assert.match(raw('link[href*="katex"]').attr('href')!, /^\/docs\/assets\/katex\//);
  });
});

describe('baseUrl: served under the base', () => {
  let server;
  let browser;
  before(async () => {
    server = await serveDir(out, { base: BASE });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('the server redirects / to the base and answers nothing outside it', async () => {
    const root = await fetchRaw(server.origin, '/');
    assert.equal(root.status, 302);
    assert.equal(root.headers.location, BASE);
    assert.equal((await fetchRaw(server.origin, '/docs')).headers.location, BASE);
    assert.equal((await fetchRaw(server.origin, '/docs/explore/')).status, 200);
    assert.equal((await fetchRaw(server.origin, '/explore/')).status, 404);
  });

  test('pages load every asset, navigate client-side, and search finds a page whose link works', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const failed: any[] = [];
    page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
    // A request the browser itself abandons (a favicon when the page is left) is not a failure of the site.
    page.on('requestfailed', (request) => request.failure()?.errorText !== 'net::ERR_ABORTED' && failed.push(`failed ${request.url()}`));
    await page.goto(`${server.origin}/docs/explore/`);
    await page.waitForLoadState('networkidle');
    assert.ok(await page.evaluate(() => getComputedStyle(document.body).fontFamily.length > 0 && document.styleSheets.length > 0));
    // A sidebar link is swapped in by the client (no full load), and stays under the base.
    await page.evaluate(() => ((window as any).__samePage = true));
    const link = page.locator('.sidebar-column a.sidebar-link[href^="/docs/"]').nth(1);
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForFunction((target) => location.pathname === target, href);
    assert.equal(await page.evaluate(() => (window as any).__samePage), true, 'client-side navigation, not a reload');
    // Search: the index is fetched under the base, and a result leads to a page that exists.
    await page.locator('[data-search-button]').click();
    await page.locator('.search-input').fill('liquidation');
    const hit = page.locator('[data-option]').first();
    await hit.waitFor();
    const target = await hit.getAttribute('href');
    assert.ok(target.startsWith(BASE), target);
    await page.keyboard.press('Enter');
    await page.waitForFunction((wanted) => location.pathname + location.hash === wanted, target);
    await page.waitForLoadState('networkidle');
    // A diagram page loads mermaid and the KaTeX stylesheet from under the base.
    await page.goto(`${server.origin}/docs/raw-html`);
    await page.locator('[data-mermaid] svg').waitFor();
    assert.deepEqual(failed, []);
    await context.close();
  });
});

describe('baseUrl: check and serve', () => {
  test('check crawls the site under its base: nothing broken; a link that forgot the base is reported', async () => {
    const clean = await checkSite({ outDir: out, external: false, concurrency: 8, timeout: 5000 });
    assert.equal(clean.summary.broken, 0, JSON.stringify(clean.broken.slice(0, 3)));
    assert.ok(clean.summary.pages > 100);
    const copy = path.join(tempDir(), 'build');
    cpSync(out, copy, { recursive: true });
    const file = path.join(copy, 'explore/index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('<main id="main-content"', '<a href="/explore/pools">no base</a><main id="main-content"'));
    const css = readdirSync(path.join(copy, 'assets/css')).find((name) => name.endsWith('.css'));
    appendFileSync(path.join(copy, 'assets/css', css!), '\n.x { background: url(/img/logo.svg) }\n');
    const report = await checkSite({ outDir: copy, external: false, concurrency: 8, timeout: 5000 });
    assert.deepEqual(
      report.broken.map((item) => [item.url, item.reason]),
      [
        ['/explore/pools', "outside the site's base path /docs/, HTTP 404"],
        ['/img/logo.svg', "outside the site's base path /docs/, HTTP 404"],
      ],
    );
    assert.deepEqual(report.broken[0].sources.map((source) => source.page), ['/explore']);
  });

  test('serve serves the site under its base, sends / there, and prints the address with the base', async () => {
    // A small site: what is checked is where serve puts the pages, not what they hold.
    const root = makeSite({ 'docs/explore/index.md': '# Explore\n\nText.\n', 'docs/explore/pools.md': '# Pools\n\nText.\n' }, { config: `${BASE_CONFIG}baseUrl: ${BASE}\n` });
    const running = await startServer({ root, port: 0, host: '127.0.0.1', watch: false });
    try {
      assert.match(running.url, /^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
      const home = await fetchRaw(running.url, '/docs/explore/');
      assert.equal(home.status, 200);
      assert.match(home.body, /<script src="\/docs\/__lendocs\/live-reload\.js" defer=""><\/script>/);
      assert.equal((await fetchRaw(running.url, '/docs/__lendocs/live-reload.js')).status, 200);
      assert.equal((await fetchRaw(running.url, '/')).headers.location, BASE);
      assert.equal((await fetchRaw(running.url, '/explore/')).status, 404);
    } finally {
      await running.close();
    }
  });
});

describe('baseUrl: config and migrate', () => {
  const page = { 'docs/index.md': '# Home\n\n[Intro](/intro)\n', 'docs/intro.md': '# Intro\n' };
  test('the base defaults to the path of url; canonical URLs and links agree', async () => {
    const site = await buildFixture(page, { config: BASE_CONFIG.replace('url: https://example.test', 'url: https://example.test/widget') });
    assert.deepEqual(site.errors, []);
    const $ = site.$('/');
    assert.equal($('a:contains("Intro")').attr('href'), '/widget/intro');
    assert.equal($('link[rel="canonical"]').attr('href'), 'https://example.test/widget/');
  });

  test('url with a path that disagrees with baseUrl is an error naming both; a malformed baseUrl names the shape', async () => {
    const conflict = await buildFixture(page, { config: `${BASE_CONFIG.replace('url: https://example.test', 'url: https://example.test/widget')}baseUrl: /other/\n` });
    assert.equal(conflict.errors.length, 1);
    assert.match(conflict.errors[0].message, /url "https:\/\/example\.test\/widget" has the path "\/widget\/", but baseUrl is "\/other\/"/);
    assert.match(conflict.errors[0].file!, /lendocs\.config\.yml$/);
    assert.equal(conflict.errors[0].line, 5);
    const malformed = await buildFixture(page, { config: `${BASE_CONFIG}baseUrl: widget\n` });
    assert.match(malformed.errors[0].message, /starts and ends with "\/"/);
  });

  test('the default base "/" changes nothing: no attribute on <html>, no base in the manifest', async () => {
    const site = await buildFixture(page);
    assert.equal(site.$('/')('html').attr('data-base-url'), undefined);
    assert.equal(site.$('/')('a:contains("Intro")').attr('href'), '/intro');
    assert.deepEqual(Object.keys(JSON.parse(site.text('.lendocs-build.json'))).sort(), ['build', 'generator']);
  });

  test('migrate keeps a Docusaurus baseUrl', () => {
    const { config, notes } = translateConfig({ docusaurus: { title: 'Acme', url: 'https://acme.github.io', baseUrl: '/widget/' }, pagesDir: 'src/pages' });
    assert.equal(config.baseUrl, '/widget/');
    assert.equal(config.url, 'https://acme.github.io');
    assert.ok(!notes.some((note) => note.includes('baseUrl')), notes.join('\n'));
    assert.equal(translateConfig({ docusaurus: { title: 'Acme', url: 'https://acme.dev', baseUrl: '/' }, pagesDir: 'src/pages' }).config.baseUrl, undefined);
  });
});
