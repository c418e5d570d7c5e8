// A page known from its front matter alone, its body not rendered: what `lendocs serve` routes its first page with
// (every page but the one asked for is an outline until the whole site is compiled). What other pages show of it —
// its title in a sidebar, a pager or a breadcrumb, its description, its front matter — is what the rendered page
// has, except where only the body can tell: a title taken from the body's leading `# Heading` is read here from the
// Markdown line, without rendering it (inline Markdown kept as plain as it can be without a parser), and what is
// made of the body itself (a card's first paragraph, a post's excerpt and reading time, search text) is empty.
import path from 'node:path';
import type { Page } from '../types.js';
import type { ParsedSource } from './load-page.js';

export function outlinePage(parsed: ParsedSource): Page {
  const { kind, file, source, frontMatter, bodyLine } = parsed;
  // An MDX file not compiled yet starts with its imports and exports as written: the heading is below them.
  const heading = parsed.reactPage ? undefined : leadingHeading(parsed.pendingMdx ? withoutEsm(parsed.body) : parsed.body);
  const fallbackTitle = path.posix.basename(source).replace(/\.mdx?$/, '');
  return {
    kind,
    file,
    source,
    frontMatter,
    frontMatterLines: parsed.frontMatterLines,
    hasTruncate: false,
    title: (frontMatter.title as string | undefined) ?? heading ?? fallbackTitle,
    heading,
    description: (frontMatter.description as string | undefined) ?? '',
    html: '',
    excerptHtml: '',
    headings: [],
    ids: [],
    links: [],
    wordCount: 0,
    bodyLine,
    markdown: parsed.markdown,
  };
}

/** An MDX body without the blocks of imports and exports it starts with (each runs to the next blank line, as MDX reads it). */
export function withoutEsm(body: string): string {
  if (!/^\s*(?:import|export)\b/.test(body)) return body;
  const lines = body.split('\n');
  let at = 0;
  for (;;) {
    while (at < lines.length && lines[at].trim() === '') at++;
    if (at >= lines.length || !/^(?:import|export)\b/.test(lines[at])) break;
    while (at < lines.length && lines[at].trim() !== '') at++;
  }
  return lines.slice(at).join('\n');
}

const ATX_H1 = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;

/** The text of the body's leading level-1 heading (`# Title`, or a line underlined with `=`), when it starts the body. */
export function leadingHeading(body: string): string | undefined {
  const lines = body.split('\n', 40);
  let at = 0;
  while (at < lines.length && lines[at].trim() === '') at++;
  const line = lines[at];
  if (line === undefined) return undefined;
  const atx = ATX_H1.exec(line);
  const text = atx ? atx[1] : line.trim() !== '' && !/^ {0,3}[#>*+=`~<|-]/.test(line) && SETEXT_H1.test(lines[at + 1] ?? '') ? line : undefined;
  if (text === undefined) return undefined;
  const plain = plainInline(text.replace(/[ \t]*\{#[^}]*\}[ \t]*$/, ''));
  return plain === '' ? undefined : plain;
}

/** Inline Markdown as the text it shows: code, emphasis, links and images reduced to their text, escapes undone. */
function plainInline(markdown: string): string {
  // Escaped characters are set aside first, so that none of them counts as Markdown.
  const escaped: string[] = [];
  const kept = markdown.replace(/\\([!-/:-@[-`{-~])/g, (_, character: string) => `\uE000${escaped.push(character) - 1}\uE001`);
  return kept
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(\*|_)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/\uE000(\d+)\uE001/g, (_, index: string) => escaped[Number(index)])
    .trim();
}
