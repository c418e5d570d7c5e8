// Images in a page's body are written to load lazily, and a local image (a file the site publishes) with its
// intrinsic width and height, so the text does not move as images arrive (Docusaurus does both: its MDX img
// component and its image plugin). Done after the page cache, on the finished HTML: a changed image gets its new
// size on the next build, and the cached page is never changed. A page without an image costs one includes().
import { open } from 'node:fs/promises';
import type { Page } from '../types.js';
import { safeDecode } from '../shared/text-transforms.js';
import { IMAGE_HEADER_BYTES, imageSize, SIZED_IMAGE, type ImageSize } from './image-header.js';

const IMG = /<img\b([^>]*?)(\s*\/?)>/g;
const attributeOf = (attributes: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);

/**
 * The pages, those with images as new objects whose images are lazy and sized. `files` is what the site publishes
 * (output path → file); an image's size is read once a build, whatever number of pages show it.
 */
export async function withImageSizes(pages: Page[], files: ReadonlyMap<string, string>): Promise<Page[]> {
  const sizes = new Map<string, Promise<ImageSize | undefined>>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) sizes.set(file, (size = readImageSize(file)));
    return size;
  };
  return Promise.all(pages.map(async (page) => (page.html.includes('<img') ? { ...page, html: await sizedImages(page.html, files, sizeOf) } : page)));
}

async function sizedImages(html: string, files: ReadonlyMap<string, string>, sizeOf: (file: string) => Promise<ImageSize | undefined>): Promise<string> {
  const tags = [...html.matchAll(IMG)];
  const written = await Promise.all(
    tags.map(async ([tag, attributes, end]) => {
      let added = attributeOf(attributes, 'loading') ? '' : ' loading="lazy"';
      const file = attributeOf(attributes, 'width') || attributeOf(attributes, 'height') ? undefined : localFile(attributes, files);
      const size = file && (await sizeOf(file));
      if (size) added += ` width="${size.width}" height="${size.height}"`;
      return added ? `<img${attributes}${added}${end}>` : tag;
    }),
  );
  let index = 0;
  return html.replace(IMG, () => written[index++]);
}

/** The published file an img's src names (a path of the site, as the load stage writes it: without the base). */
function localFile(attributes: string, files: ReadonlyMap<string, string>): string | undefined {
  const src = attributeOf(attributes, 'src');
  const value = src?.[1] ?? src?.[2] ?? src?.[3];
  if (!value?.startsWith('/') || value.startsWith('//')) return undefined;
  const pathPart = safeDecode(value.split(/[?#]/)[0]);
  return SIZED_IMAGE.test(pathPart) ? files.get(pathPart) : undefined;
}

/** The size an image file's header says: its first 4 KiB, then IMAGE_HEADER_BYTES (a JPEG with a large EXIF block). */
async function readImageSize(file: string): Promise<ImageSize | undefined> {
  let handle;
  try {
    handle = await open(file, 'r');
    for (const length of [4096, IMAGE_HEADER_BYTES]) {
      const buffer = new Uint8Array(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      const size = imageSize(buffer.subarray(0, bytesRead));
      if (size || bytesRead < length) return size;
    }
    return undefined;
  } catch {
    // An unreadable file keeps its image unsized; the check stage reports a missing one.
    return undefined;
  } finally {
    await handle?.close();
  }
}
