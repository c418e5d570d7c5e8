// Real headless Chromium (Debian's) driven by playwright-core, against a built site served on 127.0.0.1.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from '../../src/pipeline/build.js';
import { createStaticHandler } from '../../src/serve/http/static-handler.js';
import { makeSite, tempDir, type SiteFiles } from './fixture-site.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    // A missing browser is a failure, never a skip: browser behaviour is part of what CI proves.
    throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's chromium (apt-get install chromium), or set CHROMIUM_PATH.`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

/** Serves `dir` on an ephemeral loopback port (under `base`, a site's baseUrl); returns its origin and a close function. */
export async function serveDir(dir: string, { base }: { base?: string } = {}) {
  const handler = createStaticHandler(dir, { base });
  const server = createServer((req, res) => {
    handler(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    }),
  };
}

/** Builds a fixture site (makeSite's files and config), which must build without errors, and serves it as serveDir does. */
export async function serveFixtureSite(files: SiteFiles, options: { config?: string } = {}) {
  const out = path.join(tempDir(), 'site');
  const result = await build({ root: makeSite(files, options), out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  return serveDir(out);
}

/**
 * Waits, from now on, for the page's next scroll to end: call it before the action that scrolls, then await what it
 * returns. That resolves with window.scrollY once 'scrollend' has fired and a frame has been drawn since, so the
 * page's own scroll handlers (which update on the next animation frame) have run.
 */
export async function nextScrollEnd(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    (window as any).__lendocsScrollEnd = new Promise<number>((resolve) => {
      addEventListener('scrollend', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))), { once: true });
    });
  });
  return () => page.evaluate(() => (window as any).__lendocsScrollEnd);
}
