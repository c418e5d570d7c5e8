// The site the render workers are sent (src/render/site-for-workers.ts): every other page's body cut to what a doc
// card reads of it, and a body read only where that is needed, since a build's bodies are in its spool, read from
// the file each time they are asked for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteForWorkers } from '../../../src/render/site-for-workers.js';
import type { Page, Route, Site } from '../../../src/types.js';
import { heldStrings } from '../../support/heap-strings.js';

/** A page whose body is counted each time it is read, as a spooled page's is read from its file. */
function countedPage(description: string, body: string, reads: Map<string, number>): Page {
  const page = { kind: 'doc', source: `docs/${description || 'plain'}.md`, title: 'T', description, excerptHtml: '', markdown: 'md', links: [], ids: [], frontMatterLines: {} };
  return Object.defineProperty(page, 'html', {
    get: () => {
      reads.set(page.source, (reads.get(page.source) ?? 0) + 1);
      return body;
    },
    enumerable: true,
  }) as unknown as Page;
}

test("a page with a description of its own has no body in the workers' site, and its body is not read for it", () => {
  const reads = new Map<string, number>();
  const described = countedPage('About it', '<p>First words.</p><p>More.</p>', reads);
  const plain = countedPage('', '<h2>X</h2><p>First words.</p><p>More.</p>', reads);
  const routes = [described, plain].map((page, n) => ({ path: `/docs/${n}`, data: { page } }) as unknown as Route);
  const site = { routes, routeByPath: new Map(routes.map((route) => [route.path, route])) } as unknown as Site;
  const slim = siteForWorkers(site).routes.map((route) => (route.data as { page: Page }).page);
  assert.equal(slim[0].html, '');
  assert.equal(slim[0].description, 'About it');
  // A doc card of a page without a description shows its first paragraph: that is all it keeps of its body.
  assert.equal(slim[1].html, '<p>First words.</p>');
  assert.deepEqual(Object.fromEntries(reads), { 'docs/plain.md': 1 });
});

test("the first paragraph kept of a page's body does not hold the whole body in memory", async () => {
  // A body is read from the spool as a new string each time; a match cut from it was a view that kept all of it
  // alive (V8 keeps a cut of 13 characters or more that way), for every page without a description.
  const bytes = Buffer.from(`<p>Held by its first paragraph.</p>${'<p>Lending pools hold assets.</p>'.repeat(60_000)}`);
  const page = { kind: 'doc', source: 'docs/long.md', title: 'T', description: '', excerptHtml: '', markdown: 'md', links: [], ids: [], frontMatterLines: {} };
  Object.defineProperty(page, 'html', { get: () => bytes.toString('utf8'), enumerable: true });
  const routes = [{ path: '/docs/long', data: { page } } as unknown as Route];
  const slim = siteForWorkers({ routes, routeByPath: new Map(routes.map((route) => [route.path, route])) } as unknown as Site);
  // V8 keeps the text a regular expression last ran on (RegExp.input): one string a thread, run on something else.
  /after/.exec('after');
  assert.deepEqual(await heldStrings('<p>Held by its first paragraph.</p>', 1_000_000), [], 'no body of about 2 MB is left in the heap');
  assert.equal((slim.routes[0].data as { page: Page }).page.html, '<p>Held by its first paragraph.</p>');
});
