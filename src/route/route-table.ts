// The route table: every candidate route that can be written, each output file claimed by one source. Routes
// that cannot be written, or that land where another route already is, are reported and left out.
import { error, warning } from '../errors.js';
import type { LoadedContent } from '../load/load-content.js';
import { outputFileForRoute, routeKey } from '../shared/site-paths.js';
import type { Diagnostic, Route } from '../types.js';
import { describeRoute, originOf, routePathProblem } from './output-checks.js';

export interface RouteTable {
  /** Kept routes, in the candidates' order. */
  routes: Route[];
  routeByPath: Map<string, Route>;
  /** Route path of each Markdown source (logical path). */
  routeBySource: Map<string, string>;
  diagnostics: Diagnostic[];
  /** Leaves a route out after all (an output conflict found later). */
  remove(route: Route): void;
}

/** The plugin that added a route with addRoute(): its path is changed in the plugin, not by a file name or slug. */
// The plugin is named as the plugin step says it ('The plugin "x" (its file)'), here inside a sentence.
const addedBy = (route: Route) => ('page' in route.data ? route.data.page.addedBy?.replace(/^The /, 'the ') : undefined);

/** `trailingSlash` is the config's: it decides each route's output file (x/index.html or x.html). */
export function routeTable(candidates: Route[], content: LoadedContent, configFile: string, trailingSlash?: boolean): RouteTable {
  const diagnostics: Diagnostic[] = [];
  const routes: Route[] = [];
  const routeByPath = new Map<string, Route>();
  const routeBySource = new Map<string, string>();
  const routeByFile = new Map<string, Route>();
  for (const route of candidates) {
    const problem = routePathProblem(route.path);
    if (problem) {
      // A page that cannot be written (it would leave the output folder, or has no valid file name) is left out.
      diagnostics.push(
        error('invalid-route', `The route ${JSON.stringify(route.path)} cannot be a page: ${problem}.`, {
          ...(originOf(route, content) ?? { file: configFile }),
          hint: addedBy(route)
            ? `Change the path ${addedBy(route)} gives addRoute() so it is made of plain path segments, such as /guides/borrow.`
            : 'Rename the file (or give it a `slug`; for a tag or author, change its permalink or key) so the route is made of plain path segments, such as /guides/borrow.',
        }),
      );
      continue;
    }
    const key = routeKey(route.path);
    const file = outputFileForRoute(route.path, trailingSlash);
    // One output file, one source. Two sources on one route is the spec's duplicate route: a warning, the first
    // wins and the second is not written. Two different routes on one output file (`/a` and `/a/index.html`, both
    // a/index.html) look like different pages to the author, so one silently replacing the other is an error.
    const existing = routeByPath.get(key) ?? routeByFile.get(file);
    if (existing) {
      const where = originOf(route, content) ?? originOf(existing, content) ?? { file: configFile };
      const both = `by ${describeRoute(existing, originOf(existing, content))} and by ${describeRoute(route, originOf(route, content))}`;
      const sameRoute = routeKey(existing.path) === key;
      // Two posts on one route would lose a post from the blog lists, so that stays an error.
      const bothPosts = existing.data.type === 'blog-post' && route.data.type === 'blog-post';
      const report = sameRoute && !bothPosts ? warning : error;
      const message = sameRoute
        ? `The route ${route.path} is claimed twice: ${both}${bothPosts ? '' : '; the first one is kept'}.`
        : `The routes ${existing.path} and ${route.path} would both be written to ${file}: ${both}.`;
      diagnostics.push(
        report('duplicate-route', message, {
          file: where.file,
          line: where.line ?? 1,
          hint: addedBy(existing) || addedBy(route)
            ? `Change the path ${addedBy(existing) || addedBy(route)} gives addRoute(), or move the other page (rename its file or give it another \`slug\`).`
            : 'Rename one of the files, or give one a different `slug` in its front matter.',
        }),
      );
      continue;
    }
    routeByFile.set(file, route);
    routeByPath.set(key, route);
    if (route.source) routeBySource.set(route.source, route.path);
    routes.push(route);
  }

  return {
    routes,
    routeByPath,
    routeBySource,
    diagnostics,
    remove(route) {
      routes.splice(routes.indexOf(route), 1);
      routeByPath.delete(routeKey(route.path));
      if (route.source) routeBySource.delete(route.source);
    },
  };
}
