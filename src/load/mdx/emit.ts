// Writing one scanned line (jsx-walk.ts) out: as a flow line of HTML (MDX_LINE, read by block-rule.ts) or as a line of
// Markdown with inline HTML. Opening tags on lines of their own open a Frame, which the closing tag closes.
import { escapeHtml } from '../../shared/html.js';
import { openComponent, tabItem, TABS_PLACEHOLDER, type Opened } from './components.js';
import { tablist, type TabsState } from './tabs-markup.js';
import { isImported } from './esm.js';
import { BUILTIN_EDGE, USE_CLOSE, USE_OPEN } from '../components/markers.js';
import { builtinChild, markedHtml } from './builtin-children.js';
import { valueHtml } from './html.js';
import { idOnly, shownOnly } from '../heading-text.js';
import type { Expr, Tag } from './scan.js';
import { content, leftOutBecause, lineOf, problem, tryEvaluate, written, type Walk } from './jsx-state.js';
import { closeFrame } from './frames.js';
import { childrenProp, props } from './tag-props.js';
import { drawsModuleComponent, expressionUse, functionChild, laterExport, runsFileCode, runsInModule } from './file-module.js';
import { laterImport } from './esm-block.js';
import { UnsupportedExpression } from './evaluate.js';
import { elementComponent } from './values.js';
import type { LimitExceeded } from './budget.js';
import { INLINE_END, INLINE_START, MDX_LINE, TEXT_IMAGE_SRC } from './markers.js';

export type Segment =
  | { t: 'text'; text: string }
  | { t: 'tag'; tag: Tag }
  | { t: 'expr'; expr: Expr }
  | { t: 'comment'; text: string }
  | { t: 'code'; tag: Tag; code: string };

type Part = { kind: 'html' | 'inline' | 'line'; text: string };

/** The truncate marker, as a paragraph of its own that markdown.ts takes out (comments never show in MDX). */
const TRUNCATE_LINE = '{/* truncate */}';
const TRUNCATE = /^\s*(?:<!--\s*truncate\s*-->|\/\*\s*truncate\s*\*\/)\s*$/;

/** A line of tags, expressions and text held inside them. */
export function emitFlow(walk: Walk, prefix: string, segments: Segment[], row: number): void {
  const depthBefore = walk.frames.length;
  let depthLeast = depthBefore;
  const parts: Part[] = [];
  const closedTabs: TabsState[] = [];
  const spaces = keptSpaces(segments, walk.where.mdxVersion === 1);
  for (const [index, segment] of segments.entries()) {
    if (segment.t === 'text') {
      if (segment.text.trim() !== '') parts.push({ kind: 'inline', text: segment.text });
      else if (spaces.has(index)) parts.push({ kind: 'html', text: segment.text });
    } else if (segment.t === 'comment') {
      if (TRUNCATE.test(segment.text)) parts.push({ kind: 'line', text: TRUNCATE_LINE });
    } else if (segment.t === 'expr') {
      const raw = walk.src.slice(segment.expr.start + 1, segment.expr.end - 1);
      if (segment.expr.source === '') {
        if (TRUNCATE.test(raw)) parts.push({ kind: 'line', text: TRUNCATE_LINE });
      } else parts.push({ kind: 'html', text: expressionHtml(walk, segment.expr) });
    } else if (segment.t === 'code') {
      parts.push(...codeLines(walk, segment));
    } else if (segment.tag.closing) {
      const frame = closeFrame(walk, segment.tag);
      depthLeast = Math.min(depthLeast, walk.frames.length);
      if (!frame) continue;
      if (frame.tabs) closedTabs.push(frame.tabs);
      if (frame.closeLine !== undefined) parts.push(...fenceLine(frame.closeLine, frame.mark, 'c'));
      else if (frame.close) parts.push({ kind: 'html', text: frame.close });
    } else openFlow(walk, segment.tag, prefix.length, parts);
  }
  // The line belongs to every element still open around it, so closing an outer one de-indents it too.
  flushParts(walk, prefix, parts, row, Math.min(depthLeast, walk.frames.length));
  for (const tabs of closedTabs) resolveTabs(walk, tabs);
}

/**
 * The white space alone between a flow line's tags and expressions that is its elements' text, by segment. MDX 1
 * read the line as JSX, which keeps white space inside a line. MDX 3 reads a line of tags and expressions alone as
 * flow, without text, unless an expression follows an expression; a line with text, or that one, is a paragraph,
 * whose elements keep their white space (`<div><b>x</b> <i>y</i></div>`, `<div>{a} {b}</div>`) while the white space
 * outside them goes with the paragraph MDX unwraps.
 */
function keptSpaces(segments: Segment[], mdx1: boolean): Set<number> {
  const kept = new Set<number>();
  const space = (s: Segment) => s.t === 'text' && s.text.trim() === '';
  const blank = (s: Segment) => s.t === 'comment' || space(s);
  if (mdx1) {
    const last = segments.findLastIndex((s) => !blank(s));
    for (let index = segments.findIndex((s) => !blank(s)) + 1; index < last; index++) if (space(segments[index])) kept.add(index);
    return kept;
  }
  let paragraph = false;
  let previous: Segment | undefined;
  for (const s of segments) {
    if (blank(s)) continue;
    if (s.t === 'text' || (s.t === 'expr' && previous?.t === 'expr')) paragraph = true;
    previous = s;
  }
  if (!paragraph) return kept;
  let depth = 0;
  segments.forEach((s, index) => {
    if (s.t === 'tag' && !s.tag.selfClosing) depth += s.tag.closing ? -1 : 1;
    else if (depth > 0 && space(s)) kept.add(index);
  });
  return kept;
}

function openFlow(walk: Walk, tag: Tag, indent: number, parts: Part[]): void {
  // A fragment (`<>`) draws nothing of its own, but its `</>` closes it and its content is indented as an element's.
  if (tag.name === '') {
    walk.frames.push({ name: '', close: '', indent, firstChild: Infinity, least: Infinity });
    return;
  }
  const state: { tabs?: TabsState } = {};
  const opened = openTag(walk, tag, false, state);
  if (opened.markdownLine !== undefined) parts.push(...fenceLine(opened.markdownLine, opened.mark, 'a'));
  else parts.push({ kind: 'html', text: opened.html });
  if (tag.selfClosing) {
    if (opened.markdownLine !== undefined) parts.push(...fenceLine(opened.closeLine, opened.mark, 'c'));
    else if (opened.close) parts.push({ kind: 'html', text: opened.close });
    return;
  }
  walk.frames.push({ name: tag.name, close: opened.close, closeLine: opened.markdownLine !== undefined ? opened.closeLine : undefined, indent, firstChild: Infinity, least: Infinity, tabs: state.tabs, use: opened.use, mark: opened.mark });
}

/** A Markdown line an element opens or closes with (an admonition's fence), between its markers when it has them. */
function fenceLine(text: string, mark: number | undefined, edge: 'a' | 'c'): Part[] {
  if (mark === undefined) return [{ kind: 'line', text }];
  return [{ kind: 'html', text: BUILTIN_EDGE(mark, edge) }, { kind: 'line', text }, { kind: 'html', text: BUILTIN_EDGE(mark, edge === 'a' ? 'b' : 'd') }];
}

/**
 * A line of Markdown whose tags are inline HTML. A closing tag of an element on its own lines ends the text there. On
 * a heading line, comments and expressions are written with what they give the heading's id (heading-text.ts).
 */
export function emitText(walk: Walk, prefix: string, segments: Segment[], row: number, heading = false): void {
  let line = prefix;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index];
    // HTML comments are never published in MDX (Docusaurus's mdx1Compat.comments reads them as MDX comments).
    if (segment.t === 'text') line += segment.text;
    // In a heading, MDX 3's comment gives the id nothing; MDX 1's gave its text (Docusaurus 2: `## A <!-- b -->` is a--b-).
    else if (segment.t === 'comment') line += heading ? idOnly(walk.where.mdxVersion === 1 ? segment.text.replace(/^<!--|-->$/g, '') : '') : '';
    else if (segment.t === 'expr') {
      const shown = segment.expr.source === '' ? '' : expressionInline(walk, segment.expr, heading);
      line += heading ? idOnly(walk.src.slice(segment.expr.start + 1, segment.expr.end - 1)) + shownOnly(shown) : shown;
    }
    else if (segment.t === 'code') line += `<pre><code>${escapeHtml(segment.code)}</code></pre>`;
    else if (segment.tag.closing) {
      const at = walk.inline.findLastIndex((open) => open.name === segment.tag.name);
      if (at >= 0) line += walk.inline.splice(at).reverse().map((open) => open.close).join('');
      else if (walk.frames.some((frame) => frame.name === segment.tag.name)) {
        content(walk, line, row);
        return emitFlow(walk, ' '.repeat(prefix.length), segments.slice(index), row);
      } else problem(walk, 'warning', segment.tag.start, `The closing tag </${segment.tag.name}> has no opening tag.`, `Remove it, or add <${segment.tag.name}> before it.`);
    } else if (segment.tag.name === '') walk.inline.push({ name: '', close: '' });
    else {
      const opened = openTag(walk, segment.tag, true);
      line += opened.html ?? '';
      if (segment.tag.selfClosing) line += opened.close;
      else walk.inline.push({ name: segment.tag.name, close: opened.close, use: opened.use });
    }
  }
  content(walk, line, row);
}

/** An opening tag: one of the site's own components (drawn after Markdown: components/render-uses.ts) or a built-in. */
function openTag(walk: Walk, tag: Tag, inline: boolean, state?: { tabs?: TabsState }): Opened & { use?: number; mark?: number } {
  // A component the file imports or exports further down: MDX hoists both, so it is one already (esm-block.ts,
  // file-module.ts).
  const value = walk.scope.has(tag.name) || !/^[A-Z]/.test(tag.name) ? walk.scope.get(tag.name) : (laterImport(walk, tag.name) ?? laterExport(walk, tag.name));
  if (isImported(value) && value.module) {
    const lost: string[] = [];
    const given = props(walk, tag, lost, 'site-prop');
    const { module, partial, key, imported } = value;
    const n = walk.components.push({ module, name: tag.name, props: given, ...(lost.length ? { propsLeftOut: lost } : {}), line: walk.where.bodyLine + lineOf(walk, tag.start), ...(partial ? { partial } : {}), ...(key === undefined ? {} : { key }), ...(imported === undefined ? {} : { imported }) }) - 1;
    // A child of Tabs with a value (`<MyTab value="a">` drawing a TabItem): a tab, as Docusaurus's Tabs reads its props.
    const parent = inline ? undefined : walk.frames.findLast((frame) => frame.name !== '');
    if (parent?.tabs && given.value !== undefined) tabItem(parent.tabs, given);
    return { html: USE_OPEN(n), close: USE_CLOSE(n), use: n };
  }
  // A name the site's MDXComponents gives a built-in (`Details`, `Note: Admonition`) is drawn as that built-in.
  const name = isImported(value) && value.builtin ? value.builtin : tag.name;
  const given = props(walk, tag);
  // The mark is for the Markdown plugin that reads this HTML, not for a site component given the element.
  const drawn = openComponent(name, srcWrittenAsText(tag) ? { [TEXT_IMAGE_SRC]: true, ...given } : given, componentContext(walk, tag.start, { inline, state }));
  const shown = drawn.html === undefined ? undefined : childrenProp(walk, tag, given);
  const opened: Opened = shown === undefined || drawn.html === undefined ? drawn : { html: drawn.html + renderValue(walk, shown, tag.start), close: drawn.close };
  // Written as a child of a site component, it is also an element the component is given (builtin-children.ts).
  const mark = inline ? undefined : builtinChild(walk, name, given, tag);
  return mark === undefined ? opened : { ...markedHtml(opened, mark), mark };
}

/**
 * An HTML `<img>` whose src is written as text: Docusaurus's MDX leaves it as it is (its image plugin turns Markdown
 * images into files of the page, never a JSX element's src), so the browser reads it as a URL against the page's.
 */
function srcWrittenAsText(tag: Tag): boolean {
  return tag.name === 'img' && tag.attributes.some((attribute) => attribute.kind === 'attribute' && attribute.name === 'src' && attribute.value.kind === 'string');
}

/**
 * Writes a flow line's parts: HTML and inline Markdown joined on one MDX_LINE, Markdown lines on their own. The
 * frames from `opened` on were opened by this line: their content starts after it.
 */
function flushParts(walk: Walk, prefix: string, parts: Part[], row: number, opened: number): void {
  const lines: string[] = [];
  let current = '';
  for (const part of parts) {
    if (part.kind === 'line') {
      if (current) lines.push(MDX_LINE + current);
      current = '';
      lines.push(part.text);
    } else current += part.kind === 'inline' ? INLINE_START + part.text + INLINE_END : part.text;
  }
  if (current) lines.push(MDX_LINE + current);
  if (lines.length === 0) lines.push('');
  const indent = ' '.repeat(prefix.length);
  lines.forEach((text, index) => written(walk, (index === 0 ? prefix : indent) + text, row, walk.frames[opened - 1]));
  for (const frame of walk.frames.slice(opened)) frame.firstChild = walk.out.length;
}

function resolveTabs(walk: Walk, tabs: TabsState): void {
  const placeholder = `${TABS_PLACEHOLDER}${tabs.id}${TABS_PLACEHOLDER}`;
  for (let i = walk.out.length - 1; i >= 0; i--) {
    if (walk.out[i].includes(placeholder)) {
      walk.out[i] = walk.out[i].replace(placeholder, tablist(tabs));
      return;
    }
  }
}

function codeLines(walk: Walk, segment: Extract<Segment, { t: 'code' }>): Part[] {
  const p = props(walk, segment.tag);
  const fence = segment.code.includes('```') ? '````' : '```';
  const info = [p.language ?? (typeof p.className === 'string' ? /language-(\S+)/.exec(p.className)?.[1] : undefined) ?? '', p.title ? `title=${JSON.stringify(String(p.title))}` : '', lineNumbers(p.showLineNumbers)].filter(Boolean).join(' ');
  return [{ kind: 'line', text: fence + info }, ...segment.code.split('\n').map((text) => ({ kind: 'line' as const, text })), { kind: 'line', text: fence }];
}

/** `<CodeBlock showLineNumbers>` or `showLineNumbers={5}`, as a fence's info string says it. */
function lineNumbers(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return `showLineNumbers=${value}`;
  return value ? 'showLineNumbers' : '';
}

function componentContext<T extends object>(walk: Walk, at: number, more: T) {
  return {
    ...more,
    // Read by a TabItem only (a getter, so never spread): finding it for every tag would cost the depth of open elements each time.
    get tabs() {
      return walk.frames.findLast((frame) => frame.tabs)?.tabs;
    },
    newTabs: (): TabsState => ({ id: `tabs-${++walk.tabsCount}`, items: [] }),
    unknown: (name: string) =>
      problem(walk, 'warning', at, `Unknown MDX component <${name}>: lendocs renders its children only.`, 'Import it from the site (@site/src/components/…) or register it in src/theme/MDXComponents, replace it with Markdown or HTML, or use one of the components lendocs renders: Tabs, TabItem, Admonition, Link, details, CodeBlock, Heading, TOCInline.'),
  };
}

/** An expression's value as HTML (for flow lines); one the interpreter cannot evaluate runs with the file's code. */
function expressionHtml(walk: Walk, expr: Expr): string {
  if (functionChild(walk, expr, walk.frames.at(-1)?.use)) return '';
  const tried = tryEvaluate(walk, expr.source, expr.node, 'child');
  if (!('value' in tried)) return leftOutOrRun(walk, expr, tried.cause);
  return runsFileCode(walk) && drawsModuleComponent(walk, tried.value) ? expressionUse(walk, expr.source, expr.start) : renderValue(walk, tried.value, expr.start);
}

/**
 * An expression's value inside Markdown text: a string is text (its Markdown characters escaped), elements HTML. In a
 * heading, whose text is also the page's outline, one the interpreter cannot evaluate is left out.
 */
function expressionInline(walk: Walk, expr: Expr, heading: boolean): string {
  if (!heading && functionChild(walk, expr, (walk.inline.at(-1) ?? walk.frames.at(-1))?.use)) return '';
  const tried = tryEvaluate(walk, expr.source, expr.node, 'child');
  if (!('value' in tried)) return heading ? leftOutOrRun(walk, expr, tried.cause, false) : leftOutOrRun(walk, expr, tried.cause);
  const { value } = tried;
  if (typeof value === 'string' || typeof value === 'number') return String(value).replace(/[\\`*_{}[\]()#+\-.!|<>&~$]/g, '\\$&');
  return !heading && runsFileCode(walk) && drawsModuleComponent(walk, value) ? expressionUse(walk, expr.source, expr.start) : renderValue(walk, value, expr.start);
}

/** The expression drawn by the file's module (file-module.ts), or left out with a warning saying why. */
function leftOutOrRun(walk: Walk, expr: Expr, cause: LimitExceeded | UnsupportedExpression | undefined, run = true): string {
  if (cause instanceof UnsupportedExpression && run && runsInModule(walk, cause)) return expressionUse(walk, expr.source, expr.start);
  if (cause) leftOutBecause(walk, expr.source, expr.start, cause);
  return '';
}

function renderValue(walk: Walk, value: unknown, at: number): string {
  return valueHtml(value, (name, p, children, element) => {
    // An element written in another file (`{props.imageTags}` given `<ImageTags />`) is drawn with its component there.
    const component = elementComponent(element);
    if (component) {
      const { module, partial, key, imported } = component;
      // A partial shown as a value is no JSX element of this file: Docusaurus lists none of its headings (shownAsValue).
      const n = walk.components.push({ module, name, props: p, line: walk.where.bodyLine + lineOf(walk, at), ...(partial ? { partial, shownAsValue: true } : {}), ...(key === undefined ? {} : { key }), ...(imported === undefined ? {} : { imported }) }) - 1;
      return USE_OPEN(n) + children + USE_CLOSE(n);
    }
    const opened = openComponent(name, p, componentContext(walk, at, { inline: true }));
    return (opened.html ?? '') + children + opened.close;
  });
}
