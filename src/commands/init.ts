// `lendocs init [dir]`: writes a small working site (the package's starter/ folder) into a folder, new or not, as long
// as none of its files is there already; then readies the project around it (init-project.ts).
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_FILE, displayPath } from '../config/load.js';
import { formatDiagnostic } from '../errors.js';
import { schemaLine } from '../config/schema-line.js';
import { PACKAGE_ROOT } from '../version.js';
import { addScripts, ignoreOutputs } from './init-project.js';
import type { Output } from './output.js';

const STARTER = fileURLToPath(new URL('starter/', PACKAGE_ROOT));

/** Every file of the starter site, as paths relative to it, in a stable order. */
async function starterFiles(folder = STARTER): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => (entry.isDirectory() ? (await starterFiles(path.join(folder, entry.name))).map((f) => `${entry.name}/${f}`) : [entry.name])),
  );
  return nested.flat().sort();
}

/**
 * Why the folder cannot receive the site, or undefined when it can: it is a file, or it holds a file the starter would
 * write. Anything else in it stays (an npm project's package.json, lockfile, node_modules, .git, README.md).
 */
async function refusal(target: string, files: string[]): Promise<{ message: string; hint: string } | undefined> {
  if (!existsSync(target)) return undefined;
  if (!statSync(target).isDirectory()) return { message: `${displayPath(target)} is a file, not a folder.`, hint: 'Give the name of a new folder: lendocs init my-docs' };
  const clashes = files.filter((relative) => existsSync(path.join(target, relative)));
  if (clashes.length === 0) return undefined;
  const shown = clashes.slice(0, 3).join(', ') + (clashes.length > 3 ? `, and ${clashes.length - 3} more` : '');
  return {
    message: `${displayPath(target)} already holds ${shown}, which lendocs init would write; it never replaces your files, so it wrote nothing.`,
    hint: 'Give the name of a new folder (lendocs init my-docs), or move those files away first.',
  };
}

export async function runInit(dir: string, output: Output): Promise<number> {
  const target = path.resolve(dir);
  const files = await starterFiles();
  const refused = await refusal(target, files);
  if (refused) {
    output.err(formatDiagnostic({ severity: 'error', code: 'init-refused', ...refused }, output.color));
    return 2;
  }
  for (const relative of files) {
    const destination = path.join(target, relative);
    await mkdir(path.dirname(destination), { recursive: true });
    const text = await readFile(path.join(STARTER, relative));
    const contents = relative === CONFIG_FILE ? schemaLine(target) + text.toString('utf8') : text;
    // 'wx': never replace a file, even one that appeared since the folder was looked at.
    await writeFile(destination, contents, { flag: 'wx' });
  }
  const shown = target === process.cwd() ? '.' : displayPath(target);
  output.out(`Created a site in ${shown} (${files.length} files): docs in two categories, a blog post, a home page and a logo.`);
  const ignored = await ignoreOutputs(target);
  if (ignored.length > 0) output.out(`Added ${ignored.join(' and ')} to ${displayPath(path.join(target, '.gitignore'))}: what a build and its cache write.`);
  const scripts = await addScripts(target);
  if (scripts?.added.length) output.out(`Added the script${scripts.added.length === 1 ? '' : 's'} ${scripts.added.map((name) => `"${name}"`).join(' and ')} to ${displayPath(scripts.file)}.`);
  for (const [name, command] of Object.entries(scripts?.taken ?? {})) output.out(`${displayPath(scripts!.file)} already has a "${name}" script (${command}); it is left as it is.`);
  const root = shown === '.' ? '' : ` --root ${shown}`;
  const run = (name: string, command: string) => (scripts?.added.includes(name) ? `npm run ${name}` : `npx lendocs ${command}`);
  output.out('Next:');
  output.out(`  ${run('serve', `serve${root} --watch`).padEnd(44)} # a live preview at http://localhost:3000`);
  output.out(`  ${run('build', `build${root}`).padEnd(44)} # the site in ${displayPath(path.join(target, 'build')) || 'build'}/`);
  output.out(`Settings are in ${displayPath(path.join(target, CONFIG_FILE))}.`);
  return 0;
}
