// One Markdown file → a parsed page: front matter checked, placeholders substituted, body rendered (highlighted).
// A pure function of the file's text, its path and the config, so its result can be cached and reused.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../config/load.js';
import { error } from '../errors.js';
import type { Diagnostic, Page, PageKind, ResolvedConfig } from '../types.js';
import { readFrontMatter } from './front-matter.js';
import type { MarkdownRenderer } from './markdown.js';
import { preprocessMdx } from './mdx.js';
import type { PageCache } from './page-cache.js';
import { substitute, substituteDeep } from '../shared/placeholders.js';
import { logicalPath } from './walk.js';

/** What loading one Markdown file produced; kept between builds in serve mode. */
export interface PageResult {
  page?: Page;
  diagnostics: Diagnostic[];
  /** Time spent reading, parsing and highlighting the file (0 when reused). */
  ms?: number;
}

/** A file to load: its path relative to the content root (as on disk) and what kind of page it is. */
export interface PageJob {
  relative: string;
  kind: PageKind;
}

/** What every page of one load shares. */
export interface PageContext {
  root: string;
  config: ResolvedConfig;
  markdown: MarkdownRenderer;
  /** The persistent parse cache, when the build uses one. */
  cache?: PageCache;
}

/** Reads, parses and renders one Markdown file; any failure becomes a diagnostic naming the file. */
export async function loadPage(job: PageJob, context: PageContext): Promise<PageResult> {
  const { relative, kind } = job;
  const { cache } = context;
  const absolute = path.join(context.root, relative);
  const file = displayPath(absolute);
  let raw: string;
  try {
    raw = await readFile(absolute, 'utf8');
  } catch (cause) {
    return { diagnostics: [error('unreadable-file', `Cannot read this file: ${(cause as Error).message}`, { file, hint: 'Check that the file exists and is readable.' })] };
  }
  const key = cache?.key(relative, kind, raw);
  const cached = key ? cache!.get(key) : undefined;
  if (cached) return cached;
  let parsed: PageResult;
  try {
    parsed = await parsePage(raw, job, file, context);
  } catch (cause) {
    // One file's failure (a plugin that throws, a worker thread that died) is reported against that file.
    const diagnostic = error('load-failed', `Loading this file failed: ${(cause as Error).message}`, {
      file,
      hint: 'If the message does not point at something in the file, run with --debug and report the output.',
    });
    return { diagnostics: [{ ...diagnostic, stack: (cause as Error).stack }] };
  }
  if (key) cache!.set(key, parsed);
  return parsed;
}

async function parsePage(raw: string, { relative, kind }: PageJob, file: string, { config, markdown }: PageContext): Promise<PageResult> {
  const nul = raw.indexOf('\u0000');
  if (nul >= 0) {
    const line = raw.slice(0, nul).split('\n').length;
    return { diagnostics: [error('binary-file', 'This Markdown file contains NUL bytes; it looks like a binary file.', { file, line, hint: 'Save the file as UTF-8 text, or move it out of the content folder.' })] };
  }
  const text = substitute(raw, config.product);
  const front = readFrontMatter(text, file, kind);
  if (front.diagnostics.some((d) => d.severity === 'error')) return { diagnostics: front.diagnostics };
  const data = substituteDeep(front.data, config.product);
  if (data.draft === true) return { diagnostics: front.diagnostics };

  const source = substitute(logicalPath(relative, config.paths), config.product);
  // .mdx: imports dropped, the common components turned into Markdown and HTML (line numbers unchanged).
  const mdx = source.endsWith('.mdx') ? preprocessMdx(front.body, { file, bodyLine: front.bodyLine }) : undefined;
  const rendered = await markdown.render(mdx?.body ?? front.body, { file, source, bodyLine: front.bodyLine });
  const fallbackTitle = path.posix.basename(source).replace(/\.mdx?$/, '');
  const page: Page = {
    kind,
    file,
    source,
    frontMatter: data,
    frontMatterLines: front.lines,
    hasTruncate: rendered.hasTruncate,
    title: (data.title as string | undefined) ?? rendered.contentTitle?.text ?? fallbackTitle,
    titleId: rendered.contentTitle?.id,
    description: (data.description as string | undefined) ?? '',
    html: rendered.html,
    hasMath: rendered.env.hasMath === true,
    hasMermaid: rendered.env.hasMermaid === true,
    excerptHtml: rendered.excerptHtml,
    headings: rendered.env.headings,
    ids: rendered.env.ids,
    links: rendered.env.links,
    wordCount: rendered.wordCount,
    bodyLine: front.bodyLine,
    markdown: front.body,
  };
  return { page, diagnostics: [...front.diagnostics, ...(mdx?.diagnostics ?? []), ...rendered.env.diagnostics], ms: rendered.ms };
}

