// Doc routes by Docusaurus's category index convention (src/route/doc-paths.ts): `index`, `README` or a file named
// as its folder is the folder's index, comparing the names as written (number prefixes included, case ignored), as
// Docusaurus's isCategoryIndex does with the file's and the folder's own names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docId, docRoute, isIndexDoc } from '../../../src/route/doc-paths.js';

const doc = (source: string, frontMatter: Record<string, unknown> = {}) => ({ source, frontMatter });

test('a file named as its folder, number prefixes and all, is the folder index; a prefix on one side only is not', () => {
  const cases: [string, string, boolean][] = [
    ['docs/guides/index.md', '/guides/', true],
    ['docs/guides/README.md', '/guides/', true],
    ['docs/guides/Guides.mdx', '/guides/', true],
    ['docs/02-guides/02-guides.md', '/guides/', true],
    // Docusaurus: fileName "00_governance" is not the folder's name "governance": the id's route.
    ['docs/governance/00_governance.md', '/governance/governance', false],
    ['docs/02-guides/guides.md', '/guides/guides', false],
    ['docs/intro.md', '/intro', false],
    ['docs/index.md', '/', true],
  ];
  for (const [source, route, index] of cases) {
    assert.equal(isIndexDoc(doc(source)), index, source);
    assert.equal(docRoute(doc(source)), route, source);
  }
  // The id strips the prefix either way (sidebars refer to it so).
  assert.equal(docId(doc('docs/governance/00_governance.md')), 'governance/governance');
});
