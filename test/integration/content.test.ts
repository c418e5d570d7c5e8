// The shipped content: every route of the spec exists with enough real text, and the build is clean.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../src/pipeline/build.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentBuild } from '../support/content-site.js';
import { fromRepo } from '../support/repo.js';

const CONTENT = fromRepo('content');

const DOCS = [
  '/explore/', '/explore/curators', '/explore/glossary', '/explore/leaderboard', '/explore/pools', '/explore/rewards', '/explore/vaults', '/explore/whitepaper-v1',
  '/user-guides/', ...['start', 'earn', 'borrow', 'vaults', 'multiply-basics', 'positions', 'manage-risks', 'claim-rewards', 'more/migrate-wsteth'].map((p) => `/user-guides/${p}`),
  '/curators/', ...['create-pool', 'manage-pool', 'claim-fees', 'register-hypernative'].map((p) => `/curators/pools/${p}`),
  ...['basics', 'create-vault', 'manage-vault', 'tooling'].map((p) => `/curators/vaults/${p}`),
  '/developers/', '/developers/getting-started', '/developers/contract-addresses',
  ...['architecture', 'pool', 'pool-factory', 'vtoken', 'oracle'].map((p) => `/developers/core/${p}`),
  ...['supply-withdraw', 'borrow-repay', 'liquidate'].map((p) => `/developers/interact/${p}`),
  '/developers/liquidation-bot', '/developers/migrate-v1-to-v2',
  '/developers/lendara-v1/', ...['addresses', 'architecture', 'default-extension', 'singleton', 'vtoken'].map((p) => `/developers/lendara-v1/${p}`),
  '/security/', ...['audits', 'bounties', 'disclosures', 'monitoring', 'security-council'].map((p) => `/security/${p}`),
  ...['extension-trust-disclosure', 'fee-accounting-disclosure', 'rounding-convention-bug-disclosure', 'share-inflation-protection-disclosure'].map((p) => `/security/disclosures-report/${p}`),
];
const BLOG = ['/blog', '/blog/page/2', '/blog/page/3', '/blog/archive', '/blog/authors', ...['mara', 'tomas', 'ines', 'team'].map((key) => `/blog/authors/${key}`), '/blog/tags', '/blog/tags/announcement', '/blog/tags/announcement/page/2', '/blog/tags/announcement/page/3', '/blog/tags/research', '/blog/tags/unlocking-lendara'];

// Ask AI's endpoint is given when the site is built (search.askAi.endpointEnv in content/'s config).
const ASK_AI_ENV = 'LENDARA_ASK_AI_ENDPOINT';
const ASK_AI_URL = 'https://llm.example/v1/chat/completions';

let result;
before(async () => {
  process.env[ASK_AI_ENV] = ASK_AI_URL;
  try {
    result = await build({ root: CONTENT, out: '/unused', write: false });
  } finally {
    delete process.env[ASK_AI_ENV];
  }
});

test('the content builds with zero errors and zero warnings, and offers Ask AI at the endpoint given to the build', () => {
  assert.deepEqual(result.diagnostics, []);
  const home = result.files.get('index.html');
  assert.ok(home.includes(`&quot;endpoint&quot;:&quot;${ASK_AI_URL}&quot;`), 'the search button carries the endpoint');
});

// The build every suite shares (test/support/content-site.ts) is made without the endpoint, as a reader's would be.
test('without the Ask AI endpoint the content still builds, and the build says why Ask AI is missing', async () => {
  const bare = await contentBuild();
  assert.deepEqual(bare.diagnostics.map((d) => [d.severity, d.code, d.file, d.message]), [
    ['warning', 'ask-ai-endpoint-unset', 'content/lendocs.config.yml', `search.askAi.endpointEnv names ${ASK_AI_ENV}, which is not set: the search modal will not offer Ask AI.`],
  ]);
  assert.ok(readFileSync(path.join(bare.out, 'index.html'), 'utf8').includes('&quot;askAi&quot;:null'));
});

test('every docs route of the spec exists with at least 300 words of body text', () => {
  const short: any[] = [];
  for (const path of DOCS) {
    const route = result.site.routeByPath.get(path.length > 1 ? path.replace(/\/$/, '') : path);
    assert.ok(route, `missing docs route ${path}`);
    assert.equal(route.data.type, 'doc', path);
    if (route.data.page.wordCount < 300) short.push(`${path}: ${route.data.page.wordCount}`);
  }
  assert.deepEqual(short, []);
  assert.equal(DOCS.length, 56);
});

test('the blog has 27 posts from 2024-03 to 2025-10, each with at least 250 words and a truncate marker', () => {
  const posts = result.site.routes.filter((r) => r.data.type === 'blog-post');
  assert.equal(posts.length, 27);
  for (const route of posts) {
    assert.match(route.path, /^\/blog\/\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/);
    assert.ok(route.data.page.wordCount >= 250, `${route.path}: ${route.data.page.wordCount} words`);
    assert.ok(route.data.post.hasTruncate, `${route.path} has no truncate marker`);
  }
  const dates = result.site.posts.map((p) => p.date).sort();
  assert.ok(dates[0] >= '2024-03-01' && dates.at(-1) <= '2025-10-31', `${dates[0]} … ${dates.at(-1)}`);
});

test('the blog routes of the spec exist; announcement has three pages', () => {
  for (const path of BLOG) assert.ok(result.site.routeByPath.get(path), `missing ${path}`);
  const announcement = result.site.posts.filter((p) => p.tags.some((t) => t.key === 'announcement'));
  assert.ok(announcement.length >= 21, `${announcement.length} announcement posts`);
});

test('home, markdown page and 404 exist; the glossary has at least 40 anchored terms', () => {
  for (const path of ['/', '/markdown-page', '/404.html']) assert.ok(result.site.routeByPath.get(path), path);
  const glossary = result.site.routeByPath.get('/explore/glossary').data.page;
  assert.ok(glossary.headings.filter((h) => h.level === 3).length >= 40);
});

test("the Multiply page's leverage table is drawn by the site's own component, its figures worked out from the LLTVs", () => {
  const html = result.files.get('user-guides/multiply-basics/index.html');
  const rows = [...html.matchAll(/<tr><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g)].map((m) => m.slice(1));
  assert.deepEqual(rows, [
    ['wstETH collateral / ETH debt', '92%', '12.5×', '11.25×', '1.01'],
    ['ETH collateral / USDC debt', '80%', '5×', '4.5×', '1.03'],
    ['WBTC collateral / USDC debt', '75%', '4×', '3.6×', '1.04'],
    ['STRK collateral / USDC debt', '60%', '2.5×', '2.25×', '1.08'],
  ]);
  assert.match(html, /<th><a href="\/explore\/glossary#lltv">LLTV<\/a><\/th>/);
  assert.doesNotMatch(html, /import LeverageTable|capShare=/);
});
