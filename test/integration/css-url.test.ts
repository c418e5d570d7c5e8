// url() in the CSS of the site's components, as Docusaurus's css-loader resolves it: a file beside the CSS or in the
// site's static folder reached by a relative path, an SVG, a font.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\n`;

const HOME = `import React from 'react';
import Layout from '@theme/Layout';
import styles from './index.module.css';

export default function Home() {
  return <Layout title="Home"><div className={styles.hero}>Hello</div></Layout>;
}
`;

function stylesheet(result: Awaited<ReturnType<typeof buildFixture>>): string {
  const href = result.$('/')('link[rel="stylesheet"]').attr('href')!;
  return result.text(href.slice(1));
}

test('url() of an SVG in the static folder reached by a relative path is the file\'s URL', async () => {
  const result = await buildFixture({
    'src/pages/index.jsx': HOME,
    'src/pages/index.module.css': '.hero { background: url(../../static/img/back.svg); }\n',
    'static/img/back.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>\n',
    'docs/a.md': '# A\n',
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.match(stylesheet(result), /url\("?\/img\/back\.svg"?\)/);
});

test('url() from the site root finds a file in the static folder, then in the site folder (resolve.roots); other files are inlined', async () => {
  const result = await buildFixture({
    'src/pages/index.jsx': HOME,
    'src/pages/index.module.css': [
      "@font-face { font-family: A; src: url('/static/font/a.ttf') format('truetype'); }",
      "@font-face { font-family: B; src: url('/font/b.woff2?v=1#x'); }",
      '.hero { background: url(./dot.png), url(/img/elsewhere.png); }',
      ".hero::after { content: ''; background: url('@site/static/img/icon.svg'); }",
      '',
    ].join('\n'),
    'src/pages/dot.png': 'not really a png',
    'static/font/a.ttf': 'font a',
    'static/font/b.woff2': 'font b',
    'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n',
    'docs/a.md': '# A\n',
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const css = stylesheet(result);
  assert.match(css, /url\("?\/font\/a\.ttf"?\)/);
  assert.match(css, /url\("?\/font\/b\.woff2\?v=1#x"?\)/);
  assert.match(css, /url\("?data:image\/png[;,]/);
  assert.match(css, /url\("?\/img\/elsewhere\.png"?\)/);
  assert.match(css, /url\("?\/img\/icon\.svg"?\)/);
});

test('a relative url() that names no file is an error at its CSS line, as webpack\'s', async () => {
  const result = await buildFixture({
    'src/pages/index.jsx': HOME,
    'src/pages/index.module.css': '.hero {\n  background: url(./missing.png);\n}\n',
    'docs/a.md': '# A\n',
  }, { config: CONFIG });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /missing\.png.*index\.module\.css:2/);
});
