// The blog options migrate carries over from Docusaurus's classic preset (src/migrate/translate.ts translateBlog),
// each as the build reads it; the build's side is in test/integration/blog.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateConfig } from '../../../src/migrate/translate.js';

const withBlog = (blog: Record<string, unknown>) =>
  translateConfig({ docusaurus: { title: 'Acme', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog }]] }, pagesDir: 'src/pages' });

test('onInlineTags is kept as Docusaurus wrote it; a value Docusaurus does not know is noted and left out', () => {
  for (const rule of ['ignore', 'log', 'warn', 'throw']) {
    const { config, notes } = withBlog({ onInlineTags: rule });
    assert.equal(config.blog.onInlineTags, rule);
    assert.deepEqual(notes.filter((note) => note.includes('onInlineTags')), []);
  }
  const { config, notes } = withBlog({ onInlineTags: 'loud' });
  assert.equal(config.blog.onInlineTags, undefined);
  assert.ok(notes.some((note) => note.includes('blog.onInlineTags')));
});
