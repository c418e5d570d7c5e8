// Test helpers: tiny fixture sites written to temporary folders and built in memory.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import * as cheerio from 'cheerio';
import { build } from '../dist/src/pipeline/build.js';

export const BASE_CONFIG = `product: { name: Acme, slug: acme }
title: Acme Docs
tagline: Test site
url: https://example.test
`;

const made = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (path → text) into a new temporary folder and returns its path. */
export function makeSite(files, { config = BASE_CONFIG } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lendocs-test-'));
  made.push(dir);
  const all = { 'lendocs.config.yml': config, ...files };
  for (const [relative, text] of Object.entries(all)) {
    if (text === undefined) continue;
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

export function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lendocs-out-'));
  made.push(dir);
  return dir;
}

/** Builds in memory; returns the result plus helpers to read outputs. */
export async function buildFixture(files, options = {}) {
  const root = makeSite(files, options);
  const result = await build({ root, out: path.join(root, '..', 'unused'), write: false });
  return withHelpers(result, root);
}

export function withHelpers(result, root) {
  return {
    ...result,
    root,
    errors: result.diagnostics.filter((d) => d.severity === 'error'),
    warnings: result.diagnostics.filter((d) => d.severity === 'warning'),
    /** The output file's text (e.g. 'explore/index.html'). */
    text(file) {
      const value = result.files?.get(file);
      if (value === undefined) throw new Error(`No output file ${file}; have: ${[...(result.files?.keys() ?? [])].slice(0, 30).join(', ')}`);
      return String(value);
    },
    /** cheerio over the HTML of a route path ('/x/y' → x/y/index.html). */
    $(routePath) {
      const trimmed = routePath.replace(/^\/+|\/+$/g, '');
      const file = routePath.endsWith('.html') ? trimmed : trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
      return cheerio.load(this.text(file));
    },
  };
}

export function doc(frontMatter, body = '') {
  const yaml = Object.entries(frontMatter)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}\n`;
}

/** sha256 of every file under `dir`, by relative path, sorted; undefined when `dir` does not exist. */
export function fileHashes(dir) {
  if (!existsSync(dir)) return undefined;
  const result = {};
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else result[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}
