// When and by whom each file last changed, from one `git log` over the whole site folder (never one per file,
// which would cost a process per page). Files git does not know (new, untracked) have no entry.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stat } from 'node:fs/promises';
import path from 'node:path';

export interface LastUpdate {
  /** ISO date of the last commit that changed the file (`2025-07-15`, author date, UTC). */
  date: string;
  author: string;
}

/** git's own output, line by line; rejects with git's message when it fails (no git, not a repository). */
function gitLines(cwd: string, args: string[], onLine: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`git could not be run (${error.message})`)));
    createInterface({ input: child.stdout }).on('line', onLine);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(stderr.trim().split('\n')[0] || `git exited with ${code}`))));
  });
}

/** The last updates of a repository's files, by absolute path, as of its commit `head`. */
export interface GitHistory {
  head: string;
  updates: Map<string, LastUpdate>;
}

/**
 * Last updates of the files under `root`, and under `besides` (page folders beside it in its repository). A save
 * changes no commit, so under serve --watch the history of the previous build is kept while HEAD stays the same
 * (one cheap `git rev-parse` per rebuild instead of a whole log).
 */
export async function lastUpdates(root: string, previous?: GitHistory, besides: string[] = []): Promise<GitHistory> {
  const [top = '', head = ''] = await gitOutput(root, ['rev-parse', '--show-toplevel', 'HEAD']);
  if (previous && previous.head === head) return previous;
  const updates = new Map<string, LastUpdate>();
  let current: LastUpdate | undefined;
  // Newest first: the first commit that names a file is its last update.
  await gitLines(root, ['-c', 'core.quotePath=false', 'log', '--format=%x1e%at%x1f%an', '--name-only', '--no-renames', '--', '.', ...besides.map((folder) => path.relative(root, folder))], (line) => {
    if (line.startsWith('\x1e')) {
      const [seconds, author] = line.slice(1).split('\x1f');
      current = { date: new Date(Number(seconds) * 1000).toISOString().slice(0, 10), author };
    } else if (line && current) {
      const file = path.join(top, line);
      if (!updates.has(file)) updates.set(file, current);
    }
  });
  return { head, updates };
}

/** The repository's HEAD commit, as `lastUpdates` names it (`GitHistory.head`). */
export async function headCommit(root: string): Promise<string> {
  return (await gitOutput(root, ['rev-parse', 'HEAD']))[0] ?? '';
}

async function gitOutput(cwd: string, args: string[]): Promise<string[]> {
  const lines: string[] = [];
  await gitLines(cwd, args, (line) => lines.push(line));
  return lines;
}

/**
 * The day each file was first committed (`2025-07-15`, UTC; renames followed), by absolute path, as Docusaurus
 * dates a blog post that gives no date; the file's modification time when git has none for it (no repository, a
 * file not committed yet). One git process per file: only posts with no date at all ask.
 */
export async function addedDates(files: string[]): Promise<Map<string, { date: string; from: 'git' | 'file time' }>> {
  const dates = new Map<string, { date: string; from: 'git' | 'file time' }>();
  for (const file of files) {
    const lines = await gitOutput(path.dirname(file), ['log', '--follow', '--diff-filter=A', '--format=%at', '--', path.basename(file)]).catch(() => []);
    // Newest first: the last line is the commit that first added the file.
    const seconds = Number(lines.filter(Boolean).at(-1));
    if (Number.isFinite(seconds) && seconds > 0) dates.set(file, { date: new Date(seconds * 1000).toISOString().slice(0, 10), from: 'git' });
    else {
      const modified = await stat(file).then((info) => info.mtime).catch(() => undefined);
      if (modified) dates.set(file, { date: modified.toISOString().slice(0, 10), from: 'file time' });
    }
  }
  return dates;
}
