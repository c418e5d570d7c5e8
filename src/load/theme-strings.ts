// The words of a site with locales, in the locale being built, as Docusaurus finds them: the theme's own from
// @docusaurus/theme-translations (Docusaurus's translations, MIT), then the site's i18n/<locale>/code.json, whose
// messages win; and the navbar's and footer's labels from docusaurus-theme-classic/navbar.json and footer.json.
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { displayPath } from '../config/load.js';
import { warning } from '../errors.js';
import { docsTranslationFolder, docsUnits } from '../shared/docs-units.js';
import { currentLocale, type Locale } from '../shared/locales.js';
import { blogTranslationFolder } from '../shared/blog-path.js';
import { blogSidebarTitleId } from '../shared/theme-strings.js';
import type { Diagnostic, ResolvedConfig } from '../types.js';

type Messages = Record<string, string>;

/** The config of the locale being built with its words: `themeStrings`, and the navbar's and footer's labels translated. */
export async function withThemeStrings(root: string, config: ResolvedConfig): Promise<{ config: ResolvedConfig; diagnostics: Diagnostic[] }> {
  const locale = currentLocale(config);
  if (!locale) return { config, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const folder = path.join(root, locale.folder);
  const own = locale.translate ? await readMessages(path.join(folder, 'code.json'), diagnostics) : {};
  const strings = { ...(await packageMessages(locale)), ...own };
  const navbar = locale.translate ? await readMessages(path.join(folder, 'docusaurus-theme-classic', 'navbar.json'), diagnostics) : {};
  const footer = locale.translate ? await readMessages(path.join(folder, 'docusaurus-theme-classic', 'footer.json'), diagnostics) : {};
  const blog = locale.translate ? await readMessages(path.join(folder, blogTranslationFolder(undefined), 'options.json'), diagnostics) : {};
  // Each other blog's options.json, beside the main blog's, as Docusaurus reads each blog plugin's own.
  const otherBlogs: [string, Messages][] = [];
  for (const instance of locale.translate ? (config.blog.instances ?? []) : []) {
    otherBlogs.push([instance.id, await readMessages(path.join(folder, blogTranslationFolder(instance.id), 'options.json'), diagnostics)]);
  }
  const docsMessages: Record<string, Messages> = {};
  for (const unit of locale.translate ? docsUnits(config) : []) {
    const messages = await readMessages(path.join(folder, `${docsTranslationFolder(unit)}.json`), diagnostics);
    if (Object.keys(messages).length > 0) docsMessages[docsTranslationFolder(unit)] = messages;
  }
  const themeStrings = otherBlogs.reduce((all, [id, messages]) => withBlogSidebarTitle(all, messages, id), withBlogSidebarTitle(strings, blog, undefined));
  const worded = { ...withBlogOptions(config, blog, otherBlogs), themeStrings, ...(Object.keys(docsMessages).length > 0 ? { docsMessages } : {}) };
  return { config: withNavigationLabels(worded, navbar, footer), diagnostics };
}

/** A translation file's messages (`{ "id": { "message": "…" } }`, Docusaurus's format); none when it is missing. */
async function readMessages(file: string, diagnostics: Diagnostic[]): Promise<Messages> {
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('expected an object of messages');
    const messages: Messages = {};
    for (const [id, entry] of Object.entries(parsed)) {
      const message = typeof entry === 'string' ? entry : entry && typeof entry === 'object' ? (entry as { message?: unknown }).message : undefined;
      if (typeof message === 'string') messages[id] = message;
    }
    return messages;
  } catch (cause) {
    diagnostics.push(warning('translation-file', `This translation file cannot be read (${(cause as Error).message}); its messages are not used.`, { file: displayPath(file), hint: 'Write it as Docusaurus does: a JSON object of message ids, each { "message": "…" } (`lendocs write-translations` is not there yet; copy the ids from the English text).' }));
    return {};
  }
}

/** The package's folder of translations, when it is installed. */
function packageFolder(): string | undefined {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json')), 'locales');
  } catch {
    return undefined;
  }
}

/**
 * The theme's messages as write-translations puts them in code.json (Docusaurus's theme-common ids, with their
 * descriptions, and those of `alsoIds` its other theme files have, the search's): each in the locale when
 * Docusaurus's translations have it, else in English.
 */
export async function themeCodeMessages(locale: Pick<Locale, 'name' | 'htmlLang'>, alsoIds: ReadonlySet<string> = new Set()): Promise<Map<string, { message: string; description?: string }>> {
  const folder = packageFolder();
  const found = new Map<string, { message: string; description?: string }>();
  if (!folder) return found;
  const own = await packageMessages(locale);
  for (const file of ['theme-common.json', 'theme-search-algolia.json']) {
    const base = JSON.parse(await readFile(path.join(folder, 'base', file), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(base)) {
      if (id.endsWith('___DESCRIPTION') || (file !== 'theme-common.json' && !alsoIds.has(id))) continue;
      const description = base[`${id}___DESCRIPTION`];
      found.set(id, { message: own[id] ?? message, ...(description ? { description } : {}) });
    }
  }
  return found;
}

/**
 * The package's locales to look for, in Docusaurus's order (codeTranslationLocalesToTry): the locale, then its
 * likely region and script (`zh` reads `zh-Hans`, `pt` reads `pt-BR`), then its language (`fr-FR` reads `fr`).
 */
function packageLocaleNames(locale: Pick<Locale, 'name' | 'htmlLang'>): string[] {
  const names = [locale.name, locale.htmlLang];
  try {
    const likely = new Intl.Locale(locale.name).maximize();
    names.push(`${likely.language}-${likely.region}`, `${likely.language}-${likely.script}`, likely.language);
  } catch {
    // Not a BCP 47 tag (a locale named `english`): only its own name and its first part are looked for.
  }
  return [...names, locale.name.split(/[-_]/)[0]];
}

/** Docusaurus's own translations of its theme for the locale, when the package has them. */
async function packageMessages(locale: Pick<Locale, 'name' | 'htmlLang'>): Promise<Messages> {
  const folder = packageFolder();
  if (!folder) return {};
  const candidates = packageLocaleNames(locale);
  const found = candidates.map((name) => path.join(folder, name)).find((candidate) => existsSync(candidate));
  if (!found) return {};
  const messages: Messages = {};
  for (const file of (await readdir(found)).filter((name) => name.endsWith('.json')).sort()) {
    const parsed = JSON.parse(await readFile(path.join(found, file), 'utf8')) as Record<string, unknown>;
    for (const [id, message] of Object.entries(parsed)) if (typeof message === 'string' && !id.endsWith('___DESCRIPTION')) messages[id] = message;
  }
  return messages;
}

/** Each blog's `options.json` (Docusaurus's ids `title`, `description`): its title and description in the locale. */
function withBlogOptions(config: ResolvedConfig, blog: Messages, otherBlogs: [string, Messages][]): ResolvedConfig {
  const worded = <T extends { title: string; description: string }>(options: T, messages: Messages | undefined): T =>
    messages && (messages.title || messages.description) ? { ...options, ...(messages.title ? { title: messages.title } : {}), ...(messages.description ? { description: messages.description } : {}) } : options;
  const others = new Map(otherBlogs);
  const instances = config.blog.instances?.map((instance) => worded(instance, others.get(instance.id)));
  const changed = worded(config.blog, blog) !== config.blog || instances?.some((instance, index) => instance !== config.blog.instances?.[index]);
  if (!changed) return config;
  return { ...config, blog: { ...worded(config.blog, blog), ...(instances ? { instances } : {}) } };
}

function withBlogSidebarTitle(strings: Messages, blog: Messages, id: string | undefined): Messages {
  return blog['sidebar.title'] ? { ...strings, [blogSidebarTitleId(id)]: blog['sidebar.title'] } : strings;
}

/** Docusaurus's ids: `title`, `logo.alt`, `item.label.<label>` (navbar); `link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt` (footer). */
function withNavigationLabels(config: ResolvedConfig, navbar: Messages, footer: Messages): ResolvedConfig {
  if (Object.keys(navbar).length === 0 && Object.keys(footer).length === 0) return config;
  const label = <T extends { label?: string }>(item: T, messages: Messages, prefix: string): T => (item.label && messages[`${prefix}${item.label}`] ? { ...item, label: messages[`${prefix}${item.label}`] } : item);
  const { navbar: bar, footer: foot } = config;
  return {
    ...config,
    navbar: {
      ...bar,
      ...(navbar.title && bar.title !== undefined ? { title: navbar.title } : {}),
      ...(bar.logo && navbar['logo.alt'] ? { logo: { ...bar.logo, alt: navbar['logo.alt'] } } : {}),
      // A dropdown's entries are translated by the same ids as the items themselves, as in Docusaurus.
      items: bar.items.map((item) => label(item.items ? { ...item, items: item.items.map((entry) => label(entry, navbar, 'item.label.')) } : item, navbar, 'item.label.')),
    },
    footer: {
      ...foot,
      ...(footer.copyright ? { copyright: footer.copyright } : {}),
      ...(foot.logo && footer['logo.alt'] ? { logo: { ...foot.logo, alt: footer['logo.alt'] } } : {}),
      groups: foot.groups.map((group) => ({ ...group, title: group.title === undefined ? undefined : (footer[`link.title.${group.title}`] ?? group.title), items: group.items.map((item) => label(item, footer, 'link.item.label.')) })),
      links: foot.links.map((item) => label(item, footer, 'link.item.label.')),
    },
  };
}
