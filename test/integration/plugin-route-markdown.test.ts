// A route a plugin adds with addRoute whose modules are Markdown files, as Docusaurus builds it: the module is the
// page component its mdx-loader compiles the file to, carrying the file's exports (frontMatter, contentTitle, toc,
// assets, and the `metadata` the JSON file the plugin's loader names gives, metadataPath), and a module written
// `{ __import: true, path, query: { truncated: true } }` is the file cut at its truncate marker (a blog-like list).
// A module named through an alias the plugin's configureWebpack sets is found there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { tempDir, writeFiles, type Files } from '../support/temp.js';
import { runCliHere } from '../support/cli-here.js';

async function build(files: Files) {
  const root = writeFiles(tempDir(), files);
  const out = path.join(tempDir(), 'out');
  const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  return { built, said: built.stderr + built.stdout, page: (route: string) => load(readFileSync(path.join(out, route, 'index.html'), 'utf8')) };
}

// A plugin as a blog's is written: a route per post (its Markdown file as `content`, its metadata written with
// createData under the name its loader's metadataPath gives), and a list of the posts cut at their truncate marker.
const notesPlugin = `const path = require('path');
module.exports = function notesPlugin(context) {
  const dataRoot = path.join(context.generatedFilesDir, 'notes-plugin');
  const metadataFile = (source) => path.basename(source).replace(/\\.mdx?$/, '') + '.json';
  const posts = ['2021-01-02-first.md', '2021-03-04-second.mdx'].map((name) => ({ source: path.join(context.siteDir, 'notes', name), permalink: '/notes/' + name.slice(11).replace(/\\.mdx?$/, ''), date: name.slice(0, 10) }));
  return {
    name: 'notes-plugin',
    async loadContent() { return posts; },
    async contentLoaded({ content, actions }) {
      for (const post of content) {
        await actions.createData(metadataFile(post.source), JSON.stringify({ permalink: post.permalink, date: post.date }));
        actions.addRoute({ path: post.permalink, component: '@site/src/NotePage.jsx', exact: true, modules: { content: post.source } });
      }
      const list = await actions.createData('list.json', JSON.stringify({ title: 'All notes' }));
      actions.addRoute({
        path: '/notes',
        component: '@site/src/NoteList.jsx',
        exact: true,
        modules: {
          items: content.map((post) => ({ content: { __import: true, path: post.source, query: { truncated: true } } })),
          metadata: '~notes/default/' + path.basename(list),
        },
      });
    },
    configureWebpack(config, isServer, { getJSLoader }) {
      return {
        resolve: { alias: { '~notes': dataRoot } },
        module: {
          rules: [{
            test: /\\.mdx?$/,
            include: [path.join(context.siteDir, 'notes')],
            use: [getJSLoader({ isServer }), { loader: '@docusaurus/mdx-loader', options: { metadataPath: (file) => path.join(dataRoot, 'default', metadataFile(file)) } }, { loader: path.join(__dirname, 'loader.js'), options: { truncateMarker: /<!--\\s*(truncate)\\s*-->/ } }],
          }],
        },
      };
    },
  };
};
`;

const notesSite: Files = {
  'lendocs.config.yml': 'title: Acme\nurl: https://acme.example\nsiteCode:\n  plugins: docusaurus.config.js\n',
  'docusaurus.config.js': "module.exports = { title: 'Acme', url: 'https://acme.example', baseUrl: '/', plugins: ['./plugins/notes'] };\n",
  'plugins/notes/index.js': notesPlugin,
  'src/NotePage.jsx': `import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
export default function NotePage({ content: Content }) {
  const { frontMatter, metadata, contentTitle, toc, assets } = Content;
  return (
    <Layout title={frontMatter.title ?? contentTitle}>
      <article className="note">
        <p className="meta">{metadata.date} at {metadata.permalink}; title {String(contentTitle)}; assets {typeof assets}</p>
        <ul className="toc">{toc.map((item) => <li key={item.id} data-level={item.level}>{item.id}: {item.value}</li>)}</ul>
        <div className="body"><Content /></div>
        {toc.length > 0 && <TOC toc={toc} className="note-toc" />}
      </article>
    </Layout>
  );
}
`,
  'src/NoteList.jsx': `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
export default function NoteList({ items, metadata }) {
  return (
    <Layout title={metadata.title}>
      {items.map(({ content: Content }) => (
        <section className="item" key={Content.metadata.permalink}>
          <h2><Link to={Content.metadata.permalink}>{Content.frontMatter.title ?? Content.contentTitle}</Link></h2>
          <Content />
        </section>
      ))}
    </Layout>
  );
}
`,
  'notes/2021-01-02-first.md': '---\ntitle: First note\ntags: [a]\n---\n\nThe opening of the first.\n\n<!-- truncate -->\n\nThe rest of the first.\n\n## Details & more\n\nText.\n\n### Deeper\n\nText, and [the intro](/intro).\n',
  'notes/2021-03-04-second.mdx': "import Mark from '@site/src/Mark';\n\n# The second\n\nThe <Mark>opening</Mark> of the second.\n\n<!-- truncate -->\n\nThe rest of the second.\n\n## Only section\n",
  'src/Mark.jsx': 'export default function Mark({ children }) { return <mark>{children}</mark>; }\n',
  'docs/intro.md': '# Intro\n\nRead [the notes](/notes) and [the first](/notes/first).\n',
};

test("a plugin's route whose module is a Markdown file is drawn with the compiled page and its exports, its metadata from the loader's metadataPath", async () => {
  const { built, said, page } = await build(notesSite);
  assert.equal(built.code, 0, said);
  assert.doesNotMatch(said, /addRoute/);
  const $ = page('notes/first');
  assert.equal($('title').text(), 'First note | Acme');
  assert.equal($('article.note .meta').text(), '2021-01-02 at /notes/first; title undefined; assets object');
  assert.deepEqual($('.toc li').map((_, li) => `${$(li).attr('data-level')} ${$(li).text()}`).get(), ['2 details--more: Details &amp; more', '3 deeper: Deeper']);
  // The whole file on the post's own page: past the truncate marker too, its headings with their ids.
  assert.match($('.body').text(), /The opening of the first\.[\s\S]*The rest of the first\./);
  assert.equal($('.body h2#details--more').length, 1);
  assert.equal($('.body a[href="/intro"]').length, 1);
  const second = page('notes/second');
  assert.equal(second('title').text(), 'The second | Acme');
  assert.match(second('.meta').text(), /title The second;/);
  assert.equal(second('.body mark').text(), 'opening');
});

test("a route's Markdown modules imported with query { truncated: true } are cut at the truncate marker, and an alias of the plugin's configureWebpack is found", async () => {
  const { built, said, page } = await build(notesSite);
  assert.equal(built.code, 0, said);
  const $ = page('notes');
  assert.equal($('title').text(), 'All notes | Acme');
  assert.deepEqual($('section.item h2 a').map((_, a) => `${$(a).attr('href')} ${$(a).text()}`).get(), ['/notes/first First note', '/notes/second The second']);
  const [first, second] = $('section.item').map((_, item) => $(item).text()).get();
  assert.match(first, /The opening of the first\./);
  assert.doesNotMatch(first, /The rest of the first|Details/);
  assert.match(second, /The opening of the second\./);
  assert.doesNotMatch(second, /The rest of the second/);
});

test("a route's Markdown module whose metadata file the loader names is missing is a warning naming it, and the route is left out", async () => {
  const plugin = notesPlugin.replace("await actions.createData(metadataFile(post.source), JSON.stringify({ permalink: post.permalink, date: post.date }));", '');
  const { built, said } = await build({ ...notesSite, 'plugins/notes/index.js': plugin, 'docs/intro.md': '# Intro\n' });
  assert.equal(built.code, 0, said);
  assert.match(said, /The plugin "notes-plugin" \(plugins\/notes\) adds 3 routes with addRoute that lendocs does not build \(\/notes\/first, \/notes\/second, \/notes\), all for one reason; for \/notes\/first: the metadata of its module `content` \(notes\/2021-01-02-first\.md\) is to be read from \.lendocs-generated\/notes-plugin\/default\/2021-01-02-first\.json, which the plugin's loader names \(metadataPath\) but does not exist/);
});

test("the remark plugins a site's plugin is given in its options run on its routes' Markdown modules, as its loader runs them", async () => {
  const replacer = "function who() { return (tree) => { const walk = (node) => { if (node.type === 'text') node.value = node.value.replace('{@who@}', 'the team'); (node.children || []).forEach(walk); }; walk(tree); }; }";
  const { built, said, page } = await build({
    ...notesSite,
    'lendocs.config.yml': 'title: Acme\nurl: https://acme.example\nmarkdown:\n  remarkPlugins: docusaurus.config.js\nsiteCode:\n  plugins: docusaurus.config.js\n',
    'docusaurus.config.js': `${replacer}\nmodule.exports = { title: 'Acme', url: 'https://acme.example', baseUrl: '/', plugins: [['./plugins/notes', { remarkPlugins: [who] }]] };\n`,
    'notes/2021-01-02-first.md': '---\ntitle: First note\n---\n\nWritten by {@who@}.\n\n<!-- truncate -->\n\nThe rest, by {@who@}.\n',
  });
  assert.equal(built.code, 0, said);
  assert.equal(page('notes/first')('.body').text().replace(/\s+/g, ' ').trim(), 'Written by the team. The rest, by the team.');
  assert.match(page('notes')('section.item').first().text(), /Written by the team\./);
});

test("@theme/TOC drawn by a route's component with the Markdown module's toc lists its headings as Docusaurus's theme does, h2 and h3 nested", async () => {
  const { built, said, page } = await build(notesSite);
  assert.equal(built.code, 0, said);
  assert.doesNotMatch(said, /no stand-in for Docusaurus's "@theme\/TOC"/);
  const $ = page('notes/first');
  const toc = $('.tableOfContents.note-toc > ul.table-of-contents');
  assert.equal(toc.find('> li > a.table-of-contents__link').attr('href'), '#details--more');
  assert.equal(toc.find('> li > a').text(), 'Details & more');
  assert.equal(toc.find('> li > ul > li > a').attr('href'), '#deeper');
});
