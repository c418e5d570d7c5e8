import type { Route, Site } from '../src/types.js';
import { siteLocales, type Locale } from '../src/shared/locales.js';
import { encodeRoutePath } from '../src/shared/url-path.js';
import { withTrailingSlash } from '../src/shared/base-url.js';

/**
 * A page of a site with locales, as Docusaurus heads it: `og:locale` and an `og:locale:alternate` per other locale,
 * and the same page in every locale as `<link rel="alternate" hreflang>`, the default locale's also as `x-default`;
 * the 404 page too (each locale's 404.html), as Docusaurus writes it.
 */
export function LocaleAlternates({ site, route, current }: { site: Site; route: Route; current: Locale }) {
  const locales = siteLocales(site.config);
  const path = withTrailingSlash(encodeRoutePath(route.path), site.config.trailingSlash);
  const urlIn = (locale: Locale) => locale.url + path;
  const ogLocale = (locale: Locale) => locale.htmlLang.replace('-', '_');
  return (
    <>
      <meta property="og:locale" content={ogLocale(current)} />
      {locales.filter((locale) => locale !== current && locale.name !== current.name).map((locale) => <meta key={`og:${locale.name}`} property="og:locale:alternate" content={ogLocale(locale)} />)}
      {locales.map((locale) => <link key={`alt:${locale.name}`} rel="alternate" href={urlIn(locale)} hrefLang={locale.htmlLang} />)}
      <link rel="alternate" href={urlIn(locales[0])} hrefLang="x-default" />
    </>
  );
}
