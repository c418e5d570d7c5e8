// The check stage: every link and image written in Markdown must resolve. Broken links and images are errors,
// broken anchors warnings (spec §8 build rules). `lendocs check` reuses resolveLink for the built site.
import { error, warning } from '../errors.js';
import type { ConfigSource } from '../config/schema.js';
import { navItemName } from '../shared/nav-item.js';
import type { Diagnostic, LinkRef, Page, Route, Site } from '../types.js';
import { assetOutputPath, pageOf, resolveSitePath, routeKey } from '../shared/site-paths.js';
import { closestName } from '../shared/suggest.js';
import { isExternalHref, splitHref } from '../shared/url-path.js';
import { safeDecode } from '../shared/text-transforms.js';
import { keyPath } from '../shared/yaml.js';
import { withTrailingSlash } from '../shared/base-url.js';
import { contentPaths, physicalPath } from '../shared/content-paths.js';

export type Resolution =
  | { ok: true; route?: Route }
  | { ok: false; reason: string };

/** Where a link goes on the site, if anywhere. `from` is the route the link is on (for relative hrefs). */
export function resolveLink(site: Site, link: LinkRef, from: Route): Resolution {
  const target = link.target;
  switch (target.type) {
    case 'external':
      return { ok: true };
    case 'fragment':
      return { ok: true, route: from };
    case 'source': {
      const routePath = site.routeBySource.get(target.path);
      if (!routePath) return { ok: false, reason: `it points to ${onDisk(site, target.path)}, which is not a page of this site` };
      return { ok: true, route: site.routeByPath.get(routeKey(routePath)) };
    }
    case 'asset':
      return site.files.has(assetOutputPath(target.path)) ? { ok: true } : { ok: false, reason: missingFile(site, target.path) };
    case 'route':
      return resolveSiteLink(site, resolveSitePath(target.path, routerPath(site, from)));
  }
}

/**
 * A logical path (`docs/x.md`, `<instance>/x.md`) as the file is on disk, relative to the site folder: a docs
 * instance's folder (`notes/x.md`), or one outside the site (`../docs/x.md`), is named where the author finds it.
 */
function onDisk(site: Site, logical: string): string {
  return physicalPath(logical, contentPaths(site.config));
}

/** Why a file is not there, named where the author looks: in each static folder, for one of theirs. */
function missingFile(site: Site, logical: string): string {
  const folders = site.config.paths.static;
  if (!logical.startsWith('static/') || folders.length === 1) return `the file ${onDisk(site, logical)} does not exist`;
  return `no static folder has ${logical.slice('static/'.length)}: it is in none of ${folders.map((folder) => `${folder.replace(/\/+$/, '')}/`).join(', ')}`;
}

/**
 * The page's path as Docusaurus's router has it, which a relative URL left relative (a partial's) is resolved
 * against: the route under the trailingSlash rule. A page's own relative links are resolved as it is loaded.
 */
function routerPath(site: Site, from: Route): string {
  return withTrailingSlash(from.path, site.config.trailingSlash);
}

/** What is at a site-absolute path (decoded): a page, a static or generated file, or nothing. */
function resolveSiteLink(site: Site, absolute: string): Resolution {
  const route = site.routeByPath.get(routeKey(absolute)) ?? site.routeByPath.get(routeKey(absolute.replace(/\/index\.html$|\.html$/, '') || '/'));
  if (route) return { ok: true, route };
  if (site.files.has(absolute) || isGenerated(site, absolute)) return { ok: true };
  return { ok: false, reason: `no page or file of this site is at ${absolute}` };
}

/**
 * The navbar's and footer's links to this site (`to`) must lead somewhere too: on every page, one broken link
 * there is a broken link everywhere. Reported against the config file, by key and label.
 */
/** A navbar item and, for a dropdown, the links of its menu, each with its keys in the config. */
function withEntries(item: Site['config']['navbar']['items'][number], keys: PropertyKey[]): [PropertyKey[], { label?: string; to?: string }][] {
  return [[keys, item], ...(item.items ?? []).map((entry, index): [PropertyKey[], typeof entry] => [[...keys, 'items', index], entry])];
}

export function checkConfigLinks(site: Site, { configFile, lineOf }: Pick<ConfigSource, 'configFile' | 'lineOf'>): Diagnostic[] {
  const items: [PropertyKey[], { label?: string; to?: string }][] = [
    ...site.config.navbar.items.flatMap((item, index) => withEntries(item, ['navbar', 'items', index])),
    ...site.config.footer.groups.flatMap((group, at) => group.items.map((item, index): [PropertyKey[], typeof item] => [['footer', 'groups', at, 'items', index], item])),
    ...site.config.footer.links.map((item, index): [PropertyKey[], typeof item] => [['footer', 'links', index], item]),
    // A redirect to a page of this site must find it.
    ...site.config.redirects.flatMap(({ from, to }, index): [PropertyKey[], { label?: string; to?: string }][] =>
      isExternalHref(to) ? [] : [[['redirects', index], { label: String(from), to }]],
    ),
  ];
  const diagnostics: Diagnostic[] = [];
  for (const [keys, item] of items) {
    if (!item.to) continue;
    const { pathPart } = splitHref(item.to);
    const resolution = resolveSiteLink(site, safeDecode(pathPart) || '/');
    if (resolution.ok || site.config.onBrokenLinks === 'ignore') continue;
    diagnostics.push(
      withSeverity(site.config.onBrokenLinks, error('broken-link', `Broken link in the site config: ${keyPath(keys)} ("${navItemName(item)}") goes to "${item.to}", but ${resolution.reason}.`, {
        file: configFile,
        line: lineOf([...keys, 'to']),
        hint: 'Point `to` at a route of this site (see the output folder), or use `href` for another site.',
      })),
    );
  }
  return diagnostics;
}

export function checkLinks(site: Site): Diagnostic[] {
  const idsOf = pageIds();
  const folded = foldedRoutes(site);
  return site.routes.flatMap((route) => checkRouteLinks(site, route, idsOf, folded));
}

/**
 * The routes by their path in lower case, made on the first link no route has as written (a site whose links all
 * resolve pays nothing): Docusaurus's router matches paths regardless of case (react-router's default), and so
 * does its broken-link check, so `/api/getactions` is the page `/api/getActions` there.
 */
function foldedRoutes(site: Site): (absolute: string) => Route | undefined {
  let byLowerCase: Map<string, Route> | undefined;
  return (absolute) => {
    byLowerCase ??= new Map(site.routes.map((route) => [routeKey(route.path).toLowerCase(), route]));
    return byLowerCase.get(routeKey(absolute).toLowerCase());
  };
}

/**
 * A broken link Docusaurus lets pass, and why, said as a warning: a route whose path differs only in case (its
 * router matches regardless of case), or, on a Docusaurus 2 site, a relative URL that names a page or file when read
 * from the site's root (Docusaurus 2's check looked for a built file at the link as written, before resolving it
 * against the page: the link is broken in its output too, which its build did not say).
 */
function passedByDocusaurus(site: Site, link: LinkRef, folded: (absolute: string) => Route | undefined): string | undefined {
  if (link.kind !== 'link' || link.target.type !== 'route') return undefined;
  const absolute = link.target.path;
  const sameButCase = folded(absolute);
  if (sameButCase) return `it matches the page ${sameButCase.path} only if case is ignored, as Docusaurus's router does; a host that tells cases apart answers it with its 404 page. Write "${sameButCase.path}"`;
  const { pathPart } = splitHref(link.href);
  if (site.config.markdown.mdxVersion !== 1 || pathPart === '' || pathPart.startsWith('/')) return undefined;
  const fromRoot = `/${safeDecode(pathPart).replace(/^(\.\/)+/, '')}`;
  if (!resolveSiteLink(site, fromRoot).ok && !folded(fromRoot)) return undefined;
  return `it leads to ${absolute}, where there is no page or file. Docusaurus 2 let it pass, as its check looked for ${fromRoot}, which exists, but its pages lead to ${absolute} too. Write "${fromRoot}" if that page is meant`;
}

/** Each page's ids as a Set, made once, so checking anchors stays linear in the number of links. */
function pageIds(): (page: Page) => Set<string> {
  const idSets = new Map<Page, Set<string>>();
  return (page) => idSets.get(page) ?? idSets.set(page, new Set(page.ids)).get(page)!;
}

/** The links and images of one route's page (serve --watch checks only the page a save changed). */
export function checkRouteLinks(site: Site, route: Route, idsOf = pageIds(), folded = foldedRoutes(site)): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const { config } = site;
  // As the config's onBroken… settings say: an error, a warning, or nothing.
  const report = (setting: LinkSetting, diagnostic: Diagnostic) => {
    if (setting !== 'ignore') diagnostics.push(withSeverity(setting, diagnostic));
  };
  const page = pageOf(route);
  if (!page) return diagnostics;
  for (const link of page.links) {
    const resolution = resolveLink(site, link, route);
    const where = { file: link.file ?? page.file, line: link.line };
    // A partial's link is checked on each page that draws it: say which one.
    const renderedBy = link.file && link.file !== page.file ? ` (on the page ${page.file}, which draws this partial)` : '';
    const passed = resolution.ok ? undefined : passedByDocusaurus(site, link, folded);
    if (passed !== undefined) {
      report(config.onBrokenLinks === 'ignore' ? 'ignore' : 'warning', warning('link-passed-by-docusaurus', `Link to "${link.href}": ${passed}${renderedBy}.`, { ...where, hint: 'Docusaurus builds the site with this link; lendocs does too, and says what is wrong with it.' }));
      continue;
    }
    if (!resolution.ok && link.byReference) {
      report(config.onBrokenLinks === 'ignore' ? 'ignore' : 'warning', warning('image-reference-not-found', `Image not found: "${link.href}" (${resolution.reason})${renderedBy}. It is written as a reference (![alt][label]), which Docusaurus's build does not check: its page shows a broken image there too.`, { ...where, hint: 'Put the image in static/ and link it as /path/in/static, or fix the path in the [label]: definition.' }));
      continue;
    }
    if (!resolution.ok && link.srcAsText) {
      report(config.onBrokenLinks === 'ignore' ? 'ignore' : 'warning', warning('image-url-not-found', `Image not found: "${link.href}" (${resolution.reason})${renderedBy}. It is an <img> whose src is written as text, which Docusaurus leaves as a URL for the browser to read against the page's, and does not check: its page shows a broken image there too.`, { ...where, hint: 'Put the image in a static folder at that path, or import it (import shot from \'./shot.png\', then <img src={shot} />) to name the file beside this one.' }));
      continue;
    }
    if (!resolution.ok) {
      const setting = link.kind === 'link' && link.target.type === 'source' ? config.onBrokenMarkdownLinks : config.onBrokenLinks;
      report(
        setting,
        link.kind === 'image'
          ? error('broken-image', `Image not found: "${link.href}" (${resolution.reason})${renderedBy}.`, { ...where, hint: 'Put the image in static/ and link it as /path/in/static, or fix the relative path.' })
          : error('broken-link', `Broken link to "${link.href}": ${resolution.reason}${renderedBy}.`, { ...where, hint: 'Fix the path (relative to this file, ending in .md), or link to an existing route.' }),
      );
      continue;
    }
    const hash = 'hash' in link.target ? link.target.hash : '';
    const targetPage = resolution.route ? pageOf(resolution.route) : undefined;
    if (hash && targetPage && !hasFragment(idsOf(targetPage), hash)) {
      report(
        config.onBrokenAnchors,
        warning('broken-anchor', `Broken anchor in "${link.href}": ${onDisk(site, targetPage.source)} has no heading or element with id "${hash}"${renderedBy}.`, {
          ...where,
          hint: anchorHint(targetPage, hash),
        }),
      );
    }
  }
  return diagnostics;
}

/**
 * What to do about a missing `#hash`: the id it most likely meant, or how to give a heading that id. A page that
 * already writes `{#hash}` somewhere that is no heading id (inside a heading's text, not at its end) is told so,
 * rather than to add what is there.
 */
function anchorHint(page: Page, hash: string): string {
  const near = closestName(hash, page.ids);
  if (near) return `Did you mean "#${near}"? Or end a heading there with {#${hash}}.`;
  if (page.markdown.includes(`{#${hash}}`)) return `That page writes {#${hash}}, but not at the end of a heading's line, where it would be the heading's id: move it there (## Title {#${hash}}).`;
  return `Use one of its ids (${page.ids.slice(0, 6).join(', ')}${page.ids.length > 6 ? ', …' : ''}), or end a heading there with {#${hash}}.`;
}

type LinkSetting = Site['config']['onBrokenLinks'];

function withSeverity(setting: Exclude<LinkSetting, 'ignore'>, diagnostic: Diagnostic): Diagnostic {
  return { ...diagnostic, severity: setting };
}

/** Links to what the emit stage writes (feeds, sitemap, llms.txt, Markdown twins, assets) are fine. */
function isGenerated(site: Site, absolute: string): boolean {
  const relative = absolute.slice(1);
  return site.generated.some(({ name }) => (name.endsWith('/') ? relative.startsWith(name) : relative === name));
}


/** Does a page with these element ids have the anchor `#hash`? (`#` alone and `#top` always exist.) */
export function hasFragment(ids: Iterable<string>, hash: string): boolean {
  if (hash === '' || hash === 'top') return true;
  const wanted = safeDecode(hash);
  // A Set answers at once; pages with thousands of anchor links would otherwise scan every id for each.
  if (ids instanceof Set) return ids.has(wanted) || ids.has(hash);
  for (const id of ids) if (id === wanted || id === hash) return true;
  return false;
}

/** The site path (with #hash) a Markdown link ends up pointing at, or undefined for external links. */
export function linkTargetPath(site: Site, link: LinkRef, from: Route): string | undefined {
  const target = link.target;
  const hash = 'hash' in target && target.hash ? `#${target.hash}` : '';
  switch (target.type) {
    case 'external':
      return undefined;
    case 'fragment':
      return `${from.path}${hash}`;
    case 'source':
      return `${site.routeBySource.get(target.path) ?? target.path}${hash}`;
    case 'asset':
      return assetOutputPath(target.path);
    case 'route':
      return `${resolveSitePath(target.path, routerPath(site, from))}${hash}`;
  }
}
