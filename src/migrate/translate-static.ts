// Docusaurus's staticDirectories, carried over as lendocs's paths.static.
import path from 'node:path';

/**
 * Each static folder, in Docusaurus's order (a path in two is the first one's in both), as one folder or a list; an
 * absolute folder is written from the site folder. None given (or an empty list, which lendocs has no form for) is
 * `static`, Docusaurus's default.
 */
export function staticFolders(given: unknown, siteDir: string | undefined): string | string[] {
  const folders = Array.isArray(given) ? given.map((folder) => fromSite(String(folder), siteDir)) : [];
  if (folders.length === 0) return 'static';
  return folders.length === 1 ? folders[0] : folders;
}

function fromSite(folder: string, siteDir: string | undefined): string {
  if (siteDir !== undefined && path.isAbsolute(folder)) return path.relative(siteDir, folder).split(path.sep).join('/') || '.';
  return folder.replace(/^\.\/(?=.)/, '');
}
