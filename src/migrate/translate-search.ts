// Docusaurus's Algolia DocSearch settings (themeConfig.algolia) and the classic preset's sitemap options → lendocs'
// `search` and `sitemap`, each value checked against what the build accepts, so that migrate never writes a config
// the build refuses: what does not fit is left out with a note.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CHANGEFREQ = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];

export function translateSearchAndSitemap(config: Any, theme: Any, classic: Any, notes: string[]): void {
  const algolia = theme.algolia;
  if (algolia && typeof algolia === 'object') {
    const keys = ['appId', 'apiKey', 'indexName'] as const;
    const missing = keys.filter((key) => typeof algolia[key] !== 'string' || algolia[key] === '');
    if (missing.length === 0) {
      config.search = { provider: 'algolia', appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName };
      if (typeof algolia.contextualSearch === 'boolean') config.search.contextualSearch = algolia.contextualSearch;
    } else notes.push(`themeConfig.algolia: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not given as text; left out, so the site uses lendocs's local search.`);
  }
  const sitemap = classic.sitemap;
  if (!sitemap || typeof sitemap !== 'object') return;
  const kept: Any = {};
  // null is Docusaurus's way to leave the tag out of every entry; lendocs reads it the same way.
  if (sitemap.changefreq === null || CHANGEFREQ.includes(sitemap.changefreq)) kept.changefreq = sitemap.changefreq;
  else if (sitemap.changefreq !== undefined) notes.push(`sitemap.changefreq ${JSON.stringify(sitemap.changefreq)}: not one of ${CHANGEFREQ.join(', ')} or null; left out.`);
  if (sitemap.priority === null || (typeof sitemap.priority === 'number' && sitemap.priority >= 0 && sitemap.priority <= 1)) kept.priority = sitemap.priority;
  else if (sitemap.priority !== undefined) notes.push(`sitemap.priority ${JSON.stringify(sitemap.priority)}: not a number from 0 to 1 or null; left out.`);
  if (Array.isArray(sitemap.ignorePatterns)) kept.ignorePatterns = sitemap.ignorePatterns.filter((pattern: unknown) => typeof pattern === 'string');
  for (const key of ['lastmod', 'createSitemapItems', 'filename']) if (sitemap[key] !== undefined && sitemap[key] !== null && !(key === 'filename' && sitemap[key] === 'sitemap.xml')) notes.push(`sitemap.${key}: not translated; lendocs writes sitemap.xml without it.`);
  if (Object.keys(kept).length > 0) config.sitemap = kept;
}
