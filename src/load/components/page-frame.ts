// The site's own page frame: its src/theme/Root (around the whole app in Docusaurus) and its src/theme/Layout (around
// every page's content). Docusaurus draws an MDX file's components and a React page inside both, so a context they
// provide (a UI kit's theme provider, a store) is what the components read. lendocs draws its own chrome, so the
// frame is bundled once, sharing its modules with the components drawn in it (frame-bundle.ts), and drawn around
// each on the site's code thread (frame-draw.ts), where only the component's own markup is kept.
//
// The Layout's chrome (the navbar, footer, skip link, announcement bar, and the error page drawn when a page throws)
// is lendocs's own part of the page, so in the frame the Layout's imports of them draw nothing: only its providers
// and wrappers are drawn, and their markup is cut away.
import path from 'node:path';
import { moduleFile } from '../../node/module-file.js';

export interface PageFrame {
  /** The site's src/theme/Root file, if it has one. */
  root?: string;
  /** The site's src/theme/Layout file, if it has one. */
  layout?: string;
  /** On a doc of an instance with a docItemComponent (doc-item.ts), its file: drawn inside the Layout. */
  docItem?: string;
}

/** The export of the frame's bundle that holds its Root, Layout and docItemComponent and the modules it shares (frame-bundle.ts). */
export const FRAME_EXPORT = '__lendocsFrame';

/** What the Layout's chrome imports become in a framed bundle: a component drawing nothing (frame-draw.ts). */
export const FRAME_CHROME = 'lendocs-frame:chrome';

/** What the doc page's chrome imports become in a framed bundle: a component drawing only its children (frame-draw.ts). */
export const FRAME_DOC_CHROME = 'lendocs-frame:doc-chrome';

/** The parts of Docusaurus's Layout that are chrome lendocs draws itself, as the Layout imports them. */
const CHROME = /^@theme\/(SkipToContent|AnnouncementBar|Navbar|Footer|ErrorPageContent)$/;

/**
 * The parts of Docusaurus's doc page that lendocs draws itself (its title, breadcrumbs, version banner and badge, table
 * of contents, footer, pager, head tags), as a docItemComponent and the files it imports import them: they draw
 * their children only (the doc's layout and content wrappers draw the content; the others are given none).
 */
const DOC_CHROME = /^@theme\/(DocItem\/(Layout|Content|Footer|Paginator|Metadata|TOC\/.+)|DocBreadcrumbs|DocVersionBanner|DocVersionBadge|ContentVisibility|DocItemFooter|DocPaginator|TOC|TOCCollapsible|EditMetaRow)$/;

/** The site's frame, or undefined when it swizzled neither Root nor Layout. */
export function pageFrame(siteRoot: string): PageFrame | undefined {
  const theme = path.join(siteRoot, 'src', 'theme');
  const root = moduleFile(path.join(theme, 'Root')) ?? undefined;
  const layout = moduleFile(path.join(theme, 'Layout')) ?? undefined;
  return root || layout ? { ...(root ? { root } : {}), ...(layout ? { layout } : {}) } : undefined;
}

/**
 * In a framed bundle, the Layout's imports of Docusaurus's chrome draw nothing, and so do the parts of a doc page
 * lendocs draws itself wherever the docItemComponent's files import them, but in the module drawn inside (the
 * esbuild plugin put first).
 */
export function frameChrome(b: import('esbuild').PluginBuild, frame: PageFrame, modulePath: string): void {
  b.onResolve({ filter: CHROME }, (args) => (frame.layout && args.importer === frame.layout ? { path: FRAME_CHROME, external: true } : undefined));
  if (frame.docItem) b.onResolve({ filter: DOC_CHROME }, (args) => (args.importer !== modulePath || modulePath === frame.docItem ? { path: FRAME_DOC_CHROME, external: true } : undefined));
}

/** The frame a module is bundled with: the site's, and the doc's docItemComponent when it is drawn on such a doc. */
export function frameWith(frame: PageFrame | undefined, docItem: string | undefined): PageFrame | undefined {
  return docItem ? { ...frame, docItem } : frame;
}

/**
 * The parts of the frame as a message starts with them (`The site's src/theme/Root and src/theme/Layout`, `The
 * docItemComponent src/theme/ApiItem/index.js`), and the pages whose components they are drawn around.
 */
export function frameNames(frame: { root?: unknown; layout?: unknown; docItem?: unknown }, siteRoot: string, docItemFile?: string): string {
  const own = [frame.root ? 'src/theme/Root' : '', frame.layout ? 'src/theme/Layout' : ''].filter(Boolean).join(' and ');
  const docItem = frame.docItem && docItemFile ? `the docItemComponent ${path.relative(siteRoot, docItemFile).split(path.sep).join('/')}` : '';
  const named = [own && `the site's ${own}`, docItem].filter(Boolean).join(' and ');
  return `${named.charAt(0).toUpperCase()}${named.slice(1)}, which Docusaurus draws around ${docItem ? "the doc's" : "every page's"} components,`;
}
