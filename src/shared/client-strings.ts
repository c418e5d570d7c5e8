// The words the browser script writes (copy button, colour toggle, mobile menu, search modal and page, page errors),
// by Docusaurus's message ids where Docusaurus has one. The script keeps lendocs's English; a page in another
// language carries the words that differ in a small JSON payload (clientStringsPayload), so one bundle serves every
// locale and a page in English carries nothing. Browser-safe.
import type { ThemeStrings } from './theme-strings.js';

/**
 * Id → lendocs's English, and, for a word Docusaurus has no id of its own for, `or`: the Docusaurus id whose
 * translation stands in for it (the copied button's label takes theme.CodeBlock.copied's text). An id without a
 * translation anywhere stays English; a site's code.json can give any of them, lendocs.* ones too.
 */
export const CLIENT_STRINGS = {
  'theme.CodeBlock.copy': { en: 'Copy' },
  'theme.CodeBlock.copied': { en: 'Copied' },
  'theme.CodeBlock.copyButtonAriaLabel': { en: 'Copy code to clipboard' },
  'lendocs.CodeBlock.copiedAriaLabel': { en: 'Copied to clipboard', or: 'theme.CodeBlock.copied' },
  'lendocs.CodeBlock.copyFailed': { en: 'Copy failed' },
  'theme.colorToggle.ariaLabel': { en: 'Switch colour mode (current: {mode})' },
  'theme.colorToggle.ariaLabel.mode.light': { en: 'light mode' },
  'theme.colorToggle.ariaLabel.mode.dark': { en: 'dark mode' },
  'theme.colorToggle.ariaLabel.mode.system': { en: 'system mode' },
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': { en: 'Open navigation menu' },
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': { en: 'Close navigation menu' },
  'lendocs.navigation.loadError': { en: 'This page could not be loaded: {reason}.' },
  'lendocs.navigation.networkError': { en: 'network error' },
  'lendocs.navigation.retry': { en: 'Retry', or: 'theme.ErrorPageContent.tryAgain' },
  'theme.ErrorPageContent.title': { en: 'This page crashed.' },
  'theme.ErrorPageContent.tryAgain': { en: 'Try again' },
  'theme.SearchBar.label': { en: 'Search' },
  'theme.SearchModal.searchBox.placeholderText': { en: 'Search docs' },
  'theme.SearchModal.searchBox.cancelButtonText': { en: 'Cancel' },
  'lendocs.SearchModal.askAiButton': { en: 'Ask AI' },
  'lendocs.SearchModal.askAiPlaceholder': { en: 'Ask a question about the docs' },
  'lendocs.SearchModal.askAiStart': { en: 'Type a question and press Enter.' },
  'theme.SearchModal.askAiScreen.disclaimerText': { en: 'Answers are generated with AI which can make mistakes. Verify responses.' },
  'lendocs.SearchModal.sources': { en: 'Sources', or: 'theme.SearchModal.askAiScreen.relatedSourcesText' },
  'lendocs.SearchModal.seeAll': { en: 'See all results' },
  'lendocs.SearchModal.footer.navigateText': { en: 'to navigate', or: 'theme.SearchModal.footer.navigateText' },
  'lendocs.SearchModal.footer.selectText': { en: 'to select', or: 'theme.SearchModal.footer.selectText' },
  'lendocs.SearchModal.footer.closeText': { en: 'to close', or: 'theme.SearchModal.footer.closeText' },
  'theme.SearchModal.startScreen.noRecentSearchesText': { en: 'No recent searches' },
  'theme.SearchModal.startScreen.recentSearchesTitle': { en: 'Recent' },
  'theme.SearchModal.startScreen.favoriteSearchesTitle': { en: 'Favourites' },
  'theme.SearchModal.startScreen.saveRecentSearchButtonTitle': { en: 'Save this search' },
  'theme.SearchModal.startScreen.removeRecentSearchButtonTitle': { en: 'Remove this search from recent searches' },
  'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle': { en: 'Remove this search from favourites' },
  'lendocs.SearchModal.saveToFavourites': { en: 'Save to favourites', or: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle' },
  'lendocs.SearchModal.savedToFavourites': { en: 'Saved to favourites' },
  'theme.SearchModal.noResultsScreen.noResultsText': { en: 'No results found for' },
  'theme.SearchModal.errorScreen.titleText': { en: 'Unable to fetch results' },
  'theme.SearchModal.errorScreen.helpText': { en: 'You might want to check your network connection.' },
  // Docusaurus's plural form: the forms Intl.PluralRules names for the locale, in its order, split by `|`.
  'lendocs.search.resultCount.plurals': { en: '{count} result for "{query}"|{count} results for "{query}"' },
  'theme.SearchPage.existingResultsTitle': { en: 'Search results for "{query}"' },
  'theme.SearchPage.fetchingNewResults': { en: 'Searching…' },
} satisfies Record<string, { en: string; or?: string }>;

export type ClientStringId = keyof typeof CLIENT_STRINGS;

/** The id of the page's <script type="application/json"> holding its client words. */
export const CLIENT_STRINGS_ELEMENT = 'lendocs-strings';

/**
 * The client words of a page in the locale whose theme strings are `strings` (Docusaurus's translations with the
 * site's code.json over them): those that differ from lendocs's English; undefined when none does, so the page
 * carries no payload.
 */
export function clientStringsPayload(strings: ThemeStrings | undefined): Record<string, string> | undefined {
  if (!strings) return undefined;
  const payload: Record<string, string> = {};
  for (const [id, entry] of Object.entries(CLIENT_STRINGS) as [ClientStringId, { en: string; or?: string }][]) {
    const text = strings[id] ?? (entry.or ? strings[entry.or] : undefined);
    if (text !== undefined && text !== entry.en) payload[id] = text;
  }
  return Object.keys(payload).length > 0 ? payload : undefined;
}

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The form of a `a|b|…` plural message for `count`, as Docusaurus's usePluralForm picks it. */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  let categories: string[] = ['one', 'other'];
  let category = count === 1 ? 'one' : 'other';
  try {
    const rules = new Intl.PluralRules(locale);
    const supported = rules.resolvedOptions().pluralCategories as string[];
    categories = PLURAL_ORDER.filter((name) => supported.includes(name));
    category = rules.select(count);
  } catch {
    // An unknown locale: English's rule.
  }
  // Docusaurus: the form at the category's place in the locale's order, the last form past the end (so zh, whose
  // only category is `other`, takes the first form of "One post|{count} posts", as Docusaurus does).
  return forms[Math.min(categories.indexOf(category), forms.length - 1)] ?? forms[forms.length - 1];
}
