// The HTML elements Markdown makes, drawn by the component a site's `src/theme/MDXComponents` gives their tag
// (src/load/plugins/site-elements.ts): MDX turns each Markdown table into `<_components.table>`, each inline code span
// into `<_components.code>`, so Docusaurus draws them with the site's components, given the element's attributes as
// props and its content as React elements. JSX written as `<table>` in an MDX file is not replaced (MDX 3), fenced
// code stays lendocs's highlighted block, and a site that maps no tag renders as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}markdown:\n  format: mdx\n`;

// A table that reads its children as elements (the header row's cells), as swizzled tables do; inline code that
// reads its text; an image and a level-2 heading wrapped.
const MDX_COMPONENTS = `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table({ children, ...props }) {
  const cells = children[0].props.children.props.children;
  const empty = Array.isArray(cells) && cells.every((cell) => !cell.props.children);
  return <div className="table-wrapper" data-columns={Array.isArray(cells) ? cells.length : 1}><table {...props}>{empty ? children.slice(1) : children}</table></div>;
}

function Code(props) {
  if (typeof props.children === 'string' && props.children.startsWith('md ')) return <code {...props} data-md="yes">{props.children.slice(3)}</code>;
  return <code {...props} data-own="yes" />;
}

export default {
  ...MDXComponents,
  table: Table,
  code: Code,
  img: (props) => <figure className="zoom"><img {...props} /></figure>,
  h2: (props) => <h2 {...props} data-heading="own" />,
};
`;

const PAGE = `---
title: Elements
---

## Setup

| Name | Size |
| :--- | ---: |
| \`md one\` | **2** |
| three | 4 |

|  |  |
| - | - |
| a | b |

Some \`inline\` code and ![A cat](/img/cat.png "Cat").

\`\`\`js
const answer = 42;
\`\`\`

<table className="written"><tbody><tr><td>JSX</td></tr></tbody></table>
`;

const files = (map = MDX_COMPONENTS) => ({
  'src/theme/MDXComponents.js': map,
  'static/img/cat.png': 'png',
  'docs/elements.mdx': PAGE,
  'docs/plain.md': '---\ntitle: Plain\n---\n\n| A |\n| - |\n| 1 |\n\nSome `code`.\n',
});

test("Markdown's tables, inline code, images and headings are drawn by the components MDXComponents gives their tags", async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.filter((d) => d.code === 'mdx-components' || d.code === 'mdx-component'), []);
  const $ = result.$('/elements');
  // The table's children are its header and body as elements: the component counted the header's cells.
  const wrappers = $('.markdown div.table-wrapper');
  assert.equal(wrappers.length, 2, $('.markdown').html()!);
  assert.equal(wrappers.first().attr('data-columns'), '2');
  assert.equal(wrappers.first().find('thead th').first().attr('style'), 'text-align:left');
  assert.equal(wrappers.first().find('tbody td strong').text(), '2');
  // A header row of empty cells is left out by the component, as it reads the cells' children.
  assert.equal(wrappers.eq(1).find('thead').length, 0);
  assert.equal(wrappers.eq(1).find('tbody td').first().text(), 'a');
  // Inline code (in a table cell too) is given its text as a string.
  assert.equal($('.markdown code[data-md]').text(), 'one');
  assert.equal($('.markdown p code[data-own]').text(), 'inline');
  const img = $('.markdown figure.zoom img');
  assert.equal(img.attr('alt'), 'A cat');
  assert.equal(img.attr('title'), 'Cat');
  assert.equal($('.markdown h2[data-heading="own"]').attr('id'), 'setup');
  // Fenced code is lendocs's highlighted block, not the site's inline code.
  assert.equal($('.markdown pre code[data-own]').length, 0);
  assert.match($('.markdown pre').text(), /const answer = 42;/);
  // JSX written as <table> in MDX is drawn as written (MDX 3 never replaces it).
  assert.equal($('.markdown table.written').parent('.table-wrapper').length, 0);
  assert.equal($('.markdown table.written td').text(), 'JSX');
  // A .md page of the site is drawn with the components too, as Docusaurus compiles it with MDX.
  const plain = result.$('/plain');
  assert.equal(plain('.markdown div.table-wrapper table tbody td').text(), '1');
  assert.equal(plain('.markdown code[data-own]').text(), 'code');
});

test('a component that fails on an element is one error at the line of the first, naming the MDXComponents file and the tag', async () => {
  const failing = MDX_COMPONENTS.replace('const cells = children[0].props.children.props.children;', 'const cells = children[0].props.missing.length;');
  const result = await buildFixture(files(failing), { config: CONFIG });
  const found = result.errors.filter((d) => d.code === 'mdx-component' && d.file?.endsWith('elements.mdx'));
  assert.equal(found.length, 1, JSON.stringify(result.errors));
  assert.equal(found[0].line, 7);
  assert.match(found[0].message, /^The component src\/theme\/MDXComponents\.js gives <table> failed while drawing a <table> of the page: /);
});

test('a site whose MDXComponents maps no HTML element draws Markdown as before', async () => {
  const map = "import M from '@theme-original/MDXComponents';\nexport default { ...M };\n";
  const result = await buildFixture(files(map), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/elements');
  assert.equal($('.markdown .table-wrapper').length, 0);
  assert.equal($('.markdown > table, .markdown table').first().find('th').first().text(), 'Name');
  assert.doesNotMatch(result.text('elements/index.html'), /[\uE010-\uE01A]/);
});

test("a link in an element the site draws is checked once, at its line; a link the site's component adds, at the element's", async () => {
  const map = `import MDXComponents from '@theme-original/MDXComponents';
import Link from '@docusaurus/Link';
export default { ...MDXComponents, table: (props) => <div className="tw"><table {...props} /></div>, code: ({ children }) => <Link to={'/' + children}>{children}</Link> };
`;
  const page = '---\ntitle: Links\n---\n\nText.\n\n| A |\n| - |\n| [bad](/nowhere) |\n\nSee `gone`.\n';
  const result = await buildFixture({ 'src/theme/MDXComponents.js': map, 'docs/links.mdx': page }, { config: CONFIG });
  const broken = result.diagnostics.filter((d) => /Broken link/.test(d.message)).map((d) => [d.line, /"([^"]+)"/.exec(d.message)![1]]);
  assert.deepEqual(broken, [[9, '/nowhere'], [11, '/gone']]);
});
