// The words and dates of a page in its locale, for every template (a site without `i18n` gets lendocs's English).
import { createContext, useContext, type ReactNode } from 'react';
import type { ResolvedConfig } from '../src/types.js';
import { currentLocale } from '../src/shared/locales.js';
import { translated } from '../src/shared/theme-strings.js';
import { formatDate } from './context.js';

export interface PageStrings {
  /** The text of a Docusaurus message id in the page's locale, else `fallback` (lendocs's English). */
  t(id: string, fallback: string, values?: Record<string, string | number>): string;
  /** An ISO date (`2024-03-12`) as the page's locale writes it, in its calendar. */
  date(isoDate: string): string;
}

const ENGLISH: PageStrings = { t: (_id, fallback, values) => translated(undefined, '', fallback, values), date: formatDate };

const StringsContext = createContext<PageStrings>(ENGLISH);

export const useStrings = (): PageStrings => useContext(StringsContext);

/** The strings of a page of `config`: lendocs's English unless the site has locales. */
export function StringsProvider({ config, children }: { config: ResolvedConfig; children: ReactNode }) {
  const locale = currentLocale(config);
  if (!locale) return <>{children}</>;
  const strings = config.themeStrings;
  // In UTC, as the English dates, so the output does not depend on the build machine's time zone.
  const format = new Intl.DateTimeFormat(locale.htmlLang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', calendar: locale.calendar });
  const value: PageStrings = { t: (id, fallback, values) => translated(strings, id, fallback, values), date: (isoDate) => format.format(new Date(`${isoDate}T00:00:00Z`)) };
  return <StringsContext.Provider value={value}>{children}</StringsContext.Provider>;
}
