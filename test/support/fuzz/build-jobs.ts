// Fuzzing jobs that build whole sites (test/integration/fuzz.test.ts), run in a worker by harness.ts: random config values
// reach the templates, the sitemap and the feeds; random sites build or report file:line.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDiagnostics, countLines, within } from './harness.js';

export async function configBuilds({ fc, assert, gen, beat, options }) {
  const { build } = await import('../../../src/pipeline/build.js');
  const { mkdtempSync, mkdirSync, rmSync } = await import('node:fs');
  const root = mkdtempSync(path.join(tmpdir(), 'lendocs-fuzz-config-'));
  const configFile = path.join(root, 'lendocs.config.yml');
  try {
    // A few whole builds, so the values reach the templates, the sitemap and the feeds.
    const site = {
      'docs/guide/intro.md': '---\ntitle: Intro\ntags: [a]\n---\n\n# Intro\n\nText [next](./next.md).\n',
      'docs/guide/next.md': '---\ntitle: Next\n---\n\n## Part {#part}\n\nText.\n',
      'pages/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
      'blog/2024-05-01-news.md': '---\ntitle: News\ntags: [release]\n---\n\nFirst paragraph.\n\n<!-- truncate -->\n\nMore.\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    for (const [relative, text] of Object.entries(site)) {
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      writeFileSync(path.join(root, relative), text);
    }
    await fc.assert(
      fc.asyncProperty(gen.configText, async (text) => {
        beat(text);
        writeFileSync(configFile, text);
        const result = await within(build({ root, out: path.join(root, 'unused'), write: false }), 'build');
        checkSiteResult(assert, result, { root, lineLimits: { 'lendocs.config.yml': countLines(text) } });
      }),
      options,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export async function sites({ fc, assert, gen, beat, options }) {
  const { build } = await import('../../../src/pipeline/build.js');
  const { mkdtempSync, mkdirSync, rmSync, existsSync, readdirSync, readFileSync } = await import('node:fs');
  const outcomes = { built: 0, failed: 0, codes: new Map() };
  await fc.assert(
    fc.asyncProperty(gen.site, async (site) => {
      beat(site);
      const root = mkdtempSync(path.join(tmpdir(), 'lendocs-fuzz-site-'));
      try {
        const written: Record<string, any> = {};
        for (const [relative, contents] of site.files) {
          const file = path.join(root, relative);
          try {
            mkdirSync(path.dirname(file), { recursive: true });
            // A file and a folder of one name cannot both exist: the second one is skipped, as on a real disk.
            if (existsSync(file)) continue;
            writeFileSync(file, contents);
            written[relative] = contents;
          } catch {
            continue;
          }
        }
        const lineLimits: Record<string, any> = {};
        for (const [relative, contents] of Object.entries(written)) lineLimits[relative] = countLines(Buffer.from(contents).toString('utf8'));
        // Beside the content folder, not inside it: an --out inside the content is refused (output-safety.test.js).
        const out = path.join(`${root}-out`, 'site');
        const result = await within(build({ root, out, write: site.write }), 'build');
        checkSiteResult(assert, result, { root, lineLimits, write: site.write });
        const errorCodes = new Set(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code));
        if (errorCodes.size === 0) outcomes.built++;
        else outcomes.failed++;
        for (const code of errorCodes) outcomes.codes.set(code, (outcomes.codes.get(code) ?? 0) + 1);
        if (site.write) {
          const ok = !result.diagnostics.some((d) => d.severity === 'error');
          assert.equal(existsSync(path.join(out, '404.html')), ok, ok ? 'a successful build left no output' : 'a failed build left an output folder');
          if (ok) assert.match(readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), /<urlset/);
          const stray = (existsSync(path.dirname(out)) ? readdirSync(path.dirname(out)) : []).filter((name) => name.includes('.lendocs-staging-') || name.includes('.lendocs-old-'));
          assert.deepEqual(stray, [], 'temporary folders left behind');
        }
      } finally {
        rmSync(root, { recursive: true, force: true });
        rmSync(`${root}-out`, { recursive: true, force: true });
      }
    }),
    options,
  );
  const codes = [...outcomes.codes].sort((a, b) => b[1] - a[1]).map(([code, count]) => `${code} ${count}`).join(', ');
  return `${outcomes.built} sites built, ${outcomes.failed} failed with errors (${codes})`;
}

/**
 * A build's result is either output files (no errors) or errors with no output; every diagnostic names a file
 * and, for text files, a line inside it. Output paths must be writable: relative, normalised, and no file may
 * also be a folder of another file.
 */
function checkSiteResult(assert, result, { root, lineLimits, write = false }) {
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const relativeOf = (file) => path.relative(root, path.resolve(file)).split(path.sep).join('/');
  checkDiagnostics(assert, result.diagnostics, {
    // Files that are not text have no lines (a static file in the way of a page). A template that throws names the
    // page's file; the template, not a line of it, is at fault.
    lineOptional: (d) => d.code === 'render-failed' || relativeOf(d.file).startsWith('static/') || !/\.(mdx?|ya?ml|json)$/i.test(d.file),
    lineOk: (d) => {
      const limit = lineLimits[relativeOf(d.file)];
      return limit === undefined || d.line <= limit;
    },
  });
  for (const d of result.diagnostics) {
    const relative = relativeOf(d.file);
    assert.ok(!relative.startsWith('..') && !path.isAbsolute(relative), `diagnostic names a file outside the site: ${JSON.stringify(d)}`);
  }
  if (errors.length > 0) {
    assert.equal(result.files, undefined, 'a failed build returned output files');
    return;
  }
  if (write) return;
  assert.ok(result.files instanceof Map, 'a successful build returned no files');
  const names = [...result.files.keys()];
  for (const name of names) {
    assert.ok(name.length > 0 && !name.startsWith('/') && !name.includes('\\') && !name.includes('\0'), `unwritable output path ${JSON.stringify(name)}`);
    assert.ok(!name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'), `output path leaves its folder: ${JSON.stringify(name)}`);
  }
  const set = new Set(names);
  for (const name of names) {
    const parts = name.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      assert.ok(!set.has(folder), `output ${JSON.stringify(folder)} is both a file and the folder of ${JSON.stringify(name)}`);
    }
  }
  assert.ok(set.has('404.html') && set.has('sitemap.xml'), 'output lacks 404.html or sitemap.xml');
}
