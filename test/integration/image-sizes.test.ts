// Images in a page's body load lazily, and a local raster or SVG image is written with its intrinsic width and
// height (issue 35), as Docusaurus writes them: the page does not move as images arrive. A changed image gets its
// new size on the next build, also when the page comes from the cache.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { build } from '../../src/pipeline/build.js';
import { makeSite, tempDir } from '../support/fixture-site.js';
import { gifBytes, jpegBytes, pngBytes, webpBytes } from '../support/image-bytes.js';

const md = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

const FILES = {
  'docs/images.md': md('Images', ['![Logo](/img/logo.png)', '![Photo](./photo.jpg)', '![Spinner](./spin.gif "Spinning")', '![Shot](./shot.webp)', '![Diagram](./diagram.svg)', '![Remote](https://example.com/remote.png)', '<img src="/img/logo.png" alt="Given" width="10" />', '<img src="/img/logo.png" alt="Eager" loading="eager" />'].join('\n\n')),
  'docs/plain.md': md('Plain', 'No image here.'),
  'static/img/logo.png': pngBytes(400, 200),
  'docs/photo.jpg': jpegBytes(1200, 800, 3000),
  'docs/spin.gif': gifBytes(32, 32),
  'docs/shot.webp': webpBytes(640, 360),
  'docs/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"><rect width="300" height="150"/></svg>',
};

async function images(root: string, cacheDir: string) {
  const out = path.join(tempDir(), 'site');
  const result = await build({ root, out, cache: { dir: cacheDir } });
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  const $ = cheerio.load(String(result.files?.get('images/index.html') ?? (await import('node:fs')).readFileSync(path.join(out, 'images/index.html'))));
  const list = $('.markdown img')
    .toArray()
    .map((img) => [$(img).attr('alt'), $(img).attr('loading'), $(img).attr('width'), $(img).attr('height')]);
  return { list, out };
}

test('images load lazily; local ones carry their width and height; a width or loading given is kept', async () => {
  const root = makeSite(FILES);
  const { list } = await images(root, path.join(tempDir(), 'cache'));
  assert.deepEqual(list, [
    ['Logo', 'lazy', '400', '200'],
    ['Photo', 'lazy', '1200', '800'],
    ['Spinner', 'lazy', '32', '32'],
    ['Shot', 'lazy', '640', '360'],
    ['Diagram', 'lazy', '300', '150'],
    ['Remote', 'lazy', undefined, undefined],
    ['Given', 'lazy', '10', undefined],
    ['Eager', 'eager', '400', '200'],
  ]);
});

test('a changed image gets its new size, also when its page comes from the cache', async () => {
  const root = makeSite(FILES);
  const cacheDir = path.join(tempDir(), 'cache');
  await images(root, cacheDir);
  writeFileSync(path.join(root, 'static/img/logo.png'), pngBytes(800, 100));
  const { list } = await images(root, cacheDir);
  assert.deepEqual(list[0], ['Logo', 'lazy', '800', '100']);
});

test('a page without images is drawn as before', async () => {
  const root = makeSite(FILES);
  const out = path.join(tempDir(), 'site');
  await build({ root, out });
  const $ = cheerio.load((await import('node:fs')).readFileSync(path.join(out, 'plain/index.html'), 'utf8'));
  assert.equal($('.markdown img').length, 0);
  assert.match($('.markdown').html() ?? '', /No image here\./);
});
