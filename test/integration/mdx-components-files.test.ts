// The files of Docusaurus's MDXComponents folder imported one by one (issue 31): a swizzled map built from
// `@theme/MDXComponents/A`, `/Code`, `/Heading`… (as theme-classic's own index is written) and `@theme/Mermaid`, and a
// site component drawing `@theme/MDXComponents/A` as a link; each is the map's entry, so only what the site adds counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}markdown:\n  format: mdx\n`;

const MAP = `import React from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import Admonition from '@theme/Admonition';
import Mermaid from '@theme/Mermaid';
import Badge from '@site/src/components/Badge';

export default {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h2: (props) => <MDXHeading as="h2" {...props} />,
  admonition: Admonition,
  mermaid: Mermaid,
  Badge,
};
`;

const BADGE = `import React from 'react';
import A from '@theme/MDXComponents/A';
import Heading from '@theme/MDXComponents/Heading';
export default function Badge({ to, children }) {
  return <div data-badge><Heading as="h4" id="badge">Badge</Heading><A href={to} data-link>{children}</A></div>;
}
`;

const files = (extra: Record<string, string> = {}) => ({
  'src/theme/MDXComponents/index.js': MAP,
  'src/components/Badge.jsx': BADGE,
  'docs/uses.mdx': '---\ntitle: Uses\n---\n\nA thing.\n\n<Badge to="/other">new</Badge>\n\n<Details>\n<summary>More</summary>\n\nHidden.\n\n</Details>\n',
  'docs/other.md': '---\ntitle: Other\n---\n\nText.\n\n## Part\n\nMore.\n',
  ...extra,
});

test('a map built from the files of MDXComponents registers only what the site adds; its component draws them', async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  // The entries Docusaurus's own files give are lendocs's built-ins; the site's own arrow for h2 draws every ## heading.
  assert.deepEqual(result.warnings.filter((d) => d.code === 'mdx-components'), []);
  const other = result.$('/other')('.markdown h2#part');
  assert.equal(other.text().replace(/\u200b/g, '').trim().replace(/#$/, '').trim(), 'Part');
  assert.equal(other.find('a.hash-link').attr('href'), '#part');
  const $ = result.$('/uses');
  assert.equal($('.markdown [data-badge] a[data-link]').attr('href'), '/other');
  assert.equal($('.markdown [data-badge] a[data-link]').text(), 'new');
  assert.equal($('.markdown [data-badge] h4#badge').text(), 'Badge');
  assert.equal($('.markdown details summary').text(), 'More');
});

test('a file the MDXComponents folder does not have is still an error naming it', async () => {
  const result = await buildFixture(files({ 'src/components/Badge.jsx': BADGE.replace('@theme/MDXComponents/Heading', '@theme/MDXComponents/Nothing') }), { config: CONFIG });
  assert.ok(result.errors.some((d) => /no stand-in for "@theme\/MDXComponents\/Nothing"/.test(d.message)), JSON.stringify(result.errors));
});
