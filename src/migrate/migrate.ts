// `lendocs migrate DIR`: reads a Docusaurus site's config and sidebars and writes DIR/lendocs.config.yml.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { evaluateModule } from './evaluate.js';
import { packageName, translateConfig } from './translate.js';
import { schemaLine } from '../config/schema-line.js';
import { docsPlugins } from './translate-docs-plugins.js';
import { docusaurusVersion } from './docusaurus-version.js';
import { docusaurusConfigProblems, readSidebarsShape, shapeError } from './config-shape.js';
import { buildScriptNotes } from './build-scripts.js';

export interface MigrateResult {
  configFile: string;
  notes: string[];
}

export interface MigrateOptions {
  /** Replace an existing lendocs.config.yml. */
  force?: boolean;
  /** Time limit for evaluating each of docusaurus.config and sidebars, in milliseconds. */
  timeout?: number;
}

/** lendocs.config.yml is there already, and --force was not given. Nothing was run or written. */
export class ConfigExistsError extends Error {
  constructor(file: string) {
    super(`${file} already exists, and migrate does not overwrite it. Run the command again with --force to replace it (keep a copy first if you edited it by hand).`);
  }
}

const find = (dir: string, base: string) => ['js', 'mjs', 'cjs', 'ts', 'mts'].map((ext) => path.join(dir, `${base}.${ext}`)).find((file) => existsSync(file));

export async function migrateDocusaurus(dir: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const configFile = path.join(dir, 'lendocs.config.yml');
  // Checked before anything runs, so a refusal is quick; the write below checks again ('wx') in case it appeared since.
  if (!options.force && existsSync(configFile)) throw new ConfigExistsError(configFile);
  const timeout = options.timeout ?? 30_000;
  const configPath = find(dir, 'docusaurus.config');
  if (!configPath) throw new Error(`No docusaurus.config.(js|mjs|ts) in ${dir}.`);
  const notes: string[] = [];
  const evaluated = await evaluateModule(configPath, timeout);
  const version = docusaurusVersion(dir);
  // Checked once here, so that translating can rely on each key's type.
  const problems = docusaurusConfigProblems(evaluated.value, version?.major);
  if (problems.length > 0) throw shapeError(configPath, problems);
  const docusaurus = evaluated.value as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const missing = new Set(evaluated.missing);

  const readSidebars = async (file: string): Promise<Record<string, unknown[]>> => {
    const result = await evaluateModule(file, timeout);
    for (const name of result.missing) missing.add(name);
    const shaped = readSidebarsShape(result.value);
    if (shaped.problems.length > 0) throw shapeError(file, shaped.problems);
    return shaped.sidebars;
  };
  const classic = (docusaurus.presets ?? []).map((p: unknown) => (Array.isArray(p) ? p[1] : undefined)).find((o: any) => o?.docs) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const plugins = docsPlugins(docusaurus.plugins, packageName);
  // The main docs' options: the preset's, or (with the preset's docs off) those of the docs plugin without an id.
  const mainDocs = classic?.docs ?? plugins.find((plugin) => plugin.id === 'default')?.options;
  const declared = typeof mainDocs?.sidebarPath === 'string' ? path.resolve(dir, mainDocs.sidebarPath) : undefined;
  const sidebarsPath = declared && existsSync(declared) ? declared : find(dir, 'sidebars');
  const sidebars = sidebarsPath ? await readSidebars(sidebarsPath) : undefined;
  // Each other docs instance's own sidebars file, evaluated the same way.
  const instanceSidebars = new Map<string, Record<string, unknown[]>>();
  for (const plugin of plugins) {
    const own = typeof plugin.options.sidebarPath === 'string' ? path.resolve(dir, plugin.options.sidebarPath) : undefined;
    if (plugin.id !== 'default' && own && existsSync(own)) instanceSidebars.set(plugin.id, await readSidebars(own));
  }
  if (missing.size) notes.push(`Packages that are not installed were replaced by stand-ins while reading the config: ${[...missing].sort().join(', ')}.`);

  const pagesDir = existsSync(path.join(dir, 'src/pages')) ? 'src/pages' : 'pages';
  // A year the config computes is kept current in the footer (translate-navigation.ts).
  const computedYear = /getFullYear\s*\(/.test(readFileSync(configPath, 'utf8')) ? new Date().getFullYear() : undefined;
  const translated = translateConfig({ docusaurus, sidebars, instanceSidebars, pagesDir, siteDir: dir, computedYear, docusaurusMajor: version?.major, docusaurusMinor: version?.minor, configFile: path.relative(dir, configPath).split(path.sep).join('/') });
  notes.push(...translated.notes);
  if (version?.major === 2) notes.push(`${path.relative(dir, version.from) || path.basename(version.from)}: Docusaurus 2, so Markdown is read as MDX 1 read it (markdown.mdxVersion: 1): braces and a stray "<" in text are text.`);
  if (existsSync(path.join(dir, pagesDir))) notes.push(`${pagesDir}: its Markdown pages (.md, .mdx) and React pages (.js, .jsx, .ts, .tsx) are built at the URLs Docusaurus gave them.`);
  // Versioned docs are built from the files Docusaurus keeps (versions.json, versioned_docs/, versioned_sidebars/).
  const versions = path.join(dir, 'versions.json');
  if (existsSync(versions)) notes.push('versions.json: each released version is built from versioned_docs/ with its versioned_sidebars/ file, at the URLs Docusaurus gave it.');
  notes.push(...buildScriptNotes(dir));
  const header = `${schemaLine(dir)}# Written by "lendocs migrate" from ${path.basename(configPath)}${sidebarsPath ? ` and ${path.basename(sidebarsPath)}` : ''}.\n# Every key: docs/config-reference.md in the lendocs package.\n`;
  try {
    await writeFile(configFile, header + stringify(translated.config, { lineWidth: 0 }), { flag: options.force ? 'w' : 'wx' });
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'EEXIST') throw new ConfigExistsError(configFile);
    throw cause;
  }
  return { configFile, notes };
}
