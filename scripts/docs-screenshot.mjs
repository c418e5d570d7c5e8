#!/usr/bin/env node
// Takes the README's screenshot (docs/static/img/screenshot.png) of the manual's getting-started page, with Debian's
// headless Chromium as the browser tests use it. Build the manual first (npm run docs), then run this from the
// repository: node scripts/docs-screenshot.mjs [built-folder]. The picture is written again only when asked.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createStaticHandler } from '../dist/src/serve/http/static-handler.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.resolve(process.argv[2] ?? path.join(ROOT, 'docs-build'));
const target = path.join(ROOT, 'docs/static/img/screenshot.png');

const handler = createStaticHandler(built, {});
const server = createServer((req, res) => handler(req, res).catch(() => res.destroy()));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 640 }, colorScheme: 'light' });
  await page.goto(`http://127.0.0.1:${server.address().port}/getting-started`, { waitUntil: 'load' });
  await page.screenshot({ path: target });
  console.log(`wrote ${path.relative(ROOT, target)}`);
} finally {
  await browser.close();
  server.close();
}
