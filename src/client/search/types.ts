/** Settings the build writes on the search button (data-search-config). */
export interface SearchConfig {
  script: string;
  provider: 'local' | 'algolia';
  appId?: string;
  apiKey?: string;
  indexName?: string;
  host?: string;
  contextual: boolean;
  askAi: { endpoint: string; model: string; apiKey?: string } | null;
  /** With versioned docs: every version's search tag (`scoped`), and those of the versions to search in (`active`). */
  versions?: { scoped: string[]; active: string[] };
}

export interface SearchHit {
  url: string;
  title: string;
  /** Sidebar section or "Blog", for grouping. */
  section: string;
  /** Safe HTML: escaped text with <mark> around matched words. */
  excerptHtml: string;
  /** Headings of the page that match, deep-linking to their anchors. */
  subResults: { url: string; title: string; excerptHtml: string }[];
}

export interface SearchBackend {
  search(query: string, options: { limit: number; signal?: AbortSignal }): Promise<{ hits: SearchHit[]; total: number }>;
}
