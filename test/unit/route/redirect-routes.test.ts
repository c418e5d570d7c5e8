// The redirect pages as Docusaurus's client-redirects plugin collects them (src/route/redirect-routes.ts): from each
// page's path by `clientRedirects` extensions, the config's `redirects`, and what createRedirects gave; a made
// redirect never takes a page's URL. Built sites: test/integration/client-redirects.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { redirectRoutes } from '../../../src/route/redirect-routes.js';

const page = (path: string) => ({ path, title: path, description: '', bodyClass: 'doc-page', docsearchTag: 'default', sidebar: 'none', noindex: false, data: { type: 'not-found' } }) as never;
const config = (more: object) => ({ redirects: [], ...more }) as never;
const pairs = (routes: { path: string; data: { to?: string } }[]) => routes.map((route) => `${route.path} → ${route.data.to}`);

test('fromExtensions gives each page an old URL with the extension, written as a folder; the root and pages with the extension get none', () => {
  const made = redirectRoutes(config({ clientRedirects: { fromExtensions: ['html', 'php'] } }), [page('/'), page('/docs/intro'), page('/docs/'), page('/404.html')], [], { file: 'lendocs.config.yml' });
  assert.deepEqual(pairs(made.routes as never), ['/docs/intro.html/ → /docs/intro', '/docs/intro.php → /docs/intro', '/docs.html/ → /docs/', '/docs.php/ → /docs/']);
  assert.deepEqual(made.diagnostics, []);
});

test('toExtensions gives a page whose path has the extension the path without it', () => {
  const made = redirectRoutes(config({ clientRedirects: { toExtensions: ['html'] } }), [page('/api.html'), page('/guide')], [], { file: 'lendocs.config.yml' });
  assert.deepEqual(pairs(made.routes as never), ['/api → /api.html']);
});

test("created redirects join the config's; one that would take a page's URL, or one taken before it, is left out with one warning", () => {
  const made = redirectRoutes(
    config({ redirects: [{ from: '/old', to: '/docs/intro' }] }),
    [page('/docs/intro'), page('/docs/guide')],
    [{ from: '/guide-v1', to: '/docs/guide' }, { from: '/docs/intro', to: '/docs/guide' }, { from: '/old', to: '/docs/guide' }],
    { file: 'lendocs.config.yml', line: 7 },
  );
  assert.deepEqual(pairs(made.routes as never), ['/old → /docs/intro', '/guide-v1 → /docs/guide']);
  assert.equal(made.diagnostics.length, 1);
  assert.equal(made.diagnostics[0].severity, 'warning');
  assert.equal(made.diagnostics[0].line, 7);
  assert.match(made.diagnostics[0].message, /^2 redirects that clientRedirects made would take the URL of a page or of an earlier redirect, so they are left out: \/docs\/intro → \/docs\/guide, \/old → \/docs\/guide\.$/);
});
