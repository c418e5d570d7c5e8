// The site's own React components in MDX and React pages in src/pages (src/load/components/): bundled by esbuild,
// rendered at build time with their props and children, CSS modules collected, Docusaurus imports stood in for,
// and a page re-made when a component's source changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../dist/src/pipeline.js';
import { BASE_CONFIG, buildFixture, makeSite, tempDir, withHelpers } from './helpers.js';

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
  assert.equal(section.attr('class'), 'Cards_grid');
  assert.equal(section.attr('data-count'), '2');
  assert.equal(section.find('h3').text(), 'Start · Acme Docs');
  assert.deepEqual(section.find('a').map((_, a) => $(a).attr('href')).get(), ['/a', '/b#top']);
  assert.equal(section.find('.Cards_body strong').text(), 'bold');
  assert.match($('style[data-site-components]').text(), /\.Cards_grid \{\s*display: grid;/);
  assert.equal(result.$('/b')('style[data-site-components]').length, 0, 'a page without components has no component CSS');
});

test('a React page in src/pages is built inside the site layout with the stand-ins', async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  const $ = result.$('/');
  assert.equal($('main header.index_hero h1').text(), 'Acme home');
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
  const messages = result.errors.map((d) => `${path.basename(d.file)}:${d.line ?? ''} ${d.message}`).sort();
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
  const broken = result.errors.filter((d) => d.code === 'broken-link').map((d) => [path.basename(d.file), d.line, d.message.includes('/nowhere') || d.message.includes('/gone')]);
  assert.deepEqual(broken.sort(), [['a.mdx', 7, true], ['index.tsx', 1, true]]);
});

test('a site whose package.json says "type": "module" gets the same stand-ins (Node\'s import interop)', async () => {
  const result = await buildFixture({ ...files(), 'package.json': '{ "name": "site", "type": "module" }\n' }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.$('/a')('.markdown section a').map((_, a) => result.$('/a')(a).attr('href')).get(), ['/a', '/b#top']);
  assert.equal(result.$('/')('main header a.button').attr('href'), '/a');
});
