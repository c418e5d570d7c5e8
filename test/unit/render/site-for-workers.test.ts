// The site the render workers are sent (src/render/site-for-workers.ts): every other page's body cut to what a doc
// card reads of it, and a body read only where that is needed, since a build's bodies are in its spool, read from
// the file each time they are asked for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteForWorkers } from '../../../src/render/site-for-workers.js';
import type { Page, Route, Site } from '../../../src/types.js';

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
