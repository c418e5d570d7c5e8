// The limits on the site's own code (`siteCode:`): its components, React pages, theme overrides and
// src/theme/MDXComponents run at build time on a thread of their own, which lendocs stops when one of them runs too
// long or uses too much memory (src/load/components/site-code.ts).
import { z } from 'zod';

const TIME_LIMIT_SECONDS = 10;
const MEMORY_LIMIT_MB = 1024;
/** The time a Docusaurus config's functions get in their process (bundling and evaluating the config included). */
const CONFIG_TIME_LIMIT_MS = 30_000;

// Optional, not defaulted (as blog.routeBasePath): a config without it keeps its fingerprints.
export const siteCode = z
  .object({
    timeLimitSeconds: z
      .number()
      .positive()
      // A day: a timer of more than 2^31 ms would go off at once.
      .max(86_400)
      .optional()
      .describe(`How long the site's code may run for one page, in seconds (the components an MDX page draws, a React page, a theme override, src/theme/MDXComponents); default ${TIME_LIMIT_SECONDS}. Code that runs longer (a loop that never ends) is stopped, and the page gets an error naming the component.`),
    memoryLimitMb: z
      .number()
      .int()
      .min(32)
      .optional()
      .describe(`How much memory (JavaScript heap, in MB) the site's code may use; default ${MEMORY_LIMIT_MB}. Code that needs more is stopped, and the page gets an error naming the component.`),
    aliases: z
      .record(z.string().min(1), z.string().min(1))
      .optional()
      .describe("Module aliases for the site's components and MDX imports, as a Docusaurus plugin's configureWebpack gives webpack (resolve.alias): `'@components': ./src/components` makes `@components/X` the file src/components/X. A target starting with ./ or ../ is a path from the site folder, any other a package; a key ending in $ matches only itself. `migrate` writes what the site's plugins set."),
    resolveExtensions: z
      .array(z.string().regex(/^\.[^/\\]+$/, 'an extension starting with a dot, such as .web.js'))
      .min(1)
      .optional()
      .describe("The extensions an import without one is tried with, in order, in the site's components and the packages they import, as a Docusaurus plugin's configureWebpack gives webpack (resolve.extensions): `['.web.js', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json']` makes `import './Button'` the file Button.web.js when there is one (react-native-web's files for the browser), before Button.js. Default: esbuild's (`.tsx`, `.ts`, `.jsx`, `.js`, `.css`, `.json`). `migrate` writes what the site's plugins set, merged with Docusaurus's own list as their mergeStrategy says."),
    define: z
      .record(z.string().regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'a name or a property chain, such as __DEV__'), z.string())
      .optional()
      .describe("Global constants in the site's components and the packages they import, as a webpack DefinePlugin a Docusaurus plugin's configureWebpack adds gives them: each name (`__DEV__`) is replaced by the code given, JSON (`false`, `\"text\"`) or a name. `migrate` writes what the site's plugins define, with the values `docusaurus build` gives them; names under `process` are left out, as the site's code sees NODE_ENV alone of the build's environment."),
    jsAsTypeScript: z
      .boolean()
      .optional()
      .describe("Read the site's .js and .jsx files as TypeScript with JSX, as Docusaurus Faster's SWC loader reads them (`future.experimental_faster: true`, or its `swcJsLoader: true`): type annotations in a .jsx component build, and an import only used as a type is dropped. Default false: .js and .jsx files are JavaScript with JSX, as Babel reads them. `migrate` sets it when the Docusaurus config turns that loader on."),
    themes: z
      .array(z.string().min(1))
      .optional()
      .describe("The site's Docusaurus theme packages whose components `@theme/X` finds, in Docusaurus's order (the preset's themes, then `plugins` with a theme folder, then `themes`): `@theme/X` is the site's src/theme/X first, then the X of the last theme that has one, then lendocs's own; `@theme-init/X` is the first theme's. Each entry is a folder of components: a package and the folder inside it (`docusaurus-theme-openapi-docs/lib/theme`; the package alone: its lib/theme, dist/theme or theme), found in the node_modules of the site folder or a folder above it, or a path from the site folder (`./src/local-theme`). Their components are bundled and drawn at build time like the site's own; one that cannot be drawn is a warning naming it. `lendocs migrate` writes the themes the Docusaurus config has."),
    plugins: z
      .string()
      .min(1)
      .optional()
      .describe("A Docusaurus config file (JavaScript or TypeScript, relative to the site folder) whose plugins give data: the site's own (a path such as `./src/plugins/releases` in its `plugins`, or a function written there) and those of packages (a package in `plugins` or `themes`, or what a preset such as an API reference's gives), but not Docusaurus's own (@docusaurus/…), whose work lendocs does; `lendocs migrate` names the site's docusaurus.config when it has such plugins. At each build they run once, in a Node process of their own, as Docusaurus runs them: the plugin function with its context and options, then `loadContent()` and `contentLoaded({ content, actions })`. What `setGlobalData` gives, components read with `usePluginData(name, id)` and `useGlobalData()`; the files `createData` writes are imported as Docusaurus has them (`@generated/<plugin>/<id>/<file>`, `.docusaurus/…`), from lendocs's folder `.lendocs-generated/`. Routes `addRoute` adds are built as pages, as React pages are: the route's component drawn with its modules' values (JSON, as the files `createData` writes; a Markdown or MDX file as the page component Docusaurus's mdx-loader compiles it to, with its `frontMatter`, `contentTitle`, `toc`, `assets` and the `metadata` the plugin's loader names, cut at its truncate marker when imported with `query: { truncated: true }`) and its `props` as its props; one lendocs cannot build (a JavaScript module, nested `routes`, a path with parameters, a component that fails) is a warning naming the plugin, the route and why. A plugin of the site's that throws, or any plugin still running at the time limit (30 s, or `timeLimitSeconds` when more), fails the build naming it; a package's plugin that throws is a warning naming it, and a component that reads its data then fails with its message."),
  })
  .strict()
  .optional()
  .describe("Limits on the site's own code (components, React pages, theme overrides), which runs at build time on a thread of its own: lendocs stops code that runs too long or uses too much memory and reports it as an error naming the component (`build` fails and leaves the output as it was; `serve` shows the error and keeps serving). Also the module aliases that code imports by, and the Docusaurus plugins to run.");

export interface SiteCodeLimits {
  /** Milliseconds the site's code may run for one page. */
  timeMs: number;
  /** The heap the thread running the site's code may grow to, in MB. */
  memoryMb: number;
}

/** The config's limits, with the defaults for those it leaves out. */
export function siteCodeLimits(config: { siteCode?: z.output<typeof siteCode> }): SiteCodeLimits {
  return { timeMs: (config.siteCode?.timeLimitSeconds ?? TIME_LIMIT_SECONDS) * 1000, memoryMb: config.siteCode?.memoryLimitMb ?? MEMORY_LIMIT_MB };
}

/**
 * Milliseconds the config's functions the build calls (sidebarItemsGenerator, createRedirects, the site's own
 * plugins) may take in their process, the config's bundling and evaluation included: 30 s, or timeLimitSeconds
 * when it gives more.
 */
export function configFunctionsTimeMs(config: { siteCode?: z.output<typeof siteCode> }): number {
  // Whole milliseconds: the process's timer takes no fraction (timeLimitSeconds: 40.0005).
  return Math.max(CONFIG_TIME_LIMIT_MS, Math.ceil((config.siteCode?.timeLimitSeconds ?? 0) * 1000));
}

/** A route a plugin added with addRoute, to be built as a page (pipeline/plugin-routes.ts). */
export interface PluginRoute {
  /** Its path under the base URL (`/apps`), as the site's routes are written. */
  path: string;
  /** The absolute path of its component's module, drawn as a React page is. */
  component: string;
  /** What the component is given: each module's value (JSON), then the route's `props`. */
  props: Record<string, unknown>;
  /** The plugin, as messages name it (`The plugin "apps" (src/plugins/apps/index.ts)`). */
  plugin: string;
}

/** What the site's plugins gave the build (pipeline/site-plugins.ts), once they ran. */
export interface SitePluginsGave {
  /** What they gave with setGlobalData, by plugin name and id. */
  pluginGlobalData?: Record<string, Record<string, unknown>>;
  /** Why a package's plugin gave no data, by plugin name and id ('*': every id). */
  pluginFailures?: Record<string, Record<string, string>>;
  /** The routes they added with addRoute that lendocs builds. */
  pluginRoutes?: PluginRoute[];
}
