// The files the site's own plugins write with createData (pipeline/site-plugins.ts): Docusaurus keeps them in the
// site's `.docusaurus/<plugin name>/<plugin id>/`, and a site imports them from there (`@generated/…`, Docusaurus's
// alias of that folder, `@site/.docusaurus/…`, or an alias a plugin's configureWebpack set). lendocs writes them
// into a folder of its own instead, so that it never overwrites what a Docusaurus build left in .docusaurus/, and
// reads an import into .docusaurus/ from its own folder when a plugin it ran wrote that plugin's folder there.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** lendocs's generated-files folder, in the site folder (a dot folder: never content, never watched). */
export const GENERATED_FOLDER = '.lendocs-generated';

const DOCUSAURUS_FOLDER = '.docusaurus';

export const generatedFolder = (siteRoot: string) => path.join(siteRoot, GENERATED_FOLDER);

/** `@generated/x` as the path Docusaurus's alias makes of it; undefined for any other specifier. */
export function generatedAliasPath(specifier: string, siteRoot: string): string | undefined {
  return specifier.startsWith('@generated/') ? path.join(siteRoot, DOCUSAURUS_FOLDER, specifier.slice('@generated/'.length)) : undefined;
}

/** Where `file` (absolute) is read: in lendocs's folder when it lies in .docusaurus/ and a plugin lendocs ran wrote its folder; else itself. */
export function generatedFilePath(file: string, siteRoot: string): string {
  const relative = path.relative(path.join(siteRoot, DOCUSAURUS_FOLDER), file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return file;
  const own = path.join(generatedFolder(siteRoot), relative);
  return existsSync(path.join(generatedFolder(siteRoot), relative.split(path.sep)[0])) ? own : file;
}
