// Bundles the browser code (src/client) into dist/client/, and copies mermaid's browser build beside it; run by
// `npm run prepare`.
import { build } from 'esbuild';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCodeHash } from './code-hash.mjs';

const common = { bundle: true, minify: true, target: ['es2020'], legalComments: 'none', logLevel: 'warning' };
const source = (file) => fileURLToPath(new URL(`../src/client/${file}`, import.meta.url));
const output = (file) => fileURLToPath(new URL(`../dist/client/${file}`, import.meta.url));

// The script every page loads (a classic script), and the search interface it imports on first use (a module),
// and the code a page with part of a long sidebar top level imports (a module; src/client/sidebar-top-loader.ts).
// The head script is inlined in every page; the build puts the site's settings in place of its placeholder.
await Promise.all([
  build({ ...common, entryPoints: [source('main.ts')], outfile: output('main.js'), format: 'iife' }),
  build({ ...common, entryPoints: [source('head/boot.ts')], outfile: output('head.js'), format: 'iife' }),
  build({ ...common, entryPoints: [source('search/index.ts')], outfile: output('search.js'), format: 'esm' }),
  build({ ...common, entryPoints: [source('sidebar-top.ts')], outfile: output('sidebar-top.js'), format: 'esm' }),
]);

// Diagrams are drawn in the browser by mermaid's one-file build (3.5 MB). mermaid is a dev dependency, and only
// that file ships in the package: installing mermaid itself would add over a hundred packages and 85 MB to every
// install for a file the build only copies. Its licence travels with it.
const mermaidPackage = path.dirname(createRequire(import.meta.url).resolve('mermaid/package.json'));
await mkdir(output('vendor/mermaid'), { recursive: true });
await Promise.all([
  copyFile(path.join(mermaidPackage, 'dist/mermaid.min.js'), output('vendor/mermaid/mermaid.min.js')),
  copyFile(path.join(mermaidPackage, 'LICENSE'), output('vendor/mermaid/LICENSE')),
]);

// What the caches key lendocs's code on (src/version.ts): written last, once every file is in place.
writeCodeHash(fileURLToPath(new URL('../dist/client/', import.meta.url)));
