// Which Docusaurus a site is built with, by its major version: Docusaurus 2 read Markdown with MDX 1, where a `{`
// or a `<` in prose is text, and Docusaurus 3 with MDX 3, where it starts an expression or a tag; the same file
// means different pages under each. Read from the @docusaurus/core installed in node_modules (what runs), else what
// its lockfile resolved, else what the site declares (its package.json), in the site folder or a folder above it (a
// site inside a monorepo). The minor version matters too: Docusaurus 3.10 made an empty blog's list page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface DocusaurusVersion {
  major: number;
  /** The minor version (a declared range gives the lowest it allows), when the version string has one. */
  minor?: number;
  /** The file it was read from, for migrate's notes. */
  from: string;
}

/** How many folders above the site folder are searched (a site in `website/` or `packages/docs/`). */
const LEVELS_UP = 3;

const PACKAGES = ['@docusaurus/core', '@docusaurus/preset-classic'];

/** The first version a semver range or version allows (`^2.1.0`, `~2.4.3`, `2.0.0-rc.1`, `>=2 <3`), as major and minor. */
export function versionOfRange(range: unknown): { major: number; minor?: number } | undefined {
  if (typeof range !== 'string') return undefined;
  const found = /^(?:npm:@docusaurus\/[\w-]+@)?\s*(?:[\^~=v]|>=?)?\s*(\d+)(?:\.(\d+))?(?:[.\s-]|$)/.exec(range.trim());
  if (!found) return undefined;
  return found[2] === undefined ? { major: Number(found[1]) } : { major: Number(found[1]), minor: Number(found[2]) };
}

/** The first major version a semver range or version allows. */
export function majorOfRange(range: unknown): number | undefined {
  return versionOfRange(range)?.major;
}

/** The version of the @docusaurus/core installed in `dir`'s node_modules. */
function installed(dir: string): string | undefined {
  try {
    const version = JSON.parse(readFileSync(path.join(dir, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8')).version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

function fromPackageJson(file: string): string | undefined {
  let manifest: Record<string, Record<string, unknown> | undefined>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  for (const name of PACKAGES) {
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const range = manifest[field]?.[name];
      if (majorOfRange(range) !== undefined) return range as string;
    }
  }
  return undefined;
}

/** The major version a lockfile resolved @docusaurus/core to: npm's, yarn's (1 and berry) or pnpm's. */
export function majorFromLockfile(name: string, text: string): number | undefined {
  return majorOfRange(versionFromLockfile(name, text));
}

function versionFromLockfile(name: string, text: string): string | undefined {
  if (name === 'package-lock.json' || name === 'npm-shrinkwrap.json') {
    try {
      const lock = JSON.parse(text);
      return lock.packages?.['node_modules/@docusaurus/core']?.version ?? lock.dependencies?.['@docusaurus/core']?.version;
    } catch {
      return undefined;
    }
  }
  // yarn.lock: `"@docusaurus/core@^2.1.0":` then `  version "2.4.3"` (berry: `version: 2.4.3`).
  if (name === 'yarn.lock') return (/^"?@docusaurus\/core@[^\n]*:\n(?:[ \t]+[^\n]*\n)*?[ \t]+version:? "?([^"\n]+)/m.exec(text)?.[1]);
  // pnpm-lock.yaml: a package key `/@docusaurus/core@2.4.3` or `'@docusaurus/core@3.1.1(…)'`.
  if (name === 'pnpm-lock.yaml') return (/^\s+['"]?\/?@docusaurus\/core[@/](\d[^:'"(\s]*)/m.exec(text)?.[1]);
  return undefined;
}

const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml'];

const versionAt = (version: string | undefined, from: string): DocusaurusVersion | undefined => {
  const parsed = versionOfRange(version);
  return parsed ? { ...parsed, from } : undefined;
};

/** The site's Docusaurus version, or undefined when neither node_modules, its package.json nor a lockfile says. */
export function docusaurusVersion(siteDir: string): DocusaurusVersion | undefined {
  let dir = path.resolve(siteDir);
  for (let level = 0; level <= LEVELS_UP; level++) {
    const manifest = path.join(dir, 'package.json');
    // What is installed, else what the lockfile beside it resolved (a range allows newer versions than its lowest),
    // else the range.
    const known =
      versionAt(installed(dir), path.join(dir, 'node_modules', '@docusaurus', 'core', 'package.json')) ??
      LOCKFILES.map((name) => path.join(dir, name)).filter((file) => existsSync(file)).map((file) => versionAt(versionFromLockfile(path.basename(file), readFileSync(file, 'utf8')), file)).find(Boolean) ??
      (existsSync(manifest) ? versionAt(fromPackageJson(manifest), manifest) : undefined);
    if (known) return known;
    const parent = path.dirname(dir);
    if (parent === dir || existsSync(path.join(dir, '.git'))) break;
    dir = parent;
  }
  return undefined;
}
