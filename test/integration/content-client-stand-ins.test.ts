// The docs and blog plugins' client helpers a site's components call (issue 31, class 2; corpus class no-stand-in):
// useBlogMetadata() on a blog's pages, the blog sidebar's and the docs sidebar's item helpers, computed from what
// the component is given and the page's path as Docusaurus computes them; and theme-classic's icons and
// useBrokenLinks, which a site's own copy button or link imports. Each was 'lendocs has no stand-in'.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs: { routeBasePath: docs }\nblog: { title: Field notes, routeBasePath: news }\n`;

const BLOG_BITS = `import React from 'react';
import { useBlogMetadata, useVisibleBlogSidebarItems, groupBlogSidebarItemsByYear, BlogSidebarItemList } from '@docusaurus/plugin-content-blog/client';

const ITEMS = [
  { title: 'New', permalink: '/news/new', date: '2024-03-01T00:00:00.000Z', unlisted: false },
  { title: 'Hidden', permalink: '/news/hidden', date: '2024-02-01T00:00:00.000Z', unlisted: true },
  { title: 'Here', permalink: '/news/hello', date: '2023-05-01T00:00:00.000Z', unlisted: true },
  { title: 'Old', permalink: '/news/old', date: '2023-01-01T00:00:00.000Z', unlisted: false },
];

export default function BlogBits() {
  const { blogBasePath, blogTitle, authorsListPath } = useBlogMetadata();
  const visible = useVisibleBlogSidebarItems(ITEMS);
  return (
    <div id="blog-bits">
      <p id="meta">{[blogBasePath, blogTitle, authorsListPath].join(' | ')}</p>
      {groupBlogSidebarItemsByYear(visible).map(([year, items]) => (
        <section key={year} data-year={year}><BlogSidebarItemList items={items} ulClassName="years" linkClassName="post" /></section>
      ))}
    </div>
  );
}
`;

const SIDEBAR_BITS = `import React from 'react';
import { isActiveSidebarItem, isVisibleSidebarItem, findFirstSidebarItemLink, findSidebarCategory, filterDocCardListItems } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';

const ITEMS = [
  { type: 'category', label: 'Guides', items: [{ type: 'link', label: 'Secret', href: '/docs/secret', unlisted: true }, { type: 'link', label: 'A', href: '/docs/a' }] },
  { type: 'category', label: 'Empty', items: [{ type: 'link', label: 'Gone', href: '/docs/gone', unlisted: true }] },
  { type: 'link', label: 'Elsewhere', href: '/docs/b/' },
  { type: 'html', value: '<hr>' },
];

export default function SidebarBits() {
  const { pathname } = useLocation();
  useBrokenLinks().collectAnchor('copy');
  return (
    <div id="sidebar-bits">
      <p id="active">{ITEMS.filter((item) => isActiveSidebarItem(item, pathname)).map((item) => item.label).join(',')}</p>
      <p id="visible">{ITEMS.filter((item) => isVisibleSidebarItem(item, pathname)).map((item) => item.label ?? item.type).join(',')}</p>
      <p id="first">{ITEMS.map(findFirstSidebarItemLink).join(',')}</p>
      <p id="category">{findSidebarCategory(ITEMS, (item) => item.label === 'Empty')?.items.length}</p>
      <p id="cards">{filterDocCardListItems(ITEMS).map((item) => item.label ?? item.type).join(',')}</p>
      <button id="copy"><IconCopy className="icon" /><IconSuccess width={12} /><IconWordWrap /></button>
    </div>
  );
}
`;

const files = () => ({
  'src/components/BlogBits.jsx': BLOG_BITS,
  'src/components/SidebarBits.jsx': SIDEBAR_BITS,
  'blog/2023-05-01-hello.mdx': `---\ntitle: Hello\nslug: hello\n---\n\nimport BlogBits from '@site/src/components/BlogBits';\n\n<BlogBits />\n`,
  'docs/a.mdx': `---\ntitle: A\n---\n\nimport SidebarBits from '@site/src/components/SidebarBits';\n\n<SidebarBits />\n`,
  'blog/2024-03-01-new.md': '---\nslug: new\n---\n# New\n',
  'blog/2023-01-01-old.md': '---\nslug: old\n---\n# Old\n',
  'docs/b.md': '# B\n',
});

test("useBlogMetadata() gives the blog's path, title and authors page; the blog sidebar's helpers hide unlisted posts but the page's own and group by year", async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/news/hello');
  assert.equal($('#meta').text(), '/news | Field notes | /news/authors');
  assert.deepEqual($('#blog-bits section').map((_, section) => `${$(section).attr('data-year')}: ${$(section).find('a.post').map((__, a) => $(a).attr('href')).get().join(' ')}`).get(), ['2024: /news/new', '2023: /news/hello /news/old']);
  assert.equal($('#blog-bits ul.years').length, 2);
});

test("the docs sidebar's item helpers answer from the items given and the page's path; theme-classic's icons and useBrokenLinks are there", async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/docs/a');
  const text = (id: string) => $(`#${id}`).text();
  assert.equal(text('active'), 'Guides');
  assert.equal(text('visible'), 'Guides,Elsewhere,html');
  assert.equal(text('first'), '/docs/a,,/docs/b/,');
  assert.equal(text('category'), '1');
  assert.equal(text('cards'), 'Guides,Elsewhere,html');
  const icons = $('#copy svg');
  assert.equal(icons.length, 3);
  assert.equal(icons.eq(0).attr('class'), 'icon');
  assert.equal(icons.eq(0).attr('viewBox'), '0 0 24 24');
  assert.equal(icons.eq(1).attr('width'), '12');
  assert.ok(icons.find('path').get().every((path) => $(path).attr('fill') === 'currentColor' && ($(path).attr('d') ?? '').length > 10));
});

test('useBlogMetadata() on a page of no blog is an error, as in Docusaurus', async () => {
  const more = { ...files(), 'docs/c.mdx': `---\ntitle: C\n---\n\nimport BlogBits from '@site/src/components/BlogBits';\n\n<BlogBits />\n` };
  const result = await buildFixture(more, { config: CONFIG });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].file!, /docs\/c\.mdx$/);
  assert.match(result.errors[0].message, /useBlogMetadata\(\) is read on \/docs\/c, which is no page of a blog/);
});
