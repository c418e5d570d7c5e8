// What a build holds while it runs (issue 36, flat memory): the Markdown renderer is freed as soon as every body is
// rendered, before the load stage sizes the bodies' images (which copies those bodies), and a build keeps of its
// compile neither the parse results nor their copies of the bodies, only what its record and report read of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config/load.js';
import { createSiteCode } from '../../src/load/components/site-code.js';
import { readContent, renderContent, type PageResult } from '../../src/load/load-content.js';
import { openMarkdown } from '../../src/load/open-markdown.js';
import type { MarkdownRenderer } from '../../src/load/markdown.js';
import { sourceRoutes } from '../../src/route/source-routes.js';
import { forBuild } from '../../src/pipeline/emit-site.js';
import type { Page } from '../../src/types.js';
import { doc, makeSite } from '../support/fixture-site.js';
import { pngBytes } from '../support/image-bytes.js';

test('the load stage tells when every body is rendered, before it sizes their images and returns', async () => {
  const root = makeSite({
    'docs/a.md': doc({ title: 'A' }, '![Chart](/img/chart.png)\n\nText.'),
    'docs/b.md': doc({ title: 'B' }, 'See [A](./a.md).'),
    'docs/c.md': doc({ title: 'C' }, 'Words.'),
    'static/img/chart.png': pngBytes(3, 2),
  });
  const { config } = await loadConfig(root);
  const siteCode = createSiteCode();
  const opened = await openMarkdown(root, siteCode);
  try {
    const read = await readContent({ config: config!, root, siteCode });
    let rendering = 0;
    let rendered = 0;
    const markdown: MarkdownRenderer = {
      async render(body, where, routes) {
        rendering++;
        try {
          return await opened.renderer.render(body, where, routes);
        } finally {
          rendering--;
          rendered++;
        }
      },
    };
    const told: { rendering: number; rendered: number }[] = [];
    let freed = false;
    const content = await renderContent(read, {
      markdown,
      routes: sourceRoutes(read.sources, config!),
      onBodiesRendered: async () => {
        told.push({ rendering, rendered });
        await opened.close();
        freed = true;
      },
    });
    assert.deepEqual(told, [{ rendering: 0, rendered: 3 }]);
    assert.ok(freed, 'renderContent waits for the renderer to be freed');
    // The images were sized after the renderer was freed: the page still gets its image's size.
    const a = content.pages.find((page) => page.source === 'docs/a.md')!;
    assert.match(a.html, /<img [^>]*width="3" height="2"/);
  } finally {
    await opened.close();
    await siteCode.close();
  }
});

test("a build keeps of its compile the files its pages read and its slowest pages, not the parse results", () => {
  const page = (file: string) => ({ file, html: '<p>body</p>', markdown: 'body' }) as Page;
  const results = new Map<string, PageResult>([
    ['a.md', { page: page('docs/a.md'), diagnostics: [], ms: 5, inputs: { '/site/src/components/Chart.tsx': 'h1' } }],
    ['b.md', { page: page('docs/b.md'), diagnostics: [], ms: 40 }],
    ['c.md', { diagnostics: [], ms: 90 }],
  ]);
  const kept = forBuild({ diagnostics: [], results, parsed: 3 });
  assert.equal('results' in kept, false);
  assert.equal(kept.parsed, 3);
  assert.deepEqual(kept.read, ['/site/src/components/Chart.tsx']);
  assert.deepEqual(kept.slowest, [{ file: 'docs/b.md', ms: 40 }, { file: 'docs/a.md', ms: 5 }]);
});

test("a build's load stage lets each file's text go once its page is rendered; a compile others continue from keeps it", async () => {
  const root = makeSite({
    'docs/a.md': doc({ title: 'A' }, `${'Lending pools hold assets. '.repeat(40)}\n\nSee [B](./b.md).`),
    'docs/b.md': doc({ title: 'B' }, 'Words.'),
    'blog/2024-01-02-news.md': doc({ title: 'News' }, 'First words.'),
  });
  const { config } = await loadConfig(root);
  const siteCode = createSiteCode();
  const opened = await openMarkdown(root, siteCode);
  try {
    for (const release of [true, false]) {
      const read = await readContent({ config: config!, root, siteCode });
      assert.deepEqual(read.pages.map((item) => item.state), ['parsed', 'parsed', 'parsed']);
      // What routes are made of is a copy of three facts, not the file as read (which holds its text until rendered).
      assert.deepEqual(read.sources.map((facts) => Object.keys(facts).sort()), [0, 1, 2].map(() => ['frontMatter', 'kind', 'source']));
      const content = await renderContent(read, { markdown: opened.renderer, routes: sourceRoutes(read.sources, config!), release });
      assert.equal(content.pages.length, 3);
      // Released: what was read holds each file's result (the page the build passes along), not its text.
      const states = read.pages.map((item) => item.state);
      assert.deepEqual(states, release ? ['done', 'done', 'done'] : ['parsed', 'parsed', 'parsed'], `release: ${release}`);
      if (release) for (const item of read.pages) assert.equal(item.state === 'done' && item.result.page?.source, content.results.get(item.job.relative)?.page?.source);
    }
  } finally {
    await opened.close();
    await siteCode.close();
  }
});
