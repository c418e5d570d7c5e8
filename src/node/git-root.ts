// The git repository that holds a folder: what a site may read beside its own folder (a monorepo's docs/ beside
// website/, examples a page imports), since it is the project's own tree and not the rest of the machine.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** The folder holding a `.git` entry (a folder, or a worktree's file), from `folder` up; none outside a repository. */
export function gitRoot(folder: string): string | undefined {
  for (let current = realOrSelf(folder); ; current = path.dirname(current)) {
    if (existsSync(path.join(current, '.git'))) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

/** A folder's real path (symbolic links followed), or the folder as given when it does not exist. */
export function realOrSelf(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
}
