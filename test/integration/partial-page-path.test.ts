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

// Docusaurus draws a partial imported into a doc inside that doc's DocProvider: useDoc() in the partial's components,
// and in the docs instance's docItemComponent drawn around them, reads the importing doc. A partial in an `_`-folder
// has no page of its own, so drawn with its own path the hook found no page and the build failed.
const USE_DOC = "import { useDoc } from '@docusaurus/plugin-content-docs/client';\n";

test("useDoc() in a partial's component, and in the docItemComponent around it, reads the doc that imports the partial", async () => {
  const result = await buildFixture(
    {
      'src/components/DocTitle.jsx': `${USE_DOC}export default function DocTitle() {
  const { metadata, frontMatter } = useDoc();
  return <span data-title={metadata.title} data-permalink={metadata.permalink} data-framework={frontMatter.framework} />;
}
`,
      'src/theme/ApiItem/index.js': `${USE_DOC}export default function ApiItem({ content: MDXContent }) {
  const { metadata } = useDoc();
  return <div data-api-item={metadata.id}><MDXContent /></div>;
}
`,
      'docs/guides/_common/teaser.mdx': "import DocTitle from '@site/src/components/DocTitle';\n\nThis guide is for {props.framework}. <DocTitle />\n",
      'docs/guides/go.mdx': "---\ntitle: Go guide\nframework: Go\n---\n\nimport Teaser from './_common/teaser.mdx';\n\n<Teaser framework=\"Go\" />\n",
    },
    { config: `${CONFIG.replace('docs: { routeBasePath: docs }', "docs: { routeBasePath: docs, docItemComponent: '@theme/ApiItem' }")}` },
  );
  assert.deepEqual(result.errors.map((d) => d.message), []);
  assert.deepEqual(result.warnings.map((d) => d.message), []);
  const $ = result.$('/docs/guides/go');
  const title = $('.markdown [data-title]');
  assert.equal(title.attr('data-title'), 'Go guide');
  assert.equal(title.attr('data-permalink'), '/docs/guides/go');
  assert.equal(title.attr('data-framework'), 'Go');
  assert.equal($('[data-api-item]').attr('data-api-item'), 'guides/go');
});
