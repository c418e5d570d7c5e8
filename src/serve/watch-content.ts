// `lendocs serve --watch`: rebuilds after saves and tells connected browsers to reload.
import { existsSync, watch as fsWatch, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { CONFIG_FILE } from '../config/load.js';
import { isVersionsFile } from '../config/versions.js';
import { LOCK_SUFFIX } from '../emit/output/output-lock.js';
import { STAGING_MARK } from '../emit/output/staging-dir.js';
import { OUTPUT_MANIFEST } from '../shared/site-paths.js';
import type { DevSite, UpdateResult } from './dev-site.js';
import type { LiveReload } from './live-reload.js';

export interface Watching {
  stop(): Promise<void>;
}

/**
 * Rebuilds on changes; bursts of events (an editor's save) are handled as one. Resolves once the watcher has seen
 * the content, so a save right after the server starts is not missed.
 */
export async function watchContent(
  root: string,
  site: DevSite,
  liveReload: LiveReload,
  onUpdate: ((result: UpdateResult & { trigger: string }) => void) | undefined,
  { cacheDir }: { cacheDir?: string } = {},
): Promise<Watching> {
  let changed = new Set<string>();
  let full = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const extras = trailingExtras(site);
  let stopped = false;

  const flush = () => {
    const batch = { changed, full };
    changed = new Set();
    full = false;
    running = running
      .then(async () => {
        // Files that trail the last rebuild stop here (a change seen again by recheck() comes without a watcher event).
        extras.stop();
        const trigger = named([...batch.changed]) || (batch.full ? CONFIG_FILE : 'content');
        const seen = await modificationTimes(root, batch.full ? new Set([...batch.changed, CONFIG_FILE]) : batch.changed);
        const result = await site.update(batch);
        liveReload.reload({ routes: result.rendered, ok: result.ok });
        onUpdate?.({ ...result, trigger });
        if (result.ok) extras.schedule();
        // chokidar drops a second change to the same file within 50 ms; look again once that window has passed.
        setTimeout(() => void recheck(seen), 60).unref();
      })
      // update() reports its own failures as the overlay; nothing here may stop the rebuilds that follow.
      .catch(() => undefined);
  };

  const recheck = async (seen: Map<string, number>) => {
    if (stopped) return;
    const now = await modificationTimes(root, new Set(seen.keys()));
    const missed = [...now].filter(([relative, time]) => seen.get(relative) !== time).map(([relative]) => relative);
    if (missed.length === 0) return;
    for (const relative of missed) {
      if (relative === CONFIG_FILE || isVersionsFile(relative)) full = true;
      else changed.add(relative);
    }
    clearTimeout(timer);
    timer = setTimeout(flush, 0);
  };

  const onEvent = (relative: string) => {
    // The content folder itself came or went: start again from nothing.
    // versions.json and the versioned sidebars are read with the config: a change reads it again.
    if (relative === CONFIG_FILE || relative === '' || isVersionsFile(relative)) full = true;
    else changed.add(relative);
    extras.stop();
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(flush, 15);
  };
  const watcher = await watchFolder(root, (relative, absolute, stats) => isNotContent(relative, absolute, stats, { cacheDir, staticFolders: site.staticFolders() }), onEvent);
  return {
    async stop() {
      stopped = true;
      extras.stop();
      clearTimeout(timer);
      await watcher.close();
      await running.catch(() => undefined);
      await extras.settled();
    },
  };
}

/**
 * The files that trail a rebuild (feeds, sitemap, search index…): made a moment after it, since making them on
 * every save would slow the reload, and stopped when a newer change comes (they are made again after it).
 */
function trailingExtras(site: DevSite) {
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let controller = new AbortController();
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const signal = (controller = new AbortController()).signal;
        // After the passes before have stopped: two passes never write the same file at once.
        writing = writing.then(() => site.writeExtras(signal)).catch(() => undefined);
      }, 300);
      timer.unref();
    },
    stop() {
      controller.abort();
      clearTimeout(timer);
    },
    settled: () => writing,
  };
}

/** The changed files as a trigger to print: the first few, then how many more (a save is one or two). */
function named(files: string[]): string {
  return files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');
}

/**
 * What in the site folder is no input of the site, so no change to it rebuilds: lendocs's own output folders (a
 * `lendocs build` into build/ while serving), their staging folders and lock files, the cache, node_modules, and
 * dot files and folders (.git, an editor's) outside the static folders, whose dot files are published.
 */
function isNotContent(relative: string, absolute: string, stats: Stats | undefined, where: { cacheDir?: string; staticFolders: readonly string[] }): boolean {
  const parts = relative.split(path.sep);
  if (parts.includes('node_modules')) return true;
  const name = parts[parts.length - 1];
  if (name.includes(STAGING_MARK) || name.endsWith(LOCK_SUFFIX)) return true;
  if (where.cacheDir && (absolute === where.cacheDir || absolute.startsWith(`${where.cacheDir}${path.sep}`))) return true;
  const inStatic = where.staticFolders.some((folder) => parts.join('/').startsWith(`${folder.replace(/^\.\/|\/+$/g, '')}/`));
  if (!inStatic && parts.some((part) => part.startsWith('.'))) return true;
  // A folder lendocs built (its manifest says so): asked of folders only, once each, as they are found.
  return (stats === undefined || stats.isDirectory()) && existsSync(path.join(absolute, OUTPUT_MANIFEST));
}

/**
 * Watches the content folder, and calls `onEvent` with the path (from the content folder) of what changed: '' when
 * the content folder itself came or went. Its parent is watched with a plain fs.watch that looks at the content
 * folder's own name only, so deleting the content folder and making it again is seen, and the new folder is watched
 * (a watcher on a folder dies with it). The parent is never read: a watcher on it (chokidar's) read the whole parent
 * folder again, with a stat of every entry, at each change there, which in a busy parent (the system's temporary
 * folder, a home folder) cost a core. Resolves once the watcher is ready.
 */
async function watchFolder(
  root: string,
  ignored: (relative: string, absolute: string, stats?: Stats) => boolean,
  onEvent: (relative: string) => void,
): Promise<{ close(): Promise<void> }> {
  let current: { watcher: FSWatcher; folder: string | undefined } | undefined;
  let closed = false;
  let following: Promise<void> = Promise.resolve();
  const start = async (folder: string | undefined) => {
    const watcher = watch(root, {
      ignoreInitial: true,
      ignored: (file, stats) => {
        const relative = path.relative(root, file);
        if (relative === '') return false;
        if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return true;
        return ignored(relative, path.resolve(file), stats);
      },
    });
    // A folder that cannot be read (permissions) is skipped; an 'error' event with no listener would stop the server.
    watcher.on('error', () => undefined);
    watcher.on('all', (_event, file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (relative !== '..' && !relative.startsWith('../')) onEvent(relative);
    });
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    return { watcher, folder };
  };
  // The content folder's name in its parent changed: if it is another folder now (or none), watch that one.
  const follow = () => {
    following = following.then(async () => {
      const folder = await folderIdentity(root);
      if (closed || folder === current?.folder) return;
      await current?.watcher.close();
      current = folder === undefined ? undefined : await start(folder);
      onEvent('');
    });
  };
  const name = path.basename(root);
  let parent: ReturnType<typeof watchName> | undefined;
  try {
    parent = watchName(path.dirname(root), (changed) => (changed === null || changed === name) && follow());
  } catch {
    // A parent that cannot be watched: changes inside the content folder are still seen, its re-creation is not.
  }
  following = following.then(async () => {
    current = await start(await folderIdentity(root));
  });
  await following;
  return {
    async close() {
      closed = true;
      parent?.close();
      await following;
      await current?.watcher.close();
    },
  };
}

/** The folder at `dir` as device and inode, so a new folder made under the same name is told from the old one. */
async function folderIdentity(dir: string): Promise<string | undefined> {
  const stats = await stat(dir).catch(() => undefined);
  return stats?.isDirectory() ? `${stats.dev}:${stats.ino}` : undefined;
}

/** fs.watch on one folder, not its subfolders: calls `onName` with the name of the entry that changed (null when unknown). */
function watchName(folder: string, onName: (name: string | null) => void) {
  const watcher = fsWatch(folder, { persistent: false }, (_type, name) => onName(name === null ? null : String(name)));
  watcher.on('error', () => undefined);
  return watcher;
}

async function modificationTimes(root: string, files: Set<string>): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  for (const relative of files) times.set(relative, (await stat(path.join(root, relative)).catch(() => undefined))?.mtimeMs ?? -1);
  return times;
}
