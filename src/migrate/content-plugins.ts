// Which of the site's own plugins (a path in `plugins`, or a function written there) give content: read in migrate's
// child process (evaluate-child.ts) while the plugins are still functions. Each is called as Docusaurus calls it, and
// one whose object has loadContent, contentLoaded or allContentLoaded is one the build runs (siteCode.plugins:
// pipeline/site-plugins.ts); a plugin of other hooks only (injectHtmlTags, configureWebpack, postBuild) is not, so a
// site whose plugins give no data or files pays no process at each build. A plugin whose function cannot be called
// here (it throws, it fetches what is not there) counts as one that gives content: the build says what goes wrong
// with it. One whose file cannot be read (not there) keeps migrate's note. One that wraps Docusaurus's own docs, blog
// or pages plugin (node/content-plugin-stand-ins.ts) becomes that plugin's entry, with the options it passed on:
// Docusaurus builds it as that plugin, and so does lendocs. The plugins of packages (node/package-plugins.ts) are
// called too, and those that give content are listed (PACKAGE_CONTENT_PLUGINS) for the build to run as well.
import path from 'node:path';
import { importSiteModules } from '../node/config-child.js';
import { contentPluginStandIns, wrappedContentPlugin, type WrappedContentPlugin } from '../node/content-plugin-stand-ins.js';
import { packagePlugins } from '../node/package-plugins.js';
import { CONTENT_PLUGINS, PACKAGE_CONTENT_PLUGINS, WRAPPER_PLUGINS, type PackageContentPlugin } from './translate-site-plugins.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any


const CONTENT_HOOKS = ['loadContent', 'contentLoaded', 'allContentLoaded'];

const isLocalPath = (spec: unknown): spec is string => typeof spec === 'string' && (path.isAbsolute(spec) || /^\.{1,2}([\\/]|$)/.test(spec)) && !/[\\/]node_modules[\\/]/.test(spec);

/** What a plugin's instance is: one that gives content, one that does not, or a Docusaurus content plugin it wraps. */
async function inspect(make: unknown, context: Any, options: unknown): Promise<boolean | WrappedContentPlugin> {
  try {
    if (typeof make !== 'function') return true;
    const plugin = await make(context, { id: 'default', ...((options ?? {}) as Any) });
    return wrappedContentPlugin(plugin) ?? (Boolean(plugin) && CONTENT_HOOKS.some((hook) => typeof plugin[hook] === 'function'));
  } catch {
    return true;
  }
}

/** The context a plugin's function is called with here. */
const contextOf = (config: Any, dir: string) => ({ siteDir: dir, siteConfig: config, baseUrl: config.baseUrl ?? '/', generatedFilesDir: path.join(dir, '.docusaurus'), i18n: { currentLocale: config.i18n?.defaultLocale ?? 'en', defaultLocale: config.i18n?.defaultLocale ?? 'en', locales: config.i18n?.locales ?? ['en'] } });

/** The packages' plugins that give content, listed on the config for translate-site-plugins.ts. */
async function findPackageContentPlugins(config: Any, dir: string): Promise<void> {
  // One that cannot be called here is left out: the build, which calls it again, says what goes wrong with it.
  const { plugins } = await packagePlugins(config, contextOf(config, dir));
  const giving: PackageContentPlugin[] = plugins
    .filter(({ instance }) => typeof instance?.name === 'string' && CONTENT_HOOKS.some((hook) => typeof instance[hook] === 'function'))
    .map(({ package: from, id, instance }) => ({ package: from, name: instance.name, id }));
  if (giving.length > 0) config[PACKAGE_CONTENT_PLUGINS] = giving;
}

export async function findContentPlugins(config: Any, dir: string): Promise<void> {
  if (!config || typeof config !== 'object') return;
  await findPackageContentPlugins(config, dir);
  if (!Array.isArray(config.plugins)) return;
  const entries = config.plugins.map((entry: unknown, index: number) => ({ index, spec: Array.isArray(entry) ? entry[0] : entry, options: Array.isArray(entry) ? entry[1] : undefined }));
  const own = entries.filter(({ spec }: { spec: unknown }) => typeof spec === 'function' || isLocalPath(spec));
  if (own.length === 0) return;
  const files = own.filter(({ spec }: { spec: unknown }) => typeof spec === 'string').map(({ spec }: { spec: string }) => path.resolve(dir, spec));
  let modules: (Any | undefined)[];
  try {
    modules = await importSiteModules(files, new Set(), contentPluginStandIns());
  } catch {
    // One at a time, so that a file that cannot be bundled (not there, a syntax error) leaves the others' answers.
    modules = [];
    for (const file of files) modules.push(await importSiteModules([file], new Set(), contentPluginStandIns()).then(([one]) => one, () => undefined));
  }
  const context = contextOf(config, dir);
  const found: number[] = [];
  const wrappers: { source: string; package: string }[] = [];
  let fileIndex = 0;
  for (const { index, spec, options } of own) {
    const namespace = typeof spec === 'string' ? modules[fileIndex++] : undefined;
    // A file that could not be read is left to migrate's note: the build could not run it either.
    if (typeof spec === 'string' && !namespace) continue;
    const make = typeof spec === 'function' ? spec : 'default' in namespace! ? namespace!.default : namespace;
    const what = await inspect(typeof make === 'function' ? make : make?.default, context, options);
    if (typeof what === 'object') {
      config.plugins[index] = [what.package, what.options];
      wrappers.push({ source: typeof spec === 'string' ? spec : '[function]', package: what.package });
    } else if (what) found.push(index);
  }
  config[CONTENT_PLUGINS] = found;
  if (wrappers.length > 0) config[WRAPPER_PLUGINS] = wrappers;
}
