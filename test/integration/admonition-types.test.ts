// Docusaurus's swizzled src/theme/Admonition/Types (src/load/components/admonition-types.ts): the types it adds or
// replaces are admonitions drawn by its components, given { type, title, children }, in Markdown (`:::type Title`) and
// in MDX (`<Admonition type="…">`); Docusaurus's own types it spreads stay lendocs's; a module that cannot be read is
// one warning, and lendocs draws every admonition.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const TYPES = `import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import styles from './types.module.css';
function Callout({ type, title, children }) {
  return <aside className={styles.callout} data-type={type}><b>{title}</b>{children}</aside>;
}
export default { ...DefaultAdmonitionTypes, 'my-type': Callout, note: Callout };
`;

const files = {
  'src/theme/Admonition/Types.js': TYPES,
  'src/theme/Admonition/types.module.css': '.callout { border: 1px solid; }\n',
  'docs/a.md': '# A\n\n:::my-type Careful\n\nSome **bold** text.\n\n:::\n\n:::tip\n\nBuilt in.\n\n:::\n\n:::note\n\nA note.\n\n:::\n',
  'docs/b.mdx': "---\ntitle: B\n---\n\nimport Admonition from '@theme/Admonition';\n\n<Admonition type=\"my-type\" title=\"From MDX\">\n\nInside.\n\n</Admonition>\n",
};

test("the site's admonition types are drawn by its components, in Markdown and MDX; Docusaurus's own stay lendocs's", async () => {
  const result = await buildFixture(files, { config: BASE_CONFIG });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((d) => d.message), []);
  const a = result.$('/a');
  const mine = a('.markdown aside[data-type="my-type"]');
  assert.equal(mine.find('b').text(), 'Careful');
  assert.equal(mine.find('p strong').text(), 'bold');
  assert.match(mine.attr('class')!, /_callout$/, 'with its CSS module');
  assert.equal(a('.markdown .admonition.admonition-tip .admonition-content p').text(), 'Built in.');
  assert.equal(a('.markdown aside[data-type="note"] p').text(), 'A note.', 'a type the site replaces');
  assert.equal(a('.markdown .admonition-note').length, 0);
  const b = result.$('/b');
  assert.equal(b('.markdown aside[data-type="my-type"] b').text(), 'From MDX');
  assert.equal(b('.markdown aside[data-type="my-type"] p').text(), 'Inside.');
});

test('an Admonition/Types that cannot be read is one warning, and the admonitions are lendocs\'s', async () => {
  const result = await buildFixture({ ...files, 'src/theme/Admonition/Types.js': "throw new Error('no types today');\n" }, { config: BASE_CONFIG });
  assert.deepEqual(result.errors, []);
  const said = result.warnings.filter((d) => d.code === 'theme-override');
  assert.equal(said.length, 1);
  assert.match(said[0].message, /no types today.*The pages show lendocs's own admonitions instead\./);
  assert.equal(result.$('/a')('.markdown .admonition-note .admonition-content p').text(), 'A note.');
});
