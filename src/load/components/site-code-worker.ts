// The worker thread the site's own code runs on (site-code.ts starts it, and stops it when the code runs too long,
// fills the heap or calls process.exit()). It runs a bundled module with the stand-ins answering its imports, and
// draws its default export: a use in an MDX file, a React page, a theme override, or the entries of the
// MDXComponents map. One job at a time, each answered with its value or what went wrong.
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isElement } from '../mdx/evaluate.js';
import { builtinName } from './builtin-marks.js';
import { ComponentError, PageDataError } from './component-error.js';
import { CHILDREN } from './markers.js';
import type { SiteCodeValue, WorkerJob, WorkerReady, WorkerReply } from './site-code.js';
import { currentThreadId } from '../../node/thread-wait.js';
import { STAND_IN_CSS, standIn, type PageMeta } from './stand-ins.js';
import { nodeBuiltin } from './stand-ins/node-builtins.js';
import { reactPageProps } from './stand-ins/router.js';

type Component = ComponentType<Record<string, unknown>>;

interface Module {
  /** The bundle's hash, and the site the stand-ins were told of (a new config, in serve --watch, runs it again). */
  key: string;
  Component: Component;
  /** What the module told `@theme/Layout` while it rendered (React pages), and the page it is drawn on. */
  meta: PageMeta;
  /** The CSS of the stand-ins it imports (STAND_IN_CSS), for the site's stylesheet. */
  css: string[];
}

/** The latest bundle of each module, as site-code.ts sent it (once per bundle), and the module it made. */
const codes = new Map<string, { hash: string; code: string }>();
const modules = new Map<string, Module>();

function moduleOf(job: WorkerJob): Module {
  if (job.code !== undefined) codes.set(job.module, { hash: job.hash, code: job.code });
  const key = JSON.stringify([job.hash, job.site]);
  const known = modules.get(job.module);
  if (known?.key === key) return known;
  const sent = codes.get(job.module);
  if (sent?.hash !== job.hash) throw new Error(`the thread has no bundle of ${job.module}`); // site-code.ts sends it
  const named = path.isAbsolute(job.module) ? path.relative(job.siteRoot, job.module) : job.module;
  const meta: PageMeta = {};
  const css: string[] = [];
  const exports = evaluate(sent.code, (specifier) => {
    const module = standIn(specifier, job.site, meta) ?? nodeBuiltin(specifier);
    if (STAND_IN_CSS[specifier] && !css.includes(STAND_IN_CSS[specifier])) css.push(STAND_IN_CSS[specifier]);
    if (module === undefined) throw new ComponentError(`lendocs has no stand-in for "${specifier}", which ${named} imports.`, 'Use one of the imports lendocs stands in for (the manual\'s compatibility table, docs/docs/migrating/from-docusaurus.md in the lendocs package: @docusaurus/Link, router, theme-common, useGlobalData, Translate…; @theme/Layout, Heading, CodeBlock, ThemedImage…; react-router-dom; clsx), or remove it.', { specifier });
    return module;
  });
  const Component = (exports.default ?? exports) as Component;
  if (typeof Component !== 'function' && typeof Component !== 'object') throw new ComponentError(`${named} has no default export that is a React component.`, 'Export the component as the default export.');
  const made = { key, Component, meta, css };
  modules.set(job.module, made);
  return made;
}

function render(job: WorkerJob): SiteCodeValue {
  const { Component, meta, css } = moduleOf(job);
  meta.pathname = job.pathname;
  meta.page = job.page;
  const value = draw(job, Component, meta);
  return css.length ? { ...value, css } : value;
}

function draw(job: WorkerJob, Component: Component, meta: PageMeta): SiteCodeValue {
  const { task } = job;
  switch (task.kind) {
    case 'map': {
      if (typeof Component !== 'object' || Component === null) return { isMap: false, entries: [] };
      return { isMap: true, entries: Object.entries(Component as Record<string, unknown>).map(([key, value]) => ({ key, builtin: builtinName(value), component: isComponent(value) })) };
    }
    case 'use': {
      const Used = task.key === undefined ? Component : (Component as unknown as Record<string, Component>)[task.key];
      return { markup: renderToStaticMarkup(createElement(Used, toReact(task.props) as Record<string, unknown>, task.children ? CHILDREN : undefined)) };
    }
    case 'page': {
      meta.title = undefined;
      meta.description = undefined;
      const markup = renderToStaticMarkup(createElement(Component, reactPageProps(job.site, meta)));
      return { markup, title: meta.title, description: meta.description };
    }
    case 'override':
      return { markup: renderToStaticMarkup(createElement(Component, task.props)) };
  }
}

/** What React can draw: a function or class, a memo/forwardRef object, or an element's name. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || typeof value === 'string' || (typeof value === 'object' && value !== null && typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol');
}

/** Props as React reads them: JSX written inside an expression (`icon={<Star />}`) becomes an element. */
function toReact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toReact);
  if (isElement(value)) {
    const children = value.children.map(toReact) as ReactNode[];
    return createElement(value.name === '' ? 'span' : value.name, toReact(value.props) as Record<string, unknown>, ...children);
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toReact(item)]));
  return value;
}

/** Runs the CommonJS bundle with `require` answering from the stand-ins. */
function evaluate(code: string, require: (specifier: string) => unknown): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

parentPort!.on('message', (job: WorkerJob) => {
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
  parentPort!.postMessage(reply);
});
parentPort!.postMessage({ ready: true, threadId: currentThreadId() } satisfies WorkerReady);
