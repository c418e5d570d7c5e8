// The pages lendocs draws with the site's React code rather than from Markdown: a React page of the pages folder
// (`src/pages/x.tsx`), and a route a plugin added with addRoute (config `pluginRoutes`: pipeline/plugin-routes.ts),
// drawn the same way by its component with the props its modules give. Both are read here into what the load stage
// renders (components/react-page.ts): no front matter, no Markdown, their module rendered in the second step.
import { displayPath } from '../config/load.js';
import { substitute } from '../shared/placeholders.js';
import type { ResolvedConfig } from '../types.js';
import type { ParsedSource, ReadPage } from './load-page.js';
import { contentPaths, logicalPath } from './walk.js';

/** `src/pages/*.js|jsx|ts|tsx`: React pages, rendered by components/react-page.ts. */
export const REACT_PAGE = /\.(jsx?|tsx?)$/;

/** What drawing a plugin's route needs beside its component: its props, and what messages name. */
export interface PluginRouteDraw {
  path: string;
  plugin: string;
  props: Record<string, unknown>;
}

/** A React page: no front matter or Markdown; its module is rendered in the second step. */
export function reactPageSource(relative: string, file: string, absolute: string, config: ResolvedConfig): ParsedSource {
  const source = substitute(logicalPath(relative, contentPaths(config)), config.product);
  // Its own content draws its headings: the page template adds no h1 (hide_title).
  return { kind: 'page', file, source, frontMatter: { hide_title: true }, frontMatterLines: {}, body: '', markdown: '', bodyLine: 1, diagnostics: [], reactPage: absolute };
}

/**
 * The routes the site's plugins added, as pages to render: each at its path (the `slug`, as a page's front matter
 * gives one), named by a logical path no file of the pages folder has (`pages/apps`, without an extension). Always
 * rendered again: what they draw comes from the plugins, which run at each build.
 */
export function pluginRoutePages(config: ResolvedConfig): ReadPage[] {
  return (config.pluginRoutes ?? []).map((route) => {
    const source = `pages${route.path === '/' ? '/index' : route.path.replace(/\/$/, '')}`;
    const parsed: ParsedSource = { kind: 'page', file: displayPath(route.component), source, frontMatter: { hide_title: true, slug: route.path }, frontMatterLines: {}, body: '', markdown: '', bodyLine: 1, diagnostics: [], reactPage: route.component, pluginRoute: { path: route.path, plugin: route.plugin, props: route.props } };
    return { state: 'parsed', job: { relative: `\0plugin route ${route.path}`, kind: 'page' }, parsed };
  });
}
