// Where the files a page imports as content (raw text, Markdown partials, JSON data, images and other files) may
// come from: the site folder, the repository that holds it (its git root: a monorepo's site imports examples from
// beside its folder), or a folder `markdown.importRoots` names. Anything else would be published by one careless
// line (`import env from '!!raw-loader!/proc/self/environ'` puts the build's secrets into the page and the search
// index), so it is an error at the import. Real paths are judged, so a symbolic link in the site does not lead out
// unless `allowOutsideContent` says links may (as it does for the content tree). /proc, /sys and /dev are never
// content, whatever allows them. The site's components are code its authors wrote and are not judged here; nor are
// packages found in node_modules.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../../config/schema.js';
import { isInside } from '../../node/inside-folder.js';
import { gitRoot, realOrSelf } from '../../node/git-root.js';
import { moduleAliases, type ModuleAliases } from '../../node/module-alias.js';
import { installedThemeFolders } from '../../node/theme-folders.js';

/** What the config allows a page to import from besides the site folder and its git root. */
export interface ImportScope {
  /** `markdown.importRoots`, absolute. */
  roots: string[];
  /** `allowOutsideContent`: a symbolic link inside an allowed folder may lead out of it. */
  allowOutside: boolean;
  /** `paths.static`, absolute: where an import by site-absolute path (`/data/team.json`) is looked for first. */
  staticFolders?: readonly string[];
  /** Module aliases the imports may use (config `siteCode.aliases`). */
  aliases?: ModuleAliases;
  /** The theme packages' component folders, absolute, in the config's order (config `siteCode.themes`). */
  themeFolders?: string[];
}

/** The part of an MDX file's `where` (jsx-state.ts's MdxWhere) that says where its imports may come from. */
export interface ImportsWhere {
  /** Besides the site folder and its repository; without it, from those alone. */
  imports?: ImportScope;
}

/** Why an imported file may not be read, naming the file, and how to allow it. */
export interface ImportRefusal {
  message: string;
  hint: string;
}

const NEVER_CONTENT = ['/proc', '/sys', '/dev'];

export function importScopeOf(root: string, config: Pick<ResolvedConfig, 'markdown' | 'allowOutsideContent' | 'paths'> & Partial<Pick<ResolvedConfig, 'siteCode'>>): ImportScope {
  const aliases = moduleAliases(config.siteCode?.aliases, root);
  const themeFolders = installedThemeFolders(config.siteCode?.themes, root);
  return { roots: (config.markdown.importRoots ?? []).map((folder) => path.resolve(root, folder)), allowOutside: config.allowOutsideContent, staticFolders: config.paths.static.map((folder) => path.resolve(root, folder)), ...(aliases ? { aliases } : {}), ...(themeFolders.length ? { themeFolders } : {}) };
}

/**
 * Judges the file an import leads to (`target`, absolute); `specifier` is the import as written, for the message.
 * A file that does not exist is not judged: reading it fails, and the caller says so.
 */
export function refuseImport({ target, specifier, siteRoot, scope, fromPackage = false }: { target: string; specifier: string; siteRoot: string; scope?: ImportScope; fromPackage?: boolean }): ImportRefusal | undefined {
  const lexical = path.resolve(target);
  let real: string;
  try {
    real = realpathSync(lexical);
  } catch {
    return undefined;
  }
  const system = NEVER_CONTENT.find((folder) => isInside(folder, lexical) || isInside(folder, real));
  if (system) {
    // The path as written when it names the folder itself (/proc/self/environ, not the build's own process number).
    const shown = isInside(system, lexical) ? lexical : real;
    return {
      message: `The import "${specifier}" leads to ${shown}, in ${system}, which is never content: it would publish what the machine running the build holds (its environment, its devices).`,
      hint: `Remove the import. Files under /proc, /sys and /dev cannot be imported, whatever markdown.importRoots or allowOutsideContent say.`,
    };
  }
  if (fromPackage && real.split(path.sep).includes('node_modules')) return undefined;
  const repository = gitRoot(siteRoot);
  const folders = [siteRoot, ...(repository ? [repository] : []), ...(scope?.roots ?? [])];
  if (folders.some((folder) => isInside(realOrSelf(folder), real))) return undefined;
  const throughLink = folders.some((folder) => isInside(folder, lexical) || isInside(realOrSelf(folder), lexical));
  if (throughLink && scope?.allowOutside) return undefined;
  const allowed = [`the site folder ${realOrSelf(siteRoot)}`, repository && `its git repository ${repository}`, scope?.roots.length && 'the folders markdown.importRoots names'].filter(Boolean).join(' and ');
  const folder = path.dirname(real);
  return {
    message: `The import "${specifier}" leads to ${real}${throughLink ? ` (${lexical} is reached through a symbolic link)` : ''}, which is outside ${allowed}: a page may import files only from there.`,
    hint: throughLink
      ? `Copy the file into the site folder, or allow its folder with "markdown: { importRoots: [${folder}] }" in lendocs.config.yml (or "allowOutsideContent: true", which lets every symbolic link lead out).`
      : `Move the file into the site folder, or, if publishing it is intended, allow its folder with "markdown: { importRoots: [${folder}] }" in lendocs.config.yml (a path relative to the site folder works too).`,
  };
}
