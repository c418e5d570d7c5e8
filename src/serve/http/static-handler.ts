// Serves a built site the way a static host does: `/x` and `/x/` find `x/index.html`, unknown paths get
// 404.html with status 404. Hostile paths never leave the site folder.
import { constants, type Stats } from 'node:fs';
import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { lookup } from 'mrmime';
import { acceptsGzip, isNotModified, parseHttpDate } from './http-headers.js';
import { byteRange } from './byte-range.js';
import { withoutBase } from '../../shared/base-url.js';

// Types from mrmime, a maintained table of extensions (fonts, video, manifests, data files…); text types get their
// charset, since lendocs writes UTF-8. What the table does not know is sent as bytes, which `nosniff` keeps so.
const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript|manifest\+json|ld\+json|rss\+xml|atom\+xml|feed\+json)$)/;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json|ld\+json|rss\+xml|atom\+xml|feed\+json|wasm)|image\/svg|font\/(ttf|otf))/;

/** What the table lacks (favicons), and XML as sitemaps and feeds are usually sent (mrmime says text/xml). */
const OWN: Record<string, string> = { ico: 'image/x-icon', xml: 'application/xml' };

export function contentType(file: string): string {
  const extension = path.extname(file).slice(1).toLowerCase();
  const type = OWN[extension] ?? lookup(extension);
  if (!type) return 'application/octet-stream';
  return TEXT_TYPE.test(type) ? `${type}; charset=utf-8` : type;
}

export type Resolved = { status: 200 | 404; file: string } | { status: 400 | 404 };

/** Maps a request path to a file inside `root` (an absolute, real path). */
export async function resolveRequestPath(root: string, rawPath: string): Promise<Resolved> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return { status: 400 };
  // A segment of ".." after decoding is a traversal attempt, whatever normalisation would make of it.
  if (decoded.split('/').some((segment) => segment === '..')) return { status: 400 };
  const candidates = decoded.endsWith('/') ? [path.join(decoded, 'index.html')] : [decoded, path.join(decoded, 'index.html'), `${decoded}.html`];
  for (const candidate of candidates) {
    const file = await insideRoot(root, path.join(root, candidate));
    if (file) return { status: 200, file };
  }
  const notFound = await insideRoot(root, path.join(root, '404.html'));
  return notFound ? { status: 404, file: notFound } : { status: 404 };
}

/** The real path of a regular file under root, or undefined (missing, a folder, or a symlink leading outside). */
async function insideRoot(root: string, file: string): Promise<string | undefined> {
  try {
    const real = await realpath(file);
    if (!isInside(root, real)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

function isInside(root: string, real: string): boolean {
  return real === root || real.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

/**
 * Opens a file resolveRequestPath returned and checks again that what was opened is a regular file inside root:
 * between the check and the open, the file may have been removed (a rebuild) or replaced by a symlink. The check
 * is on the open descriptor, so what is sent is what was checked.
 */
async function openInside(root: string, file: string): Promise<{ handle: FileHandle; info: Stats } | undefined> {
  let handle: FileHandle | undefined;
  try {
    // O_NOFOLLOW: the last part of a real path is never a symlink, unless one was put there since.
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    const info = await handle.stat();
    if (info.isFile() && (await descriptorInside(root, handle))) return { handle, info };
  } catch {
    // Gone or unreadable: the caller answers as for a missing file.
  }
  await handle?.close().catch(() => undefined);
  return undefined;
}

/** Where the OS says an open file is (Linux /proc); elsewhere O_NOFOLLOW and the earlier check have to do. */
async function descriptorInside(root: string, handle: FileHandle): Promise<boolean> {
  let real: string;
  try {
    real = await realpath(`/proc/self/fd/${handle.fd}`);
  } catch {
    return true;
  }
  return isInside(root, real);
}

type Found = { resolved: { status: 200 | 404; file: string }; handle: FileHandle; info: Stats } | { status: 400 | 404 };

/** resolveRequestPath, then the file opened; one that vanishes in between (a rebuild removed it) is looked up again. */
async function findAndOpen(root: string, rawPath: string): Promise<Found> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const resolved = await resolveRequestPath(root, rawPath);
    if (!('file' in resolved)) return resolved;
    const opened = await openInside(root, resolved.file);
    if (opened) return { resolved, ...opened };
  }
  return { status: 404 };
}

export interface StaticHandlerOptions {
  extraHeaders?: Record<string, string>;
  /**
   * The site's base path (config `baseUrl`): the site is served under it, as on its real host, while its files are
   * at the folder's root. A function when it can change while serving (a config edit under `serve --watch`).
   */
  base?: string | (() => string);
}

export function createStaticHandler(siteDir: string, options: StaticHandlerOptions = {}) {
  let rootPromise: Promise<string> | undefined;
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    rootPromise ??= realpath(siteDir);
    const root = await rootPromise;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const requestPath = (request.url ?? '/').split('?')[0].split('#')[0];
    const base = typeof options.base === 'function' ? options.base() : options.base ?? '/';
    const rawPath = withoutBase(base, requestPath);
    if (rawPath === undefined || requestPath === base.slice(0, -1)) return outsideBase(response, base, requestPath);
    const found = await findAndOpen(root, rawPath);
    if (!('handle' in found)) {
      response.writeHead(found.status, { 'content-type': 'text/plain; charset=utf-8' }).end(found.status === 400 ? 'Bad request\n' : 'Not found\n');
      return;
    }
    const { handle, info, resolved } = found;
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const type = contentType(resolved.file);
    const compressible = COMPRESSIBLE.test(type);
    const headers: Record<string, string> = {
      'content-type': type,
      etag,
      'last-modified': info.mtime.toUTCString(),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      // Caches must keep the gzip and plain bodies apart, whichever this client gets.
      ...(compressible ? { vary: 'accept-encoding' } : {}),
      ...options.extraHeaders,
    };
    const conditional = { ifNoneMatch: request.headers['if-none-match'], ifModifiedSince: request.headers['if-modified-since'], etag, lastModified: info.mtime, now: Date.now() };
    if (resolved.status === 200 && isNotModified(conditional)) {
      await handle.close();
      response.writeHead(304, headers).end();
      return;
    }
    headers['accept-ranges'] = 'bytes';
    // A part of the file (a video seeking, a download resuming): only of a real file, never of the 404 page.
    const range = resolved.status === 200 && rangeApplies(request, info.mtime) ? byteRange(request.headers.range, info.size) : undefined;
    if (range === 'unsatisfiable') {
      await handle.close();
      response.writeHead(416, { ...headers, 'content-range': `bytes */${info.size}` }).end();
      return;
    }
    const gzip = !range && compressible && acceptsGzip(request.headers['accept-encoding']);
    if (gzip) headers['content-encoding'] = 'gzip';
    else headers['content-length'] = String(range ? range.end - range.start + 1 : info.size);
    if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    response.writeHead(range ? 206 : resolved.status, headers);
    if (request.method === 'HEAD') {
      await handle.close();
      response.end();
      return;
    }
    const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    stream.on('error', () => response.destroy());
    response.on('close', () => stream.destroy());
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  };
}

/** A Range header counts unless If-Range names another version of the file (then the whole file is sent). */
function rangeApplies(request: IncomingMessage, mtime: Date): boolean {
  if (!request.headers.range) return false;
  const header = request.headers['if-range'];
  if (!header) return true;
  const ifRange = String(header);
  // Weak tags never match If-Range (RFC 9110 13.1.5), and lendocs' tags are weak: only the exact date can match.
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return false;
  const time = parseHttpDate(ifRange.trim(), Date.now());
  return time !== undefined && Math.floor(mtime.getTime() / 1000) === Math.floor(time / 1000);
}

function outsideBase(response: ServerResponse, base: string, requestPath: string): void {
  if (requestPath === '/' || requestPath === base.slice(0, -1)) {
    response.writeHead(302, { location: base }).end();
    return;
  }
  response
    .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' })
    .end(`Not found. This site is served under ${base} (its baseUrl).\n`);
}
