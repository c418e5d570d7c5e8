// Docusaurus theme modules a site's components import that lendocs had no stand-in for (issues 31/32, a class the
// corpus found: the page failed with 'lendocs has no stand-in for "@theme/MDXContent"'). Those that only wrap their
// children draw them, as Docusaurus's server render does; a deep path into the classic theme package is that
// theme's component; any other component of Docusaurus's themes draws its children with a warning, never a failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\ndocs: { routeBasePath: docs }\n`;

const WRAP = `import React from 'react';
import MDXContent from '@theme/MDXContent';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Heading from '@docusaurus/theme-classic/lib/theme/Heading';
import styles from '@docusaurus/theme-classic/lib/theme/Heading/styles.module.css';
export default function Wrap({ children }) {
  return (
    <ErrorBoundary fallback={() => <p>broken</p>}>
      <Heading as="h3" id="deep" className={styles.anchor}>Deep</Heading>
      <section id="wrapped"><MDXContent>{children}</MDXContent></section>
    </ErrorBoundary>
  );
}
`;

const HOME = `import React from 'react';
import LayoutProvider from '@theme/Layout/Provider';
import Layout from '@theme/Layout';
import { useKeyboardNavigation, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
export default function Home() {
  useKeyboardNavigation();
  if (useNavbarMobileSidebar().shown) return null;
  return <LayoutProvider><Layout title="Home"><main id="home">Welcome</main></Layout></LayoutProvider>;
}
`;

const UPDATED = `import React from 'react';
import LastUpdated from '@theme/LastUpdated';
import Author from '@theme-original/Blog/Components/Author/Socials';
export default function Updated() {
  return <div id="updated"><LastUpdated lastUpdatedAt={0} /><Author author={{ name: 'Ann' }}><span id="given">given</span></Author></div>;
}
`;

const PACKAGE = {
  'node_modules/@docusaurus/theme-classic/package.json': '{ "name": "@docusaurus/theme-classic", "version": "3.9.1" }',
  'node_modules/@docusaurus/theme-classic/lib/theme/Heading/styles.module.css': '.anchor { scroll-margin-top: 4rem; }\n',
};

test('@theme/MDXContent, @theme/Layout/Provider and @docusaurus/ErrorBoundary draw their children, the layout\'s browser-only hooks do nothing; a deep path into theme-classic is its component', async () => {
  const result = await buildFixture(
    {
      ...PACKAGE,
      'src/components/Wrap.jsx': WRAP,
      'src/pages/index.jsx': HOME,
      'docs/a.mdx': `---\ntitle: A\n---\n\nimport Wrap from '@site/src/components/Wrap';\n\n<Wrap>\n\nInside **MDX**.\n\n</Wrap>\n`,
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((w) => w.message), []);
  const $ = result.$('/docs/a');
  assert.equal($('#wrapped strong').text(), 'MDX');
  assert.equal($('h3#deep').text(), 'Deep');
  // The package's stylesheet is its file, as webpack reads it: a CSS module's class.
  assert.match($('h3#deep').attr('class') ?? '', /anchor/);
  assert.equal(result.$('/')('#home').text(), 'Welcome');
});

test("a component of Docusaurus's themes lendocs has no stand-in for draws its children, with one warning a build naming the file and module", async () => {
  const result = await buildFixture(
    {
      'src/components/Updated.jsx': UPDATED,
      'docs/a.mdx': `---\ntitle: A\n---\n\nimport Updated from '@site/src/components/Updated';\n\n<Updated />\n`,
      'docs/b.mdx': `---\ntitle: B\n---\n\nimport Updated from '@site/src/components/Updated';\n\n<Updated />\n`,
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  const $ = result.$('/docs/a');
  assert.equal($('#updated').html(), '<span id="given">given</span>');
  assert.equal(result.$('/docs/b')('#updated').html(), '<span id="given">given</span>');
  // Said once a build, by the first page that draws the component, not by each.
  const messages = result.warnings.filter((w) => w.code === 'theme-module');
  assert.equal(messages.length, 2, JSON.stringify(messages));
  assert.match(messages[0].message, /no stand-in for Docusaurus's "@theme\/LastUpdated", which src\/components\/Updated\.jsx imports: the page shows what it is given as children/);
  assert.match(messages[1].message, /"@theme-original\/Blog\/Components\/Author\/Socials"/);
  assert.match(messages[0].file!, /docs\/a\.mdx$/);
  assert.equal(messages[0].line, 7);
});

test('a theme module Docusaurus does not have is still an error naming it', async () => {
  const page = "import React from 'react';\nimport Nope from '@theme/NoSuchPart';\nexport default function P() { return <Nope />; }\n";
  const result = await buildFixture({ 'src/pages/p.jsx': page, 'docs/a.md': '# A\n' }, { config: CONFIG });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /no stand-in for "@theme\/NoSuchPart", which src\/pages\/p\.jsx imports/);
});

test("a deep path to a file of Docusaurus's core client exports is that module (@docusaurus/core/lib/client/exports/X is @docusaurus/X)", async () => {
  const result = await buildFixture(
    {
      'src/components/SiteTitle.jsx': `import React from 'react';\nimport useDocusaurusContext from '@docusaurus/core/lib/client/exports/useDocusaurusContext';\nimport Link from '@docusaurus/core/lib/client/exports/Link.js';\nexport default function SiteTitle() {\n  const { siteConfig } = useDocusaurusContext();\n  return <Link id="title" to="/docs/a">{siteConfig.title}</Link>;\n}\n`,
      'docs/a.mdx': `---\ntitle: A\n---\n\nimport SiteTitle from '@site/src/components/SiteTitle';\n\n<SiteTitle />\n`,
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  const title = result.$('/docs/a')('a#title');
  assert.equal(title.text(), 'Acme Docs');
  assert.equal(title.attr('href'), '/docs/a');
});
