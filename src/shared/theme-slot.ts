// A site's override of one of lendocs's components (src/theme/Footer, Root, DocItem/Footer…), rendered once per build
// (or on each page, when it reads the page being drawn) by the load stage (load/components/theme-overrides.ts), is HTML
// (ThemeOverrides, below) that may hold this marker where it draws what it wraps (`@theme-original/X`, or the
// `children` of a wrapper such as Root): the render stage puts lendocs's own part there (a private-use character, never
// in real text).
export const OWN_PART = '\uE016own\uE016';

/** The override's HTML with lendocs's own part where it draws it (computed only if it does), once. */
export function fillSlot(html: string, own: () => string): string {
  const at = html.indexOf(OWN_PART);
  if (at < 0) return html;
  return html.slice(0, at) + own() + html.slice(at + OWN_PART.length).split(OWN_PART).join('');
}

/**
 * The site's own versions of lendocs' templates (`src/theme/<Name>.tsx`), already rendered to HTML by the load
 * stage (load/components/theme-overrides.ts), by template name. The templates put each where the built-in goes.
 */
export interface ThemeOverrides {
  /** Replaces the footer on every page. */
  Footer?: string;
  /** Wraps the whole of every page's body (shared/theme-slot.ts's OWN_PART is the page). */
  Root?: string;
  /** The 404 page's content (`src/theme/NotFound`, or `NotFound/Content`). */
  NotFound?: string;
  /** Below each doc's content, in place of its tags, edit link and last update. */
  'DocItem/Footer'?: string;
  /** Each blog post on its own page (OWN_PART: lendocs's post). */
  BlogPostItem?: string;
  /** Around the Markdown content of every doc, post and page (OWN_PART: the content). */
  MDXContent?: string;
  /** On a doc of an instance with a docItemComponent: what it draws around the doc's content (OWN_PART: the content). */
  DocItem?: string;
  /** The navbar's search, in place of lendocs's search button. */
  SearchBar?: string;
  /** The navbar's items of a `custom-<name>` type, by their index in `navbar.items` (src/theme/NavbarItem/ComponentTypes). */
  navbarItems?: Record<string, string>;
  /**
   * By route path: the overrides that read the page being drawn (`useDoc()`), drawn on each page with its data;
   * on that page they take the place of the ones above.
   */
  pages?: Record<string, Partial<Record<Exclude<keyof ThemeOverrides, 'navbarItems' | 'pages'>, string>>>;
}
