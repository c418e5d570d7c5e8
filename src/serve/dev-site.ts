// The site as `lendocs serve` keeps it: the same pipeline, with parse results kept in memory and a fingerprint of
// each route's inputs, so a change re-parses only the changed files and re-renders only the routes it affects.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outputFileForRoute } from '../emit/output-path.js';
import { loadSiteAssets, type SiteAssets } from '../emit/site-assets.js';
import { hasErrors } from '../errors.js';
import { createCodeHighlighter, type CodeHighlighter } from '../load/highlight.js';
import type { PageResult } from '../load/load-content.js';
import { createMarkdown } from '../load/markdown.js';
import { assetPaths, compile, createTimer, renderOrDiagnose, siteExtras } from '../pipeline.js';
import { createRenderContext } from '../render/render-route.js';
import { createFingerprinter } from '../render/fingerprint.js';
import type { Diagnostic, Site } from '../types.js';
import { VERSION } from '../version.js';
import { LIVE_RELOAD_SCRIPT_PATH } from './live-reload.js';

export interface UpdateResult {
  ok: boolean;
  /** Route paths rendered again. */
  rendered: string[];
  diagnostics: Diagnostic[];
  ms: number;
}

export interface DevSite {
  /** Folder the server reads. */
  outDir: string;
  /** Errors that block the whole site (shown as the overlay), or none. */
  blocking(): Diagnostic[];
  /** Routes whose template threw, by route path. */
  crashed(): Map<string, Diagnostic>;
  /**
   * Writes the files besides pages: stylesheet, scripts, sitemap, feeds, llms.txt, Markdown twins and the search
   * index. Kept out of update(), so a save reloads the browser without waiting for them.
   */
  writeExtras(): Promise<void>;
  /** Rebuild after `changed` files (paths relative to the content root); `full` drops everything kept. */
  update(changes?: { changed?: Set<string>; full?: boolean }): Promise<UpdateResult>;
  close(): Promise<void>;
}

const sha = (text: string) => createHash('sha1').update(text).digest('base64');

export async function createDevSite(root: string, outDir: string): Promise<DevSite> {
  await mkdir(outDir, { recursive: true });
  const highlighter: CodeHighlighter = await createCodeHighlighter();
  const markdown = createMarkdown(highlighter);
  let results: Map<string, PageResult> | undefined;
  let assets: SiteAssets | undefined;
  let site: Site | undefined;
  let blocking: Diagnostic[] = [];
  const crashed = new Map<string, Diagnostic>();
  // Output file → fingerprint of what it was made from (routes) or of its contents (everything else).
  const written = new Map<string, string>();
  // Extra output file → hash of its contents (see writeExtras).
  const extras = new Map<string, string>();

  const write = async (relative: string, contents: string | Buffer) => {
    const file = path.join(outDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so the server never sends half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, contents);
    await rename(temporary, file);
  };

  return {
    outDir,
    blocking: () => blocking,
    crashed: () => crashed,

    async update({ changed, full = false } = {}) {
      const timer = createTimer();
      if (full) {
        results = undefined;
        written.clear();
      }
      const compiled = await compile(root, markdown, timer, { reuse: results, changed });
      if (compiled.results) results = compiled.results;
      if (!compiled.site || hasErrors(compiled.diagnostics)) {
        blocking = compiled.diagnostics;
        return { ok: false, rendered: [], diagnostics: compiled.diagnostics, ms: timer.seconds() * 1000 };
      }
      blocking = [];
      site = compiled.site;
      assets ??= await loadSiteAssets();
      const context = createRenderContext(site, assetPaths(assets), { devScript: LIVE_RELOAD_SCRIPT_PATH });

      const fingerprint = createFingerprinter(site, assetPaths(assets), VERSION);

      const rendered: string[] = [];
      const current = new Set<string>();
      crashed.clear();
      for (const route of site.routes) {
        const out = outputFileForRoute(route.path);
        current.add(out);
        const key = fingerprint(route);
        if (written.get(out) === key) continue;
        const { html, diagnostic } = renderOrDiagnose(route, context);
        if (diagnostic) {
          crashed.set(route.path, diagnostic);
          written.delete(out);
          continue;
        }
        await write(out, html!);
        written.set(out, key);
        rendered.push(route.path);
      }
      for (const [outPath, from] of site.files) {
        const relative = outPath.slice(1);
        current.add(relative);
        const info = await stat(from).catch(() => undefined);
        const key = info ? `${info.size}:${info.mtimeMs}` : '';
        if (written.get(relative) === key) continue;
        await mkdir(path.dirname(path.join(outDir, relative)), { recursive: true });
        await copyFile(from, path.join(outDir, relative));
        written.set(relative, key);
      }
      // Removed pages and files disappear (the extras are written by writeExtras()).
      for (const relative of [...written.keys()]) {
        if (current.has(relative)) continue;
        written.delete(relative);
        await rm(path.join(outDir, relative), { force: true });
      }
      return { ok: true, rendered, diagnostics: compiled.diagnostics, ms: timer.seconds() * 1000 };
    },

    async writeExtras() {
      if (!site || !assets) return;
      const current = new Set<string>();
      for (const [relative, contents] of siteExtras(site, assets)) {
        current.add(relative);
        const key = sha(contents);
        if (extras.get(relative) === key) continue;
        await write(relative, contents);
        extras.set(relative, key);
      }
      for (const relative of [...extras.keys()]) {
        if (current.has(relative)) continue;
        extras.delete(relative);
        await rm(path.join(outDir, relative), { force: true });
      }
    },

    async close() {
      highlighter.dispose();
    },
  };
}
