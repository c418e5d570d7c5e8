// serve's outline compiles the site's Sass customCss on a thread of its own while it reads the files (issue 36: its
// first page on a large site): the same compile as on the main thread, with the site's own `sass` (here a stand-in
// that says which thread ran it), its errors said the same way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config/load.js';
import { compileCustomCss, customCssConfig, type CustomCssConfig } from '../../src/load/styles/custom-css.js';
import { compileCustomCssOnThread } from '../../src/load/styles/custom-css-thread.js';
import { BASE_CONFIG, makeSite } from '../support/fixture-site.js';

const SASS = `const fs = require('node:fs');
const { pathToFileURL } = require('node:url');
const { isMainThread } = require('node:worker_threads');
exports.compile = (file) => {
  const text = fs.readFileSync(file, 'utf8');
  const broken = text.split('\\n').findIndex((line) => line.includes('@error'));
  if (broken >= 0) throw Object.assign(new Error('Error: broken'), { sassMessage: 'broken on purpose', span: { url: pathToFileURL(file), start: { line: broken, column: 0 } } });
  return { css: '/* main thread: ' + isMainThread + ' */\\n' + text.replace(/\\$brand/g, '#f06'), loadedUrls: [pathToFileURL(file)] };
};
`;

const site = (scss: string) =>
  makeSite(
    {
      'node_modules/sass/package.json': JSON.stringify({ name: 'sass', version: '1.77.0', main: 'sass.js' }),
      'node_modules/sass/sass.js': SASS,
      'css/first.css': '.first { color: red; }\n',
      'css/custom.scss': scss,
      'docs/a.md': '# A\n',
    },
    { config: `${BASE_CONFIG}customCss: [css/first.css, css/custom.scss]\n` },
  );

test("the site's Sass customCss compiled on a thread of its own is what the main thread makes", async () => {
  const root = site('.hero { color: $brand; }\n');
  const { config } = await loadConfig(root);
  const threaded = await compileCustomCssOnThread(root, config!);
  const here = await compileCustomCss(root, config!);
  assert.equal(threaded.css['css/custom.scss'], '/* main thread: false */\n.hero { color: #f06; }\n');
  assert.deepEqual({ ...threaded, css: { ...threaded.css, 'css/custom.scss': threaded.css['css/custom.scss'].replace('false', 'true') } }, here);
});

test("a Sass error found on the thread is said as on the main thread: the file, the line, Sass's message", async () => {
  const root = site('.hero { color: red; }\n@error "no";\n');
  const { config } = await loadConfig(root);
  const threaded = await compileCustomCssOnThread(root, config!);
  assert.deepEqual(threaded, await compileCustomCss(root, config!));
  assert.equal(threaded.diagnostics.length, 1);
  assert.match(threaded.diagnostics[0].message, /^Sass cannot compile css\/custom\.scss: broken on purpose/);
  assert.equal(threaded.diagnostics[0].line, 2);
});

test('the thread is sent only the part of the config compiling reads, typed as that part, and compiles from it what the whole config gives', async () => {
  const root = makeSite(
    {
      'css/first.css': "@import './parts/more.css';\n.first { background: url(/img/dot.png); }\n",
      'css/parts/more.css': '.more { color: blue; }\n',
      'static/img/dot.png': 'png',
      'docs/a.md': '# A\n',
    },
    { config: `${BASE_CONFIG}customCss: [css/first.css]\n` },
  );
  const { config } = await loadConfig(root);
  const sent: CustomCssConfig = customCssConfig(config!);
  assert.deepEqual(sent, { customCss: ['css/first.css'], paths: { static: ['static'] } });
  const fromPart = await compileCustomCss(root, sent);
  assert.match(fromPart.css['css/first.css'], /\.more \{[\s\S]*\.first \{/);
  assert.deepEqual(fromPart, await compileCustomCss(root, config!));
});
