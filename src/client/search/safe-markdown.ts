// AI answers are untrusted text: rendered as a small Markdown subset with every character escaped first,
// so no raw HTML from the model can reach the page.
import { escapeHtml } from './query.js';

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (match, label: string, href: string) => {
      const decoded = href.replace(/&amp;/g, '&');
      // Only site paths and http(s) links survive; javascript: and friends stay text.
      return /^(\/(?!\/)|https?:\/\/)/i.test(decoded) ? `<a href="${href}">${label}</a>` : match;
    });
}

export function renderSafeMarkdown(markdown: string): string {
  const blocks = markdown.replace(/\r\n/g, '\n').split(/\n{2,}/);
  return blocks
    .map((block) => {
      if (block.startsWith('```')) return `<pre><code>${escapeHtml(block.replace(/^```[^\n]*\n?|```$/g, ''))}</code></pre>`;
      const lines = block.split('\n');
      if (lines.every((line) => /^\s*[-*]\s+/.test(line))) return `<ul>${lines.map((line) => `<li>${inline(line.replace(/^\s*[-*]\s+/, ''))}</li>`).join('')}</ul>`;
      if (lines.every((line) => /^\s*\d+\.\s+/.test(line))) return `<ol>${lines.map((line) => `<li>${inline(line.replace(/^\s*\d+\.\s+/, ''))}</li>`).join('')}</ol>`;
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('');
}
