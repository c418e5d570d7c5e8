// `lendocs write-translations`: the JSON files a translator fills in, as Docusaurus's command writes them, in its
// format (`{ "<id>": { "message": "…", "description": "…" } }`) and in its places inside `i18n/<locale>/`: code.json
// (the theme's words and the site's <Translate>/translate() messages), each docs unit's current.json or
// version-<name>.json (version label, sidebar labels), docusaurus-theme-classic/navbar.json and footer.json, and the
// options.json of each blog. A message already in a file is kept as it is (Docusaurus's merge without --override); a file
// that is not a JSON object of messages is an error and stays untouched.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { displayPath, loadConfig } from '../config/load.js';
import { error, hasErrors } from '../errors.js';
import { themeCodeMessages } from '../load/theme-strings.js';
import { extractCodeMessages, type CodeMessage } from '../load/translate-calls.js';
import { contentPaths } from '../load/walk.js';
import { writeFileAtomic } from '../node/atomic-write.js';
import { makeFolder } from '../node/make-folder.js';
import { blogTranslationFolder } from '../shared/blog-path.js';
import { CLIENT_STRINGS } from '../shared/client-strings.js';
import { docsTranslationFolder, docsUnits } from '../shared/docs-units.js';
import { siteLocales, UNKNOWN_LOCALE } from '../shared/locales.js';
import type { Diagnostic, ResolvedConfig, SidebarItem, Site } from '../types.js';
import { compile } from './compile.js';
import { createTimer } from './timer.js';

type Messages = Map<string, CodeMessage>;

export interface WrittenFile {
  /** From the site folder (`i18n/fr/code.json`). */
  file: string;
  messages: number;
  /** Messages the file did not have before. */
  added: number;
}

export async function writeTranslations({ root, locale }: { root: string; locale?: string }): Promise<{ written: WrittenFile[]; diagnostics: Diagnostic[] }> {
  const { config } = await loadConfig(root);
  const locales = config ? siteLocales(config) : [];
  if (config && locale !== undefined && locales.length > 0 && !locales.some((candidate) => candidate.name === locale)) {
    return { written: [], diagnostics: [error(UNKNOWN_LOCALE, `--locale ${locale}: the site has no locale "${locale}"; its locales are ${locales.map((candidate) => candidate.name).join(', ')}.`, { hint: `Use one of them, or add "${locale}" to i18n.locales in the config.` })] };
  }
  // The site's own labels, not a locale's translations of them: what there is to translate.
  const compiled = await compile({ root, timer: createTimer(), untranslated: true });
  const { site } = compiled;
  if (!site || hasErrors(compiled.diagnostics)) return { written: [], diagnostics: compiled.diagnostics };
  const name = locale ?? config?.i18n?.defaultLocale ?? 'en';
  const target = locales.find((candidate) => candidate.name === name);
  const folder = path.join(root, target?.folder ?? `${site.config.i18n?.path ?? 'i18n'}/${name}`);
  const code = await codeMessages(root, site.config, { name, htmlLang: target?.htmlLang ?? name });
  const files: [string, Messages][] = [
    ['code.json', code.messages],
    ...docsFiles(site),
    ['docusaurus-theme-classic/navbar.json', navbarMessages(site.config)],
    ['docusaurus-theme-classic/footer.json', footerMessages(site.config)],
    ...(site.posts.length > 0 || site.config.blog.emptyList ? [[`${blogTranslationFolder(undefined)}/options.json`, blogMessages(site.config.blog)] as [string, Messages]] : []),
    ...(site.config.blog.instances ?? []).filter((instance) => (site.blogs?.[instance.id]?.length ?? 0) > 0 || instance.emptyList).map((instance): [string, Messages] => [`${blogTranslationFolder(instance.id)}/options.json`, blogMessages(instance)]),
  ];
  const diagnostics = [...compiled.diagnostics, ...code.diagnostics];
  const written: WrittenFile[] = [];
  for (const [relative, messages] of files) {
    const result = await mergeInto(path.join(folder, relative), messages, relative === 'code.json');
    if ('diagnostic' in result) diagnostics.push(result.diagnostic);
    else written.push({ file: path.relative(root, path.join(folder, relative)).split(path.sep).join('/'), ...result });
  }
  return { written, diagnostics };
}

/** The Docusaurus ids the browser's words are read by (theirs, and those that stand in for lendocs's own). */
const CLIENT_THEME_IDS: ReadonlySet<string> = new Set((Object.entries(CLIENT_STRINGS) as [string, { or?: string }][]).flatMap(([id, entry]) => (entry.or ? [id, entry.or] : [id])));

/** The theme's words in the locale (the browser's too), then the site's <Translate>/translate() messages (components, pages, MDX). */
async function codeMessages(root: string, config: ResolvedConfig, locale: { name: string; htmlLang: string }): Promise<{ messages: Messages; diagnostics: Diagnostic[] }> {
  const messages: Messages = await themeCodeMessages(locale, CLIENT_THEME_IDS);
  // The browser's own words: a Docusaurus id's stands in for each that has one (written above); the rest are lendocs's.
  for (const [id, entry] of Object.entries(CLIENT_STRINGS) as [string, { en: string; or?: string }][]) {
    if (!messages.has(id) && !entry.or) messages.set(id, { message: entry.en, description: `lendocs's words in the browser (${id.split('.').slice(1).join(' ')})` });
  }
  const paths = contentPaths(config);
  const folders = ['src', paths.docs, ...Object.values(paths.instances ?? {}), paths.blog, paths.pages, ...docsUnits(config).map((unit) => unit.folder)];
  const extracted = await extractCodeMessages(root, [...new Set(folders)].filter((folder) => existsSync(path.join(root, folder))));
  for (const [id, message] of extracted.messages) messages.set(id, message);
  return { messages, diagnostics: extracted.diagnostics };
}

/** Each docs unit's file: its version label and its sidebars' category, link and labelled doc items. */
function docsFiles(site: Site): [string, Messages][] {
  const files = new Map<string, Messages>();
  for (const unit of docsUnits(site.config)) {
    const messages: Messages = new Map([['version.label', { message: unit.label, description: `The label for version ${unit.version}` }]]);
    files.set(docsTranslationFolder(unit), messages);
  }
  site.sidebarKeys.forEach(({ unit, name = 'defaultSidebar' }, index) => {
    const messages = files.get(unit);
    if (!messages) return;
    const walk = (items: SidebarItem[]) => {
      for (const item of items) {
        if (item.type === 'category') {
          messages.set(`sidebar.${name}.category.${item.label}`, { message: item.label, description: `The label for category ${item.label} in sidebar ${name}` });
          walk(item.items);
        } else if (item.type === 'link' && !item.source) {
          messages.set(`sidebar.${name}.link.${item.label}`, { message: item.label, description: `The label for link ${item.label} in sidebar ${name}, linking to ${item.href}` });
        }
      }
    };
    walk(site.sidebars[index] ?? []);
  });
  return [...files].map(([unit, messages]) => [`${unit}.json`, messages]);
}

function navbarMessages(config: ResolvedConfig): Messages {
  const messages: Messages = new Map();
  if (config.navbar.title) messages.set('title', { message: config.navbar.title, description: 'The title in the navbar' });
  if (config.navbar.logo?.alt) messages.set('logo.alt', { message: config.navbar.logo.alt, description: 'The alt text of navbar logo' });
  const walk = (items: { label?: string; items?: unknown }[]) => {
    for (const item of items) {
      if (item.label) messages.set(`item.label.${item.label}`, { message: item.label, description: `Navbar item with label ${item.label}` });
      if (Array.isArray(item.items)) walk(item.items as { label?: string }[]);
    }
  };
  walk(config.navbar.items);
  return messages;
}

function footerMessages(config: ResolvedConfig): Messages {
  const messages: Messages = new Map();
  for (const group of [...config.footer.groups, { title: undefined, items: config.footer.links }]) {
    if (group.title) messages.set(`link.title.${group.title}`, { message: group.title, description: `The title of the footer links column with title=${group.title} in the footer` });
    for (const item of group.items) {
      if (item.label) messages.set(`link.item.label.${item.label}`, { message: item.label, description: `The label of footer link with label=${item.label} linking to ${item.href ?? item.to ?? ''}` });
    }
  }
  if (config.footer.copyright) messages.set('copyright', { message: config.footer.copyright, description: 'The footer copyright' });
  if (config.footer.logo?.alt) messages.set('logo.alt', { message: config.footer.logo.alt, description: 'The alt text of footer logo' });
  return messages;
}

function blogMessages(blog: { title: string; description: string }): Messages {
  return new Map([
    ['title', { message: blog.title, description: 'The title for the blog used in SEO' }],
    ['description', { message: blog.description, description: 'The description for the blog used in SEO' }],
    ['sidebar.title', { message: 'Recent posts', description: 'The label for the left sidebar' }],
  ]);
}

/** The file with `messages` added: a message it already has stays as it is (its description is brought up to date). */
async function mergeInto(file: string, messages: Messages, sorted: boolean): Promise<Omit<WrittenFile, 'file'> | { diagnostic: Diagnostic }> {
  let existing: Record<string, { message?: unknown; description?: unknown }> = {};
  if (existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('expected an object of messages');
      existing = parsed as typeof existing;
    } catch (cause) {
      return { diagnostic: error('translation-file', `This translation file cannot be read (${(cause as Error).message}), so it was left as it is.`, { file: displayPath(file), hint: 'Mend it (a JSON object of message ids, each { "message": "…" }) or remove it, then run write-translations again.' }) };
    }
  }
  const merged: Record<string, unknown> = { ...existing };
  let added = 0;
  for (const [id, { message, description }] of messages) {
    const kept = existing[id] && typeof existing[id] === 'object' ? existing[id].message : typeof existing[id] === 'string' ? existing[id] : undefined;
    if (kept === undefined) added++;
    merged[id] = { message: typeof kept === 'string' ? kept : message, ...(description ? { description } : {}) };
  }
  const ordered = sorted ? Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : merged;
  const text = `${JSON.stringify(ordered, null, 2)}\n`;
  if (!existsSync(file) || (await readFile(file, 'utf8')) !== text) {
    await makeFolder(path.dirname(file));
    await writeFileAtomic(file, text);
  }
  return { messages: Object.keys(ordered).length, added };
}
