// Routes for docs: one per doc, plus the docs tags pages (/tags, /tags/{tag}).
import type { CategoryMeta } from '../load/categories.js';
import { hrefFor } from '../shared/url-path.js';
import type { Diagnostic, NavLink, Page, Route, SidebarHtml, SidebarItem, TagInfo } from '../types.js';
import { docRoute, type RouteFacts } from './doc-paths.js';
import { breadcrumbIndex, flattenSidebar, sidebarFromTree } from './sidebar.js';
import { frontMatterTagPermalink, inlineTagsDiagnostic, tagLabel, tagPermalink, type InlineTagsRule } from './tag-slug.js';
import { capitalize } from '../shared/kebab-case.js';
import type { DocsTags } from '../load/blog-data.js';
import { sidebarsFromConfig, type GeneratedIndex } from './sidebar-config.js';
import { generatedIndexesFromTree } from './generated-indexes.js';
import { translateSidebars } from './sidebar-translations.js';
import { unlistedLinks, withoutUnlisted } from './sidebar-post-process.js';
import type { SidebarSpec } from '../shared/sidebar-shorthand.js';
import { docsTagTitle, type TagTitleWords } from '../shared/tag-titles.js';
import type { GeneratorContext } from './sidebar-generator.js';

export interface DocsRoutes {
  routes: Route[];
  /** Every sidebar (one from the folder tree, or each hand-written one); at least one. */
  sidebars: SidebarItem[][];
  /** Each sidebar's name in the config's `sidebars` (undefined for the folder tree's), in the same order. */
  sidebarNames: (string | undefined)[];
  diagnostics: Diagnostic[];
}

export interface DocsOptions {
  /** The config's hand-written sidebars (`sidebars` key), and the config file for messages. */
  sidebars?: Record<string, SidebarSpec>;
  configFile?: string;
  /** The docs base path (doc-paths.ts docsBase()): `''` for the site root, `/docs`. */
  base?: string;
  /** The docs unit (shared/docs-units.ts): its logical folder (`docs`, an instance id, `docs@1.0.0`) and search tag. */
  instance?: { root: string; docsearchTag: string; /** A released version's name; none for the docs folder itself. */ version?: string };
  /** The locale's messages for this unit (its `current.json` or `version-<name>.json`): sidebar labels. */
  messages?: Readonly<Record<string, string>>;
  /** The docs folder's tags.yml, when it has one, and what a tag it does not declare is (Docusaurus's `onInlineTags`). */
  tagsFile?: DocsTags;
  onInlineTags?: InlineTagsRule;
  /** The locale's words for the tag pages' titles; lendocs's English without. */
  words?: TagTitleWords;
  /** The docs plugin's sidebarItemsGenerator, when it has one: its calls or what they gave (sidebar-generator.ts). */
  generator?: GeneratorContext;
  /** The unit's draft docs, which have no page: a sidebar that names one leaves it out (sidebar-config.ts). */
  drafts?: RouteFacts[];
}

export function routeDocs(docs: Page[], categories: Map<string, CategoryMeta>, options: DocsOptions = {}): DocsRoutes {
  const base = options.base ?? '';
  const routeOf = new Map(docs.map((doc) => [doc, docRoute(doc, base)]));
  const { sidebars, unlistedIn, withUnlisted, indexes, diagnostics } = docsSidebars(docs, categories, options, (doc) => routeOf.get(doc)!);
  const navigation = sidebarNavigation(sidebars, new Set(docs.filter((doc) => doc.frontMatter.unlisted === true).map((doc) => routeOf.get(doc)!)));
  const breadcrumbs = sidebars.map((items) => breadcrumbIndex(items));
  // An unlisted doc's page has its breadcrumbs where the sidebar holds it, as Docusaurus's theme finds them.
  const unlistedCrumbs = unlistedIn.size > 0 ? withUnlisted.map((items) => breadcrumbIndex(items)) : [];
  const tags = docsTags(docs, base, options.tagsFile);
  if (options.tagsFile) diagnostics.push(...inlineTagReports(docs, options.tagsFile, options.onInlineTags ?? 'warn'));
  const ordered = [...docs].sort(
    (a, b) => (navigation.position.get(routeOf.get(a)!) ?? Infinity) - (navigation.position.get(routeOf.get(b)!) ?? Infinity) || a.source.localeCompare(b.source),
  );
  const docsearchTag = options.instance?.docsearchTag ?? 'docs-default-current';
  const routes: Route[] = ordered.map((page) => {
    const path = routeOf.get(page)!;
    const neighbour = navigation.neighbours(path);
    // An unlisted doc a sidebar names shows that sidebar, without a previous or next page, as Docusaurus shows it.
    const index = navigation.sidebarOf.get(path) ?? unlistedIn?.get(path);
    return {
      path,
      title: page.title,
      description: page.description,
      bodyClass: 'docs-doc-page',
      docsearchTag,
      sidebar: options.sidebars && index === undefined ? 'none' : 'docs',
      sidebarIndex: index ?? 0,
      noindex: page.frontMatter.unlisted === true,
      source: page.source,
      image: page.frontMatter.image as string | undefined,
      data: {
        type: 'doc',
        page,
        breadcrumbs: (unlistedIn.has(path) ? unlistedCrumbs : breadcrumbs)[index ?? 0]?.get(path) ?? [{ label: page.title, href: path }],
        previous: neighbour(-1),
        next: neighbour(1),
        tags: tagsOf(page, options.tagsFile).map((key) => tags.get(key)!),
      },
    };
  });
  for (const generated of indexes) {
    const sidebarIndex = navigation.sidebarOf.get(generated.path) ?? 0;
    routes.push({ ...generatedIndexRoute(generated, sidebarIndex, navigation.neighbours(generated.path), breadcrumbs[sidebarIndex]?.get(generated.path)), docsearchTag });
  }
  routes.push(...docsTagRoutes([...tags.values()], ordered, routeOf, base, options.tagsFile, options.words ?? { strings: undefined, locale: undefined }));
  const named = options.sidebars && Object.keys(options.sidebars).length > 0;
  return { routes, sidebars: sidebars.length > 0 ? sidebars : [[]], sidebarNames: named ? Object.keys(options.sidebars!) : [undefined], diagnostics };
}

/** The config's hand-written sidebars when it has some, else one sidebar from the folder tree; plus generated indexes. */
function docsSidebars(docs: Page[], categories: Map<string, CategoryMeta>, options: DocsOptions, routeOf: (doc: Page) => string) {
  let sidebars: SidebarItem[][];
  let unlistedIn: Map<string, number>;
  let withUnlisted: SidebarItem[][];
  let indexes: GeneratedIndex[];
  const diagnostics: Diagnostic[] = [];
  const named = options.sidebars && Object.keys(options.sidebars).length > 0;
  if (named || options.generator) {
    const listed = docs.filter((doc) => doc.frontMatter.unlisted !== true);
    // Without sidebars, Docusaurus's sidebar is one autogenerated item for the whole folder, which the generator gets.
    const spec = named ? options.sidebars! : { tree: [{ type: 'autogenerated', dirName: '.' }] };
    const configured = sidebarsFromConfig(spec, listed, categories, routeOf, options.configFile ?? '', options.base, options.instance?.root, options.instance?.version, options.generator, { unlisted: docs.filter((doc) => doc.frontMatter.unlisted === true), drafts: options.drafts });
    ({ sidebars, indexes, unlistedIn, withUnlisted } = configured);
    diagnostics.push(...configured.diagnostics);
  } else {
    // `_category_` files shape the folder tree's sidebar; a hand-written sidebar defines its own categories (its
    // `autogenerated` parts apply them: sidebar-config.ts).
    const tree = sidebarFromTree(docs, categories, routeOf, options.instance?.root);
    // Generated-index paths first: they are given to the tree's categories, which withoutUnlisted copies.
    indexes = generatedIndexesFromTree(tree, categories, options.base);
    sidebars = [withoutUnlisted(tree)];
    unlistedIn = new Map(unlistedLinks(tree).map((href) => [href, 0]));
    withUnlisted = [tree];
  }
  const names = named ? Object.keys(options.sidebars!) : [undefined];
  const translated = (list: SidebarItem[][]) => translateSidebars(list, names, options.messages);
  return { sidebars: translated(sidebars), unlistedIn, withUnlisted: unlistedIn.size > 0 ? translated(withUnlisted) : withUnlisted, indexes, diagnostics };
}

/**
 * Each sidebar's own order gives previous/next, without unlisted docs (a category's link to one), as Docusaurus's
 * getDocNavigation leaves them out; a page shows the first sidebar that lists it.
 */
function sidebarNavigation(given: SidebarItem[][], unlisted: ReadonlySet<string>) {
  const full = given.map((items) => flattenSidebar(items));
  const sidebarOf = new Map<string, number>();
  full.forEach((order, index) => order.forEach((link) => sidebarOf.has(link.href) || sidebarOf.set(link.href, index)));
  const position = new Map<string, number>();
  full.flat().forEach((link, index) => position.has(link.href) || position.set(link.href, index));
  const orders = full.map((order) => order.filter((link) => !unlisted.has(link.href)));
  // Each link's first place in its own sidebar's order, looked up rather than searched for each page.
  const places = orders.map((order) => {
    const place = new Map<string, number>();
    order.forEach((link, at) => place.has(link.href) || place.set(link.href, at));
    return place;
  });
  const neighbours = (path: string) => {
    const index = sidebarOf.get(path);
    const at = index === undefined ? undefined : places[index].get(path);
    return (offset: number): NavLink | undefined => (at === undefined ? undefined : orders[index!][at + offset]);
  };
  return { sidebarOf, position, neighbours };
}

/** /tags and one page per tag listing its docs (unlisted docs left out). */
function docsTagRoutes(tags: TagInfo[], ordered: Page[], routeOf: Map<Page, string>, base: string, file: DocsTags | undefined, words: TagTitleWords): Route[] {
  const tagList = [...tags].sort((a, b) => a.label.localeCompare(b.label));
  if (tagList.length === 0) return [];
  const routes: Route[] = [
    {
      path: `${base}/tags`,
      title: 'Tags',
      description: 'Every tag used in the docs.',
      bodyClass: 'docs-tags-list-page',
      docsearchTag: 'doc_tags_list',
      sidebar: 'none',
      noindex: false,
      data: { type: 'docs-tags', tags: tagList },
    },
  ];
  for (const tag of tagList) {
    const tagged = ordered.filter((doc) => doc.frontMatter.unlisted !== true && tagsOf(doc, file).includes(tag.key));
    routes.push({
      path: tag.href,
      title: docsTagTitle(words, tag.count, tag.label),
      description: tag.description || `Docs tagged with "${tag.label}".`,
      bodyClass: 'docs-tags-doc-list-page',
      docsearchTag: 'doc_tag_doc_list',
      sidebar: 'none',
      noindex: false,
      data: {
        type: 'docs-tag',
        tag,
        allTags: `${base}/tags`,
        docs: tagged.map((doc) => ({ title: doc.title, href: routeOf.get(doc)!, description: doc.description })),
      },
    });
  }
  return routes;
}

/** A generated-index category's page: a doc page (sidebar, breadcrumbs, pager) whose body is a card list of its items. */
function generatedIndexRoute(index: GeneratedIndex, sidebarIndex: number, neighbour: (offset: number) => NavLink | undefined, breadcrumbs: NavLink[] | undefined): Route {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  // Docusaurus's generated index lists the links and categories; an `html` item is not one.
  const linked = index.items.filter((item): item is Exclude<SidebarItem, SidebarHtml> => item.type !== 'html' && Boolean(item.href));
  const cards = linked
    .map((item) => `<li class="card"><a class="card-link" href="${escape(hrefFor(item.href!))}"><h2 class="card-title">${item.type === 'category' ? '🗃️' : '📄️'} ${escape(item.label)}</h2></a></li>`)
    .join('\n');
  const html = `${index.description ? `<p>${escape(index.description)}</p>\n` : ''}<ul class="generated-index cards">\n${cards}\n</ul>\n`;
  const page: Page = {
    kind: 'doc',
    file: index.file,
    source: '',
    frontMatter: {},
    frontMatterLines: {},
    hasTruncate: false,
    title: index.title,
    description: index.description,
    html,
    excerptHtml: '',
    headings: [],
    ids: [],
    links: [],
    wordCount: 0,
    bodyLine: 1,
    markdown: linked.map((item) => `- [${item.label}](${hrefFor(item.href!)})`).join('\n'),
  };
  return {
    path: index.path,
    title: index.title,
    description: index.description,
    bodyClass: 'docs-doc-page docs-generated-index',
    docsearchTag: 'docs-default-current',
    sidebar: 'docs',
    sidebarIndex,
    noindex: false,
    data: {
      type: 'doc',
      page,
      breadcrumbs: breadcrumbs ?? [{ label: index.title, href: index.path }],
      previous: neighbour(-1),
      next: neighbour(1),
      tags: [],
    },
  };
}

/** A front matter tag as its page's docs read it: the entry tags.yml declares for its name, if any. */
function declaredTag(raw: unknown, file: DocsTags | undefined) {
  return typeof raw === 'string' ? file?.tags.get(raw) : undefined;
}

/** A tag's permalink under the tags route, by which tagged pages are grouped: a declared tag's from tags.yml. */
function tagKey(raw: unknown, file: DocsTags | undefined): string {
  const declared = declaredTag(raw, file);
  return declared ? tagPermalink(raw as string, declared.permalink) : frontMatterTagPermalink(raw);
}

function tagsOf(page: Page, file: DocsTags | undefined): string[] {
  return ((page.frontMatter.tags as unknown[] | undefined) ?? []).map((raw) => tagKey(raw, file));
}

/**
 * Each page's tags that tags.yml does not declare (a name it lacks, or an object written in the front matter), once
 * per page, as `onInlineTags` says: Docusaurus's docs plugin reports them as its blog does.
 */
function inlineTagReports(docs: Page[], file: DocsTags, rule: InlineTagsRule): Diagnostic[] {
  return docs.flatMap((page) => {
    const inline = [...new Set(((page.frontMatter.tags as unknown[] | undefined) ?? []).filter((raw) => !declaredTag(raw, file)).map(tagLabel))];
    const report = inline.length > 0 ? inlineTagsDiagnostic(rule, inline, file.tagsFile, { file: page.file, line: page.frontMatterLines.tags ?? 1 }) : undefined;
    return report ? [report] : [];
  });
}

/** With a tags.yml, a tag it declares takes its label (its key capitalised when it gives none), permalink and description. */
function docsTags(docs: Page[], base: string, file: DocsTags | undefined): Map<string, TagInfo> {
  const tags = new Map<string, TagInfo>();
  for (const doc of docs) {
    for (const tag of (doc.frontMatter.tags as unknown[] | undefined) ?? []) {
      // Grouped by permalink, as Docusaurus does: "Zig 0.15" and "zig-0-15" are one tag, labelled as first seen.
      const key = tagKey(tag, file);
      const existing = tags.get(key);
      if (existing) {
        if (doc.frontMatter.unlisted !== true) existing.count++;
        continue;
      }
      const declared = declaredTag(tag, file);
      const label = declared ? declared.label || capitalize(tagLabel(tag)) : tagLabel(tag);
      tags.set(key, {
        key,
        label,
        href: `${base}/tags${key}`,
        description: declared?.description ?? '',
        count: doc.frontMatter.unlisted === true ? 0 : 1,
      });
    }
  }
  return tags;
}
