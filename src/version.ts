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
 * output folder is up to date, and be given the old code's pages from the caches. The fingerprint is of each file's
 * path, size and modification time (no file is read): the folder of this module (dist/bundle, or dist/src for the
 * tests), the compiled templates, the browser bundles, the precompiled grammars and the stylesheets. An installed
 * package's files keep their times, so its caches last; `npm run prepare` rewrites them, and the next build is cold.
 * Read once per process: the code of a running process does not change.
 */
export function codeVersion(): string {
  return (code ??= `${VERSION}+${codeFingerprint()}`);
}

let code: string | undefined;

const CODE_FOLDERS = ['dist/templates', 'dist/client', 'dist/regexes'];
const STYLESHEETS = ['templates/styles.css', 'templates/nav-menus.css'];

function codeFingerprint(): string {
  const root = fileURLToPath(PACKAGE_ROOT);
  const running = path.dirname(fileURLToPath(import.meta.url));
  const folders = [running, ...CODE_FOLDERS.map((folder) => path.join(root, folder)).filter((folder) => folder !== running)];
  const files = [...folders.flatMap(filesUnder), ...STYLESHEETS.map((file) => path.join(root, file))];
  const hash = createHash('sha256');
  for (const file of files) {
    const stats = statSync(file, { throwIfNoEntry: false });
    hash.update(`${path.relative(root, file)}\0${stats?.size ?? -1}\0${stats?.mtimeMs ?? -1}\n`);
  }
  return hash.digest('base64url').slice(0, 16);
}

/** The files under `folder`, in a stable order; none when it does not exist (a package without the tests' dist/src). */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
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
