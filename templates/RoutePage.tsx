// Picks the body for a route by its data type, inside the one Layout.
import { StringsProvider } from './strings.js';
import type { HeadProps } from './Head.js';
import type { ThemeOverrides } from '../src/types.js';
import { Layout } from './Layout.js';
import { Slot } from './ThemeSlot.js';
import { BlogArchivePage, BlogAuthorPage, BlogAuthorsPage, BlogListPage, BlogPostPage, BlogTagPage } from './BlogPages.js';
import { DocPage } from './DocPage.js';
import { blogPath, siteOfBlog } from '../src/shared/blog-path.js';
import { DocsTagPage, HomePage, MarkdownPage, NotFoundPage, SearchPage, TagsIndexPage } from './StandalonePages.js';

export function RoutePage(props: HeadProps & { sidebarHtml?: string; theme?: ThemeOverrides }) {
  const { route, site, theme = {} } = props;
  const data = route.data;
  let body;
  // A page of another blog links to that blog's tags and authors.
  const blogOptions = siteOfBlog(site, route.blog).config.blog;
  switch (data.type) {
    case 'doc': body = <DocPage route={route} data={data} site={site} theme={theme} />; break;
    case 'home': body = <HomePage data={data} site={site} />; break;
    case 'page': body = <MarkdownPage data={data} theme={theme} />; break;
    case 'not-found': body = <Slot name="NotFound" html={theme.NotFound}><NotFoundPage /></Slot>; break;
    case 'search': body = <SearchPage />; break;
    case 'docs-tags': body = <TagsIndexPage data={data} />; break;
    case 'docs-tag': body = <DocsTagPage data={data} title={route.title} />; break;
    case 'blog-list': body = <BlogListPage data={data} />; break;
    case 'blog-post': body = <BlogPostPage data={data} theme={theme} />; break;
    case 'blog-tags': body = <TagsIndexPage data={data} />; break;
    case 'blog-tag': body = <BlogTagPage data={data} title={route.title} tagsHref={blogPath(blogOptions, 'tags')} />; break;
    case 'blog-archive': body = <BlogArchivePage data={data} />; break;
    case 'blog-authors': body = <BlogAuthorsPage data={data} />; break;
    case 'blog-author': body = <BlogAuthorPage data={data} authorsHref={blogPath(blogOptions, 'authors')} />; break;
  }
  return (
    <StringsProvider config={site.config}>
      <Layout {...props}>{body}</Layout>
    </StringsProvider>
  );
}
