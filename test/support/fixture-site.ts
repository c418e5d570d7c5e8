// Fixture sites for the build tier: tiny sites written to temporary folders and built in memory.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { build } from '../../src/pipeline/build.js';
import type { BuildResult } from '../../src/pipeline/result.js';
import { BASE_CONFIG } from './site-config.js';
import { tempDir, writeFiles, type Files } from './temp.js';

export { BASE_CONFIG, tempDir };

/** A site's files: path from the site folder → text (undefined: left out). */
export type SiteFiles = Files;

/** Writes `files` (path → text) and a config into a new temporary folder and returns its path. */
export function makeSite(files: SiteFiles, { config = BASE_CONFIG }: { config?: string } = {}): string {
  return writeFiles(tempDir('lendocs-test-'), { 'lendocs.config.yml': config, ...files });
}

/** Builds in memory; returns the result plus helpers to read outputs. */
export async function buildFixture(files: SiteFiles, options: { config?: string } = {}) {
  const root = makeSite(files, options);
  const result = await build({ root, out: path.join(root, '..', 'unused'), write: false });
  return withHelpers(result, root);
}

export type BuiltFixture = ReturnType<typeof withHelpers>;

export function withHelpers<T extends BuildResult>(result: T, root: string) {
  return {
    ...result,
    // Every in-memory build has its files; a test reads them without checking each time.
    files: result.files as Map<string, string | Buffer>,
    root,
    errors: result.diagnostics.filter((d) => d.severity === 'error'),
    warnings: result.diagnostics.filter((d) => d.severity === 'warning'),
    /** The output file's text (e.g. 'explore/index.html'). */
    text(file: string): string {
      const value = result.files?.get(file);
      if (value === undefined) throw new Error(`No output file ${file}; have: ${[...(result.files?.keys() ?? [])].slice(0, 30).join(', ')}`);
      return String(value);
    },
    /** cheerio over the HTML of a route path ('/x/y' → x/y/index.html). */
    $(routePath: string): cheerio.CheerioAPI {
      const trimmed = routePath.replace(/^\/+|\/+$/g, '');
      const file = routePath.endsWith('.html') ? trimmed : trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
      return cheerio.load(this.text(file));
    },
  };
}

export function doc(frontMatter: Record<string, unknown>, body = ''): string {
  const yaml = Object.entries(frontMatter)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}\n`;
}

/** sha256 of every file under `dir`, by relative path, sorted; undefined when `dir` does not exist. */
export function fileHashes(dir: string): Record<string, string> | undefined {
  if (!existsSync(dir)) return undefined;
  const result: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else result[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}
