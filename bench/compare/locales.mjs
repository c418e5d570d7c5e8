// Per-locale comparison of a Docusaurus build of every locale with a lendocs build of the same site (issue 33's
// done-when): each locale's routes (the default locale's at the root, every other's under /<locale>/), and on each
// page in both builds its <html lang> and dir, its hreflang alternates and x-default, and whether it shows the
// same text as Docusaurus's page, counted apart for pages Docusaurus shows translated (their text differs from the
// default locale's page) and pages that fall back to the default locale's text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { missingFrom, routeTable } from './routes.mjs';

/** The routes of one locale: under `/<locale>/`, or (the default locale) under no other locale's folder. */
export function localeRoutes(pages, locale, locales, defaultLocale) {
  const others = locales.filter((name) => name !== defaultLocale).map((name) => `/${name}/`);
  const inside = locale === defaultLocale ? (route) => !others.some((prefix) => route.startsWith(prefix)) : (route) => route.startsWith(`/${locale}/`);
  return new Map([...pages].filter(([route]) => inside(route)));
}

const clean = (text) => text.replace(/[\u200b\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();

/** A URL as compared: no trailing slash, no `.html`, no `index`, so both builds' URL styles meet. */
export function comparableUrl(href) {
  return href.replace(/[?#].*$/, '').replace(/\/index\.html$|\.html$/, '').replace(/\/+$/, '') || '/';
}

/** What a page says about its language and what it shows. */
export function pageFacts(html) {
  const $ = cheerio.load(html);
  const alternates = $('head link[rel="alternate"][hreflang]')
    .map((_, el) => `${$(el).attr('hreflang')}=${comparableUrl($(el).attr('href') ?? '')}`)
    .get()
    .sort();
  const root = $('.markdown').first();
  const paragraph = root.find('p').filter((_, el) => clean($(el).text()).length > 0).first();
  return {
    lang: $('html').attr('lang') ?? '',
    dir: $('html').attr('dir') ?? 'ltr',
    alternates,
    hasXDefault: alternates.some((entry) => entry.startsWith('x-default=')),
    hasContent: root.length > 0,
    // The title and the first paragraph of the Markdown content: what tells a translation from its fallback.
    text: clean(`${$('h1').first().text()} | ${clean(paragraph.text()).slice(0, 160)}`),
  };
}

const factsOf = (dir, file) => pageFacts(readFileSync(path.join(dir, file), 'utf8'));

/** One locale's comparison: routes, then language facts and text on every page in both builds. */
function compareLocale(dusDir, lenDir, dusAll, lenAll, locale, locales, defaultLocale) {
  const dus = localeRoutes(dusAll, locale, locales, defaultLocale);
  const len = localeRoutes(lenAll, locale, locales, defaultLocale);
  const defaultRoute = (route) => (locale === defaultLocale ? route : route.slice(locale.length + 1));
  const result = { locale, docusaurusRoutes: dus.size, lendocsRoutes: len.size, missingRoutes: missingFrom(dus, len), extraRoutes: missingFrom(len, dus), inBoth: 0, lang: 0, dir: 0, alternates: 0, xDefault: 0, translated: { pages: 0, same: 0 }, fallback: { pages: 0, same: 0 }, differing: [] };
  for (const [route, dusFile] of dus) {
    const lenFile = len.get(route);
    if (lenFile === undefined) continue;
    result.inBoth += 1;
    const a = factsOf(dusDir, dusFile);
    const b = factsOf(lenDir, lenFile);
    const problems = [];
    if (a.lang === b.lang) result.lang += 1;
    else problems.push(`lang ${a.lang}→${b.lang}`);
    if (a.dir === b.dir) result.dir += 1;
    else problems.push(`dir ${a.dir}→${b.dir}`);
    if (a.alternates.join(' ') === b.alternates.join(' ')) result.alternates += 1;
    else problems.push(`hreflang [${a.alternates.join(' ')}]→[${b.alternates.join(' ')}]`);
    if (a.hasXDefault === b.hasXDefault) result.xDefault += 1;
    if (a.hasContent) {
      // Translated when Docusaurus shows other text than on the default locale's page (the default locale: its own).
      const originalFile = dusAll.get(defaultRoute(route));
      const translated = locale !== defaultLocale && originalFile !== undefined && factsOf(dusDir, originalFile).text !== a.text;
      const kind = translated ? result.translated : result.fallback;
      kind.pages += 1;
      if (a.text === b.text) kind.same += 1;
      else problems.push(`${translated ? 'translated' : 'fallback'} text "${a.text.slice(0, 70)}"→"${b.text.slice(0, 70)}"`);
    }
    if (problems.length > 0) result.differing.push(`${route}  ${problems.join('; ')}`);
  }
  return result;
}

/** Every locale's comparison, default locale first. */
export function compareLocales(dusDir, lenDir, locales, defaultLocale = locales[0]) {
  const dusAll = routeTable(dusDir).pages;
  const lenAll = routeTable(lenDir).pages;
  return locales.map((locale) => compareLocale(dusDir, lenDir, dusAll, lenAll, locale, locales, defaultLocale));
}

function list(title, items, limit) {
  if (items.length === 0) return [`  ${title}: none`];
  const shown = items.slice(0, limit).map((item) => `    ${item}`);
  if (items.length > limit) shown.push(`    … and ${items.length - limit} more`);
  return [`  ${title} (${items.length}):`, ...shown];
}

/** The readable summary, one block per locale. */
export function formatLocales(results, { limit = 15 } = {}) {
  return results
    .flatMap((r) => [
      `Locale ${r.locale}: Docusaurus ${r.docusaurusRoutes} routes, lendocs ${r.lendocsRoutes}; ${r.missingRoutes.length} missing, ${r.extraRoutes.length} only in lendocs; ${r.inBoth} in both`,
      `  on the ${r.inBoth} pages in both: <html lang> same ${r.lang}, dir same ${r.dir}, hreflang alternates same ${r.alternates}, x-default same ${r.xDefault}`,
      `  text (title + first paragraph) as Docusaurus shows it: translated pages ${r.translated.same}/${r.translated.pages}, fallback pages ${r.fallback.same}/${r.fallback.pages}`,
      ...list('Routes missing from lendocs', r.missingRoutes, limit),
      ...list('Routes only lendocs has', r.extraRoutes, limit),
      ...list('Pages that differ (Docusaurus→lendocs)', r.differing, limit),
      '',
    ])
    .join('\n');
}
