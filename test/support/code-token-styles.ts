// Reads highlighted code's classes (src/load/code-token-classes.ts) back as the inline styles shiki writes for two
// themes, so tests can compare lendocs's output with shiki's own, byte for byte. A line's classes (the themes'
// default colours) are given back to the tokens it left unwrapped.
import { fontStyleDeclarations, type CodeTokenClasses } from '../../src/load/code-token-classes.js';

type Meaning = { mode: 'light' | 'dark'; color?: string; fontStyle?: number };

function meanings(classes: CodeTokenClasses): Map<string, Meaning> {
  const out = new Map<string, Meaning>();
  for (const mode of ['light', 'dark'] as const) {
    for (const [color, name] of classes[mode].colors) out.set(name, { mode, color });
    for (const [fontStyle, name] of classes[mode].fontStyles) out.set(name, { mode, fontStyle });
  }
  return out;
}

/** The inline style shiki writes for a token of these classes. */
function styleOf(names: string, known: Map<string, Meaning>): string {
  const styles = { light: {} as Record<string, string>, dark: {} as Record<string, string> };
  for (const name of names.split(' ')) {
    const meaning = known.get(name);
    if (!meaning) throw new Error(`no code theme class "${name}"`);
    if (meaning.color) styles[meaning.mode] = { color: meaning.color, ...styles[meaning.mode] };
    if (meaning.fontStyle) Object.assign(styles[meaning.mode], fontStyleDeclarations(meaning.fontStyle));
  }
  const order = ['color', 'font-style', 'font-weight', 'text-decoration'];
  const keys = order.filter((key) => key in styles.light || key in styles.dark);
  return (['light', 'dark'] as const).flatMap((mode) => keys.map((key) => `--shiki-${mode}${key === 'color' ? '' : `-${key}`}:${styles[mode][key] || 'inherit'}`)).join(';');
}

export function inlineStyles(html: string, classes: CodeTokenClasses): string {
  const known = meanings(classes);
  return html
    .split('\n')
    .map((line) => {
      const match = /^<span class="line((?: [\w-]+)*)">([\s\S]*)<\/span>$/.exec(line);
      if (!match) throw new Error(`not a highlighted line: ${line}`);
      const defaults = match[1].trim();
      // A token with classes, one that kept its inline style, or text its line colours.
      const tokens = match[2].replace(/<span class="([^"]+)">([^<]*)<\/span>|<span style="[^"]*">[^<]*<\/span>|([^<]+)/g, (token, names: string | undefined, text: string, bare: string | undefined) => {
        if (names) return `<span style="${styleOf(names, known)}">${text}</span>`;
        if (bare === undefined) return token;
        return defaults ? `<span style="${styleOf(defaults, known)}">${bare}</span>` : bare;
      });
      return `<span class="line">${tokens}</span>`;
    })
    .join('\n');
}
