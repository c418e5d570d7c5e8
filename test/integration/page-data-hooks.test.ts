// The hooks that read the page being drawn (src/load/components/stand-ins/page-hooks.tsx), as Docusaurus's docs and
// blog plugins answer them: useDoc() and useBlogPost() give the doc's or post's metadata, front matter and table of
// contents, useDocsSidebar() its sidebar. A component an MDX file draws reads its own page; a theme override that
// reads them is drawn on each page it is on, with that page's data, and the others stay drawn once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs:\n  editUrl: https://example.com/edit/\n`;

const content = {
  'docs/intro.md': '---\ntags: [start]\n---\n\n# Intro\n\nWelcome.\n\n## First steps\n\nGo.\n',
  'docs/guide/setup.md': '---\ntitle: Setup\ndescription: How to set up\n---\n\nSet it up.\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\nauthors: [{ name: Ada }]\n---\n\nFirst post.\n',
};

test('a component an MDX file draws reads its page with useDoc() and useBlogPost()', async () => {
  const result = await buildFixture({
    ...content,
    'src/components/DocFacts.jsx': "import { useDoc } from '@docusaurus/plugin-content-docs/client';\nexport default function DocFacts() {\n  const { metadata, frontMatter, toc } = useDoc();\n  return <p data-facts>{metadata.permalink}|{metadata.title}|{frontMatter.level}|{toc.map((item) => item.id).join(',')}</p>;\n}\n",
    'src/components/PostFacts.jsx': "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';\nexport default function PostFacts() {\n  const { metadata, isBlogPostPage } = useBlogPost();\n  return <p data-post>{metadata.title}|{metadata.permalink}|{String(isBlogPostPage)}</p>;\n}\n",
    'docs/faq.mdx': "---\ntitle: FAQ\nlevel: 3\n---\n\nimport DocFacts from '@site/src/components/DocFacts';\n\n<DocFacts />\n\n## Why\n\nBecause.\n",
    'blog/2024-02-03-second.mdx': "---\ntitle: Second\n---\n\nimport PostFacts from '@site/src/components/PostFacts';\n\n<PostFacts />\n",
  });
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/faq')('[data-facts]').text(), '/faq|FAQ|3|why');
  assert.equal(result.$('/blog/2024-02-03-second')('[data-post]').text(), 'Second|/blog/2024-02-03-second|true');
});

const DOC_FOOTER = `import { useDoc, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import Original from '@theme-original/DocItem/Footer';
export default function Footer(props) {
  const { metadata, toc } = useDoc();
  const sidebar = useDocsSidebar();
  return (
    <>
      <Original {...props} />
      <div data-doc-footer data-title={metadata.title} data-tags={metadata.tags.map((tag) => tag.label).join(',')} data-edit={metadata.editUrl} data-next={metadata.next?.permalink ?? ''} data-toc={toc.length} data-sidebar={sidebar.items.length} />
    </>
  );
}
`;

test("a swizzled DocItem/Footer that calls useDoc() is drawn on each doc with that doc's data, and BlogPostItem with useBlogPost()", async () => {
  const result = await buildFixture({
    ...content,
    'src/theme/DocItem/Footer/index.js': DOC_FOOTER,
    'src/theme/BlogPostItem/index.js': "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';\nexport default function Item({ children }) {\n  const { metadata } = useBlogPost();\n  return <div data-post-item data-date={metadata.date.slice(0, 10)} data-authors={metadata.authors.map((a) => a.name).join(',')}>{children}</div>;\n}\n",
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.filter((d) => d.code === 'theme-override'), []);
  const intro = result.$('/intro')('[data-theme-override="DocItem/Footer"]');
  assert.equal(intro.find('[data-doc-footer]').attr('data-title'), 'Intro');
  assert.equal(intro.find('[data-doc-footer]').attr('data-tags'), 'start');
  assert.equal(intro.find('[data-doc-footer]').attr('data-edit'), 'https://example.com/edit/docs/intro.md');
  assert.equal(intro.find('[data-doc-footer]').attr('data-toc'), '1');
  assert.equal(intro.find('[data-doc-footer]').attr('data-sidebar'), '2');
  assert.equal(intro.find('a.doc-edit-link').length, 1, "lendocs's own footer where it draws @theme-original/DocItem/Footer");
  const setup = result.$('/guide/setup')('[data-doc-footer]');
  assert.equal(setup.attr('data-title'), 'Setup');
  assert.equal(setup.attr('data-tags'), '');
  const item = result.$('/blog/2024-01-02-hello')('[data-post-item]');
  assert.equal(item.attr('data-date'), '2024-01-02');
  assert.equal(item.attr('data-authors'), 'Ada');
  assert.match(item.text(), /First post\./);
});

test("a Footer that calls useDoc() is drawn on each doc; the pages that are no doc show lendocs's own, with one warning", async () => {
  const result = await buildFixture({
    ...content,
    'src/theme/Footer/index.js': "import { useDoc } from '@docusaurus/plugin-content-docs/client';\nexport default function Footer() {\n  return <footer data-own-footer>{useDoc().metadata.title}</footer>;\n}\n",
    'src/theme/SearchBar.js': 'export default function Search() { return <input data-own-search />; }\n',
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/intro')('[data-own-footer]').text(), 'Intro');
  assert.equal(result.$('/guide/setup')('[data-own-footer]').text(), 'Setup');
  const blog = result.$('/blog');
  assert.equal(blog('[data-own-footer]').length, 0);
  assert.equal(blog('footer').length > 0, true, "lendocs's own footer");
  const said = result.warnings.filter((d) => d.code === 'theme-override');
  assert.equal(said.length, 1);
  assert.match(said[0].message, /^The override src\/theme\/Footer\/index\.js cannot be drawn on \d+ pages \(the first: \/[^)]*\): useDoc\(\) reads the data of the doc or blog post being drawn/);
  assert.match(said[0].message, /Those pages show lendocs's own footer instead\.$/);
  // An override that reads no page is drawn once, the same on every page.
  assert.equal(result.$('/intro')('[data-own-search]').length, 1);
  assert.equal(blog('[data-own-search]').length, 1);
});
