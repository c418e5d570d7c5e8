// migrate keeps a Docusaurus site's head tags, scripts, stylesheets and custom CSS (with its primary colour), and
// the site then builds with them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { parse } from 'yaml';
import { makeSite, tempDir } from '../support/fixture-site.js';
import { runCliHere, cliStdout } from '../support/cli-here.js';


test('headTags, scripts, stylesheets and customCss carry over; --ifm-color-primary becomes colors', async () => {
  // makeSite writes a lendocs config too; migrate replaces it (--force).
  const root = makeSite(
    {
      'docusaurus.config.js': `export default {
  title: 'Widgets', url: 'https://widgets.example', baseUrl: '/',
  headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } }, { tagName: 'div', attributes: {} }],
  scripts: ['https://stats.example/a.js', { src: 'https://plausible.example/js/script.js', defer: true, 'data-domain': 'widgets.example' }],
  stylesheets: ['https://fonts.example/inter.css'],
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: { customCss: './src/css/custom.css' } }]],
};
`,
      'src/css/custom.css': ":root {\n  --ifm-color-primary: #2e8555;\n}\n[data-theme='dark'] {\n  --ifm-color-primary: #25c2a0;\n}\n.hero-title { letter-spacing: 1px; }\n",
      'docs/intro.md': '# Intro\n\nHello.\n',
    },
  );
  const migrated = await cliStdout(['migrate', root, '--force']);
  assert.match(migrated, /headTags: a <div> element cannot go in a head/);
  assert.match(migrated, /customCss: src\/css\/custom\.css kept/);
  const config = parse(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8'));
  assert.deepEqual(config.customCss, ['src/css/custom.css']);
  assert.deepEqual(config.colors, { primary: '#2e8555', primaryDark: '#25c2a0' });
  // Docusaurus's theme is Infima: the site's components get it (issue 31, class 5).
  assert.equal(config.infima, true);
  assert.deepEqual(config.scripts, ['https://stats.example/a.js', { src: 'https://plausible.example/js/script.js', defer: true, 'data-domain': 'widgets.example' }]);
  assert.deepEqual(config.headTags.map((tag) => [tag.tagName, tag.attributes.rel]), [['link', 'preconnect'], ['link', 'stylesheet']]);

  const out = path.join(tempDir(), 'out');
  const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr);
  const $ = cheerio.load(readFileSync(path.join(out, 'intro', 'index.html'), 'utf8'));
  assert.equal($('script[data-domain="widgets.example"]').attr('src'), 'https://plausible.example/js/script.js');
  assert.equal($('link[rel=stylesheet]').last().attr('href'), 'https://fonts.example/inter.css');
  const css = readFileSync(path.join(out, $('link[rel=stylesheet]').first().attr('href')!.slice(1)), 'utf8');
  assert.match(css, /:where\(\.markdown, \.theme-override\) \.row \{[\s\S]*--primary: #2e8555;[\s\S]*letter-spacing: 1px/);
});
