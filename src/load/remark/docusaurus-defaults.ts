// What Docusaurus's MDX loader does to a file's tree between a content plugin's beforeDefaultRemarkPlugins and its
// remarkPlugins (@docusaurus/mdx-loader processor.ts: contentTitle, headings, resolveMarkdownLinks among its
// defaults), as far as a site's plugin reads it: the file's title in `file.data.contentTitle`; each heading's id in
// `data.id` and `data.hProperties.id` (`{#id}` taken out of its text, the others slugged as github-slugger does);
// and, for docs and blog files, each link and definition to a Markdown file written as the URL of its page
// (`./b.md#x` → `/docs/b#x`), which a plugin that matches links by URL needs. lendocs reads the text written back
// from the tree, not the tree, so once the site's plugins have run `restoreDefaults` undoes every change a plugin
// left as it was: the blocks no plugin touched compare equal to what was parsed and stay the file's own text, and a
// link a plugin did not change is written as the author wrote it (lendocs resolves it with its own link check).
import type { Heading, Root } from 'mdast';
import { publicHref, type UrlRules } from '../../shared/base-url.js';
import { hrefFor, isExternalHref, splitHref } from '../../shared/url-path.js';
import { githubSlug } from '../../shared/slug.js';
import { linkTarget } from '../link-target.js';
import type { ContentPaths } from '../walk.js';

/** Where links lead: the route of every Markdown source of the site, and what turns a route into a URL. */
export interface SiteLinks {
  routes: ReadonlyMap<string, string>;
  paths: ContentPaths;
  rules: UrlRules;
}

/** The file the tree is of: its logical path (`docs/a/b.md`), and whether its plugin resolves Markdown links (docs, blog). */
export interface FileFacts {
  source: string;
  resolveLinks: boolean;
}

type Node = { type: string; value?: string; url?: string; alt?: string; depth?: number; data?: Record<string, unknown>; children?: Node[] };
type Undo = () => void;

const withoutPosition = (key: string, value: unknown) => (key === 'position' ? undefined : value);

/** Per tree, the changes to undo once the site's plugins have run. */
const undos = new WeakMap<object, Undo[]>();

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** mdast-util-to-string: the text of a node and its children (an image's alt included). */
export function textOf(node: Node | Node[]): string {
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (typeof node.value === 'string') return node.value;
  if (typeof node.alt === 'string' && node.type === 'image') return node.alt;
  return node.children ? textOf(node.children) : '';
}

// Docusaurus's parseMarkdownHeadingId: a `{#id}` at the end of the heading's text.
const HEADING_ID = /\s*\{#((?:.(?!\{#|\}))*.)\}$/;

/** github-slugger: the same text again gets -1, -2, … (counted by the slug it started from). */
function slugger() {
  const seen = new Map<string, number>();
  return (text: string, maintainCase = false) => {
    const base = githubSlug(text, maintainCase);
    let slug = base;
    while (seen.has(slug)) {
      const count = seen.get(base)! + 1;
      seen.set(base, count);
      slug = `${base}-${count}`;
    }
    seen.set(slug, 0);
    return slug;
  };
}

/** The headings plugin: an id for each heading, its `{#id}` taken out of the text. */
function headingIds(tree: Root, undo: Undo[]): void {
  const slug = slugger();
  walk(tree as unknown as Node, (node) => {
    if (node.type !== 'heading') return;
    const heading = node as Node & { children: Node[] };
    const hadData = heading.data !== undefined;
    const data = (heading.data ??= {});
    const hadProperties = data.hProperties !== undefined;
    const properties = (data.hProperties ??= {}) as Record<string, unknown>;
    const given = properties.id;
    let id: string;
    let putBack: Undo = () => {};
    if (typeof given === 'string' && given) id = slug(given, true);
    else {
      const text = textOf(heading.children.filter((child) => child.type !== 'html' && child.type !== 'jsx'));
      const explicit = HEADING_ID.exec(text);
      id = explicit ? explicit[1] : slug(text);
      if (explicit) putBack = withoutIdText(heading);
    }
    data.id = id;
    properties.id = id;
    const json = JSON.stringify(heading.children, withoutPosition);
    undo.push(() => {
      // Docusaurus gives a heading the id made before remarkPlugins ran (or the one a plugin set): a heading whose
      // text a plugin changed keeps it, written as `{#id}` since lendocs makes ids from the text it reads.
      const final = typeof properties.id === 'string' && properties.id ? properties.id : id;
      const unchanged = final === id && JSON.stringify(heading.children, withoutPosition) === json;
      if (data.id === id) delete data.id;
      if (properties.id === final) given === undefined ? delete properties.id : (properties.id = given);
      if (!hadProperties && Object.keys(properties).length === 0 && data.hProperties === properties) delete data.hProperties;
      if (!hadData && Object.keys(data).length === 0 && heading.data === data) delete heading.data;
      if (unchanged) putBack();
      else if (given === undefined) withIdText(heading, final);
    });
  });
}

/** Takes `{#id}` off the heading's last text node (or the node, when that is all it holds); the undo puts it back. */
function withoutIdText(heading: Node & { children: Node[] }): Undo {
  const last = heading.children.at(-1);
  if (!last || typeof last.value !== 'string') return () => {};
  const before = last.value;
  const after = before.replace(HEADING_ID, '');
  if (after === '' && heading.children.length > 1) {
    heading.children.pop();
    const length = heading.children.length;
    return () => void (heading.children.length === length && !heading.children.includes(last) && heading.children.push(last));
  }
  last.value = after;
  return () => void (last.value === after && heading.children.at(-1) === last && (last.value = before));
}

/** The heading's text ends with `{#id}` (any `{#…}` it ended with replaced). */
function withIdText(heading: Node & { children: Node[] }, id: string): void {
  const last = heading.children.at(-1);
  if (last && typeof last.value === 'string' && last.type === 'text') last.value = `${last.value.replace(HEADING_ID, '')} {#${id}}`;
  else heading.children.push({ type: 'text', value: ` {#${id}}` });
}

/** The URL of the page a Markdown link leads to, with its query and fragment; undefined when it is no page of the site. */
function permalink(url: string, file: FileFacts, links: SiteLinks): string | undefined {
  if (isExternalHref(url) || !/\.mdx?$/i.test(splitHref(url).pathPart)) return undefined;
  const target = linkTarget(url, { source: file.source, routes: links.routes, paths: links.paths, baseUrl: links.rules.baseUrl });
  const route = target.type === 'source' ? links.routes.get(target.path) : undefined;
  if (route === undefined) return undefined;
  const cut = url.search(/[?#]/);
  return publicHref(links.rules, hrefFor(route)) + (cut < 0 ? '' : url.slice(cut));
}

/** The resolveMarkdownLinks plugin: links and definitions to Markdown files written as their pages' URLs. */
function resolveLinks(tree: Root, file: FileFacts, links: SiteLinks, undo: Undo[]): void {
  walk(tree as unknown as Node, (node) => {
    if ((node.type !== 'link' && node.type !== 'definition') || typeof node.url !== 'string') return;
    const written = node.url;
    const url = permalink(written, file, links);
    if (url === undefined) return;
    node.url = url;
    undo.push(() => void (node.url === url && (node.url = written)));
  });
}

/** The contentTitle plugin's value: the text of the first heading when it is an h1 above any thematic break. */
function contentTitle(tree: Root): string | undefined {
  let found: string | undefined;
  let done = false;
  walk(tree as unknown as Node, (node) => {
    if (done) return;
    if (node.type === 'heading') {
      if ((node as Heading).depth === 1) found = textOf(node);
      done = true;
    } else if (node.type === 'thematicBreak') done = true;
  });
  return found;
}

/** A unified plugin doing Docusaurus's defaults on each tree, for the file `factsOf` names. */
export function docusaurusDefaults(links: SiteLinks, factsOf: (path: string) => FileFacts | undefined) {
  return () => (tree: Root, file: { path: string; data: Record<string, unknown> }) => {
    const undo: Undo[] = [];
    undos.set(file, undo);
    const title = contentTitle(tree);
    if (title !== undefined) file.data.contentTitle = title;
    headingIds(tree, undo);
    const facts = factsOf(file.path);
    if (facts?.resolveLinks) resolveLinks(tree, facts, links, undo);
  };
}

/** A unified plugin, last in the list: undoes what docusaurusDefaults changed that no plugin changed since. */
export function restoreDefaults() {
  return (_tree: Root, file: object) => {
    for (const undo of (undos.get(file) ?? []).reverse()) undo();
    undos.delete(file);
  };
}
