// Syntax highlighting at build time with shiki. Each block's tokens carry both themes' colours as CSS variables
// (--shiki-light / --shiki-dark), so the colour mode switches them with CSS and the browser runs no highlighter.
import { createHighlighter, bundledLanguages, type Highlighter } from 'shiki';
import { createHash } from 'node:crypto';
import { escapeHtml } from '../shared/html.js';

export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

export interface CodeHighlighter {
  /** Loads the grammars these languages need (unknown ones are rendered as plain text). */
  prepare(languages: Iterable<string>): Promise<void>;
  /** One `<span class="line">` per line, tokens coloured by CSS variables. */
  highlight(code: string, language: string): string;
  /** Frees the grammars and themes (shiki keeps them until told). */
  dispose(): void;
}

export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  const shiki: Highlighter = await createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [] });
  const loaded = new Set<string>();
  // The same snippet often appears on many pages (install commands); highlighting is the costliest step.
  const cache = new Map<string, string>();

  const known = (language: string) => !PLAIN.has(language) && language in bundledLanguages;

  return {
    async prepare(languages) {
      const missing = [...new Set(languages)].map((l) => l.toLowerCase()).filter((l) => known(l) && !loaded.has(l));
      if (missing.length === 0) return;
      await shiki.loadLanguage(...(missing as (keyof typeof bundledLanguages)[]));
      for (const l of missing) loaded.add(l);
    },
    highlight(code, language) {
      const lang = language.toLowerCase();
      const key = createHash('sha1').update(lang).update('\0').update(code).digest('base64');
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const html = known(lang) && loaded.has(lang) ? highlightTokens(shiki, code, lang) : plainLines(code);
      cache.set(key, html);
      return html;
    },
    dispose() {
      shiki.dispose();
    },
  };
}

/**
 * Tokeniser limits. Output must never depend on time: shiki's default 500 ms limit per line stopped tokenising
 * under CPU load, left the rest of the line in the previous colour, and the page cache kept that result. So there
 * is no time limit; instead lines longer than this many characters (minified code, data blobs, where a grammar can
 * take very long) are left uncoloured, which depends on the input alone.
 */
export const TOKENIZE_OPTIONS = { tokenizeTimeLimit: 0, tokenizeMaxLineLength: 5_000 } as const;

function highlightTokens(shiki: Highlighter, code: string, lang: string): string {
  const { tokens } = shiki.codeToTokens(code, { lang: lang as keyof typeof bundledLanguages, themes: CODE_THEMES, defaultColor: false, ...TOKENIZE_OPTIONS });
  return tokens
    .map((line) => {
      const spans = line
        .map((token) => {
          const style = token.htmlStyle ? Object.entries(token.htmlStyle).map(([k, v]) => `${k}:${v}`).join(';') : '';
          return style ? `<span style="${style}">${escapeHtml(token.content)}</span>` : escapeHtml(token.content);
        })
        .join('');
      return `<span class="line">${spans}</span>`;
    })
    .join('\n');
}

function plainLines(code: string): string {
  return code
    .split('\n')
    .map((line) => `<span class="line">${escapeHtml(line)}</span>`)
    .join('\n');
}
