// `<TOCInline toc={toc.slice(1)} />`, Docusaurus's idiom for an inline table of contents without the page's first
// heading(s) (the `toc` every MDX file has is the page's headings below its title, in order): the slice of that list,
// within the component's levels, not the whole list with the prop left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, doc } from '../support/fixture-site.js';

const BODY = (toc: string) => `import TOCInline from '@theme/TOCInline';\n\n# Title\n\n## Methods\n\n<TOCInline toc={${toc}} />\n\n## First\n\n### First detail\n\n## Second\n\n#### Deep\n\n## Third\n`;

test('TOCInline given a slice of the toc lists those headings, within its levels', async () => {
  const site = await buildFixture({
    'docs/all.mdx': doc({ title: 'All' }, BODY('toc')),
    'docs/rest.mdx': doc({ title: 'Rest' }, BODY('toc.slice(1)')),
    'docs/range.mdx': doc({ title: 'Range' }, BODY('toc.slice(1, 3)')),
    'docs/last.mdx': doc({ title: 'Last' }, BODY('toc.slice(-2)')),
  });
  assert.deepEqual(site.diagnostics.map((d) => `${d.severity} ${d.message}`), []);
  const listed = (page: string) => {
    const $ = site.$(page);
    return $('.toc-inline a').map((_, a) => $(a).attr('href')).get().join(' ');
  };
  assert.equal(listed('/all'), '#methods #first #first-detail #second #third');
  assert.equal(listed('/rest'), '#first #first-detail #second #third');
  assert.equal(listed('/range'), '#first #first-detail');
  // The last two of the toc are "Deep" (below the component's levels) and "Third".
  assert.equal(listed('/last'), '#third');
});
