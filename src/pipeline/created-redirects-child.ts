// Runs in the build's child process (node/config-child.ts): calls the createRedirects function of each
// client-redirects plugin of a Docusaurus config with every page's path (a JSON list on stdin), as Docusaurus calls
// it once the site is built, and sends back the redirects it made: `[from, to]` pairs, `to` the page's path. What
// it returns is checked in the parent (created-redirects.ts).
import { readFileSync } from 'node:fs';
import { runConfigChild } from '../node/config-child.js';

/** The plugin by its package name, Docusaurus's short name, or a path into its package. */
const REDIRECTS_PLUGIN = /(^|[\\/])(@docusaurus[\\/]plugin-)?client-redirects([\\/]|$)/;

type CreateRedirects = (path: string) => unknown;

function createRedirectsFunctions(config: unknown): CreateRedirects[] {
  const plugins = config && typeof config === 'object' && Array.isArray((config as { plugins?: unknown }).plugins) ? (config as { plugins: unknown[] }).plugins : [];
  return plugins.flatMap((entry) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !REDIRECTS_PLUGIN.test(entry[0])) return [];
    const options = entry[1] as { createRedirects?: unknown } | undefined;
    return typeof options?.createRedirects === 'function' ? [options.createRedirects as CreateRedirects] : [];
  });
}

runConfigChild((config) => {
  const paths = JSON.parse(readFileSync(0, 'utf8')) as string[];
  const functions = createRedirectsFunctions(config);
  if (functions.length === 0) throw new Error('it has no client-redirects plugin with a createRedirects function (plugins: [["@docusaurus/plugin-client-redirects", { createRedirects(path) { … } }]])');
  const made: [unknown, string][] = [];
  for (const createRedirects of functions) {
    for (const path of paths) {
      let froms: unknown;
      try {
        froms = createRedirects(path);
      } catch (cause) {
        throw new Error(`createRedirects threw for the page ${path}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
      }
      // Docusaurus's rule: nothing, one path, or a list of paths.
      if (froms === undefined || froms === null) continue;
      for (const from of Array.isArray(froms) ? froms : [froms]) made.push([from, path]);
    }
  }
  return made;
});
