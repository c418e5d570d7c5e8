// What Docusaurus's plugins tell a component about the site: `@docusaurus/useGlobalData` (the docs plugin's global
// data: its base path and versions) and the hooks of `@docusaurus/plugin-content-docs/client` that read them, the
// version a page is in found from the page's path. A doc's or post's own data (useDoc, useBlogPost, its sidebar)
// is the page's (page-data.ts), given with each drawing for one; drawn for none, those hooks say so (PageDataError).
import type * as React from 'react';
import { ComponentError } from '../component-error.js';
import { pageHooks } from './page-hooks.js';
import { blogClientHelpers, docsSidebarHelpers } from './content-client.js';
import type { SiteDocsVersion, SiteInfo } from '../site-info.js';
import type { PageMeta } from '../stand-ins.js';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: { id: string; path: string; sidebar?: string }[];
  draftIds: string[];
  sidebars: Record<string, unknown>;
}

const globalVersion = (version: SiteDocsVersion): GlobalVersion => ({ name: version.name, label: version.label, isLast: version.isLast, path: version.path, mainDocId: '', docs: [], draftIds: [], sidebars: {} });

/** The docs plugin's global data per instance, as Docusaurus makes it (its docs lists are empty: a component is drawn before lendocs knows them). */
export function docsGlobalData(site: SiteInfo): Record<string, { path: string; versions: GlobalVersion[]; breadcrumbs: boolean }> {
  const instances: Record<string, { path: string; versions: GlobalVersion[]; breadcrumbs: boolean }> = {};
  for (const version of site.docs ?? []) {
    const instance = (instances[version.pluginId] ??= { path: version.path, versions: [], breadcrumbs: true });
    if (version.isLast) instance.path = version.path;
    instance.versions.push(globalVersion(version));
  }
  return instances;
}

const inside = (pathname: string, base: string) => base === '/' || pathname === base || pathname.startsWith(`${base.replace(/\/$/, '')}/`);

type Link = (props: Record<string, unknown>) => React.ReactNode;

/**
 * A plugin's data by instance id, as setGlobalData gave it. An instance that failed when the build ran it gave none
 * (Docusaurus's build stops there): reading it says so and why, rather than a component failing on undefined further
 * on; it is not listed (Object.keys, Object.values), since Docusaurus would list none such.
 */
function pluginInstances(site: SiteInfo, name: string, read: string): Record<string, unknown> {
  const instances: Record<string, unknown> = { ...site.pluginData?.[name] };
  for (const [id, failed] of Object.entries(site.pluginFailures?.[name] ?? {})) {
    if (id === '*' || id in instances) continue;
    const thrown = () => {
      throw new ComponentError(`${read}["${id}"]: the plugin "${name}" (id ${id}) gave no data, since it failed when the build ran it. ${failed}`, 'Fix what the plugin reports (its warning says more), then build again.');
    };
    Object.defineProperty(instances, id, { enumerable: false, get: thrown });
  }
  return instances;
}

/** What useGlobalData() gives: every plugin's instances that ran (or failed), and the docs plugin's data. */
function allGlobalData(site: SiteInfo): Record<string, unknown> {
  const names = new Set([...Object.keys(site.pluginData ?? {}), ...Object.keys(site.pluginFailures ?? {})]);
  const all = Object.fromEntries([...names].map((name) => [name, pluginInstances(site, name, `useGlobalData()["${name}"]`)]));
  return { ...all, [DOCS_PLUGIN]: docsGlobalData(site) };
}

export function siteDataModules(site: SiteInfo, meta: PageMeta, link: Link = ({ to, ...rest }) => <a href={String(to)} {...rest} />): Record<string, Record<string, unknown>> {
  // The site's own plugins' data (siteCode.plugins), as Docusaurus gives every plugin's that called setGlobalData.
  const globalData = () => allGlobalData(site);
  const pluginData = (name: string, id = 'default') => {
    const data = name === DOCS_PLUGIN ? docsGlobalData(site)[id] : site.pluginData?.[name]?.[id];
    const failed = site.pluginFailures?.[name]?.[id] ?? site.pluginFailures?.[name]?.['*'];
    if (data === undefined && failed) {
      throw new ComponentError(`usePluginData("${name}", "${id}"): that plugin gave no data, since it failed when the build ran it. ${failed}`, 'Fix what the plugin reports (its warning says more), then build again.');
    }
    if (data === undefined) {
      const ran = Object.keys(site.pluginData ?? {});
      const own = ran.length > 0 ? `, and of the site's plugins that called setGlobalData (${ran.map((other) => `"${other}"`).join(', ')})` : '';
      throw new ComponentError(`usePluginData("${name}", "${id}"): lendocs has no data of that plugin.`, `lendocs gives the data of ${DOCS_PLUGIN} (its base path and versions)${own}. The plugins of the Docusaurus config (the site's own and packages', but not Docusaurus's) run when siteCode.plugins names that config (lendocs migrate sets it when one of them gives data): check that the plugin is in that config with this name and id.`);
    }
    return data;
  };
  const pathname = () => meta.pathname ?? '/';
  const versionsOf = (pluginId = 'default') => (site.docs ?? []).filter((version) => version.pluginId === pluginId);
  // The version whose path is the longest one holding the page (`/docs/next/x` is in next, not in the last at /docs).
  const activeVersion = (pluginId = 'default') => {
    const found = versionsOf(pluginId).filter((version) => inside(pathname(), version.path)).sort((a, b) => b.path.length - a.path.length)[0];
    return found && globalVersion(found);
  };
  const latestVersion = (pluginId = 'default') => {
    const last = versionsOf(pluginId).find((version) => version.isLast);
    return last && globalVersion(last);
  };
  const activePlugin = () => {
    const all = docsGlobalData(site);
    const found = Object.entries(all)
      .filter(([, data]) => data.versions.some((version) => inside(pathname(), version.path)))
      .sort(([, a], [, b]) => b.path.length - a.path.length)[0];
    return found && { pluginId: found[0], pluginData: found[1] };
  };
  const pageData = (hook: string) => (): never => {
    throw new ComponentError(`${hook}() reads the data of the doc or blog post being drawn, which lendocs does not give a component.`, `Pass what the component needs as props from the MDX file (its front matter is there as frontMatter), or leave the component out.`);
  };
  const page = pageHooks(meta);
  const docsClient = {
    __esModule: true,
    useAllDocsData: () => docsGlobalData(site),
    useDocsData: (pluginId = 'default') => docsGlobalData(site)[pluginId],
    useActivePlugin: activePlugin,
    useActivePluginAndVersion: () => {
      const plugin = activePlugin();
      return plugin && { activePlugin: plugin, activeVersion: activeVersion(plugin.pluginId) };
    },
    useVersions: (pluginId?: string) => versionsOf(pluginId).map(globalVersion),
    useLatestVersion: latestVersion,
    useActiveVersion: activeVersion,
    useActiveDocContext: (pluginId?: string) => ({ activeVersion: activeVersion(pluginId), activeDoc: undefined, alternateDocVersions: {} }),
    useDocVersionSuggestions: (pluginId?: string) => ({ latestDocSuggestion: undefined, latestVersionSuggestion: latestVersion(pluginId) }),
    useDocsPreferredVersion: () => ({ preferredVersion: null, savePreferredVersionName: () => undefined }),
    useDocsVersionCandidates: (pluginId?: string) => [activeVersion(pluginId), latestVersion(pluginId)].filter((version, index, all) => version && all.findIndex((other) => other?.name === version.name) === index),
    useDocsVersion: () => {
      const plugin = activePlugin();
      const version = plugin && versionsOf(plugin.pluginId).find((candidate) => candidate.name === activeVersion(plugin.pluginId)?.name);
      if (!version) throw new ComponentError('useDocsVersion() is read on a page that is not a doc.', 'Use it in components drawn on docs pages only, as in Docusaurus.');
      return { pluginId: version.pluginId, version: version.name, label: version.label, banner: version.banner === 'none' ? null : version.banner, badge: site.docs!.filter((other) => other.pluginId === version.pluginId).length > 1, noIndex: false, className: `docs-version-${version.name}`, isLast: version.isLast, docsSidebars: {}, docs: {} };
    },
    useDoc: page.useDoc,
    useDocsSidebar: page.useDocsSidebar,
    useCurrentSidebarCategory: page.useCurrentSidebarCategory,
    useSidebarBreadcrumbs: page.useSidebarBreadcrumbs,
    DocProvider: page.Provider,
    DocsSidebarProvider: page.Provider,
    useDocRootMetadata: pageData('useDocRootMetadata'),
    ...docsSidebarHelpers({ pathname, page, pluginIds: () => Object.keys(docsGlobalData(site)), versionName: (pluginId) => (activeVersion(pluginId) ?? latestVersion(pluginId))?.name }),
  };
  return {
    '@docusaurus/useGlobalData': {
      __esModule: true,
      default: globalData,
      usePluginData: pluginData,
      useAllPluginInstancesData: (name: string) => (name === DOCS_PLUGIN ? docsGlobalData(site) : pluginInstances(site, name, `useAllPluginInstancesData("${name}")`)),
    },
    '@docusaurus/plugin-content-docs/client': docsClient,
    '@docusaurus/plugin-content-blog/client': { __esModule: true, useBlogPost: page.useBlogPost, BlogPostProvider: page.Provider, ...blogClientHelpers(site, pathname, link) },
  };
}
