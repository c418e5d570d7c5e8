// Docusaurus's magic comments (`themeConfig.prism.magicComments`): a comment such as `// highlight-next-line` in a
// code block is taken out and gives the next line (or, between a start and an end comment, each line) a class.
import { z } from 'zod';

/** Docusaurus's default: the one entry that line ranges (`{1,3-5}`) use too. */
export const DEFAULT_MAGIC_COMMENTS = [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

/** The comment's text: a word (`highlight-next-line`) or words (`This will error`, in Docusaurus's own docs), one line. */
const word = z.string().regex(/^[^\s](?:[^\r\n]*[^\s])?$/, 'text on one line, with no space at either end');

export const magicComments = z
  .array(
    z
      .object({
        className: z.string().regex(/^-?[A-Za-z_][\w-]*( -?[A-Za-z_][\w-]*)*$/, 'CSS class names, separated by spaces').describe('The class of the lines marked.'),
        line: word.optional().describe('The comment that marks the line after it (`highlight-next-line`).'),
        block: z.object({ start: word, end: word }).strict().optional().describe('The comments around the lines marked (`highlight-start`, `highlight-end`).'),
      })
      .strict()
      .refine((entry) => entry.line !== undefined || entry.block !== undefined, { message: 'give "line", "block" or both' }),
  )
  .default(DEFAULT_MAGIC_COMMENTS)
  .describe(
    "Magic comments in code blocks (Docusaurus's `themeConfig.prism.magicComments`, which `lendocs migrate` carries over): each `{ className, line, block: { start, end } }` makes `// line` (in the comment syntax of the block's language: `#`, `<!-- -->`, `/* */`, `--`…) mark the next line, and `// start` … `// end` the lines between, with `className`; the comments are taken out. The first entry's class also marks the lines of a range (`{1,3-5}`). The default is Docusaurus's: `highlight-next-line`, `highlight-start` and `highlight-end` give `theme-code-block-highlighted-line`.",
  );

export type MagicComment = z.output<typeof magicComments>[number];
