// trailingSlash (Docusaurus's meaning): true → links `/x/` and files x/index.html; false → links `/x` and files
// x.html; unset → each route as it is. Links, canonical URLs, the sitemap, feeds, the search index and redirects
// agree with the files, and check, serve and preview find the pages in each layout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { build } from '../../src/pipeline/build.js';
import { checkSite } from '../../src/crawl/check-site.js';
import { startPreview } from '../../src/serve/preview-server.js';
import { startServer } from '../../src/serve/server.js';
import { translateConfig } from '../../src/migrate/translate.js';
import { fetchRaw } from '../support/http.js';
import { BASE_CONFIG, makeSite, tempDir } from '../support/fixture-site.js';

const FILES = {
  'docs/index.md': '# Home\n\n[Setup](./guide/setup.md) [Guide](/guide/) [Install](/guide/setup#install) [Feed](/blog/rss.xml)\n\n<a href="/guide/setup/">raw</a>\n',
  'docs/guide/index.md': '# Guide\n\n[Setup](setup.md)\n',
  'docs/guide/setup.md': '# Setup\n\n## Install\n\n[Home](/)\n',
  // A page whose last segment has a dot is still a page, not a file.
  'docs/v1.2.md': '# Version 1.2\n\n[Setup](/guide/setup)\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nA post linking [Setup](/guide/setup).\n',
  'static/img/a.png': 'png',
};
const CONFIG = `${BASE_CONFIG}navbar:\n  items:\n    - { label: Setup, to: /guide/setup }\nredirects:\n  - { from: /old, to: /guide/setup }\n`;

async function buildWith(setting) {
  const root = makeSite(FILES, { config: setting === undefined ? CONFIG : `${CONFIG}trailingSlash: ${setting}\n` });
  const out = path.join(tempDir(), 'build');
  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  return out;
}

async function site(setting) {
  const root = makeSite(FILES, { config: setting === undefined ? CONFIG : `${CONFIG}trailingSlash: ${setting}\n` });
  const result = await build({ root, out: path.join(root, '..', 'unused'), write: false });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  const text = (file) => {
    const value = result.files!.get(file);
    if (value === undefined) throw new Error(`no ${file}: ${[...result.files!.keys()].filter((f) => f.endsWith('.html')).join(', ')}`);
    return String(value);
  };
  return { text, $: (file) => cheerio.load(text(file)), files: [...result.files!.keys()] };
}

const links = ($) => $('main .markdown a[href^="/"]').map((_i, a) => $(a).attr('href')).get();

describe('trailingSlash', () => {
  test('true: links end in "/", pages are x/index.html, and canonical, sitemap, search and feeds agree', async () => {
    const { text, $, files } = await site(true);
    assert.ok(files.includes('guide/setup/index.html') && files.includes('guide/index.html'));
    const home = $('index.html');
    assert.deepEqual(links(home), ['/guide/setup/', '/guide/', '/guide/setup/#install', '/blog/rss.xml', '/guide/setup/']);
    assert.equal(home('.navbar a:contains("Setup")').attr('href'), '/guide/setup/');
    assert.match(home('link[rel="stylesheet"]').attr('href')!, /\.css$/, 'files keep their names');
    assert.equal($('guide/setup/index.html')('link[rel="canonical"]').attr('href'), 'https://example.test/guide/setup/');
    assert.match(text('sitemap.xml'), /<loc>https:\/\/example\.test\/guide\/setup\/<\/loc>/);
    assert.match(text('sitemap.xml'), /<loc>https:\/\/example\.test\/<\/loc>/);
    assert.ok(files.includes('v1.2/index.html'));
    assert.equal($('v1.2/index.html')('link[rel="canonical"]').attr('href'), 'https://example.test/v1.2/');
    assert.match(text('sitemap.xml'), /<loc>https:\/\/example\.test\/v1\.2\/<\/loc>/);
    assert.ok(JSON.parse(text('search-index/docs.json')).some(([url]) => url === '/guide/setup/'));
    assert.match(text('blog/rss.xml'), /<link>https:\/\/example\.test\/blog\/2024-01-02-hello\/<\/link>/);
    assert.match(text('blog/rss.xml'), /href=&quot;https:\/\/example\.test\/guide\/setup\/&quot;/);
    assert.match(text('old/index.html'), /url=\/guide\/setup\/"/);
  });

  test('false: links have no trailing "/", pages are x.html (the root stays index.html), and the rest agrees', async () => {
    const { text, $, files } = await site(false);
    assert.ok(files.includes('guide/setup.html') && files.includes('guide.html') && files.includes('index.html'), files.join(', '));
    assert.ok(!files.includes('guide/setup/index.html'));
    const home = $('index.html');
    assert.deepEqual(links(home), ['/guide/setup', '/guide', '/guide/setup#install', '/blog/rss.xml', '/guide/setup']);
    assert.equal($('guide/setup.html')('main a:contains("Home")').attr('href'), '/');
    assert.equal($('guide.html')('link[rel="canonical"]').attr('href'), 'https://example.test/guide');
    assert.match(text('sitemap.xml'), /<loc>https:\/\/example\.test\/guide<\/loc>/);
    assert.ok(JSON.parse(text('search-index/docs.json')).some(([url]) => url === '/guide'));
    assert.match(text('old.html'), /url=\/guide\/setup"/);
  });

  test('unset: each route as it is (a folder index keeps its "/"), pages x/index.html', async () => {
    const { $, files } = await site(undefined);
    assert.ok(files.includes('guide/setup/index.html'));
    assert.deepEqual(links($('index.html')), ['/guide/setup', '/guide/', '/guide/setup#install', '/blog/rss.xml', '/guide/setup/']);
  });

  for (const setting of [true, false]) {
    test(`${setting}: check finds every page with nothing broken, and preview serves each page at its link`, async () => {
      const out = await buildWith(setting);
      const report = await checkSite({ outDir: out, external: false, concurrency: 4, timeout: 5000 });
      assert.equal(report.summary.broken, 0, JSON.stringify(report.broken));
      assert.ok(report.summary.pages >= 5, String(report.summary.pages));
      const preview = await startPreview({ outDir: out, port: 0, host: '127.0.0.1' });
      try {
        for (const url of setting ? ['/guide/setup/', '/guide/', '/'] : ['/guide/setup', '/guide', '/']) {
          const response = await fetchRaw(preview.url, url);
          assert.equal(response.status, 200, url);
          assert.match(response.body, /<h1/, url);
        }
      } finally {
        await preview.close();
      }
    });
  }

  test('false: serve writes x.html pages and answers each at its link', async () => {
    const root = makeSite(FILES, { config: `${CONFIG}trailingSlash: false\n` });
    const running = await startServer({ root, port: 0, host: '127.0.0.1', watch: false });
    try {
      assert.equal(running.firstBuild.ok, true);
      for (const url of ['/guide/setup', '/guide', '/']) {
        const response = await fetchRaw(running.url, url);
        assert.equal(response.status, 200, url);
        assert.match(response.body, /<h1/, url);
      }
      assert.match((await fetchRaw(running.url, '/')).body, /href="\/guide\/setup"/);
    } finally {
      await running.close();
    }
  });

  test('migrate keeps trailingSlash', () => {
    for (const value of [true, false]) {
      assert.equal(translateConfig({ docusaurus: { title: 'A', url: 'https://a.dev', trailingSlash: value }, pagesDir: 'src/pages' }).config.trailingSlash, value);
    }
    assert.equal('trailingSlash' in translateConfig({ docusaurus: { title: 'A', url: 'https://a.dev' }, pagesDir: 'src/pages' }).config, false);
  });
});
