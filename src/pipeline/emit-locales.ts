// A site's other locales (config `i18n`), each built as Docusaurus builds it: the whole pipeline again with the
// locale's base and translations, its pages and generated files (sitemap, feeds, search index, llms.txt) in its own
// folder of the output (`fr/`). The default locale is the build itself (build.ts).
import { hasErrors } from '../errors.js';
import type { SiteCode } from '../load/components/site-code.js';
import { saidOnce } from '../load/load-content.js';
import { writeSiteFiles } from '../emit/write-site.js';
import { renderSite } from '../render/render-site.js';
import { siteLocales } from '../shared/locales.js';
import type { Diagnostic, OutputWriter, ResolvedConfig } from '../types.js';
import { codeVersion, outputPackageVersions } from '../version.js';
import type { BuildOptions } from './build.js';
import { compile } from './compile.js';
import { prepareSite } from './prepare-site.js';
import { inFolder } from './render-pages.js';
import type { Timer } from './timer.js';
import type { BodySpool } from '../node/body-spool.js';

export interface LocalesBuilt {
  pages: number;
  diagnostics: Diagnostic[];
  failed: boolean;
}

/** Builds every locale but the default one into `writer`, in the order of `i18n.locales`; stops at the first that fails. */
export async function emitOtherLocales(options: BuildOptions, config: ResolvedConfig, { timer, siteCode, writer, spool }: { timer: Timer; siteCode: SiteCode; writer: OutputWriter; spool?: BodySpool }): Promise<LocalesBuilt> {
  const built: LocalesBuilt = { pages: 0, diagnostics: [], failed: false };
  for (const locale of siteLocales(config).filter((candidate) => !candidate.isDefault)) {
    const compiled = await compile({ root: options.root, timer, cache: options.cache, siteCode, locale: locale.name, spool });
    built.diagnostics.push(...compiled.diagnostics);
    const { site } = compiled;
    if (!site || hasErrors(compiled.diagnostics)) return { ...built, failed: true };
    const tools = [options.cache?.version ?? codeVersion(), options.cache?.packages ?? outputPackageVersions()];
    const { render: prepared, diagnostics } = await prepareSite({ root: options.root, site, siteCode, tools });
    built.diagnostics.push(...diagnostics);
    if (!prepared || hasErrors(diagnostics)) return { ...built, failed: true };
    const localeWriter = inFolder(writer, locale.outDir);
    await writeSiteFiles(site, prepared.assets, localeWriter);
    const rendered = await timer.stage('render', () => renderSite({ context: prepared.context, writer: localeWriter, fingerprint: prepared.fingerprint, onCount: timer.count }));
    if (rendered.failures.length > 0) return { ...built, diagnostics: [...built.diagnostics, ...rendered.failures.map((failure) => failure.diagnostic)], failed: true };
    built.pages += site.routes.length;
  }
  return built;
}

/**
 * The diagnostics of another locale that the build has not said yet: a page without translation warns once, not once
 * per locale; a warning about a line of the site's code (saidOnce) once, whichever locale's page gave it.
 */
export function newDiagnostics(said: Diagnostic[], more: Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic) => (saidOnce(d) ? `${d.code}\0${d.message}` : `${d.severity}\0${d.code}\0${d.file ?? ''}\0${d.line ?? ''}\0${d.message}`);
  const seen = new Set(said.map(key));
  return more.filter((d) => !seen.has(key(d)) && Boolean(seen.add(key(d))));
}
