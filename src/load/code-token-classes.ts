// Highlighted tokens carry short classes instead of inline styles: `<span class="l3 d7">` rather than
// `<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">`. The inline styles were a quarter of a docs page's
// bytes. Each class stands for one colour (or font style) of one of the two code themes, and sets the same CSS
// variable the inline style set, so the site's rules for code (templates/styles.css) and the colour-mode switch work
// as before. The classes are derived from the theme files alone, in the order the colours appear in them: every
// Markdown worker, every build, the highlight cache and `serve` give a colour the same class, and the stylesheet
// holds one rule per colour of each theme, known before any block is highlighted. A token whose style has no class
// (a colour shiki computed that the theme file does not list) keeps its inline style, so it is never mis-coloured.

export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

const MODES = ['light', 'dark'] as const;

/** vscode-textmate's font style bits. */
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

interface RawTheme {
  fg?: string;
  colors?: Record<string, string>;
  settings?: { scope?: unknown; settings?: { foreground?: string; fontStyle?: string } }[];
  tokenColors?: RawTheme['settings'];
}

/** One theme's classes: colour (upper case) → class, and font style (vscode-textmate's bits) → class. */
interface ModeClasses {
  colors: Map<string, string>;
  fontStyles: Map<number, string>;
}

export interface CodeTokenClasses {
  light: ModeClasses;
  dark: ModeClasses;
}

const HEX_COLOR = /^#[0-9A-F]{3,8}$/;

/** A theme's classes: `l0`, `l1`… per colour, `lf1` (italic), `lf5` (italic underline)… per font style it names. */
export function themeClasses(theme: RawTheme, prefix: string): ModeClasses {
  const settings = theme.settings ?? theme.tokenColors ?? [];
  // The default foreground first, found where shiki looks for it (normalizeTheme): the theme's `fg`, a setting
  // without a scope, the editor's foreground.
  const global = settings.find((setting) => setting.scope === undefined)?.settings?.foreground;
  const colors = new Map<string, string>();
  const fontStyles = new Map<number, string>();
  for (const color of [theme.fg, global, theme.colors?.['editor.foreground'], ...settings.map((setting) => setting.settings?.foreground)]) {
    const key = color?.toUpperCase();
    if (key && HEX_COLOR.test(key) && !colors.has(key)) colors.set(key, `${prefix}${colors.size}`);
  }
  for (const setting of settings) {
    const bits = fontStyleBits(setting.settings?.fontStyle);
    if (bits > 0) fontStyles.set(bits, `${prefix}f${bits}`);
  }
  return { colors, fontStyles };
}

/** A theme's `fontStyle` ("italic underline") as vscode-textmate's bits. */
function fontStyleBits(fontStyle: string | undefined): number {
  const words = (fontStyle ?? '').split(/\s+/);
  return (words.includes('italic') ? ITALIC : 0) | (words.includes('bold') ? BOLD : 0) | (words.includes('underline') ? UNDERLINE : 0) | (words.includes('strikethrough') ? STRIKETHROUGH : 0);
}

let loaded: Promise<CodeTokenClasses> | undefined;

/** The two code themes' classes, from the same theme modules shiki highlights with. */
export function loadCodeTokenClasses(): Promise<CodeTokenClasses> {
  return (loaded ??= Promise.all([import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')]).then(([light, dark]) => ({
    light: themeClasses(light.default as RawTheme, 'l'),
    dark: themeClasses(dark.default as RawTheme, 'd'),
  })));
}

/** The CSS declarations of a font style, as shiki writes them (its `text-decoration` joins underline and line-through). */
export function fontStyleDeclarations(bits: number): Record<string, string> {
  const style: Record<string, string> = {};
  if (bits & ITALIC) style['font-style'] = 'italic';
  if (bits & BOLD) style['font-weight'] = 'bold';
  const decorations = [bits & UNDERLINE ? 'underline' : '', bits & STRIKETHROUGH ? 'line-through' : ''].filter(Boolean);
  if (decorations.length) style['text-decoration'] = decorations.join(' ');
  return style;
}

/**
 * A token's class attribute value, or undefined when its style has no classes (then it keeps its inline style).
 * Classes only where they give exactly the inline style's variables: both colours known, and font styles whose
 * declarations name the same properties in both themes (the inline style writes `inherit` for a property only one
 * theme sets, which no class stands for).
 */
export function tokenClassNames(classes: CodeTokenClasses, colors: readonly [string, string], fontStyles: readonly [number, number]): string | undefined {
  const light = classes.light.colors.get(colors[0].toUpperCase());
  const dark = classes.dark.colors.get(colors[1].toUpperCase());
  if (!light || !dark) return undefined;
  const names = [light, dark];
  if (fontStyles[0] || fontStyles[1]) {
    const keys = (bits: number) => Object.keys(fontStyleDeclarations(bits)).join();
    if (keys(fontStyles[0]) !== keys(fontStyles[1])) return undefined;
    for (const [index, mode] of MODES.entries()) {
      if (!fontStyles[index]) continue;
      const name = classes[mode].fontStyles.get(fontStyles[index]);
      if (!name) return undefined;
      names.push(name);
    }
  }
  return names.join(' ');
}

/** The classes of each theme's default colour (its first), which a line of highlighted code carries for its unwrapped tokens. */
export function lineClassNames(classes: CodeTokenClasses): string {
  return `${classes.light.colors.values().next().value} ${classes.dark.colors.values().next().value}`;
}

/**
 * The GitHub themes' comment, string-green, keyword-red and variable-orange tokens are under 4.5:1 (WCAG AA) against
 * their own backgrounds or a highlighted line; these are the same hues a shade further from the background.
 */
const CONTRAST = { light: { '#6A737D': '#57606a', '#22863A': '#116329', '#D73A49': '#b31d28', '#E36209': '#a04100' }, dark: { '#6A737D': '#959da5' } } as const;

/** The stylesheet's rules for the classes: one per colour and font style of each theme, and the contrast fixes. */
export function codeTokenCss(classes: CodeTokenClasses): string {
  const rules: string[] = ['/* Code tokens: one class per colour and font style of each code theme (src/load/code-token-classes.ts). */'];
  for (const mode of MODES) {
    for (const [color, name] of classes[mode].colors) rules.push(`.shiki .${name} { --shiki-${mode}: ${color}; }`);
    for (const [bits, name] of classes[mode].fontStyles) {
      const declarations = Object.entries(fontStyleDeclarations(bits)).map(([key, value]) => `--shiki-${mode}-${key}: ${value};`);
      rules.push(`.shiki .${name} { ${declarations.join(' ')} }`);
    }
  }
  rules.push('/* Contrast: the GitHub themes\' low-contrast hues a shade further from the background (CONTRAST). */');
  for (const mode of MODES) {
    const scope = mode === 'dark' ? "html[data-theme='dark']" : "html:not([data-theme='dark'])";
    for (const [color, fixed] of Object.entries(CONTRAST[mode])) {
      // A token that kept its inline style is matched by it, as before there were classes.
      const name = classes[mode].colors.get(color);
      const selectors = [...(name ? [`${scope} .shiki .${name}`] : []), `${scope} .shiki span[style*='--shiki-${mode}:${color}' i]`];
      rules.push(`${selectors.join(', ')} { color: ${fixed}; }`);
    }
  }
  return `${rules.join('\n')}\n`;
}

/** This module's code that decides a token's classes, for the highlight store's key (highlight.ts's TOKEN_HTML_CODE). */
export const TOKEN_CLASSES_CODE: string = [themeClasses, fontStyleBits, loadCodeTokenClasses, fontStyleDeclarations, tokenClassNames, lineClassNames].map(String).join('\n') + JSON.stringify([CODE_THEMES, MODES, ITALIC, BOLD, UNDERLINE, STRIKETHROUGH, HEX_COLOR.source]);
