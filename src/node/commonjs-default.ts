// Docusaurus loads a config and its plugins with jiti, which reads `import x from 'pkg'` and `import('pkg')` as Babel
// does: from a CommonJS package compiled from ES modules (`exports.__esModule = true`), the default is
// `exports.default`. Node's ES module loader gives the whole `module.exports` instead, so a plugin that imports such
// a package's default got an object where it expected a function ("x is not a function"). config-child.ts sends
// such an import through a module that gives Babel's default and passes every named export on.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The esbuild namespace of the modules that stand between an importer and a CommonJS package. */
export const COMMONJS_DEFAULT = 'lendocs-commonjs-default';

/** Whether Node reads `file` as CommonJS: a .cjs file, or a .js file whose nearest package.json has no "type": "module". */
export function isCommonJs(file: string): boolean {
  if (/\.cjs$/i.test(file)) return true;
  if (!/\.js$/i.test(file)) return false;
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    let text: string | undefined;
    try {
      text = readFileSync(path.join(folder, 'package.json'), 'utf8');
    } catch {
      if (path.dirname(folder) === folder) return true;
      continue;
    }
    try {
      return (JSON.parse(text) as { type?: unknown }).type !== 'module';
    } catch {
      // Node refuses such a package itself; leave the import as it was.
      return false;
    }
  }
}

/** The module that stands between the importer and the CommonJS file `file` (an absolute path, left external). */
export function commonJsDefaultModule(file: string): string {
  const target = JSON.stringify(file);
  return `import m from ${target};\nexport * from ${target};\nexport default m && m.__esModule ? m.default : m;\n`;
}
