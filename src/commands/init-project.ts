// What `lendocs init` adds to the project around the site it writes: the output and cache folders in .gitignore,
// and `build`/`serve` scripts in package.json, as a Docusaurus project has them. Nothing there is replaced: a line
// already present is not added again, a script name already taken is left to its owner (and said).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_FOLDER, OUTPUT_FOLDER } from './site-folder.js';

/** The lines the site folder's .gitignore gets: what a build and its cache write there. */
const IGNORED = [`${OUTPUT_FOLDER}/`, `${CACHE_FOLDER}/`];

/**
 * Adds to `<site>/.gitignore` the ignore lines it lacks (creating it when there is none); returns the lines added.
 * `build`, `/build` and `/build/` already ignore the folder, so they count as present.
 */
export async function ignoreOutputs(site: string): Promise<string[]> {
  const file = path.join(site, '.gitignore');
  const text = existsSync(file) ? await readFile(file, 'utf8') : '';
  const present = new Set(text.split(/\r?\n/).map((line) => line.trim().replace(/^\//, '').replace(/\/$/, '')));
  const missing = IGNORED.filter((line) => !present.has(line.replace(/\/$/, '')));
  if (missing.length === 0) return [];
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const separator = text === '' || text.endsWith('\n') ? '' : newline;
  await writeFile(file, `${text}${separator}${missing.join(newline)}${newline}`);
  return missing;
}

export interface ScriptsAdded {
  /** The package.json changed or read, as shown. */
  file: string;
  added: string[];
  /** Names already taken by another command: name → that command. */
  taken: Record<string, string>;
}

/**
 * Adds `build` and `serve` scripts for the site to the package.json of the site folder or, when the site is inside
 * the current folder, of the current folder; undefined when neither has one. The file keeps its indent and newlines.
 */
export async function addScripts(site: string): Promise<ScriptsAdded | undefined> {
  const file = [site, process.cwd()].map((folder) => path.join(folder, 'package.json')).find((candidate) => existsSync(candidate) && isInside(site, path.dirname(candidate)));
  if (!file) return undefined;
  const text = await readFile(file, 'utf8');
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(text);
  } catch {
    return { file, added: [], taken: {} };
  }
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) return { file, added: [], taken: {} };
  const relative = path.relative(path.dirname(file), site).split(path.sep).join('/');
  const root = relative === '' ? '' : ` --root ${/^[\w./-]+$/.test(relative) ? relative : JSON.stringify(relative)}`;
  const wanted: Record<string, string> = { build: `lendocs build${root}`, serve: `lendocs serve${root} --watch` };
  const scripts = (manifest.scripts && typeof manifest.scripts === 'object' ? manifest.scripts : {}) as Record<string, string>;
  const added: string[] = [];
  const taken: Record<string, string> = {};
  for (const [name, command] of Object.entries(wanted)) {
    if (scripts[name] === undefined) {
      scripts[name] = command;
      added.push(name);
    } else if (scripts[name] !== command) taken[name] = String(scripts[name]);
  }
  if (added.length > 0) {
    manifest.scripts = scripts;
    const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
    const newline = text.includes('\r\n') ? '\r\n' : '\n';
    const json = JSON.stringify(manifest, null, indent).replace(/\n/g, newline);
    await writeFile(file, text.endsWith('\n') ? `${json}${newline}` : json);
  }
  return { file, added, taken };
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
