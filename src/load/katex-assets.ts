// KaTeX's stylesheet and fonts, which a site publishes when a page has maths.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KATEX_STYLESHEET } from '../shared/asset-paths.js';

/** KaTeX's stylesheet and fonts, published only when some page has maths. */
export function katexAssets(): [string, string][] {
  const dist = path.dirname(fileURLToPath(import.meta.resolve('katex/dist/katex.min.css')));
  // Every format the stylesheet names, so `lendocs check` finds no missing font.
  const fonts = readdirSync(path.join(dist, 'fonts'));
  return [[KATEX_STYLESHEET, path.join(dist, 'katex.min.css')], ...fonts.map((name): [string, string] => [`/assets/katex/fonts/${name}`, path.join(dist, 'fonts', name)])];
}
