// What one HTML page contains, counted the same way for a Docusaurus build and a lendocs build: headings, tables,
// code blocks, images, admonitions, footnote references and task items of the page's Markdown content, KaTeX
// errors, and MDX source that leaked into the HTML. Both generators wrap the rendered Markdown in an element of class `markdown`; headings above that
// (Docusaurus's synthetic title header, lendocs' page title) are counted as h1 over the page's `main`.
import * as cheerio from 'cheerio';

/** The counts compared page by page; issue-level parity uses PARITY_KEYS. */
export const COUNT_KEYS = ['h1', 'h2', 'h3', 'tables', 'codeBlocks', 'diagrams', 'images', 'admonitions', 'footnotes', 'taskItems', 'katexErrors', 'leaks'];
/** The counts whose equality defines "the same page" (h2, h3, tables, code blocks, images). */
export const PARITY_KEYS = ['h2', 'h3', 'tables', 'codeBlocks', 'images'];

// Docusaurus 3 marks admonitions `theme-admonition`, Docusaurus 2 and lendocs `admonition`.
const ADMONITION = '.theme-admonition, .admonition';
// Mermaid blocks are diagrams, not code: lendocs keeps their source in `pre.mermaid` for the browser to draw, while
// Docusaurus's mermaid theme draws them in the browser only (nothing of them is in its HTML) and, without that theme,
// shows them as a `language-mermaid` code block. Counted apart, so that neither way counts as a lost code block.
const DIAGRAM = 'pre.mermaid, pre.language-mermaid';
const CODE_BLOCK = 'pre:not(.mermaid):not(.language-mermaid)';
// GFM as remark-gfm draws it, in both: footnote references (their notes' hidden "Footnotes" h2 counts as an h2 in
// both) and task list items.
const FOOTNOTE_REF = '[data-footnote-ref]';
const TASK_ITEM = '.task-list-item';
// Source syntax that must never reach a reader: JSX attributes written as in React.
const JSX_ATTRIBUTE = /className=|style=\{\{|=\{/g;
// `import`/`export` statements of MDX shown as text (a line of their own).
const MODULE_LINE = /^[ \t]*(import|export)\s+[\w{*]/gm;

/**
 * The outermost `.markdown` elements (a blog list page has one per post). Docusaurus renders a Markdown page of
 * src/pages/ as an `article` inside its MDX page wrapper (a CSS-module class) with no `.markdown`.
 */
function contentRoots($) {
  const roots = $('.markdown').filter((_, element) => $(element).parents('.markdown').length === 0);
  return roots.length ? roots : $('[class*="mdxPageWrapper"] article');
}

function countIn($, roots, selector) {
  let total = 0;
  roots.each((_, root) => {
    total += $(root).find(selector).length;
  });
  return total;
}

/** Leaked MDX: import/export lines and JSX attribute syntax in the text, and attributes whose value is `{…}`. */
function countLeaks($, roots) {
  let total = 0;
  roots.each((_, root) => {
    const copy = $(root).clone();
    // Code legitimately shows `import` and `={`; only prose and markup can leak.
    copy.find('pre, code, script, style, .katex').remove();
    // Block elements start a line, as they do for a reader, so a statement alone in its paragraph is a line.
    copy.find('p, li, div, td, th, dt, dd, blockquote, h1, h2, h3, h4, h5, h6, br').each((_, element) => {
      $(element).prepend('\n');
    });
    const text = copy.text();
    total += (text.match(JSX_ATTRIBUTE) ?? []).length + (text.match(MODULE_LINE) ?? []).length;
    copy.find('*').each((_, element) => {
      for (const [name, value] of Object.entries(element.attribs ?? {})) {
        if (name === 'classname' || /^\{[\s\S]*\}$/.test(value.trim())) total += 1;
      }
    });
  });
  return total;
}

/**
 * Counts for one HTML page. `comparable` is false for pages with no Markdown content (redirect pages, React-only
 * pages): their counts say nothing about Markdown rendering.
 */
export function pageCounts(html) {
  const $ = cheerio.load(html);
  const roots = contentRoots($);
  const main = $('main').length ? $('main') : $('body');
  return {
    comparable: roots.length > 0,
    h1: main.find('h1').length,
    h2: countIn($, roots, 'h2'),
    h3: countIn($, roots, 'h3'),
    tables: countIn($, roots, 'table'),
    codeBlocks: countIn($, roots, CODE_BLOCK),
    diagrams: countIn($, roots, DIAGRAM),
    images: countIn($, roots, 'img'),
    admonitions: countIn($, roots, ADMONITION),
    footnotes: countIn($, roots, FOOTNOTE_REF),
    taskItems: countIn($, roots, TASK_ITEM),
    katexErrors: $('.katex-error').length,
    leaks: countLeaks($, roots),
  };
}

/** The keys whose counts differ between two pages' counts, with both values. */
export function countDifferences(a, b, keys = COUNT_KEYS) {
  const out = {};
  for (const key of keys) if (a[key] !== b[key]) out[key] = [a[key], b[key]];
  return out;
}
