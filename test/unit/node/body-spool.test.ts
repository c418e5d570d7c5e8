// The build's body spool (src/node/body-spool.ts): texts written and read back exactly, the file deleted on close.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openBodySpool } from '../../../src/node/body-spool.js';
import { tempDir } from '../../support/temp.js';

test('a spool gives back every text it was given, whatever its characters and in any order', () => {
  const spool = openBodySpool(path.join(tempDir('spool-'), 'bodies'));
  try {
    const texts = ['<p>Pools</p>', '', 'ÿ naïve café — 日本語 😀', 'x'.repeat(200_000), '\u0000\n\r\t'];
    const refs = texts.map((text) => spool.put(text));
    for (const index of [4, 0, 3, 2, 1]) assert.equal(spool.read(refs[index]), texts[index]);
    // Read twice: a read takes nothing away.
    assert.equal(spool.read(refs[2]), texts[2]);
  } finally {
    spool.close();
  }
});

test('closing a spool deletes its file; a read after that says what went wrong', () => {
  const file = path.join(tempDir('spool-'), 'bodies');
  const spool = openBodySpool(file);
  const ref = spool.put('<p>body</p>');
  assert.ok(existsSync(file));
  spool.close();
  assert.equal(existsSync(file), false);
  assert.throws(() => spool.read(ref), /page bodies of this build .* were read after the build had finished with them/);
  // Closing again (a failed build's clean-up after the emit stage closed it) is harmless.
  spool.close();
});
