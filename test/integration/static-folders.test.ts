// Several static folders (paths.static as a list: Docusaurus's staticDirectories), and the images that name their
// files: a Markdown image by its path from the page (`../static/shots/a.png`), a site-absolute one, an import, and an
// MDX <img> whose src is written as text, which is a URL of the page as Docusaurus leaves it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\n  static: [public, static]\n`;

test('every static folder is published at the site root; a path in two is the first folder\'s', async () => {
  const result = await buildFixture({
    'public/robots.txt': 'from public',
    'public/shared.txt': 'public wins',
    'static/shared.txt': 'static loses',
    'static/shots/a.png': 'png',
    'static/.well-known/security.txt': 'contact',
    'docs/guide.md': '# Guide\n\nText.\n',
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.equal(result.text('robots.txt'), 'from public');
  assert.equal(result.text('shots/a.png'), 'png');
  assert.equal(result.text('.well-known/security.txt'), 'contact');
  assert.equal(result.text('shared.txt'), 'public wins');
});

test('Markdown images into the second static folder, by path from the page or from the site root, are found', async () => {
  const result = await buildFixture({
    'public/logo.svg': '<svg/>',
    'static/shots/a.png': 'png',
    'static/img/b.png': 'png',
    'docs/guides/theming.md': '# Theming\n\n![A](../../static/shots/a.png)\n\n![B](/img/b.png)\n\n![Logo](/logo.svg)\n',
    'src/pages/index.mdx': '![A](../../static/shots/a.png)\n\n# Home\n',
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/guides/theming');
  assert.deepEqual($('.markdown img').map((_, img) => $(img).attr('src')).get(), ['/shots/a.png', '/img/b.png', '/logo.svg']);
  assert.equal(result.$('/')('.markdown img').attr('src'), '/shots/a.png');
});

test('an image missing from every static folder is an error that names each folder', async () => {
  const result = await buildFixture({
    'public/logo.svg': '<svg/>',
    'static/shots/a.png': 'png',
    'docs/guide.md': '# Guide\n\n![Gone](../static/shots/gone.png)\n',
  }, { config: CONFIG });
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0].message, /Image not found: "\.\.\/static\/shots\/gone\.png" \(no static folder has shots\/gone\.png: it is in none of public\/, static\/\)/);
});

test('a site component and an MDX file import /x from the second static folder', async () => {
  const result = await buildFixture({
    'static/data/team.json': '[{ "name": "Ada" }]',
    'static/img/photo.png': 'png',
    'src/components/Team.jsx': "import team from '/data/team.json';\nimport photo from '/img/photo.png';\nexport default function Team() { return <p className=\"team\"><img src={photo} alt=\"\" />{team[0].name}</p>; }\n",
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport team from '/data/team.json';\nimport Team from '@site/src/components/Team';\n\nLed by {team[0].name}.\n\n<Team />\n",
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  assert.match($('.markdown').text(), /Led by Ada\./);
  assert.equal($('.team').text(), 'Ada');
  assert.equal($('.team img').attr('src'), '/img/photo.png');
});

for (const mdxVersion of [3, 1]) {
  test(`MDX ${mdxVersion}: an <img> whose src is text is a URL of the page (kept as written), found in a static folder; one that is not there is a warning`, async () => {
    const result = await buildFixture({
      'static/gallery/button.png': 'png',
      'src/pages/gallery/beside.png': 'png',
      'docs/shot.png': 'png',
      'src/pages/index.mdx': '# Home\n\n<div class="gallery">\n  <img src="./gallery/button.png" />\n  <img src="gallery/button.png" alt="bare" />\n</div>\n',
      'docs/guide.mdx': "---\ntitle: Guide\n---\n\nimport shot from './shot.png';\n\n<img src=\"./shot.png\" alt=\"text\" />\n\n<img src={shot} alt=\"imported\" />\n",
    }, { config: `${CONFIG}markdown:\n  mdxVersion: ${mdxVersion}\n` });
    assert.deepEqual(result.errors, []);
    const home = result.$('/');
    assert.deepEqual(home('.gallery img').map((_, img) => home(img).attr('src')).get(), ['./gallery/button.png', 'gallery/button.png']);
    assert.equal(home('img[data-lendocs-text-src]').length, 0);
    const guide = result.$('/guide');
    assert.equal(guide('img[alt="text"]').attr('src'), './shot.png');
    assert.match(guide('img[alt="imported"]').attr('src')!, /^\/assets\/content\/.*shot\.png$/);
    const missing = result.warnings.filter((d) => d.code === 'image-url-not-found');
    assert.equal(missing.length, 1, JSON.stringify(result.warnings));
    assert.match(missing[0].file!, /docs\/guide\.mdx$/);
    assert.match(missing[0].message, /Image not found: "\.\/shot\.png" \(no page or file of this site is at \/shot\.png\)\. It is an <img> whose src is written as text/);
  });
}
