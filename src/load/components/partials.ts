// Markdown partials, Docusaurus's "importing Markdown": `import Part from './_part.md'` and then `<Part />` (or
// `<Part name="x" />`, read in the partial as `{props.name}`) draws the partial's content in place. The partial is
// compiled like any Markdown file of the site (MDX when it is `.mdx`, or `.md` under `markdown.format: mdx`), with
// its own imports, components and heading ids, and its links resolved from its own folder. Its headings join the
// page's table of contents where it is used, as Docusaurus does since 3.2; its problems are reported at its own
// file and line. A partial that includes itself (directly or not) is an error at the use.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../../config/load.js';
import { error } from '../../errors.js';
import type { Heading } from '../../types.js';
import { readFrontMatter } from '../front-matter.js';
import type { MarkdownEnv } from '../markdown-env.js';
import type { MarkdownRenderer, RenderWhere } from '../markdown.js';
import { compileMdx } from '../mdx/jsx-walk.js';
import { readWithValues } from './module-values.js';
import { withTrailingSlash } from '../../shared/base-url.js';
import { logicalPath } from '../walk.js';
import { USE_OPEN } from './markers.js';
import { drawnMarkdownKey } from './markdown-files.js';
import type { ComponentUse } from './render-uses.js';

export interface PartialRenderer {
  /** The HTML of use number `n` (rendered once; the page's excerpt asks again). */
  render(n: number): Promise<string>;
  /** Puts what the partials found into the page's env: headings in reading order, ids, links, maths, diagnostics. */
  merge(): void;
  /** Files the partials were made from (path → sha256), so the page is made again when one changes. */
  inputs: Record<string, string>;
  css: string[];
}

interface RenderedUse {
  html: string;
  env?: RenderedEnv;
  /** How many of the page's own headings come before the use. */
  headingsBefore: number;
  /** Its headings stay out of the page's table of contents (ComponentUse.shownAsValue). */
  outOfToc?: boolean;
}

type RenderedEnv = Omit<MarkdownEnv, 'routes' | 'paths' | 'lineMap'>;

/** `html` is the page's HTML with the uses' markers still in it, to place each partial's headings among the page's. */
export function partialRenderer({ html, uses, where, env, routes, renderer }: { html: string; uses: ComponentUse[]; where: RenderWhere; env: MarkdownEnv; routes: ReadonlyMap<string, string>; renderer: MarkdownRenderer }): PartialRenderer {
  const renderedUses = new Map<number, RenderedUse>();
  const headingAt = env.headings.map((heading) => html.indexOf(`id="${heading.id}"`));
  const partials: PartialRenderer = {
    inputs: {},
    css: [],
    async render(n) {
      const earlier = renderedUses.get(n);
      if (earlier) return earlier.html;
      const at = html.indexOf(USE_OPEN(n));
      const made: RenderedUse = { html: '', headingsBefore: headingAt.filter((position) => position >= 0 && position < at).length, outOfToc: uses[n].shownAsValue };
      renderedUses.set(n, made);
      const rendered = await renderPartial(uses[n], where, routes, renderer, env);
      if (!rendered) return '';
      made.html = rendered.html;
      made.env = rendered.env;
      Object.assign(partials.inputs, rendered.inputs);
      for (const piece of rendered.css ?? []) if (!partials.css.includes(piece)) partials.css.push(piece);
      return made.html;
    },
    merge() {
      const own = env.headings;
      const merged: Heading[] = [];
      const byPlace = [...renderedUses.values()].sort((a, b) => a.headingsBefore - b.headingsBefore);
      let taken = 0;
      for (const partial of byPlace) {
        merged.push(...own.slice(taken, partial.headingsBefore), ...((!partial.outOfToc && partial.env?.headings) || []));
        taken = Math.max(taken, partial.headingsBefore);
      }
      env.headings = [...merged, ...own.slice(taken)];
      for (const partial of renderedUses.values()) {
        if (!partial.env) continue;
        env.ids.push(...partial.env.ids);
        env.links.push(...partial.env.links);
        env.diagnostics.push(...partial.env.diagnostics);
        if (partial.env.hasMath) env.hasMath = true;
        if (partial.env.hasMermaid) env.hasMermaid = true;
      }
    },
  };
  return partials;
}

/** What the Markdown files the site's code draws found, for the page that draws them (headings aside). */
export interface DrawnMarkdown extends Pick<MarkdownEnv, 'ids' | 'links' | 'diagnostics' | 'hasMath' | 'hasMermaid'> {
  /** The HTML of `file`, drawn by a component used at `line` of the page (rendered once per page). */
  render(file: string, line: number): Promise<string>;
  /** The headings of each file drawn (by the key it was drawn under), for a route's Markdown module's `toc`. */
  headings: Map<string, Heading[]>;
  inputs: Record<string, string>;
  css: string[];
}

/**
 * Markdown files the site's code draws (`import Notes from './_notes.md'` in a component: markdown-files.ts), each
 * rendered as a partial. Their headings keep their ids but stay out of the page's table of contents, which
 * Docusaurus makes from the MDX file and the partials it imports, not from what components draw.
 */
export function drawnMarkdown({ where, routes, renderer }: { where: RenderWhere; routes: ReadonlyMap<string, string>; renderer: MarkdownRenderer }): DrawnMarkdown {
  const rendered = new Map<string, Promise<string>>();
  // Drawn by the page's code, not the page: no React page or page data of its own.
  const from: RenderWhere = { ...where, reactPage: undefined, page: undefined };
  const drawn: DrawnMarkdown = {
    ids: [],
    links: [],
    diagnostics: [],
    headings: new Map(),
    inputs: {},
    css: [],
    render(key, line) {
      const earlier = rendered.get(key);
      if (earlier) return earlier;
      // A route's Markdown module imported `?truncated=true` is drawn up to its truncate marker (markdown-files.ts).
      const { file, cut } = drawnMarkdownKey(key);
      const made = renderPartial({ module: file, name: path.basename(file), props: {}, line, partial: true }, from, routes, renderer, drawn, cut).then((partial) => {
        if (!partial) return '';
        drawn.headings.set(key, partial.env.headings);
        Object.assign(drawn.inputs, partial.inputs);
        for (const piece of partial.css ?? []) if (!drawn.css.includes(piece)) drawn.css.push(piece);
        drawn.ids.push(...partial.env.ids);
        drawn.links.push(...partial.env.links);
        drawn.diagnostics.push(...partial.env.diagnostics);
        if (partial.env.hasMath) drawn.hasMath = true;
        if (partial.env.hasMermaid) drawn.hasMermaid = true;
        return partial.html;
      });
      rendered.set(key, made);
      return made;
    },
  };
  return drawn;
}

/** One use of a partial, rendered; undefined (with an error in `env`) when it cannot be. */
async function renderPartial(use: ComponentUse, where: RenderWhere, routes: ReadonlyMap<string, string>, renderer: MarkdownRenderer, env: Pick<MarkdownEnv, 'diagnostics'>, cut?: RegExp) {
  const at = { file: where.file, line: use.line };
  const chain = where.partialChain ?? [];
  if (chain.includes(use.module)) {
    env.diagnostics.push(error('mdx-partial', `The partial <${use.name}> includes itself (${[...chain, use.module].map((file) => path.basename(file)).join(' → ')}).`, { ...at, hint: 'Remove the import that leads back to the partial.' }));
    return undefined;
  }
  let text: string;
  try {
    text = where.preprocessed?.[use.module] ?? readFileSync(use.module, 'utf8');
  } catch (cause) {
    env.diagnostics.push(error('mdx-partial', `The partial <${use.name}> cannot be read: ${(cause as Error).message}`, { ...at, hint: 'Check that the file exists and can be read.' }));
    return undefined;
  }
  // As the blog's loader cuts the file's text, front matter and all, before MDX reads it.
  const whole = text;
  if (cut) text = text.split(cut, 1)[0];
  const file = displayPath(use.module);
  const front = readFrontMatter(text, file, 'page');
  const isMdx = use.module.endsWith('.mdx') || where.markdownFormat === 'mdx';
  const props = Object.fromEntries(Object.entries(use.props).filter(([key]) => key !== 'children'));
  // With the values of the site's code it wants, computed with its own props on its page (module-values.ts).
  const route = routes.get(where.pageSource ?? where.source);
  const run = renderer.siteCode && where.site && where.siteCodeLimits ? { siteCode: renderer.siteCode, site: where.site, limits: where.siteCodeLimits, pathname: route === undefined ? undefined : withTrailingSlash(route, where.trailingSlash) } : undefined;
  const mdxWhere = { file, bodyLine: front.bodyLine, path: use.module, siteRoot: where.siteRoot, props, registered: where.mdxComponents, imports: where.imports, mdxVersion: where.mdxVersion };
  const mdx = isMdx ? await readWithValues(front.body, mdxWhere, compileMdx(front.body, mdxWhere), run) : undefined;
  const source = logicalPath(path.relative(where.siteRoot!, use.module).split(path.sep).join('/'), where.paths);
  const rendered = await renderer.render(
    mdx?.body ?? front.body,
    { ...where, file, source, bodyLine: front.bodyLine, lineMap: mdx?.lineMap, components: mdx?.components.length ? mdx.components : undefined, partialChain: [...chain, use.module], pageSource: where.pageSource ?? where.source },
    routes,
  );
  // Links are checked with the page (a relative link may work on one page and not another) but reported where they
  // are written: the partial's file and line (a partial inside a partial keeps the innermost).
  const links = rendered.env.links.map((link) => ({ ...link, file: link.file ?? file, from: link.from ?? source }));
  const diagnostics = [...front.diagnostics, ...(mdx?.diagnostics ?? []), ...rendered.env.diagnostics];
  const inputs = { [use.module]: createHash('sha256').update(whole).digest('hex'), ...mdx?.inputs, ...rendered.inputs };
  return { html: rendered.html, css: rendered.css, inputs, env: { ...rendered.env, links, diagnostics } };
}
