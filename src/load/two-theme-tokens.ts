// Tokens coloured for two themes from one tokenisation. shiki's own two-theme highlighting runs the grammar once per
// theme, because vscode-textmate bakes one theme's colours into the tokens it makes; the grammar is most of the
// cost. Here the grammar runs once, returning each token's scope names, and each theme's colour is worked out from
// those scopes exactly as vscode-textmate does it (AttributedScopeStack: the theme's rule for each scope path,
// merged from the root down). Token boundaries are where either theme's attributes change, which is what shiki's
// alignment of the two token streams gives. test/highlight.test.js checks the result equals shiki's, byte for byte.
import { INITIAL, Theme, type IGrammar, type IRawTheme, type StateStack } from '@shikijs/vscode-textmate';

/** One token: its text and each theme's foreground colour and font style. */
export interface TwoThemeToken {
  content: string;
  colors: [string, string];
  fontStyles: [number, number];
  /** Equal for tokens whose colours and font styles are equal in both themes (to reuse what is made from them). */
  styleKey: number;
}

interface ScopeAttributes {
  languageId: number;
  tokenType: number;
}

/** The parts of a vscode-textmate grammar used here (`getMetadataForScope` is public at run time, not in its types). */
type Grammar = IGrammar & { getMetadataForScope(scope: string): ScopeAttributes };

// vscode-textmate's encoded token metadata (EncodedTokenMetadata): the bit layout of a token's attributes.
const FONT_STYLE_OFFSET = 11;
const FOREGROUND_OFFSET = 15;
const BACKGROUND_OFFSET = 24;
const NOT_SET = -1;

function encode(existing: number, attributes: ScopeAttributes, fontStyle: number, foreground: number, background: number): number {
  let languageId = existing & 0xff;
  let tokenType = (existing >>> 8) & 0x3;
  const brackets = (existing >>> 10) & 0x1;
  let style = (existing >>> FONT_STYLE_OFFSET) & 0xf;
  let fg = (existing >>> FOREGROUND_OFFSET) & 0x1ff;
  let bg = (existing >>> BACKGROUND_OFFSET) & 0xff;
  if (attributes.languageId !== 0) languageId = attributes.languageId;
  if (attributes.tokenType !== 8) tokenType = attributes.tokenType;
  if (fontStyle !== NOT_SET) style = fontStyle;
  if (foreground !== 0) fg = foreground;
  if (background !== 0) bg = background;
  return ((languageId << 0) | (tokenType << 8) | (brackets << 10) | (style << FONT_STYLE_OFFSET) | (fg << FOREGROUND_OFFSET) | (bg << BACKGROUND_OFFSET)) >>> 0;
}

interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

interface PathEntry {
  path: ScopePath;
  metadata: [number, number];
}

/** Attributes of every scope path seen, per theme, so each is worked out once per build. */
export class TwoThemeColourer {
  private readonly themes: Theme[];
  private readonly colorMaps: string[][];
  private readonly caches = new WeakMap<Grammar, Map<string, PathEntry>>();

  constructor(rawThemes: [IRawTheme, IRawTheme]) {
    this.themes = rawThemes.map((raw) => Theme.createFromRawTheme(raw));
    this.colorMaps = this.themes.map((theme) => theme.getColorMap());
  }

  /** Each line's tokens, from one tokenisation; lines of `maxLineLength` or more characters are left uncoloured. */
  tokenize(grammar: Grammar, lines: string[], maxLineLength: number): TwoThemeToken[][] {
    let state: StateStack = INITIAL;
    const out: TwoThemeToken[][] = [];
    for (const line of lines) {
      if (line === '') {
        out.push([]);
        continue;
      }
      if (maxLineLength > 0 && line.length >= maxLineLength) {
        out.push([{ content: line, colors: ['', ''], fontStyles: [0, 0], styleKey: -1 }]);
        continue;
      }
      const result = grammar.tokenizeLine(line, state, 0);
      out.push(this.lineTokens(grammar, line, result.tokens));
      state = result.ruleStack;
    }
    return out;
  }

  private lineTokens(grammar: Grammar, line: string, tokens: { startIndex: number; scopes: string[] }[]): TwoThemeToken[] {
    const merged: { start: number; metadata: [number, number] }[] = [];
    for (const token of tokens) {
      if (token.startIndex >= line.length) break;
      const metadata = this.metadataOf(grammar, token.scopes);
      const last = merged[merged.length - 1];
      // Each theme's tokens merge neighbours of equal attributes; the aligned result splits where either differs.
      if (last && last.metadata[0] === metadata[0] && last.metadata[1] === metadata[1]) continue;
      if (last && last.start === token.startIndex) merged.pop();
      merged.push({ start: token.startIndex, metadata });
    }
    return merged.map(({ start, metadata }, index) => {
      const end = index + 1 < merged.length ? merged[index + 1].start : line.length;
      const [foreground, fontStyle] = [(metadata[0] >>> FOREGROUND_OFFSET) & 0x1ff, (metadata[0] >>> FONT_STYLE_OFFSET) & 0xf];
      const [darkForeground, darkFontStyle] = [(metadata[1] >>> FOREGROUND_OFFSET) & 0x1ff, (metadata[1] >>> FONT_STYLE_OFFSET) & 0xf];
      return {
        content: line.slice(start, end),
        colors: [this.colorMaps[0][foreground] ?? '', this.colorMaps[1][darkForeground] ?? ''],
        fontStyles: [fontStyle, darkFontStyle],
        // 9 bits of colour and 4 of font style per theme: 26 bits, a safe integer.
        styleKey: (((foreground << 4) | fontStyle) << 13) | (darkForeground << 4) | darkFontStyle,
      };
    });
  }

  /** Both themes' attributes for a scope list, built from the root down as vscode-textmate's AttributedScopeStack does. */
  private metadataOf(grammar: Grammar, scopes: string[]): [number, number] {
    const cache = this.cacheFor(grammar);
    const hit = cache.get(scopes.join('\n'));
    if (hit) return hit.metadata;
    // Start from the longest prefix already known, or from the root scope.
    let depth = scopes.length - 1;
    let entry: PathEntry | undefined;
    while (depth > 0 && !(entry = cache.get(scopes.slice(0, depth).join('\n')))) depth--;
    if (!entry) {
      const path: ScopePath = { parent: null, scopeName: scopes[0] };
      entry = { path, metadata: [this.rootMetadata(0, grammar, path), this.rootMetadata(1, grammar, path)] };
      cache.set(scopes[0], entry);
      depth = 1;
    }
    for (; depth < scopes.length; depth++) {
      const attributes = grammar.getMetadataForScope(scopes[depth]);
      const path: ScopePath = { parent: entry.path, scopeName: scopes[depth] };
      entry = { path, metadata: [this.merge(0, entry.metadata[0], attributes, path), this.merge(1, entry.metadata[1], attributes, path)] };
      cache.set(scopes.slice(0, depth + 1).join('\n'), entry);
    }
    return entry.metadata;
  }

  /** Scope attributes depend on the grammar (the language ids of what it embeds), so each grammar has its own cache. */
  private cacheFor(grammar: Grammar): Map<string, PathEntry> {
    let cache = this.caches.get(grammar);
    if (!cache) this.caches.set(grammar, (cache = new Map()));
    return cache;
  }

  /** The root scope: the theme's defaults, then the grammar's own attributes (createRootAndLookUpScopeName). */
  private rootMetadata(index: number, grammar: Grammar, path: ScopePath): number {
    const defaults = this.themes[index].getDefaults();
    const basic = (grammar as unknown as { _basicScopeAttributesProvider: { getDefaultAttributes(): ScopeAttributes } })._basicScopeAttributesProvider.getDefaultAttributes();
    const start = encode(0, basic, defaults.fontStyle, defaults.foregroundId, defaults.backgroundId);
    return this.merge(index, start, grammar.getMetadataForScope(path.scopeName), path);
  }

  private merge(index: number, existing: number, attributes: ScopeAttributes, path: ScopePath): number {
    const style = this.themes[index].match(path as never);
    return style === null ? encode(existing, attributes, NOT_SET, 0, 0) : encode(existing, attributes, style.fontStyle, style.foregroundId, style.backgroundId);
  }
}

/** This module's code that decides a token's colours, for the highlight store's key (highlight.ts's TOKEN_HTML_CODE). */
export const COLOURER_CODE: string = [encode, TwoThemeColourer].map(String).join('\n') + JSON.stringify([FONT_STYLE_OFFSET, FOREGROUND_OFFSET, BACKGROUND_OFFSET, NOT_SET]);
