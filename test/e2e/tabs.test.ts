// MDX tabs in the browser (one panel at a time, keyboard, groupId sync and memory; all panels without JavaScript)
// and mermaid diagrams drawn by a script loaded only where needed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { launchBrowser, serveDir } from '../support/browser.js';
import { makeSite, tempDir } from '../support/fixture-site.js';

const MDX = `---
title: Install
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="pm">
<TabItem value="npm" label="npm">

Run npm.

</TabItem>
<TabItem value="yarn" label="Yarn">

Run yarn.

</TabItem>
</Tabs>

<Tabs groupId="pm">
<TabItem value="npm" label="npm">

Second npm.

</TabItem>
<TabItem value="yarn" label="Yarn">

Second yarn.

</TabItem>
</Tabs>
`;

let browser;
let site;
before(async () => {
  browser = await launchBrowser();
  const out = path.join(tempDir(), 'site');
  const result = await build({ root: makeSite({ 'docs/install.mdx': MDX, 'docs/diagram.md': '---\ntitle: Diagram\n---\n\n```mermaid\ngraph TD; Supply-->Borrow\n```\n' }), out });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  site = await serveDir(out);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const visible = (page) => page.locator('[role="tabpanel"]:visible').allTextContents();

test('one panel at a time; tab sets with one groupId switch together and remember the choice', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.origin}/install`);
  assert.deepEqual((await visible(page)).map((t) => t.trim()), ['Run npm.', 'Second npm.']);
  await page.locator('[role="tab"]', { hasText: 'Yarn' }).first().click();
  assert.deepEqual((await visible(page)).map((t) => t.trim()), ['Run yarn.', 'Second yarn.']);
  assert.equal(await page.locator('[role="tab"][aria-selected="true"]').first().textContent(), 'Yarn');
  await page.reload();
  assert.deepEqual((await visible(page)).map((t) => t.trim()), ['Run yarn.', 'Second yarn.']);
  // Arrow keys move between tabs.
  await page.locator('[role="tab"][aria-selected="true"]').first().focus();
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual((await visible(page)).map((t) => t.trim()), ['Run npm.', 'Second npm.']);
  assert.equal(await page.evaluate(() => document.activeElement!.textContent), 'npm');
  await context.close();
});

test('without JavaScript every panel is readable', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}/install`);
  assert.equal((await visible(page)).length, 4);
  await context.close();
});

test('mermaid diagrams are drawn by a script that only pages with diagrams load', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: any[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto(`${site.origin}/install`);
  // The script would be added while the page's own script runs, before the load event goto() waits for.
  assert.equal(await page.locator('script[src="/assets/mermaid/mermaid.min.js"]').count(), 0);
  assert.equal(scripts.includes('/assets/mermaid/mermaid.min.js'), false);
  await page.goto(`${site.origin}/diagram`);
  await page.locator('pre.mermaid svg').waitFor({ timeout: 15000 });
  assert.ok(scripts.includes('/assets/mermaid/mermaid.min.js'));
  assert.match(await page.locator('pre.mermaid svg').textContent(), /Supply/);
  await context.close();
});
