// The first bytes of image files of a given size, enough for lendocs to read the size (src/load/image-header.ts);
// no pixels. Each format as its specification lays out its header.

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function pngBytes(width: number, height: number): Buffer {
  return Buffer.from([0x89, ...ascii('PNG\r\n\x1a\n'), ...u32be(13), ...ascii('IHDR'), ...u32be(width), ...u32be(height), 8, 6, 0, 0, 0, 0, 0, 0, 0]);
}

export function gifBytes(width: number, height: number): Buffer {
  return Buffer.from([...ascii('GIF89a'), ...u16le(width), ...u16le(height), 0, 0, 0]);
}

/** A JPEG with an APP1 (EXIF) segment of `exifBytes` before its frame header, as cameras write them. */
export function jpegBytes(width: number, height: number, exifBytes = 16): Buffer {
  const app1 = [0xff, 0xe1, ...u16be(exifBytes + 2), ...new Array(exifBytes).fill(0)];
  const sof0 = [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, ...new Array(9).fill(0)];
  return Buffer.from([0xff, 0xd8, ...app1, ...sof0, 0xff, 0xd9]);
}

/** An extended WebP (VP8X): canvas width and height minus one, 24 bits each. */
export function webpBytes(width: number, height: number): Buffer {
  return Buffer.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...ascii('VP8X'), 10, 0, 0, 0, 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}
