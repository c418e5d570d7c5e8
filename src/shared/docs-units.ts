// Every set of docs a site builds: each docs instance (the main docs, `docs.instances`) in each of its versions
// (the docs folder itself, "current", and each released version). Each has its own logical folder (`docs`, `<id>`,
// `docs@1.0.0`, `<id>@1.0.0`), folder on disk and route base path, by Docusaurus's rules; the load stage walks the
// folders and the route stage routes each set. Needed by both, so it lives here.
import type { ResolvedConfig } from '../types.js';
import type { SidebarSpec } from './sidebar-shorthand.js';

export const DEFAULT_DOCS_ID = 'default';
export const CURRENT_VERSION = 'current';

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

export interface DocsUnit {
  /** `default` for the main docs, else the instance id (navbar items name it as `docsPluginId`). */
  pluginId: string;
  /** `current` (the docs folder itself) or a released version's name. */
  version: string;
  /** Logical folder of its docs: `docs`, the instance id, or either with `@<version>` for a released version. */
  root: string;
  /** Its folder on disk, relative to the content root. */
  folder: string;
  /** Its route base path as configured (`docs`, `docs/1.0.0`, `/`): doc-paths.ts docsBase() normalises it. */
  routeBasePath: string;
  label: string;
  /** The version served at the instance's base path (the only one of an unversioned instance). */
  isLast: boolean;
  banner: VersionBanner;
  /** Whether the instance has more than one version built (then pages show the version's label and banner). */
  versioned: boolean;
  /**
   * Whether its pages show the "Version: label" badge: the version's `badge` option, else when the instance builds
   * more than one version (Docusaurus's default); undefined for a single version without the option.
   */
  badge?: boolean;
  /** `docs-<pluginId>-<version>`, Docusaurus's search tag. */
  docsearchTag: string;
  sidebars?: Record<string, SidebarSpec>;
}

type DocsOptions = ResolvedConfig['docs'];
type InstanceOptions = NonNullable<DocsOptions['instances']>[number];

/**
 * The main docs' units, then each instance's; within one instance, current first, then released newest first. In a
 * locale's build each version's label is its translation file's `version.label` when it gives one (`docsMessages`),
 * as Docusaurus translates it: in the version badge, banner and menus alike.
 */
export function docsUnits(config: Pick<ResolvedConfig, 'docs' | 'paths' | 'sidebars' | 'docsMessages'>): DocsUnit[] {
  const main = instanceUnits(DEFAULT_DOCS_ID, 'docs', config.paths.docs, config.docs.routeBasePath, config.sidebars, config.docs, config.docs.versionLabel);
  const others = (config.docs.instances ?? []).flatMap((instance: InstanceOptions) =>
    instanceUnits(instance.id, instance.id, instance.path, instance.routeBasePath, instance.sidebars, instance, config.docs.versionLabel),
  );
  const units = [...main, ...others];
  const messages = config.docsMessages;
  if (!messages) return units;
  return units.map((unit) => {
    const label = messages[docsTranslationFolder(unit)]?.['version.label'];
    return label ? { ...unit, label } : unit;
  });
}

type Versioning = Pick<DocsOptions, 'released' | 'lastVersion' | 'onlyIncludeVersions' | 'includeCurrentVersion' | 'versions' | 'versionSidebars'>;

function instanceUnits(pluginId: string, root: string, folder: string, base: string, sidebars: Record<string, SidebarSpec> | undefined, options: Versioning, currentLabel: string): DocsUnit[] {
  const released = options.released ?? [];
  const all = [CURRENT_VERSION, ...released];
  const last = options.lastVersion ?? released[0] ?? CURRENT_VERSION;
  const built = all.filter((version) => (version !== CURRENT_VERSION || options.includeCurrentVersion !== false) && (!options.onlyIncludeVersions || options.onlyIncludeVersions.includes(version)));
  const versioned = built.length > 1;
  const prefix = pluginId === DEFAULT_DOCS_ID ? '' : `${pluginId}_`;
  return built.map((version) => {
    const own = options.versions?.[version];
    const current = version === CURRENT_VERSION;
    const defaultPath = version === last ? '' : current ? 'next' : version;
    // Docusaurus: the last version has no banner; versions newer than it (current among them) are unreleased.
    const banner: VersionBanner = own?.banner ?? (version === last ? 'none' : all.indexOf(version) < all.indexOf(last) ? 'unreleased' : 'unmaintained');
    return {
      pluginId,
      version,
      root: current ? root : `${root}@${version}`,
      folder: current ? folder : `${prefix}versioned_docs/version-${version}`,
      routeBasePath: joinPath(base, own?.path ?? defaultPath),
      label: own?.label ?? (current ? currentLabel : version),
      isLast: version === last,
      banner,
      versioned,
      badge: own?.badge ?? (versioned || undefined),
      docsearchTag: `docs-${pluginId}-${version}`,
      sidebars: current ? sidebars : options.versionSidebars?.[version],
    };
  });
}

/**
 * A unit's translations inside a locale's folder, as Docusaurus lays them out: `docusaurus-plugin-content-docs/current`
 * (`-<id>` for another instance, `version-<name>` for a released version); its sidebar labels in that name + `.json`.
 */
export function docsTranslationFolder(unit: Pick<DocsUnit, 'pluginId' | 'version'>): string {
  return `docusaurus-plugin-content-docs${unit.pluginId === DEFAULT_DOCS_ID ? '' : `-${unit.pluginId}`}/${unit.version === CURRENT_VERSION ? 'current' : `version-${unit.version}`}`;
}

function joinPath(base: string, tail: string): string {
  const trimmed = tail.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return base;
  return `${base.replace(/\/+$/, '')}/${trimmed}`;
}
