// Real headless Chromium (Debian's) driven by playwright-core, against a built site served on 127.0.0.1.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from '../../src/pipeline/build.js';
import { createStaticHandler } from '../../src/serve/http/static-handler.js';
import { makeSite, tempDir, type SiteFiles } from './fixture-site.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    // A missing browser is a failure, never a skip: browser behaviour is part of what CI proves.
    return Promise.reject(new Error(`Chromium not found at ${CHROMIUM}. Install Debian's chromium (apt-get install chromium), or set CHROMIUM_PATH.`));
  }
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

// A process that runs several test files one after the other (a group of scripts/run-tests.mjs) launches Chromium
// once, not once per file: about 0.75 s of CPU each time. Set by shareBrowserInThisProcess(); a file run alone
// launches its own, as before.
let shared: { browser?: Promise<Browser> } | undefined;

/**
 * Called at the top of a module that imports several test files in turn: launchBrowser() then gives each file the
 * same Chromium, closed by the process's last after() hook.
 */
export function shareBrowserInThisProcess(): void {
  if (shared) return;
  const held: { browser?: Promise<Browser> } = {};
  shared = held;
  after(async () => {
    await (await held.browser?.catch(() => undefined))?.close();
  });
}

/**
 * Chromium for one test file. Where the process shares one (shareBrowserInThisProcess), the file gets a view of it:
 * the contexts and pages it opens are its own, and its close() closes them and leaves the browser to the next file,
 * so no file sees another's pages, storage or permissions (those live in a context).
 */
export async function launchBrowser(): Promise<Browser> {
  if (!shared) return launchChromium();
  const running = await shared.browser?.catch(() => undefined);
  if (!running?.isConnected()) shared.browser = launchChromium();
  const browser = await shared.browser!;
  const opened = new Set<BrowserContext | Page>();
  const keep = async <T extends BrowserContext | Page>(made: Promise<T>): Promise<T> => {
    const value = await made;
    opened.add(value);
    return value;
  };
  const view: Partial<Browser> = {
    newContext: (options) => keep(browser.newContext(options)),
    newPage: (options) => keep(browser.newPage(options)),
    close: async () => {
      await Promise.all([...opened].map((each) => each.close()));
      opened.clear();
    },
  };
  return new Proxy(browser, {
    get: (target, name) => {
      if (name in view) return view[name];
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
export async function serveFixtureSite(files: SiteFiles, options: { config?: string; base?: string } = {}) {
  const out = path.join(tempDir(), 'site');
  const result = await build({ root: makeSite(files, options), out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  return serveDir(out, { base: options.base });
}

/** What serveDir gives: the site's origin and a close function. */
export type ServedSite = Awaited<ReturnType<typeof serveDir>>;

/**
 * Chromium and a fixture site served (serveFixtureSite) for the test file that calls it at its top: both are made in a
 * before() hook and closed in an after() hook; read them from the returned object inside the tests.
 */
export function browserOnFixtureSite(files: SiteFiles, options: { config?: string } = {}): { browser: Browser; site: ServedSite } {
  const held = {} as { browser: Browser; site: ServedSite };
  before(async () => {
    held.browser = await launchBrowser();
    held.site = await serveFixtureSite(files, options);
  });
  after(async () => {
    await held.browser?.close();
    await held.site?.close();
  });
  return held;
}

/** Opens `url` in a new desktop-sized page and its search modal (Ctrl+K), once the modal's box is there. */
export async function openSearch(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(url);
  await page.keyboard.press('Control+k');
  await page.locator('[data-search-input]').waitFor();
  return page;
}

/** Types a query in the open search modal; the titles of the results as it shows them, once its status names this query. */
export async function searchTitles(page: Page, query: string): Promise<string[]> {
  await page.locator('[data-search-input]').fill(query);
  await page.waitForFunction((q) => document.querySelector('[data-search-status]')?.textContent?.includes(`"${q}"`), query);
  return page.evaluate(() => [...document.querySelectorAll('.search-hit [data-hit-title]')].map((title) => title.textContent ?? ''));
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
