// What the path fuzzers serve (test/unit/fuzz.test.ts resolves paths in it, test/e2e/fuzz.test.ts requests them): a
// site folder beside secrets, with links that lead out of it, and random raw request paths that try to reach them.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import fc from 'fast-check';

export const SECRET = 'SECRET-OUTSIDE-THE-SITE';

/** parent/site is served; parent/site-secret, parent/secret.txt and /etc/passwd are outside it. Removed after the file. */
export function servedFolder() {
  const parent = realpathSync(mkdtempSync(path.join(tmpdir(), 'lendocs-fuzz-serve-')));
  after(() => rmSync(parent, { recursive: true, force: true }));
  const root = path.join(parent, 'site');
  const files = {
    'site/index.html': '<!doctype html><p>home</p>',
    'site/404.html': '<!doctype html><p>not found</p>',
    'site/a/index.html': '<p>a</p>',
    'site/a/b.html': '<p>b</p>',
    'site/img/x.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'site/über/ü.txt': 'unicode',
    'site/a b/c.txt': 'space',
    'site-secret/secret.txt': SECRET,
    'secret.txt': SECRET,
  };
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(parent, relative)), { recursive: true });
    writeFileSync(path.join(parent, relative), text);
  }
  symlinkSync(path.join(parent, 'secret.txt'), path.join(root, 'link-out.txt'));
  symlinkSync(path.join(parent, 'site-secret'), path.join(root, 'dir-out'));
  symlinkSync('/etc', path.join(root, 'etc'));
  return { root, inside: (file: string) => file === root || file.startsWith(root + path.sep) };
}

const segment = fc.oneof(
  fc.constantFrom(
    '', '.', '..', '...', '%2e', '%2e%2e', '%2E%2e', '.%2e', '%252e%252e', '%2f', '%2F', '%5c', '%5C', '\\', '..\\', '%00', '%', '%zz',
    '%c0%ae%c0%ae', '%e0%80%ae', '%uff0e', '\u2024\u2024', '．．', 'site-secret', 'secret.txt', '..%2fsecret.txt', '..%2f..%2fsecret.txt',
    'link-out.txt', 'dir-out', 'etc', 'passwd', 'index.html', '404.html', 'a', 'b', 'b.html', 'img', 'x.svg', 'über', '%C3%BC', 'ü.txt',
    '%C3%BC.txt', 'a b', 'a%20b', 'c.txt', '?', '#', ';', '~', '*', '//', '%0a', '%0d', ' ', '\t', '\u0000', '%ff', '%fe%ff', 'CON', 'a'.repeat(300),
  ),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
);

/** A request path as an attacker would write it: hostile segments between odd starts and ends. */
export const rawPath = fc
  .tuple(fc.constantFrom('/', '', '//', '\\', '%2f', 'http://x/', '*', '/./', '/../'), fc.array(segment, { maxLength: 8 }), fc.constantFrom('', '/', '?q=1', '#x', '/?', '%'))
  .map(([start, segments, end]) => start + segments.join('/') + end);
