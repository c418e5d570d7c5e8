// A docs page's "Edit this page" URL from the config's `editUrl`. Docusaurus takes a URL, to which it adds each
// page's folder and path, or a function it calls for each page with { version, versionDocsDirPath, docPath,
// permalink, locale }. lendocs takes a URL or a template holding those fields as {name}: `migrate` turns a
// Docusaurus function into one when a single template gives what the function gave for every page (edit-url-template.ts).

/** The fields of a docs page a template may hold, as Docusaurus names them for its editUrl function. */
export const EDIT_URL_FIELDS = ['versionDocsDirPath', 'docPath', 'version'] as const;
/** The fields of a blog post, as Docusaurus names them for the blog's editUrl function. */
export const BLOG_EDIT_URL_FIELDS = ['blogDirPath', 'blogPath'] as const;

export type EditUrlFields = Record<string, string>;

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** Whether the value is a template (holds a {field}) rather than a URL that each page's path is added to. */
export function isEditUrlTemplate(editUrl: string, fields: readonly string[]): boolean {
  return [...editUrl.matchAll(PLACEHOLDER)].some((match) => fields.includes(match[1]));
}

/**
 * The edit URL of one page. A template gets each {field} replaced by the page's value, as `encode` writes it (a
 * path's segments percent-encoded in a page, as written when `migrate` compares with the function's results); a
 * URL gets the page's folder and path added (`<editUrl>/<dirPath>/<path>`), as Docusaurus does with a text.
 */
export function fillEditUrl(editUrl: string, fields: EditUrlFields, dirField: string, pathField: string, encode: (value: string) => string = (value) => value): string {
  if (isEditUrlTemplate(editUrl, Object.keys(fields))) return editUrl.replace(PLACEHOLDER, (whole, name: string) => (name in fields ? encode(fields[name]) : whole));
  const tail = [fields[dirField], fields[pathField]].filter(Boolean).join('/').replace(/^\/+/, '');
  return `${editUrl.replace(/\/+$/, '')}${encode(`/${tail}`)}`;
}
