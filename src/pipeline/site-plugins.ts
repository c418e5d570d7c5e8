// The Docusaurus plugins that give content (config `siteCode.plugins`: the Docusaurus config that lists them), run
// once per build as Docusaurus runs them before it bundles the site: loadContent(), then contentLoaded() with its
// actions. The site's own (a path in the config's `plugins`, or a function written there) and those of packages (a
// package in `plugins` or `themes`, or what a preset gives: the plugin of an API reference that loads its spec), but
// not Docusaurus's own, whose work lendocs does itself. They run in a Node process of their own
// (site-plugins-child.ts), with the time limit of the config's other functions, so that the site's code cannot
// touch the build. What they give: global data, which the site's components read with usePluginData() and
// useGlobalData() (the stand-ins, through the config's `pluginGlobalData`), and the files createData writes, which
// pages and components import (node/generated-files.ts), and the routes they add with addRoute, built as pages
// (plugin-routes.ts).
// A site's own plugin that fails stops the build, as it stops Docusaurus; a package's is a warning, since lendocs
// does the work of much of what packages' plugins are for (their routes, their webpack set-up) without their data:
// a component that reads the data it would have given then fails, naming the plugin (site-data.tsx).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayPath } from '../config/load.js';
import { error, warning } from '../errors.js';
import { evaluateModule } from '../node/evaluate-module.js';
import { generatedFolder } from '../node/generated-files.js';
import { configFunctionsTimeMs } from '../config/site-code.js';
import type { Diagnostic, ResolvedConfig } from '../types.js';
import type { SitePluginsInput, SitePluginsResult } from './site-plugins-child.js';
import type { PluginRoute } from '../config/site-code.js';
import { pluginRoutes } from './plugin-routes.js';

const CHILD = fileURLToPath(new URL('./site-plugins-child.js', import.meta.url));

/** Global data by plugin name, then plugin id, as Docusaurus's useGlobalData() gives it. */
export type PluginGlobalData = Record<string, Record<string, unknown>>;
/** Why a package's plugin gave no data, by plugin name (its package's, when it failed before it had one), then id ('*': any). */
export type PluginFailures = Record<string, Record<string, string>>;

export interface SitePluginsRunInput {
  root: string;
  config: ResolvedConfig;
  configFile: string;
  lineOf?: (keys: readonly PropertyKey[]) => number;
  /** The time limit in milliseconds, when not the config's (configFunctionsTimeMs): a test's tiny one. */
  timeMs?: number;
}

const KEY = ['siteCode', 'plugins'];

const HINT_FAILED =
  'lendocs runs the site\'s own plugins at each build as Docusaurus does (siteCode.plugins). Fix the plugin (a plugin that fetches its data needs the network while the build runs), or remove siteCode.plugins from the config to build without what the plugins give (components that read their data then fail).';

const HINT_PACKAGE_FAILED =
  'lendocs runs the plugins of packages that give data at each build, as Docusaurus does; this one gives none, so a component that reads its data (usePluginData) fails. Fix what it reports (a spec or file it reads, the network it needs while the build runs), or remove the plugin from the Docusaurus config if the site does not need it.';

const named = (run: { name?: string; source?: string; package?: string; id?: string }) => {
  const id = run.package && run.id && run.id !== 'default' ? `, id ${run.id}` : '';
  return `The plugin ${run.name ? `"${run.name}" ` : ''}(${run.package ? `package ${run.package}${id}` : (run.source ?? 'a function written in the config')})`;
};

/** The last step the child said it started (site-plugins-child.ts), for the message at the time limit. */
const lastStep = (stderr: string) => [...stderr.matchAll(/^lendocs-step: (.*)$/gm)].at(-1)?.[1];

export async function runSitePlugins({ root, config, configFile, lineOf, timeMs = configFunctionsTimeMs(config) }: SitePluginsRunInput): Promise<{ globalData: PluginGlobalData; failures: PluginFailures; routes?: PluginRoute[]; diagnostics: Diagnostic[] }> {
  const given = config.siteCode?.plugins;
  const globalData: PluginGlobalData = {};
  const failures: PluginFailures = {};
  if (!given) return { globalData, failures, diagnostics: [] };
  const where = { file: configFile, line: lineOf?.(KEY) };
  const file = path.resolve(root, given);
  if (!existsSync(file)) {
    return { globalData, failures, diagnostics: [error('site-plugins', `siteCode.plugins names ${given}, which does not exist.`, { ...where, hint: 'Name the Docusaurus config file whose plugins list the site\'s own plugins (relative to the site folder), or remove the key.' })] };
  }
  // The folder is lendocs's own: what an earlier build's plugins wrote goes, so no file outlives the plugin that wrote it.
  const generatedFilesDir = generatedFolder(root);
  await rm(generatedFilesDir, { recursive: true, force: true });
  const locale = config.localeBuild?.name ?? config.i18n?.defaultLocale ?? 'en';
  const input: SitePluginsInput = {
    siteDir: path.resolve(root),
    generatedFilesDir,
    baseUrl: config.baseUrl,
    outDir: path.resolve(root, 'build'),
    i18n: { defaultLocale: config.i18n?.defaultLocale ?? locale, locales: config.i18n?.locales ?? [locale], currentLocale: locale },
  };
  let result: SitePluginsResult;
  try {
    result = (await evaluateModule(file, timeMs, { child: CHILD, input: JSON.stringify(input), rerun: 'the build', moreTime: 'with siteCode.timeLimitSeconds in the site config', lastStep })).value as SitePluginsResult;
  } catch (cause) {
    return { globalData, failures, diagnostics: [error('site-plugins', `siteCode.plugins: ${(cause as Error).message}`, { ...where, hint: HINT_FAILED })] };
  }
  const diagnostics: Diagnostic[] = [];
  for (const failure of result.failures) {
    const at = failure.at ? { file: displayPath(path.join(root, failure.at.file)), line: failure.at.line } : where;
    const step = failure.step === 'bundling' ? `The site's plugins named in ${given} could not be bundled` : `${named(failure)} failed in ${failure.step}`;
    if (failure.package) {
      (failures[failure.name ?? failure.package] ??= {})[failure.id ?? '*'] = `${step}: ${failure.message}`;
      diagnostics.push(warning('site-plugins', `${step}: ${failure.message}`, { ...where, hint: HINT_PACKAGE_FAILED }));
    } else diagnostics.push(error('site-plugins', `${step}: ${failure.message}`, { ...at, hint: HINT_FAILED }));
  }
  // Said when a plugin ran or failed: a stand-in gives nothing a plugin can use, and is the likely cause of its failure.
  if (result.missing.length > 0 && (result.plugins.length > 0 || result.failures.length > 0)) {
    diagnostics.push(warning('site-plugins', `The site's plugins import packages that are not installed, which stand in for nothing: ${result.missing.join(', ')}.`, { ...where, hint: 'Install them in the site folder (npm install), as Docusaurus needs them too.' }));
  }
  const routes: PluginRoute[] = [];
  for (const run of result.plugins) {
    if (run.hasGlobalData) (globalData[run.name] ??= {})[run.id] = run.globalData;
    const added = pluginRoutes(run.routes, named(run), { root, config, generatedFilesDir, where, webpack: run.webpack, pluginFile: run.source === undefined ? undefined : path.resolve(root, run.source) });
    routes.push(...added.routes);
    diagnostics.push(...added.diagnostics);
  }
  return { globalData, failures, routes, diagnostics };
}
