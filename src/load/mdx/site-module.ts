// Where an import in an MDX file leads, for the site's own components: `./Cards`, `../components/Cards.tsx`,
// `@site/src/components/Cards` (the site folder), with the extensions and index files esbuild and Docusaurus try.
// Also the imports Docusaurus's webpack gives a file's contents for: `!!raw-loader!./file.txt` is the file's text,
// `./_part.md` (or .mdx) a Markdown partial, drawn in place where it is used (components/partials.ts). Every file
// taken in as content must lie where import-scope.ts allows; the site's components are code, and are not judged.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { error } from '../../errors.js';
import type { EsmImport, ImportedComponent } from './esm.js';
import { refuseImport } from './import-scope.js';
import { InvalidExpression } from './values.js';
import type { Walk } from './jsx-state.js';
import { isFile, moduleFile, webpackFile } from '../../node/module-file.js';
import { themeImportFile } from '../components/theme-modules.js';
import { aliasedSpecifier } from '../../node/module-alias.js';
import { generatedAliasPath, generatedFilePath } from '../../node/generated-files.js';
import { isPackageSpecifier, missingPackage, packageName, resolvePackageImport } from '../../node/site-package.js';

/**
 * Components Docusaurus gives every site that an MDX file imports and lendocs draws with their stand-ins
 * (components/stand-ins.tsx) rather than itself (mdx/components.ts): the module is the specifier.
 */
export const STAND_IN_COMPONENTS: ReadonlySet<string> = new Set(['@theme/ThemedImage', '@theme/IdealImage', '@theme/SearchBar', '@docusaurus/Translate', '@docusaurus/Interpolate', '@docusaurus/BrowserOnly']);

/** The component's file; null for a file that is not code (an image, a Markdown partial); undefined when none exists. */
export function resolveSiteModule(specifier: string, fromFile: string, siteRoot: string, staticFolders?: readonly string[]): string | null | undefined {
  const found = moduleFile(filePath(specifier, fromFile, siteRoot, staticFolders));
  // `/src/x`: the site folder first (webpack's resolve.roots), then the file system's root.
  return found === undefined && specifier.startsWith('/') ? moduleFile(specifier) : found;
}

/**
 * Where a specifier names a file: `@site/…` from the site folder (Docusaurus's alias); `/…` as webpack's
 * `resolve.roots` make it for Docusaurus, from the static folder when the file is there (`/img/logo.svg`,
 * `/data/team.json`), else from the site folder (`/src/components/X`); anything else from the importing file's folder.
 */
export function filePath(specifier: string, fromFile: string, siteRoot: string, staticFolders?: readonly string[]): string {
  // A file a plugin of the site's wrote with createData is read where lendocs keeps it (node/generated-files.ts).
  return generatedFilePath(generatedAliasPath(specifier, siteRoot) ?? specifiedPath(specifier, fromFile, siteRoot, staticFolders), siteRoot);
}

function specifiedPath(specifier: string, fromFile: string, siteRoot: string, staticFolders: readonly string[] = []): string {
  if (specifier.startsWith('@site/')) return path.join(siteRoot, specifier.slice('@site/'.length));
  if (specifier.startsWith('/')) {
    // Each static folder in turn, then the site folder, as webpack's resolve.roots list them for Docusaurus.
    const inStatic = staticFolders.map((folder) => path.join(folder, specifier)).find((file) => webpackFile(file) !== undefined);
    return inStatic ?? path.join(siteRoot, specifier);
  }
  return path.resolve(path.dirname(fromFile), specifier);
}


/** An import of one of the site's own components: its file found, or an error at the import's line. */
export function siteImport(walk: Walk, found: EsmImport, firstRow: number): void {
  const { path: file, siteRoot } = walk.where;
  if (!file || !siteRoot) return;
  // By a module alias (config siteCode.aliases): a path of the site's as `@site/…`, or the package it names.
  const aliased = aliasedSpecifier(found.from, walk.where.imports?.aliases);
  if (aliased !== undefined) found = { ...found, from: path.isAbsolute(aliased) ? `@site/${path.relative(siteRoot, aliased).split(path.sep).join('/')}` : aliased };
  // A name imported by name is an export of a module of the site's or of a package (its value is given where it is
  // drawn: components/site-code.ts); from a JSON file, a partial, a loader or what lendocs stands in for, it has none.
  // From `@theme/X` it is an export of the site's src/theme/X or a theme package's X (themeImport), when one has it.
  if (found.imported !== undefined && (/\.(json|mdx?)$/.test(found.from) || found.from.includes('!') || STAND_IN_COMPONENTS.has(found.from) || STOOD_IN_PACKAGES.test(found.from))) return;
  const raw = /^(?:!!|-!|!)?raw-loader!/.exec(found.from);
  if (raw) return rawImport(walk, found, found.from.slice(raw[0].length), firstRow);
  if (found.from.startsWith('@theme/') && themeImport(walk, found)) return;
  // Drawn by its stand-in on the site's code thread, as a component of the site's own would be.
  if (STAND_IN_COMPONENTS.has(found.from)) return void ((walk.scope.get(found.local) as ImportedComponent).module = found.from);
  // `@generated/<plugin>/<id>/<file>`: a file a plugin of the site's wrote, read as a file of the site.
  const generated = generatedAliasPath(found.from, siteRoot);
  if (generated && generatedFilePath(generated, siteRoot) !== generated) found = { ...found, from: `@site/${path.relative(siteRoot, generated).split(path.sep).join('/')}` };
  if (found.from.startsWith('@theme/')) return;
  if (isPackageSpecifier(found.from) && !STOOD_IN_PACKAGES.test(found.from)) return packageImport(walk, found, firstRow);
  if (!/^(\.|\/|@site\/)/.test(found.from)) return;
  if (found.from.endsWith('.json')) return jsonImport(walk, found, firstRow);
  const line = walk.where.bodyLine + firstRow + found.line;
  if (typeof walk.scope.get(found.local) !== 'object') return void refused(walk, found, importedPath(walk, found.from), line); // an image, a file
  if (/\.mdx?$/.test(found.from)) return partialImport(walk, found, line);
  const resolved = resolveSiteModule(found.from, file, siteRoot, walk.where.imports?.staticFolders);
  if (resolved === null) return void refused(walk, found, importedPath(walk, found.from), line); // a file that is not a component
  if (resolved === undefined) {
    walk.diagnostics.push(error('mdx-import', `The import "${found.from}" cannot be resolved: no such file (tried .tsx, .ts, .jsx, .js and index files).`, { file: walk.where.file, line, hint: 'Fix the path: relative to this file, or @site/ for the site folder.' }));
    return;
  }
  (walk.scope.get(found.local) as ImportedComponent).module = resolved;
}

/** Packages the stand-ins answer (components/stand-ins.tsx), and Docusaurus's own aliases: never the site's files. */
const STOOD_IN_PACKAGES = /^(@docusaurus\/|@theme-original\/|@theme-init\/|@generated\/|react$|react\/|react-dom|react-router(-dom)?$|clsx$)/;

/**
 * A component imported from a package of the site (`import LiteYouTubeEmbed from 'react-lite-youtube-embed'`): the
 * file the package gives, found as webpack finds it for Docusaurus (node_modules of the page's folder, then of each
 * folder above, then the site folder's), drawn as the site's own components are. A package no node_modules folder has is an error at the
 * import's line, as webpack's "Module not found" stops Docusaurus's build.
 */
function packageImport(walk: Walk, found: EsmImport, firstRow: number): void {
  const imported = walk.scope.get(found.local);
  if (typeof imported !== 'object') return; // an image or a file of a package: its path, as before
  const line = walk.where.bodyLine + firstRow + found.line;
  // Then the site folder's, webpack's fallback (resolve.modules) for a docs folder beside the site (`path: '../docs'`).
  const resolved = resolvePackageImport(found.from, path.dirname(walk.where.path!)) ?? resolvePackageImport(found.from, walk.where.siteRoot!);
  if (resolved === undefined) {
    const shown = path.relative(walk.where.siteRoot!, walk.where.path!).split(path.sep).join('/');
    const { message, hint } = missingPackage(packageName(found.from), `${shown}:${line}`);
    walk.diagnostics.push(error('mdx-import', message, { file: walk.where.file, line, hint }));
    return;
  }
  if (!CODE_FILE.test(resolved)) return; // a stylesheet or data file: nothing to draw
  (imported as ImportedComponent).module = resolved;
}

const CODE_FILE = /\.(c|m)?(j|t)sx?$/;

/**
 * `@theme/X`: the site's src/theme/X when it has one, else a theme package's, drawn as the site's own components are;
 * else lendocs's built-in.
 */
function themeImport(walk: Walk, found: EsmImport): boolean {
  const own = themeImportFile(found.from, walk.where.siteRoot!, walk.where.imports?.themeFolders);
  const imported = walk.scope.get(found.local);
  if (own && typeof imported === 'object') (imported as ImportedComponent).module = own;
  return own !== undefined;
}

/** A Markdown partial (`import Part from './_part.md'`): drawn where `<Part />` is used (components/partials.ts). */
function partialImport(walk: Walk, found: EsmImport, line: number): void {
  const target = importedPath(walk, found.from);
  if (refused(walk, found, target, line)) return;
  if (!isFile(target)) {
    walk.diagnostics.push(error('mdx-import', `The Markdown partial "${found.from}" cannot be found: ${path.relative(walk.where.siteRoot!, target)} is not a file.`, { file: walk.where.file, line, hint: 'Fix the path: relative to this file, or @site/ for the site folder.' }));
    return;
  }
  Object.assign(walk.scope.get(found.local) as ImportedComponent, { module: target, partial: true });
}

/**
 * `import code from '!!raw-loader!./example.js'`: the file's text, as webpack's raw-loader gives it (shown with
 * `<CodeBlock>{code}</CodeBlock>`). A file that cannot be read is an error at the import.
 */
function rawImport(walk: Walk, found: EsmImport, specifier: string, firstRow: number): void {
  const line = walk.where.bodyLine + firstRow + found.line;
  let target: string;
  try {
    const fromPackage = !/^(\.|\/|@site\/)/.test(specifier);
    // Without its extension (`!!raw-loader!./examples/basic`), the file webpack finds with Docusaurus's extensions.
    target = fromPackage ? createRequire(path.join(walk.where.siteRoot!, 'package.json')).resolve(specifier) : rawFile(importedPath(walk, specifier));
    if (refused(walk, found, target, line, fromPackage)) return;
    const text = readFileSync(target, 'utf8');
    walk.scope.set(found.local, text);
    walk.inputs[target] = createHash('sha256').update(text).digest('hex');
  } catch {
    walk.diagnostics.push(error('mdx-import', `The raw import "${found.from}" cannot be read: there is no file ${specifier}.`, { file: walk.where.file, line, hint: 'Fix the path after "raw-loader!": relative to this file, or @site/ for the site folder.' }));
  }
}

/** The file a raw import names: as written, else as webpack finds it (webpackFile); as written when neither exists. */
function rawFile(target: string): string {
  return webpackFile(target) ?? target;
}

/** Where an import of a file leads (filePath); `/…` is the file system's when the site folder has no such file. */
function importedPath(walk: Walk, specifier: string): string {
  const inSite = filePath(specifier, walk.where.path!, walk.where.siteRoot!, walk.where.imports?.staticFolders);
  return specifier.startsWith('/') && !existsSync(inSite) ? specifier : inSite;
}

/** `import data from './data.json'`: the file's data, as a bundler gives it (a problem is an error at the import). */
function jsonImport(walk: Walk, found: EsmImport, firstRow: number): void {
  const target = importedPath(walk, found.from);
  if (refused(walk, found, target, walk.where.bodyLine + firstRow + found.line)) return;
  try {
    const text = readFileSync(target, 'utf8');
    walk.scope.set(found.local, JSON.parse(text));
    walk.inputs[target] = createHash('sha256').update(text).digest('hex');
  } catch (cause) {
    const line = walk.where.bodyLine + firstRow + found.line;
    walk.diagnostics.push(error('mdx-import', `The import "${found.from}" cannot be read as JSON: ${(cause as Error).message}`, { file: walk.where.file, line, hint: 'Fix the path (relative to this file, or @site/ for the site folder) or the JSON in the file.' }));
  }
}

/**
 * `require('./pet.Schema.json')` in an expression: the file's data, as webpack gives it and as an import of it
 * (jsonImport). A file that cannot be read leaves the expression out, with why.
 */
export function requiredJson(walk: Walk, specifier: string): unknown {
  const target = importedPath(walk, specifier);
  const refusal = refuseImport({ target, specifier, siteRoot: walk.where.siteRoot!, scope: walk.where.imports });
  if (refusal) throw new InvalidExpression(refusal.message.replace(/\.$/, ''));
  if (!isFile(target)) throw new InvalidExpression(`require("${specifier}") names no file: there is no ${path.relative(walk.where.siteRoot!, target)}`);
  try {
    const text = readFileSync(target, 'utf8');
    const value: unknown = JSON.parse(text);
    walk.inputs[target] = createHash('sha256').update(text).digest('hex');
    return value;
  } catch (cause) {
    throw new InvalidExpression(`require("${specifier}") cannot be read as JSON: ${(cause as Error).message}`);
  }
}

/** True, with an error at the import, when the file it leads to may not be taken in (import-scope.ts). */
function refused(walk: Walk, found: EsmImport, target: string, line: number, fromPackage = false): boolean {
  const refusal = refuseImport({ target, specifier: found.from, siteRoot: walk.where.siteRoot!, scope: walk.where.imports, fromPackage });
  if (refusal) walk.diagnostics.push(error('outside-import', refusal.message, { file: walk.where.file, line, hint: refusal.hint }));
  return refusal !== undefined;
}
