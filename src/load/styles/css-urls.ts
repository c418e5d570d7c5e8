// url() in the site's CSS (its components', its customCss files': css-bundle.ts), resolved as webpack's css-loader
// resolves it for Docusaurus, in an esbuild bundle of that CSS.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `url()` in the CSS of components and of customCss files as Docusaurus's css-loader resolves it: a path from the site root (`/img/x.svg`)
 * is looked for in the static folder, then in the site folder (webpack's resolve.roots: `/static/font/x.ttf` is
 * static/font/x.ttf); a relative one from the CSS file's folder, then as a module (`@site/static/…`,
 * `~package/…`). A file of the static folder is its published URL, as Docusaurus's copy of it would be; any other
 * file is inlined as a data URL, as url-loader inlines small ones. A path from the root that names no file stays as
 * written (it may be served by something else); a relative one that names no file is esbuild's error, as webpack's.
 */
export function cssUrls(b: import('esbuild').PluginBuild, siteRoot: string, staticFolders: readonly string[]): void {
  b.onResolve({ filter: /./ }, async (args) => {
    if (args.kind !== 'url-token' || /^([a-z][\w+.-]*:|#|\/\/)/i.test(args.path)) return undefined;
    const [file] = args.path.split(/[?#]/);
    const suffix = args.path.slice(file.length); // ?v=1#iefix: the font's own query and fragment stay
    let found: string | undefined;
    if (file.startsWith('/')) {
      found = [...staticFolders.map((folder) => path.join(folder, file)), path.join(siteRoot, file)].find((candidate) => isFile(candidate));
      if (!found) return { path: args.path, external: true };
    } else {
      const beside = path.resolve(args.resolveDir, file);
      if (isFile(beside)) found = beside;
      else {
        const resolved = await b.resolve(file.replace(/^~/, ''), { resolveDir: args.resolveDir, kind: 'require-call', pluginData: 'css-url' });
        if (resolved.errors.length > 0 || resolved.external || !path.isAbsolute(resolved.path)) return undefined;
        found = resolved.path;
      }
    }
    const published = staticUrl(found, staticFolders);
    if (published !== undefined) return { path: `${published}${suffix}`, external: true };
    return { path: found, namespace: 'css-url' };
  });
  b.onLoad({ filter: /./, namespace: 'css-url' }, (args) => ({ contents: readFileSync(args.path), loader: 'dataurl', watchFiles: [args.path] }));
}

/**
 * The URL a file of one of the static folders (absolute, in their order) is published at, or undefined for any other
 * file. A path in two folders is the first one's (Docusaurus copies and serves them so), so a file an earlier folder
 * hides is published nowhere: undefined too.
 */
export function staticUrl(file: string, staticFolders: readonly string[]): string | undefined {
  const index = staticFolders.findIndex((folder) => file.startsWith(folder + path.sep));
  if (index === -1) return undefined;
  const relative = path.relative(staticFolders[index], file);
  if (staticFolders.slice(0, index).some((earlier) => isFile(path.join(earlier, relative)))) return undefined;
  return `/${relative.split(path.sep).join('/')}`;
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
