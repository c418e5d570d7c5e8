// Warm builds skip rendering pages whose inputs did not change: the fingerprint of each route's inputs is kept in
// the cache folder, and an unchanged page is copied from the previous output instead of being drawn again.
// This assumes the output folder is lendocs' own; delete the cache folder after editing it by hand.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface RenderCache {
  /** The previous output file, when it was made from exactly these inputs. */
  reusable(outFile: string, fingerprint: string): string | undefined;
  record(outFile: string, fingerprint: string): void;
  save(): Promise<void>;
}

export async function openRenderCache(cacheDir: string, outDir: string): Promise<RenderCache> {
  const file = path.join(cacheDir, 'routes.json');
  let previous: Record<string, string> = {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8'));
    if (parsed && parsed.outDir === outDir && typeof parsed.fingerprints === 'object') previous = parsed.fingerprints;
  } catch {
    // First build, or a cache we cannot use.
  }
  const next: Record<string, string> = {};
  return {
    reusable(outFile, fingerprint) {
      if (previous[outFile] !== fingerprint) return undefined;
      const existing = path.join(outDir, outFile);
      return existsSync(existing) ? existing : undefined;
    },
    record(outFile, fingerprint) {
      next[outFile] = fingerprint;
    },
    async save() {
      await mkdir(cacheDir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ outDir, fingerprints: next }));
      await rename(temporary, file);
    },
  };
}
