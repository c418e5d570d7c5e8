// What the pages are drawn with, put together once (src/render/prepare.ts) for a build, serve's rebuild and its
// body-only save: the stylesheet with the overrides' CSS, the context the templates read, the routes' fingerprints;
// and the assets stage both callers run (src/pipeline/prepare-site.ts): the overrides drawn and Sass compiled first.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { createSiteCode } from '../../src/load/components/site-code.js';
import { build } from '../../src/pipeline/build.js';
import { prepareSite } from '../../src/pipeline/prepare-site.js';
import { prepareRender } from '../../src/render/prepare.js';
import type { Route } from '../../src/types.js';
import { makeSite } from '../support/fixture-site.js';

async function fixtureSite(files: Record<string, string> = {}, config?: string) {
  const root = makeSite({ 'docs/a.md': '---\ntitle: A\n---\n\nFirst.\n', 'docs/b.md': '---\ntitle: B\n---\n\nSecond.\n', ...files }, { config });
  const { site } = await build({ root, out: path.join(root, '..', 'unused'), write: false });
  return { root, site: site! };
}

const THEME = { overrides: { Footer: '<footer>own</footer>' }, css: ['.own-footer { color: red; }'] };

test('the stylesheet holds the overrides’ CSS, and the context their HTML and the serve-only script', async () => {
  const { root, site } = await fixtureSite();
  const built = await prepareRender({ root, site, theme: THEME, compiledCss: {}, tools: 'v1' });
  assert.match(built.assets.css.contents, /\.own-footer \{ color: red; \}/);
  assert.equal(built.context.theme.Footer, '<footer>own</footer>');
  assert.equal(built.context.devScript, undefined);
  assert.equal(built.context.assets.css, built.assets.css.path);
  const served = await prepareRender({ root, site, theme: THEME, compiledCss: {}, tools: 'v1', devScript: '/live.js' });
  assert.equal(served.context.devScript, '/live.js');
});

test('forSite draws another Site with the same assets, theme and drawn sidebars, and fingerprints it anew', async () => {
  const { root, site } = await fixtureSite();
  const prepared = await prepareRender({ root, site, theme: THEME, compiledCss: {}, tools: 'v1' });
  const same = prepared.forSite(site);
  for (const route of site.routes) assert.equal(same.fingerprint(route), prepared.fingerprint(route));
  const a = site.routes.find((route) => route.path.endsWith('/a'))!;
  const edited = { ...a, data: { ...a.data, page: { ...(a.data as { page: object }).page, html: '<p>Edited.</p>' } } } as Route;
  const next = { ...site, routes: site.routes.map((route) => (route === a ? edited : route)) };
  const drawn = prepared.forSite(next);
  assert.equal(drawn.context.site, next);
  assert.equal(drawn.context.sidebars, prepared.context.sidebars);
  assert.equal(drawn.assets, prepared.assets);
  assert.notEqual(drawn.fingerprint(edited), prepared.fingerprint(a));
  const otherTools = await prepareRender({ root, site, theme: THEME, compiledCss: {}, tools: 'v2' });
  assert.notEqual(otherTools.fingerprint(a), prepared.fingerprint(a));
});

test('prepareSite draws the site\'s theme overrides with its code and puts their HTML and CSS into what the pages are drawn with', async () => {
  const footer = "import styles from './Footer.module.css';\nexport default function Footer() { return <footer className={styles.own}>Own footer</footer>; }\n";
  const { root, site } = await fixtureSite({ 'src/theme/Footer.jsx': footer, 'src/theme/Footer.module.css': '.own { border-top: 3px solid teal; }\n' });
  const siteCode = createSiteCode();
  try {
    const prepared = await prepareSite({ root, site, siteCode, tools: 'v1' });
    assert.deepEqual(prepared.diagnostics, []);
    assert.match(prepared.render!.context.theme.Footer!, /Own footer/);
    assert.match(prepared.render!.assets.css.contents, /border-top: 3px solid teal/);
    assert.equal(prepared.render!.context.devScript, undefined);
    const served = await prepareSite({ root, site, siteCode, tools: 'v1', devScript: '/live.js' });
    assert.equal(served.render!.context.devScript, '/live.js');
  } finally {
    await siteCode.close();
  }
});

test('prepareSite gives no drawing, only the error, when the site\'s Sass customCss cannot be compiled', async () => {
  const { root, site } = await fixtureSite();
  const withSass = { ...site, config: { ...site.config, customCss: ['css/custom.scss'] } };
  const siteCode = createSiteCode();
  try {
    const prepared = await prepareSite({ root, site: withSass, siteCode, tools: 'v1' });
    assert.equal(prepared.render, undefined);
    assert.deepEqual(prepared.diagnostics.map((diagnostic) => [diagnostic.severity, diagnostic.code]), [['error', 'missing-package']]);
  } finally {
    await siteCode.close();
  }
});
