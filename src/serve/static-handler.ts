// Serves a built site the way a static host does: `/x` and `/x/` find `x/index.html`, unknown paths get
// 404.html with status 404. Hostile paths never leave the site folder.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
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
    if (real !== root && !real.startsWith(root + path.sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

export function createStaticHandler(siteDir: string, options: { extraHeaders?: Record<string, string> } = {}) {
  let rootPromise: Promise<string> | undefined;
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    rootPromise ??= realpath(siteDir);
    const root = await rootPromise;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const rawPath = (request.url ?? '/').split('?')[0].split('#')[0];
    const resolved = await resolveRequestPath(root, rawPath);
    if (!('file' in resolved)) {
      response.writeHead(resolved.status, { 'content-type': 'text/plain; charset=utf-8' }).end(resolved.status === 400 ? 'Bad request\n' : 'Not found\n');
      return;
    }
    const info = await stat(resolved.file);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const type = contentType(resolved.file);
    const headers: Record<string, string> = {
      'content-type': type,
      etag,
      'last-modified': info.mtime.toUTCString(),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      ...options.extraHeaders,
    };
    if (resolved.status === 200 && (request.headers['if-none-match'] === etag || notModifiedSince(request, info.mtime))) {
      response.writeHead(304, headers).end();
      return;
    }
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) {
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    } else headers['content-length'] = String(info.size);
    response.writeHead(resolved.status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(resolved.file);
    stream.on('error', () => response.destroy());
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  };
}

function notModifiedSince(request: IncomingMessage, mtime: Date): boolean {
  const since = request.headers['if-modified-since'];
  if (!since || request.headers['if-none-match']) return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && Math.floor(mtime.getTime() / 1000) <= Math.floor(time / 1000);
}
