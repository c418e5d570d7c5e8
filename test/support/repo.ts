// Where the repository is, for tests compiled into dist/test/: a path written relative to a test's own file would
// point into dist/, so files of the repository (bin/, content/, fixtures, the uncompiled scripts of bench/ and
// scripts/) are reached from its root, found as the folder whose package.json names lendocs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

function repositoryRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'lendocs') return folder;
    if (path.dirname(folder) === folder) throw new Error(`No lendocs package.json above ${from}`);
  }
}

export const REPO = repositoryRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, from its root ('content', 'test/fixtures/markdown'). */
export const fromRepo = (...parts: string[]): string => path.join(REPO, ...parts);

/** The command line as users run it. */
export const BIN = fromRepo('bin', 'lendocs.js');

/** A JavaScript module of the repository that is not compiled with the tests (bench/, scripts/), where it is. */
export const importFromRepo = (relative: string): Promise<any> => import(pathToFileURL(fromRepo(relative)).href);

/**
 * The same module loaded synchronously (require() of an ES module, Node 20.19 and later), for a test file's top level:
 * a file that awaits there cannot run in a test group (scripts/test-groups.mjs), so it paid a process of its own.
 */
export const requireFromRepo = (relative: string): any => createRequire(import.meta.url)(fromRepo(relative));
