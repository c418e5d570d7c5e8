// The tree Docusaurus gives a content plugin's remarkPlugins (issues 31/32): its MDX loader runs its own remark
// plugins between beforeDefaultRemarkPlugins and remarkPlugins (@docusaurus/mdx-loader processor.ts), so a site's
// plugin in remarkPlugins sees each link to a docs or blog Markdown file resolved to its page's URL
// (resolveMarkdownLinks), each heading's id in data.id (headings: `{#id}` taken out of the text) and the page's title
// in file.data.contentTitle; a beforeDefaultRemarkPlugins plugin sees none of it. lendocs gave every plugin the
// tree as written, so a plugin matching links by URL (corpus S15 inlines the page a link leads to, keyed by its URL)
// waited for a page that never came, and a heading a plugin changed lost the id Docusaurus gave it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { tempDir, writeFiles } from '../support/temp.js';
import { runCliHere } from '../support/cli-here.js';

// `seen` writes what the tree held (links, heading ids, the title) into the page; `mark` changes every h2's text.
const CONFIG = `function seen(label) {
  return () => (tree, file) => {
    const links = [], ids = [];
    const walk = (n) => { if (n.type === 'link' || n.type === 'definition') links.push(n.url); if (n.type === 'heading') ids.push(n.data?.id ?? null); (n.children || []).forEach(walk); };
    walk(tree);
    tree.children.push({ type: 'paragraph', children: [{ type: 'inlineCode', value: label + ' ' + JSON.stringify({ links, ids, title: file.data.contentTitle ?? null }) }] });
  };
}
function mark() {
  return (tree) => {
    const walk = (n) => { if (n.type === 'heading' && n.depth === 2) n.children.push({ type: 'text', value: ' (marked)' }); (n.children || []).forEach(walk); };
    walk(tree);
  };
}
module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/base/',
  presets: [['classic', {
    docs: { routeBasePath: 'docs', beforeDefaultRemarkPlugins: [seen('before')], remarkPlugins: [seen('after'), mark] },
    blog: { path: 'blog', remarkPlugins: [seen('after')] },
    pages: { remarkPlugins: [seen('after')] },
  }]],
};
`;

const A = '---\ntitle: A\n---\n\n# Page A\n\nSee [B](./b.md#part), [the ref][r], [outside](https://example.com/x.md) and [a route](/docs/b).\n\n## Setup {#set-up}\n\n## Usage\n\n## Usage\n\n[r]: b.md\n';
const SITE = {
  'docusaurus.config.js': CONFIG,
  'docs/a.md': A,
  'docs/c.mdx': A.replace('# Page A', '# Page C'),
  'docs/b.md': '# B\n\n## Part\n',
  'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nSee [the other post](./2024-01-02-other.md).\n',
  'blog/2024-01-02-other.md': '---\ntitle: Other\n---\n\nText.\n',
  'src/pages/p.md': '# P\n\nSee [A](../../docs/a.md).\n',
};

async function build(): Promise<{ out: string; output: string }> {
  const root = writeFiles(tempDir(), SITE);
  assert.equal((await runCliHere(['migrate', root])).code, 0);
  const out = path.join(tempDir(), 'out');
  const run = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(run.code, 0, run.stderr + run.stdout);
  return { out, output: run.stderr + run.stdout };
}

// Both tests read the one build.
let made: ReturnType<typeof build> | undefined;
const built = () => (made ??= build());

const page = (out: string, route: string) => cheerio.load(readFileSync(path.join(out, route, 'index.html'), 'utf8'));
const seenIn = ($: cheerio.CheerioAPI, label: string) => JSON.parse($('article code').filter((_, code) => $(code).text().startsWith(`${label} `)).text().slice(label.length + 1));

test("remarkPlugins see Markdown links as their pages' URLs, heading ids and the title, as Docusaurus's defaults leave the tree; beforeDefaultRemarkPlugins see the file as written", async () => {
  const { out, output } = await built();
  for (const [route, title] of [['docs/a', 'Page A'], ['docs/c', 'Page C']]) {
    const $ = page(out, route);
    assert.deepEqual(seenIn($, 'before'), { links: ['./b.md#part', 'https://example.com/x.md', '/docs/b', 'b.md'], ids: [null, null, null, null], title: null });
    assert.deepEqual(seenIn($, 'after'), { links: ['/base/docs/b#part', 'https://example.com/x.md', '/docs/b', '/base/docs/b'], ids: [title.toLowerCase().replace(' ', '-'), 'set-up', 'usage', 'usage-1'], title });
  }
  // The blog resolves its own posts' links; the pages plugin resolves none (Docusaurus gives it no resolveMarkdownLink).
  assert.deepEqual(seenIn(page(out, 'blog/2024/01/01/hello'), 'after').links, ['/base/blog/2024/01/02/other']);
  assert.deepEqual(seenIn(page(out, 'p'), 'after').links, ['../../docs/a.md']);
  assert.match(output, /\(0 errors, 0 warnings/);
});

test('a heading whose text a remarkPlugins plugin changed keeps the id Docusaurus gave it before the plugin ran; links the plugins left alone read as written', async () => {
  const { out } = await built();
  for (const route of ['docs/a', 'docs/c']) {
    const $ = page(out, route);
    assert.deepEqual($('article h2').map((_, h) => `${$(h).attr('id')} ${$(h).text().replace(/#$/, '').trim()}`).get(), ['set-up Setup (marked)', 'usage Usage (marked)', 'usage-1 Usage (marked)']);
    assert.deepEqual($('article p a').map((_, a) => $(a).attr('href')).get(), ['/base/docs/b#part', '/base/docs/b', 'https://example.com/x.md', '/base/docs/b']);
  }
  assert.equal(page(out, 'docs/b')('article h2').attr('id'), 'part');
});
