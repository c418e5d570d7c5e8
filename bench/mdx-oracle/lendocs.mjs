// What lendocs finds in one MDX file, in the oracle's shape (oracle.mjs): the file compiled and rendered by the
// build's own code (dist/, `npm run prepare` first), then read from the HTML, and the JSX elements compileMdx opened;
// `mdxVersion: 1` reads it as a Docusaurus 2 site's (markdown.mdxVersion).
import { Parser } from 'htmlparser2';
import { compileMdx } from '../../dist/src/load/mdx/jsx-walk.js';
import { createCodeHighlighter } from '../../dist/src/load/highlight.js';
import { createMarkdown } from '../../dist/src/load/markdown.js';
import { readFrontMatter } from '../../dist/src/load/front-matter.js';

/** One renderer for every file compared (making the highlighter is the slow part). */
export async function createLendocsReader() {
  const renderer = createMarkdown(await createCodeHighlighter());
  return (text, { file = 'docs/file.mdx', path, siteRoot, mdxVersion } = {}) => lendocsFeatures(renderer, text, { file, path, siteRoot, mdxVersion });
}

async function lendocsFeatures(renderer, text, { file, path, siteRoot, mdxVersion }) {
  const front = readFrontMatter(text, file, 'doc');
  const compiled = compileMdx(front.body, { file, bodyLine: front.bodyLine, path, siteRoot, mdxVersion });
  const rendered = await renderer.render(compiled.body, { file, source: file, bodyLine: front.bodyLine, lineMap: compiled.lineMap, markdownFormat: 'mdx', mdxVersion }, new Map());
  const diagnostics = [...front.diagnostics, ...compiled.diagnostics, ...rendered.env.diagnostics];
  const features = htmlFeatures(rendered.html);
  features.elements = compiled.elements;
  return { features, errors: diagnostics.filter((d) => d.severity === 'error'), diagnostics };
}

/** Headings h2–h6 (the title h1 is the page's) with ids, code blocks, tables, images, list items, footnote references. */
export function htmlFeatures(html) {
  const found = { headings: [], code: 0, tables: 0, images: 0, listItems: 0, footnotes: 0 };
  // What lendocs draws around the body's own content (TOCInline's list; the footnotes' label, list and items, but not
  // what a footnote holds) is not counted: in MDX's tree it is no node either.
  let drawn = 0;
  let footnotes = 0;
  const open = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      open.push(name);
      if (!drawn && /\btoc-inline\b/.test(attributes.class ?? '')) drawn = open.length;
      if (!footnotes && name === 'section' && 'data-footnotes' in attributes) footnotes = open.length;
      if (drawn || (footnotes && open.length <= footnotes + 2)) return;
      if (/^h[1-6]$/.test(name)) found.headings.push(`${name}#${attributes.id ?? ''}`);
      else if (name === 'pre') found.code++;
      else if (name === 'table') found.tables++;
      else if (name === 'img') found.images++;
      else if (name === 'li') found.listItems++;
      else if (name === 'a' && 'data-footnote-ref' in attributes) found.footnotes++;
    },
    onclosetag() {
      if (drawn === open.length) drawn = 0;
      if (footnotes === open.length) footnotes = 0;
      open.pop();
    },
  }, { decodeEntities: true, lowerCaseTags: true });
  parser.end(html);
  return found;
}
