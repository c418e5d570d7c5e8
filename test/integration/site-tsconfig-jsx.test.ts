// A site whose tsconfig.json says `"jsx": "react"` (as @tsconfig/docusaurus, which many Docusaurus 2 sites extend,
// sets it) and whose components use JSX without importing React: Docusaurus compiles them with Babel (or SWC) and
// React's automatic runtime, neither of which reads tsconfig.json, so they build. lendocs's bundler must not take
// the classic runtime from that file either ("React is not defined" on every page that drew one).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\ndocs: { routeBasePath: docs }\n`;

const FILES = {
  'tsconfig.json': '{ "compilerOptions": { "jsx": "react", "jsxFactory": "h" } }\n',
  'src/components/Badge.tsx': 'export default function Badge({ label }: { label: string }) { return <b data-badge>{label}</b>; }\n',
  'docs/_parts/Note.tsx': "import Badge from '@site/src/components/Badge';\nconst Note = () => <p data-note><Badge label=\"new\" /></p>;\nexport default Note;\n",
  'src/pages/about.tsx': "import Badge from '../components/Badge';\nexport default function About() { return <main><Badge label=\"about\" /></main>; }\n",
  'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Note from './_parts/Note';\n\n<Note />\n",
};

test("a tsconfig.json's jsx setting does not change how the site's components are compiled", async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  assert.equal(site.$('/docs/intro')('p[data-note] b[data-badge]').text(), 'new');
  assert.equal(site.$('/about')('b[data-badge]').text(), 'about');
});
