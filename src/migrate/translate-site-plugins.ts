// The site's own plugins (a path outside node_modules in the config's `plugins`, or a function written there): the
// build runs them from the Docusaurus config itself (pipeline/site-plugins.ts), which `siteCode.plugins` names
// (`configFile`, relative to the site folder), when they give content. Without a config file to name, each gets a note.
/** The key, on the evaluated config, that lists the positions in `plugins` of the site's plugins that give content (content-plugins.ts). */
export const CONTENT_PLUGINS = '$lendocsContentPlugins';
/** The key that lists the site's plugins that wrap one of Docusaurus's content plugins, and which (content-plugins.ts). */
export const WRAPPER_PLUGINS = '$lendocsWrapperPlugins';
/** The key that lists the plugins of packages (plugins, themes, presets) that give content (content-plugins.ts). */
export const PACKAGE_CONTENT_PLUGINS = '$lendocsPackageContentPlugins';

/** A package's plugin that gives content: its package, the name its instance has, and its id. */
export interface PackageContentPlugin {
  package: string;
  name: string;
  id: string;
}

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A plugin of the site's own: a function (`[function]` once evaluated), or a path that is not into node_modules. */
export function isSitePlugin(entry: unknown): boolean {
  const spec = Array.isArray(entry) ? entry[0] : entry;
  if (typeof spec === 'function' || spec === '[function]') return true;
  return typeof spec === 'string' && /^[./]/.test(spec) && !/[\\/]node_modules[\\/]/.test(spec);
}

const shown = (entry: unknown) => {
  const spec = Array.isArray(entry) ? entry[0] : entry;
  return typeof spec === 'string' && spec !== '[function]' ? `plugin ${spec}` : 'plugins: a plugin written in the config (a function)';
};

const packageShown = (each: PackageContentPlugin) => `plugin ${each.name} (package ${each.package}${each.id === 'default' ? '' : `, id ${each.id}`})`;

/** Sets `siteCode.plugins` and notes the site's own plugins; gives back the config's other plugins. */
export function translateSitePlugins(config: Any, plugins: unknown[], configFile: string | undefined, notes: string[], contentPlugins?: unknown, wrappers?: unknown, fromPackages?: unknown): unknown[] {
  for (const wrapper of Array.isArray(wrappers) ? (wrappers as { source: string; package: string }[]) : []) {
    notes.push(`plugin ${wrapper.source}: wraps Docusaurus's ${wrapper.package}, so it is translated as that plugin, with the options it passes on; what it adds to it (its own hooks) is not run.`);
  }
  // Those that give content (content-plugins.ts); without that list (an older migrate's value), all of them.
  const gives = (index: number) => !Array.isArray(contentPlugins) || contentPlugins.includes(index);
  const own = plugins.filter((entry, index) => isSitePlugin(entry) && gives(index));
  const packages = Array.isArray(fromPackages) ? (fromPackages as PackageContentPlugin[]) : [];
  // A package's plugin that the build runs is not one to port by hand (translate.ts's note for the others).
  const run = (entry: unknown) => {
    const spec = Array.isArray(entry) ? entry[0] : entry;
    return typeof spec === 'string' && packages.some((each) => spec === each.package || spec.startsWith(`${each.package}/`) || each.package === `docusaurus-plugin-${spec}`);
  };
  const others = plugins.filter((entry, index) => (!isSitePlugin(entry) || !gives(index)) && (!configFile || !run(entry)));
  if (own.length === 0 && packages.length === 0) return others;
  if (!configFile) {
    for (const entry of own) notes.push(`${shown(entry)}: not run; port what it does by hand.`);
    for (const each of packages) notes.push(`${packageShown(each)}: not run; port what it does by hand.`);
    return others;
  }
  config.siteCode = { ...config.siteCode, plugins: configFile };
  for (const each of packages) {
    notes.push(`${packageShown(each)}: run at each build (siteCode.plugins names ${configFile}), as Docusaurus runs it: its loadContent() and contentLoaded() give the global data components read with usePluginData() and the files createData writes, and the routes it adds with addRoute are built as pages; its webpack set-up is not done.`);
  }
  for (const entry of own) {
    notes.push(`${shown(entry)}: run at each build (siteCode.plugins names ${configFile}), as Docusaurus runs it: its loadContent() and contentLoaded() give the global data components read with usePluginData() and the files createData writes, and the routes it adds with addRoute are built as pages; its webpack set-up and postBuild are not done. Keep that file.`);
  }
  return others;
}
