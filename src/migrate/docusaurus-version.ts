// Which Docusaurus a site is built with, by its major version: Docusaurus 2 read Markdown with MDX 1, where a `{`
// or a `<` in prose is text, and Docusaurus 3 with MDX 3, where it starts an expression or a tag; the same file
// means different pages under each. Read from what the site declares (its package.json's @docusaurus/core), else
// from what its lockfile resolved, in the site folder or a folder above it (a site inside a monorepo).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface DocusaurusVersion {
  major: number;
  /** The file it was read from, for migrate's notes. */
  from: string;
}

/** How many folders above the site folder are searched (a site in `website/` or `packages/docs/`). */
const LEVELS_UP = 3;

const PACKAGES = ['@docusaurus/core', '@docusaurus/preset-classic'];

/** The first major version a semver range or version allows (`^2.1.0`, `~2.4.3`, `2.0.0-rc.1`, `>=2 <3`). */
export function majorOfRange(range: unknown): number | undefined {
  if (typeof range !== 'string') return undefined;
  const found = /^(?:npm:@docusaurus\/[\w-]+@)?\s*(?:[\^~=v]|>=?)?\s*(\d+)(?:[.\s]|$)/.exec(range.trim());
  return found ? Number(found[1]) : undefined;
}

function fromPackageJson(file: string): number | undefined {
  let manifest: Record<string, Record<string, unknown> | undefined>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  for (const name of PACKAGES) {
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const major = majorOfRange(manifest[field]?.[name]);
      if (major !== undefined) return major;
    }
  }
  return undefined;
}

/** The version a lockfile resolved @docusaurus/core to: npm's, yarn's (1 and berry) or pnpm's. */
export function majorFromLockfile(name: string, text: string): number | undefined {
  if (name === 'package-lock.json' || name === 'npm-shrinkwrap.json') {
    try {
      const lock = JSON.parse(text);
      return majorOfRange(lock.packages?.['node_modules/@docusaurus/core']?.version ?? lock.dependencies?.['@docusaurus/core']?.version);
    } catch {
      return undefined;
    }
  }
  // yarn.lock: `"@docusaurus/core@^2.1.0":` then `  version "2.4.3"` (berry: `version: 2.4.3`).
  if (name === 'yarn.lock') return majorOfRange(/^"?@docusaurus\/core@[^\n]*:\n(?:[ \t]+[^\n]*\n)*?[ \t]+version:? "?([^"\n]+)/m.exec(text)?.[1]);
  // pnpm-lock.yaml: a package key `/@docusaurus/core@2.4.3` or `'@docusaurus/core@3.1.1(…)'`.
  if (name === 'pnpm-lock.yaml') return majorOfRange(/^\s+['"]?\/?@docusaurus\/core[@/](\d[^:'"(\s]*)/m.exec(text)?.[1]);
  return undefined;
}

const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml'];

/** The site's Docusaurus major version, or undefined when neither its package.json nor a lockfile says. */
export function docusaurusVersion(siteDir: string): DocusaurusVersion | undefined {
  let dir = path.resolve(siteDir);
  for (let level = 0; level <= LEVELS_UP; level++) {
    const manifest = path.join(dir, 'package.json');
    const declared = existsSync(manifest) ? fromPackageJson(manifest) : undefined;
    if (declared !== undefined) return { major: declared, from: manifest };
    for (const name of LOCKFILES) {
      const file = path.join(dir, name);
      if (!existsSync(file)) continue;
      const resolved = majorFromLockfile(name, readFileSync(file, 'utf8'));
      if (resolved !== undefined) return { major: resolved, from: file };
    }
    const parent = path.dirname(dir);
    if (parent === dir || existsSync(path.join(dir, '.git'))) break;
    dir = parent;
  }
  return undefined;
}
