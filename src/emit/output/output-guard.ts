// Which folders a build may replace. A build swaps a whole new folder in for --out, so a wrong --out would delete
// whatever was there: the content itself, the current folder, a home folder, or a user's unrelated files. These
// rules run before anything is read or written, and a refusal leaves everything as it was.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { error } from '../../errors.js';
import type { Diagnostic } from '../../types.js';
import { OUTPUT_MANIFEST } from '../../shared/site-paths.js';
import { basePathProblem } from '../../shared/base-path.js';

export interface OutputManifest {
  generator: 'lendocs';
  /** Identifies the set of page fingerprints the folder was built from (see render-cache.ts); absent without a cache. */
  build?: string;
  /** The site's base path (config `baseUrl`) when it is not `/`: `check` and `preview` serve the folder under it. */
  baseUrl?: string;
  /** The site's `trailingSlash` when set: with `false`, `check` reads `x.html` as the page `/x`. */
  trailingSlash?: boolean;
  /**
   * A site with `i18n`: each locale, its folder in the output ('' for the default) and whether this output holds it
   * (`build --locale` builds one); `check` leaves the links into a locale not built unchecked.
   */
  locales?: { name: string; folder: string; built: boolean }[];
}

export interface OutputGuardOptions {
  /** --out exactly as given (an empty string is refused). */
  out: string;
  /** The content root. */
  root: string;
  /**
   * The site's content folders, relative to the root (config `paths`, docs instances and versions, `src`). Given,
   * an --out inside the root is allowed when it is in none of them and holds none (Docusaurus builds into
   * `<site>/build`); not given, any --out inside the root is refused.
   */
  contentFolders?: string[];
  /** Replace an existing folder that lendocs did not write (--empty-out-dir). */
  emptyOutDir?: boolean;
  cwd?: string;
  home?: string;
}

/** Diagnostic codes of refused output folders: usage errors (exit code 2), nothing was touched. */
export const OUTPUT_REFUSED = 'output-refused';

/** The previous build's manifest, when `outDir` holds one. */
export function readOutputManifest(outDir: string): OutputManifest | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path.join(outDir, OUTPUT_MANIFEST), 'utf8'));
    if (!parsed || parsed.generator !== 'lendocs') return undefined;
    // `check` and `preview` serve the folder under this base: one that is not a base path (a hand-edited file) is
    // not followed, as the config would not have let it through.
    if (parsed.baseUrl !== undefined && (typeof parsed.baseUrl !== 'string' || basePathProblem(parsed.baseUrl))) delete parsed.baseUrl;
    return parsed;
  } catch {
    return undefined;
  }
}

/** A refusal, or undefined when the build may write to `out`. */
export function checkOutputFolder(options: OutputGuardOptions): Diagnostic | undefined {
  const refuse = (message: string, hint: string) => error(OUTPUT_REFUSED, message, { hint });
  if (options.out.trim() === '') {
    return refuse('The output folder (--out) is empty.', 'Give --out a folder name, for example --out build. (An unset shell variable gives an empty value.)');
  }
  const shown = options.out;
  const out = realPathOf(path.resolve(options.out));
  const root = realPathOf(path.resolve(options.root));
  const cwd = realPathOf(options.cwd ?? process.cwd());
  const home = realPathOf(options.home ?? os.homedir());
  const folders = (options.contentFolders ?? []).map((folder) => ({ folder, absolute: realPathOf(path.resolve(root, folder)) }));
  const other = `Choose a new folder, for example --out ${suggestedOut(root, cwd, folders.map((f) => f.absolute))}.`;

  if (out === path.parse(out).root) return refuse(`The output folder ${shown} is the root of the file system.`, other);
  if (out === home) return refuse(`The output folder ${shown} is your home folder.`, other);
  if (out === root) return refuse(`The output folder ${shown} is the content folder itself; the build would replace your sources.`, other);
  if (isInside(out, root)) {
    if (!options.contentFolders) return refuse(`The output folder ${shown} is inside the content folder ${options.root}; the build would replace sources or publish itself.`, other);
    const content = folders.find(({ absolute }) => absolute === root || out === absolute || isInside(out, absolute) || isInside(absolute, out));
    if (content) {
      return refuse(`The output folder ${shown} is inside or around the content folder ${content.folder} of ${options.root}; the build would replace sources or publish itself.`, other);
    }
  }
  if (isInside(root, out)) return refuse(`The output folder ${shown} contains the content folder ${options.root}; the build would replace your sources.`, other);
  // A page folder the config puts beside the site folder (docs: ../docs) is read, never written.
  const beside = folders.find(({ absolute }) => !isInside(root, absolute) && (out === absolute || isInside(out, absolute) || isInside(absolute, out)));
  if (beside) return refuse(`The output folder ${shown} is inside or around the content folder ${beside.folder} of ${options.root}; the build would replace sources or publish itself.`, other);
  if (out === cwd || isInside(cwd, out)) {
    return refuse(`The output folder ${shown} is the current folder or one of its parents; the build would replace it.`, other);
  }

  const existing = nearestExisting(out);
  if (existing !== out) {
    if (!statSync(existing).isDirectory()) return refuse(`The output folder ${shown} is below ${existing}, which is a file.`, 'Choose an --out whose parent folders are folders.');
    return undefined;
  }
  if (!statSync(out).isDirectory()) return refuse(`The output folder ${shown} is an existing file.`, 'Move the file away or choose another --out.');
  if (readdirSync(out).length === 0 || readOutputManifest(out) || options.emptyOutDir) return undefined;
  return refuse(
    `The output folder ${shown} holds files that lendocs did not write; building would delete them.`,
    `Choose another --out, or pass --empty-out-dir to replace the folder and everything in it.`,
  );
}

/**
 * A folder to suggest for --out, as a path from the current folder: `build` in the site folder (as Docusaurus) when
 * the content folders are known and that is none of them, else `<site>-build` beside the site folder.
 */
function suggestedOut(root: string, cwd: string, contentFolders: string[]): string {
  const inside = path.join(root, 'build');
  const clear = contentFolders.length > 0 && !contentFolders.some((folder) => folder === root || inside === folder || isInside(inside, folder) || isInside(folder, inside));
  const target = clear ? inside : `${root}-build`;
  return path.relative(cwd, target) || target;
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function nearestExisting(absolute: string): string {
  let current = absolute;
  while (!existsSync(current)) {
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return current;
}

/** The real path of `absolute`, resolving symbolic links in the part that exists, so aliases compare equal. */
function realPathOf(absolute: string): string {
  const existing = nearestExisting(absolute);
  let real = existing;
  try {
    real = realpathSync(existing);
  } catch {
    // Unreadable: compare the path as written.
  }
  return path.join(real, path.relative(existing, absolute));
}
