// The site's own React components in MDX and React pages in src/pages (src/load/components/): bundled by esbuild,
// rendered at build time with their props and children, CSS modules collected, Docusaurus imports stood in for,
// and a page re-made when a component's source changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, buildFixture, makeSite, tempDir, withHelpers } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\n`;

const CARDS = `import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './Cards.module.css';

export default function Cards({ items, title, children }) {
  const { siteConfig } = useDocusaurusContext();
  const [shown] = React.useState(items.length);
  return (
    <section className={styles.grid} data-count={shown}>
      <h3>{title} · {siteConfig.title}</h3>
      {items.map((item) => <Link key={item.to} className={styles.card} to={item.to}>{item.label}</Link>)}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
`;

const HOME = `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import styles from './index.module.css';

export default function Home(): JSX.Element {
  return (
    <Layout title="Welcome" description="Home">
      <header className={styles.hero}>
        <Heading as="h1">Acme home</Heading>
        <img src={useBaseUrl('img/logo.svg')} alt="" />
        <Link className="button" to="/a"><Translate>Start</Translate></Link>
      </header>
    </Layout>
  );
}
`;

const files = () => ({
  'src/components/Cards.jsx': CARDS,
  'src/components/Cards.module.css': '.grid { display: grid; }\n.card { border: 1px solid; }\n.body { padding: 4px; }\n',
  'src/pages/index.tsx': HOME,
  'src/pages/index.module.css': '.hero { padding: 2rem; }\n',
  'docs/a.mdx': `---\ntitle: A\n---\n\nimport Cards from '@site/src/components/Cards';\n\n<Cards title="Start" items={[{label: 'One', to: '/a'}, {label: 'Two', to: '/b#top'}]}>\n  Some **bold** child.\n</Cards>\n`,
  'docs/b.md': '---\ntitle: B\n---\n\nPlain Markdown.\n',
});

test('a site component in MDX renders with its props and Markdown children, and its CSS module', async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  const section = $('.markdown section');
  assert.match(section.attr('class')!, /^Cards_[0-9a-f]{5}_grid$/);
  assert.equal(section.attr('data-count'), '2');
  assert.equal(section.find('h3').text(), 'Start · Acme Docs');
  assert.deepEqual(section.find('a').map((_, a) => $(a).attr('href')).get(), ['/a', '/b#top']);
  assert.equal(section.find(`.${section.attr('class')!.replace('grid', 'body')} strong`).text(), 'bold');
});

/** The stylesheet a page links to, and its text. */
function stylesheetOf(result, route) {
  const href = result.$(route)('link[rel="stylesheet"]').attr('href');
  return { href, css: result.text(href.slice(1)) };
}

test("components' CSS is in the site's one fingerprinted stylesheet, after customCss, never inline (as Docusaurus bundles it)", async () => {
  const all = {
    ...files(),
    // Two CSS modules with one file name and one class name, in two components: two classes, as in Docusaurus.
    'src/components/Badge/index.jsx': "import styles from './styles.module.css';\nimport './badge.css';\nexport default function Badge({ children }) { return <span className={styles.card}>{children}</span>; }\n",
    'src/components/Badge/styles.module.css': '.card { color: teal; }\n',
    'src/components/Badge/badge.css': '.plain-badge { font-weight: 700; background: url(/img/dot.png); }\n',
    'static/img/dot.png': 'png',
    'src/components/Note/index.jsx': "import styles from './styles.module.css';\nexport default function Note() { return <aside className={styles.card}>note</aside>; }\n",
    'src/components/Note/styles.module.css': '.card { color: olive; }\n',
    'docs/c.mdx': "---\ntitle: C\n---\n\nimport Badge from '@site/src/components/Badge';\nimport Note from '@site/src/components/Note';\nimport Cards from '@site/src/components/Cards';\n\n<Badge>new</Badge> <Note />\n\n<Cards title=\"Again\" items={[]} />\n",
    'css/custom.css': '.custom-rule { margin: 0; }\n',
  };
  const result = await buildFixture(all, { config: `${CONFIG}customCss: [css/custom.css]\n` });
  assert.deepEqual(result.errors, []);
  for (const route of ['/', '/a', '/b', '/c']) assert.equal(result.$(route)('style').length, 0, `no inline <style> on ${route}`);
  const { href, css } = stylesheetOf(result, '/c');
  assert.match(href, /^\/assets\/css\/styles\.[0-9a-f]{10}\.css$/);
  assert.equal(stylesheetOf(result, '/b').href, href, 'a page without components links the same stylesheet');
  const $ = result.$('/c');
  const badge = $('.markdown span').attr('class');
  const note = $('.markdown aside').attr('class');
  assert.match(badge!, /^styles_[0-9a-f]{5}_card$/);
  assert.match(note!, /^styles_[0-9a-f]{5}_card$/);
  assert.notEqual(badge, note, 'two styles.module.css files keep their classes apart');
  assert.match(css, new RegExp(`\\.${badge} \\{\\s*color: teal;`));
  assert.match(css, new RegExp(`\\.${note} \\{\\s*color: olive;`));
  assert.match(css, /\/\* src\/components\/Badge\/badge\.css \*\/\n\.plain-badge \{\s*font-weight: 700;\s*background: url\(\/img\/dot\.png\);/, 'plain CSS, under a comment naming its file; url(/…) names a static file');
  assert.match(css, /\.index_[0-9a-f]{5}_hero \{\s*padding: 2rem;/, "the React page's CSS module");
  // Each file once, though /a and /c both use Cards; the components' CSS after the site's customCss.
  assert.equal(css.split('/* src/components/Cards.module.css */').length, 2);
  assert.ok(css.indexOf('.custom-rule') < css.indexOf('/* src/components/Cards.module.css */'));
  assert.doesNotMatch(css, /css-module:|\/tmp\//, 'no esbuild namespace or absolute path in the stylesheet');
});

test('a React page in src/pages is built inside the site layout with the stand-ins', async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  const $ = result.$('/');
  assert.equal($('main header[class^="index_"][class$="_hero"] h1').text(), 'Acme home');
  assert.equal($('main header img').attr('src'), '/img/logo.svg');
  assert.equal($('main header a.button').attr('href'), '/a');
  assert.equal($('main header a.button').text(), 'Start');
  assert.equal($('main h1').length, 1, 'the page draws its own heading; the template adds none');
  assert.equal($('nav.navbar').length, 1, 'inside the site layout');
});

test('an import with no stand-in is an error naming it; an import that cannot be resolved is an error at its line', async () => {
  const result = await buildFixture(
    {
      'src/pages/broken.jsx': "import Thing from '@docusaurus/Nope';\nexport default function Broken() { return <p>x</p>; }\n",
      'docs/a.mdx': "---\ntitle: A\n---\n\nimport Missing from '@site/src/components/Missing';\n\n<Missing />\n",
    },
    { config: CONFIG },
  );
  const messages = result.errors.map((d) => `${path.basename(d.file!)}:${d.line ?? ''} ${d.message}`).sort();
  assert.deepEqual(messages, [
    'a.mdx:5 The import "@site/src/components/Missing" cannot be resolved: no such file (tried .tsx, .ts, .jsx, .js and index files).',
    'broken.jsx: lendocs has no stand-in for "@docusaurus/Nope", which src/pages/broken.jsx imports.',
  ]);
});

test('a page that uses a component is made again when the component changes, even from the cache', async () => {
  const root = makeSite(files(), { config: CONFIG });
  const cacheDir = tempDir();
  const once = async () => withHelpers(await build({ root, out: path.join(root, '..', 'unused'), write: false, cache: { dir: cacheDir } }), root);
  const first = await once();
  assert.equal(first.$('/a')('section h3').text(), 'Start · Acme Docs');
  writeFileSync(path.join(root, 'src/components/Cards.jsx'), CARDS.replace('<h3>{title}', '<h3>Changed {title}'));
  const second = await once();
  assert.equal(second.$('/a')('section h3').text(), 'Changed Start · Acme Docs');
});

test('an SVG a component imports is drawn inline (as svgr does), and a JSON file an MDX file imports is its data', async () => {
  const result = await buildFixture(
    {
      'src/components/List.jsx': "import Icon from '@site/static/img/icon.svg';\nexport default function List({ people }) { return <ul>{people.map((p) => <li key={p.name}><Icon className=\"icon\" />{p.name}</li>)}</ul>; }\n",
      'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>',
      'src/data/people.json': '[{ "name": "Ada" }, { "name": "Grace" }]',
      'docs/a.mdx': "---\ntitle: A\n---\n\nimport List from '../src/components/List';\nimport people from '../src/data/people.json';\n\n<List people={people} />\n",
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  assert.deepEqual($('.markdown li').map((_, li) => $(li).text()).get(), ['Ada', 'Grace']);
  assert.equal($('.markdown li svg.icon').first().attr('viewBox'), '0 0 2 2');
  assert.equal($('.markdown li svg circle').length, 2);
});

test("a component's own links are checked like Markdown links, at the line that uses it", async () => {
  const all = files();
  all['docs/a.mdx'] = all['docs/a.mdx'].replace("to: '/b#top'", "to: '/nowhere'");
  all['src/pages/index.tsx'] = all['src/pages/index.tsx'].replace('to="/a"', 'to="/gone"');
  const result = await buildFixture(all, { config: CONFIG });
  const broken = result.errors.filter((d) => d.code === 'broken-link').map((d) => [path.basename(d.file!), d.line, d.message.includes('/nowhere') || d.message.includes('/gone')]);
  assert.deepEqual(broken.sort(), [['a.mdx', 7, true], ['index.tsx', 1, true]]);
});

test('a site whose package.json says "type": "module" gets the same stand-ins (Node\'s import interop)', async () => {
  const result = await buildFixture({ ...files(), 'package.json': '{ "name": "site", "type": "module" }\n' }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.$('/a')('.markdown section a').map((_, a) => result.$('/a')(a).attr('href')).get(), ['/a', '/b#top']);
  assert.equal(result.$('/')('main header a.button').attr('href'), '/a');
});

test("an import written from the site folder's root ('/src/components/X', webpack's resolve.roots) finds the component, in MDX and in a component", async () => {
  const result = await buildFixture(
    {
      'src/components/Tip.jsx': "import Icon from '/src/components/Icon';\nexport default function Tip({ children }) { return <aside className=\"tip\"><Icon />{children}</aside>; }\n",
      'src/components/Icon.jsx': 'export default function Icon() { return <b>!</b>; }\n',
      'docs/a.mdx': "---\ntitle: A\n---\n\nimport Tip from '/src/components/Tip';\n\n<Tip>\nGive **back**.\n</Tip>\n",
    },
    { config: CONFIG },
  );
  // CONFIG names src/pages, which this site does not have: that is said, and is all that is said.
  assert.deepEqual(result.diagnostics.map((d) => d.code), ['empty-content-folder']);
  const $ = result.$('/a');
  assert.equal($('.markdown aside.tip b').text(), '!');
  assert.equal($('.markdown aside.tip strong').text(), 'back');
});
