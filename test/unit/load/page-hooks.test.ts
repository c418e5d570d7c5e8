// The page hooks (src/load/components/stand-ins/page-hooks.tsx) on a page's data alone: the doc's sidebar, the
// category whose page it is, the breadcrumbs down to it, and what each says where it has no page or another kind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageHooks } from '../../../src/load/components/stand-ins/page-hooks.js';
import { PageDataError } from '../../../src/load/components/component-error.js';
import type { PageData } from '../../../src/load/components/page-data.js';

const items = [
  { type: 'link', label: 'Intro', href: '/intro' },
  { type: 'category', label: 'Guides', href: '/guides/', collapsed: false, collapsible: true, items: [{ type: 'link', label: 'Setup', href: '/guides/setup' }] },
];
const doc = (permalink: string, sidebar?: PageData['sidebar']): PageData => ({ kind: 'doc', metadata: { permalink, title: 'T' }, frontMatter: {}, toc: [], sidebar });

test("useDocsSidebar, useCurrentSidebarCategory and useSidebarBreadcrumbs read the doc's sidebar", () => {
  const onSetup = pageHooks({ page: doc('/guides/setup', { name: 'docs', items }) });
  assert.equal(onSetup.useDocsSidebar()?.items.length, 2);
  assert.deepEqual(onSetup.useSidebarBreadcrumbs()?.map((item: { label?: string }) => item.label), ['Guides', 'Setup']);
  assert.throws(() => onSetup.useCurrentSidebarCategory(), /not a category's own page/);
  assert.equal(pageHooks({ page: doc('/guides', { name: 'docs', items }) }).useCurrentSidebarCategory().label, 'Guides');
  assert.equal(pageHooks({ page: doc('/alone', null) }).useDocsSidebar(), null);
});

test('drawn for no page, a hook is a PageDataError; on another kind of page, or before the sidebars are made, an error saying so', () => {
  assert.throws(() => pageHooks({}).useDoc(), PageDataError);
  assert.throws(() => pageHooks({}).useBlogPost(), PageDataError);
  assert.throws(() => pageHooks({ page: doc('/a') }).useBlogPost(), (cause) => !(cause instanceof PageDataError) && /not a blog post/.test((cause as Error).message));
  assert.throws(() => pageHooks({ page: doc('/a') }).useDocsSidebar(), /does not know yet where an MDX file draws a component/);
  assert.equal(pageHooks({ page: doc('/a') }).useDoc().metadata.permalink, '/a');
});
