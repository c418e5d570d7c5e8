// Docusaurus's navbar and footer (themeConfig.navbar, themeConfig.footer) → lendocs' `navbar` and `footer`.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
import { isExternalHref } from '../shared/url-path.js';
import { firstDocOf } from './docs-instances.js';
import type { Context } from './translate.js';

/** A logo or image path: Docusaurus writes them relative to static/ (`img/logo.svg`); a full URL stays one. */
const imagePath = (src: unknown) => (isExternalHref(String(src)) ? String(src) : `/${String(src).replace(/^\//, '')}`);

/** Where an item goes, as lendocs writes it (`to`, `href` or `doc`), or undefined when it has no equivalent. */
function targetOf(item: Any, context: Context): Any | undefined {
  const route = (to: string) => (to.startsWith('/') ? to : `/${to}`);
  if (item.type === 'docSidebar' || item.type === 'doc') {
    // Which docs instance a doc item names: the main docs, or another (by its lendocs id); an unknown one is left out.
    const other = typeof item.docsPluginId === 'string' && item.docsPluginId !== 'default';
    const pluginId = other ? context.instanceIds.get(item.docsPluginId) : undefined;
    if (other && pluginId === undefined) return undefined;
    // By doc id: the build links to wherever the doc's `slug` puts it.
    const doc = item.type === 'doc' ? item.docId : firstDocOf(pluginId ? context.input.instanceSidebars?.get(item.docsPluginId) : context.input.sidebars, item.sidebarId);
    if (!doc) return undefined;
    return pluginId ? { doc, docsPluginId: pluginId } : { doc };
  }
  if (item.type && item.type !== 'default') return undefined;
  // A full URL written as `to` stays a full URL (it used to become `/https://…`).
  if (item.to) return isExternalHref(String(item.to)) ? { href: String(item.to) } : { to: route(String(item.to)) };
  // Any scheme (`https:`, `mailto:`) leaves the site; a path is a route of this site.
  if (item.href) return isExternalHref(String(item.href)) ? { href: String(item.href) } : { to: route(String(item.href)) };
  return undefined;
}

/**
 * A navbar or footer item as lendocs writes it, or undefined (with a note) when it has no equivalent. An icon link
 * (no label, an `aria-label` and a `className` that draws the icon) is kept as one.
 */
function navItem(item: Any, where: string, context: Context): Any | undefined {
  const label = item.label ?? item.title;
  const target = targetOf(item, context);
  const named = label || item['aria-label'] || item.className;
  if (target && named) {
    const out: Any = label ? { label, ...target } : { ...target };
    if (typeof item.className === 'string' && item.className) out.className = item.className;
    if (typeof item['aria-label'] === 'string' && item['aria-label']) out['aria-label'] = item['aria-label'];
    return out;
  }
  // An item without a label (an icon link) is named by where it goes.
  const name = label ?? item.href ?? item.to ?? item.docId ?? item.sidebarId ?? item.html ?? item['aria-label'] ?? '(unnamed)';
  context.notes.push(`${where}: the item ${JSON.stringify(name)}${item.type ? ` of type "${item.type}"` : ''} was left out.`);
  return undefined;
}

/** A width or height in pixels: Docusaurus accepts numbers and texts such as "160" or "160px". */
function pixels(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  const match = typeof value === 'string' ? /^\s*(\d+)\s*(px)?\s*$/.exec(value) : null;
  return match && Number(match[1]) > 0 ? Number(match[1]) : undefined;
}

function footerLogo(logo: Any, notes: string[], title: string): Any {
  const out: Any = { src: imagePath(logo.src), alt: logo.alt ?? title };
  if (logo.srcDark) out.srcDark = imagePath(logo.srcDark);
  if (logo.href) out.href = String(logo.href);
  for (const key of ['width', 'height'] as const) {
    if (logo[key] === undefined) continue;
    const value = pixels(logo[key]);
    if (value) out[key] = value;
    else notes.push(`footer.logo.${key} ${JSON.stringify(logo[key])}: only pixels are kept; set it in CSS (.footer-logo-image).`);
  }
  return out;
}

function translateNavbar(config: Any, context: Context): void {
  const source = context.theme.navbar ?? {};
  const navbar: Any = { items: [] };
  if (source.title) navbar.title = source.title;
  if (source.logo?.src) {
    navbar.logo = { src: imagePath(source.logo.src), alt: source.logo.alt ?? config.title };
    if (source.logo.srcDark) navbar.logo.srcDark = imagePath(source.logo.srcDark);
  }
  if (source.hideOnScroll === true) navbar.hideOnScroll = true;
  if (source.style === 'dark' || source.style === 'primary') navbar.style = source.style;
  for (const item of source.items ?? []) {
    const translated = navItem(item, 'navbar', context);
    if (translated) navbar.items.push(translated);
  }
  config.navbar = navbar;
}

export function translateNavigation(config: Any, context: Context): void {
  const { theme, notes } = context;
  translateNavbar(config, context);
  if (!theme.footer) return;
  const groups = (theme.footer.links ?? [])
    .filter((group: Any) => group && group.title && Array.isArray(group.items))
    .map((group: Any) => ({ title: group.title, items: group.items.map((item: Any) => navItem(item, `footer "${group.title}"`, context)).filter(Boolean) }));
  if ((theme.footer.links ?? []).some((group: Any) => !group?.title || !Array.isArray(group.items))) notes.push('footer: links without a title (a single row) were left out.');
  config.footer = { groups, copyright: theme.footer.copyright ?? '' };
  if (theme.footer.logo?.src) config.footer.logo = footerLogo(theme.footer.logo, notes, config.title);
  if (theme.footer.style === 'dark') config.footer.style = 'dark';
}
