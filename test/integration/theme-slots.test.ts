// The src/theme overrides lendocs honours where it has the same part of the page (src/load/components/theme-slots.ts):
// Root wraps every page, NotFound (or NotFound/Content) is the 404 page's content, DocItem/Footer, BlogPostItem,
// MDXContent and SearchBar replace or wrap lendocs's own (drawn where the override draws @theme-original/X or its
// children). Every other component of Docusaurus's themes the site replaces is one warning naming the file and what
// the pages show instead; one that cannot be drawn is one warning too, never a failed build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderThemeOverrides } from '../../src/load/components/theme-overrides.js';
import { loadConfig } from '../../src/config/load.js';
import { BASE_CONFIG, buildFixture, makeSite } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs:\n  editUrl: https://example.com/edit/\n`;

const content = {
  'docs/intro.md': '---\ntags: [start]\n---\n\n# Intro\n\nWelcome.\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
};

const slots = {
  'src/theme/Root.js': "export default function Root({ children }) {\n  return <><div data-root-banner>Beta</div>{children}</>;\n}\n",
  'src/theme/NotFound/Content/index.js': 'export default function NotFoundContent() {\n  return <section data-own-404>Lost at sea</section>;\n}\n',
  'src/theme/DocItem/Footer/index.js': "import Footer from '@theme-original/DocItem/Footer';\nexport default function FooterWrapper(props) {\n  return <><Footer {...props} /><div data-feedback>Was this helpful?</div></>;\n}\n",
  'src/theme/BlogPostItem/index.js': "import BlogPostItem from '@theme-original/BlogPostItem';\nexport default function Wrapper(props) {\n  return <><BlogPostItem {...props} /><section data-comments>Comments</section></>;\n}\n",
  'src/theme/MDXContent/index.js': 'export default function MDXContent({ children }) {\n  return <div data-mdx-content>{children}</div>;\n}\n',
  'src/theme/SearchBar.js': "import SearchBar from '@theme-original/SearchBar';\nexport default function Search(props) {\n  return <div data-search-wrap><SearchBar {...props} /><a href=\"https://example.com/ask\">Ask</a></div>;\n}\n",
};

test('Root wraps every page, and NotFound/Content is the 404 page', async () => {
  const result = await buildFixture({ ...content, ...slots }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  for (const route of ['/intro', '/blog/2024-01-02-hello', '/404.html']) {
    const $ = result.$(route);
    assert.equal($('body > [data-root-banner]').length, 1, `Root's own markup on ${route}`);
    assert.equal($('body > [data-root-banner] + .skip-link').length, 1, 'then the page it wraps');
  }
  const notFound = result.$('/404.html');
  assert.equal(notFound('main [data-theme-override="NotFound"] section[data-own-404]').text(), 'Lost at sea');
  assert.equal(notFound('main .not-found').length, 0, 'not the built-in 404 content');
});

test("DocItem/Footer, BlogPostItem, MDXContent and SearchBar wrap lendocs's own where they draw @theme-original or children", async () => {
  const result = await buildFixture({ ...content, ...slots }, { config: CONFIG });
  const doc = result.$('/intro');
  const footer = doc('[data-theme-override="DocItem/Footer"]');
  assert.equal(footer.find('[data-feedback]').text(), 'Was this helpful?');
  assert.equal(footer.find('a.doc-edit-link[href="https://example.com/edit/docs/intro.md"]').length, 1, "lendocs's own doc footer inside it");
  assert.equal(footer.find('[data-feedback]').prev().length, 1);
  assert.equal(doc('[data-theme-override="MDXContent"] > div[data-mdx-content] > .markdown p').text(), 'Welcome.');
  const search = doc('.navbar [data-theme-override="SearchBar"] [data-search-wrap]');
  assert.equal(search.find('button[data-search-button]').length, 1, "lendocs's search button where it draws @theme-original/SearchBar");
  assert.equal(search.find('a').text(), 'Ask');
  const post = result.$('/blog/2024-01-02-hello');
  const item = post('article.blog-post > [data-theme-override="BlogPostItem"]');
  assert.equal(item.find('h1').text(), 'Hello');
  assert.equal(item.find('[data-mdx-content] .markdown p').text(), 'First post.');
  assert.equal(item.children().last().is('section[data-comments]'), true);
});

test('every other Docusaurus component the site replaces is one warning naming the file and what the pages show; its own files are not', async () => {
  const others = {
    'src/theme/DocSidebar/index.js': 'export default function DocSidebar() { return null; }\n',
    'src/theme/TOC.tsx': 'export default function TOC() { return null; }\n',
    'src/theme/prism-include-languages.js': 'export default function prismIncludeLanguages() {}\n',
    'src/theme/Footer/Links/index.js': 'export default function Links() { return null; }\n',
    'src/theme/company/video-modal.tsx': 'export default function VideoModal() { return null; }\n',
    'src/theme/DocSidebar/styles.module.css': '.x { color: red; }\n',
  };
  const result = await buildFixture({ ...content, ...others }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const said = result.warnings.filter((d) => d.code === 'theme-override');
  assert.deepEqual(said.map((d) => d.file!.replace(/^.*src\/theme\//, '')).sort(), ['DocSidebar/index.js', 'Footer/Links/index.js', 'TOC.tsx', 'prism-include-languages.js']);
  assert.match(said.find((d) => d.file!.endsWith('TOC.tsx'))!.message, /the pages show lendocs's own table of contents instead\.$/);
  assert.match(said.find((d) => d.file!.endsWith('DocSidebar/index.js'))!.message, /src\/theme\/DocSidebar\/index\.js replaces Docusaurus's DocSidebar/);
  // Parts of an honoured override are the override's to draw: no warning for Footer/Links beside a Footer.
  const withFooter = await buildFixture({ ...content, ...others, 'src/theme/Footer/index.js': 'export default function Footer() { return <footer data-own />; }\n' }, { config: CONFIG });
  assert.equal(withFooter.warnings.filter((d) => d.code === 'theme-override' && /Footer\/Links/.test(d.file!)).length, 0);
});

test("an override that cannot be drawn, or a wrapper that drops what it wraps, is one warning and the pages show lendocs's own", async () => {
  const broken = {
    'src/theme/DocItem/Footer.js': "export default function Footer() { throw new Error('needs the doc being read'); }\n",
    'src/theme/Root.js': 'export default function Root() { return <div data-empty />; }\n',
  };
  const result = await buildFixture({ ...content, ...broken }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const said = result.warnings.filter((d) => d.code === 'theme-override');
  assert.equal(said.length, 2);
  assert.match(said.find((d) => /DocItem/.test(d.file!))!.message, /needs the doc being read.*The pages show lendocs's own doc footer \(tags, edit link, last update\) instead\./);
  assert.match(said.find((d) => /Root/.test(d.file!))!.message, /does not draw its children.*The pages show every page without it instead\./);
  const doc = result.$('/intro');
  assert.equal(doc('[data-theme-override]').length, 0);
  assert.equal(doc('[data-empty]').length, 0);
  assert.equal(doc('a.doc-edit-link[href="https://example.com/edit/docs/intro.md"]').length, 1);
});

test('a site without src/theme runs nothing for overrides', async () => {
  const root = makeSite(content, { config: CONFIG });
  const { config } = await loadConfig(root);
  const refusing = { run: () => Promise.reject(new Error('no site code should run')) };
  const rendered = await renderThemeOverrides(root, config!, refusing);
  assert.deepEqual(rendered, { overrides: {}, inputs: {}, css: [], diagnostics: [] });
});
