// Fuzzing jobs on modules alone (test/unit/fuzz.test.ts), run in a worker by harness.ts: the Markdown stage, front
// matter, YAML data files and the config loader, each with its own fast-check property.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDiagnostics, countLines, within } from './harness.js';

export async function markdown({ fc, assert, gen, beat, options }) {
  const { createMarkdown } = await import('../../../src/load/markdown.js');
  const { createCodeHighlighter } = await import('../../../src/load/highlight.js');
  const highlighter = await createCodeHighlighter();
  const markdown = createMarkdown(highlighter);
  const BODY_LINE = 5;
  try {
    await fc.assert(
      fc.asyncProperty(gen.markdownInput, async (body) => {
        beat(body);
        const rendered = await within(markdown.render(body, { file: 'docs/fuzz.md', source: 'docs/fuzz.md', bodyLine: BODY_LINE }, new Map([['docs/fees.md', '/fees']])), 'render');
        assert.equal(typeof rendered.html, 'string');
        assert.equal(typeof rendered.excerptHtml, 'string');
        const last = BODY_LINE + countLines(body) - 1;
        const inFile = (line) => Number.isInteger(line) && line >= BODY_LINE && line <= last;
        checkDiagnostics(assert, rendered.env.diagnostics, { lineOk: (d) => d.file === 'docs/fuzz.md' && inFile(d.line) });
        for (const link of rendered.env.links) assert.ok(inFile(link.line), `link line ${link.line} outside ${BODY_LINE}..${last}: ${JSON.stringify(link)}`);
        for (const heading of rendered.env.headings) assert.ok(inFile(heading.line), `heading line ${heading.line} outside ${BODY_LINE}..${last}`);
        assert.ok(process.memoryUsage().heapUsed < 900 * 2 ** 20, 'heap over 900 MB');
      }),
      options,
    );
  } finally {
    highlighter.dispose();
  }
}

export async function frontMatter({ fc, assert, gen, beat, options }) {
  const { readFrontMatter } = await import('../../../src/load/front-matter.js');
  const { substituteDeep } = await import('../../../src/shared/placeholders.js');
  await fc.assert(
    fc.asyncProperty(gen.frontMatterDocument, fc.constantFrom('doc', 'post', 'page'), async (text, kind) => {
      beat({ kind, text });
      const result = await within(Promise.resolve().then(() => readFrontMatter(text, 'docs/fuzz.md', kind)), 'readFrontMatter');
      const last = countLines(text);
      checkDiagnostics(assert, result.diagnostics, { lineOk: (d) => d.file === 'docs/fuzz.md' && d.line <= last });
      assert.equal(typeof result.body, 'string');
      assert.ok(Number.isInteger(result.bodyLine) && result.bodyLine >= 1 && result.bodyLine <= last + 1, `bodyLine ${result.bodyLine} of ${last}`);
      if (result.diagnostics.length === 0) {
        assert.ok(result.data && typeof result.data === 'object');
        substituteDeep(result.data, { name: 'Acme', slug: 'acme' });
        for (const [key, line] of Object.entries<number>(result.lines)) assert.ok(Number.isInteger(line) && line >= 2 && line <= last, `line of ${key}: ${line}`);
      }
    }),
    options,
  );
}

export async function dataFiles({ fc, assert, gen, beat, options }) {
  const { loadBlogData } = await import('../../../src/load/blog-data.js');
  const { loadCategories } = await import('../../../src/load/categories.js');
  const { mkdtempSync, mkdirSync, rmSync } = await import('node:fs');
  const root = mkdtempSync(path.join(tmpdir(), 'lendocs-fuzz-data-'));
  mkdirSync(path.join(root, 'blog'));
  mkdirSync(path.join(root, 'docs/x'), { recursive: true });
  const product = { name: 'Acme', slug: 'acme' };
  try {
    await fc.assert(
      fc.asyncProperty(gen.dataFileText('author'), gen.dataFileText('tag'), gen.dataFileText('category'), async (authors, tags, category) => {
        beat({ authors, tags, category });
        writeFileSync(path.join(root, 'blog/authors.yml'), authors);
        writeFileSync(path.join(root, 'blog/tags.yml'), tags);
        writeFileSync(path.join(root, 'docs/x/_category_.yml'), category);
        const blog = await within(loadBlogData({ root, product, shown: (file) => file }), 'loadBlogData');
        const categories = await within(loadCategories({ root, files: ['docs/x/_category_.yml'], product, shown: (file) => file }), 'loadCategories');
        const lines = { 'authors.yml': countLines(authors), 'tags.yml': countLines(tags), '_category_.yml': countLines(category) };
        checkDiagnostics(assert, [...blog.diagnostics, ...categories.diagnostics], { lineOk: (d) => d.line <= lines[path.basename(d.file)] });
        for (const entry of [...blog.data.authors.values(), ...(blog.data.tags?.values() ?? [])]) assert.ok(Number.isInteger(entry.line) && entry.line >= 1);
      }),
      options,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export async function configLoads({ fc, assert, gen, beat, options }) {
  const { loadConfig } = await import('../../../src/config/load.js');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const root = mkdtempSync(path.join(tmpdir(), 'lendocs-fuzz-config-'));
  const configFile = path.join(root, 'lendocs.config.yml');
  try {
    await fc.assert(
      fc.asyncProperty(gen.configText, async (text) => {
        beat(text);
        writeFileSync(configFile, text);
        const { config, diagnostics } = await within(loadConfig(root), 'loadConfig');
        checkDiagnostics(assert, diagnostics, { lineOk: (d) => d.line <= countLines(text) });
        for (const d of diagnostics) assert.equal(path.resolve(d.file!), configFile);
        assert.equal(Boolean(config), diagnostics.length === 0);
      }),
      options,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
