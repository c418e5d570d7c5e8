// The schema line a written config starts with (src/config/schema-line.ts): a path from the site folder to the
// project's own install of lendocs, wherever the two sit, and never into an npx cache.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { schemaLine } from '../../../src/config/schema-line.js';
import { tempDir, writeFiles } from '../../support/temp.js';

const SCHEMA = 'schema/lendocs.config.schema.json';
const reference = (line: string) => line.trim().split('$schema=')[1];

test('the running lendocs, installed in a project beside the site folder, is named by a path from the site folder', () => {
  const top = tempDir();
  writeFiles(top, { 'tools/package.json': '{}', [`tools/node_modules/lendocs/${SCHEMA}`]: '{}', 'site/lendocs.config.yml': '' });
  const line = schemaLine(path.join(top, 'site'), path.join(top, 'tools', 'node_modules', 'lendocs'));
  assert.equal(reference(line), '../tools/node_modules/lendocs/schema/lendocs.config.schema.json');
  assert.ok(existsSync(path.resolve(top, 'site', reference(line))));
});

test('an npx cache is never named; without an install the line names where npm will put one', () => {
  const top = tempDir();
  writeFiles(top, { '_npx/1a2b/package.json': '{}', [`_npx/1a2b/node_modules/lendocs/${SCHEMA}`]: '{}', 'site/x': '' });
  assert.equal(reference(schemaLine(path.join(top, 'site'), path.join(top, '_npx', '1a2b', 'node_modules', 'lendocs'))), './node_modules/lendocs/schema/lendocs.config.schema.json');
  writeFiles(top, { 'package.json': '{}' });
  assert.equal(reference(schemaLine(path.join(top, 'site'), path.join(top, 'nowhere'))), '../node_modules/lendocs/schema/lendocs.config.schema.json');
});
