// Warm builds skip rendering pages whose inputs did not change: the fingerprint of each route's inputs is kept in
// the cache folder, and an unchanged page is copied from the previous output instead of being drawn again.
//
// The fingerprints must describe exactly the pages in the output folder, at every instant, even when a build is
// killed half-way through its swap. So each set of fingerprints has an id (a hash of the set), the output folder's
// manifest names the id it was built from, and the set is saved before the new output is swapped in: a build killed
// in between leaves an output whose id differs from the cache's, and the next build simply renders everything.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../node/atomic-write.js';
import path from 'node:path';
import { readOutputManifest } from './output/output-guard.js';

export interface RenderCache {
  /** The previous output file, when it was made from exactly these inputs. */
  reusable(outFile: string, fingerprint: string): string | undefined;
  /** Saves the new output's fingerprints (output file → fingerprint); call before the new output is swapped in. */
  save(fingerprints: Record<string, string>): Promise<void>;
}

/** The id of a set of page fingerprints (output file → fingerprint): equal sets, equal ids. */
export function buildIdOf(fingerprints: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const key of Object.keys(fingerprints).sort()) hash.update(`${key}\n${fingerprints[key]}\n`);
  return hash.digest('base64url');
}

/** `intact`: the output folder is exactly as the last build left it (build-record.ts); else nothing is reused. */
export async function openRenderCache(cacheDir: string, outDir: string, intact: boolean): Promise<RenderCache> {
  const file = path.join(cacheDir, 'routes.json');
  let previous: Record<string, string> = {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8'));
    const output = readOutputManifest(outDir);
    const agrees = intact && parsed && parsed.outDir === outDir && typeof parsed.fingerprints === 'object' && output?.build === parsed.build;
    if (agrees) previous = parsed.fingerprints;
  } catch {
    // First build, or a cache we cannot use.
  }
  return {
    reusable(outFile, fingerprint) {
      if (previous[outFile] !== fingerprint) return undefined;
      const existing = path.join(outDir, outFile);
      return existsSync(existing) ? existing : undefined;
    },
    async save(next) {
      await writeFileAtomic(file, JSON.stringify({ outDir, build: buildIdOf(next), fingerprints: next }));
    },
  };
}
