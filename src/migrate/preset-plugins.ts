// Runs in migrate's child process (evaluate-child.ts): a preset of the config other than the classic one. To
// Docusaurus a preset is a function of (context, options) that gives `{ plugins, themes }`, which it loads as if the
// config listed them (after the config's own). A company's preset that passes its options on to the classic preset
// (`docs: { path: '../docs' }`) thus gives Docusaurus's docs, blog and pages plugins with those options. Such a
// preset is called here, when it is installed, and the content plugins it gives go first in the config's plugins, so
// translate.ts reads them as it reads plugins the config names itself. The preset stays in the list, for what else
// it gives (its themes: theme-paths.ts calls it again). The classic preset is read as it is, and a preset that is not
// installed gives nothing. One that throws stops migrate, as it stops Docusaurus: passed over, it lost the docs folder
// and options it gives without a word, and the build then failed on every sidebar id.
import { createRequire } from 'node:module';
import path from 'node:path';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The preset translate.ts reads itself (translate.ts hasClassicPreset). */
const isClassic = (name: string) => /classic/.test(name);

/** Docusaurus's content plugins, by a name or a path resolved into their package. */
const CONTENT_PLUGIN = /@docusaurus[\\/]plugin-content-(docs|blog|pages)([\\/]|$)/;
const isContentPlugin = (entry: unknown) => {
  const spec = Array.isArray(entry) ? entry[0] : entry;
  return typeof spec === 'string' && CONTENT_PLUGIN.test(spec);
};

/** The preset's plugins, or undefined when it cannot be called here. */
async function presetContents(spec: unknown, options: unknown, context: Any, siteRequire: NodeJS.Require): Promise<{ plugins: unknown[] } | undefined> {
  let file: string | undefined;
  if (typeof spec === 'string') {
    try {
      file = siteRequire.resolve(spec, { paths: [context.siteDir] });
    } catch {
      return undefined;
    }
  }
  try {
    const module = typeof spec === 'function' ? spec : file ? siteRequire(file) : undefined;
    const make = typeof module === 'function' ? module : module?.default;
    if (typeof make !== 'function') return undefined;
    const given = await make(context, options ?? {});
    if (!given || typeof given !== 'object') return undefined;
    return { plugins: Array.isArray(given.plugins) ? given.plugins.filter(Boolean) : [] };
  } catch (cause) {
    const name = typeof spec === 'string' ? path.relative(context.siteDir, spec).startsWith('..') ? spec : path.relative(context.siteDir, spec) : 'a preset given as a function';
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`The preset ${name} failed when called as Docusaurus calls it (Docusaurus stops on this too): ${why}`);
  }
}

export async function expandPresets(config: Any, dir: string): Promise<void> {
  if (!config || typeof config !== 'object' || !Array.isArray(config.presets)) return;
  const siteRequire = createRequire(path.join(dir, 'noop.js'));
  // The config as Docusaurus hands it to presets, with the defaults they read (the classic preset reads
  // themeConfig and future.v4's flags).
  const v4 = config.future?.v4 === true ? { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true } : { removeLegacyPostBuildHeadAttribute: false, useCssCascadeLayers: false, ...(config.future?.v4 ?? {}) };
  const siteConfig = { ...config, themeConfig: config.themeConfig ?? {}, future: { ...(config.future ?? {}), v4, experimental_faster: config.future?.experimental_faster ?? {} } };
  const context = { siteDir: dir, siteConfig, baseUrl: config.baseUrl ?? '/', generatedFilesDir: path.join(dir, '.docusaurus'), i18n: { currentLocale: config.i18n?.defaultLocale ?? 'en', defaultLocale: config.i18n?.defaultLocale ?? 'en', locales: config.i18n?.locales ?? ['en'] } };
  const plugins: unknown[] = [];
  for (const entry of config.presets) {
    const [spec, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof spec === 'string' && isClassic(spec)) continue;
    plugins.push(...((await presetContents(spec, options, context, siteRequire))?.plugins.filter(isContentPlugin) ?? []));
  }
  // Docusaurus loads the presets' plugins before the config's own.
  if (plugins.length > 0) config.plugins = [...plugins, ...(Array.isArray(config.plugins) ? config.plugins : [])];
}
