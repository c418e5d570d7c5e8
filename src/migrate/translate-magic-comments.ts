// themeConfig.prism.magicComments → markdown.magicComments: the site's own magic comments keep marking the same lines
// with the same classes (its CSS for them carries over with customCss).
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const WORD = /^[^\s](?:[^\r\n]*[^\s])?$/;
const CLASS_NAMES = /^-?[A-Za-z_][\w-]*( -?[A-Za-z_][\w-]*)*$/;

export function translateMagicComments(config: Any, prism: Any | undefined, notes: string[]): void {
  const given: unknown = prism?.magicComments;
  if (given === undefined) return;
  if (!Array.isArray(given)) {
    notes.push('prism.magicComments: not a list, so not translated; lendocs keeps its default (highlight-next-line, highlight-start, highlight-end).');
    return;
  }
  const kept: Any[] = [];
  for (const entry of given as Any[]) {
    const line = typeof entry?.line === 'string' && WORD.test(entry.line) ? entry.line : undefined;
    const block = typeof entry?.block?.start === 'string' && typeof entry?.block?.end === 'string' && WORD.test(entry.block.start) && WORD.test(entry.block.end) ? { start: entry.block.start, end: entry.block.end } : undefined;
    if (typeof entry?.className !== 'string' || !CLASS_NAMES.test(entry.className) || (!line && !block)) {
      notes.push(`prism.magicComments: the entry ${JSON.stringify(entry)?.slice(0, 120)} is left out: lendocs takes a className of CSS class names and a line or block of text on one line.`);
      continue;
    }
    kept.push({ className: entry.className, ...(line ? { line } : {}), ...(block ? { block } : {}) });
  }
  config.markdown = { ...config.markdown, magicComments: kept };
}
