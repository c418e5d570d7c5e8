// Videos, sounds, fonts, documents and archives a site's component imports (`import clip from './demo.mp4'`), as
// Docusaurus's webpack gives them (@docusaurus/utils, getFileLoaderUtils): its url-loader rules (medias, fonts) make
// a file of up to 10,000 bytes a data URL and any other the URL of its copy in the output; its file-loader rule (pdf,
// Word and Excel files, zip, rar) always a URL. esbuild has no loader for these ("No loader is configured for
// ".mp4" files"), so the component could not be bundled. The URL is where lendocs publishes the file, the same as
// an MDX file's import or link of it gives (`/assets/content/docs/x/demo.mp4`, a static file at the site root), and
// the bundle names the file so the page that draws the component has it published (render-uses.ts).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { logicalPath, type ContentPaths } from '../../shared/content-paths.js';
import { assetOutputPath } from '../../shared/site-paths.js';
import { encodeRoutePath } from '../../shared/url-path.js';

type Build = import('esbuild').PluginBuild;

/** Docusaurus's `medias` and `fonts` rules (url-loader). */
const URL_LOADED = /\.(?:mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac|woff2?|eot|ttf|otf)$/i;
/** Docusaurus's `otherAssets` rule (file-loader). */
const FILE_LOADED = /\.(?:pdf|docx?|xlsx?|zip|rar)$/i;
/** url-loader's `limit` in Docusaurus (WEBPACK_URL_LOADER_LIMIT): files of at most this many bytes are inlined. */
const INLINE_LIMIT = 10000;

export const MEDIA_FILE = new RegExp(`${URL_LOADED.source}|${FILE_LOADED.source}`, 'i');

/**
 * Each such file the bundle reads is its URL (or, when small and url-loaded, its data); `files` gets the path of each
 * published one, from the site folder (`docs/x/demo.mp4`). A file outside the site folder is an error saying where to put it.
 */
export function mediaFiles(b: Build, { siteRoot, contentPaths, files }: { siteRoot: string; contentPaths?: ContentPaths; files: Set<string> }): void {
  b.onLoad({ filter: MEDIA_FILE, namespace: 'file' }, (args) => {
    if (URL_LOADED.test(args.path) && statSync(args.path).size <= INLINE_LIMIT) return { contents: `export default ${JSON.stringify(dataUrl(args.path))};`, loader: 'js' };
    const relative = path.relative(siteRoot, args.path).split(path.sep).join('/');
    if (relative.startsWith('../') || path.isAbsolute(relative)) {
      return { errors: [{ text: `The file ${args.path} is outside the site folder, so lendocs cannot publish it for the component that imports it.`, detail: { hint: 'Move the file into the site folder (beside the component, or into static/), and import it from there.' } }] };
    }
    files.add(relative);
    // Encoded as a link's href to the file is (`#` and `?` in a name are part of the path, not its end).
    return { contents: `export default ${JSON.stringify(encodeRoutePath(assetOutputPath(logicalPath(relative, contentPaths))))};`, loader: 'js' };
  });
}

/** The types url-loader gives these files (by mime-types), for the data URL of a small one. */
const TYPES: Record<string, string> = {
  mp4: 'video/mp4', m4v: 'video/x-m4v', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/quicktime', avi: 'video/x-msvideo', mkv: 'video/x-matroska', mpg: 'video/mpeg', mpeg: 'video/mpeg', wmv: 'video/x-ms-wmv', vob: 'video/x-ms-vob',
  mp3: 'audio/mpeg', wav: 'audio/wav', m4a: 'audio/mp4', aac: 'audio/aac', oga: 'audio/ogg', flac: 'audio/flac',
  woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', eot: 'application/vnd.ms-fontobject',
};

/** url-loader's data URL: the type, then the bytes in base64. */
function dataUrl(file: string): string {
  const type = TYPES[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream';
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

/** How a page records a file a component it draws imported (`@site/…`, a link to a file: published, and checked). */
export function mediaFileHref(relative: string): string {
  return `@site/${relative.split('/').map(encodeURIComponent).join('/')}`;
}
