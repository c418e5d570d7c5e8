// The bundled command line's lendocs code draws with React's static-markup renderer alone (issue 36:
// scripts/react-dom-server-static.mjs): react-dom/server as Node loads it compiles the streaming renderer too, in
// every thread that draws pages. The plugin is run the way bundle-cli.mjs runs it, on a module that draws as
// render-route.tsx does and on one that hands the module to the site's code as stand-ins.tsx does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tempDir, writeFiles } from '../../support/temp.js';

const REPO = new URL('../../../../', import.meta.url);
const PLUGIN = new URL('scripts/react-dom-server-static.mjs', REPO).href;

async function bundled(folder: string, entry: string): Promise<{ text: string; module: Record<string, unknown> }> {
  const { reactDomServerStatic } = (await import(PLUGIN)) as { reactDomServerStatic: Plugin };
  const outfile = path.join(folder, `${path.basename(entry, '.js')}.bundle.mjs`);
  await build({
    entryPoints: [path.join(folder, entry)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    nodePaths: [new URL('node_modules', REPO).pathname],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    plugins: [reactDomServerStatic],
    logLevel: 'silent',
  });
  return { text: readFileSync(outfile, 'utf8'), module: await import(pathToFileURL(outfile).href) };
}

test("lendocs's drawing gets React's static-markup renderer alone, and the same HTML; the site's code gets the whole module", async () => {
  const folder = writeFiles(tempDir('lendocs-react-server-'), {
    'draw.js': "import { createElement } from 'react';\nimport { renderToStaticMarkup } from 'react-dom/server';\nexport const html = renderToStaticMarkup(createElement('p', { className: 'note', title: 'a \"b\"' }, 'x & y', createElement('br')));\n",
    'stand-ins.js': "import * as ReactDOMServer from 'react-dom/server';\nexport const names = Object.keys(ReactDOMServer);\n",
  });
  const draw = await bundled(folder, 'draw.js');
  assert.equal(draw.module.html, renderToStaticMarkup(createElement('p', { className: 'note', title: 'a "b"' }, 'x & y', createElement('br'))));
  assert.match(draw.text, /react-dom-server-legacy\.node\.production\.js/);
  assert.doesNotMatch(draw.text, /react-dom-server\.node\.(production|development)\.js/, 'no streaming renderer in the bundle');

  const standIns = await bundled(folder, 'stand-ins.js');
  assert.ok((standIns.module.names as string[]).includes('renderToPipeableStream'));
  assert.ok((standIns.module.names as string[]).includes('renderToStaticMarkup'));
});
