// Magic comments in code blocks, as Docusaurus reads them (its theme's codeBlockUtils): a line holding only a comment
// such as `// highlight-next-line` is taken out and marks the next line with its class; `highlight-start` …
// `highlight-end` mark the lines between. The comment syntax is the block's language's (`#` in Python and bash,
// `<!-- -->` in HTML, `--` in SQL and Lua, `%` in TeX…); a language Docusaurus does not name takes the common ones.
import type { MagicComment } from '../../config/magic-comments.js';

const COMMENTS: Record<string, [start: string, end: string]> = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
};
const POPULAR = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment styles of each language Docusaurus names; any other language takes the popular ones. */
const STYLES: Record<string, string[]> = {};
for (const [styles, languages] of [
  [['js', 'jsBlock'], 'js javascript ts typescript'],
  [['js', 'jsBlock', 'jsx'], 'jsx tsx'],
  [['js', 'jsBlock', 'html'], 'html'],
  [['bash'], 'python py bash'],
  [['html', 'jsx', 'bash'], 'markdown md'],
  [['tex'], 'tex latex matlab'],
  [['lua'], 'lua haskell'],
  [['lua', 'jsBlock'], 'sql'],
  [['wasm'], 'wasm'],
  [['vb', 'rem'], 'vb vba visual-basic'],
  [['vbnet', 'rem'], 'vbnet'],
  [['rem'], 'batch'],
  [['rem', 'f90'], 'basic'],
  [['js', 'ml'], 'fsharp'],
  [['ml'], 'ocaml sml'],
  [['f90'], 'fortran'],
  [['cobol'], 'cobol'],
] as const) {
  for (const language of languages.split(' ')) STYLES[language] = [...styles];
}

export interface MarkedLines {
  /** The code without its magic comment lines. */
  code: string;
  /** 1-based line of the code left → the classes it gets. */
  classes: Map<number, string[]>;
}

/** The code without its magic comments, and the lines they mark; undefined when it holds none. */
export function applyMagicComments(code: string, language: string, magic: readonly MagicComment[]): MarkedLines | undefined {
  const words = magic.flatMap((entry) => [entry.line, entry.block?.start, entry.block?.end].filter((word): word is string => Boolean(word)));
  if (!words.some((word) => code.includes(word))) return undefined;
  const alternatives = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const comment = (STYLES[language.toLowerCase()] ?? POPULAR).map((style) => `(?:${COMMENTS[style][0]}\\s*(${alternatives})\\s*${COMMENTS[style][1]})`);
  const directive = new RegExp(`^\\s*(?:${comment.join('|')})\\s*$`);

  const classes = new Map<number, string[]>();
  const mark = (line: number, className: string) => classes.set(line, [...(classes.get(line) ?? []), className]);
  const blockStart = new Map<string, number>();
  const kept: string[] = [];
  for (const line of code.split('\n')) {
    const match = directive.exec(line);
    const word = match?.slice(1).find((group) => group !== undefined);
    if (word === undefined) {
      kept.push(line);
      continue;
    }
    // Lines are numbered as they are once the comments are out; "next line" is the line the comment stood on.
    for (const entry of magic) {
      if (entry.line === word) mark(kept.length + 1, entry.className);
      else if (entry.block?.start === word) blockStart.set(entry.className, kept.length + 1);
      else if (entry.block?.end === word) {
        for (let n = blockStart.get(entry.className) ?? 1; n <= kept.length; n++) mark(n, entry.className);
      }
    }
  }
  return kept.length === code.split('\n').length ? undefined : { code: kept.join('\n'), classes };
}
