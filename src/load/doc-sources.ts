// Facts about each docs page's source file that are not in its text: where it can be edited (docs.editUrl) and
// when and by whom it last changed (docs.showLastUpdateTime / showLastUpdateAuthor, from git history).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { warning } from '../errors.js';
import { encodeRoutePath } from '../shared/url-path.js';
import { fillEditUrl } from '../shared/edit-url.js';
import { DEFAULT_DOCS_ID, docsUnits, type DocsUnit } from '../shared/docs-units.js';
import type { Diagnostic, Page, ResolvedConfig } from '../types.js';
import { lastUpdates, type GitHistory } from './git-history.js';
import { contentPaths, pageFoldersOutside } from './walk.js';

export interface DocSourceFacts {
  editUrl?: string;
  /** Only the parts the config asks to show. */
  lastUpdate?: { date?: string; author?: string };
}

export interface DocSourcesInput {
  config: ResolvedConfig;
  root: string;
  pages: Page[];
  configFile: string;
  lineOf?: (keys: readonly PropertyKey[]) => number;
  /** The history read by the previous build (serve --watch), reused while the repository's HEAD is the same. */
  history?: GitHistory;
}

/** By page source (`docs/explore/pools.md`); empty when the config asks for none of it. */
export async function docSourceFacts({ config, root, pages, configFile, lineOf, history: previous }: DocSourcesInput): Promise<{ facts: Map<string, DocSourceFacts>; history?: GitHistory; diagnostics: Diagnostic[] }> {
  const { showLastUpdateTime, showLastUpdateAuthor } = config.docs;
  const facts = new Map<string, DocSourceFacts>();
  const diagnostics: Diagnostic[] = [];
  const editUrls = editUrlsByRoot(config);
  if (editUrls.size === 0 && !showLastUpdateTime && !showLastUpdateAuthor) return { facts, diagnostics };
  let history: GitHistory | undefined;
  if (showLastUpdateTime || showLastUpdateAuthor) {
    try {
      history = await lastUpdates(root, previous, pageFoldersOutside(root, contentPaths(config)));
    } catch (cause) {
      const key = showLastUpdateTime ? 'showLastUpdateTime' : 'showLastUpdateAuthor';
      diagnostics.push(
        warning('no-git-history', `docs.${key} needs the git history of the site folder, which could not be read: ${(cause as Error).message}. Pages show no last update.`, {
          file: configFile,
          line: lineOf?.(['docs', key]) ?? 1,
          hint: 'Build from a git clone of the repository (with its history: a shallow clone shows one date for every page), or turn the option off.',
        }),
      );
    }
  }
  for (const page of pages) {
    if (page.kind !== 'doc') continue;
    const absolute = path.resolve(page.file);
    const own: DocSourceFacts = {};
    const slash = page.source.indexOf('/');
    const edit = editUrls.get(page.source.slice(0, slash));
    // The file's path as the repository has it (the page's source name has its product placeholders replaced); a
    // translation, outside the docs folder, is edited through its original's link, as Docusaurus does by default.
    const onDisk = edit && path.relative(path.resolve(root, edit.unit.folder), absolute).split(path.sep).join('/');
    const docPath = onDisk && !onDisk.startsWith('../') && !path.isAbsolute(onDisk) ? onDisk : page.source.slice(slash + 1);
    if (edit) own.editUrl = fillEditUrl(edit.editUrl, { versionDocsDirPath: edit.unit.folder.replace(/^\.\/|\/+$/g, ''), docPath, version: edit.unit.version }, 'versionDocsDirPath', 'docPath', encodeRoutePath);
    const update = history?.updates.get(realPath(absolute));
    if (update) own.lastUpdate = { date: showLastUpdateTime ? update.date : undefined, author: showLastUpdateAuthor ? update.author : undefined };
    facts.set(page.source, own);
  }
  return { facts, history, diagnostics };
}

/** Each docs unit's editUrl (its instance's own), by the unit's logical folder (the first segment of its pages' sources). */
function editUrlsByRoot(config: ResolvedConfig): Map<string, { editUrl: string; unit: DocsUnit }> {
  const byInstance = new Map<string, string | undefined>([[DEFAULT_DOCS_ID, config.docs.editUrl], ...(config.docs.instances ?? []).map((instance): [string, string | undefined] => [instance.id, instance.editUrl])]);
  const out = new Map<string, { editUrl: string; unit: DocsUnit }>();
  for (const unit of docsUnits(config)) {
    const editUrl = byInstance.get(unit.pluginId);
    if (editUrl) out.set(unit.root, { editUrl, unit });
  }
  return out;
}

/** git names files by their real path; the site folder may be reached through a symbolic link. */
function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}
