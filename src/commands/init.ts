// `lendocs init [dir]`: writes a small working site (the package's starter/ folder) into a new or empty folder.
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_FILE, displayPath } from '../config/load.js';
import { formatDiagnostic } from '../errors.js';
import { schemaLine } from '../config/schema-line.js';
import { PACKAGE_ROOT } from '../version.js';
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

/** Why the folder cannot receive a new site, or undefined when it is new or empty. */
async function refusal(target: string): Promise<{ message: string; hint: string } | undefined> {
  if (!existsSync(target)) return undefined;
  if (!statSync(target).isDirectory()) return { message: `${displayPath(target)} is a file, not a folder.`, hint: 'Give the name of a new folder: lendocs init my-docs' };
  const entries = (await readdir(target)).sort();
  if (entries.length === 0) return undefined;
  const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
  return {
    message: `${displayPath(target)} is not empty (it holds ${shown}); lendocs init writes only into a new or empty folder, so it never replaces your files.`,
    hint: 'Give the name of a new folder (lendocs init my-docs), or empty this one first.',
  };
}

export async function runInit(dir: string, output: Output): Promise<number> {
  const target = path.resolve(dir);
  const refused = await refusal(target);
  if (refused) {
    output.err(formatDiagnostic({ severity: 'error', code: 'init-refused', ...refused }, output.color));
    return 2;
  }
  const files = await starterFiles();
  for (const relative of files) {
    const destination = path.join(target, relative);
    await mkdir(path.dirname(destination), { recursive: true });
    const text = await readFile(path.join(STARTER, relative));
    const contents = relative === CONFIG_FILE ? schemaLine(target) + text.toString('utf8') : text;
    // 'wx': never replace a file, even one that appeared since the folder was found empty.
    await writeFile(destination, contents, { flag: 'wx' });
  }
  const shown = displayPath(target);
  output.out(`Created a site in ${shown} (${files.length} files): docs in two categories, a blog post, a home page and a logo.`);
  output.out('Next:');
  output.out(`  npx lendocs serve --root ${shown} --watch     # a live preview at http://localhost:3000`);
  output.out(`  npx lendocs build --root ${shown}             # the site in build/`);
  output.out(`Settings are in ${path.join(shown, CONFIG_FILE)}.`);
  return 0;
}
