// Bundles the browser script (src/client) into dist/client/main.js; run by `npm run prepare`.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/client/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/client/main.js', import.meta.url).pathname,
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  legalComments: 'none',
  logLevel: 'warning',
});
