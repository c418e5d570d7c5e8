// What the stand-ins (stand-ins.tsx) tell the site's components about the site. Its own file, so the load stage can
// make it without loading React.
import type { ResolvedConfig } from '../../types.js';

export interface SiteInfo {
  title: string;
  tagline: string;
  url: string;
  /** The config's `customFields`, as `useDocusaurusContext().siteConfig.customFields`. */
  customFields?: Record<string, unknown>;
}

export const siteInfo = (config: Pick<ResolvedConfig, 'title' | 'tagline' | 'url' | 'customFields'>): SiteInfo => ({ title: config.title, tagline: config.tagline ?? '', url: config.url, customFields: config.customFields });
