// Bundles the command line (tsc's output in dist/src) into a few files in dist/bundle/, which bin/lendocs.js runs;
// run by `npm run prepare`, after tsc.
//
// Why: Node loads an ES module file by file. Unbundled, `lendocs` loads about 200 of its own files and several hundred
// of its dependencies' before doing anything: about 0.4 s of a 2 s build of a 100-page site, paid again by each
// Markdown worker thread. One bundle, split where the code is loaded lazily, starts in about half that.
//
// Kept outside the bundle: esbuild (a native binary), shiki and its grammars (loaded one file per language, on
// demand), KaTeX (its stylesheet and fonts are copied from its package) and chokidar (serve --watch only).
// The tests import dist/src directly; what they run through bin/ is this bundle.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeCodeHash } from './code-hash.mjs';
import { precompileRegexes } from './precompile-regexes.mjs';
import { reactDomServerStatic } from './react-dom-server-static.mjs';

// A file path, not a URL's pathname: a checkout whose path holds a space or other escaped characters must work.
const dist = (file) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

// Chunk names carry a hash of their contents: without emptying the folder, every rebuild would leave the old ones.
rmSync(dist('bundle'), { recursive: true, force: true });

await build({
  // Each entry keeps its place relative to the others: the pools start ./markdown-worker.js and ./render-worker.js
  // beside themselves, a site rendered on one thread highlights on ./highlight-worker.js, the site's components run in ./site-code-worker.js, `build` starts ./build-worker.js, migrate runs ./evaluate-child.js in a child process (a build with createRedirects, ./created-redirects-child.js; with a sidebarItemsGenerator, ./sidebar-items-generator-child.js; with a markdown.preprocessor, ./markdown-preprocessor-child.js; with markdown.remarkPlugins, ./remark-plugins-child.js; with siteCode.plugins, ./site-plugins-child.js), the site's PostCSS runs in ./postcss-child.js (serve's outline compiles its Sass in ./custom-css-worker.js), and its inline webpack loaders in ./webpack-loader-child.js. dist/bundle/ is as deep as
  // dist/src/, so the package root is ../../ from both (src/version.ts).
  entryPoints: { cli: dist('src/cli.js'), 'markdown-worker': dist('src/load/markdown-worker.js'), 'highlight-worker': dist('src/load/highlight-worker.js'), 'render-worker': dist('src/render/workers/render-worker.js'), 'site-code-worker': dist('src/load/components/site-code-worker.js'), 'build-worker': dist('src/commands/build-worker.js'), 'evaluate-child': dist('src/migrate/evaluate-child.js'), 'created-redirects-child': dist('src/pipeline/created-redirects-child.js'), 'sidebar-items-generator-child': dist('src/pipeline/sidebar-items-generator-child.js'), 'markdown-preprocessor-child': dist('src/load/markdown-preprocessor-child.js'), 'remark-plugins-child': dist('src/load/remark/remark-plugins-child.js'), 'site-plugins-child': dist('src/pipeline/site-plugins-child.js'), 'postcss-child': dist('src/node/postcss-child.js'), 'custom-css-worker': dist('src/load/styles/custom-css-worker.js'), 'webpack-loader-child': dist('src/node/webpack-loader-child.js') },
  outdir: dist('bundle'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['esbuild', 'shiki', '@shikijs/*', 'katex', 'chokidar'],
  // Bundled CommonJS packages (React, yaml…) call require() for Node's own modules.
  banner: { js: "import { createRequire as __lendocsBundleRequire } from 'node:module'; const require = __lendocsBundleRequire(import.meta.url);" },
  legalComments: 'none',
  // lendocs's own drawing gets React's static-markup renderer alone, not its streaming one too.
  plugins: [reactDomServerStatic],
  logLevel: 'warning',
});

// The JavaScript engine's grammars, their patterns translated once here rather than at every build.
rmSync(dist('regexes'), { recursive: true, force: true });
await precompileRegexes(new URL('../dist/', import.meta.url));

// What the caches key lendocs's code on (src/version.ts): written last, once every file is in place.
writeCodeHash(dist('bundle'));
writeCodeHash(dist('regexes'));
