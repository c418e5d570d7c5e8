// The words lendocs draws, in the page's locale: Docusaurus's message ids (`theme.common.editThisPage`) with
// lendocs's own English as the fallback, so a site without translations draws exactly what it drew. Browser-safe.

/** Message id → its text in the locale being built: @docusaurus/theme-translations's, then the site's code.json. */
export type ThemeStrings = Readonly<Record<string, string>>;

/** The id the blog sidebar's title is read by (templates/BlogSidebar.tsx): the blog's options.json `sidebar.title`. */
export const BLOG_SIDEBAR_TITLE = 'docusaurus-plugin-content-blog.sidebar.title';

/** The id of a blog's sidebar title: the main blog's (`id` undefined) or another blog's, from its own options.json. */
export function blogSidebarTitleId(id: string | undefined): string {
  return id === undefined ? BLOG_SIDEBAR_TITLE : `docusaurus-plugin-content-blog-${id}.sidebar.title`;
}

/** `{name}` placeholders filled in, as Docusaurus's `translate()` fills them. */
export function interpolate(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of `id` in `strings`, else `fallback`, with its placeholders filled in. */
export function translated(strings: ThemeStrings | undefined, id: string, fallback: string, values?: Readonly<Record<string, string | number>>): string {
  return interpolate(strings?.[id] ?? fallback, values);
}
