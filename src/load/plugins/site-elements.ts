// The HTML elements Markdown makes, drawn by the site's components where its `src/theme/MDXComponents` gives their
// tag one (`table: MyTable`): MDX turns every Markdown table into `<_components.table>`, so Docusaurus draws each with
// the site's component. Each such element is left between the markers of a component use (components/markers.ts),
// numbered after the file's own uses; components/render-uses.ts draws it with the element's attributes as props and
// its content as children, elements as MDX gives them (child-parts.ts).
// Only what Markdown makes: HTML and JSX written in the file (`<table>`) are drawn as written, as MDX 3 does (it
// never replaces an element written as JSX). A page of a site that maps no tag renders as before, through
// markdown-it's own loop.
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type Renderer from 'markdown-it/lib/renderer.mjs';
import type { MarkdownEnv } from '../markdown-env.js';
import { USE_CLOSE, USE_OPEN } from '../components/markers.js';

type Options = MarkdownIt['options'];

export function siteElements(md: MarkdownIt): void {
  const renderer = md.renderer;
  const ownRender = renderer.render.bind(renderer);
  const ownRenderInline = renderer.renderInline.bind(renderer);
  renderer.render = (tokens, options, env: MarkdownEnv) => (env?.siteElements ? renderAll(renderer, tokens, options, env, true) : ownRender(tokens, options, env));
  renderer.renderInline = (tokens, options, env: MarkdownEnv) => (env?.siteElements ? renderAll(renderer, tokens, options, env, false) : ownRenderInline(tokens, options, env));
}

/** markdown-it's loop (Renderer.render, Renderer.renderInline), each token's HTML inside its use's markers. */
function renderAll(renderer: Renderer, tokens: Token[], options: Options, env: MarkdownEnv, block: boolean): string {
  let html = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const rule = renderer.rules[token.type];
    const own = block && token.type === 'inline' ? renderer.renderInline(token.children ?? [], options, env) : rule ? rule(tokens, i, options, env, renderer) : renderer.renderToken(tokens, i, options);
    html += marked(token, own, env);
  }
  return html;
}

/**
 * The token's HTML, opened or closed as a use when the site draws its element. Every opening token of a drawn tag
 * pushes (a use, or nothing for one kept as it is), so its closing token finds its own.
 */
function marked(token: Token, html: string, env: MarkdownEnv): string {
  const site = env.siteElements!;
  // Inline tokens have no line of their own: the line of the block they are in.
  if (token.map) site.line = env.lineOffset + (env.lineMap?.[token.map[0]] ?? token.map[0]) + 1;
  if (!site.tags.has(token.tag) || token.type === 'fence' || token.type === 'code_block') return html;
  if (token.nesting === -1) {
    const use = site.open.pop();
    return use === undefined ? html : html + USE_CLOSE(use);
  }
  // A tight list's paragraphs draw nothing (MDX has no <p> there); a heading's permalink is the heading's own part.
  const kept = html === '' || token.hidden || (token.tag === 'a' && /(^|\s)hash-link(\s|$)/.test(token.attrGet('class') ?? ''));
  const use = kept ? undefined : site.first + site.uses.push({ module: site.module, name: token.tag, key: token.tag, element: token.tag, props: {}, line: site.line }) - 1;
  if (token.nesting === 1) {
    site.open.push(use);
    return use === undefined ? html : USE_OPEN(use) + html;
  }
  return use === undefined ? html : USE_OPEN(use) + html + USE_CLOSE(use);
}
