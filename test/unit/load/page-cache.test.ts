// The persistent page cache (src/load/page-cache.ts): what one build saved, the next build with the same salt reads
// back; a file written in an earlier format (pages that hold something parsing no longer gives) is not read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPageCache } from '../../../src/load/page-cache.js';
import type { PageResult } from '../../../src/load/load-page.js';

const SALT = { version: '0.1.0', packages: { shiki: '4.6.0' }, config: { title: 'Site' } };
const TEXT = '<Head><title>Custom title</title></Head>\n\nBody text.\n';

function withDir(run: (dir: string) => Promise<void>): () => Promise<void> {
  return async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
    try {
      await run(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

// What the test stores: the cache keeps a page's result as it is, so its shape does not matter here.
function result(searchText: string): PageResult {
  return { diagnostics: [], page: { search: { sections: [['', '', searchText, '']] } } } as unknown as PageResult;
}

test('a page saved by one build is read back by the next with the same salt', withDir(async (dir) => {
  const first = await openPageCache(dir, SALT);
  const key = first.key('docs/a.mdx', 'doc', TEXT);
  first.set(key, result('Body text.'));
  await first.save();
  const second = await openPageCache(dir, SALT);
  assert.deepEqual(second.get(second.key('docs/a.mdx', 'doc', TEXT)), result('Body text.'));
}));

test('pages kept in format 24 (search text with the title of an MDX <Head>) are not reused', withDir(async (dir) => {
  // The file format 24 wrote for this salt: its header, then one [key, result] line per page.
  const prefix = createHash('sha256').update(JSON.stringify([24, SALT.version, SALT.packages, SALT.config])).digest('hex');
  const cache = await openPageCache(dir, SALT);
  const key = cache.key('docs/a.mdx', 'doc', TEXT);
  const lines = [JSON.stringify({ format: 24, prefix }), JSON.stringify([key, result('Custom title Body text.')])];
  writeFileSync(path.join(dir, 'pages.jsonl'), lines.join('\n') + '\n');
  const reopened = await openPageCache(dir, SALT);
  assert.equal(reopened.get(key), undefined);
}));
