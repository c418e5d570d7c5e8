// Docusaurus's `if (ExecutionEnvironment.canUseDOM) { require('x') }` idiom (src/load/components/browser-only-requires.ts):
// the requires inside such a block are left out of a bundle, since canUseDOM is false where lendocs draws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowserOnlyRequires } from '../../../src/load/components/browser-only-requires.js';

test('a require inside an `if (….canUseDOM)` block becomes a call that never bundles the module; the others stay', () => {
  const text = [
    'const React = require("react");',
    'let Explorer = () => null;',
    'if (ExecutionEnvironment_1.default.canUseDOM) {',
    '  // the explorer { needs the DOM }',
    '  Explorer = require("@theme/ApiExplorer").default;',
    '  const label = "}";',
    '}',
    'const after = require("./after");',
  ].join('\n');
  const out = withBrowserOnlyRequires(text)!;
  assert.match(out, /Explorer = __lendocsBrowserOnlyRequire\("@theme\/ApiExplorer"\)\.default;/);
  assert.match(out, /^const React = require\("react"\);/);
  assert.match(out, /const after = require\("\.\/after"\);/);
  // Should it ever run, it says why.
  const run = new Function('ExecutionEnvironment_1', 'require', `${out}\nreturn Explorer;`);
  assert.equal(typeof run({ default: { canUseDOM: false } }, () => ({})), 'function');
  assert.throws(() => run({ default: { canUseDOM: true } }, () => ({})), /@theme\/ApiExplorer is loaded only in the browser/);
});

test('a file without such a block, a negated guard, or a block lendocs cannot read simply is left as it is', () => {
  assert.equal(withBrowserOnlyRequires('const x = require("x");'), undefined);
  assert.equal(withBrowserOnlyRequires('if (!ExecutionEnvironment.canUseDOM) { require("server"); }'), undefined);
  assert.equal(withBrowserOnlyRequires('if (ExecutionEnvironment.canUseDOM) { const r = /}/; require("x"); }'), undefined);
  assert.equal(withBrowserOnlyRequires('if (ExecutionEnvironment.canUseDOM) { window.x = 1; }'), undefined);
});
