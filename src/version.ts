import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** lendocs' own version, from package.json (two folders up from dist/src). */
export const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

/** The lendocs package folder, where templates/ and the bundled client live. */
export const PACKAGE_ROOT = new URL('../../', import.meta.url);

/**
 * The packages whose behaviour shapes the output, beside lendocs' own code: Markdown, maths, the site's components
 * (React draws them, esbuild bundles them) and highlighting; shiki's grammars, themes and regex engines are
 * packages of their own, found from shiki's folder.
 */
const OUTPUT_PACKAGES = ['markdown-it', 'markdown-it-anchor', 'katex', 'react', 'react-dom', 'esbuild', 'shiki'];
const SHIKI_PACKAGES = ['@shikijs/core', '@shikijs/langs', '@shikijs/themes', '@shikijs/engine-oniguruma', '@shikijs/engine-javascript', '@shikijs/vscode-textmate'];

/**
 * The installed version of each package that shapes the output (name → version, `missing` when not found): an
 * upgrade changes pages while lendocs' version stays, so the caches and the up-to-date check are keyed on these too.
 * A dozen small package.json files, read by Node's own lookup of `node_modules` folders (a package's `exports` may
 * not name its package.json); a build reads them once.
 */
export function outputPackageVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  const own = fileURLToPath(PACKAGE_ROOT);
  let shiki = own;
  for (const name of OUTPUT_PACKAGES) {
    const found = installedVersion(own, name);
    versions[name] = found.version;
    if (name === 'shiki' && found.folder) shiki = found.folder;
  }
  for (const name of SHIKI_PACKAGES) versions[name] = installedVersion(shiki, name).version;
  return versions;
}

/** The package `name` as Node finds it from `from`: the nearest `node_modules/<name>` in `from` or a folder above. */
function installedVersion(from: string, name: string): { version: string; folder?: string } {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) {
      try {
        return { version: String(JSON.parse(readFileSync(path.join(candidate, 'package.json'), 'utf8')).version), folder: candidate };
      } catch {
        return { version: 'unreadable', folder: candidate };
      }
    }
    if (path.dirname(folder) === folder) return { version: 'missing' };
  }
}
