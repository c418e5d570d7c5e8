// A component drawn in a Markdown partial is drawn on the page that imports the partial (issue 31): its
// useLocation() is that page's path and the docs hooks find that page's version, as in Docusaurus, where the
// partial is part of the page. Drawn with the partial's own path, which has no route, the version was undefined.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs: { routeBasePath: docs }\nmarkdown:\n  format: mdx\n`;

test("a component in a partial reads the path and docs version of the page the partial is drawn on", async () => {
  const result = await buildFixture(
    {
      'src/components/Where.jsx': `import { useLocation } from '@docusaurus/router';
import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
export default function Where() {
  const version = useActiveVersion(undefined);
  return <span data-where={useLocation().pathname} data-version={version.name} />;
}
`,
      'docs/_part.mdx': "import Where from '@site/src/components/Where';\n\nFrom the partial: <Where />\n",
      'docs/host.mdx': "---\ntitle: Host\n---\n\nimport Part from './_part.mdx';\n\n<Part />\n",
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  const where = result.$('/docs/host')('.markdown [data-where]');
  assert.equal(where.attr('data-where'), '/docs/host');
  assert.equal(where.attr('data-version'), 'current');
});
