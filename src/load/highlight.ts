// Syntax highlighting at build time with shiki's grammars and themes. Each block's tokens carry both themes'
// colours as CSS variables (--shiki-light / --shiki-dark), set by short classes (code-token-classes.ts), so the
// colour mode switches them with CSS and the browser runs no highlighter. Each block is tokenised once for both
// themes (two-theme-tokens.ts).
import { createHighlighter, createJavaScriptRegexEngine, bundledLanguagesInfo, type BundledLanguage, type Highlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { escapeHtml } from '../shared/html.js';
import { withLineClasses, type LineClasses } from './line-classes.js';
import { highlightKey, openHighlightStore, type HighlightStoreOptions } from './highlight-store.js';
import { PrecompiledRegexes } from './precompiled-regexes.js';
import { COLOURER_CODE, TwoThemeColourer, type TwoThemeToken } from './two-theme-tokens.js';
import { CODE_THEMES, TOKEN_CLASSES_CODE, fontStyleDeclarations, lineClassNames, loadCodeTokenClasses, tokenClassNames, type CodeTokenClasses } from './code-token-classes.js';

export { CODE_THEMES };
export type { LineClasses };

const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/**
 * Grammars that run on shiki's JavaScript regular-expression engine instead of Oniguruma (WebAssembly). Both give the
 * same tokens for every bundled grammar (shiki's own compatibility report; test/highlight.test.js compares the
 * output with shiki's Oniguruma highlighting), but their speed differs by grammar: measured on the code blocks of
 * six real documentation sites and the bench corpus (bench/RESULTS.md), these take 0.2–0.7× the time on the
 * JavaScript engine, while JavaScript, TypeScript, JSX, HTML and YAML take 1.3–4.5× (JSON is about even once compiled and 2.5× faster to start) — their patterns
 * (long look-aheads tried at every position) suit Oniguruma. Names are grammars' own (`bash`, `sh` and `shell` are `shellscript`).
 * Go is not among them although it was faster: on a struct's function field with long parameter names
 * (`Update func(newSessionData map[string]interface{}, userContext pkg.UserContext) error`) the JavaScript engine
 * backtracks without end, and a build never finished; Oniguruma tokenises it at once.
 */
export const JAVASCRIPT_ENGINE_GRAMMARS: ReadonlySet<string> = new Set(['shellscript', 'shellsession', 'json', 'css', 'rust', 'solidity', 'c', 'cairo', 'zig']);

export interface CodeHighlighter {
  /** Loads the grammars these languages need (unknown ones are rendered as plain text). */
  prepare(languages: Iterable<string>): Promise<void>;
  /**
   * One `<span class="line">` per line, tokens coloured by CSS variables; `lineClasses` adds classes to lines (by
   * number, from 1: marked lines). A highlighter on another thread gives a placeholder that `fill` replaces.
   */
  highlight(code: string, language: string, lineClasses?: LineClasses): string;
  /**
   * HTML rendered with this highlighter, its placeholders replaced by the blocks, and the time they took to highlight
   * there (a highlighter on another thread: remote-highlighter.ts).
   */
  fill?(html: string): Promise<{ html: string; ms: number }>;
  /** Frees the grammars and themes (shiki keeps them until told). */
  dispose(): void;
}

/** One shiki instance per regular-expression engine; the Oniguruma one (slower to start) only once a grammar needs it. */
interface Engines {
  javascript: Highlighter;
  oniguruma?: Promise<Highlighter>;
}

const THEMES = [CODE_THEMES.light, CODE_THEMES.dark];

/** `stored`: the persistent cache's store of highlighted blocks (highlight-store.ts), when the build has a cache. */
export async function createCodeHighlighter(stored?: HighlightStoreOptions): Promise<CodeHighlighter> {
  // The JavaScript engine's patterns, translated when lendocs was bundled for the grammars loaded (precompiled-regexes.ts).
  const regexes = new PrecompiledRegexes();
  const classes = await loadCodeTokenClasses();
  const engines: Engines = { javascript: await createHighlighter({ themes: THEMES, langs: [], engine: createJavaScriptRegexEngine({ cache: regexes }) }) };
  const onigurumaEngine = () => (engines.oniguruma ??= createHighlighter({ themes: THEMES, langs: [], engine: createOnigurumaEngine({ instantiator: instantiateOniguruma }) }));
  /** Language (as written, lower case) → the shiki instance holding its grammar. */
  const loaded = new Map<string, Highlighter>();
  const colourer = new TwoThemeColourer([engines.javascript.getTheme(CODE_THEMES.light), engines.javascript.getTheme(CODE_THEMES.dark)] as never);
  const spans = new Map<number, string>();
  // The same snippet often appears on many pages (install commands); highlighting is the costliest step.
  const cache = createSnippetCache();
  const store = stored && openHighlightStore(stored.dir);
  let renderer: string | undefined;

  // A Map, not `in bundledLanguages`: a fence named `constructor` or `__proto__` is plain text, not a grammar.
  const known = (language: string) => !PLAIN.has(language) && GRAMMAR_OF.has(language);

  return {
    async prepare(languages) {
      const missing = [...new Set([...languages].map((l) => l.toLowerCase()))].filter((l) => known(l) && !loaded.has(l));
      for (const language of missing) {
        const grammar = GRAMMAR_OF.get(language)!;
        if (JAVASCRIPT_ENGINE_GRAMMARS.has(grammar)) regexes.addGrammar(grammar);
        const shiki = JAVASCRIPT_ENGINE_GRAMMARS.has(grammar) ? engines.javascript : await onigurumaEngine();
        await shiki.loadLanguage(language as BundledLanguage);
        loaded.set(language, shiki);
      }
    },
    highlight(code, language, lineClasses) {
      return withLineClasses(highlightBlock(code, language), lineClasses);
    },
    dispose() {
      engines.javascript.dispose();
      void engines.oniguruma?.then((shiki) => shiki.dispose());
    },
  };

  function highlightBlock(code: string, language: string): string {
    const lang = language.toLowerCase();
    const key = createHash('sha1').update(lang).update('\0').update(code).digest('base64');
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const shiki = loaded.get(lang);
    if (!shiki) {
      const html = plainLines(code);
      cache.add(key, html);
      return html;
    }
    const storeKey = store && highlightKey({ packages: stored!.packages, renderer: (renderer ??= createHash('sha256').update(TOKEN_HTML_CODE).digest('base64url')), grammar: GRAMMAR_OF.get(lang)!, language: lang, themes: THEMES, code });
    let html = storeKey ? store!.get(storeKey) : undefined;
    if (html === undefined) {
      html = highlightTokens(shiki, colourer, spans, classes, code, lang);
      if (storeKey) store!.set(storeKey, html);
    }
    cache.add(key, html);
    return html;
  }
}

/** HTML characters of highlighted blocks kept for reuse (about 70 typical blocks); beyond this the least recently used are forgotten. */
export const SNIPPET_CACHE_CHARS = 1024 * 1024;

/**
 * Highlighted blocks by hash of language and code, up to SNIPPET_CACHE_CHARS of HTML. Unbounded, it kept every
 * block of the site on each Markdown worker (13 MB each at the bench's scale 15, where no block repeats, and alive at
 * the build's peak of memory, the end of the load stage), while the blocks that do repeat (install commands) are
 * short and recur across the site, so a bounded cache that keeps the most recently used keeps them.
 */
export function createSnippetCache(limit = SNIPPET_CACHE_CHARS) {
  const entries = new Map<string, string>();
  let chars = 0;
  return {
    get(key: string): string | undefined {
      const html = entries.get(key);
      // Used again: moved to the end, the newest place, so a block that recurs across the site stays.
      if (html !== undefined) {
        entries.delete(key);
        entries.set(key, html);
      }
      return html;
    },
    add(key: string, html: string) {
      // A block this large would push out most of the others, and is not the kind that recurs (install commands).
      if (html.length > limit / 8) return;
      entries.set(key, html);
      chars += html.length;
      // A Map iterates in insertion order: the first keys are the least recently used.
      for (const [oldest, value] of entries) {
        if (chars <= limit) break;
        entries.delete(oldest);
        chars -= value.length;
      }
    },
  };
}

/**
 * Oniguruma's WebAssembly from shiki's .wasm file. shiki's default loader unpacks a gzipped copy with the web's
 * Response and DecompressionStream, and touching those makes Node load its fetch implementation: 0.1-0.3 s at start-up.
 */
async function instantiateOniguruma(imports?: WebAssembly.Imports): Promise<WebAssembly.WebAssemblyInstantiatedSource> {
  return WebAssembly.instantiate(await readFile(new URL(import.meta.resolve('shiki/onig.wasm'))), imports);
}

/** Every language name shiki bundles, and its aliases, to the grammar it stands for (`sh` → `shellscript`). */
const GRAMMAR_OF: ReadonlyMap<string, string> = new Map(bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name, info.id] as const)));

/**
 * Tokeniser limits. Output must never depend on time: shiki's default 500 ms limit per line stopped tokenising
 * under CPU load, left the rest of the line in the previous colour, and the page cache kept that result. So there
 * is no time limit; instead lines longer than this many characters (minified code, data blobs, where a grammar can
 * take very long) are left uncoloured, which depends on the input alone.
 */
export const TOKENIZE_OPTIONS = { tokenizeTimeLimit: 0, tokenizeMaxLineLength: 5_000 } as const;

/**
 * `spans` keeps each token style's opening tag: many tokens share one. Tokens in the themes' default colours (about
 * half of all) are not wrapped: their line carries the default colours' classes instead, and `.shiki span` colours the
 * line as it coloured each token. Only on a line whose every token has classes: an inline style's `inherit` (a
 * colour one theme lacks) must not inherit the line's colour, nor a token with no colour at all take it.
 */
function highlightTokens(shiki: Highlighter, colourer: TwoThemeColourer, spans: Map<number, string>, classes: CodeTokenClasses, code: string, lang: string): string {
  // ANSI output is not a grammar: shiki colours it with its own parser.
  if (lang === 'ansi') return shikiTokens(shiki, code, lang);
  const grammar = shiki.getLanguage(lang) as never;
  const defaults = lineClassNames(classes);
  const defaultTag = `<span class="${defaults}">`;
  const openingOf = (token: TwoThemeToken) => {
    let open = spans.get(token.styleKey);
    if (open === undefined) spans.set(token.styleKey, (open = openingTag(token, classes)));
    return open;
  };
  return colourer
    .tokenize(grammar, code.split(/\r?\n/), TOKENIZE_OPTIONS.tokenizeMaxLineLength)
    .map((line) => {
      const tags = line.map(openingOf);
      const bare = tags.includes(defaultTag) && tags.every((tag) => tag.startsWith('<span class="'));
      const tokens = line.map((token, index) => (tags[index] && !(bare && tags[index] === defaultTag) ? `${tags[index]}${escapeHtml(token.content)}</span>` : escapeHtml(token.content)));
      return `<span class="line${bare ? ` ${defaults}` : ''}">${tokens.join('')}</span>`;
    })
    .join('\n');
}

const THEME_NAMES = ['light', 'dark'] as const;

/**
 * A token's `<span>`: its themes' classes, or where a style has none, the inline style shiki writes for two themes
 * with no default colour (each theme's styles as CSS variables), which the classes stand for.
 */
function openingTag(token: TwoThemeToken, classes: CodeTokenClasses): string {
  const names = tokenClassNames(classes, token.colors, token.fontStyles);
  if (names) return `<span class="${names}">`;
  const styles = THEME_NAMES.map((_, index) => styleObject(token.colors[index], token.fontStyles[index]));
  const keys = [...new Set(styles.flatMap((style) => Object.keys(style)))];
  const declarations: string[] = [];
  styles.forEach((style, index) => {
    for (const key of keys) declarations.push(`--shiki-${THEME_NAMES[index]}${key === 'color' ? '' : `-${key}`}:${style[key] || 'inherit'}`);
  });
  const style = declarations.join(';');
  return style ? `<span style="${style}">` : '';
}

function styleObject(color: string, fontStyle: number): Record<string, string> {
  return { ...(color ? { color } : {}), ...fontStyleDeclarations(fontStyle) };
}

/** shiki's own two-theme tokenisation (two passes), for what is not a TextMate grammar. */
function shikiTokens(shiki: Highlighter, code: string, lang: string): string {
  const { tokens } = shiki.codeToTokens(code, { lang: lang as BundledLanguage, themes: CODE_THEMES, defaultColor: false, ...TOKENIZE_OPTIONS });
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

/**
 * The code that decides a stored block's HTML beside shiki's packages: the functions that make it from tokens, the
 * modules that colour and class the tokens, and the constants they read. Hashed into the highlight store's key
 * (highlight-store.ts), so a change to any of it misses blocks stored before, with no format number to remember to
 * raise. Plain-text blocks and line classes are not stored, so their code is not here.
 */
export const TOKEN_HTML_CODE: string = [highlightTokens, openingTag, styleObject, shikiTokens, escapeHtml].map(String).join('\n') + JSON.stringify([TOKENIZE_OPTIONS, THEME_NAMES, [...JAVASCRIPT_ENGINE_GRAMMARS]]) + COLOURER_CODE + TOKEN_CLASSES_CODE;
