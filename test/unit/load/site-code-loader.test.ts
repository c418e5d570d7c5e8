// The site's code runner (site-code.ts) makes one component loader per site set-up: the first pages of a build ask
// for components together, and before, each request that came before the loader was made made its own (closing the
// others'), so a module used on those pages was bundled once per request (eight loaders, a UI kit bundled seven
// times, on a corpus site with a page frame). And a bundle a build has checked is not checked again at each use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSiteCode } from '../../../src/load/components/site-code.js';
import { createComponentLoader, type ComponentLoader } from '../../../src/load/components/site-components.js';
import { tempDir } from '../../support/temp.js';

const SITE = { title: 'T', tagline: '', url: 'https://example.com' };

function siteWithComponent(): { root: string; module: string } {
  const root = tempDir('lendocs-site-code-loader-');
  const module = path.join(root, 'Badge.jsx');
  writeFileSync(module, 'export default function Badge({ label }) {\n  return <b>{label}</b>;\n}\n');
  return { root, module };
}

test('requests that come together share one component loader, and each module is bundled once', async () => {
  const { root, module } = siteWithComponent();
  const made: ComponentLoader[] = [];
  const bundles = new Set<unknown>();
  const siteCode = createSiteCode({
    createLoader: async (options) => {
      // Made a moment later, as the real one is (its module is imported first).
      await new Promise((resolve) => setImmediate(resolve));
      const loader = createComponentLoader(options);
      made.push(loader);
      return { ...loader, load: async (...args) => { const bundle = await loader.load(...args); bundles.add(bundle); return bundle; } };
    },
  });
  try {
    const replies = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((label) => siteCode.run({ task: { kind: 'use', props: { label } }, module, siteRoot: root, site: SITE, limits: { timeMs: 20_000, memoryMb: 256 } })));
    assert.deepEqual(replies.map((reply) => reply.failure), [undefined, undefined, undefined, undefined, undefined, undefined]);
    assert.deepEqual(replies.map((reply) => reply.value?.markup), ['<b>a</b>', '<b>b</b>', '<b>c</b>', '<b>d</b>', '<b>e</b>', '<b>f</b>']);
    assert.equal(made.length, 1);
    assert.equal(bundles.size, 1);
  } finally {
    await siteCode.close();
  }
});

test('a bundle is checked against its files once a run: an edit is seen at the next run, not in the middle of one', async () => {
  const { root, module } = siteWithComponent();
  const loader = createComponentLoader({ siteRoot: root });
  try {
    const first = await loader.load(module);
    writeFileSync(module, 'export default function Badge({ label }) {\n  return <i>{label}</i>;\n}\n');
    assert.equal(await loader.load(module), first);
    loader.beginRun();
    const second = await loader.load(module);
    assert.notEqual(second.hash, first.hash);
    assert.match(second.code, /"i"/);
  } finally {
    loader.close();
  }
});

test("the site's frame is bundled once, beside the components drawn in it, not into each of them", async () => {
  const { root, module } = siteWithComponent();
  const other = path.join(root, 'Other.jsx');
  writeFileSync(other, "import { Palette } from './palette.js';\nexport default function Other() {\n  return <i>{Palette.displayName}</i>;\n}\n");
  writeFileSync(path.join(root, 'palette.js'), "import { createContext } from 'react';\nexport const Palette = createContext('plain');\nPalette.displayName = 'FRAME_MARK_palette';\n");
  const layout = path.join(root, 'Layout.jsx');
  writeFileSync(layout, "import { Palette } from './palette.js';\nexport default function Layout({ children }) {\n  return <Palette.Provider value=\"FRAME_MARK_layout\">{children}</Palette.Provider>;\n}\n");
  const loader = createComponentLoader({ siteRoot: root, frame: { layout } });
  try {
    const [badge, second] = [await loader.load(module, undefined, true), await loader.load(other, undefined, true)];
    assert.ok(badge.frame && second.frame, 'each framed bundle names the frame it is drawn in');
    assert.equal(badge.frame.hash, second.frame.hash);
    assert.match(badge.frame.code, /FRAME_MARK_layout/);
    // Neither holds the frame's code; the file both import is the frame's.
    assert.doesNotMatch(badge.code + second.code, /FRAME_MARK_/);
    assert.match(second.code, /lendocs-frame-module:/);
    // A bundle is still made again when the frame's files change (the bundle's inputs are the frame's too).
    assert.ok(layout in badge.inputs);
  } finally {
    loader.close();
  }
});
