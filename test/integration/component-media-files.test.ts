// Videos, sounds, fonts, documents and archives a site's component imports, as Docusaurus's webpack gives them
// (@docusaurus/utils getFileLoaderUtils): url-loader for medias and fonts (a data URL up to 10,000 bytes, else the URL
// of the file's copy in the output), file-loader for pdf, Word, Excel, zip and rar (always a URL).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, buildFixture, tempDir, withHelpers } from '../support/fixture-site.js';
import { writeFiles } from '../support/temp.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\n`;

/** 12,000 bytes: over url-loader's limit, so the import is the file's URL. */
const BIG = 'v'.repeat(12000);

const PLAYER = `import React from 'react';
import clip from './media/demo clip.mp4';
import beep from './media/beep.mp3';
import guide from '@site/docs/flows/guide.pdf';
export default function Player() {
  return (
    <div className="player">
      <video src={clip} controls />
      <audio src={beep} />
      <a href={guide}>Guide</a>
      <span className="required">{require('./media/demo clip.mp4').default}</span>
    </div>
  );
}
`;

test("a component's imports of a video, a sound and a pdf are their URLs in the output, or a small sound's data, as webpack's loaders give them", async () => {
  const result = await buildFixture({
    'docs/flows/code/Player.jsx': PLAYER,
    'docs/flows/code/media/demo clip.mp4': BIG,
    'docs/flows/code/media/beep.mp3': 'tiny',
    'docs/flows/guide.pdf': '%PDF-1.4',
    'docs/flows/index.mdx': "---\ntitle: Flows\n---\n\nimport Player from './code/Player';\n\n<Player />\n",
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/flows');
  assert.equal($('.markdown .player video').attr('src'), '/assets/content/docs/flows/code/media/demo%20clip.mp4');
  assert.equal($('.markdown .player .required').text(), '/assets/content/docs/flows/code/media/demo%20clip.mp4');
  assert.equal($('.markdown .player audio').attr('src'), `data:audio/mpeg;base64,${Buffer.from('tiny').toString('base64')}`);
  assert.equal($('.markdown .player a').attr('href'), '/assets/content/docs/flows/guide.pdf');
  assert.equal(String(result.files.get('assets/content/docs/flows/code/media/demo clip.mp4')), BIG);
  assert.equal(String(result.files.get('assets/content/docs/flows/guide.pdf')), '%PDF-1.4');
});

test("a video beside a component outside the content folders is published for the page that draws it, under the site's base URL", async () => {
  const result = await buildFixture({
    'src/components/Intro.jsx': "import clip from './intro.webm';\nexport default function Intro() { return <video className=\"intro\" src={clip} />; }\n",
    'src/components/intro.webm': BIG,
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport Intro from '@site/src/components/Intro';\n\n<Intro />\n",
  }, { config: `${CONFIG}baseUrl: /project/\n` });
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/a')('.markdown video.intro').attr('src'), '/project/assets/content/src/components/intro.webm');
  assert.equal(String(result.files.get('assets/content/src/components/intro.webm')), BIG);
});

test('a React page that imports a video has the file published at the URL it gives', async () => {
  const result = await buildFixture({
    'src/pages/tour.jsx': "import clip from '../media/tour.mp4';\nexport default function Tour() { return <video className=\"tour\" src={clip} />; }\n",
    'src/media/tour.mp4': BIG,
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/tour')('video.tour').attr('src'), '/assets/content/src/media/tour.mp4');
  assert.equal(String(result.files.get('assets/content/src/media/tour.mp4')), BIG);
});

test("a sound of exactly url-loader's limit (10,000 bytes) is its data, one byte more its URL; a '#' or '?' in a file's name is part of its URL's path", async () => {
  const result = await buildFixture({
    'src/components/Sounds.jsx': "import at from './at-limit.mp3';\nimport over from './over-limit.mp3';\nimport odd from './take #1?.mp4';\nexport default function Sounds() { return <div className=\"sounds\"><audio className=\"at\" src={at} /><audio className=\"over\" src={over} /><video src={odd} /></div>; }\n",
    'src/components/at-limit.mp3': 'a'.repeat(10000),
    'src/components/over-limit.mp3': 'a'.repeat(10001),
    'src/components/take #1?.mp4': BIG,
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport Sounds from '@site/src/components/Sounds';\n\n<Sounds />\n",
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  const [type, data] = ($('.sounds audio.at').attr('src') ?? '').split(',');
  assert.deepEqual([type, Buffer.from(data ?? '', 'base64').length], ['data:audio/mpeg;base64', 10000]);
  assert.equal($('.sounds audio.over').attr('src'), '/assets/content/src/components/over-limit.mp3');
  assert.equal($('.sounds video').attr('src'), '/assets/content/src/components/take%20%231%3F.mp4');
  assert.equal(String(result.files.get('assets/content/src/components/take #1?.mp4')), BIG);
});

test("a component's images are what url-loader gives: a URL of the published file over 10,000 bytes (a gallery's require.context of a docs folder too), else a data URL", async () => {
  const result = await buildFixture({
    'src/components/Gallery.jsx': `import big from './big.png';
import small from './small.png';
const shots = require.context('@site/docs/shots', false, /\\.png$/);
export default function Gallery() {
  return <div className="gallery"><img className="big" src={big} /><img className="small" src={small} />{shots.keys().map((key) => <img key={key} className="shot" src={shots(key).default} />)}</div>;
}
`,
    'src/components/big.png': BIG,
    'src/components/small.png': 'tiny',
    'docs/shots/one.png': BIG,
    'docs/a.mdx': "---\ntitle: A\n---\n\nimport Gallery from '@site/src/components/Gallery';\n\n<Gallery />\n",
  }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  assert.equal($('.gallery img.big').attr('src'), '/assets/content/src/components/big.png');
  assert.equal($('.gallery img.small').attr('src'), `data:image/png;base64,${Buffer.from('tiny').toString('base64')}`);
  assert.deepEqual($('.gallery img.shot').map((_, img) => $(img).attr('src')).get(), ['/assets/content/docs/shots/one.png']);
  assert.equal(String(result.files.get('assets/content/src/components/big.png')), BIG);
  assert.equal(String(result.files.get('assets/content/docs/shots/one.png')), BIG);
});

test("a monorepo's packages hoisted above the site folder give their media files as webpack does: a package's own or a workspace package linked into node_modules; a file outside the site folder and any package is still refused", async () => {
  const repo = writeFiles(tempDir('lendocs-monorepo-'), {
    'node_modules/@acme/brand/package.json': '{ "name": "@acme/brand" }',
    'node_modules/@acme/brand/logo.png': BIG,
    'node_modules/@acme/brand/mark.png': 'tiny',
    'packages/ui/package.json': '{ "name": "@acme/ui" }',
    'packages/ui/intro.mp4': BIG,
    'shared/team.png': BIG,
    'website/lendocs.config.yml': CONFIG,
    'website/src/components/Brand.jsx': "import logo from '@acme/brand/logo.png';\nimport mark from '@acme/brand/mark.png';\nimport intro from '@acme/ui/intro.mp4';\nexport default function Brand() { return <div className=\"brand\"><img className=\"logo\" src={logo} /><img className=\"mark\" src={mark} /><video src={intro} /></div>; }\n",
    'website/docs/a.mdx': "---\ntitle: A\n---\n\nimport Brand from '@site/src/components/Brand';\n\n<Brand />\n",
    'other/lendocs.config.yml': CONFIG,
    'other/src/components/Team.jsx': "import team from '../../../shared/team.png';\nexport default function Team() { return <img className=\"team\" src={team} />; }\n",
    'other/docs/b.mdx': "---\ntitle: B\n---\n\nimport Team from '@site/src/components/Team';\n\n<Team />\n",
  });
  // A workspace package, linked into the hoisted node_modules as npm, yarn and pnpm link them.
  symlinkSync(path.join(repo, 'packages/ui'), path.join(repo, 'node_modules/@acme/ui'), 'dir');
  const root = path.join(repo, 'website');
  const result = withHelpers(await build({ root, out: path.join(repo, 'unused'), write: false }), root);
  const $ = result.$('/a');
  assert.equal($('.brand img.logo').attr('src'), '/assets/content/node_modules/@acme/brand/logo.png');
  assert.equal($('.brand img.mark').attr('src'), `data:image/png;base64,${Buffer.from('tiny').toString('base64')}`);
  assert.equal($('.brand video').attr('src'), '/assets/content/node_modules/@acme/ui/intro.mp4');
  assert.equal(String(result.files.get('assets/content/node_modules/@acme/brand/logo.png')), BIG);
  assert.equal(String(result.files.get('assets/content/node_modules/@acme/ui/intro.mp4')), BIG);
  assert.deepEqual(result.errors, []);
  const refused = await build({ root: path.join(repo, 'other'), out: path.join(repo, 'unused'), write: false });
  assert.deepEqual(refused.diagnostics.filter((d) => d.severity === 'error').map((d) => [path.relative(repo, d.file ?? ''), d.line, d.message.replace(repo, '<repo>')]), [['other/docs/b.mdx', 7, 'The file <repo>/shared/team.png is outside the site folder, so lendocs cannot publish it for the component that imports it.']]);
});
