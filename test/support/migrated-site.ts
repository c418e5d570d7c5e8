// A Docusaurus site taken through `lendocs migrate` and then built, as a user does: the site's files in a temporary
// folder with no lendocs.config.yml, each command run by the CLI in a process of its own (migrate evaluates the
// site's config and sidebars, which must not load into the test's process).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { parse } from 'yaml';
import { BIN } from './repo.js';
import { tempDir, writeFiles, type Files } from './temp.js';

export interface MigratedSite {
  root: string;
  /** What migrate printed, stdout then stderr. */
  output: string;
  /** The lendocs.config.yml migrate wrote, parsed. */
  config: any;
}

/** Writes `files` (a Docusaurus site) and migrates it; fails the test when migrate does. */
export function migrateSite(files: Files): MigratedSite {
  const root = writeFiles(tempDir('lendocs-migrate-'), files);
  const migrated = spawnSync(process.execPath, [BIN, 'migrate', root], { encoding: 'utf8' });
  assert.equal(migrated.status, 0, migrated.stderr + migrated.stdout);
  return { root, output: migrated.stdout + migrated.stderr, config: parse(readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8')) };
}

/** Builds `root` into a new folder (no cache); fails the test when the build does. */
export function buildMigrated(root: string) {
  const out = path.join(tempDir(), 'out');
  const built = spawnSync(process.execPath, [BIN, 'build', '--root', root, '--out', out, '--no-cache'], { encoding: 'utf8' });
  assert.equal(built.status, 0, built.stderr + built.stdout);
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  return {
    out,
    stderr: built.stderr,
    read,
    /** cheerio over a route's page ('docs/intro' → docs/intro/index.html). */
    page: (route: string) => cheerio.load(read(path.join(route, 'index.html'))),
  };
}
