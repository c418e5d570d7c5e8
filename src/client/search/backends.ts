// Where results come from: the local Pagefind index built with the site, or a hosted DocSearch-style index.
import { highlightWords, safeExcerpt } from './query.js';
import type { SearchBackend, SearchConfig, SearchHit } from './types.js';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results?: { url: string; title: string; excerpt: string }[];
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string, options?: Record<string, unknown>): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

export function createBackend(config: SearchConfig): SearchBackend {
  return config.provider === 'algolia' ? hostedBackend(config) : localBackend();
}

function localBackend(): SearchBackend {
  let loading: Promise<Pagefind> | undefined;
  const load = () => {
    // A failed load is retried on the next query instead of being remembered.
    loading ??= (import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`) as Promise<Pagefind>).then(async (module) => {
      await module.options({ excerptLength: 24 });
      return module;
    });
    return loading.catch((cause) => {
      loading = undefined;
      throw cause;
    });
  };
  return {
    async search(query, { limit }) {
      const pagefind = await load();
      const response = await pagefind.search(query, { filters: { language: 'en' } });
      const results = response?.results ?? [];
      const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
      const hits: SearchHit[] = data.map((item) => ({
        url: item.url,
        title: item.meta.title ?? item.url,
        section: item.meta.section ?? 'Pages',
        excerptHtml: safeExcerpt(item.excerpt),
        subResults: (item.sub_results ?? [])
          .filter((sub) => sub.url !== item.url && sub.url.includes('#'))
          .slice(0, 3)
          .map((sub) => ({ url: sub.url, title: sub.title, excerptHtml: safeExcerpt(sub.excerpt) })),
      }));
      return { hits, total: results.length };
    },
  };
}

interface HostedHit {
  url: string;
  hierarchy?: Record<string, string | null>;
  content?: string | null;
  _highlightResult?: { hierarchy?: Record<string, { value: string }> };
  _snippetResult?: { content?: { value: string } };
}

/** The hosted service's REST query API, with language and docs-tag facet filters when contextual. */
function hostedBackend(config: SearchConfig): SearchBackend {
  return {
    async search(query, { limit, signal }) {
      const body: Record<string, unknown> = {
        query,
        hitsPerPage: limit,
        attributesToSnippet: ['content:24'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      };
      if (config.contextual) body.facetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
      const response = await fetch(`${config.host}/1/indexes/${encodeURIComponent(config.indexName ?? '')}/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-algolia-application-id': config.appId ?? '', 'x-algolia-api-key': config.apiKey ?? '' },
        body: JSON.stringify(body),
        signal,
      });
      if (!response.ok) throw new Error(`The search service answered ${response.status}.`);
      const json = (await response.json()) as { hits?: HostedHit[]; nbHits?: number };
      return { hits: mergeHostedHits(json.hits ?? [], query), total: json.nbHits ?? 0 };
    },
  };
}

/** One hit per page; hits on a heading of that page become its sub-results. */
function mergeHostedHits(raw: HostedHit[], query: string): SearchHit[] {
  const pages = new Map<string, SearchHit>();
  for (const hit of raw) {
    const pageUrl = toSitePath(hit.url.split('#')[0]);
    const levels = hit.hierarchy ?? {};
    const highlighted = hit._highlightResult?.hierarchy ?? {};
    const title = levels.lvl1 ?? levels.lvl0 ?? pageUrl;
    const excerpt = hit._snippetResult?.content?.value ? safeExcerpt(hit._snippetResult.content.value) : highlightWords(hit.content ?? '', query);
    let page = pages.get(pageUrl);
    if (!page) {
      page = { url: pageUrl, title: highlighted.lvl1 ? safeExcerpt(highlighted.lvl1.value).replace(/<\/?mark>/g, '') : title, section: levels.lvl0 ?? 'Docs', excerptHtml: excerpt, subResults: [] };
      pages.set(pageUrl, page);
    }
    const heading = levels.lvl3 ?? levels.lvl2;
    if (hit.url.includes('#') && heading && page.subResults.length < 3) page.subResults.push({ url: toSitePath(hit.url), title: heading, excerptHtml: excerpt });
  }
  return [...pages.values()];
}

/** The hosted index stores absolute URLs of the production site; links stay on the site being read. */
function toSitePath(url: string): string {
  try {
    const parsed = new URL(url, location.origin);
    return parsed.pathname + parsed.hash;
  } catch {
    return url;
  }
}
