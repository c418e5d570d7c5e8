// Runs in the build's child process (node/config-child.ts): the plugins of a Docusaurus config that give content, as
// Docusaurus runs them before it bundles the site: the site's own (a path in its `plugins`, or a function written
// there), then those of packages (node/package-plugins.ts: `plugins`, `themes`, and what a preset gives), but not
// Docusaurus's own, whose work lendocs does. Each module's function is called with the context and the plugin's
// options, then its loadContent() and contentLoaded({ content, actions }), then allContentLoaded({ allContent, actions }). What they give goes back to the build
// (site-plugins.ts): each plugin's global data (setGlobalData), the files createData wrote into the generated-files
// folder the build named, and the routes addRoute asked for. A plugin that throws is reported, and the others run.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSiteModules, runConfigChild, waitingFor } from '../node/config-child.js';
import { contentPluginStandIns, wrappedContentPlugin } from '../node/content-plugin-stand-ins.js';
import { packagePlugins } from '../node/package-plugins.js';
import { pluginWebpack, type PluginWebpack } from './plugin-webpack.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the build sends on stdin. */
export interface SitePluginsInput {
  siteDir: string;
  /** Where createData writes, as `<name>/<id>/<file>` (Docusaurus's generatedFilesDir). */
  generatedFilesDir: string;
  baseUrl: string;
  outDir: string;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string };
}

/**
 * One plugin that ran. `source`: its file from the site folder; `package`: the package it comes from; neither, for a
 * function written in the config.
 */
export interface PluginRun {
  name: string;
  id: string;
  source?: string;
  package?: string;
  /** Whether it called setGlobalData; the data is in `globalData`. */
  hasGlobalData: boolean;
  globalData?: unknown;
  /** The files createData wrote, from the generated-files folder. */
  files: string[];
  /** The routes addRoute was asked for, as data (pipeline/plugin-routes.ts builds them). */
  routes: AddedRoute[];
  /** What its configureWebpack tells the bundler about its routes' modules (plugin-webpack.ts). */
  webpack?: PluginWebpack;
}

/**
 * A route as contentLoaded() gave it to addRoute(): `component` a module path (`@theme/X`, `@site/…`, absolute),
 * `modules` prop names to module paths (or `{ __import, path }`, or objects and arrays of them), `props` given as
 * they are (Docusaurus 3), `nested` how many child `routes` it has.
 */
export interface AddedRoute {
  path: string;
  component?: string;
  modules?: unknown;
  props?: unknown;
  nested?: number;
}

export interface PluginFailure {
  /** The plugin's name, once its function has given it. */
  name?: string;
  source?: string;
  package?: string;
  /** Its id, for a package's plugin (one package may give several, as one per API spec). */
  id?: string;
  step: string;
  message: string;
  /** The line of the site's own code that threw, when the stack names one. */
  at?: { file: string; line: number };
}

export interface SitePluginsResult {
  plugins: PluginRun[];
  failures: PluginFailure[];
  /** Packages the plugins import that are not installed (stood in for). */
  missing: string[];
}

const CONTENT_HOOKS = ['loadContent', 'contentLoaded', 'allContentLoaded'];

/** A string in `plugins` that names a file of the site rather than a package. */
const isLocalPath = (spec: string) => path.isAbsolute(spec) || /^\.{1,2}([\\/]|$)/.test(spec);

interface LocalPlugin {
  source?: string;
  file?: string;
  factory?: (context: Any, options: Any) => unknown;
  options: unknown;
}

/** The config's own plugins: functions, and paths outside node_modules (a package's plugin is not the site's code). */
function localPlugins(config: Any, siteDir: string): LocalPlugin[] {
  return (Array.isArray(config.plugins) ? config.plugins : []).flatMap((entry: unknown): LocalPlugin[] => {
    const [spec, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof spec === 'function') return [{ factory: spec as LocalPlugin['factory'], options }];
    if (typeof spec !== 'string' || !isLocalPath(spec)) return [];
    const file = path.resolve(siteDir, spec);
    if (file.split(path.sep).includes('node_modules')) return [];
    return [{ file, source: path.relative(siteDir, file).split(path.sep).join('/'), options }];
  });
}

/** The first line of the site's own code (not a package's) in an error's stack. */
function siteFrame(cause: unknown, siteDir: string): { file: string; line: number } | undefined {
  for (const line of String((cause as Error)?.stack ?? '').split('\n')) {
    const match = /\(?((?:file:\/\/)?\/[^():]+):(\d+):\d+\)?$/.exec(line.trim());
    if (!match) continue;
    const file = match[1].startsWith('file://') ? fileURLToPath(match[1]) : match[1];
    if (file.startsWith(`${siteDir}${path.sep}`) && !file.includes(`${path.sep}node_modules${path.sep}`) && !file.includes('.lendocs-evaluate-')) return { file: path.relative(siteDir, file), line: Number(match[2]) };
  }
  return undefined;
}

/** Docusaurus's validateOptions: the plugin's own check of its options, with a Joi-like schema's validate(). */
function validated(module: Any, options: Any): Any {
  // Docusaurus reads it from the module, or from the plugin function itself.
  if (typeof module.validateOptions !== 'function') return options;
  // Docusaurus's validate (normalizePluginOptions) adds `id` to the plugin's schema, since every plugin may be given
  // one: the plugin's own schema sees the options without it, and the id is given back with the result. A schema
  // that lists `id` itself (as required: an API docs generator's) sees it, as Docusaurus's appended schema does.
  const validate = (schema: Any, given: Any) => {
    const { id, ...rest } = given ?? {};
    const check = (options: Any) => (typeof schema?.validate === 'function' ? schema.validate(options) : { value: options });
    let checked = check(rest);
    if (checked?.error && /"id"/.test(String(checked.error.message))) checked = check(given);
    if (checked?.error) throw checked.error;
    return { ...(checked?.value ?? rest), id };
  };
  return module.validateOptions({ validate, options });
}

/** The module's plugin function: its default export, or what it assigned to module.exports. */
function factoryOf(namespace: Any): unknown {
  const value = 'default' in namespace ? namespace.default : namespace;
  return typeof value === 'function' ? value : value?.default;
}

/** Docusaurus's LoadContext, as far as a build without Docusaurus has it. */
function contextOf(config: Any, input: SitePluginsInput): Any {
  return {
    siteDir: input.siteDir,
    siteConfig: config,
    siteConfigPath: path.resolve(process.argv[2]),
    generatedFilesDir: input.generatedFilesDir,
    outDir: input.outDir,
    baseUrl: input.baseUrl,
    i18n: { ...input.i18n, path: 'i18n', localeConfigs: {} },
    localizationDir: path.join(input.siteDir, 'i18n', input.i18n.currentLocale),
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
  };
}

/** contentLoaded's actions: createData writes into the plugin's own folder of generated files, as Docusaurus's does. */
function actionsOf(run: PluginRun, generatedFilesDir: string) {
  const dataDir = path.join(generatedFilesDir, run.name, run.id);
  return {
    setGlobalData: (data: unknown) => Object.assign(run, { hasGlobalData: true, globalData: data }),
    createData: async (name: string, data: unknown) => {
      const target = path.resolve(dataDir, String(name));
      if (!target.startsWith(`${dataDir}${path.sep}`)) throw new Error(`createData(${JSON.stringify(name)}): the name leads out of the plugin's own folder of generated files`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, typeof data === 'string' || data instanceof Uint8Array ? data : JSON.stringify(data));
      run.files.push(path.relative(generatedFilesDir, target).split(path.sep).join('/'));
      return target;
    },
    addRoute: (route: Any) => void run.routes.push(addedRoute(route)),
  };
}

/** A route as data the build can read: what is not JSON (a function, a cycle) is left out of it. */
function addedRoute(route: Any): AddedRoute {
  const data = (value: unknown) => {
    try {
      return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    } catch {
      return undefined;
    }
  };
  const nested = Array.isArray(route?.routes) ? route.routes.length : 0;
  return { path: String(route?.path), component: typeof route?.component === 'string' ? route.component : undefined, modules: data(route?.modules), props: data(route?.props), ...(nested ? { nested } : {}) };
}

runConfigChild(async (config) => {
  const input = JSON.parse(readFileSync(0, 'utf8')) as SitePluginsInput;
  const { siteDir } = input;
  const plugins = localPlugins(config as Any, siteDir);
  const missing = new Set<string>();
  const failures: PluginFailure[] = [];
  const files = plugins.flatMap((plugin) => (plugin.file ? [plugin.file] : []));
  let modules: Record<string, unknown>[] = [];
  try {
    modules = await importSiteModules(files, missing, contentPluginStandIns());
  } catch (cause) {
    return { plugins: [], failures: [{ step: 'bundling', message: (cause as Error).message, at: siteFrame(cause, siteDir) }], missing: [...missing] } satisfies SitePluginsResult;
  }
  const context = contextOf(config as Any, input);
  const runs: { plugin: Any; run: PluginRun; content?: unknown }[] = [];
  // Each step is said on stderr before it starts, so that a plugin over the time limit is named (site-plugins.ts).
  const step = async <T>(what: string, work: () => T | Promise<T>): Promise<T> => {
    process.stderr.write(`\nlendocs-step: ${what}\n`);
    waitingFor(`${what} returned a promise that never settles (never resolves or rejects)`);
    const value = await work();
    waitingFor(undefined);
    return value;
  };
  const fail = (at: { name?: string; source?: string; package?: string; id?: string }, stepName: string, cause: unknown) =>
    failures.push({ ...at, step: stepName, message: cause instanceof Error ? cause.message : String(cause), at: siteFrame(cause, siteDir) });
  const describe = (name: string | undefined, source: string | undefined, from?: string) => `the plugin ${name ? `"${name}" ` : ''}(${from ? `package ${from}` : (source ?? 'a function in the config')})`;
  const givesContent = (plugin: Any) => plugin && !wrappedContentPlugin(plugin) && CONTENT_HOOKS.some((hook) => typeof plugin[hook] === 'function');
  let fileIndex = 0;
  for (const local of plugins) {
    const namespace = local.file ? (modules[fileIndex++] as Any) : undefined;
    const { source } = local;
    try {
      const factory = local.factory ?? factoryOf(namespace!);
      if (typeof factory !== 'function') throw new Error(`${source} does not export a plugin function (module.exports = function (context, options) { return { name, … } }, or export default)`);
      const options = validated(namespace?.validateOptions ? namespace : factory, { id: 'default', ...((local.options ?? {}) as Any) });
      const plugin = (await step(`${describe(undefined, source)}'s function`, () => factory(context, options))) as Any;
      // A plugin of other hooks only (injectHtmlTags, configureWebpack, postBuild) gives nothing lendocs uses; one
      // that wraps Docusaurus's docs, blog or pages plugin is that content, which lendocs builds itself (migrate
      // translated it as that plugin).
      if (!givesContent(plugin)) continue;
      if (typeof plugin.name !== 'string' || !plugin.name) throw new Error('the object its function returns has no name, which Docusaurus requires');
      runs.push({ plugin, run: { name: plugin.name, id: String(options.id ?? 'default'), source, hasGlobalData: false, files: [], routes: [] } });
    } catch (cause) {
      fail({ source }, 'its function', cause);
    }
  }
  // Packages' plugins: loaded and called as Docusaurus does; those that give no content are not run further.
  const fromPackages = await step('the plugins of packages', () => packagePlugins(config, context, validated));
  for (const failure of fromPackages.failures) fail({ package: failure.package, id: failure.id }, `its ${failure.kind === 'preset' ? 'preset' : 'plugin'} function`, new Error(failure.message));
  for (const { package: from, id, instance } of fromPackages.plugins) {
    if (!givesContent(instance)) continue;
    if (typeof instance.name !== 'string' || !instance.name) fail({ package: from }, 'its function', new Error('the object its function returns has no name, which Docusaurus requires'));
    else runs.push({ plugin: instance, run: { name: instance.name, id, package: from, hasGlobalData: false, files: [], routes: [] } });
  }
  const hooks = async (hook: 'loadContent' | 'contentLoaded' | 'allContentLoaded', call: (entry: (typeof runs)[number]) => unknown) => {
    for (const entry of runs) {
      const { name, source, package: from, id } = entry.run;
      if (typeof entry.plugin[hook] !== 'function' || failures.some((failure) => failure.name === name && failure.source === source && failure.package === from && failure.id === id)) continue;
      try {
        await step(`${describe(name, source, from)}'s ${hook}()`, () => call(entry));
      } catch (cause) {
        fail({ name, source, package: from, id }, `${hook}()`, cause);
      }
    }
  };
  await hooks('loadContent', async (entry) => (entry.content = await entry.plugin.loadContent()));
  await hooks('contentLoaded', (entry) => entry.plugin.contentLoaded({ content: entry.content, actions: actionsOf(entry.run, input.generatedFilesDir) }));
  const allContent: Any = {};
  for (const { run, content } of runs) (allContent[run.name] ??= {})[run.id] = content;
  await hooks('allContentLoaded', (entry) => entry.plugin.allContentLoaded({ allContent, actions: actionsOf(entry.run, input.generatedFilesDir) }));
  // How the bundler would load the routes' modules: after the hooks, as Docusaurus configures webpack after them.
  for (const entry of runs) {
    const webpack = entry.run.routes.length ? await step(`${describe(entry.run.name, entry.run.source, entry.run.package)}'s configureWebpack()`, () => pluginWebpack(entry.plugin, entry.run.routes, siteDir, entry.content)) : undefined;
    if (webpack) entry.run.webpack = webpack;
  }
  return { plugins: runs.map(({ run }) => run), failures, missing: [...missing] } satisfies SitePluginsResult;
});
