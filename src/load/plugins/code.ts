// Fenced code: ```lang title="file.ts" {1,3-5} showLineNumbers → a titled, highlighted block with marked lines, line
// numbers if asked, and a copy button. Magic comments (`// highlight-next-line`, magic-comments.ts) mark lines too,
// with Docusaurus's classes; `live` blocks (```jsx live, for a live-code plugin lendocs does not run) show their code.
import type MarkdownIt from 'markdown-it';
import { type CodeHighlighter } from '../highlight.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { renderMath } from './math.js';
import { escapeHtml } from '../../shared/html.js';
import { warning } from '../../errors.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../config/magic-comments.js';
import { applyMagicComments, type MarkedLines } from './magic-comments.js';
import { isNpm2YarnBlock, npm2yarnTabs } from './npm2yarn.js';

export interface FenceInfo {
  language: string;
  title?: string;
  highlightLines: Set<number>;
  /** `showLineNumbers` (1) or `showLineNumbers=5`: the number of the first line. */
  lineNumbersStart?: number;
}

/** Parses the info string after the opening fence. */
export function parseFenceInfo(info: string): FenceInfo {
  const language = /^[^\s{]*/.exec(info.trim())?.[0] ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(info);
  const ranges = /\{([\d,\s-]+)\}/.exec(info);
  const highlightLines = new Set<number>();
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [from, to] = part.trim().split('-').map((n) => Number.parseInt(n, 10));
      // Past 2^53, n++ leaves n unchanged: "{99999999999999999999}" would loop for ever.
      if (!Number.isSafeInteger(from) || from < 1) continue;
      // Bounded so that "{1-999999999}" cannot make a huge set.
      const end = Math.min(Number.isSafeInteger(to) ? to : from, from + 10_000);
      for (let n = from; n <= end; n++) highlightLines.add(n);
    }
  }
  // As Docusaurus reads it: the first word that starts with showLineNumbers, with an optional =start.
  const numbers = info.split(' ').find((word) => word.startsWith('showLineNumbers'));
  const start = numbers?.startsWith('showLineNumbers=') ? Number.parseInt(numbers.slice('showLineNumbers='.length), 10) : 1;
  const lineNumbersStart = numbers === undefined ? undefined : Number.isSafeInteger(start) ? start : 1;
  return { language, title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, highlightLines, lineNumbersStart };
}

export function code(md: MarkdownIt, highlighter: CodeHighlighter): void {
  md.renderer.rules.fence = (tokens, idx, _options, env: MarkdownEnv) => {
    const token = tokens[idx];
    const source = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
    const line = token.map?.[0] ?? 0;
    if (env.npm2yarn && isNpm2YarnBlock(token.info)) {
      // Each tab's block has the language alone, as the plugin's: no title, no marked lines.
      const info = parseFenceInfo(parseFenceInfo(token.info).language);
      return npm2yarnTabs(source, env.npm2yarn, env, (converted) => drawBlock(converted, info, env, line, highlighter));
    }
    return drawBlock(source, parseFenceInfo(token.info), env, line, highlighter);
  };
}

/** One fenced block's HTML: maths, a diagram, or highlighted code with its title, marked lines and copy button. */
function drawBlock(source: string, info: FenceInfo, env: MarkdownEnv, line: number, highlighter: CodeHighlighter): string {
  // A ```math fence is display maths where rehype-katex 7 reads it (Docusaurus 3 sites); Docusaurus 2's rehype-katex 5
  // reads only $$ blocks, so there it stays a code block, as that site showed it.
  if (info.language === 'math' && env.mdxVersion !== 1) {
    env.hasMath = true;
    return `<div class="math-display">${renderMath(source, true)}</div>\n`;
  }
  // Diagrams keep their source; a page can turn them into pictures with mermaid in the browser.
  if (info.language === 'mermaid') {
    env.hasMermaid = true;
    return `<pre class="mermaid" data-mermaid>${escapeHtml(source)}</pre>\n`;
  }
  const marked = markedLines(source, info, env, line);
  const lines = highlighter.highlight(marked?.code ?? source, info.language, marked?.classes);
  const lang = info.language ? ` data-language="${escapeHtml(info.language)}"` : '';
  const title = info.title ? `<div class="code-title">${escapeHtml(info.title)}</div>` : '';
  // Numbered by a CSS counter, as Docusaurus does, so copying the code copies no numbers.
  const numbered = info.lineNumbersStart === undefined ? '' : ` class="line-numbers" style="counter-reset:line-count ${info.lineNumbersStart - 1}"`;
  return (
    `<div class="code-block"${lang}>${title}` +
    `<pre class="shiki" tabindex="0"><code${numbered}>${lines}</code></pre>` +
    `<button type="button" class="copy-button" data-copy-code aria-label="Copy code to clipboard" hidden>Copy</button></div>\n`
  );
}

/**
 * The lines a block marks, as Docusaurus's parseLines finds them: a range in the info string (`{1,3-5}`) gets the
 * first magic comment's class and leaves the code as it is; otherwise the magic comments of a block with a language
 * mark lines and are taken out.
 */
function markedLines(source: string, info: FenceInfo, env: MarkdownEnv, line: number): MarkedLines | undefined {
  const magic = env.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  if (info.highlightLines.size > 0) {
    if (magic.length === 0) {
      const at = env.lineOffset + (env.lineMap?.[line] ?? line) + 1;
      // Once, though a block before the truncate marker is rendered twice (the page and its excerpt).
      if (!env.diagnostics.some((d) => d.code === 'highlight-without-magic-comment' && d.line === at)) {
        env.diagnostics.push(
          warning('highlight-without-magic-comment', 'This code block gives lines to highlight, but the config has no magic comment whose class would mark them (markdown.magicComments is empty).', {
            file: env.file,
            line: at,
            hint: 'Add a magic comment to markdown.magicComments (its first entry marks ranges), or remove the {…} range.',
          }),
        );
      }
      return undefined;
    }
    return { code: source, classes: new Map([...info.highlightLines].map((n) => [n, [magic[0].className]])) };
  }
  return info.language ? applyMagicComments(source, info.language, magic) : undefined;
}
