// A broken image, link or anchor in a docs instance whose folder is not docs/ (`path: notes`) names the file where it
// is on disk (`notes/ai/img/rag.png`), not by lendocs's logical name for it (`<id>/…`, or `docs/…` for the main
// docs folder moved elsewhere), so the author can find it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG, doc } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}onBrokenLinks: warning\nonBrokenMarkdownLinks: warning\npaths:\n  docs: notes\ndocs:\n  routeBasePath: notes\n  instances:\n    - id: guides\n      path: guide-files\n      routeBasePath: guides\n`;

test('image, link and anchor messages name the files of a docs folder by where they are on disk', async () => {
  const site = await buildFixture(
    {
      'notes/ai/rag.md': doc({ title: 'RAG' }, '![diagram](./img/rag.png)\n\n[next](./missing.md)\n\n[part](../intro.md#nowhere)\n'),
      'notes/intro.md': doc({ title: 'Intro' }, 'Intro.\n'),
      'guide-files/start.md': doc({ title: 'Start' }, '![shot](./img/shot.png) and [up](./gone.md).\n'),
    },
    { config: CONFIG },
  );
  const messages = site.diagnostics.map((d) => d.message).sort();
  assert.deepEqual(messages, [
    'Broken anchor in "../intro.md#nowhere": notes/intro.md has no heading or element with id "nowhere".',
    'Broken link to "./gone.md": it points to guide-files/gone.md, which is not a page of this site.',
    'Broken link to "./missing.md": it points to notes/ai/missing.md, which is not a page of this site.',
    'Image not found: "./img/rag.png" (the file notes/ai/img/rag.png does not exist).',
    'Image not found: "./img/shot.png" (the file guide-files/img/shot.png does not exist).',
  ]);
});
