// Node's own modules that only compute (no files, no network, no processes), which packages built for Node import
// (vfile and its kin take `node:path`, `node:process` and `node:url` under Node's import conditions, as esbuild
// bundles for the site's code thread): Docusaurus's server render, a webpack bundle for Node, gets the real ones,
// and so do the site's components here. Modules that reach outside the thread (fs, http, child_process, net…) are
// given as inert modules: a package's Node build (an HTTP client, a search client) imports them when it loads, as
// it does in Docusaurus's server render, and loads; what a component calls on them while it is drawn is an error
// naming the module, as a component drawn in a page has no business with files, the network or processes.
import { createRequire } from 'node:module';
import { ComponentError } from '../component-error.js';

const COMPUTE_ONLY: ReadonlySet<string> = new Set(['assert', 'buffer', 'crypto', 'events', 'os', 'path', 'path/posix', 'process', 'punycode', 'querystring', 'stream', 'stream/web', 'string_decoder', 'timers', 'tty', 'url', 'util', 'zlib']);

/** Modules that reach outside the thread: loaded as inert modules, refused where they are used. */
const OUTSIDE: ReadonlySet<string> = new Set(['child_process', 'cluster', 'dgram', 'dns', 'fs', 'fs/promises', 'http', 'http2', 'https', 'inspector', 'module', 'net', 'perf_hooks', 'readline', 'tls', 'v8', 'vm', 'worker_threads']);

const nodeRequire = createRequire(import.meta.url);

/** The module for `path` or `node:path` (and the others above); undefined for any other specifier. */
export function nodeBuiltin(specifier: string): unknown {
  const name = specifier.replace(/^node:/, '');
  if (COMPUTE_ONLY.has(name)) return nodeRequire(`node:${name}`);
  return OUTSIDE.has(name) ? inertModule(name, name, Object.keys(nodeRequire(`node:${name}`) as object)) : undefined;
}

/**
 * A module whose every member (`http.request`, `fs.promises.readFile`, `http.Agent.prototype`) can be read, kept,
 * extended and constructed, and whose calls throw: a class a package extends or makes when it loads (`class X
 * extends http.Agent`, `new https.Agent()`) is a function, so the package loads; drawing a page that calls one is
 * an error naming it.
 */
function inertModule(module: string, path: string, names: readonly string[] = []): unknown {
  const members = new Map<string, unknown>();
  const refuse = (): never => {
    throw new ComponentError(`The site's code called ${path} (from Node's "${module}") while it was drawn; lendocs does not let the site's code reach files, the network or processes at build time.`, `Call it in useEffect or an event handler (it runs in the browser, after the page is drawn), or wrap the part in BrowserOnly.`, { specifier: module });
  };
  const member = (key: string): unknown => {
    if (!members.has(key)) members.set(key, inertModule(module, `${path}.${key}`));
    return members.get(key);
  };
  const target = function inert() {};
  return new Proxy(target, {
    get(own, key) {
      if (key === 'prototype' || typeof key === 'symbol') return Reflect.get(own, key);
      if (key === '__esModule') return false;
      // Not a promise: `await import('fs')` gets the module.
      if (key === 'then') return undefined;
      return member(key);
    },
    // The module's own names are listed, as the real module's: TypeScript's `__importStar(require("http"))` copies
    // the members it lists, so `http.Agent` is there to be extended (agent-base, https-proxy-agent).
    ownKeys: (own) => [...new Set([...Reflect.ownKeys(own), ...names])],
    getOwnPropertyDescriptor: (own, key) => Reflect.getOwnPropertyDescriptor(own, key) ?? (typeof key === 'string' && names.includes(key) ? { value: member(key), enumerable: true, configurable: true, writable: true } : undefined),
    apply: refuse,
    // `new http.Agent({ keepAlive: true })` at a package's top does nothing outside: an inert object, used later or not.
    construct: () => inertModule(module, `new ${path}()`) as object,
  });
}
