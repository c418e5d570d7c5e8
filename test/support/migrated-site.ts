// A Docusaurus site taken through `lendocs migrate` and then built, as a user does: the site's files in a temporary
// folder with no lendocs.config.yml, each command run by the CLI in the test's process (test/support/cli-here.ts;
// migrate evaluates the site's config and sidebars in a child process of its own, so they never load into this one).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { parse } from 'yaml';
import { runCliHere } from './cli-here.js';
import { tempDir, writeFiles, type Files } from './temp.js';

export interface MigratedSite {
  root: string;
  /** What migrate printed, stdout then stderr. */
  output: string;
  /** The lendocs.config.yml migrate wrote, parsed. */
  config: any;
}

/** Writes `files` (a Docusaurus site) and migrates it; fails the test when migrate does. */
export async function migrateSite(files: Files): Promise<MigratedSite> {
  const root = writeFiles(tempDir('lendocs-migrate-'), files);
  const migrated = await runCliHere(['migrate', root]);
  assert.equal(migrated.code, 0, migrated.stderr + migrated.stdout);
  return { root, output: migrated.stdout + migrated.stderr, config: parse(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8')) };
}

/** Builds `root` into a new folder (no cache); fails the test when the build does. */
export async function buildMigrated(root: string) {
  const out = path.join(tempDir(), 'out');
  const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  assert.equal(built.code, 0, built.stderr + built.stdout);
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  return {
    out,
    stderr: built.stderr,
    read,
    /** cheerio over a route's page ('docs/intro' → docs/intro/index.html). */
    page: (route: string) => cheerio.load(read(path.join(route, 'index.html'))),
  };
}
