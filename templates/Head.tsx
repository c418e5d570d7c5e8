import { absoluteUrl, jsonLdForRoute, serializeJsonLd } from '../src/render/json-ld.js';
import { encodeRoutePath } from '../src/shared/url-path.js';
import type { Route, Site } from '../src/types.js';
import type { Assets } from './context.js';
import { SiteHeadTags } from './SiteHeadTags.js';
import { PageHeadTags, pageHeadOf, withoutReplaced } from './PageHeadTags.js';
import { LocaleAlternates } from './LocaleAlternates.js';
import { currentLocale } from '../src/shared/locales.js';
import { KATEX_STYLESHEET } from '../src/shared/asset-paths.js';
import { markdownPathForRoute } from '../src/shared/site-paths.js';
import { absoluteSiteUrl } from '../src/shared/base-url.js';
import { blogFeeds, blogFeedTitle, blogPath, siteOfBlog } from '../src/shared/blog-path.js';
import { clipText, TITLE_LIMIT } from '../src/shared/text-transforms.js';

export interface HeadProps {
  site: Site;
  route: Route;
  assets: Assets;
  /** The full `<title>` text. */
  title: string;
  /** Inline scripts that must run before first paint (colour mode, announcement dismissal). */
  inlineScript: string;
  generator: string;
  /** Serve mode only: the live-reload client. */
  devScript?: string;
}

export function Head({ site, route, assets, title, inlineScript, generator, devScript }: HeadProps) {
  const { config } = site;
  const canonical = absoluteSiteUrl(config, encodeRoutePath(route.path));
  const description = route.description || config.tagline;
  const image = route.image ?? config.image;
  const imageUrl = image ? absoluteUrl(site, image) : undefined;
  const ogType = route.data.type === 'blog-post' ? 'article' : 'website';
  const jsonLd = jsonLdForRoute(route, site);
  const locale = currentLocale(config);
  // The page's own `<Head>` (MDX): its title, and its tags in place of lendocs's of the same key (PageHeadTags.tsx).
  const pageHead = pageHeadOf(route);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="generator" content={generator} />
      {withoutReplaced(
        <>
          <title>{pageHead?.title ?? title}</title>
          <meta name="description" content={description} />
          {route.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
          <link rel="canonical" href={canonical} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:type" content={ogType} />
          <meta property="og:url" content={canonical} />
          <meta property="og:site_name" content={config.title} />
          {locale ? <LocaleAlternates site={site} route={route} current={locale} /> : <meta property="og:locale" content="en" />}
          {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
          <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
          {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
          {config.metadata.map((tag) => (tag.name ? <meta key={`name:${tag.name}`} name={tag.name} content={tag.content} /> : <meta key={`property:${tag.property}`} property={tag.property} content={tag.content} />))}
        </>,
        pageHead,
      )}
      <meta name="docsearch:language" content={locale?.name ?? 'en'} />
      <meta name="docsearch:version" content="current" />
      <meta name="docsearch:docusaurus_tag" content={route.docsearchTag} />
      {route.data.type === 'doc' ? <link rel="alternate" type="text/markdown" href={encodeRoutePath(markdownPathForRoute(route.path))} title={`${clipText(route.title, TITLE_LIMIT)} (Markdown)`} /> : null}
      {/* Every blog's feeds, on every page, as Docusaurus's blog plugins add them: the main blog's, then each other's. */}
      {[undefined, ...(config.blog.instances ?? []).map((instance) => instance.id)].map((id) => {
        const blog = siteOfBlog(site, id);
        if (blog.posts.length === 0) return null;
        const options = blog.config.blog;
        return blogFeeds(options).map((feed) => <link key={`${id ?? ''}:${feed.type}`} rel="alternate" type={feed.mime} href={blogPath(options, feed.file)} title={`${blogFeedTitle(options, config.title)} ${feed.name}`} />);
      })}
      {config.favicon ? <link rel="icon" href={config.favicon} /> : null}
      {/* serializeJsonLd escapes `<`, so nothing in a title can close this element. */}
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} /> : null}
      <script data-head-script dangerouslySetInnerHTML={{ __html: inlineScript }} />
      <link rel="stylesheet" href={assets.css} />
      {route.data.type !== 'not-found' && 'page' in route.data && route.data.page.hasMath ? <link rel="stylesheet" href={KATEX_STYLESHEET} /> : null}
      <script src={assets.js} defer />
      {devScript ? <script src={devScript} defer /> : null}
      <SiteHeadTags config={config} />
      <PageHeadTags head={pageHead} />
    </head>
  );
}
