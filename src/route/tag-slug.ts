import { kebabCase } from '../shared/kebab-case.js';
import { error, warning } from '../errors.js';
import type { Diagnostic } from '../types.js';
// Tag URLs as Docusaurus makes them (@docusaurus/utils tags.ts): a tag written as a string is at
// <tags route>/<lodash kebabCase of the label> ("Zig 0.15.x" → zig-0-15-x), a tag object or a tags.yml entry at its
// own `permalink` under the tags route. A label with no letters or digits ("!!!") has no kebab-case words; Docusaurus
// would put it on the tags index itself, so lendocs names it by its code points to give it a page of its own.

/** The URL segment of a tag written as a string. */
export function tagSlug(label: string): string {
  return kebabCase(label) || `tag-${[...label].map((char) => char.codePointAt(0)!.toString(16)).join('-')}`;
}

/** A tag's path below the tags route, "/segment[/more]": an explicit permalink as written, or the label's slug. */
export function tagPermalink(label: string, permalink?: string): string {
  const segments = permalink?.split('/').filter(Boolean) ?? [];
  return segments.length > 0 ? `/${segments.join('/')}` : `/${tagSlug(label)}`;
}

/** The label of a front matter tag: a string, or an object's `label`. */
export function tagLabel(tag: unknown): string {
  return typeof tag === 'string' ? tag : String((tag as { label?: unknown }).label ?? '');
}

/** The permalink of a front matter tag (a string, or `{label, permalink}`): tagged pages are grouped by it. */
export function frontMatterTagPermalink(tag: unknown): string {
  const permalink = typeof tag === 'object' && tag !== null ? (tag as { permalink?: unknown }).permalink : undefined;
  return tagPermalink(tagLabel(tag), typeof permalink === 'string' ? permalink : undefined);
}

/** Docusaurus's `onInlineTags`: `ignore`, `log` and `warn` (its default) let the build go on; `throw` stops it. */
export type InlineTagsRule = 'ignore' | 'log' | 'warn' | 'throw';

/**
 * The report of a page's tags that its tags.yml does not declare, as Docusaurus words it; none for `ignore`.
 * lendocs has no level below a warning, so `log` is one too.
 */
export function inlineTagsDiagnostic(rule: InlineTagsRule, labels: string[], tagsFile: string, where: { file: string; line: number }): Diagnostic | undefined {
  if (rule === 'ignore') return undefined;
  const message = `Tags [${labels.join(', ')}] used in this page are not defined in ${tagsFile}.`;
  const hint = `Declare them in ${tagsFile} (label, permalink, description), or set onInlineTags (ignore, log, warn, throw) to say what such tags are.`;
  return (rule === 'throw' ? error : warning)('inline-tag', message, { ...where, hint });
}
