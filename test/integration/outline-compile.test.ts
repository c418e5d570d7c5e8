// serve's outline (issue 36: its first page): a compile that routes every page from its front matter and renders only
// the bodies asked for. It leaves each MDX file's JSX unread until its body is rendered (the MDX compile of every file
// was most of the outline's time on a large MDX site), and what continues from it draws the pages as a build does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../src/pipeline/compile.js';
import { createTimer } from '../../src/pipeline/timer.js';
import { buildFixture, makeSite } from '../support/fixture-site.js';

const files = {
  'src/components/Note.jsx': 'export default function Note({ children }) {\n  return <aside className="note">{children}</aside>;\n}\n',
  'docs/a.mdx': "---\ntitle: Alpha\n---\n\nimport Note from '@site/src/components/Note';\n\n<Note>Alpha's note.</Note>\n\nSee [Beta](./b.mdx).\n",
  'docs/b.mdx': "import Note from '@site/src/components/Note';\n\n# Beta *heading*\n\n<Note>Beta's note.</Note>\n",
  'docs/c.md': '# Gamma\n\nPlain Markdown.\n',
};

test("an outline compile reads no MDX file's JSX; a compile that continues from it renders them as a build does", async () => {
  const root = makeSite(files);
  const outline = await compile({ root, timer: createTimer(), bodies: new Set() });
  assert.deepEqual(outline.diagnostics, []);
  const read = outline.readSite!.read.pages.flatMap((item) => (item.state === 'parsed' ? [item.parsed] : []));
  const bySource = new Map(read.map((parsed) => [parsed.source, parsed]));
  assert.equal(bySource.size, 3);
  // The MDX files are as written (their imports still in the body); Markdown needs no such step.
  assert.ok(bySource.get('docs/a.mdx')!.pendingMdx, 'docs/a.mdx is left to be compiled');
  assert.match(bySource.get('docs/b.mdx')!.body, /^import Note/);
  assert.equal(bySource.get('docs/c.md')!.pendingMdx, undefined);
  // The outline's titles: the front matter's, or the heading below the imports.
  const titles = Object.fromEntries(outline.site!.routes.flatMap((route) => ('page' in route.data ? [[route.path, route.data.page.title]] : [])));
  assert.deepEqual(titles, { '/a': 'Alpha', '/b': 'Beta heading', '/c': 'Gamma' });

  const one = await compile({ root, timer: createTimer(), readSite: outline.readSite, bodies: new Set(['docs/a.mdx']) });
  const full = await compile({ root, timer: createTimer(), readSite: outline.readSite });
  const built = await buildFixture(files);
  const page = (site: typeof full.site, path: string) => {
    const route = site!.routeByPath.get(path)!;
    return 'page' in route.data ? route.data.page : undefined;
  };
  assert.match(page(one.site, '/a')!.html, /<aside class="note">Alpha's note.<\/aside>/);
  for (const path of ['/a', '/b', '/c']) {
    assert.equal(page(full.site, path)!.html, page(built.site, path)!.html, path);
    assert.equal(page(full.site, path)!.title, page(built.site, path)!.title, path);
  }
});
