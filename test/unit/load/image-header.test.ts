// An image's size from its file's first bytes (src/load/image-header.ts): each format, and what says no size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { imageSize } from '../../../src/load/image-header.js';
import { gifBytes, jpegBytes, pngBytes, webpBytes } from '../../support/image-bytes.js';

const svg = (attributes: string) => Buffer.from(`<?xml version="1.0"?>\n<!-- a drawing -->\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`);

test('raster formats: the size their header says', () => {
  assert.deepEqual(imageSize(pngBytes(640, 480)), { width: 640, height: 480 });
  assert.deepEqual(imageSize(gifBytes(32, 16)), { width: 32, height: 16 });
  assert.deepEqual(imageSize(jpegBytes(1200, 800)), { width: 1200, height: 800 });
  assert.deepEqual(imageSize(jpegBytes(300, 200, 60_000)), { width: 300, height: 200 }, 'after a large EXIF block');
  assert.deepEqual(imageSize(webpBytes(1024, 768)), { width: 1024, height: 768 });
});

test('SVG: width and height in pixels, else the viewBox, one side following its proportions', () => {
  assert.deepEqual(imageSize(svg('width="120" height="60"')), { width: 120, height: 60 });
  assert.deepEqual(imageSize(svg("width='120px' height='60px' viewBox='0 0 10 10'")), { width: 120, height: 60 });
  assert.deepEqual(imageSize(svg('viewBox="0 0 200 100"')), { width: 200, height: 100 });
  assert.deepEqual(imageSize(svg('width="100%" viewBox="0 0 200 100"')), { width: 200, height: 100 });
  assert.deepEqual(imageSize(svg('width="50" viewBox="0,0,200,100"')), { width: 50, height: 25 });
  assert.equal(imageSize(svg('width="10em"')), undefined);
});

test('what is not an image of these formats, or is cut short, says no size', () => {
  assert.equal(imageSize(Buffer.from('plain text')), undefined);
  assert.equal(imageSize(new Uint8Array(0)), undefined);
  assert.equal(imageSize(pngBytes(0, 10)), undefined);
  assert.equal(imageSize(jpegBytes(300, 200, 60_000).subarray(0, 4096)), undefined);
});
