// Sass and SCSS (issue 31, class 4; docusaurus-plugin-sass): `.scss`/`.sass` files components import (global CSS),
// `.module.scss` (CSS modules) and customCss stylesheets, compiled with the `sass` package the site has installed,
// never one of lendocs's. Here the site's `sass` is a tiny stand-in with the same compile() API, so the test needs no
// Sass compiler: it knows `$name: value;` variables, `@use 'partial';` (asking lendocs's importer for `@site/…` and
// `~package/…`, as the real one does) and one level of nesting, and marks its output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\n`;

const FAKE_SASS = `const fs = require('node:fs');
const path = require('node:path');
const { fileURLToPath, pathToFileURL } = require('node:url');
/** A partial: next to the file, or where lendocs's importer says (\`@site/…\`, \`~package/…\`). */
const partialOf = (name, file, options) => {
  const where = /^(@site\\/|~)/.test(name) ? fileURLToPath(options.importers[0].findFileUrl(name)) : path.join(path.dirname(file), name);
  return path.join(path.dirname(where), '_' + path.basename(where) + '.scss');
};
exports.compile = (file, options) => {
  const loadedUrls = [pathToFileURL(file)];
  let text = fs.readFileSync(file, 'utf8').replace(/@use '([^']+)';\\n?/g, (_, name) => {
    const partial = partialOf(name, file, options);
    loadedUrls.push(pathToFileURL(partial));
    return fs.readFileSync(partial, 'utf8');
  });
  const broken = text.split('\\n').findIndex((line) => line.includes('@error'));
  if (broken >= 0) throw Object.assign(new Error('Error: broken'), { sassMessage: 'broken on purpose', span: { url: pathToFileURL(file), start: { line: broken, column: 0 } } });
  const values = {};
  text = text.replace(/^\\$([\\w-]+):\\s*([^;]+);\\n?/gm, (_, name, value) => { values[name] = value; return ''; });
  text = text.replace(/\\$([\\w-]+)/g, (_, name) => values[name]);
  text = text.replace(/(\\.[\\w-]+)\\s*\\{\\s*(\\.[\\w-]+)\\s*\\{([^}]*)\\}\\s*\\}/g, '$1 $2 {$3}');
  return { css: '/* made by the site\\'s sass, style ' + options.style + ' */\\n' + text, loadedUrls };
};
`;

const SASS = {
  'node_modules/sass/package.json': JSON.stringify({ name: 'sass', version: '1.77.0', main: 'sass.js' }),
  'node_modules/sass/sass.js': FAKE_SASS,
};

const CARD = `import React from 'react';
import styles from './Card.module.scss';
import './card-global.scss';
export default function Card() { return <div className={styles.card}><span className={styles.title}>Hi</span></div>; }
`;

const files = () => ({
  'src/components/Card.jsx': CARD,
  'src/components/Card.module.scss': "@use '@site/src/styles/colors';\n.card { .title { color: $brand; } }\n",
  'src/styles/_colors.scss': '$brand: #ff0066;\n',
  'src/components/card-global.scss': "@use '~tiny-theme/scss/gaps';\n.card-grid { gap: $gap; }\n",
  'node_modules/tiny-theme/scss/_gaps.scss': '$gap: 3px;\n',
  'docs/a.mdx': `---\ntitle: A\n---\n\nimport Card from '@site/src/components/Card';\n\n<Card />\n`,
});

/** The stylesheet a page links to. */
function stylesheet(result: Awaited<ReturnType<typeof buildFixture>>, route: string): string {
  return result.text(result.$(route)('link[rel="stylesheet"]').attr('href')!.slice(1));
}

test("a component's .module.scss is a CSS module and its .scss global CSS, both compiled with the site's sass", async () => {
  const result = await buildFixture({ ...SASS, ...files() }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  const card = $('.markdown div').first();
  assert.match(card.attr('class')!, /^Card_[0-9a-f]{5}_module_card$/);
  const title = card.find('span').attr('class')!;
  assert.match(title, /^Card_[0-9a-f]{5}_module_title$/);
  const css = stylesheet(result, '/a');
  assert.match(css, new RegExp(`\\.${card.attr('class')} \\.${title} \\{\\s*color: #ff0066;`));
  assert.match(css, /\.card-grid \{\s*gap: 3px;/);
});

test('a customCss .scss stylesheet is compiled with the site\'s sass, in its place among the customCss files', async () => {
  const result = await buildFixture({
    ...SASS,
    'css/first.css': '.first { color: red; }\n',
    'css/custom.scss': "@use 'vars';\n.hero { .title { margin: $space; } }\n",
    'css/_vars.scss': '$space: 7px;\n',
    'docs/a.md': '---\ntitle: A\n---\n\nText.\n',
  }, { config: `${CONFIG}customCss: [css/first.css, css/custom.scss]\n` });
  assert.deepEqual(result.errors, []);
  const css = stylesheet(result, '/a');
  assert.match(css, /made by the site's sass, style expanded/);
  assert.match(css, /\.hero \.title \{\s*margin: 7px;/);
  assert.ok(css.indexOf('.first {') < css.indexOf('.hero .title'), 'customCss files stay in their order');
  assert.ok(!css.includes('$space'), 'no Sass is left in the stylesheet');
});

test('a site without the sass package gets the missing-package error, for a component and for customCss', async () => {
  const component = await buildFixture(files(), { config: CONFIG });
  assert.equal(component.errors.length, 1);
  assert.match(component.errors[0].message, /^The package "sass", which src\/components\/Card\.module\.scss needs to be compiled .*, is not installed/);
  assert.match(component.errors[0].hint!, /npm install sass/);
  const custom = await buildFixture({ 'css/custom.scss': '.a { .b { color: red; } }\n', 'docs/a.md': '---\ntitle: A\n---\n\nText.\n' }, { config: `${CONFIG}customCss: [css/custom.scss]\n` });
  assert.equal(custom.errors.length, 1);
  assert.match(custom.errors[0].message, /^The package "sass", which css\/custom\.scss needs to be compiled .*, is not installed/);
  assert.equal(path.relative(custom.root, custom.errors[0].file!), path.join('css', 'custom.scss'));
});

test('a Sass error is an error at its file and line', async () => {
  const broken = await buildFixture({ ...SASS, ...files(), 'src/components/card-global.scss': '.a { color: red; }\n@error "no";\n' }, { config: CONFIG });
  assert.equal(broken.errors.length, 1);
  assert.match(broken.errors[0].message, /Sass cannot compile src\/components\/card-global\.scss: broken on purpose/);
  const custom = await buildFixture({ ...SASS, 'css/custom.scss': '.a {}\n\n@error "x";\n', 'docs/a.md': '---\ntitle: A\n---\n\nText.\n' }, { config: `${CONFIG}customCss: [css/custom.scss]\n` });
  assert.equal(custom.errors.length, 1);
  assert.match(custom.errors[0].message, /Sass cannot compile css\/custom\.scss: broken on purpose/);
  assert.equal(path.relative(custom.root, path.resolve(custom.root, custom.errors[0].file!)), path.join('css', 'custom.scss'));
  assert.equal(custom.errors[0].line, 3);
});
