// Docusaurus's `i18n` → lendocs's, which has the same keys: what a site with translations needs to keep them.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const LOCALE_KEYS = ['label', 'htmlLang', 'direction', 'calendar', 'path', 'url', 'baseUrl', 'translate'] as const;

/** The `i18n` block to write, or undefined for a site with one locale (which needs none), with notes on what is left out. */
export function translateI18n(value: unknown, notes: string[]): Any | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const given = value as Any;
  const locales = Array.isArray(given.locales) ? given.locales.filter((locale: unknown) => typeof locale === 'string') : [];
  const defaultLocale = typeof given.defaultLocale === 'string' ? given.defaultLocale : locales[0];
  if (!defaultLocale) return undefined;
  if (!locales.includes(defaultLocale)) locales.unshift(defaultLocale);
  // One locale and no options: the same site as without the block.
  const localeConfigs: Any = {};
  for (const [name, options] of Object.entries(given.localeConfigs && typeof given.localeConfigs === 'object' ? given.localeConfigs : {})) {
    if (!locales.includes(name) || !options || typeof options !== 'object') continue;
    const kept: Any = {};
    for (const key of LOCALE_KEYS) if ((options as Any)[key] !== undefined) kept[key] = (options as Any)[key];
    // Docusaurus writes the URL with or without its slash; lendocs wants it without.
    if (typeof kept.url === 'string') kept.url = kept.url.replace(/\/+$/, '');
    for (const key of Object.keys(options as Any)) if (!(LOCALE_KEYS as readonly string[]).includes(key)) notes.push(`i18n.localeConfigs.${name}.${key}: not translated.`);
    if (Object.keys(kept).length > 0) localeConfigs[name] = kept;
  }
  if (locales.length === 1 && Object.keys(localeConfigs).length === 0 && given.path === undefined) return undefined;
  const i18n: Any = { defaultLocale, locales };
  if (typeof given.path === 'string' && given.path.replace(/^\.\/+|\/+$/g, '') !== 'i18n') i18n.path = given.path.replace(/^\.\/+|\/+$/g, '');
  if (Object.keys(localeConfigs).length > 0) i18n.localeConfigs = localeConfigs;
  return i18n;
}
