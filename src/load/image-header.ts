// An image's intrinsic size read from the first bytes of its file (PNG, GIF, JPEG, WebP) or from its root tag (SVG),
// so a Markdown image is written with width and height and the page does not shift as it loads, as Docusaurus
// writes them. No decoding and no dependency: each format says its size in a fixed place of its header.

export interface ImageSize {
  width: number;
  height: number;
}

/** Bytes of a file enough to find its size (a JPEG's frame header may follow a large EXIF block; SVG's root tag). */
export const IMAGE_HEADER_BYTES = 256 * 1024;

/** The formats that have a size, by extension: an image of another kind is left as it is. */
export const SIZED_IMAGE = /\.(png|apng|gif|jpe?g|webp|svg)$/i;

/** The size a file's first bytes say, or undefined when they are not a PNG, GIF, JPEG, WebP or SVG that says it. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);
  if (bytes.length >= 24 && ascii(1, 3) === 'PNG' && ascii(12, 4) === 'IHDR') return size(view.getUint32(16), view.getUint32(20));
  if (bytes.length >= 10 && ascii(0, 4) === 'GIF8') return size(view.getUint16(6, true), view.getUint16(8, true));
  if (bytes.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return webpSize(bytes, view, ascii(12, 4));
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  return svgSize(new TextDecoder().decode(bytes));
}

function webpSize(bytes: Uint8Array, view: DataView, chunk: string): ImageSize | undefined {
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const [b0, b1, b2, b3] = bytes.subarray(21, 25);
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  const u24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
  if (chunk === 'VP8X') return { width: 1 + u24(24), height: 1 + u24(27) };
  return undefined;
}

/** A JPEG's segments in turn up to its frame header (SOF0–SOF15 but DHT, JPG and DAC), which holds the size. */
function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return width > 0 && height > 0 ? { width, height } : undefined;
    }
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/** An SVG's width and height in pixels (a number, or px), else its viewBox's; a size in %, em… says none. */
function svgSize(text: string): ImageSize | undefined {
  const root = /<svg\b([^>]*)>/i.exec(text);
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root[1])?.[1].trim();
  const pixels = (value: string | undefined) => (value && /^\d+(\.\d+)?(px)?$/.test(value) ? Math.round(parseFloat(value)) : undefined);
  const [width, height] = [pixels(attribute('width')), pixels(attribute('height'))];
  const box = attribute('viewBox')?.split(/[\s,]+/).map(Number);
  const boxSize = box?.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0 ? { width: box[2], height: box[3] } : undefined;
  if (width && height) return { width, height };
  if (!boxSize) return undefined;
  // One side given: the other follows the viewBox's proportions.
  if (width) return { width, height: Math.round((width * boxSize.height) / boxSize.width) };
  if (height) return { width: Math.round((height * boxSize.width) / boxSize.height), height };
  return { width: Math.round(boxSize.width), height: Math.round(boxSize.height) };
}
