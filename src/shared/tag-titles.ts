// The title of a tag's page, blog and docs, as Docusaurus's theme writes it: its message with the count's plural
// form picked by the plural rules of the locale being built. A site without locales keeps lendocs's English
// ("3 posts tagged with "x""); a site with locales starts from Docusaurus's ("One post tagged with "x"") under the
// translations and its code.json. Browser-safe.
import { pluralForm } from './client-strings.js';
import { currentLocale, type LocaleInput } from './locales.js';
import { translated, type ThemeStrings } from './theme-strings.js';

/** The words of the locale being built: its theme strings and its name (none without `i18n`). */
export interface TagTitleWords {
  strings: ThemeStrings | undefined;
  locale: string | undefined;
}

/** The words of the locale a config builds. */
export function tagTitleWords(config: LocaleInput & { themeStrings?: ThemeStrings }): TagTitleWords {
  return { strings: config.themeStrings, locale: currentLocale(config)?.name };
}

/** `count` through a plural message `id` (`a|b|…`), in the locale's form. */
function counted(words: TagTitleWords, id: string, english: string, docusaurusEnglish: string, count: number): string {
  const message = translated(words.strings, id, words.locale === undefined ? english : docusaurusEnglish, { count });
  return pluralForm(message, count, words.locale ?? 'en');
}

/** A blog tag's page: theme.blog.tagTitle with theme.blog.post.plurals. */
export function blogTagTitle(words: TagTitleWords, count: number, tagName: string): string {
  const nPosts = counted(words, 'theme.blog.post.plurals', '{count} post|{count} posts', 'One post|{count} posts', count);
  return translated(words.strings, 'theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts, tagName });
}

/** A docs tag's page: theme.docs.tagDocListPageTitle with its nDocsTagged plural. */
export function docsTagTitle(words: TagTitleWords, count: number, tagName: string): string {
  const nDocsTagged = counted(words, 'theme.docs.tagDocListPageTitle.nDocsTagged', '{count} doc tagged|{count} docs tagged', 'One doc tagged|{count} docs tagged', count);
  return translated(words.strings, 'theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged, tagName });
}
