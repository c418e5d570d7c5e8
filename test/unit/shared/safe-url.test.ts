// The one URL rule (src/shared/safe-url.ts): only http(s), mailto (for links) and paths; any other scheme, however
// it is disguised, is refused with what is allowed (issue 28, item a). Where each key is checked, and the messages
// with their file and line, in test/integration/url-safety.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXTERNAL_LINK_URL, LINK_URL, WEB_OR_PATH_URL, WEB_URL, urlProblem, urlScheme } from '../../../src/shared/safe-url.js';

const HOSTILE = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\x01javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'tel:123'];

test('urlScheme reads a scheme as a browser does: case, spaces around, tabs and line breaks inside', () => {
  const table: [string, string | undefined][] = [
    ['https://example.com/x', 'https'],
    ['  JaVaScRiPt:alert(1)', 'javascript'],
    ['java\tscr\nipt:x', 'javascript'],
    ['\x00\x1fdata:x', 'data'],
    ['/docs/intro', undefined],
    ['intro', undefined],
    ['#part', undefined],
    ['//cdn.example.com/a.png', undefined],
    ['./a:b', undefined],
    ['1http:x', undefined],
  ];
  for (const [value, scheme] of table) assert.equal(urlScheme(value), scheme, JSON.stringify(value));
});

test('urlProblem allows http(s), mailto and paths for links, and nothing else', () => {
  for (const ok of ['https://example.com', 'HTTP://example.com/a', 'mailto:jo@example.com', '/blog/authors/jo', 'jo', '#top', '//example.com/x']) assert.equal(urlProblem(ok, LINK_URL), undefined, ok);
  for (const bad of HOSTILE) assert.match(urlProblem(bad, LINK_URL) ?? '', /give an http\(s\) or mailto URL, or a path on this site$/, JSON.stringify(bad));
  assert.match(urlProblem('mailto:jo@example.com', WEB_OR_PATH_URL)!, /"mailto:" URL, which is not allowed/);
  assert.match(urlProblem('/edit', WEB_URL)!, /is not a full URL; give an http\(s\) URL$/);
});

test('Docusaurus\'s pathname:/// escape hatch is a path of this site for links, and nothing else after the prefix', () => {
  for (const ok of ['pathname:///playground/', 'pathname:///files/a.pdf', 'pathname://guide']) {
    assert.equal(urlProblem(ok, LINK_URL), undefined, ok);
    assert.equal(urlProblem(ok, EXTERNAL_LINK_URL), undefined, ok);
  }
  for (const bad of ['pathname://javascript:alert(1)', 'pathname:////evil.example/x', 'pathname://', 'PATHNAME:///x']) assert.ok(urlProblem(bad, LINK_URL), bad);
  // Not where a path means a file or a service: an image, a redirect target, an edit URL.
  assert.match(urlProblem('pathname:///x', WEB_OR_PATH_URL)!, /"pathname:" URL, which is not allowed/);
  assert.match(urlProblem('/docs', EXTERNAL_LINK_URL)!, /or a path on this site as pathname:\/\/\/path$/);
});
