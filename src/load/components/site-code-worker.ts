// The worker thread the site's own code runs on (site-code.ts starts it, and stops it when the code runs too long,
// fills the heap or calls process.exit()). It runs a bundled module with the stand-ins answering its imports, and
// draws its default export: a use in an MDX file, a React page, a theme override, or the entries of the
// MDXComponents map. One job at a time, each answered with its value or what went wrong.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isElement, isImported } from '../mdx/evaluate.js';
import type { ImportedComponent } from '../mdx/esm.js';
import { elementComponent, isModuleExport } from '../mdx/values.js';
import { builtinName } from './builtin-marks.js';
import { writtenElement } from './written-builtins.js';
import { ComponentError, PageDataError } from './component-error.js';
import { BUNDLE_RESULT } from './bundle-result.js';
import { closeProcessDoors } from './closed-process.js';
import { CHILD_PART } from './markers.js';
import type { ChildPart } from './child-parts.js';
import { drawnLinks } from './site-hrefs.js';
import { markdownModuleComponents } from './markdown-files.js';
import { moduleValueData } from './module-value-data.js';
import type { ModuleValue } from '../mdx/module-values.js';
import type { SentBundle, SiteCodeValue, WorkerJob, WorkerReady, WorkerReply } from './site-code.js';
import { currentThreadId, threadWaitMs } from '../../node/thread-wait.js';
import { STAND_IN_CSS, standIn, type PageMeta } from './stand-ins.js';
import { nodeBuiltin } from './stand-ins/node-builtins.js';
import { themeFallback } from './stand-ins/theme-fallbacks.js';
import { reactPageProps } from './stand-ins/router.js';
import { chromeModule, docContent, drawInFrame, frameOf, frameWarning, type Frame } from './frame-draw.js';
import { FRAME_BUNDLE, FRAME_MODULE } from './frame-bundle.js';
import { OWN_PART } from '../../shared/theme-slot.js';

type Component = ComponentType<Record<string, unknown>>;

interface Module {
  /** The bundle's hash, and the site the stand-ins were told of (a new config, in serve --watch, runs it again). */
  key: string;
  exports: Record<string, unknown>;
  /** What the module told `@theme/Layout` while it rendered (React pages), and the page it is drawn on. */
  meta: PageMeta;
  /** The CSS of the stand-ins it imports (STAND_IN_CSS), for the site's stylesheet. */
  css: string[];
  /** What it imports that is drawn other than in Docusaurus (theme-fallbacks.tsx): a warning for each page it is on. */
  warnings: { message: string; hint: string; code?: string }[];
}

/** The latest bundle of each module, as site-code.ts sent it (once per bundle), and the module it made. */
const codes = new Map<string, { hash: string; code: string }>();
const modules = new Map<string, Module>();

/**
 * The page the frame's modules read and tell (its path, the title a React page gives the Layout): the page of the
 * job's own module, as when the frame was bundled with each module and shared its stand-ins.
 */
let framePage: PageMeta = {};
const frameMeta = new Proxy({} as PageMeta, { get: (_, key) => Reflect.get(framePage, key), set: (_, key, value) => Reflect.set(framePage, key, value) });

/** The module a job sends (its own, one its props name, or the frame it is drawn in), run once per bundle. */
function moduleOf(job: WorkerJob, bundle: SentBundle): Module {
  if (bundle.code !== undefined) codes.set(bundle.module, { hash: bundle.hash, code: bundle.code });
  const isFrame = bundle.module.startsWith(FRAME_BUNDLE);
  // A module drawn in a frame holds the frame's modules: a new frame runs it again.
  const key = JSON.stringify([bundle.hash, job.site, isFrame ? undefined : job.frame?.hash]);
  const known = modules.get(bundle.module);
  if (known?.key === key) return known;
  const sent = codes.get(bundle.module);
  if (sent?.hash !== bundle.hash) throw new Error(`the thread has no bundle of ${bundle.module}`); // site-code.ts sends it
  const named = isFrame ? "the site's page frame" : path.isAbsolute(bundle.module) ? path.relative(job.siteRoot, bundle.module) : bundle.module;
  const meta: PageMeta = isFrame ? frameMeta : {};
  if (bundle === job) framePage = meta;
  const css: string[] = [];
  const warnings: Module['warnings'] = [];
  const exports = run(sent.code, named, (specifier) => {
    if (specifier.startsWith(FRAME_MODULE)) return sharedModule(job, specifier);
    const module = standIn(specifier, job.site, meta) ?? nodeBuiltin(specifier) ?? chromeModule(specifier);
    if (STAND_IN_CSS[specifier] && !css.includes(STAND_IN_CSS[specifier])) css.push(STAND_IN_CSS[specifier]);
    const fallback = module === undefined ? themeFallback(specifier, named) : undefined;
    if (fallback) {
      if (!warnings.some((each) => each.message === fallback.message)) warnings.push({ message: fallback.message, hint: fallback.hint });
      return fallback.module;
    }
    if (module === undefined) throw new ComponentError(`lendocs has no stand-in for "${specifier}", which ${named} imports.`, 'Use one of the imports lendocs stands in for (the manual\'s compatibility table, docs/docs/migrating/from-docusaurus.md in the lendocs package: @docusaurus/Link, router, theme-common, useGlobalData, Translate…; @theme/Layout, Heading, CodeBlock, ThemedImage…; react-router-dom; clsx), or remove it.', { specifier });
    return module;
  });
  const made = { key, exports, meta, css, warnings };
  modules.set(bundle.module, made);
  return made;
}

/** The frame's instance of a file it shares with the module that imports it (frame-bundle.ts). */
function sharedModule(job: WorkerJob, specifier: string): unknown {
  const give = job.frame && frameOf(moduleOf(job, job.frame).exports).modules[specifier.slice(FRAME_MODULE.length)];
  if (!give) throw new Error(`the site's frame bundle has no module ${specifier}`); // frame-bundle.ts gives every file it shares
  return give();
}

/** The module's default export, as a bundler gives it (a CommonJS module's exports when it has none). */
const defaultOf = (exports: Record<string, unknown>): unknown => exports.default ?? exports;

function render(job: WorkerJob): SiteCodeValue {
  const { exports, meta, css, warnings } = moduleOf(job, job);
  framePage = meta;
  const framing = job.frame ? moduleOf(job, job.frame) : undefined;
  const frame = framing && frameOf(framing.exports).frame;
  const { task } = job;
  if (task.kind === 'values') return { values: valuesOf(job, task, exports, meta) };
  const imported = job.task.kind === 'use' ? job.task.imported : undefined;
  const Component = (imported === undefined ? defaultOf(exports) : exports[imported]) as Component;
  if (typeof Component !== 'function' && typeof Component !== 'object') {
    const named = path.isAbsolute(job.module) ? path.relative(job.siteRoot, job.module) : job.module;
    if (imported === undefined) throw new ComponentError(`${named} has no default export that is a React component.`, 'Export the component as the default export.');
    throw new ComponentError(`${named} has no export "${imported}" that is a React component.`, 'Import a component the module exports, by the name it exports it under.');
  }
  // The modules its props name exports of (exportOf) read the page too, and their stand-ins' CSS is the page's.
  const others = job.named.map((bundle) => moduleOf(job, bundle));
  for (const each of [meta, ...others.map((other) => other.meta)]) Object.assign(each, { pathname: job.pathname, page: job.page });
  const { frameFailed, ...value } = draw(job, Component, meta, frame);
  const allCss = [...new Set([css, framing?.css ?? [], ...others.map((other) => other.css)].flat())];
  const frameWarnings = (framing?.warnings ?? []).filter((said) => !warnings.some((each) => each.message === said.message));
  const allWarnings = [warnings, frameWarnings, ...others.map((other) => other.warnings), frameFailed ? [frameWarning(frame!, frameFailed, job.siteRoot)] : []].flat();
  return { ...value, ...(allCss.length ? { css: allCss } : {}), ...(allWarnings.length ? { warnings: allWarnings } : {}) };
}

/**
 * The values an MDX file wanted (mdx/module-values.ts), on its page (`useActiveVersion()`): a property of a module's
 * export, or what the file's module computes with the file's props, as its content function would.
 */
function valuesOf(job: WorkerJob, task: Extract<WorkerJob['task'], { kind: 'values' }>, exports: Record<string, unknown>, meta: PageMeta): ModuleValue[] {
  for (const each of [meta, ...job.named.map((bundle) => moduleOf(job, bundle).meta)]) Object.assign(each, { pathname: job.pathname, page: job.page });
  return task.requests.map((request) =>
    moduleValueData(() => duringRender(() => ('export' in request ? (exports[request.export] as (given: unknown) => unknown)({ props: task.props }) : request.path.reduce((value, key) => (value as Record<string, unknown>)[key], exportOf(job, request.from))))),
  );
}

/**
 * What `compute` gives when run while React draws a component, as an MDX file's expressions run in Docusaurus (inside
 * its content component's render): a hook it calls (`useLatestTag('x')`, a `useState` with a fallback) gives its
 * first value on the server, where outside a render React has no component to give hooks to and they throw.
 */
function duringRender(compute: () => unknown): unknown {
  let outcome: { value: unknown } | { thrown: unknown } = { value: undefined };
  const Compute = (): null => {
    try {
      outcome = { value: compute() };
    } catch (thrown) {
      outcome = { thrown };
    }
    return null;
  };
  renderToStaticMarkup(createElement(Compute));
  if ('thrown' in outcome) throw outcome.thrown;
  return outcome.value;
}

/** The value a name the MDX file imported from a module has: the export it names, of the module the job sent. */
function exportOf(job: WorkerJob, name: ImportedComponent & { module: string }): unknown {
  const { exports } = moduleOf(job, job.named.find((bundle) => bundle.module === name.module)!);
  if (name.key !== undefined) return (defaultOf(exports) as Record<string, unknown>)[name.key];
  const value = name.imported === undefined ? defaultOf(exports) : exports[name.imported];
  // A prop's expression an MDX file's module computes (mdx/file-module.ts), with the file's props.
  return name.call ? (value as (props: unknown) => unknown)(name.call) : value;
}

function draw(job: WorkerJob, Component: Component, meta: PageMeta, frame: Frame | undefined): SiteCodeValue & { frameFailed?: string } {
  const { task } = job;
  switch (task.kind) {
    case 'map': {
      if (typeof Component !== 'object' || Component === null) return { isMap: false, entries: [] };
      return { isMap: true, entries: Object.entries(Component as Record<string, unknown>).map(([key, value]) => ({ key, builtin: builtinName(value), component: isComponent(value) })) };
    }
    case 'use': {
      // `fragment`: the uses given as children, drawn in one go (element-batch.ts).
      const Used = task.fragment ? Fragment : task.key === undefined ? Component : (Component as unknown as Record<string, Component>)[task.key];
      const props = toReact(task.props, (name) => exportOf(job, name)) as Record<string, unknown>;
      // Without children of its own, a `children` prop (a render function: mdx/file-module.ts functionChild) stays.
      return drawnWithLinks(createElement(Used, props, ...childElements(job, task.children ?? [])), frame, job.page, task.idPrefix);
    }
    case 'page': {
      meta.title = undefined;
      meta.description = undefined;
      // A plugin route's Markdown modules are components carrying their exports, as ComponentCreator gives them.
      const props = task.props ? markdownModuleComponents(task.props) : {};
      return { ...drawnWithLinks(createElement(Component, { ...props, ...reactPageProps(job.site, meta) }), frame), title: meta.title, description: meta.description };
    }
    case 'docItem':
      // The docItemComponent itself, inside the site's Root and Layout; the content is lendocs's (OWN_PART).
      return drawnWithLinks(createElement(Component, { content: docContent(OWN_PART, job.page) }), frame && { ...frame, docItem: undefined });
    case 'override':
      return drawnLinks(() => renderToStaticMarkup(createElement(Component, task.props)));
    case 'values':
      return {};
  }
}

/** drawInFrame's markup, with what the site's code gave useBrokenLinks() while it drew (site-hrefs.ts). */
function drawnWithLinks(element: ReturnType<typeof createElement>, frame: Parameters<typeof drawInFrame>[1], page?: WorkerJob['page'], idPrefix?: string): SiteCodeValue {
  let failed: string | undefined;
  const links = drawnLinks(() => {
    const drawn = drawInFrame(element, frame, page, idPrefix);
    failed = drawn.failed;
    return drawn.markup;
  });
  return { ...links, ...(failed ? { frameFailed: failed } : {}) };
}

/**
 * A use's children as React elements (child-parts.ts), the site's components drawn by it. A block of Markdown's HTML is
 * an element drawing its marker (so cloneElement takes it, as it takes MDX's <p>); plain text stays a string, as in MDX.
 */
function childElements(job: WorkerJob, parts: ChildPart[]): ReactNode[] {
  return parts.map((part) => {
    if ('html' in part) return part.text ? CHILD_PART(part.html) : createElement(HtmlBlock, { part: part.html });
    if ('string' in part) return part.string;
    if ('element' in part) return createElement(part.element, part.props, ...childElements(job, part.children));
    const props = toReact(part.props, (name) => exportOf(job, name)) as Record<string, unknown>;
    if ('builtin' in part) return writtenElement(builtinComponent(job, part.builtin), props, childElements(job, part.children), CHILD_PART(part.written));
    return createElement(exportOf(job, part.component) as Component, props, ...childElements(job, part.children));
  });
}

/** Lendocs's stand-in for a built-in (`@theme/TabItem`), as the site's code imports it. */
function builtinComponent(job: WorkerJob, name: string): Component {
  const specifier = `@theme/${name === 'details' ? 'Details' : name}`;
  return (standIn(specifier, job.site, {}) as { default: Component }).default;
}

/** A block of the children's HTML, put in its place once drawn (child-parts.ts fillChildParts). */
const HtmlBlock = ({ part }: { part: number }) => CHILD_PART(part);

/** What React can draw: a function or class, a memo/forwardRef object, or an element's name. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || typeof value === 'string' || (typeof value === 'object' && value !== null && typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol');
}

/**
 * Props as React reads them: JSX written inside an expression (`icon={<Star />}`) becomes an element, of the component
 * its name was imported as where it was written (mdx/values.ts elementComponent), and a name imported from a module of
 * the site's (`data={Rows}`) the value the module exports (`exportOf`).
 */
function toReact(value: unknown, exportOf: (name: ImportedComponent & { module: string }) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => toReact(item, exportOf));
  if (isImported(value) && isModuleExport(value)) return exportOf(value);
  if (isElement(value)) {
    const children = value.children.map((child) => toReact(child, exportOf)) as ReactNode[];
    const component = elementComponent(value);
    const type = component ? (exportOf(component) as Component) : value.name === '' ? 'span' : value.name;
    return createElement(type, toReact(value.props, exportOf) as Record<string, unknown>, ...children);
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toReact(item, exportOf)]));
  return value;
}

/**
 * Runs a bundle; an MDX file's own module (mdx/file-module.ts) that throws as it runs (an export calling what fails)
 * is said to be the file's code, not the expression or component that needed it.
 */
function run(code: string, named: string, require: (specifier: string) => unknown): Record<string, unknown> {
  if (!/\.mdx?$/.test(named)) return evaluate(code, require);
  try {
    return evaluate(code, require);
  } catch (cause) {
    if (cause instanceof ComponentError) throw cause;
    throw new ComponentError(`The imports and exports of ${named} failed when they ran: ${cause instanceof Error ? cause.message : String(cause)}.`, 'Fix the export that fails: MDX runs a file\'s imports and exports as a module when the page is built, as Docusaurus does.');
  }
}

/** Runs the bundle (bundle-result.ts) with `require` answering from the stand-ins; gives its module's exports. */
function evaluate(code: string, require: (specifier: string) => unknown): Record<string, unknown> {
  return new Function('require', `${code}\nreturn ${BUNDLE_RESULT};`)(require) as Record<string, unknown>;
}

closeProcessDoors();

const ownThread = currentThreadId();

parentPort!.on('message', (job: WorkerJob) => {
  // The job's own time, less what this thread waited for a processor: measured here, so that the time its answer
  // waits for the build's busy main thread is not counted as the site's code running (site-code.ts).
  const started = performance.now();
  const waitedBefore = threadWaitMs(ownThread);
  let reply: WorkerReply;
  try {
    reply = { id: job.id, value: render(job) };
  } catch (cause) {
    const failure =
      cause instanceof ComponentError
        ? { type: 'component' as const, message: cause.message, hint: cause.hint, at: cause.at, ...(cause instanceof PageDataError ? { needsPage: true } : {}) }
        : { type: 'threw' as const, message: cause instanceof Error ? cause.message : String(cause) };
    reply = { id: job.id, failure };
  }
  reply.ms = performance.now() - started - Math.max(0, threadWaitMs(ownThread) - waitedBefore);
  parentPort!.postMessage(reply);
});
parentPort!.postMessage({ ready: true, threadId: currentThreadId() } satisfies WorkerReady);
