// The site's locales as pages and builds use them (config `i18n`, Docusaurus's model): the default locale at the
// site root, every other under `<baseUrl><locale>/` unless its own `baseUrl`/`url` say otherwise. Browser-safe.

/** What is read of the config: its own url and base, its locales, and the locale being built. */
export interface LocaleInput {
  url: string;
  baseUrl: string;
  i18n?: {
    defaultLocale: string;
    locales: string[];
    path: string;
    localeConfigs: Record<string, { label?: string; htmlLang?: string; direction?: 'ltr' | 'rtl'; calendar?: string; path?: string; url?: string; baseUrl?: string; translate?: boolean }>;
  };
  /** Set on the config of a locale other than the default: its name and the site root's url and base. */
  localeBuild?: LocaleBuild;
}

/** The config of a build of another locale remembers where the site root is, for links to the other locales. */
export interface LocaleBuild {
  name: string;
  siteUrl: string;
  siteBaseUrl: string;
}

export interface Locale {
  name: string;
  isDefault: boolean;
  /** The locale dropdown's text: its own name for itself (`Français`) unless the config gives one. */
  label: string;
  /** `<html lang>` and `hreflang`. */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  calendar: string;
  /** Its translations' folder, from the site folder (`i18n/fr`). */
  folder: string;
  translate: boolean;
  /** Its base path (`/fr/`) and its public address (`https://docs.example.com/fr`, no trailing slash). */
  baseUrl: string;
  url: string;
  /** Where its files go in the output folder: '' for the default locale, else `fr/`. */
  outDir: string;
}

/** The code of the diagnostic for a `--locale` the site does not have: a usage error (exit code 2). */
export const UNKNOWN_LOCALE = 'unknown-locale';

// Languages written right to left, by their language subtag.
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Every locale of the site, the default one first; none for a site without `i18n`. */
export function siteLocales(config: LocaleInput): Locale[] {
  const { i18n } = config;
  if (!i18n) return [];
  const siteBaseUrl = config.localeBuild?.siteBaseUrl ?? config.baseUrl;
  const siteUrl = config.localeBuild?.siteUrl ?? config.url;
  const origin = new URL(siteUrl).origin;
  const ordered = [i18n.defaultLocale, ...i18n.locales.filter((name) => name !== i18n.defaultLocale)];
  return ordered.map((name): Locale => {
    const options = i18n.localeConfigs[name] ?? {};
    const isDefault = name === i18n.defaultLocale;
    const baseUrl = options.baseUrl ?? (isDefault ? siteBaseUrl : `${siteBaseUrl}${name}/`);
    const url = (options.url ?? origin) + baseUrl.slice(0, -1);
    const outDir = isDefault ? '' : baseUrl.startsWith(siteBaseUrl) && baseUrl !== siteBaseUrl ? baseUrl.slice(siteBaseUrl.length) : `${name}/`;
    return {
      name,
      isDefault,
      label: options.label ?? ownName(name),
      htmlLang: options.htmlLang ?? name,
      direction: options.direction ?? (RIGHT_TO_LEFT.has(name.split(/[-_]/)[0].toLowerCase()) ? 'rtl' : 'ltr'),
      calendar: options.calendar ?? 'gregory',
      folder: `${i18n.path}/${options.path ?? name}`,
      translate: options.translate ?? true,
      baseUrl,
      url,
      outDir,
    };
  });
}

/** The locale a config is built in: its `localeBuild`, else the default locale; undefined without `i18n`. */
export function currentLocale(config: LocaleInput): Locale | undefined {
  const locales = siteLocales(config);
  const name = config.localeBuild?.name ?? config.i18n?.defaultLocale;
  return locales.find((locale) => locale.name === name);
}

/** The config of one locale's build: its base and url, and where the site root is. The default locale's is the config itself. */
export function configForLocale<T extends LocaleInput>(config: T, name: string): T {
  const locale = siteLocales(config).find((candidate) => candidate.name === name);
  if (!locale || locale.isDefault) return config;
  return { ...config, baseUrl: locale.baseUrl, url: locale.url, localeBuild: { name, siteUrl: config.url, siteBaseUrl: config.baseUrl } };
}

/** `fr` → `Français`: the language's name in itself, as Docusaurus labels a locale by default. */
function ownName(name: string): string {
  try {
    const own = new Intl.DisplayNames([name], { type: 'language' }).of(name);
    return own ? own.charAt(0).toLocaleUpperCase(name) + own.slice(1) : name;
  } catch {
    return name;
  }
}

/** The same page in `locale`: a path under its base, or its full URL when it is published on another origin. */
export function localeHref(from: LocaleInput, locale: Locale, routePath: string): string {
  const own = new URL(from.url).origin === new URL(locale.url).origin;
  return (own ? '' : new URL(locale.url).origin) + locale.baseUrl + routePath.slice(1);
}
