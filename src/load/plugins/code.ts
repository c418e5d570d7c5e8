// Fenced code: ```lang title="file.ts" {1,3-5} → a titled, highlighted block with marked lines and a copy button.
import type MarkdownIt from 'markdown-it';
import { type CodeHighlighter } from '../highlight.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { renderMath } from './math.js';
import { escapeHtml } from '../../shared/html.js';

export interface FenceInfo {
  language: string;
  title?: string;
  highlightLines: Set<number>;
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
  return { language, title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, highlightLines };
}

export function code(md: MarkdownIt, highlighter: CodeHighlighter): void {
  md.renderer.rules.fence = (tokens, idx, _options, env: MarkdownEnv) => {
    const token = tokens[idx];
    const info = parseFenceInfo(token.info);
    const source = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
    if (info.language === 'math') {
      env.hasMath = true;
      return `<div class="math-display">${renderMath(source, true)}</div>\n`;
    }
    // Diagrams keep their source; a page can turn them into pictures with mermaid in the browser.
    if (info.language === 'mermaid') {
      env.hasMermaid = true;
      return `<pre class="mermaid" data-mermaid>${escapeHtml(source)}</pre>\n`;
    }
    let lines = highlighter.highlight(source, info.language);
    if (info.highlightLines.size > 0) {
      let n = 0;
      lines = lines.replace(/<span class="line">/g, () => (info.highlightLines.has(++n) ? '<span class="line highlighted">' : '<span class="line">'));
    }
    const lang = info.language ? ` data-language="${escapeHtml(info.language)}"` : '';
    const title = info.title ? `<div class="code-title">${escapeHtml(info.title)}</div>` : '';
    return (
      `<div class="code-block"${lang}>${title}` +
      `<pre class="shiki" tabindex="0"><code>${lines}</code></pre>` +
      `<button type="button" class="copy-button" data-copy-code aria-label="Copy code to clipboard" hidden>Copy</button></div>\n`
    );
  };
}
