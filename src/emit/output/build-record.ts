// The record of the last successful build into an output folder (`<cache>/build.json`): the signature of its inputs
// (input-signature.ts), a listing of the files it left in the output, and what it reported. A build whose inputs
// have that signature, into an output folder still exactly as listed, would write the same bytes: it can leave the
// folder as it is and report the same result.
//
// The record must never describe an output it did not make: it is removed before a build writes anything, and
// written again only once the new output is in place.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../node/atomic-write.js';
import type { Diagnostic } from '../../types.js';
import { inputSignature, type SignatureInput } from './input-signature.js';

// Raised whenever what a record holds changes.
const FORMAT = 3;

export interface BuildRecord {
  format: typeof FORMAT;
  /** The signature of the build's inputs; empty when some of them cannot be signed (never up to date then). */
  inputs: string;
  /** The static folders the build copied, relative to the site folder: their dot files are inputs too. */
  staticFolders: string[];
  /** The output folder (absolute) and a hash of the listing of its files, sizes and times after the build. */
  outDir: string;
  output: string;
  /** The commit docs' last updates were read as of, when the site shows them (git's HEAD is then an input). */
  gitHead?: string;
  /** The environment variables the config named, with the values the build read (null: unset). */
  environment?: Record<string, string | null>;
  /** What the build reported. */
  pages: number;
  jsGzipBytes?: number;
  diagnostics: Diagnostic[];
}

export interface FreshnessInput extends Omit<SignatureInput, 'dotFolders'> {
  cacheDir: string;
  /**
   * The static folder when there is no record to say which one the last build copied (the config is not read
   * before this check; a build whose config moved it records no signature, so the one after it is not skipped).
   */
  defaultStaticFolders: readonly string[];
  /** Absolute output folder. */
  out: string;
  /** The repository's HEAD now (asked only when the record names one). */
  headCommit: () => Promise<string>;
}

export interface Freshness {
  /** The signature of the inputs as they are now, taken before the build reads any of them. */
  inputs: string;
  /** The static folders whose dot files that signature covers. */
  staticFolders: string[];
  /** The output folder holds exactly what the last recorded build left there (its pages can be reused). */
  intact: boolean;
  /** The record of the last build, when its output is exactly right for these inputs. */
  fresh?: BuildRecord;
}

/** Compares the inputs and the output folder with the record; a record that no longer holds is removed. */
export async function checkFreshness(input: FreshnessInput): Promise<Freshness> {
  const record = await readBuildRecord(input.cacheDir);
  const staticFolders = record?.staticFolders ?? [...input.defaultStaticFolders];
  const inputs = inputSignature({ ...input, dotFolders: staticFolders.map((folder) => path.resolve(input.root, folder)) });
  const intact = record !== undefined && record.outDir === input.out && outputAsRecorded(record);
  const sameEnvironment = Object.entries(record?.environment ?? {}).every(([name, value]) => (process.env[name] ?? null) === value);
  const fresh = intact && record.inputs === inputs && sameEnvironment && (record.gitHead === undefined || record.gitHead === (await input.headCommit().catch(() => undefined)));
  if (fresh) return { inputs, staticFolders, intact, fresh: record };
  // The build that follows changes the output: until it is in place, no record may describe it.
  await removeBuildRecord(input.cacheDir);
  return { inputs, staticFolders, intact };
}

const recordFile = (cacheDir: string) => path.join(cacheDir, 'build.json');

async function readBuildRecord(cacheDir: string): Promise<BuildRecord | undefined> {
  try {
    const parsed = JSON.parse(await readFile(recordFile(cacheDir), 'utf8'));
    return parsed?.format === FORMAT ? parsed : undefined;
  } catch {
    return undefined;
  }
}

async function removeBuildRecord(cacheDir: string): Promise<void> {
  await rm(recordFile(cacheDir), { force: true });
}

export async function saveBuildRecord(cacheDir: string, record: Omit<BuildRecord, 'format' | 'output'>): Promise<void> {
  await writeFileAtomic(recordFile(cacheDir), JSON.stringify({ format: FORMAT, ...record, output: outputListing(record.outDir) }));
}

/** True when the output folder holds exactly the files (same sizes and times) the recorded build left there. */
function outputAsRecorded(record: BuildRecord): boolean {
  return outputListing(record.outDir) === record.output;
}

/**
 * A hash of every file and folder in the output with its size and modification time: a file edited, added or
 * removed by hand changes it. (Stat only: reading every output file would cost what the build saves.)
 */
function outputListing(outDir: string): string {
  const hash = createHash('sha256');
  let entries;
  try {
    entries = readdirSync(outDir, { withFileTypes: true, recursive: true });
  } catch {
    return 'unreadable';
  }
  const lines = entries.map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const stats = statSync(file, { throwIfNoEntry: false });
    return `${path.relative(outDir, file)}\0${entry.isDirectory() ? 'dir' : `${stats?.size}\0${stats?.mtimeMs}\0${stats?.ino}`}`;
  });
  for (const line of lines.sort()) hash.update(`${line}\n`);
  return hash.digest('base64url');
}
