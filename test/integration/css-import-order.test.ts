// The site's @import rules of URLs (a web font's stylesheet) come first in the stylesheet, where a browser reads
// them (issue 31): the site's CSS follows lendocs's own in the one stylesheet, so a customCss file's @import, and
// one after the file's other rules, stood after other rules and loaded nothing. Docusaurus's css-loader takes every
// @import out of a file wherever it stands, and its extracted stylesheet starts with those of URLs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const FONT = 'https://fonts.example.com/css2?family=Inter:wght@400;700&display=swap';

test("customCss @import url() rules, at a file's top or after its rules, start the stylesheet, each once; a string is left as it is", async () => {
  const result = await buildFixture(
    {
      'src/css/first.css': `@import url(${FONT});\n.hero { color: red; }\n`,
      // Only quoted imports of URLs: nothing to resolve, so it is not bundled (css-bundle.ts).
      'src/css/second.css': `.card { content: "@import nothing;"; }\n/* @import 'https://example.org/commented.css'; */\n@import "${FONT}";\n@import "https://example.org/late.css" screen;\n.after { color: blue; }\n`,
      'docs/a.md': '# A\n',
    },
    { config: `${BASE_CONFIG}customCss: [src/css/first.css, src/css/second.css]\n` },
  );
  assert.deepEqual(result.errors, []);
  const css = result.text(result.$('/a')('link[rel="stylesheet"]').attr('href')!.slice(1));
  const [first, second, third] = css.split('\n');
  assert.match(first, /^@import (url\()?"?https:\/\/fonts\.example\.com\/css2\?family=Inter:wght@400;700&display=swap"?\)?;$/);
  assert.equal(second, '@import "https://example.org/late.css" screen;');
  assert.doesNotMatch(third, /@import/);
  assert.equal(css.split('fonts.example.com').length, 2, 'the font stylesheet imported once');
  assert.match(css, /\.card \{\s*content: "@import nothing;";\s*\}/);
  assert.doesNotMatch(css, /commented\.css/, 'the site CSS is minified: its comments are gone');
  assert.ok(css.indexOf('.hero') < css.indexOf('.after'));
});
