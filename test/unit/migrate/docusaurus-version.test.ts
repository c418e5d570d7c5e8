// Which Docusaurus a site uses (src/migrate/docusaurus-version.ts): its package.json's range, else what its
// lockfile resolved (npm, yarn 1 and berry, pnpm), in the site folder or a folder above it (a monorepo).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docusaurusVersion, majorFromLockfile, majorOfRange, versionOfRange } from '../../../src/migrate/docusaurus-version.js';

test('the major version of a range or version as package.json writes it', () => {
  for (const [range, major] of [['^2.1.0', 2], ['~2.4.3', 2], ['2.0.0-rc.1', 2], ['>=2.0.0 <3', 2], ['3.1.1', 3], ['^3.10.2', 3], ['v2.4.0', 2]] as const) assert.equal(majorOfRange(range), major, range);
  for (const range of ['latest', 'workspace:*', '*', '', undefined]) assert.equal(majorOfRange(range), undefined, String(range));
  for (const [range, version] of [['^3.10.2', { major: 3, minor: 10 }], ['2.0.0-rc.1', { major: 2, minor: 0 }], ['3', { major: 3 }], ['>=3.9 <4', { major: 3, minor: 9 }]] as const) assert.deepEqual(versionOfRange(range), version, range);
});

test('the version a lockfile resolved: npm, yarn 1, yarn berry, pnpm', () => {
  assert.equal(majorFromLockfile('package-lock.json', JSON.stringify({ packages: { 'node_modules/@docusaurus/core': { version: '2.4.3' } } })), 2);
  assert.equal(majorFromLockfile('yarn.lock', '"@docusaurus/core@2.4.3", "@docusaurus/core@^2.0.0":\n  version "2.4.3"\n  resolved "x"\n'), 2);
  assert.equal(majorFromLockfile('yarn.lock', '"@docusaurus/core@npm:^3.1.0":\n  version: 3.1.1\n  resolution: "@docusaurus/core@npm:3.1.1"\n'), 3);
  assert.equal(majorFromLockfile('pnpm-lock.yaml', "importers:\n  .:\n    dependencies:\n      '@docusaurus/core':\n        specifier: ^2.4.1\n        version: 2.4.3(react@17.0.2)\npackages:\n  /@docusaurus/core@2.4.3(react@17.0.2):\n    resolution: {}\n"), 2);
  assert.equal(majorFromLockfile('pnpm-lock.yaml', "packages:\n  '@docusaurus/core@3.1.1':\n    resolution: {}\n"), 3);
  assert.equal(majorFromLockfile('yarn.lock', '"react@^18":\n  version "18.2.0"\n'), undefined);
});

test('read from the site folder, else from a lockfile in a folder above it; unknown when nothing says', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lendocs-docusaurus-version-'));
  try {
    const site = path.join(dir, 'repo', 'website');
    mkdirSync(site, { recursive: true });
    assert.equal(docusaurusVersion(site), undefined);
    writeFileSync(path.join(dir, 'repo', 'yarn.lock'), '"@docusaurus/core@^2.2.0":\n  version "2.4.1"\n');
    writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { react: '^17' } }));
    assert.deepEqual(docusaurusVersion(site), { major: 2, minor: 4, from: path.join(dir, 'repo', 'yarn.lock') });
    writeFileSync(path.join(site, 'package.json'), JSON.stringify({ devDependencies: { '@docusaurus/core': '^3.9.2' } }));
    assert.deepEqual(docusaurusVersion(site), { major: 3, minor: 9, from: path.join(site, 'package.json') });
    // A lockfile beside the package.json says which version the range resolved to.
    writeFileSync(path.join(site, 'package-lock.json'), JSON.stringify({ packages: { 'node_modules/@docusaurus/core': { version: '3.10.0' } } }));
    assert.deepEqual(docusaurusVersion(site), { major: 3, minor: 10, from: path.join(site, 'package-lock.json') });
    // What is installed is what runs: a range allows newer versions than its lowest.
    const installed = path.join(site, 'node_modules', '@docusaurus', 'core', 'package.json');
    mkdirSync(path.dirname(installed), { recursive: true });
    writeFileSync(installed, JSON.stringify({ name: '@docusaurus/core', version: '3.10.2' }));
    assert.deepEqual(docusaurusVersion(site), { major: 3, minor: 10, from: installed });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
