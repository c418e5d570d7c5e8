// The components of Docusaurus's themes, by the name `@theme/<name>` imports them: what a file in src/theme replaces
// (theme-inventory.ts), and what a site's component may import from the theme (the stand-ins' fallback:
// stand-ins/theme-fallbacks.tsx). Pure data: the site's code thread reads it too.
/**
 * The components of Docusaurus's themes (theme-classic 2.4 and 3.9, the search, Mermaid and live code block themes,
 * and the core's own).
 */
export const DOCUSAURUS_COMPONENTS: ReadonlySet<string> = new Set(
  `Admonition Admonition/Icon/Danger Admonition/Icon/Info Admonition/Icon/Note Admonition/Icon/Tip Admonition/Icon/Warning
  Admonition/Layout Admonition/Type/Caution Admonition/Type/Danger Admonition/Type/Info Admonition/Type/Note Admonition/Type/Tip
  Admonition/Type/Warning Admonition/Types AnnouncementBar AnnouncementBar/CloseButton AnnouncementBar/Content BackToTopButton
  Blog/Components/Author Blog/Components/Author/Socials Blog/Pages/BlogAuthorsListPage Blog/Pages/BlogAuthorsPostsPage
  BlogArchivePage BlogLayout BlogListPage BlogListPage/StructuredData BlogListPaginator BlogPostItem BlogPostItem/Container
  BlogPostItem/Content BlogPostItem/Footer BlogPostItem/Footer/ReadMoreLink BlogPostItem/Header BlogPostItem/Header/Author
  BlogPostItem/Header/Authors BlogPostItem/Header/Info BlogPostItem/Header/Title BlogPostItems BlogPostPage
  BlogPostPage/Metadata BlogPostPage/StructuredData BlogPostPaginator BlogSidebar BlogSidebar/Content BlogSidebar/Desktop
  BlogSidebar/Mobile BlogTagsListPage BlogTagsPostsPage CodeBlock CodeBlock/Buttons CodeBlock/Buttons/Button
  CodeBlock/Buttons/CopyButton CodeBlock/Buttons/WordWrapButton CodeBlock/Container CodeBlock/Content CodeBlock/Content/Element
  CodeBlock/Content/String CodeBlock/CopyButton CodeBlock/Layout CodeBlock/Line CodeBlock/Line/Token CodeBlock/Title
  CodeBlock/WordWrapButton CodeInline ColorModeToggle ContentVisibility ContentVisibility/Draft ContentVisibility/Unlisted
  Details DocBreadcrumbs DocBreadcrumbs/Items/Home DocCard DocCard/Description DocCard/Heading DocCard/Heading/Icon
  DocCard/Heading/Text DocCard/Layout DocCardList DocCategoryGeneratedIndexPage DocItem DocItem/Content DocItem/Footer
  DocItem/Layout DocItem/Metadata DocItem/Paginator DocItem/TOC/Desktop DocItem/TOC/Mobile DocPage DocPage/Layout
  DocPage/Layout/Main DocPage/Layout/Sidebar DocPage/Layout/Sidebar/ExpandButton DocPaginator DocRoot DocRoot/Layout
  DocRoot/Layout/Main DocRoot/Layout/Sidebar DocRoot/Layout/Sidebar/ExpandButton DocSidebar DocSidebar/Desktop
  DocSidebar/Desktop/CollapseButton DocSidebar/Desktop/Content DocSidebar/Mobile DocSidebarItem DocSidebarItem/Category
  DocSidebarItem/Html DocSidebarItem/Link DocSidebarItems DocTagDocListPage DocTagsListPage DocVersionBadge DocVersionBanner
  DocVersionRoot DocsRoot EditMetaRow EditThisPage Error ErrorPageContent Footer Footer/Copyright Footer/Layout
  Footer/LinkItem Footer/Links Footer/Links/MultiColumn Footer/Links/Simple Footer/Logo Heading Icon/Arrow Icon/Close
  Icon/Copy Icon/DarkMode Icon/Edit Icon/ExternalLink Icon/Home Icon/Language Icon/LightMode Icon/Menu Icon/Success
  Icon/SystemColorMode Icon/WordWrap LastUpdated Layout Layout/Provider LiveCodeBlock Loading Logo MDXComponents
  MDXComponents/A MDXComponents/Code MDXComponents/Details MDXComponents/Head MDXComponents/Heading MDXComponents/Img
  MDXComponents/Li MDXComponents/Pre MDXComponents/Ul MDXContent MDXPage Mermaid Navbar Navbar/ColorModeToggle
  Navbar/Content Navbar/Layout Navbar/Logo Navbar/MobileSidebar Navbar/MobileSidebar/Header Navbar/MobileSidebar/Layout
  Navbar/MobileSidebar/PrimaryMenu Navbar/MobileSidebar/SecondaryMenu Navbar/MobileSidebar/Toggle Navbar/Search NavbarItem
  NavbarItem/ComponentTypes NavbarItem/DefaultNavbarItem NavbarItem/DocNavbarItem NavbarItem/DocSidebarNavbarItem
  NavbarItem/DocsVersionDropdownNavbarItem NavbarItem/DocsVersionNavbarItem NavbarItem/DropdownNavbarItem
  NavbarItem/HtmlNavbarItem NavbarItem/LocaleDropdownNavbarItem NavbarItem/NavbarNavLink NavbarItem/SearchNavbarItem
  NotFound NotFound/Content PaginatorNavLink Playground ReactLiveScope Root SearchBar SearchMetadata SearchPage
  SearchTranslations SiteMetadata SkipToContent TOC TOCCollapsible TOCCollapsible/CollapseButton TOCInline TOCItems
  TOCItems/Tree TabItem Tabs Tag TagsListByLetter TagsListInline ThemedImage prism-include-languages`.split(/\s+/),
);

