// The site's components where an MDX file uses them: the walk (src/load/mdx/) leaves markers around each use's
// children, which Markdown renders like any HTML; here each use is drawn by React with its props, and its children's
// HTML put where the component puts `children`.
import { createHash } from 'node:crypto';
import { error, warning } from '../../errors.js';
import type { Diagnostic } from '../../types.js';
import { BUILTIN_EDGES, USE } from './markers.js';
import { childParts, elementUse, fillChildParts } from './child-parts.js';
import { drawsMarkdownFiles, fillMarkdownFiles } from './markdown-files.js';
import type { PageSiteCode } from './site-code-page.js';
import { mediaFileHref } from './media-files.js';
import { drawElements } from './element-batch.js';

/** One use of a site component in an MDX file. */
export interface ComponentUse {
  /** Absolute path of the module. */
  module: string;
  name: string;
  props: Record<string, unknown>;
  /** Line in the file, for messages. */
  line: number;
  /** `module` is a Markdown partial, drawn by the Markdown renderer in place (partials.ts), not by React. */
  partial?: boolean;
  /** The partial is an element an expression shows (`{props.tags}`), not one written in the file: out of the table of contents. */
  shownAsValue?: boolean;
  /** A name the site's `src/theme/MDXComponents` gives: the component is this key of the module's default export. */
  key?: string;
  /** Imported by name (`import { Badge } from './badges'`): the component is that export of the module. */
  imported?: string;
  /** Props whose expressions lendocs left out (with a warning): the component is drawn without them. */
  propsLeftOut?: string[];
  /** The use draws an expression of the MDX file (`name` is its source): its module's generated component (mdx/file-module.ts). */
  expression?: boolean;
  /** The MDX file's own module, when the use draws with it or passes one of its exports (mdx/file-module.ts). */
  fileModule?: { module: string; source: string };
  /**
   * A built-in lendocs draws (TabItem…) written as a child of a site component, given to it as an element of
   * `module` (`@theme/TabItem`, lendocs's stand-in) with these props (mdx/builtin-children.ts); never drawn alone.
   */
  builtin?: string;
  /**
   * An HTML element Markdown made (`table`), drawn by the site's MDXComponents entry of that name (`key`): its props
   * are the element's attributes and its children its content, as MDX gives them (plugins/site-elements.ts).
   */
  element?: string;
}

export interface FilledComponents {
  html: string;
  /** The CSS of the components used, one piece per file, without repeats (see ComponentBundle.css). */
  css: string[];
  inputs: Record<string, string>;
  /** Site links in the components' own markup (`<Link to="/x">`), at the line of their use, for the link checks. */
  links: { href: string; line: number }[];
  diagnostics: Diagnostic[];
}



/**
 * `renderPartial`: the HTML of a Markdown partial's use, by its number (partials.ts); `renderMarkdownFile`: of a
 * Markdown file a component draws, at the line of its use (markdown-files.ts).
 */
export async function fillComponents(html: string, uses: ComponentUse[], siteCode: PageSiteCode, file: string, renderPartial?: (n: number) => Promise<string>, renderMarkdownFile?: (file: string, line: number) => Promise<string>): Promise<FilledComponents> {
  const filled: FilledComponents = { html, css: [], inputs: {}, links: [], diagnostics: [] };
  // Each use is drawn apart, so React's ids (useId) would repeat on the page: they start with the file and the use.
  const idPrefix = createHash('sha256').update(file).digest('hex').slice(0, 4);
  // The elements the site's MDXComponents draws, in one drawing (element-batch.ts); one by one below if it fails.
  const elements = uses.some((use) => use.element !== undefined) ? await drawElements(html, uses, siteCode, idPrefix) : undefined;
  if (elements) {
    filled.html = elements.html;
    filled.css.push(...elements.css);
    Object.assign(filled.inputs, elements.inputs);
    filled.links.push(...elements.links);
  }
  for (let match = USE.exec(filled.html); match; match = USE.exec(filled.html)) {
    const use = uses[Number(match[1])];
    let drawn = match[2];
    if (use.partial) {
      drawn = renderPartial ? await renderPartial(Number(match[1])) : '';
      filled.html = filled.html.slice(0, match.index) + drawn + filled.html.slice(match.index + match[0].length);
      continue;
    }
    // An element Markdown made that the site's MDXComponents draws: its attributes are the props (site-elements.ts).
    const element = use.element === undefined ? undefined : elementUse(match[2], use.element, uses);
    const children = element?.children ?? childParts(match[2], uses);
    const props = element?.props ?? use.props;
    const reply = await siteCode.run(use.module, { kind: 'use', key: use.key, imported: use.imported, props, ...(children.parts.length ? { children: children.parts } : {}), ...(use.fileModule ? { fileModule: use.fileModule } : {}), idPrefix: `${idPrefix}u${match[1]}` });
    // Kept when drawing failed too: a cached page made again once the component's files change.
    Object.assign(filled.inputs, reply.inputs);
    const { failure } = reply;
    if (failure?.type === 'threw' && use.propsLeftOut) {
      // It failed without a value lendocs could not give it, which is lendocs's gap, not the site's fault: as the
      // expression, the use is left out, not the build failed (Docusaurus draws it with the value).
      const props = use.propsLeftOut.join(', ');
      filled.diagnostics.push(warning('mdx-component', `The component <${use.name}> is left out: it failed while rendering without ${props}, which lendocs left out (${failure.message.replace(/\.$/, '')}).`, { file, line: use.line, hint: 'See the warning about the expression at this line: write its value in this file (export const), or give the prop a value lendocs can evaluate.' }));
    } else if (failure && failure.type !== 'stopped' && siteCode.themePackage(use.module) !== undefined) {
      // A theme package's component is the package's code, not the site's: the page is built without it, and said
      // once a build (load-content.ts SAID_ONCE), however many pages use it.
      const theme = siteCode.themePackage(use.module)!;
      filled.diagnostics.push(warning('theme-package', `The component <${use.name}> of the theme ${theme} (${siteCode.named(use.module)}) cannot be drawn at build time: ${failure.message.replace(/\.$/, '')}. Pages that use it show its children in its place (nothing where it has none).`, { file, line: use.line, hint: `lendocs draws a theme package's components at build time, as Docusaurus's server render does, with its stand-ins for Docusaurus's own modules. To show this part, swizzle the component into src/theme/ and make it draw without what fails, or write the part in Markdown.` }));
    } else if (failure && use.element !== undefined) {
      // Drawn as lendocs draws the element; said once for the file, however many of them there are.
      const said = failure.type === 'stopped' ? siteCode.stopped(failure, `The component of <${use.element}> (${siteCode.named(use.module)})`) : { message: `The component ${siteCode.named(use.module)} gives <${use.element}> failed while drawing a <${use.element}> of the page: ${failure.message.replace(/\.$/, '')}.`, hint: `MDX draws every <${use.element}> that Markdown makes with it, as a React element whose props are the element's attributes and children its content; fix what fails, or remove "${use.element}" from the map.` };
      if (!filled.diagnostics.some((d) => d.message === said.message)) filled.diagnostics.push(error('mdx-component', said.message, { file, line: use.line, hint: said.hint }));
    } else if (failure) {
      const said =
        failure.type === 'component'
          ? failure
          : failure.type === 'stopped'
            ? siteCode.stopped(failure, use.expression ? `The expression ${use.name}` : `The component ${use.name} (${siteCode.named(use.module)})`)
            : use.expression
              ? { message: `The expression ${use.name} failed while rendering: ${failure.message}`, hint: 'Fix the expression: it runs when the page is built, as in Docusaurus, where there is no window or document.' }
              : { message: `The component <${use.name}> failed while rendering: ${failure.message}`, hint: 'A component is rendered at build time, where there is no window or document: read them in useEffect, or wrap the part in BrowserOnly.' };
      // The MDX file's own module failing (to bundle or to run) is said once, not at each of its uses.
      const once = use.fileModule !== undefined && failure.type === 'component';
      if (!once || !filled.diagnostics.some((d) => d.message === said.message)) filled.diagnostics.push(error('mdx-component', said.message, { file, line: use.line, hint: said.hint }));
    } else {
      const markup = reply.value!.markup!;
      for (const piece of reply.css) if (!filled.css.includes(piece)) filled.css.push(piece);
      for (const said of reply.value!.warnings ?? []) if (!filled.diagnostics.some((d) => d.message === said.message)) filled.diagnostics.push(warning(said.code ?? 'theme-module', said.message, { file, line: use.line, hint: said.hint }));
      // The children's links were recorded as Markdown; the component's own are taken from its markup.
      for (const href of reply.value!.hrefs ?? []) filled.links.push({ href, line: use.line });
      // A video or document its code imported: recorded as a link to the file, which publishes it (media-files.ts).
      for (const file of reply.files ?? []) filled.links.push({ href: mediaFileHref(file), line: use.line });
      const own = renderMarkdownFile && drawsMarkdownFiles(markup) ? await fillMarkdownFiles(markup, (drawnFile) => renderMarkdownFile(drawnFile, use.line)) : markup;
      drawn = (element?.before ?? '') + fillChildParts(own, children.html) + (element?.after ?? '');
    }
    filled.html = filled.html.slice(0, match.index) + drawn + filled.html.slice(match.index + match[0].length);
  }
  // The built-ins no component was given as an element (inside an element of HTML, or a use that failed) stay as drawn.
  filled.html = filled.html.replace(BUILTIN_EDGES, '');
  return filled;
}
