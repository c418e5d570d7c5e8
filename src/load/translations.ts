// A locale's translated files, laid out as Docusaurus lays them out in `i18n/<locale>/`: a page whose file has a
// translation there is read from it; every other page keeps the default locale's text (Docusaurus's fallback).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../types.js';
import { docsTranslationFolder, docsUnits } from '../shared/docs-units.js';
import { blogTranslationFolder } from '../shared/blog-path.js';
import { currentLocale } from '../shared/locales.js';
import { trimFolder, type ContentFiles } from './walk.js';

/** Page file (relative to the site folder, as walked) → its translation's absolute path, for the locale being built. */
export function translatedFiles(root: string, config: ResolvedConfig, walked: Pick<ContentFiles, 'docs' | 'blog' | 'pages'>): Map<string, string> {
  const found = new Map<string, string>();
  const locale = currentLocale(config);
  if (!locale?.translate) return found;
  const localeRoot = path.join(root, locale.folder);
  // A locale without a folder of translations is built from the default locale's files alone.
  if (!existsSync(localeRoot)) return found;
  const folders: [string, string][] = [
    ...docsUnits(config).map((unit): [string, string] => [trimFolder(unit.folder), docsTranslationFolder(unit)]),
    [trimFolder(config.paths.blog), blogTranslationFolder(undefined)],
    ...(config.blog.instances ?? []).map((instance): [string, string] => [trimFolder(instance.path), blogTranslationFolder(instance.id)]),
    [trimFolder(config.paths.pages), 'docusaurus-plugin-content-pages'],
  ];
  // The longest folder first: a docs instance's folder may lie inside another (docs/ and docs/api/).
  folders.sort(([a], [b]) => b.length - a.length);
  for (const relative of [...walked.docs, ...walked.blog, ...walked.pages]) {
    const match = folders.find(([folder]) => folder === '' || folder === '.' || relative.startsWith(`${folder}/`));
    if (!match) continue;
    const [folder, translations] = match;
    const inside = folder === '' || folder === '.' ? relative : relative.slice(folder.length + 1);
    const candidate = path.join(localeRoot, translations, inside);
    if (existsSync(candidate)) found.set(relative, candidate);
  }
  return found;
}
