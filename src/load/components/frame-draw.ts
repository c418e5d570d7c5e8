// On the site's code thread: drawing a component inside the site's page frame (page-frame.ts), Root around Layout
// around it (around a doc's docItemComponent, given the doc's content as Docusaurus gives it, drawing the
// component), as Docusaurus nests them, so the contexts they provide reach it; only the component's own markup is
// kept (between two markers), since lendocs draws the rest of the page itself.
import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup as renderStatic } from 'react-dom/server';
import { FRAME_CHROME, FRAME_DOC_CHROME, FRAME_EXPORT, frameNames } from './page-frame.js';
import type { PageData } from './page-data.js';

type Component = ComponentType<Record<string, unknown>>;

export interface Frame {
  root?: Component;
  layout?: Component;
  docItem?: Component;
  /** The docItemComponent's file, for messages. */
  docItemFile?: string;
}

const START = '\uE015frame\uE015';
const END = '\uE016frame\uE016';

/** The Layout's chrome in the frame: nothing (lendocs draws its own navbar, footer…); a doc page's: its children. */
export const chromeModule = (specifier: string): unknown =>
  specifier === FRAME_CHROME ? { __esModule: true, default: () => null } : specifier === FRAME_DOC_CHROME ? { __esModule: true, default: ({ children }: { children?: ReactNode }) => children ?? null } : undefined;

/** A frame bundle's exports (frame-bundle.ts): its Root, Layout and docItemComponent as components, and the modules it shares. */
export function frameOf(exports: Record<string, unknown>): { frame?: Frame; modules: Record<string, () => unknown> } {
  const held = exports[FRAME_EXPORT] as { root?: Record<string, unknown>; layout?: Record<string, unknown>; docItem?: Record<string, unknown>; docItemFile?: string; modules?: Record<string, () => unknown> } | undefined;
  const frame: Frame = { root: defaultComponent(held?.root), layout: defaultComponent(held?.layout), docItem: defaultComponent(held?.docItem), docItemFile: held?.docItemFile };
  return { frame: frame.root || frame.layout || frame.docItem ? frame : undefined, modules: held?.modules ?? {} };
}

const defaultComponent = (exports: Record<string, unknown> | undefined): Component | undefined => {
  const value = exports?.default ?? exports;
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value) ? (value as Component) : undefined;
};

/**
 * The markup of `element` drawn inside `frame`. When the frame fails where the element alone draws (a provider of
 * the site's that needs the browser), the element is drawn alone, and `failed` says why; when the frame draws no
 * children, the element is drawn alone too.
 */
export function drawInFrame(element: ReactElement, frame: Frame | undefined, page?: PageData, identifierPrefix?: string): { markup: string; failed?: string } {
  const renderToStaticMarkup = (tree: ReactElement) => renderStatic(tree, { identifierPrefix });
  if (!frame) return { markup: renderToStaticMarkup(element) };
  let tree: ReactElement = createElement(Fragment, null, START, element, END);
  if (frame.docItem) tree = createElement(frame.docItem, { content: docContent(tree, page) });
  if (frame.layout) tree = createElement(frame.layout, {}, tree);
  if (frame.root) tree = createElement(frame.root, {}, tree);
  let framed: string;
  try {
    framed = renderToStaticMarkup(tree);
  } catch (cause) {
    // The element's own failure is told as it is: drawn alone, it throws again.
    const markup = renderToStaticMarkup(element);
    return { markup, failed: cause instanceof Error ? cause.message : String(cause) };
  }
  const start = framed.indexOf(START);
  const end = framed.indexOf(END, start);
  if (start < 0 || end < 0) return { markup: renderToStaticMarkup(element) };
  return { markup: framed.slice(start + START.length, end) };
}

/**
 * The doc's content as Docusaurus gives a docItemComponent its `content` prop: the MDX module's component (here
 * drawing `drawn`), with the module's `frontMatter`, `metadata`, `toc`, `contentTitle` and `assets` on it.
 */
export function docContent(drawn: ReactNode, page: PageData | undefined): Component {
  const Content = () => drawn;
  const metadata = page?.metadata ?? {};
  return Object.assign(Content, { frontMatter: page?.frontMatter ?? {}, metadata, toc: page?.toc ?? [], contentTitle: page?.contentTitle, assets: {} }) as unknown as Component;
}

/** The warning said once a build when the frame fails where the components alone draw. */
export function frameWarning(frame: Frame, failure: string, siteRoot: string): { message: string; hint: string; code: string } {
  const named = frameNames(frame, siteRoot, frame.docItemFile);
  return {
    code: 'theme-module',
    message: `${named} failed when lendocs drew them inside it: ${failure.replace(/\.$/, '')}. The components are drawn without it, so what it provides them (a theme, a store) is missing.`,
    hint: `lendocs draws ${frame.docItem ? 'them without the navbar, footer, breadcrumbs, table of contents, pager and other chrome (it draws its own) but with their providers' : 'the Layout without its navbar, footer and other chrome (it draws its own) but with its providers'}; make the part that fails draw on the server (read window or document in useEffect), or wrap it in BrowserOnly.`,
  };
}
