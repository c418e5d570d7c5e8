// The files of the dev site besides pages: static files copied when they change, and outputs that the site no
// longer has removed. Tracked by output path → a key of what was written (a fingerprint, or size and time).
import { isInside } from '../node/inside-folder.js';
import { realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { warning } from '../errors.js';
import type { Diagnostic, OutputWriter, Site } from '../types.js';

export interface StaticCopy {
  site: Site;
  root: string;
  /** allowOutsideContent in the config: the user's explicit consent to links that lead out. */
  allowOutside: boolean;
  writer: OutputWriter;
  written: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** Copies the static files that changed since they were written; returns every static file the site now has. */
export async function copyStaticFiles({ site, root, allowOutside, writer, written, diagnostics }: StaticCopy): Promise<string[]> {
  // The content folder may have been replaced since the last rebuild (deleted and made again), so look each time.
  const roots = { root, real: await realpath(root), allowOutside };
  const current: string[] = [];
  for (const [outPath, from] of site.files) {
    const relative = outPath.slice(1);
    const source = await publishable(from, roots, diagnostics);
    // A file removed since the walk is left out now; its removal triggers the next rebuild anyway.
    if (!source) continue;
    const key = `${source.size}:${source.mtimeMs}`;
    if (written.get(relative) === key) {
      current.push(relative);
      continue;
    }
    const copied = await writer.copy(relative, source.real).then(
      () => true,
      (cause: NodeJS.ErrnoException) => {
        if (cause.code === 'ENOENT') return false;
        throw cause;
      },
    );
    if (!copied) continue;
    written.set(relative, key);
    current.push(relative);
  }
  return current;
}

/** Removes the tracked outputs that are not `current` any more. */
export async function removeStale(outDir: string, tracked: Map<string, string>, current: Set<string>): Promise<void> {
  for (const relative of [...tracked.keys()]) {
    if (current.has(relative)) continue;
    tracked.delete(relative);
    await rm(path.join(outDir, relative), { force: true });
  }
}

/**
 * The real path, size and time of a file to publish, or undefined when it has vanished, or when it is in the
 * content folder only through a symlink that leads out of it (static/secret.env -> ~/secret.env). The load stage
 * refuses those too; this check is on the file as it is copied, so a link made since the walk is caught as well.
 * Files lendocs itself ships (KaTeX fonts, Mermaid) are outside the content folder by design.
 */
async function publishable(from: string, roots: { root: string; real: string; allowOutside: boolean }, diagnostics: Diagnostic[]) {
  const real = await realpath(from).catch(() => undefined);
  const info = real === undefined ? undefined : await stat(real).catch(() => undefined);
  if (real === undefined || !info?.isFile()) return undefined;
  const fromContent = isInside(roots.root, from) || isInside(roots.real, from);
  if (fromContent && !roots.allowOutside && !isInside(roots.real, real)) {
    diagnostics.push(
      warning('serve-link-outside', `${from} is a symbolic link to ${real}, outside the content folder ${roots.root}, so lendocs serve does not publish it.`, {
        file: from,
        hint: 'Copy the file into the content folder if it belongs to the site, or remove the link.',
      }),
    );
    return undefined;
  }
  return { real, size: info.size, mtimeMs: info.mtimeMs };
}

