// Bundles the browser code (src/client) into dist/client/; run by `npm run prepare`.
import { build } from 'esbuild';

const common = { bundle: true, minify: true, target: ['es2020'], legalComments: 'none', logLevel: 'warning' };
const source = (file) => new URL(`../src/client/${file}`, import.meta.url).pathname;
const output = (file) => new URL(`../dist/client/${file}`, import.meta.url).pathname;

// The script every page loads (a classic script), and the search interface it imports on first use (a module).
// The head script is inlined in every page; the build puts the site's settings in place of its placeholder.
await Promise.all([
  build({ ...common, entryPoints: [source('main.ts')], outfile: output('main.js'), format: 'iife' }),
  build({ ...common, entryPoints: [source('head/boot.ts')], outfile: output('head.js'), format: 'iife' }),
  build({ ...common, entryPoints: [source('search/index.ts')], outfile: output('search.js'), format: 'esm' }),
]);
