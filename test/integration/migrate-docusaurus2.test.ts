// `lendocs migrate` then `lendocs build` on a Docusaurus 2 site (issue 32, class 4): migrate reads the Docusaurus
// version from the site's package.json and writes markdown.mdxVersion: 1, and the build reads the content as MDX 1
// did, so braces and a stray "<" in prose are text where MDX 3 would fail the build or leave them out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { migrateSite } from '../support/migrated-site.js';
import { runCliHere } from '../support/cli-here.js';
import { tempDir } from '../support/temp.js';

const CONFIG = `module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
`;

const PAGE = `# Responses

The call answers {"status":200,"body":"ok"} and takes {args}; a brace { left open is text too.

A Map<String, Integer> maps names, and x < y.

<div className="total">
The total is {1 + 2}.
</div>
`;

/** Migrates the site and builds it; the build may fail (an MDX 3 site's prose), so its status is the test's to check. */
async function migrateAndBuild(files: Record<string, string>) {
  const { root, output: migrated, config } = await migrateSite(files);
  const out = path.join(tempDir(), 'out');
  const built = await runCliHere(['build', '--root', root, '--out', out, '--no-cache']);
  const page = built.code === 0 ? cheerio.load(readFileSync(path.join(out, 'responses', 'index.html'), 'utf8')) : undefined;
  return { migrated, built, config, page };
}

test('a site whose package.json depends on Docusaurus 2 is migrated as MDX 1, and builds braces and "<" in prose as text', async () => {
  const { migrated, built, config, page } = await migrateAndBuild({
    'package.json': JSON.stringify({ name: 'acme-docs', dependencies: { '@docusaurus/core': '^2.4.3', '@docusaurus/preset-classic': '^2.4.3' } }),
    'docusaurus.config.js': CONFIG,
    'docs/responses.md': PAGE,
  });
  assert.equal(config.markdown.mdxVersion, 1);
  assert.match(migrated, /Docusaurus 2, so Markdown is read as MDX 1/);
  assert.equal(built.code, 0, built.stderr);
  assert.doesNotMatch(built.stderr, /left out|not valid MDX/);
  const text = page!('.markdown').text();
  assert.match(text, /The call answers \{"status":200,"body":"ok"\} and takes \{args\}; a brace \{ left open is text too\./);
  assert.match(text, /A Map<String, Integer> maps names, and x < y\./);
  // A block that starts with a tag is JSX in MDX 1: its braces are an expression.
  assert.equal(page!('.markdown .total').text().trim(), 'The total is 3.');
});

test('a Docusaurus 2 site is known by its lockfile when package.json gives no version; a Docusaurus 3 site stays MDX 3', async () => {
  const lockfile = `# yarn lockfile v1\n\n"@docusaurus/core@latest":\n  version "2.4.3"\n  resolved "https://registry.example/core-2.4.3.tgz"\n`;
  const fromLock = await migrateAndBuild({
    'package.json': JSON.stringify({ name: 'acme-docs', dependencies: { '@docusaurus/core': 'latest' } }),
    'yarn.lock': lockfile,
    'docusaurus.config.js': CONFIG,
    'docs/responses.md': PAGE,
  });
  assert.equal(fromLock.config.markdown.mdxVersion, 1);
  assert.equal(fromLock.built.code, 0, fromLock.built.stderr);
  const v3 = await migrateAndBuild({
    'package.json': JSON.stringify({ name: 'acme-docs', dependencies: { '@docusaurus/core': '^3.9.2' } }),
    'docusaurus.config.js': CONFIG,
    'docs/responses.md': PAGE,
  });
  assert.equal(v3.config.markdown?.mdxVersion, undefined);
  // MDX 3 reads the same prose as expressions and tags, as Docusaurus 3 does: the build says so.
  assert.match(v3.built.stderr, /\{args\}|not valid MDX/);
});

test("a Docusaurus 2 site's 'error' severities are taken as Docusaurus 2 took them: the problem is printed and the build goes on", async () => {
  const config = CONFIG.replace("baseUrl: '/',", "baseUrl: '/', onBrokenLinks: 'error', onBrokenMarkdownLinks: 'error',");
  const { migrated, built, config: written, page } = await migrateAndBuild({
    'package.json': JSON.stringify({ name: 'acme-docs', dependencies: { '@docusaurus/core': '2.0.0-beta.15' } }),
    'docusaurus.config.js': config,
    'docs/responses.md': '# Responses\n\nSee [the missing page](./missing.md).\n',
  });
  assert.match(migrated, /Docusaurus 2/);
  assert.equal(written.onBrokenLinks, 'warning');
  assert.equal(written.onBrokenMarkdownLinks, 'warning');
  assert.equal(built.code, 0, built.stderr);
  assert.match(built.stderr, /missing\.md/);
  assert.ok(page, 'the page is built');
});
