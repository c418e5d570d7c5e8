// A plain customCss file that imports other CSS (`@import './fonts.css'`, `@import '~pkg/x.css'`, a package's
// stylesheet) or names files beside it (`@font-face { src: url(../fonts/inter.woff2) }`), resolved as webpack's
// css-loader resolves it for Docusaurus: each import inlined where it stands, a package's from the site's
// node_modules, and each url() as components' CSS has it (css-urls.ts). Bundled by esbuild; a file that needs none
// of it (most) is left to be read as it is, and one that Tailwind's PostCSS reads is left to it (postcss.ts).
import path from 'node:path';
import { cssUrls } from './css-urls.js';

/** An @import of a file or package (not of a URL with a scheme), or a url() relative to the file. */
const NEEDS_RESOLVING = /@import\s+(url\(\s*)?["']?(?![a-z][\w+.-]*:|\/\/)[^\s"')]+|url\(\s*["']?(?![a-z][\w+.-]*:|\/|#|["')])/i;
const TAILWIND = /@tailwind\s|@import\s+(url\()?["']tailwindcss|@apply\s/;

export const needsResolving = (css: string): boolean => NEEDS_RESOLVING.test(css) && !TAILWIND.test(css);

export type BundledCss = { css: string; inputs: string[] } | { error: { message: string; file?: string; line?: number } };

/** The CSS of `file` with its imports and url()s resolved; the static folders' files are their published URLs. */
export async function bundleCss(file: string, { siteRoot, staticFolders }: { siteRoot: string; staticFolders: readonly string[] }): Promise<BundledCss> {
  const { build } = await import('esbuild'); // only a site whose customCss needs it loads esbuild here
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      absWorkingDir: siteRoot,
      outdir: path.join(siteRoot, '.lendocs-css'),
      metafile: true,
      logLevel: 'silent',
      plugins: [
        {
          name: 'lendocs-custom-css',
          setup(b) {
            // A URL with a scheme (a web font's stylesheet) stays an @import, as css-loader leaves it.
            b.onResolve({ filter: /^([a-z][\w+.-]*:|\/\/)/i }, (args) => (args.kind === 'import-rule' ? { path: args.path, external: true } : undefined));
            // `~pkg/x.css`: webpack's old way of naming a package in CSS.
            b.onResolve({ filter: /^~/ }, (args) => (args.kind === 'import-rule' ? b.resolve(args.path.slice(1), { resolveDir: args.resolveDir, kind: 'import-rule' }) : undefined));
            cssUrls(b, siteRoot, staticFolders);
          },
        },
      ],
    });
    const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text ?? '';
    return { css, inputs: Object.keys(result.metafile.inputs).filter((input) => !input.includes(':')).map((input) => path.resolve(siteRoot, input)) };
  } catch (cause) {
    const first = (cause as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors?.[0];
    if (!first) return { error: { message: (cause as Error).message } };
    return { error: { message: first.text, file: first.location ? path.resolve(siteRoot, first.location.file) : undefined, line: first.location?.line } };
  }
}
