// Runs in migrate's child process (evaluate-child.ts), while the config's plugins are still functions: a plugin
// written in the config or in a file of the site (`./src/plugins/tailwind`) is called as Docusaurus calls it, and
// the PostCSS plugins its `configurePostCss` pushes (Tailwind, autoprefixer) are named by their packages and put
// beside the plugins list, under POSTCSS_FROM_PLUGINS, for translate.ts to write as `postcssPlugins`. Plugins from
// packages are not called: their configurePostCss, if any, is named in the notes as before.
import { createRequire } from 'node:module';
import path from 'node:path';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The key, on the evaluated config, that holds what the plugins' configurePostCss pushed. */
export const POSTCSS_FROM_PLUGINS = '$lendocsPostCss';

export interface PostCssFromPlugins {
  /** Package names, in the order pushed. */
  plugins: string[];
  /** PostCSS plugins pushed that could not be named by a package of the site. */
  unnamed: number;
}

/** The package a module file belongs to (the path after the last node_modules/). */
function packageOfFile(file: string): string | undefined {
  const after = file.split(`${path.sep}node_modules${path.sep}`).pop();
  if (!after || after === file) return undefined;
  const parts = after.split(path.sep);
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The package a pushed PostCSS plugin comes from: the module that exports it, else the name it gives itself. */
function nameOf(plugin: unknown, siteRequire: NodeJS.Require): string | undefined {
  if (typeof plugin === 'string') return plugin;
  for (const module of Object.values(siteRequire.cache)) {
    const exported = module?.exports as Any | undefined;
    if (exported && (exported === plugin || exported.default === plugin)) return packageOfFile(module!.filename);
  }
  let made = plugin as Any;
  try {
    if (typeof plugin === 'function' && (plugin as Any).postcss === true) made = (plugin as () => Any)();
  } catch {
    return undefined;
  }
  return typeof made?.postcssPlugin === 'string' ? made.postcssPlugin : undefined;
}

/** Calls each plugin of the site's own and records what its configurePostCss pushes (nothing when none has one). */
export async function findPostCssPlugins(config: Any, dir: string): Promise<void> {
  if (!config || typeof config !== 'object') return;
  const siteRequire = createRequire(path.join(dir, 'noop.js'));
  const found: PostCssFromPlugins = { plugins: [], unnamed: 0 };
  for (const entry of Array.isArray(config.plugins) ? config.plugins : []) {
    const [spec, options] = Array.isArray(entry) ? entry : [entry, {}];
    try {
      const make = typeof spec === 'function' ? spec : typeof spec === 'string' && /^\.{1,2}\//.test(spec) ? siteRequire(path.resolve(dir, spec)) : undefined;
      const plugin = await (typeof make === 'function' ? make : make?.default)?.({ siteDir: dir, siteConfig: config }, options ?? {});
      if (typeof plugin?.configurePostCss !== 'function') continue;
      const given = { plugins: [] as unknown[] };
      const postcss = plugin.configurePostCss(given) ?? given;
      for (const pushed of postcss.plugins ?? []) {
        const name = nameOf(pushed, siteRequire);
        if (name && !found.plugins.includes(name)) found.plugins.push(name);
        else if (!name) found.unnamed += 1;
      }
    } catch {
      // A plugin that cannot be called here is named in the notes like any other.
    }
  }
  if (found.plugins.length || found.unnamed) config[POSTCSS_FROM_PLUGINS] = found;
}
