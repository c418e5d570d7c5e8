// The stylesheet and the client script, each named by a hash of its contents so they can be cached forever.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { PACKAGE_ROOT } from '../version.js';

export interface SiteAssets {
  css: { path: string; contents: string };
  js: { path: string; contents: string; gzipBytes: number };
  /** The search interface chunk, loaded on first use. */
  searchJs: { path: string; contents: string; gzipBytes: number };
  /** The head script's source, inlined into every page with the site's settings (render/head-script.ts). */
  headJs: string;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

export async function loadSiteAssets(): Promise<SiteAssets> {
  const [css, js, searchJs, headJs] = await Promise.all([
    readFile(new URL('templates/styles.css', PACKAGE_ROOT), 'utf8'),
    readFile(new URL('dist/client/main.js', PACKAGE_ROOT), 'utf8'),
    readFile(new URL('dist/client/search.js', PACKAGE_ROOT), 'utf8'),
    readFile(new URL('dist/client/head.js', PACKAGE_ROOT), 'utf8'),
  ]);
  return {
    css: { path: `/assets/css/styles.${hash(css)}.css`, contents: css },
    js: { path: `/assets/js/main.${hash(js)}.js`, contents: js, gzipBytes: gzipSync(js).length },
    searchJs: { path: `/assets/js/search.${hash(searchJs)}.js`, contents: searchJs, gzipBytes: gzipSync(searchJs).length },
    headJs,
  };
}
