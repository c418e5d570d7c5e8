// build() = config → load → route → check → render → emit, each stage timed.
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { checkLinks } from './check/links.js';
import { loadConfig } from './config/load.js';
import { atomFeed, jsonFeed, rssFeed } from './emit/feeds.js';
import { outputFileForRoute } from './emit/output-path.js';
import { loadSiteAssets } from './emit/site-assets.js';
import { createSearchIndexer, type SearchIndexer } from './emit/search-index.js';
import { robotsTxt, sitemapXml } from './emit/sitemap.js';
import { createStagingDir, type StagingDir } from './emit/staging-dir.js';
import { error, hasErrors, LendocsError } from './errors.js';
import { createCodeHighlighter } from './load/highlight.js';
import { loadContent } from './load/load-content.js';
import { createMarkdown } from './load/markdown.js';
import { buildSite, pageOf } from './route/build-site.js';
import { createRenderContext, renderRoute } from './render/render-route.js';
import type { BuildResult, Diagnostic } from './types.js';

export interface BuildOptions {
  /** The content folder (holds lendocs.config.yml). */
  root: string;
  /** The output folder; ignored with `write: false`. */
  out: string;
  /** false: return the files in memory instead of writing them (for tests and serve). */
  write?: boolean;
  /** Called as each stage starts, for progress display. */
  onStage?: (stage: string) => void;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const timings: { stage: string; ms: number }[] = [];
  const diagnostics: Diagnostic[] = [];
  const stage = async <T,>(name: string, work: () => Promise<T> | T): Promise<T> => {
    options.onStage?.(name);
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      timings.push({ stage: name, ms: performance.now() - t0 });
    }
  };
  const result = (extra: Partial<BuildResult> = {}): BuildResult => ({
    diagnostics,
    stats: { pages: 0, seconds: (performance.now() - started) / 1000, timings },
    ...extra,
  });

  try {
    const loaded = await stage('config', () => loadConfig(options.root));
    diagnostics.push(...loaded.diagnostics);
    const config = loaded.config;
    if (!config) return result();

    const content = await stage('load', async () => {
      const highlighter = await createCodeHighlighter();
      try {
        return await loadContent(config, createMarkdown(highlighter));
      } finally {
        highlighter.dispose();
      }
    });
    diagnostics.push(...content.diagnostics);
    if (hasErrors(diagnostics)) return result();

    const { site, diagnostics: routeDiagnostics } = await stage('route', () => buildSite(config, content));
    diagnostics.push(...routeDiagnostics);
    diagnostics.push(...(await stage('check', () => checkLinks(site))));
    if (hasErrors(diagnostics)) return result({ site });

    const assets = await stage('assets', () => loadSiteAssets());
    const files = new Map<string, string | Buffer>();
    let indexer: SearchIndexer | undefined;
    const staging: StagingDir | undefined = options.write === false ? undefined : await createStagingDir(options.out);
    const emit = async (relative: string, contents: string | Buffer) => {
      if (staging) await staging.write(relative, contents);
      else files.set(relative, contents);
    };

    try {
      const context = createRenderContext(site, { css: assets.css.path, js: assets.js.path, searchJs: assets.searchJs.path });
      indexer = config.search.provider === 'local' ? await createSearchIndexer() : undefined;
      const rendered = await stage('render', async () => {
        for (const route of site.routes) {
          let html: string;
          try {
            html = renderRoute(route, context);
          } catch (cause) {
            diagnostics.push({
              ...error('render-failed', `Rendering ${route.path} failed: ${(cause as Error).message}`, {
                file: pageOf(route)?.file,
                hint: 'A template threw while drawing this page; run with --debug for the stack trace.',
              }),
              stack: (cause as Error).stack,
            });
            return false;
          }
          // Pages are written as they are rendered, so memory does not grow with the site.
          await emit(outputFileForRoute(route.path), html);
          indexer?.add(route.path, html);
        }
        return true;
      });
      if (!rendered) {
        await staging?.abort();
        return result({ site });
      }

      await stage('emit', async () => {
        await emit(assets.css.path.slice(1), assets.css.contents);
        await emit(assets.js.path.slice(1), assets.js.contents);
        await emit(assets.searchJs.path.slice(1), assets.searchJs.contents);
        await emit('sitemap.xml', sitemapXml(site));
        await emit('robots.txt', robotsTxt(site));
        if (site.posts.length > 0) {
          await emit('blog/rss.xml', rssFeed(site));
          await emit('blog/atom.xml', atomFeed(site));
          await emit('blog/feed.json', jsonFeed(site));
        }
        for (const [outPath, from] of [...site.files].sort(([a], [b]) => a.localeCompare(b))) {
          if (staging) await staging.copy(outPath.slice(1), from);
          else files.set(outPath.slice(1), await readFile(from));
        }
        if (indexer) {
          for (const file of await stage('search index', () => indexer!.files())) await emit(file.path, Buffer.from(file.contents));
        }
        await staging?.commit();
      });
    } catch (cause) {
      await staging?.abort();
      throw cause;
    } finally {
      await indexer?.close();
    }

    return result({
      site,
      files: staging ? undefined : files,
      stats: { pages: site.routes.length, seconds: (performance.now() - started) / 1000, timings, jsGzipBytes: assets.js.gzipBytes },
    });
  } catch (cause) {
    if (cause instanceof LendocsError) {
      diagnostics.push(cause.diagnostic);
      return result();
    }
    throw cause;
  }
}
