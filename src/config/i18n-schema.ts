// The site's locales (`i18n:`), as Docusaurus's config has them, a part of the site config (schema.ts).
import { z } from 'zod';
import { urlString } from '../shared/url-schema.js';
import { WEB_URL } from '../shared/safe-url.js';

export type { LocaleBuild } from '../shared/locales.js';
export type { ThemeStrings } from '../shared/theme-strings.js';

// A locale name is a URL segment and a folder name: letters, digits, "-" and "_" only (en, pt-BR, zh-Hans).
const localeName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'a locale name such as "en", "fr" or "pt-BR": letters, digits, "-" and "_"');
const folderName = z.string().regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/, 'a folder inside the site folder, without ".." or a leading "/"').refine((value) => !value.split('/').some((part) => part === '..' || part === '.'), 'a folder inside the site folder, without ".."');

const localeConfig = z
  .object({
    label: z.string().min(1).optional().describe('The name of the locale in the locale dropdown (`Français`). Default: the locale\'s own name for itself, as `Intl.DisplayNames` gives it.'),
    htmlLang: z.string().min(1).optional().describe('`<html lang>` and `hreflang` of its pages (`fr-FR`). Default: the locale name.'),
    direction: z.enum(['ltr', 'rtl']).optional().describe('`rtl` for a right-to-left language (`ar`, `he`, `fa`): `<html dir="rtl">`, and the layout mirrored: the stylesheet of its build (lendocs CSS and the site CSS) has left and right swapped, as RTLCSS makes it in Docusaurus, code blocks kept left to right. Default: `rtl` for those languages, `ltr` otherwise.'),
    calendar: z.string().min(1).optional().describe('The calendar its dates are written in (`gregory`, `persian`), as `Intl` names them. Default `gregory`.'),
    path: folderName.optional().describe('Its folder inside `i18n.path` (translations of this locale). Default: the locale name.'),
    url: urlString(WEB_URL).refine((value) => !value.endsWith('/'), { message: 'write the URL without a trailing slash' }).optional().describe('The origin this locale is published at, when it has its own domain (`https://fr.example.com`). Default: the site\'s `url`.'),
    baseUrl: z.string().regex(/^\/([A-Za-z0-9._~%!$()*+,;=:@/-]*\/)?$/, 'a path that starts and ends with "/"').optional().describe('The path this locale is served under. Default: the site\'s `baseUrl` for the default locale, `<baseUrl><locale>/` for the others.'),
    translate: z.boolean().optional().describe('`false`: its pages are built from the default locale\'s files, its `i18n/<locale>` folder not read. Default `true` when that folder exists.'),
  })
  .strict();

export type LocaleConfig = z.output<typeof localeConfig>;

export const i18n = z
  .object({
    defaultLocale: localeName.describe('The locale of the site\'s own files, served at the site root.'),
    locales: z.array(localeName).min(1).describe('Every locale the site is built in, the default one among them; each other one is served under `/<locale>/`.'),
    path: folderName.default('i18n').describe('The folder of the translations, inside the site folder: `i18n/<locale>/docusaurus-plugin-content-docs/current/…`, `…-blog/…`, `…-pages/…`, `code.json`, as Docusaurus lays them out.'),
    localeConfigs: z.record(localeName, localeConfig).default({}).describe('Options of each locale, by its name.'),
  })
  .strict()
  .superRefine((value, context) => {
    if (!value.locales.includes(value.defaultLocale)) context.addIssue({ code: 'custom', path: ['defaultLocale'], message: `"${value.defaultLocale}" is not one of the locales (${value.locales.join(', ')}); add it to "locales"` });
    const seen = new Set<string>();
    value.locales.forEach((locale, index) => {
      if (seen.has(locale)) context.addIssue({ code: 'custom', path: ['locales', index], message: `"${locale}" is listed twice` });
      seen.add(locale);
    });
    for (const name of Object.keys(value.localeConfigs)) {
      if (!value.locales.includes(name)) context.addIssue({ code: 'custom', path: ['localeConfigs', name], message: `"${name}" is not one of the locales (${value.locales.join(', ')})` });
    }
  })
  // Optional, not defaulted: a site without locales resolves to the same config as before (fingerprints, cache keys).
  .optional()
  .describe('The languages the site is built in (Docusaurus\'s `i18n`): the default locale at the site root, every other under `/<locale>/`, each with its translated files from `i18n/<locale>/` and the default locale\'s text where a file has no translation.');

export type I18nConfig = NonNullable<z.output<typeof i18n>>;
