// config → load → route → check: what `build`, `serve --watch` and `check` all run first (pipeline.ts loads this
// module when it is first needed).
import { checkConfigLinks, checkLinks } from '../route/link-checks.js';
import { loadConfig } from '../config/load.js';
import { hasErrors, LendocsError } from '../errors.js';
import { docSourceFacts } from '../load/doc-sources.js';
import { readContent, renderContent } from '../load/load-content.js';
import type { MarkdownRenderer } from '../load/markdown.js';
import { openMarkdown } from '../load/open-markdown.js';
import { openPageCache } from '../load/page-cache.js';
import type { CompileOptions, Compiled } from '../pipeline.js';
import { buildSite } from '../route/build-site.js';
import { sourceRoutes } from '../route/source-routes.js';
import type { Diagnostic } from '../types.js';
import { outputPackageVersions, VERSION } from '../version.js';
/** config → load → route → check. Stops after the first stage that reports errors. */
export async function compileSite(options: CompileOptions): Promise<Compiled> {
  const opened = options.markdown ? undefined : await openMarkdown(options.root);
  let closing: Promise<void> | undefined;
  // Once the bodies are rendered: the Markdown workers' memory (their heaps, their highlighters' WebAssembly memory)
  // is freed before the route stage allocates, not at the end of the compile (the build's peak of memory was there).
  const closeMarkdown = () => (closing ??= opened?.close() ?? Promise.resolve());
  try {
    return await compileWith(options, options.markdown ?? opened!.renderer, closeMarkdown);
  } catch (cause) {
    if (cause instanceof LendocsError) return { diagnostics: [cause.diagnostic] };
    throw cause;
  } finally {
    await closeMarkdown();
  }
}

async function compileWith(options: CompileOptions, markdown: MarkdownRenderer, closeMarkdown: () => Promise<void>): Promise<Compiled> {
  const { timer } = options;
  const diagnostics: Diagnostic[] = [];
  const loaded = await timer.stage('config', () => loadConfig(options.root));
  diagnostics.push(...loaded.diagnostics);
  const { config, source } = loaded;
  if (!config || !source) return { diagnostics };
  const cache = options.cache ? await openPageCache(options.cache.dir, { version: options.cache.version ?? VERSION, packages: options.cache.packages ?? outputPackageVersions(), config }) : undefined;
  const { routes, content, docSources } = await timer.stage('load', async () => {
    const read = await readContent({ config, root: source.root, reuse: options.reuse, changed: options.changed, cache });
    // Every file's route is known before any body is rendered, so a link to another file is written final.
    const routes = sourceRoutes(read.sources, config);
    const rendered = await renderContent(read, { markdown, routes, reusedRoutes: options.reuse ? options.reuseRoutes : undefined, onCount: timer.count });
    await closeMarkdown();
    return { routes, content: rendered, docSources: await docSourceFacts({ config, root: source.root, pages: rendered.pages, configFile: source.configFile, lineOf: source.lineOf, history: options.gitHistory }) };
  });
  await cache?.save();
  diagnostics.push(...content.diagnostics, ...docSources.diagnostics);
  const { mdxComponents } = content;
  if (hasErrors(diagnostics)) return { config, results: content.results, routes, parsed: content.parsed, mdxComponents, diagnostics };
  const { site, diagnostics: routeDiagnostics } = await timer.stage('route', () => buildSite({ config, content, configFile: source.configFile, lineOf: source.lineOf, docSources: docSources.facts }));
  diagnostics.push(...routeDiagnostics);
  diagnostics.push(...(await timer.stage('check', () => [...checkLinks(site), ...checkConfigLinks(site, source)])));
  return { config, site, results: content.results, routes, parsed: content.parsed, mdxComponents, gitHistory: docSources.history, environment: loaded.environment, diagnostics };
}
