// A Docusaurus `editUrl` function → a lendocs editUrl template. migrate calls the function for every page the site
// has (evaluate-child.ts, edit-url-calls.ts) and keeps a template only when it gives exactly what the function gave
// for each of them: a function that branches (another repository for some folders, no link for some pages, a text
// that is no URL) is left out with a note rather than written as a template that would be wrong for some pages.
import { urlProblem, WEB_URL } from '../shared/safe-url.js';
import { clipText } from '../shared/text-transforms.js';

/** One call of the function: the page's fields, and what it gave (or the error it threw, as text). */
export interface EditUrlCall {
  fields: Record<string, string>;
  result?: unknown;
  threw?: string;
}

export type EditUrlOutcome = { template: string; pages: number } | { problem: string };

const shown = (value: unknown) => clipText(typeof value === 'string' ? JSON.stringify(value) : String(value), 120);

/**
 * The template (the site's fields as {name}) that gives every call's result, preferring one that names more
 * fields; or why there is none. `fields`: the names a template may hold; `pageOf`: how a page is named in a note.
 */
export function editUrlTemplate(calls: readonly EditUrlCall[], fields: readonly string[], pageOf: (call: EditUrlCall) => string): EditUrlOutcome {
  if (calls.length === 0) return { problem: 'there is no page to call it for, so what it gives is unknown' };
  for (const call of calls) {
    if (call.threw !== undefined) return { problem: `it threw for ${pageOf(call)}: ${clipText(call.threw, 120)}` };
    if (call.result === undefined || call.result === null || call.result === false || call.result === '') return { problem: `it gives no link for ${pageOf(call)} (lendocs gives every page of a docs folder the same kind of link)` };
    if (typeof call.result !== 'string' || urlProblem(call.result, WEB_URL)) return { problem: `for ${pageOf(call)} it gives ${shown(call.result)}, which is not a web URL` };
  }
  const first = calls[0];
  const candidates = templatesOf(first.result as string, first.fields, fields);
  let best: { template: string; fits: number; miss?: EditUrlCall } | undefined;
  for (const template of candidates) {
    const miss = calls.find((call) => fill(template, call.fields) !== call.result);
    // A template without a field would be read by the build as a URL to add each page's path to.
    if (!miss && template.includes('{')) return { template, pages: calls.length };
    const fits = calls.filter((call) => fill(template, call.fields) === call.result).length;
    if (!best || fits > best.fits) best = { template, fits, miss };
  }
  const miss = best?.miss;
  if (!miss) return { problem: `it gives ${shown(first.result)} for every page, and lendocs adds each page's path to a URL` };
  return {
    problem: `no one pattern gives what it gives for every page: "${best?.template}" fits ${best?.fits ?? 0} of ${calls.length} pages, but for ${pageOf(miss)} it gives ${shown(miss.result)}`,
  };
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Occurrences of one value beyond this many are all replaced or none: each is a choice, and choices multiply. */
const MAX_CHOICES = 6;

type Part = string | { name: string };

/**
 * The templates that give `url` for these fields: any occurrences of each field's value in the URL replaced by
 * {name} (the longest values first, so a short value inside a longer one is not), in the order they are to be tried:
 * the most fields first, then the fewest placeholders, then the latest (`acme-docs/edit/{versionDocsDirPath}/…`
 * keeps the "docs" of a repository's name rather than reading it as the page's folder).
 */
function templatesOf(url: string, values: Record<string, string>, fields: readonly string[]): string[] {
  const present = fields.filter((name) => values[name] && url.includes(values[name])).sort((a, b) => values[b].length - values[a].length);
  let variants: Part[][] = [[url]];
  for (const name of present) {
    variants = variants.flatMap((parts) => {
      const pieces = parts.map((part) => (typeof part === 'string' ? part.split(values[name]) : [part]));
      const count = pieces.reduce((sum, split) => sum + (typeof split[0] === 'string' ? split.length - 1 : 0), 0);
      const masks = count <= MAX_CHOICES ? Array.from({ length: 2 ** count }, (_, mask) => mask) : [0, 2 ** count - 1];
      return masks.map((mask) => {
        let index = 0;
        return pieces.flatMap((split, at): Part[] => {
          if (typeof split[0] !== 'string') return [parts[at]];
          return (split as string[]).flatMap((piece, i): Part[] => (i === 0 ? [piece] : mask & (1 << index++) ? [{ name }, piece] : [values[name], piece]));
        });
      });
    });
  }
  const scored = variants.map((parts) => {
    const names = parts.filter((part): part is { name: string } => typeof part !== 'string').map((part) => part.name);
    const text = parts.map((part) => (typeof part === 'string' ? part : `{${part.name}}`)).join('');
    return { text, fields: new Set(names).size, placeholders: names.length, start: text.indexOf('{') };
  });
  // Then placeholders late in the URL: a page's folder and path end it, a repository's name comes early.
  scored.sort((a, b) => b.fields - a.fields || a.placeholders - b.placeholders || b.start - a.start);
  return [...new Set(scored.map((one) => one.text))];
}
