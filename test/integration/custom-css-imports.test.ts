// customCss files that import other CSS and name fonts beside them (issue 31), resolved as Docusaurus's css-loader
// resolves them: each @import of a file or a package inlined where it stands, url() of a file beside the CSS made
// the file's data, url() of a static file its URL, an @import of a web font's URL kept; an @import that names no
// file is an error at its line. A customCss file without them is published as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}customCss: [src/css/custom.css]\n`;

function stylesheet(result: Awaited<ReturnType<typeof buildFixture>>): string {
  return result.text(result.$('/a')('link[rel="stylesheet"]').attr('href')!.slice(1));
}

test('a customCss file with @import and @font-face is published with its imports and fonts resolved', async () => {
  const result = await buildFixture(
    {
      'src/css/custom.css': "@import url('https://fonts.example.com/css?family=Inter');\n@import './fonts.css';\n@import '~tiny-theme/theme.css';\n.logo { background: url(../../static/img/logo.svg); }\n.home { background: url(/img/logo.svg); }\n",
      'src/css/fonts.css': "@font-face { font-family: Brand; src: url('../fonts/brand.woff2') format('woff2'); }\n",
      'src/fonts/brand.woff2': 'wOF2-not-really',
      'node_modules/tiny-theme/package.json': JSON.stringify({ name: 'tiny-theme', version: '1.0.0' }),
      'node_modules/tiny-theme/theme.css': '.tiny-card { border-radius: 8px; }\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n',
      'docs/a.md': '# A\n',
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  const css = stylesheet(result);
  assert.match(css, /@font-face \{\s*font-family: Brand;\s*src: url\("?data:font\/woff2[;,][^)]+\) format\("woff2"\);/);
  assert.match(css, /\.tiny-card \{\s*border-radius: 8px;/);
  assert.match(css, /\.logo \{\s*background: url\("?\/img\/logo\.svg"?\);/);
  assert.match(css, /\.home \{\s*background: url\("?\/img\/logo\.svg"?\);/);
  assert.match(css, /@import "https:\/\/fonts\.example\.com\/css\?family=Inter";/);
  assert.doesNotMatch(css, /@import ["']\.\/fonts\.css|~tiny-theme/);
  assert.ok(css.indexOf('Brand') < css.indexOf('.tiny-card') && css.indexOf('.tiny-card') < css.indexOf('.logo'), 'each import where it stands, as css-loader puts it');
});

test('a customCss @import that names no file is an error at its line', async () => {
  const result = await buildFixture({ 'src/css/custom.css': '/* Brand */\n@import "./missing.css";\n.a { color: red; }\n', 'docs/a.md': '# A\n' }, { config: CONFIG });
  assert.equal(result.errors.length, 1);
  assert.equal(path.basename(result.errors[0].file!), 'custom.css');
  assert.equal(result.errors[0].line, 2);
  assert.match(result.errors[0].message, /customCss src\/css\/custom\.css cannot be resolved as Docusaurus resolves it: Could not resolve "\.\/missing\.css"/);
});
