// migrate's customCss: .scss and .sass files (docusaurus-plugin-sass) are kept, for the build to compile with the
// site's own sass; what lendocs cannot load is a note.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translateStyles } from '../../../src/migrate/translate-styles.js';

test('customCss .scss and .sass files are kept with the .css ones; other files are notes', (t) => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'lendocs-styles-'));
  t.after(() => rmSync(siteDir, { recursive: true, force: true }));
  mkdirSync(path.join(siteDir, 'src', 'css'), { recursive: true });
  for (const file of ['custom.scss', 'theme.sass', 'plain.css', 'odd.less']) writeFileSync(path.join(siteDir, 'src', 'css', file), ':root { --ifm-color-primary: #123456; }\n');
  const config: Record<string, unknown> = {};
  const notes: string[] = [];
  const customCss = ['./src/css/custom.scss', './src/css/theme.sass', './src/css/plain.css', './src/css/odd.less'];
  translateStyles(config, { d: {}, classic: { theme: { customCss } }, siteDir, notes });
  assert.deepEqual(config.customCss, ['src/css/custom.scss', 'src/css/theme.sass', 'src/css/plain.css']);
  assert.deepEqual(config.colors, { primary: '#123456' });
  assert.ok(notes.some((note) => note.startsWith('theme.customCss src/css/odd.less: not loaded')));
});

test('a primary colour the build would refuse (a typo, a var()) is not carried into colors', (t) => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'lendocs-styles-'));
  t.after(() => rmSync(siteDir, { recursive: true, force: true }));
  for (const [file, color] of [['a.css', '#12345'], ['b.css', 'reddish'], ['c.css', 'var(--brand)']]) {
    writeFileSync(path.join(siteDir, file), `:root { --ifm-color-primary: ${color}; }\n`);
    const config: Record<string, unknown> = {};
    translateStyles(config, { d: {}, classic: { theme: { customCss: [file] } }, siteDir, notes: [] });
    assert.deepEqual(config.customCss, [file]);
    assert.equal(config.colors, undefined, color);
  }
});
