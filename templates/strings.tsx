// The words and dates of a page in its locale, for every template (a site without `i18n` gets lendocs's English).
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import type { ResolvedConfig } from '../src/types.js';
import { currentLocale } from '../src/shared/locales.js';
import { translated } from '../src/shared/theme-strings.js';
import { formatDate } from './context.js';

export interface PageStrings {
  /** The text of a Docusaurus message id in the page's locale, else `fallback` (lendocs's English). */
  t(id: string, fallback: string, values?: Record<string, string | number>): string;
  /** An ISO date (`2024-03-12`) as the page's locale writes it, in its calendar. */
  date(isoDate: string): string;
  /** True on a site with locales: words built of parts (Last updated{atDate}{byUser}) follow the locale's order. */
  localized: boolean;
}

const ENGLISH: PageStrings = { t: (_id, fallback, values) => translated(undefined, '', fallback, values), date: formatDate, localized: false };

/** A message whose `{name}` placeholders are elements (a date, a link), as Docusaurus's <Translate values> fills them. */
export function withParts(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}

const StringsContext = createContext<PageStrings>(ENGLISH);

export const useStrings = (): PageStrings => useContext(StringsContext);

/** The strings of a page of `config`: lendocs's English unless the site has locales. */
export function StringsProvider({ config, children }: { config: ResolvedConfig; children: ReactNode }) {
  const locale = currentLocale(config);
  if (!locale) return <>{children}</>;
  const strings = config.themeStrings;
  // In UTC, as the English dates, so the output does not depend on the build machine's time zone.
  const format = new Intl.DateTimeFormat(locale.htmlLang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', calendar: locale.calendar });
  const value: PageStrings = { t: (id, fallback, values) => translated(strings, id, fallback, values), date: (isoDate) => format.format(new Date(`${isoDate}T00:00:00Z`)), localized: true };
  return <StringsContext.Provider value={value}>{children}</StringsContext.Provider>;
}
