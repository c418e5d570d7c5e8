// `lendocs check` on a site with i18n: the locales the output holds (its manifest says which, and where), so that
// `--locale` checks one locale's pages, and links into a locale this output was not built with (`build --locale`)
// are listed as skipped rather than broken.
import type { OutputManifest } from '../emit/output/output-guard.js';

type Locales = NonNullable<OutputManifest['locales']>;

export interface LocaleScope {
  /** True for a page (its path in the output, `/fr/docs/x`) of the locale being checked. */
  checks(pagePath: string): boolean;
  /** The locale a site path belongs to when this output does not hold it, else undefined. */
  notBuilt(sitePath: string): string | undefined;
}

/** What is wrong with `--locale name` for this output, or undefined. */
export function localeProblem(manifest: OutputManifest | undefined, name: string): string | undefined {
  const locales = manifest?.locales;
  if (!locales) return `--locale ${name}: the built site has no locales (its config has no "i18n"). Leave out --locale.`;
  const found = locales.find((locale) => locale.name === name);
  if (!found) return `--locale ${name}: the site has no locale "${name}"; its locales are ${locales.map((locale) => locale.name).join(', ')}.`;
  if (!found.built) return `--locale ${name}: the output was built without it (build --locale ${locales.find((locale) => locale.built)?.name}). Build it with "lendocs build --locale ${name}", or run "lendocs check --build --locale ${name}".`;
  return undefined;
}

export function localeScope(manifest: OutputManifest | undefined, only?: string): LocaleScope {
  const locales = manifest?.locales;
  if (!locales) return { checks: () => true, notBuilt: () => undefined };
  const localeOf = (sitePath: string) => owner(locales, sitePath);
  return {
    checks: (pagePath) => only === undefined || localeOf(pagePath)?.name === only,
    notBuilt: (sitePath) => {
      const locale = localeOf(sitePath);
      return locale && !locale.built ? locale.name : undefined;
    },
  };
}

/** The locale whose folder holds the path: the longest folder that is a prefix (`fr/` before the default's ''). */
function owner(locales: Locales, sitePath: string): Locales[number] | undefined {
  let best: Locales[number] | undefined;
  for (const locale of locales) {
    const prefix = `/${locale.folder}`;
    if ((sitePath === prefix.replace(/\/$/, '') || sitePath.startsWith(prefix)) && (!best || locale.folder.length > best.folder.length)) best = locale;
  }
  return best;
}
