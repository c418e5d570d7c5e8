// Search in real Chromium: local index, shortcuts, keyboard, saved searches, failures, /search, the hosted option
// against a local stand-in, and Ask AI streaming from a local stand-in.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { launchBrowser, serveDir } from '../support/browser.js';
import { builtContent } from '../support/content-site.js';
import { makeSite, tempDir, BASE_CONFIG } from '../support/fixture-site.js';

let browser;
let content;
let hosted;
let local;
let standIn;
const received: { hosted: { headers: IncomingHttpHeaders; body: any }[]; ai: { headers: IncomingHttpHeaders; body: any }[]; finishAnswer?: () => void } = { hosted: [], ai: [] };

/** One loopback server speaking both the hosted search API and an OpenAI-compatible streaming endpoint. */
async function startStandIn() {
  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type, authorization, x-algolia-application-id, x-algolia-api-key');
    res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    let body = '';
    for await (const chunk of req) body += chunk;
    const json = JSON.parse(body || '{}');
    if (req.url === '/1/indexes/acme_docs/query') {
      received.hosted.push({ headers: req.headers, body: json });
      const hits = json.query.includes('nothing')
        ? []
        : [
            { url: 'https://example.test/a#intro', hierarchy: { lvl0: 'Guides', lvl1: 'Alpha page', lvl2: 'Intro' }, content: 'Alpha intro text', _snippetResult: { content: { value: 'Alpha <mark>intro</mark> text' } } },
            { url: 'https://example.test/b', hierarchy: { lvl0: 'Guides', lvl1: 'Beta page' }, content: 'Beta <b>text</b>', _snippetResult: { content: { value: 'Beta &lt;b&gt;text&lt;/b&gt;' } } },
          ];
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hits, nbHits: hits.length }));
    }
    if (req.url === '/v1/chat/completions') {
      received.ai.push({ headers: req.headers, body: json });
      const question = json.messages.at(-1).content;
      if (question.includes('explode')) return res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded' } }));
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const [first, ...rest] = ['The answer ', 'is **forty-two**. ', '<img src=x onerror="window.__xss=1">', ' See [Alpha](/a).'];
      const piece = (text) => res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`);
      // The rest of the answer waits until the test has seen the first part on screen, so "still streaming" is a
      // state the test holds, not a race against the clock.
      piece(first);
      await new Promise<void>((resolve) => (received.finishAnswer = resolve));
      for (const text of rest) piece(text);
      res.write('data: [DONE]\n\n');
      return res.end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => new Promise<any>((resolve) => { server.closeAllConnections(); server.close(resolve); }) };
}

async function buildAndServe(root) {
  const out = path.join(tempDir(), 'site');
  const result = await build({ root, out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  return serveDir(out);
}

const page = (title, body) => `---\ntitle: ${title}\n---\n\n${body}\n`;

before(async () => {
  browser = await launchBrowser();
  standIn = await startStandIn();
  content = await serveDir(await builtContent());
  const files = { 'docs/a.md': page('Alpha page', '## Intro\n\nAlpha intro text about lending.'), 'docs/b.md': page('Beta page', 'Beta text.') };
  hosted = await buildAndServe(makeSite(files, { config: `${BASE_CONFIG}search:\n  provider: algolia\n  appId: ACME\n  apiKey: public-key\n  indexName: acme_docs\n  host: ${standIn.origin}\n` }));
  // The endpoint comes from the build's environment, as content/'s config has it (search.askAi.endpointEnv).
  process.env.ACME_ASK_AI = `${standIn.origin}/v1/chat/completions`;
  try {
    local = await buildAndServe(makeSite(files, { config: `${BASE_CONFIG}search:\n  askAi:\n    endpointEnv: ACME_ASK_AI\n    model: test-model\n    apiKey: scoped-key\n` }));
  } finally {
    delete process.env.ACME_ASK_AI;
  }
});

after(async () => {
  await browser?.close();
  for (const server of [content, hosted, local, standIn]) await server?.close();
});

async function open(origin, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const errors: any[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(origin + route);
  return { context, tab, errors };
}

describe('local search', () => {
  test('Ctrl+K and / open the modal; / typed in a field stays text', async () => {
    const { context, tab } = await open(content.origin, '/search');
    await tab.locator('#search-page-input').click();
    await tab.keyboard.type('a/b');
    assert.equal(await tab.locator('#search-page-input').inputValue(), 'a/b');
    assert.equal(await tab.locator('.search-modal').count(), 0);
    await tab.locator('h1').click();
    await tab.keyboard.press('/');
    await tab.locator('.search-modal .search-input').waitFor();
    assert.equal(await tab.locator('.search-input').inputValue(), '');
    await tab.keyboard.press('Escape');
    assert.equal(await tab.locator('.search-modal').count(), 0);
    await tab.keyboard.press('Control+k');
    await tab.locator('.search-modal .search-input').waitFor();
    assert.ok(await tab.evaluate(() => document.activeElement!.classList.contains('search-input')));
    await context.close();
  });

  test('on /search, what the reader types before the search script arrives stays when it arrives', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    // The search script is held until the reader has typed, so it always arrives late.
    let release;
    const held = new Promise<any>((resolve) => (release = resolve));
    let requested;
    const asked = new Promise<any>((resolve) => (requested = resolve));
    await tab.route(/\/assets\/js\/search\.[0-9a-f]+\.js$/, async (route) => {
      requested();
      await held;
      await route.continue();
    });
    await tab.goto(`${local.origin}/search?q=beta`, { waitUntil: 'domcontentloaded' });
    await asked;
    await tab.locator('#search-page-input').fill('alpha');
    release();
    // The script has run once it shows the URL's results; the reader's text is still there.
    await tab.locator('.search-page-count').waitFor();
    assert.equal(await tab.locator('#search-page-input').inputValue(), 'alpha');
    await context.close();
  });

  test('typing shows grouped, highlighted results; arrows and Enter open a result; the result count is announced', async () => {
    const { context, tab } = await open(content.origin, '/explore/');
    await tab.locator('[data-search-button]').click();
    await tab.locator('.search-input').fill('liquidation bonus');
    await tab.locator('.search-hit').first().waitFor();
    assert.ok((await tab.locator('.search-group-title').count()) >= 1);
    assert.ok((await tab.locator('.search-hit mark').count()) > 0);
    assert.match(await tab.locator('.search-status').textContent(), /\d+ results? for "liquidation bonus"/);
    const first = tab.locator('[data-option]').first();
    assert.equal(await first.getAttribute('data-active'), '');
    await tab.keyboard.press('ArrowDown');
    const second = tab.locator('[data-option]').nth(1);
    assert.equal(await second.getAttribute('data-active'), '');
    assert.equal(await first.getAttribute('data-active'), null);
    // The highlighted result is announced while focus stays in the field.
    assert.equal(await tab.locator('.search-status').textContent(), (await second.locator('.search-hit-title').textContent()).trim());
    assert.ok(await tab.evaluate(() => document.activeElement!.classList.contains('search-input')));
    const href = await second.getAttribute('href');
    // The page leaves /explore/ (the client first records its scroll position there with replaceState).
    const navigated = tab.waitForEvent('framenavigated', { predicate: (frame) => new URL(frame.url()).pathname !== '/explore/' });
    await tab.keyboard.press('Enter');
    const url = new URL((await navigated).url());
    assert.equal(url.pathname + url.hash, href);
    await context.close();
  });

  test('headings are sub-results that deep-link to anchors', async () => {
    const { context, tab } = await open(content.origin, '/explore/');
    await tab.keyboard.press('Control+k');
    await tab.locator('.search-input').fill('health factor');
    await tab.locator('.search-sub-hit').first().waitFor();
    assert.match(await tab.locator('.search-sub-hit').first().getAttribute('href'), /^\/[^#]+#[a-z0-9-]+$/);
    await context.close();
  });

  test('no results says so', async () => {
    const { context, tab } = await open(content.origin, '/explore/');
    await tab.keyboard.press('Control+k');
    await tab.locator('.search-input').fill('brontosaurus');
    await tab.locator('.search-empty', { hasText: 'No results found' }).waitFor();
    assert.equal(await tab.locator('.search-empty').textContent(), 'No results found for "brontosaurus"');
    await context.close();
  });

  test('a failed request shows the failure texts', async () => {
    const { context, tab } = await open(content.origin, '/explore/');
    await tab.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await tab.keyboard.press('Control+k');
    await tab.locator('.search-input').fill('vault');
    await tab.locator('.search-error').waitFor();
    assert.match(await tab.locator('.search-error').textContent(), /Unable to fetch results\s*You might want to check your network connection\./);
    await context.close();
  });

  test('chosen results become recent searches; they can be starred and removed', async () => {
    const { context, tab } = await open(content.origin, '/explore/');
    await tab.keyboard.press('Control+k');
    await tab.locator('.search-input').fill('oracle');
    await tab.locator('.search-hit').first().waitFor();
    const title = (await tab.locator('.search-hit-title').first().textContent()).trim();
    const href = await tab.locator('[data-option][data-active]').getAttribute('href');
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(() => !document.querySelector('.search-modal'));
    await tab.waitForFunction((target) => location.pathname + location.hash === target, href);
    await tab.keyboard.press('Control+k');
    await tab.locator('.search-group-title', { hasText: 'Recent' }).waitFor();
    assert.equal((await tab.locator('.search-hit-title').first().textContent()).trim(), title);
    await tab.locator('.search-hit [data-favourite]').first().click();
    await tab.locator('.search-group-title', { hasText: 'Favourites' }).waitFor();
    const stored = await tab.evaluate(() => JSON.parse(localStorage.getItem('lendocs.search.favorites')!));
    assert.equal(stored[0].title, title);
    await tab.locator('[data-remove-favourite]').first().click();
    await tab.locator('.search-empty').waitFor();
    assert.equal(await tab.evaluate(() => localStorage.getItem('lendocs.search.favorites')), null);
    await context.close();
  });

  test('See all results leads to /search, which also works when loaded directly and keeps the query in the URL', async () => {
    const { context, tab } = await open(content.origin, '/explore/');
    await tab.keyboard.press('Control+k');
    await tab.locator('.search-input').fill('curator fee');
    await tab.locator('.search-hit').first().waitFor();
    assert.equal(await tab.locator('.search-see-all').getAttribute('href'), '/search?q=curator%20fee');
    await context.close();

    const direct = await open(content.origin, '/search?q=curator%20fee');
    await direct.tab.locator('.search-page-list li').first().waitFor();
    assert.ok((await direct.tab.locator('.search-page-list > li').count()) > 10);
    assert.equal(await direct.tab.locator('#search-page-input').inputValue(), 'curator fee');
    await direct.tab.locator('#search-page-input').fill('timelock');
    await direct.tab.keyboard.press('Enter');
    await direct.tab.waitForFunction(() => location.search === '?q=timelock');
    await direct.tab.locator('.search-page-count').waitFor();
    assert.match(await direct.tab.locator('.search-page-count').textContent(), /for "timelock"/);
    await direct.context.close();
  });

  test('without Ask AI in the config, the mode is not offered', async () => {
    const { context, tab } = await open(content.origin, '/explore/');
    await tab.keyboard.press('Control+k');
    await tab.locator('.search-input').waitFor();
    assert.equal(await tab.locator('[data-mode]').count(), 0);
    await context.close();
  });
});

describe('hosted search', () => {
  test('queries the REST API with credentials and contextual facet filters, and shows its hits safely', async () => {
    const { context, tab, errors } = await open(hosted.origin, '/a');
    await tab.keyboard.press('Control+k');
    await tab.locator('.search-input').fill('intro');
    await tab.locator('.search-hit').first().waitFor();
    const request = received.hosted.at(-1);
    assert.equal(request!.headers['x-algolia-application-id'], 'ACME');
    assert.equal(request!.headers['x-algolia-api-key'], 'public-key');
    assert.equal(request!.body.query, 'intro');
    assert.deepEqual(request!.body.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    assert.equal(await tab.locator('.search-group-title').first().textContent(), 'Guides');
    assert.equal(await tab.locator('.search-hit > a').first().getAttribute('href'), '/a');
    assert.equal(await tab.locator('.search-sub-hit').first().getAttribute('href'), '/a#intro');
    assert.equal(await tab.locator('.search-hit mark').first().textContent(), 'intro');
    assert.equal(await tab.locator('.search-hit b').count(), 0);
    await tab.locator('.search-input').fill('nothing here');
    await tab.locator('.search-empty', { hasText: 'No results found for "nothing here"' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('Ask AI', () => {
  test('streams an answer with its notice and sources, rendering no raw HTML', async () => {
    const { context, tab } = await open(local.origin, '/a');
    await tab.keyboard.press('Control+k');
    await tab.locator('[data-mode]').click();
    assert.equal(await tab.locator('[data-mode]').getAttribute('aria-pressed'), 'true');
    assert.match(await tab.locator('.search-ai-notice').textContent(), /^Answers are generated with AI which can make mistakes\. Verify responses\.$/);
    await tab.locator('.search-input').fill('What is alpha?');
    await tab.keyboard.press('Enter');
    // Part of the answer is on screen before the stream ends.
    await tab.waitForFunction(() => document.querySelector('.search-ai-answer')?.textContent.includes('The answer'));
    assert.equal(await tab.locator('.search-ai-answer').getAttribute('aria-busy'), 'true');
    received.finishAnswer!();
    await tab.waitForFunction(() => document.querySelector('.search-ai-answer a')?.getAttribute('href') === '/a');
    assert.equal(await tab.locator('.search-ai-answer strong').textContent(), 'forty-two');
    assert.equal(await tab.locator('.search-ai-answer img').count(), 0);
    assert.equal(await tab.evaluate(() => (window as any).__xss), undefined);
    assert.ok(await tab.locator('.search-ai-notice').isVisible());
    assert.equal(await tab.locator('.search-ai-sources a').first().getAttribute('href'), '/a');
    const request = received.ai.at(-1);
    assert.equal(request!.body.model, 'test-model');
    assert.equal(request!.body.stream, true);
    assert.equal(request!.headers.authorization, 'Bearer scoped-key');
    assert.match(request!.body.messages.at(-1).content, /Alpha page/);
    assert.match(request!.body.messages.at(-1).content, /Question: What is alpha\?/);
    await context.close();
  });

  test('an error from the endpoint shows a readable message', async () => {
    const { context, tab } = await open(local.origin, '/a');
    await tab.keyboard.press('Control+k');
    await tab.locator('[data-mode]').click();
    await tab.locator('.search-input').fill('please explode');
    await tab.keyboard.press('Enter');
    await tab.locator('.search-ai-answer .search-error').waitFor();
    assert.equal(await tab.locator('.search-ai-answer .search-error').textContent(), 'The AI service answered 500: model overloaded');
    await context.close();
  });
});
