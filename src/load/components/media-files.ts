// Images, videos, sounds, fonts, documents and archives a site's component imports (`import clip from './demo.mp4'`,
// a gallery's `require.context` of a docs folder's images), as Docusaurus's webpack gives them (@docusaurus/utils,
// getFileLoaderUtils): its url-loader rules (images, medias, fonts) make a file of up to 10,000 bytes a data URL and
// any other the URL of its copy in the output; its file-loader rule (pdf, Word and Excel files, zip, rar) always a
// URL. The URL is where lendocs publishes the file, the same as an MDX file's import or link of it gives
// (`/assets/content/docs/x/demo.mp4`; a file of the static folder has its own URL, staticImages in
// site-components.ts). A file that a docs or blog folder does not publish anyway is named by the bundle, so the page
// that draws the component has it published (render-uses.ts).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PATHS, logicalPath, trimFolder, type ContentPaths } from '../../shared/content-paths.js';
import { installedPackagePath } from '../../node/installed-package-file.js';
import { assetOutputPath } from '../../shared/site-paths.js';
import { encodeRoutePath } from '../../shared/url-path.js';

type Build = import('esbuild').PluginBuild;

/** Docusaurus's `images`, `medias` and `fonts` rules (url-loader). */
const URL_LOADED = /\.(?:ico|jpe?g|png|gif|webp|avif|mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac|woff2?|eot|ttf|otf)$/i;
/** Docusaurus's `otherAssets` rule (file-loader). */
const FILE_LOADED = /\.(?:pdf|docx?|xlsx?|zip|rar)$/i;
/** url-loader's `limit` in Docusaurus (WEBPACK_URL_LOADER_LIMIT): files of at most this many bytes are inlined. */
const INLINE_LIMIT = 10000;

export const MEDIA_FILE = new RegExp(`${URL_LOADED.source}|${FILE_LOADED.source}`, 'i');

/**
 * Each such file the bundle reads is its URL (or, when small and url-loaded, its data); `files` gets the path of each
 * published one, from the site folder (`docs/x/demo.mp4`; a package's above it as `node_modules/…`, installed-package-file.ts).
 * Any other file outside the site folder is an error saying where to put it.
 */
export function mediaFiles(b: Build, { siteRoot, contentPaths, files }: { siteRoot: string; contentPaths?: ContentPaths; files: Set<string> }): void {
  b.onLoad({ filter: MEDIA_FILE, namespace: 'file' }, (args) => {
    if (URL_LOADED.test(args.path) && statSync(args.path).size <= INLINE_LIMIT) return { contents: `export default ${JSON.stringify(dataUrl(args.path))};`, loader: 'js' };
    const fromSite = path.relative(siteRoot, args.path).split(path.sep).join('/');
    // A package's file above the site folder (a monorepo's hoisted node_modules) is published as if it were in the site's own.
    const relative = fromSite.startsWith('../') || path.isAbsolute(fromSite) ? installedPackagePath(args.path, siteRoot) : fromSite;
    if (relative === undefined) {
      return { errors: [{ text: `The file ${args.path} is outside the site folder, so lendocs cannot publish it for the component that imports it.`, detail: { hint: 'Move the file into the site folder (beside the component, or into static/), and import it from there; a file of a package installed in node_modules (the site\'s, or one above it) may be imported where it is.' } }] };
    }
    if (!publishedAnyway(relative, contentPaths)) files.add(relative);
    // Encoded as a link's href to the file is (`#` and `?` in a name are part of the path, not its end).
    return { contents: `export default ${JSON.stringify(encodeRoutePath(assetOutputPath(logicalPath(relative, contentPaths))))};`, loader: 'js' };
  });
}

/** The types url-loader gives these files (by mime-types), for the data URL of a small one. */
const TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif', ico: 'image/vnd.microsoft.icon',
  mp4: 'video/mp4', m4v: 'video/x-m4v', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/quicktime', avi: 'video/x-msvideo', mkv: 'video/x-matroska', mpg: 'video/mpeg', mpeg: 'video/mpeg', wmv: 'video/x-ms-wmv', vob: 'video/x-ms-vob',
  mp3: 'audio/mpeg', wav: 'audio/wav', m4a: 'audio/mp4', aac: 'audio/aac', oga: 'audio/ogg', flac: 'audio/flac',
  woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', eot: 'application/vnd.ms-fontobject',
};

/** url-loader's data URL: the type, then the bytes in base64. */
function dataUrl(file: string): string {
  const type = TYPES[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream';
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

/**
 * True for a file the load stage publishes whatever links to it (load/walk.ts): every file of the static folders, and
 * of a docs or blog folder but its Markdown and data files and what is under a `_` or `.` name or node_modules.
 */
function publishedAnyway(relative: string, paths: ContentPaths = DEFAULT_PATHS): boolean {
  const inFolder = (folder: string) => relative.startsWith(`${trimFolder(folder)}/`);
  if (paths.static.some(inFolder)) return true;
  const content = [paths.docs, paths.blog, ...Object.values(paths.instances ?? {}), ...Object.values(paths.blogs ?? {})].find(inFolder);
  if (content === undefined || /\.(mdx?|ya?ml|json)$/i.test(relative)) return false;
  return !relative.slice(trimFolder(content).length + 1).split('/').some((part) => part.startsWith('_') || part.startsWith('.') || part === 'node_modules');
}

/** How a page records a file a component it draws imported (`@site/…`, a link to a file: published, and checked). */
export function mediaFileHref(relative: string): string {
  return `@site/${relative.split('/').map(encodeURIComponent).join('/')}`;
}
