// What the site's code thread (site-code.ts, site-code-worker.ts) is asked to do and what it answers.
import type { SiteCodeLimits } from '../../config/site-code.js';
import type { ModuleValue, ValueRequest } from '../mdx/module-values.js';
import type { PageData } from './page-data.js';
import type { SiteInfo } from './site-info.js';
import type { ComponentError } from './component-error.js';
import type { ChildPart } from './child-parts.js';

/** What the module's default export is asked to render. */
export type SiteCodeTask =
  /** src/theme/MDXComponents: what each entry of its map is. */
  | { kind: 'map' }
  /**
   * A use in an MDX file: the component (or `key` of the module's map, or the export `imported` names) drawn with
   * these props and `children` (child-parts.ts), if it has any. A name the MDX file imported from a module (isModuleExport) in the props is
   * given that module's export. `fileModule`: an MDX file's own module (mdx/file-module.ts), bundled from `source`.
   * `idPrefix`: React's identifierPrefix, so the ids useId gives (the tabs a component draws) differ between the uses
   * of a page, each drawn apart (render-uses.ts).
   */
  | { kind: 'use'; key?: string; imported?: string; props: Record<string, unknown>; children?: ChildPart[]; fileModule?: { module: string; source: string }; idPrefix?: string; fragment?: true }
  /**
   * The values of an MDX file's expressions that lendocs draws itself (mdx/module-values.ts), each read from an export
   * of a module of the site's or called from the file's module (`fileModule`) with the file's `props`.
   */
  | { kind: 'values'; requests: ValueRequest[]; props: Record<string, unknown>; fileModule?: { module: string; source: string } }
  /**
   * A React page (src/pages/x.tsx): its markup, and the title and description it gave `@theme/Layout`. `props`: what a
   * route a plugin added gives its component (its modules' values), before the router's.
   */
  | { kind: 'page'; props?: Record<string, unknown> }
  /**
   * A docs instance's docItemComponent (doc-item.ts) on a doc's page: what it draws around the doc's content (given
   * as its `content`, drawing the marker where lendocs puts the content: shared/theme-slot.ts OWN_PART).
   */
  | { kind: 'docItem' }
  /** A theme override (src/theme/Footer), drawn with these props. */
  | { kind: 'override'; props: Record<string, unknown> };

export interface SiteCodeRequest {
  task: SiteCodeTask;
  /** Absolute path of the module. */
  module: string;
  siteRoot: string;
  site: SiteInfo;
  /** The route path of the page it is drawn on (`useLocation()`), when there is one. */
  pathname?: string;
  /** The doc or blog post it is drawn on (`useDoc()`, `useBlogPost()`), when it is drawn for one. */
  page?: PageData;
  /** `timeMs`: what is left of the page's time. */
  limits: SiteCodeLimits;
  /** The docItemComponent file of the doc's instance (doc-item.ts): a use or its content is drawn inside it. */
  docItem?: string;
}

/** An entry of the MDXComponents map, as mdx-registry.ts sorts them. */
export interface MapEntry {
  key: string;
  /** The built-in it is (builtin-marks.ts), if it is one. */
  builtin?: string;
  /** What React can draw: a function or class, a memo/forwardRef object, or an element's name. */
  component: boolean;
}

export interface SiteCodeValue {
  /** The markup of a use (with a marker where each block of its children's HTML goes: child-parts.ts), a page or an override. */
  markup?: string;
  /** The hrefs of the markup's links that Docusaurus's broken-link check sees (site-hrefs.ts). */
  hrefs?: string[];
  /** Anchors its code gave `useBrokenLinks().collectAnchor()` (site-hrefs.ts). */
  anchors?: string[];
  title?: string;
  description?: string;
  /** The CSS of the stand-ins the module imports (a ThemedImage's), added to its bundle's. */
  css?: string[];
  /** For the page: a theme component drawn otherwise than in Docusaurus, what bundling said (`code`: else theme-module). */
  warnings?: { message: string; hint: string; code?: string }[];
  /** The MDXComponents module's default export is an object (a map), and its entries. */
  isMap?: boolean;
  entries?: MapEntry[];
  /** The values a `values` task asked for, in its order, as data the page can hold, or why one is not. */
  values?: ModuleValue[];
}

export type SiteCodeFailure =
  /**
   * The module cannot be bundled, imports what has no stand-in, or uses a built-in it cannot (ComponentError).
   * `needsPage`: it reads the page being drawn, and none was given (PageDataError).
   */
  | { type: 'component'; message: string; hint: string; at: ComponentError['at']; needsPage?: boolean }
  /** The site's code threw. */
  | { type: 'threw'; message: string }
  /**
   * lendocs stopped the thread: the time was up, the heap full, or the code called process.exit(). `earlier`: not
   * this job but an earlier one of the module, in this build; this one did not run.
   */
  | { type: 'stopped'; reason: 'time' | 'memory' | 'exit'; exitCode?: number; earlier?: boolean };

export interface SiteCodeReply {
  value?: SiteCodeValue;
  failure?: SiteCodeFailure;
  /** The module's CSS and the files its bundle read (SiteComponent), whenever it could be bundled. */
  css: string[];
  inputs: Record<string, string>;
  /** Files its imports made URLs of, from the site folder (media-files.ts): the page publishes them. */
  files?: string[];
  /** How long the site's code ran. */
  ms: number;
}
