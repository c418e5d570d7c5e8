// The blog's base path and sidebar size (src/shared/blog-path.ts), as Docusaurus's routeBasePath and blogSidebarCount.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blogPath, blogSidebarCount } from '../../../src/shared/blog-path.js';

const PATHS: [{ routeBasePath?: string }, string, string, string][] = [
  [{}, '', '/blog', 'unset is /blog'],
  [{}, 'tags', '/blog/tags', 'a path inside the blog'],
  [{ routeBasePath: '/' }, 'tags', '/tags', 'a blog at the root'],
  [{ routeBasePath: '/' }, '', '/', 'the root blog itself'],
  [{ routeBasePath: '' }, '', '/', 'an empty routeBasePath is the root'],
  [{ routeBasePath: '/news/' }, '/page/2', '/news/page/2', 'slashes around either part are folded'],
];
for (const [blog, inside, expected, rule] of PATHS) {
  test(`blogPath: ${rule}`, () => assert.equal(blogPath(blog, inside), expected));
}

test('blogSidebarCount: 100 by default, the count given, or every post with ALL', () => {
  assert.equal(blogSidebarCount({}, 7), 7);
  assert.equal(blogSidebarCount({}, 500), 100);
  assert.equal(blogSidebarCount({ sidebarCount: 5 }, 7), 5);
  assert.equal(blogSidebarCount({ sidebarCount: 'ALL' }, 500), 500);
  assert.equal(blogSidebarCount({ sidebarCount: 0 }, 3), 0);
});
