// The site's createRedirects function (config `clientRedirects.createRedirects`), called as Docusaurus calls it:
// with every page's path once the pages are known, in a Node process of its own (created-redirects-child.ts), so
// the site's code cannot touch the build. What it gives goes to the route stage (route/redirect-routes.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { error } from '../errors.js';
import { evaluateModule } from '../node/evaluate-module.js';
import { configFunctionsTimeMs } from '../config/site-code.js';
import type { Redirect } from '../route/redirect-routes.js';
import type { Diagnostic, ResolvedConfig, Site } from '../types.js';

const CHILD = fileURLToPath(new URL('./created-redirects-child.js', import.meta.url));

/** How many bad paths an error names; it counts the rest. */
const NAMED = 5;

export interface CreatedRedirectsInput {
  root: string;
  config: ResolvedConfig;
  /** The site of a first pass: its pages' paths are what the function is called with. */
  site: Site;
  configFile: string;
  lineOf?: (keys: readonly PropertyKey[]) => number;
}

export async function createdRedirects({ root, config, site, configFile, lineOf }: CreatedRedirectsInput): Promise<{ redirects: Redirect[]; diagnostics: Diagnostic[] }> {
  const given = config.clientRedirects?.createRedirects;
  if (!given) return { redirects: [], diagnostics: [] };
  const where = { file: configFile, line: lineOf?.(['clientRedirects', 'createRedirects']) };
  const file = path.resolve(root, given);
  if (!existsSync(file)) {
    return { redirects: [], diagnostics: [error('create-redirects', `clientRedirects.createRedirects names ${given}, which does not exist.`, { ...where, hint: 'Name the Docusaurus config file that holds the createRedirects function (relative to the site folder), or remove the key.' })] };
  }
  // Docusaurus's paths: every page (the 404 page among them), without the redirect pages.
  const paths = [...new Set(site.routes.filter((route) => route.data.type !== 'redirect').map((route) => route.path))];
  const timeMs = configFunctionsTimeMs(config);
  let value: unknown;
  try {
    ({ value } = await evaluateModule(file, timeMs, { child: CHILD, input: JSON.stringify(paths), rerun: 'the build', moreTime: 'with siteCode.timeLimitSeconds in the site config' }));
  } catch (cause) {
    return { redirects: [], diagnostics: [error('create-redirects', `clientRedirects.createRedirects: ${(cause as Error).message}`, { ...where, hint: 'The function is called with each page\'s path ("/docs/intro") and returns nothing, an old path, or a list of old paths.' })] };
  }
  const made = Array.isArray(value) ? (value as [unknown, string][]) : [];
  const bad = made.filter(([from]) => typeof from !== 'string' || !from.startsWith('/') || /[?#]/.test(from));
  if (bad.length > 0) {
    const named = bad.slice(0, NAMED).map(([from, to]) => `${JSON.stringify(from)} for ${to}`).join(', ');
    const more = bad.length > NAMED ? ` and ${bad.length - NAMED} more` : '';
    return { redirects: [], diagnostics: [error('create-redirects', `clientRedirects.createRedirects: the function returned what is not a path: ${named}${more}.`, { ...where, hint: 'Each old URL it returns is a path of this site starting with "/", without ?query or #fragment, as Docusaurus requires.' })] };
  }
  return { redirects: made.map(([from, to]) => ({ from: from as string, to })), diagnostics: [] };
}
