// What the site's remark plugins made of each file, kept between builds (<cache>/remark-plugins.json), so a build in
// which nothing changed starts no process for them, and a build or a serve update after a save runs them on the saved
// files only. A file's result is keyed by its text, its path and how it is read (MDX or not, its logical path); the
// whole cache by lendocs's code, the settings the child reads (MDX version, admonition keywords, where links lead)
// and the Docusaurus config; and it holds only while every file the config's bundle was made of (the config, the
// site's plugin modules, the packages they import: config-child.ts bundledFiles) has the contents it had. As
// Docusaurus's own persistent cache, a file is not run again when only a page it reads through a plugin changed.
// Deleting the file is always safe; an unreadable or foreign one is ignored.
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../node/atomic-write.js';
import type { Note } from './remark-plugins-child.js';

// Raised whenever what an entry holds changes.
const FORMAT = 1;
const FILE = 'remark-plugins.json';

/** What the plugins made of one file: its new text when they changed it, and what to say about it. */
export interface FileResult {
  text?: string;
  notes: Note[];
}

/** A result kept, with the file it is of: a file has one result kept, its latest. */
type KeptResult = FileResult & { path: string };

interface Stored {
  format: number;
  key: string;
  /** Each file the config's bundle was made of → sha256 of its contents. */
  inputs: Record<string, string>;
  /** What a run says once, not of a file (a plugin that is not run). */
  notes: Note[];
  files: Record<string, KeptResult>;
}

export interface RemarkCache {
  /** The result kept for a file (by fileKey), when nothing the plugins are made of changed since. */
  get(key: string): FileResult | undefined;
  /** What the run that made the kept results said once; undefined when nothing is kept. */
  notes?: Note[];
  /** Keeps these results (what this build used), with the files the config's bundle was made of. */
  save(made: { inputs?: string[]; notes: Note[]; files: Map<string, KeptResult> }): Promise<void>;
}

const sha256 = (...parts: string[]) => parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('base64url');

/** A file's key: its path, how it is read and its text. */
export function fileKey(file: { filePath: string; fileContent: string; mdx: boolean; source?: string }): string {
  return sha256(file.filePath, String(file.mdx), file.source ?? '', file.fileContent);
}

async function hashes(files: readonly string[]): Promise<Record<string, string> | undefined> {
  const read = await Promise.all(files.map((file) => readFile(file).then((bytes) => createHash('sha256').update(bytes).digest('base64url'), () => undefined)));
  if (read.some((hash) => hash === undefined)) return undefined;
  return Object.fromEntries(files.map((file, index) => [file, read[index]!]));
}

/** The cache in `dir` for runs with `settings` (anything the child's answer depends on besides the files and the config's code). */
export async function openRemarkCache(dir: string, settings: unknown): Promise<RemarkCache> {
  const file = path.join(dir, FILE);
  const key = sha256(JSON.stringify(settings));
  let stored: Stored | undefined;
  try {
    const read = JSON.parse(await readFile(file, 'utf8')) as Stored;
    if (read.format === FORMAT && read.key === key) {
      const now = await hashes(Object.keys(read.inputs));
      if (now && Object.entries(read.inputs).every(([input, hash]) => now[input] === hash)) stored = read;
    }
  } catch {
    // No cache yet, or one we cannot use: every file runs.
  }
  return {
    get: (fileKey) => (stored && Object.hasOwn(stored.files, fileKey) ? stored.files[fileKey] : undefined),
    notes: stored?.notes,
    async save({ inputs, notes, files }) {
      const inputHashes = inputs ? await hashes(inputs) : stored?.inputs;
      // Without the list of what the plugins are made of, nothing could tell when they change: keep nothing.
      if (!inputHashes) return;
      // A serve update runs the saved files only: the others' results are still good, one per file, the latest.
      const paths = new Set([...files.values()].map((one) => one.path));
      const others = Object.entries(stored?.files ?? {}).filter(([, one]) => !paths.has(one.path));
      const entry: Stored = { format: FORMAT, key, inputs: inputHashes, notes, files: Object.fromEntries([...others, ...files]) };
      await mkdir(dir, { recursive: true })
        .then(() => writeFileAtomic(file, JSON.stringify(entry)))
        .catch(() => undefined);
    },
  };
}
