// An absolute link with dot segments (`/./docs/intro`, `/docs/guide/../intro`) leads where the browser takes it:
// Docusaurus's broken-link check reads each link with `new URL(link, page)`, which resolves them, so such a link
// is no broken link there. The href is written as the author wrote it; the browser resolves it the same way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\ndocs: { routeBasePath: docs }\n`;

test('absolute links with . and .. segments resolve as the browser resolves them, in Markdown and in a React page', async () => {
  const site = await buildFixture(
    {
      'docs/intro.md': doc({ title: 'Intro' }, 'Intro.\n\n## Part'),
      'docs/dots.md': doc({ title: 'Dots' }, '[a](/./docs/intro), [b](/docs/./intro#part), [c](/docs/guide/../intro), [d](/./docs/missing), [e](/docs//intro).'),
      'src/pages/home.jsx': "import Link from '@docusaurus/Link';\nexport default function Home() { return <main><Link to=\"/./docs/intro\">Intro</Link></main>; }\n",
    },
    { config: `${CONFIG}onBrokenLinks: warning\n` },
  );
  assert.deepEqual(site.errors.map((d) => d.message), []);
  const broken = site.warnings.filter((d) => d.code === 'broken-link' || d.code === 'broken-anchor').map((d) => d.message);
  // `//` is an empty segment to `new URL`, not one slash: Docusaurus finds no page at /docs//intro either.
  assert.deepEqual(broken, ['Broken link to "/./docs/missing": no page or file of this site is at /docs/missing.', 'Broken link to "/docs//intro": no page or file of this site is at /docs//intro.']);
  const hrefs = site.$('/docs/dots')('.markdown a:not(.hash-link):not(.heading-anchor)').map((_, a) => site.$('/docs/dots')(a).attr('href')).get();
  assert.deepEqual(hrefs.slice(0, 3), ['/./docs/intro', '/docs/./intro#part', '/docs/guide/../intro']);
});
