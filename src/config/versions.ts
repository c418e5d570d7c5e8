// Versioned docs as Docusaurus keeps them beside the config: `versions.json` (newest first), and each released
// version's sidebars in `versioned_sidebars/version-<name>-sidebars.json` (`<id>_…` for another docs instance).
// Read into the config's `released` and `versionSidebars` when the config does not give them.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { error } from '../errors.js';
import { parseYaml } from '../shared/yaml.js';
import type { Diagnostic } from '../types.js';
import type { ResolvedConfig } from './schema.js';
import { versionNameProblem } from './docs-instances-schema.js';

type Versioned = Pick<ResolvedConfig['docs'], 'released' | 'versionSidebars' | 'onlyIncludeVersions'>;

/** Files read with the config (a change needs the config read again): versions.json and versioned sidebars, any instance's. */
export function isVersionsFile(relative: string): boolean {
  return /^(?:[A-Za-z0-9][A-Za-z0-9_-]*_)?(?:versions\.json|versioned_sidebars\/[^/]+\.json)$/.test(relative);
}

/** Where a docs instance's versioned files are: `versioned_docs/` for the main docs, `<id>_versioned_docs/` for another. */
export function versionedFolders(id: string | undefined) {
  const prefix = id ? `${id}_` : '';
  return {
    versionsFile: `${prefix}versions.json`,
    docs: (version: string) => `${prefix}versioned_docs/version-${version}`,
    sidebars: (version: string) => `${prefix}versioned_sidebars/version-${version}-sidebars.json`,
  };
}

/** The config with each docs instance's released versions and their sidebars filled in from the files beside it. */
export async function withVersions(root: string, config: ResolvedConfig, shown: (absolute: string) => string): Promise<{ config: ResolvedConfig; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const docs = { ...config.docs, ...(await versionsOf(root, undefined, config.docs, shown, diagnostics)) };
  const instances = config.docs.instances && (await Promise.all(config.docs.instances.map(async (instance) => ({ ...instance, ...(await versionsOf(root, instance.id, instance, shown, diagnostics)) })))); 
  if (instances) docs.instances = instances;
  return { config: { ...config, docs }, diagnostics };
}

async function versionsOf(root: string, id: string | undefined, given: Versioned, shown: (absolute: string) => string, diagnostics: Diagnostic[]): Promise<Partial<Versioned>> {
  const folders = versionedFolders(id);
  const out: Partial<Versioned> = {};
  let released = given.released;
  if (released === undefined) {
    const file = path.join(root, folders.versionsFile);
    if (!existsSync(file)) return out;
    const value = await readJson(file, shown, diagnostics);
    if (!Array.isArray(value) || value.some((name) => typeof name !== 'string' || name === '' || /[/\\?#]/.test(name) || versionNameProblem(name))) {
      if (value !== undefined) diagnostics.push(error('invalid-versions', 'versions.json must be a list of version names, newest first (["1.1.0", "1.0.0"]).', { file: shown(file), line: 1, hint: 'Write each released version as a string without "/", "\\", "?", "#" or control characters, and other than "." and "..".' }));
      return out;
    }
    released = out.released = value as string[];
  }
  const sidebars: Record<string, Record<string, unknown[]>> = { ...(given.versionSidebars ?? {}) };
  for (const version of released) {
    if (given.onlyIncludeVersions && !given.onlyIncludeVersions.includes(version)) continue;
    const folder = path.join(root, folders.docs(version));
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      diagnostics.push(error('missing-version', `The version "${version}" has no folder ${folders.docs(version)}/.`, { file: shown(path.join(root, folders.versionsFile)), line: 1, hint: `Add its docs there (Docusaurus's "docs:version" command makes it), or remove "${version}" from the released versions.` }));
      continue;
    }
    const file = path.join(root, folders.sidebars(version));
    if (version in sidebars || !existsSync(file)) continue;
    const value = await readJson(file, shown, diagnostics);
    if (value === undefined) continue;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      diagnostics.push(error('invalid-sidebars', 'A versioned sidebars file is a mapping of sidebar names to their items.', { file: shown(file), line: 1, hint: 'Write it as Docusaurus does: { "mySidebar": ["intro", …] }.' }));
      continue;
    }
    // A sidebar given as `{ "Category": [items] }` rather than a list is that one category.
    sidebars[version] = Object.fromEntries(Object.entries(value).map(([name, items]) => [name, Array.isArray(items) ? items : [items]]));
  }
  if (Object.keys(sidebars).length > 0) out.versionSidebars = sidebars;
  return out;
}

/** A JSON file's value, or undefined with the parser's diagnostics (file and line). */
async function readJson(file: string, shown: (absolute: string) => string, diagnostics: Diagnostic[]): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    diagnostics.push(error('unreadable-file', `Cannot read this file: ${(cause as Error).message}`, { file: shown(file) }));
    return undefined;
  }
  // JSON is YAML, so one parser serves both and keeps line numbers.
  const { yaml, diagnostics: problems } = parseYaml(text, shown(file));
  diagnostics.push(...problems);
  return yaml?.value;
}
