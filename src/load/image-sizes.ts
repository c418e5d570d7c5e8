// Images in a page's body are written to load lazily, and a local image (a file the site publishes) with its
// intrinsic width and height, so the text does not move as images arrive (Docusaurus does both: its MDX img
// component and its image plugin). Done after the page cache, on the finished HTML: a changed image gets its new
// size on the next build, and the cached page is never changed. A page without an image costs one includes().
import { open } from 'node:fs/promises';
import type { Page } from '../types.js';
import { FILE_CONCURRENCY, mapLimit } from '../shared/concurrency.js';
import { safeDecode } from '../shared/text-transforms.js';
import { IMAGE_HEADER_BYTES, imageSize, SIZED_IMAGE, type ImageSize } from './image-header.js';

const IMG = /<img\b([^>]*?)(\s*\/?)>/g;
const attributeOf = (attributes: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);

/**
 * The pages, those with images as new objects whose images are lazy and sized. `files` is what the site publishes
 * (output path → file); each image file's header is read once a build, whatever number of pages show it, with no
 * more files open at once than FILE_CONCURRENCY (a site with thousands of images under `ulimit -n 256`).
 * `withHtml` makes a page with its new body (a spooled page writes it to its spool); each body is read twice at most.
 */
export async function withImageSizes(pages: Page[], files: ReadonlyMap<string, string>, withHtml: (page: Page, html: string) => Page = (page, html) => ({ ...page, html })): Promise<Page[]> {
  const wanted = new Set<string>();
  const withImages = new Set<Page>();
  for (const page of pages) {
    const html = page.html;
    if (!html.includes('<img')) continue;
    withImages.add(page);
    for (const [, attributes] of html.matchAll(IMG)) {
      const file = sizedFile(attributes, files);
      if (file) wanted.add(file);
    }
  }
  if (withImages.size === 0) return pages;
  const list = [...wanted];
  const read = await mapLimit(list, FILE_CONCURRENCY, readImageSize);
  const sizes = new Map(list.map((file, index) => [file, read[index]]));
  return pages.map((page) => (withImages.has(page) ? withHtml(page, sizedImages(page.html, files, sizes)) : page));
}

function sizedImages(html: string, files: ReadonlyMap<string, string>, sizes: ReadonlyMap<string, ImageSize | undefined>): string {
  return html.replace(IMG, (tag, attributes: string, end: string) => {
    let added = attributeOf(attributes, 'loading') ? '' : ' loading="lazy"';
    const file = sizedFile(attributes, files);
    const size = file && sizes.get(file);
    if (size) added += ` width="${size.width}" height="${size.height}"`;
    return added ? `<img${attributes}${added}${end}>` : tag;
  });
}

/** The local file whose size an img gets: none where the author wrote a width or a height. */
function sizedFile(attributes: string, files: ReadonlyMap<string, string>): string | undefined {
  return attributeOf(attributes, 'width') || attributeOf(attributes, 'height') ? undefined : localFile(attributes, files);
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
