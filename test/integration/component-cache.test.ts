// The persistent cache and the site's components: a page whose component failed (did not parse, imported a missing
// file, threw when loaded) is never kept, so the build after the component is fixed draws it again, and `serve`
// started from that cache does too; a cached page is made again when any file its component's bundle read changes,
// one imported only indirectly included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { startServer } from '../../src/serve/server.js';
import { makeSite, tempDir } from '../support/fixture-site.js';
import { fetchRaw } from '../support/http.js';

const BOX = "import { label } from './util.js';\n\nexport default function Box() {\n  return <div data-box>{label}</div>;\n}\n";
const FILES = {
  'docs/comp.mdx': "---\ntitle: Comp\n---\n\nimport Box from '@site/src/components/Box';\n\n<Box />\n",
  'src/components/Box.jsx': BOX,
  'src/components/util.js': "export const label = 'first label';\n",
};

const FAILURES = [
  { kind: 'a syntax error', text: `const x = ;\n${BOX}`, message: /Box\.jsx cannot be bundled: Unexpected ";"/ },
  { kind: 'a missing import', text: `import './missing.js';\n${BOX}`, message: /Box\.jsx cannot be bundled: Could not resolve "\.\/missing\.js"/ },
  { kind: 'a top-level throw', text: `throw new Error('thrown at load');\n${BOX}`, message: /<Box> failed while rendering: thrown at load/ },
];

function setup() {
  const root = makeSite(FILES);
  const cache = { dir: path.join(tempDir(), 'cache') };
  const out = path.join(tempDir(), 'site');
  const write = (relative, text) => writeFileSync(path.join(root, relative), text);
  const page = () => readFileSync(path.join(out, 'comp/index.html'), 'utf8');
  return { root, cache, out, write, page, run: () => build({ root, out, cache }) };
}

const errorsOf = (result) => result.diagnostics.filter((d) => d.severity === 'error');

for (const { kind, text, message } of FAILURES) {
  test(`a component with ${kind} is drawn again once it is fixed, with the same cache`, async () => {
    const site = setup();
    assert.deepEqual(errorsOf(await site.run()), []);
    assert.match(site.page(), /<div data-box="true">first label<\/div>/);
    site.write('src/components/Box.jsx', text);
    for (let attempt = 0; attempt < 2; attempt++) {
      const broken = await site.run();
      assert.equal(errorsOf(broken).length, 1);
      assert.match(errorsOf(broken)[0].message, message);
    }
    site.write('src/components/Box.jsx', BOX);
    const restored = await site.run();
    assert.deepEqual(errorsOf(restored), [], 'the failure is not replayed from the cache');
    assert.match(site.page(), /<div data-box="true">first label<\/div>/);
  });
}

test('a change to a file the component imports only indirectly changes the page', async () => {
  const site = setup();
  await site.run();
  assert.match(site.page(), /first label/);
  site.write('src/components/util.js', "export const label = 'second label';\n");
  const changed = await site.run();
  assert.deepEqual(errorsOf(changed), []);
  assert.equal(changed.stats.upToDate, undefined);
  assert.match(site.page(), /<div data-box="true">second label<\/div>/);
  assert.doesNotMatch(site.page(), /first label/);
});

test('serve started from a cache a failed build left draws the fixed component, with no overlay', async () => {
  const site = setup();
  await site.run();
  site.write('src/components/Box.jsx', `const x = ;\n${BOX}`);
  assert.equal(errorsOf(await site.run()).length, 1);
  site.write('src/components/Box.jsx', BOX);
  const server = await startServer({ root: site.root, port: 0, host: '127.0.0.1', watch: false, cache: site.cache });
  try {
    assert.equal(server.firstBuild.ok, true, JSON.stringify(server.firstBuild.diagnostics));
    const { status, body } = await fetchRaw(server.url, '/comp');
    assert.equal(status, 200);
    assert.match(body, /<div data-box="true">first label<\/div>/);
  } finally {
    await server.close();
  }
});
