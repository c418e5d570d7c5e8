/** "Page | Site", or the site title alone when the page title is empty or equals it (spec §9). */
export function pageTitle(title: string, siteTitle: string): string {
  const trimmed = title.trim();
  return trimmed === '' || trimmed === siteTitle ? siteTitle : `${trimmed} | ${siteTitle}`;
}
