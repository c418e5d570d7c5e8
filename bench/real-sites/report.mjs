// The readable report of bench/real-sites.mjs: one block per site, named by its shape id only, then the quota
// table (how many sites have each shape).
import { SHAPES } from './shape.mjs';

const seconds = (value) => (value === undefined ? '—' : value.toFixed(1));
const kinds = (counts) => {
  const entries = Object.entries(counts ?? {});
  return entries.length ? entries.map(([kind, n]) => `${kind} ×${n}`).join('; ') : 'none';
};

function outcome(step) {
  if (!step) return 'not run';
  if (step.skipped) return `skipped (${step.skipped})`;
  if (step.timedOut) return 'timed out';
  if (step.code === 0) return step.pages === undefined ? 'ok' : `ok, ${step.pages} pages`;
  return `exit ${step.code ?? step.signal}`;
}

function siteLines(site) {
  const { pages, posts, installed } = site.shape.counts;
  const lines = [`${site.id}  ${site.shape.tags.join(' ') || 'plain'}  (${pages} Markdown files, ${posts} posts; site dependencies ${installed ? '' : 'not '}installed)`];
  if (site.error) return [...lines, `  not run: ${site.error}`];
  const { migrate, build } = site.result;
  lines.push(`  migrate: ${outcome(migrate)}; notes ${migrate?.notes?.length ?? 0}: ${kinds(site.migrateNotes)}`);
  if (site.migrateErrors && Object.keys(site.migrateErrors).length) lines.push(`  migrate errors: ${kinds(site.migrateErrors)}`);
  lines.push(`  build: ${outcome(build)}; CPU ${seconds(build?.cpuSeconds)} s (wall ${seconds(build?.wallSeconds)} s)`);
  if (site.build) {
    lines.push(`  build errors: ${kinds(site.build.errors)}`);
    lines.push(`  build warnings: ${kinds(site.build.warnings)}`);
    lines.push(`  content left out: ${kinds(site.build.leftOut)}`);
  }
  const cmp = site.comparison;
  if (cmp) {
    lines.push(`  vs Docusaurus: ${cmp.docusaurusRoutes} routes (lendocs ${cmp.lendocsRoutes}), ${cmp.missingRoutes} missing (+${cmp.pluginRoutes} from plugins lendocs does not build: ${kinds(cmp.pluginKinds)}), ${cmp.extraRoutes ?? '?'} only in lendocs; ` +
      `${cmp.differing} of ${cmp.comparablePages} comparable pages differ in h2/h3/table/code/image counts (${(cmp.parity * 100).toFixed(1)} % same)`);
  } else lines.push(`  vs Docusaurus: ${site.docusaurusBuild ? 'not compared (the lendocs build failed)' : 'no Docusaurus build beside it'}`);
  const oracle = site.oracle;
  if (oracle) lines.push(`  vs MDX 3: ${oracle.files} MDX files, ${oracle.compiled} compiled, ${oracle.agreeing} agreeing (${oracle.compiled ? ((100 * oracle.agreeing) / oracle.compiled).toFixed(1) : '–'} %), ${oracle.refused} refused by MDX`);
  return lines;
}

export function quotaTable(sites) {
  const rows = SHAPES.map(([tag, meaning, quota]) => `| ${tag} | ${meaning} | ${quota} | ${sites.filter((s) => s.shape.tags.includes(tag)).length} |`);
  return ['| shape | meaning | quota | sites |', '|---|---|---|---|', ...rows, `| (all) | sites in the corpus | 30 | ${sites.length} |`].join('\n');
}

/** One row per site for bench/RESULTS.md. */
export function summaryTable(sites) {
  const rows = sites.map((site) => {
    const b = site.result?.build;
    const errors = [site.build?.errors, site.migrateErrors].flatMap((counts) => Object.values(counts ?? {})).reduce((a, n) => a + n, 0);
    const warnings = Object.values(site.build?.warnings ?? {}).reduce((a, n) => a + n, 0);
    const left = Object.values(site.build?.leftOut ?? {}).reduce((a, n) => a + n, 0);
    const cmp = site.comparison;
    return `| ${site.id} | ${site.shape.tags.join(' ') || 'plain'} | ${site.shape.counts.installed ? 'yes' : 'no'} | ${outcome(site.result?.migrate)} | ${outcome(b)} | ${errors} | ${warnings} | ${left} | ${seconds(b?.cpuSeconds)} | ${cmp ? `${cmp.missingRoutes} (+${cmp.pluginRoutes})` : '—'} | ${cmp ? `${(cmp.parity * 100).toFixed(0)} %` : '—'} |`;
  });
  return ['| site | shape | deps | migrate | build | errors | warnings | left out | CPU s | routes missing (+plugins) | same counts |', '|---|---|---|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

export function formatReport(sites) {
  return [...sites.flatMap((site) => [...siteLines(site), '']), quotaTable(sites), '', summaryTable(sites)].join('\n');
}
