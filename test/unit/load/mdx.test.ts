// MDX's messages on the MDX compiler and Markdown renderer alone, as docs/a.mdx with four lines of front matter above
// its body, so lines are the file's: a tag never closed, an import that is not JavaScript, an expression lendocs
// cannot evaluate. In whole builds: test/integration/mdx.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import { renderMdx } from '../../support/render-mdx.js';

const AS_PAGE = { file: 'docs/a.mdx', bodyLine: 5 };

test('a tag that never ends is an error with its file and line, and a hint', async () => {
  const result = await renderMdx('Intro.\n\n<Tabs groupId="x"\n\nMore.', AS_PAGE);
  assert.deepEqual(
    result.errors.map((d) => [d.file!.replace(/^.*docs\//, 'docs/'), d.line, d.message]),
    [['docs/a.mdx', 7, 'This file is not valid MDX: The tag <Tabs> is never closed with ">".']],
  );
  assert.match(result.errors[0].hint!, /Close the tag/);
});

test('an import that is not JavaScript is an error at its line', async () => {
  const result = await renderMdx("import Tabs from '@theme/Tabs'\nimport { from 'x';\n\nText.", AS_PAGE);
  assert.equal(result.errors.length, 1);
  assert.equal(result.errors[0].line, 6);
  assert.match(result.errors[0].message, /^This import or export is not valid JavaScript/);
});

test('an expression lendocs cannot evaluate is a warning naming it, not text', async () => {
  const result = await renderMdx('Today is {new Date().getFullYear()}.', AS_PAGE);
  assert.equal(result.warnings.length, 1);
  assert.match(result.warnings[0].message, /^The expression \{new Date\(\)\.getFullYear\(\)\} is left out/);
  assert.equal(cheerio.load(result.html)('p').text(), 'Today is .');
});

test('a file saved with CRLF line endings: the blank line after the imports ends them, so the elements after are read', async () => {
  const result = await renderMdx("import Tabs from '@theme/Tabs';\r\nimport TabItem from '@theme/TabItem';\r\n\r\n<Tabs>\r\n<TabItem value=\"a\">\r\n\r\nText **a**.\r\n\r\n</TabItem>\r\n</Tabs>\r\n", AS_PAGE);
  assert.deepEqual(result.diagnostics, []);
  const $ = cheerio.load(result.html);
  assert.equal($('[role=tabpanel] p strong').text(), 'a');
});

test("an attribute's JSX value whose text holds an apostrophe ends at its own brace: the tag and the page after it are read", async () => {
  const result = await renderMdx("<Admonition type=\"note\" title={<>The item's <em>title</em></>}>\n\nBody **here**.\n\n</Admonition>\n\nAfter.", AS_PAGE);
  assert.deepEqual(result.diagnostics, []);
  const $ = cheerio.load(result.html);
  assert.equal($('.admonition-content strong').text(), 'here');
  assert.equal($('.admonition + p').text(), 'After.');
});

test("a heading line indented six columns is a heading in MDX 3 (no indented code) and code in MDX 1, shown as written with none of what the heading's id was to take", async () => {
  const mdx3 = await renderMdx('Text.\n\n      ## Deep {"y"} <!-- z -->\n', AS_PAGE);
  assert.doesNotMatch(mdx3.html, /[\uE000-\uF8FF]/);
  assert.equal(cheerio.load(mdx3.html)('h2').attr('id'), 'deep-y-');
  const mdx1 = await renderMdx('Text.\n\n      ## Deep {"y"}\n', { ...AS_PAGE, mdxVersion: 1 });
  assert.doesNotMatch(mdx1.html, /[\uE000-\uF8FF]/);
  assert.equal(cheerio.load(mdx1.html)('pre code').text().trim(), '## Deep {"y"}');
});

test('a children prop of a tag with no body is its content, as MDX gives it (an OpenAPI page\'s <Heading children={"Pet"}>); a body takes its place', async () => {
  const source = ['<Heading\n  as={"h1"}\n  className={"openapi__heading"}\n  children={"Pet"}\n>\n</Heading>', '<div children={<em>Shown</em>} />', '<section children="Hidden">\n\nBody.\n\n</section>'].join('\n\n');
  const result = await renderMdx(source, AS_PAGE);
  assert.deepEqual(result.diagnostics, []);
  const $ = cheerio.load(result.html);
  assert.equal($('h1.openapi__heading').text().trim(), 'Pet');
  assert.equal($('div > em').text(), 'Shown');
  assert.equal($('section').text().trim(), 'Body.');
});
