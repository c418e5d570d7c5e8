import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { installedPackageFile, installedPackagePath } from '../../../src/node/installed-package-file.js';
import { tempDir, writeFiles } from '../../support/temp.js';

function monorepo(): { repo: string; site: string } {
  const repo = writeFiles(tempDir('lendocs-installed-'), {
    'node_modules/.pnpm/brand@1.0.0/node_modules/brand/package.json': '{ "name": "brand" }',
    'node_modules/.pnpm/brand@1.0.0/node_modules/brand/logo.png': 'png',
    'packages/ui/package.json': '{ "name": "@acme/ui" }',
    'packages/ui/img/intro.mp4': 'mp4',
    'packages/loose/package.json': '{ "name": "@acme/loose" }',
    'packages/loose/x.png': 'png',
    'packages/odd/package.json': '{ "name": "../../packages/odd" }',
    'packages/odd/x.png': 'png',
    'website/docs/a.md': '# A',
  });
  mkdirSync(path.join(repo, 'node_modules/@acme'));
  symlinkSync(path.join(repo, 'packages/ui'), path.join(repo, 'node_modules/@acme/ui'), 'dir');
  symlinkSync('/proc/self', path.join(repo, 'node_modules/self'), 'dir');
  return { repo, site: path.join(repo, 'website') };
}

test('a file in a node_modules folder above the site folder, or of a workspace package linked there, has its path from the site\'s node_modules; any other file has none', () => {
  const { repo, site } = monorepo();
  const pnpm = path.join(repo, 'node_modules/.pnpm/brand@1.0.0/node_modules/brand/logo.png');
  assert.equal(installedPackagePath(pnpm, site), 'node_modules/.pnpm/brand@1.0.0/node_modules/brand/logo.png');
  assert.equal(installedPackagePath(path.join(repo, 'packages/ui/img/intro.mp4'), site), 'node_modules/@acme/ui/img/intro.mp4');
  // A package no node_modules folder on the way up links, and a name that is not npm's (it would lead out).
  assert.equal(installedPackagePath(path.join(repo, 'packages/loose/x.png'), site), undefined);
  assert.equal(installedPackagePath(path.join(repo, 'packages/odd/x.png'), site), undefined);
  assert.equal(installedPackagePath(path.join(repo, 'website/../secret.png'), site), undefined);
});

test('a path from the site\'s node_modules names the file in the first node_modules folder up that has it, never one outside node_modules or under /proc', () => {
  const { repo, site } = monorepo();
  assert.equal(installedPackageFile('node_modules/@acme/ui/img/intro.mp4', site), path.join(repo, 'node_modules/@acme/ui/img/intro.mp4'));
  assert.equal(installedPackageFile('node_modules/.pnpm/brand@1.0.0/node_modules/brand/logo.png', site), path.join(repo, 'node_modules/.pnpm/brand@1.0.0/node_modules/brand/logo.png'));
  assert.equal(installedPackageFile('node_modules/@acme/ui/missing.png', site), undefined);
  assert.equal(installedPackageFile('node_modules/../packages/loose/x.png', site), undefined);
  assert.equal(installedPackageFile('node_modules/self/environ', site), undefined);
  assert.equal(installedPackageFile('packages/loose/x.png', site), undefined);
});
