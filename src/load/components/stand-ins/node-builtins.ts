// Node's own modules that only compute (no files, no network, no processes), which packages built for Node import
// (vfile and its kin take `node:path`, `node:process` and `node:url` under Node's import conditions, as esbuild
// bundles for the site's code thread): Docusaurus's server render, a webpack bundle for Node, gets the real ones,
// and so do the site's components here. Modules that reach outside the thread (fs, child_process, net…) stay
// refused, as a component drawn in a page has no business with them.
import { createRequire } from 'node:module';

const COMPUTE_ONLY: ReadonlySet<string> = new Set(['assert', 'buffer', 'crypto', 'events', 'path', 'path/posix', 'process', 'punycode', 'querystring', 'string_decoder', 'url', 'util']);

const nodeRequire = createRequire(import.meta.url);

/** The module for `path` or `node:path` (and the others above); undefined for any other specifier. */
export function nodeBuiltin(specifier: string): unknown {
  const name = specifier.replace(/^node:/, '');
  return COMPUTE_ONLY.has(name) ? nodeRequire(`node:${name}`) : undefined;
}
