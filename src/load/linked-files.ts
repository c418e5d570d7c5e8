// Files a page links to that no content folder publishes: an image beside a standalone page, or one elsewhere in the
// site folder (`../../src/img/x.png`, as Docusaurus allows). They are published where the link says, if they exist
// inside the content root, or in a package the site has installed (node_modules/…, above the site folder too, as a
// component's import of it gives: installed-package-file.ts); a link to a file that does not exist is left for the
// check stage to report.
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { assetOutputPath } from '../shared/site-paths.js';
import type { Page } from '../types.js';
import { DEFAULT_PATHS, physicalPath, type ContentPaths } from './walk.js';
import { isInside } from '../node/inside-folder.js';
import { installedPackageFile } from '../node/installed-package-file.js';

export async function linkedFiles(pages: Page[], published: ReadonlyMap<string, string>, options: { root: string; paths?: ContentPaths; allowOutside?: boolean }): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const realRoot = await realpath(options.root);
  for (const page of pages) {
    for (const link of page.links) {
      if (link.target.type !== 'asset') continue;
      const outPath = assetOutputPath(link.target.path);
      if (published.has(outPath) || found.has(outPath)) continue;
      const absolute = path.join(options.root, physicalPath(link.target.path, options.paths ?? DEFAULT_PATHS));
      if (!isInside(options.root, absolute)) continue;
      // A package's file, in the site's node_modules or, as Node finds packages, in one of a folder above it.
      const installed = installedPackageFile(link.target.path, options.root);
      if (installed !== undefined) {
        found.set(outPath, installed);
        continue;
      }
      if (!(await isFile(absolute))) continue;
      if (!options.allowOutside && !isInside(realRoot, await realpath(absolute))) continue;
      found.set(outPath, absolute);
    }
  }
  return found;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
