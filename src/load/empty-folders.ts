// A content folder that gives no pages is almost always a mistake (a misspelt `paths` entry, files with another
// extension), and without a word the site would simply be built without them.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../config/load.js';
import { warning } from '../errors.js';
import type { Diagnostic } from '../types.js';
import type { ContentPaths } from './walk.js';

/** What a folder was walked for, to say what it lacks. */
interface PageFolder {
  folder: string;
  /** How the config names it (`paths.docs`, `docs.instances (id "community") path`, `the docs of version "2.0"`). */
  setting: string;
  /** Whether the config names it on purpose (a default folder that does not exist is a site without that content). */
  named: boolean;
  /** What was looked for, for the message: `Markdown files (.md, .mdx)`. */
  expected: string;
  /** What is made of those files: `docs pages`, `blog posts`. */
  made: string;
  found: number;
}

/** The pages the walk found in each folder, and which of the main folders the config moves from their defaults. */
interface FoundPages {
  /** The files of each docs folder, in order: the main docs, then each of `paths.instances`. */
  docs: string[][];
  blog: string[];
  pages: string[];
  named: { docs: boolean; blog: boolean; pages: boolean };
}

const MARKDOWN = 'Markdown files (.md or .mdx)';
const FOLDER_HINT = 'Files and folders whose names start with "_" or "." are left out (partials, drafts).';

/**
 * One warning per content folder that is named in the config or exists, and gives no page: which folder, that it has
 * no Markdown files (or does not exist, or is a file), and what was expected there.
 */
export async function emptyFolderWarnings(root: string, paths: ContentPaths, found: FoundPages): Promise<Diagnostic[]> {
  const folders: PageFolder[] = [
    { folder: paths.docs, setting: 'paths.docs', named: found.named.docs, expected: MARKDOWN, made: 'docs pages', found: found.docs[0]?.length ?? 0 },
    ...Object.entries(paths.instances ?? {}).map(([logical, folder], index): PageFolder => {
      const [id, version] = logical.split('@');
      const setting = version === undefined ? `docs.instances (id "${id}") path` : `the docs of version "${version}"${id === 'docs' ? '' : ` of docs instance "${id}"`}`;
      return { folder, setting, named: true, expected: MARKDOWN, made: 'docs pages', found: found.docs[index + 1]?.length ?? 0 };
    }),
    { folder: paths.blog, setting: 'paths.blog', named: found.named.blog, expected: MARKDOWN, made: 'blog posts', found: found.blog.length },
    { folder: paths.pages, setting: 'paths.pages', named: found.named.pages, expected: `${MARKDOWN} or React components (.js, .jsx, .ts, .tsx)`, made: 'pages', found: found.pages.length },
  ];
  const warnings: Diagnostic[] = [];
  for (const entry of folders) {
    if (entry.found > 0) continue;
    const absolute = path.resolve(root, entry.folder);
    const kind = await stat(absolute).then((info) => (info.isDirectory() ? 'folder' : 'file'), () => 'missing' as const);
    if (kind === 'missing' && !entry.named) continue;
    const state = kind === 'missing' ? 'does not exist' : kind === 'file' ? 'is a file, not a folder' : `has no ${entry.expected}`;
    warnings.push(
      warning('empty-content-folder', `The folder "${entry.folder}" (${entry.setting}) ${state}, so no ${entry.made} are built from it; ${entry.expected} were expected there.`, {
        file: displayPath(absolute),
        hint: kind === 'folder' ? `Put the ${entry.made} there as ${entry.expected}. ${FOLDER_HINT}` : `Correct ${entry.setting} in the config, or make the folder.`,
      }),
    );
  }
  return warnings;
}
