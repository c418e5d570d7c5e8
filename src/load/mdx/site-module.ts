// Where an import in an MDX file leads, for the site's own components: `./Cards`, `../components/Cards.tsx`,
// `@site/src/components/Cards` (the site folder), with the extensions and index files esbuild and Docusaurus try.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const CODE = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** The component's file; null for a file that is not code (an image, a Markdown partial); undefined when none exists. */
export function resolveSiteModule(specifier: string, fromFile: string, siteRoot: string): string | null | undefined {
  const base = specifier.startsWith('@site/') ? path.join(siteRoot, specifier.slice('@site/'.length)) : path.resolve(path.dirname(fromFile), specifier);
  const ext = path.extname(base);
  // An existing file that is not code (`./logo.png`, `./_partial.md`) is not a component.
  if (ext && !CODE.includes(ext) && isFile(base)) return null;
  if (CODE.includes(ext) && isFile(base)) return base;
  for (const candidate of [...CODE.map((e) => base + e), ...CODE.map((e) => path.join(base, `index${e}`))]) if (isFile(candidate)) return candidate;
  return undefined;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}
