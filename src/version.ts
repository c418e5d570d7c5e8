import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** lendocs' own version, from package.json (two folders up from dist/src). */
export const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

/** The lendocs package folder, where templates/ and the bundled client live. */
export const PACKAGE_ROOT = new URL('../../', import.meta.url);

/**
 * lendocs' version and a fingerprint of the code that runs, for what the caches and the up-to-date check key on
 * (`0.1.0+<hash>`): a checkout whose code changed, rebuilt with the same version number, would otherwise be told the
 * output folder is up to date, and be given the old code's pages from the caches. Each folder of code counts by the
 * hash of its bytes its build script wrote (scripts/code-hash.mjs: dist/bundle, dist/regexes, dist/client), so the
 * same code installed again (npm ci writes every file anew) keeps the caches; a folder without one (dist/src and
 * dist/templates, which the tests run) by each file's path, size and modification time. The stylesheets by their
 * bytes. Read once per process: the code of a running process does not change.
 */
export function codeVersion(): string {
  return (code ??= `${VERSION}+${codeFingerprint()}`);
}

let code: string | undefined;

/** Written by scripts/code-hash.mjs (CODE_HASH_FILE there). */
const CODE_HASH_FILE = 'code-hash.txt';
const STYLESHEETS = ['templates/styles.css', 'templates/nav-menus.css'];

function codeFingerprint(): string {
  const root = fileURLToPath(PACKAGE_ROOT);
  const running = path.dirname(fileURLToPath(import.meta.url));
  // The bundle holds the templates; dist/src's modules import them from dist/templates.
  const folders = [running, ...(path.basename(running) === 'bundle' ? [] : ['dist/templates']), 'dist/regexes', 'dist/client'].map((folder) => path.resolve(root, folder));
  const hash = createHash('sha256');
  for (const folder of folders) hash.update(`${path.relative(root, folder)}\0${folderFingerprint(folder)}\n`);
  for (const file of STYLESHEETS) hash.update(`${file}\0`).update(existsSync(path.join(root, file)) ? readFileSync(path.join(root, file)) : 'missing').update('\n');
  return hash.digest('base64url').slice(0, 16);
}

/** The folder's code-hash.txt, or else a hash of each file's path, size and time; `missing` when there is no folder. */
function folderFingerprint(folder: string): string {
  if (!existsSync(folder)) return 'missing';
  try {
    return readFileSync(path.join(folder, CODE_HASH_FILE), 'utf8').trim();
  } catch {
    // No hash written for it: the tests' dist/src, compiled by tsc.
  }
  const hash = createHash('sha256');
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const stats = statSync(file);
    hash.update(`${path.relative(folder, file)}\0${stats.size}\0${stats.mtimeMs}\n`);
  }
  return hash.digest('base64url');
}

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
