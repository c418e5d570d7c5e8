// Docusaurus's own content plugins (docs, blog, pages) as a site's plugin sees them when it wraps one: a plugin file
// that imports `@docusaurus/plugin-content-blog`, calls its default export with the options it was given, and returns
// that instance spread with hooks of its own (`{ ...blogPluginInstance, contentLoaded }`, a "related posts" extension
// of the blog). To Docusaurus the result is its blog plugin, with its name and the options it was called with.
// lendocs builds those contents itself, so when migrate and the build run the site's plugins (config-child.ts),
// these packages are replaced by stand-ins whose instance says which plugin it is and with which options: migrate
// translates the entry as that plugin (content-plugins.ts), and the build does not run it (site-plugins-child.ts).

/** The key, on a stand-in's instance, of what it stands for; a symbol, which an object spread copies. */
const WRAPPED_KEY = 'lendocs.wrappedContentPlugin';

/** Docusaurus's content plugin packages, and whether their function is async (docs and blog are; pages is not). */
const CONTENT_PACKAGES: Record<string, { async: boolean }> = {
  '@docusaurus/plugin-content-docs': { async: true },
  '@docusaurus/plugin-content-blog': { async: true },
  '@docusaurus/plugin-content-pages': { async: false },
};

/** What a wrapped plugin's instance carries: the package it stands for and the options it was called with. */
export interface WrappedContentPlugin {
  package: string;
  options: Record<string, unknown>;
}

/**
 * The stand-ins, by package name: CommonJS modules (as the packages are) whose default export makes an instance with
 * the package's plugin name, and whose validateOptions gives the options back as they are.
 */
export function contentPluginStandIns(): Map<string, string> {
  return new Map(
    Object.entries(CONTENT_PACKAGES).map(([name, { async }]) => {
      const pluginName = `docusaurus-${name.split('/')[1]}`;
      const source = [
        `const key = Symbol.for(${JSON.stringify(WRAPPED_KEY)});`,
        `${async ? 'async ' : ''}function plugin(context, options) {`,
        `  return { name: ${JSON.stringify(pluginName)}, [key]: { package: ${JSON.stringify(name)}, options: { ...(options || {}) } } };`,
        '}',
        'exports.default = plugin;',
        'exports.validateOptions = ({ options }) => options;',
        "Object.defineProperty(exports, '__esModule', { value: true });",
      ].join('\n');
      return [name, source];
    }),
  );
}

/** The Docusaurus content plugin a site's plugin instance is (it spread a stand-in's instance), if any. */
export function wrappedContentPlugin(instance: unknown): WrappedContentPlugin | undefined {
  if (!instance || typeof instance !== 'object') return undefined;
  const wrapped = (instance as Record<symbol, unknown>)[Symbol.for(WRAPPED_KEY)] as WrappedContentPlugin | undefined;
  return wrapped && typeof wrapped.package === 'string' ? wrapped : undefined;
}
